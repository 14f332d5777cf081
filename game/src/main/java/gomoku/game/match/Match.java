package gomoku.game.match;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.record.GameRecord;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Plays two players against each other from a list of openings, each opening twice with colours
 * swapped, and sums up the score with an Elo estimate. A player that returns an illegal move or
 * throws loses that game. Renju games are drawn after 200 moves, as in Gomocup.
 */
public final class Match {
    /** One finished game; {@code score} is from the first player's side: 1, 0.5 or 0. */
    public record Outcome(int opening, boolean firstIsBlack, double score, String reason, GameRecord record) {}

    /** Totals from the first player's side. */
    public record Summary(int wins, int draws, int losses) {
        public int games() {
            return wins + draws + losses;
        }

        public double score() {
            return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
        }

        /** Elo difference of the first player over the second. */
        public double elo() {
            return Elo.difference(score());
        }

        /** The 95% interval of {@link #elo()}: lower and upper end (lopsided near 0% and 100%). */
        public double[] eloInterval() {
            return Elo.interval(wins, draws, losses);
        }

        /** Half-width of the 95% interval of {@link #elo()}. */
        public double eloError() {
            return Elo.errorMargin(wins, draws, losses);
        }
    }

    private final Rule rule;
    private final int size;
    private final int maxMoves;

    public Match(Rule rule, int size) {
        this.rule = rule;
        this.size = size;
        this.maxMoves = rule == Rule.RENJU ? 200 : size * size;
    }

    /** Plays every opening twice (first player black, then white) and reports each game. */
    public Summary run(Player first, Player second, List<List<int[]>> openings, long gameTimeMs, Consumer<Outcome> onGame) {
        return run(first, second, openings, gameTimeMs, onGame, s -> false);
    }

    /**
     * As {@link #run(Player, Player, List, long, Consumer)}, stopping early when {@code stopAfterPair}
     * says so; it is asked after each pair of games on one opening, so colours stay balanced.
     */
    public Summary run(Player first, Player second, List<List<int[]>> openings, long gameTimeMs, Consumer<Outcome> onGame,
                       Predicate<Summary> stopAfterPair) {
        int w = 0, d = 0, l = 0;
        for (int i = 0; i < openings.size() && (i == 0 || !stopAfterPair.test(new Summary(w, d, l))); i++)
            for (int swap = 0; swap < 2; swap++) {
                boolean firstIsBlack = swap == 0;
                Outcome o = play(firstIsBlack ? first : second, firstIsBlack ? second : first, openings.get(i), gameTimeMs, i,
                        firstIsBlack);
                if (o.score == 1) w++;
                else if (o.score == 0) l++;
                else d++;
                if (onGame != null) onGame.accept(o);
            }
        return new Summary(w, d, l);
    }

    private Outcome play(Player black, Player white, List<int[]> opening, long gameTimeMs, int index, boolean firstIsBlack) {
        GameState game = new GameState(size, rule);
        for (int[] m : opening) {
            MoveCheck c = game.play(m[0], m[1]);
            if (c != MoveCheck.LEGAL) throw new IllegalArgumentException("opening " + (index + 1) + " is illegal: " + c.message);
        }
        black.newGame(game);
        white.newGame(game);
        long[] clock = {gameTimeMs, gameTimeMs};
        String reason = null;
        int loser = -1;
        while (!game.isOver() && game.moveCount() < maxMoves) {
            int side = game.sideToMove();
            Player p = side == Side.BLACK ? black : white;
            long t0 = System.nanoTime();
            int move;
            try {
                move = p.move(game, gameTimeMs > 0 ? Math.max(1, clock[side]) : 0);
            } catch (Exception e) {
                loser = side;
                reason = p.name() + " failed: " + e.getMessage();
                break;
            }
            clock[side] -= (System.nanoTime() - t0) / 1_000_000;
            if (gameTimeMs > 0 && clock[side] < 0) {
                loser = side;
                reason = p.name() + " lost on time";
                break;
            }
            MoveCheck c = move == Pos.NONE || move == Pos.PASS ? MoveCheck.OFF_BOARD : game.play(Pos.x(move), Pos.y(move));
            if (c != MoveCheck.LEGAL) {
                loser = side;
                reason = p.name() + " played an illegal move " + Pos.toString(move) + ": " + c.message;
                break;
            }
        }
        int result = loser >= 0 ? loser ^ 1 : game.result();
        if (reason == null)
            reason = result == GameState.DRAW || result == GameState.ONGOING ? "draw" : Side.name(result) + " made five";
        int firstSide = firstIsBlack ? Side.BLACK : Side.WHITE;
        double score = result == firstSide ? 1 : result == (firstSide ^ 1) ? 0 : 0.5;
        String res = result == Side.BLACK ? GameRecord.BLACK_WINS : result == Side.WHITE ? GameRecord.WHITE_WINS : GameRecord.DRAW;
        GameRecord record = GameRecord.of(game).withNames(black.name(), white.name()).withResult(res);
        return new Outcome(index, firstIsBlack, score, reason, record);
    }
}
