package gomoku.game.play;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Side;
import gomoku.game.record.GameRecord;

/**
 * How a game ended: the winner ({@link Side#BLACK}, {@link Side#WHITE}, or {@link #DRAW}) and why.
 * The store keeps it as a result string ({@code B+}, {@code W+R}, {@code W+T}, {@code 0}) and a reason
 * word; {@link #result()}, {@link Reason#id} and {@link #parse} convert both ways.
 */
public record Ending(int winner, Reason reason) {
    public static final int DRAW = -1;

    public enum Reason {
        FIVE("five", ""),
        DRAW("draw", ""),
        RESIGNATION("resignation", "R"),
        TIME("time", "T"),
        /** Both players agreed to a draw. */
        AGREEMENT("agreement", "");

        /** The word the store and the web API use. */
        public final String id;
        /** What follows {@code B+} or {@code W+} in the result string. */
        final String suffix;

        Reason(String id, String suffix) {
            this.id = id;
            this.suffix = suffix;
        }

        public static Reason parse(String text) {
            for (Reason r : values()) if (r.id.equals(text)) return r;
            return null;
        }
    }

    /** {@code loser} gives up. */
    public static Ending resignation(int loser) {
        return new Ending(loser ^ 1, Reason.RESIGNATION);
    }

    /** {@code loser} ran out of time. */
    public static Ending time(int loser) {
        return new Ending(loser ^ 1, Reason.TIME);
    }

    /** The end the board shows (a five, or a full board), null while the game goes on. */
    public static Ending of(GameState state) {
        int r = state.result();
        if (r == GameState.ONGOING) return null;
        if (r == GameState.DRAW) return new Ending(DRAW, Reason.DRAW);
        return new Ending(r, Reason.FIVE);
    }

    /**
     * Reads a stored result and reason; null when there is no result or it cannot be read. A result
     * without a reason takes it from its suffix ({@code R}, {@code T}), else a five or a draw.
     */
    public static Ending parse(String result, String reason) {
        if (result == null) return null;
        String r = result.strip();
        if (r.equals(GameRecord.DRAW))
            return new Ending(DRAW, Reason.AGREEMENT.id.equals(reason) ? Reason.AGREEMENT : Reason.DRAW);
        int winner;
        if (r.startsWith(GameRecord.BLACK_WINS)) winner = Side.BLACK;
        else if (r.startsWith(GameRecord.WHITE_WINS)) winner = Side.WHITE;
        else return null;
        Reason why = Reason.parse(reason);
        if (why == null || why == Reason.DRAW || why == Reason.AGREEMENT) {
            String suffix = r.substring(2);
            why = suffix.equals("R") ? Reason.RESIGNATION : suffix.equals("T") ? Reason.TIME : Reason.FIVE;
        }
        return new Ending(winner, why);
    }

    public boolean isDraw() {
        return winner == DRAW;
    }

    /** The result string: {@code B+}, {@code W+R}, {@code B+T}, {@code 0}. */
    public String result() {
        if (isDraw()) return GameRecord.DRAW;
        return (winner == Side.BLACK ? GameRecord.BLACK_WINS : GameRecord.WHITE_WINS) + reason.suffix;
    }

    /** {@code black}, {@code white} or {@code draw}. */
    public String status() {
        return isDraw() ? "draw" : Mode.colorName(winner);
    }

    /** Whether the end happened off the board (resignation, time, agreed draw), so the moves alone do not show it. */
    public boolean offBoard() {
        return reason == Reason.RESIGNATION || reason == Reason.TIME || reason == Reason.AGREEMENT;
    }
}
