package gomoku.engine.eval;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;

/**
 * The evaluation's threat term: a value for the side to move, looked up by which threats each side
 * holds (a mask of eleven presence bits, Rapfi's idea). The pattern sum sees each cell apart; whose
 * turn it is when both sides hold threats changes the outcome far more than any sum of cells says.
 *
 * <p>Every mask starts from a hand-set rule: a side to move holding a four-three, or a double three
 * that is not a foul, facing no four and no open three, is usually winning ({@link #WIN_BONUS}); a
 * side facing an open three with no four to answer has lost the initiative ({@link #DEFEND_PENALTY}).
 * A rule may replace the masks its games say enough about with values fitted to game results by
 * {@code gomoku tune --threat-table}, kept in a resource file of {@code mask value} lines.
 */
public final class ThreatTable {
    /** Mask bits: "self" is the side to move. An open four for a side means it holds an open three. */
    public static final int OPPO_FIVE = 1, SELF_F4 = 2, OPPO_F4 = 4, SELF_B4F3 = 8, SELF_B4 = 16, SELF_F3F3 = 32,
            SELF_F3 = 64, OPPO_B4F3 = 128, OPPO_B4 = 256, OPPO_F3F3 = 512, OPPO_F3 = 1024;
    public static final int SIZE = 2048;

    /** Hand-set: match, depth 5, 60 games over the freestyle openings, with against without: +35 ± 89 Elo. */
    public static final int WIN_BONUS = 1500;
    /** Hand-set, match-tested. */
    public static final int DEFEND_PENALTY = 200;

    private static final int[] FREESTYLE = hand(false);
    private static final int[] RENJU_BLACK = hand(true);
    private static final int[] RENJU_WHITE = hand(false);

    private ThreatTable() {}

    /** The hand-set value of {@code mask}; renju black's double threes may be fouls, so they do not count. */
    public static int handValue(int mask, boolean renjuBlack) {
        boolean oppoFours = (mask & (OPPO_B4 | OPPO_B4F3)) != 0;
        boolean oppoOpenThree = (mask & OPPO_F4) != 0;
        boolean selfFours = (mask & (SELF_B4 | SELF_B4F3)) != 0;
        boolean doubleThree = (mask & SELF_F3F3) != 0 && !renjuBlack;
        int v = 0;
        if (!oppoFours && !oppoOpenThree && ((mask & SELF_B4F3) != 0 || doubleThree)) v += WIN_BONUS;
        if (oppoOpenThree && !selfFours) v -= DEFEND_PENALTY;
        return v;
    }

    private static int[] hand(boolean renjuBlack) {
        int[] t = new int[SIZE];
        for (int m = 0; m < SIZE; m++) t[m] = handValue(m, renjuBlack);
        return t;
    }

    /** The value of {@code mask} for {@code side} to move under {@code rule} (standard shares freestyle's). */
    public static int value(Rule rule, int side, int mask) {
        return table(rule, side)[mask];
    }

    private static int[] table(Rule rule, int side) {
        if (rule != Rule.RENJU) return FREESTYLE;
        return side == Side.BLACK ? RENJU_BLACK : RENJU_WHITE;
    }
}
