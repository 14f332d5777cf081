package gomoku.engine.api;

import gomoku.engine.core.Side;
import gomoku.engine.search.Value;

/** What the engine's search values mean for people: the chance to win, and the value of a known forced win. */
public final class WinChance {
    /** Eval units at which the side to move is given about 73 % (e / (1 + e)): roughly one four-ish threat. */
    private static final double SCALE = 600.0;

    private WinChance() {}

    /**
     * The side to move's chance of winning from a search value (which is always the side to move's).
     * Forced wins and losses are certain; other values go through a logistic curve whose scale was
     * picked by eye, not fitted.
     */
    public static double forSideToMove(int score) {
        return Value.isMate(score) ? (score > 0 ? 1.0 : 0.0) : 1.0 / (1.0 + Math.exp(-score / SCALE));
    }

    /** Black's chance of winning from a search value for {@code side} (the side the value is for). */
    public static double forBlack(int score, int side) {
        double p = forSideToMove(score);
        return side == Side.BLACK ? p : 1.0 - p;
    }

    /** The search value of a forced win in {@code plies} plies, as a search would report it. */
    public static int winIn(int plies) {
        return Value.winIn(plies);
    }
}
