package gomoku.piskvork;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * The stone lines of one {@code BOARD} or {@code YXBOARD} block ({@code x,y,f}: f 1 own stone,
 * 2 opponent's stone, 3 wall of a continuous game, ignored), collected until {@code DONE} and then
 * turned into a game in which the brain is to move.
 *
 * <p>Colours are not sent, so they are inferred from the counts: equal counts make the brain black,
 * one opponent stone more makes it white. Black's and white's stones are then interleaved, each in
 * the order listed, which is the play order whenever the manager follows the renju requirement to
 * list stones as played (forbidden points depend on it). Counts that no real game produces are
 * accepted by letting the short side pass, so the brain is still the side to move.
 *
 * <p>The first bad line is remembered rather than reported at once, so that the block still gets
 * exactly one reply (at DONE) and the manager and brain stay in step.
 */
final class BoardListing {
    private static final String EXPECTED = "x,y,f with f 1 (own), 2 (opponent) or 3 (wall)";

    private final List<int[]> stones = new ArrayList<>();
    private String error;

    /** Takes one line of the block (not DONE); a bad line is kept as the block's error. */
    void add(String line) {
        if (error != null) return;
        try {
            int[] s = Fields.parse(line, 3, EXPECTED);
            if (s[2] < 1 || s[2] > 3) throw new ProtocolException("expected " + EXPECTED + ", got '" + line.strip() + "'");
            stones.add(s);
        } catch (ProtocolException e) {
            error = e.getMessage();
        }
    }

    /** The error of the first bad line, or null. */
    String error() {
        return error;
    }

    /** The position with the brain to move; a {@link ProtocolException} if the stones cannot form one. */
    GameState build(int size, Rule rule) {
        if (error != null) throw new ProtocolException(error);
        List<int[]> own = new ArrayList<>(), oppo = new ArrayList<>();
        boolean[] seen = new boolean[size * size];
        for (int[] s : stones) {
            int x = s[0], y = s[1];
            if (!Pos.onBoard(x, y, size)) throw new ProtocolException("stone " + x + "," + y + " is off the board");
            if (seen[y * size + x]) throw new ProtocolException("two stones listed at " + x + "," + y);
            seen[y * size + x] = true;
            if (s[2] == 1) own.add(s);
            else if (s[2] == 2) oppo.add(s);
        }
        int self = oppo.size() > own.size() ? Side.WHITE : Side.BLACK;
        List<int[]> black = self == Side.BLACK ? own : oppo;
        List<int[]> white = self == Side.BLACK ? oppo : own;
        // Brain black: both sides make the same number of moves. Brain white: black makes one more.
        int blackMoves = Math.max(black.size(), white.size());
        int whiteMoves = self == Side.BLACK ? blackMoves : blackMoves - 1;
        GameState game = new GameState(size, rule);
        for (int i = 0; i < blackMoves; i++) {
            place(game, black, i);
            if (i < whiteMoves) place(game, white, i);
        }
        assert game.sideToMove() == self;
        return game;
    }

    private static void place(GameState game, List<int[]> stones, int i) {
        if (i >= stones.size()) {
            if (!game.pass()) throw new ProtocolException("the position already has a five");
            return;
        }
        int x = stones.get(i)[0], y = stones.get(i)[1];
        MoveCheck check = game.play(x, y);
        if (check == MoveCheck.GAME_OVER) throw new ProtocolException("the position already has a five before " + x + "," + y);
        if (check != MoveCheck.LEGAL) throw new ProtocolException("stone " + x + "," + y + ": " + check.message);
    }
}
