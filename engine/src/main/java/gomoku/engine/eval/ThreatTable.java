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
 * A rule may replace the masks its data say enough about with fitted values, kept in a resource
 * file of {@code mask value} lines, as every rule does: freestyle one table ({@code gomoku tune
 * --cell-table}, fitted with the cell values, or {@code --threat-table} on top of them), renju one per
 * colour, fitted with its colour's cell values to Rapfi's renju evaluation (tables fitted to game
 * results had lost to the hand-set rule there).
 */
public final class ThreatTable {
    /** Mask bits: "self" is the side to move. An open four for a side means it holds an open three. */
    public static final int OPPO_FIVE = 1, SELF_F4 = 2, OPPO_F4 = 4, SELF_B4F3 = 8, SELF_B4 = 16, SELF_F3F3 = 32,
            SELF_F3 = 64, OPPO_B4F3 = 128, OPPO_B4 = 256, OPPO_F3F3 = 512, OPPO_F3 = 1024;
    public static final int SIZE = 2048;
    /** The bits' names, lowest bit first (for the tuner's table comments). */
    private static final String[] BIT_NAMES = {"oppo five", "self F4", "oppo F4", "self B4F3", "self B4", "self F3F3",
                                               "self F3", "oppo B4F3", "oppo B4", "oppo F3F3", "oppo F3"};

    /** Hand-set: +35 ± 89 Elo against none, strength log 2026-12-05. */
    public static final int WIN_BONUS = 1500;
    /** Hand-set, checked by match. */
    public static final int DEFEND_PENALTY = 200;

    /** Freestyle and standard: the values of {@code threat-freestyle.txt}, fitted together with the cell value table. */
    private static final int[] FREESTYLE = load("threat-freestyle.txt", hand(false));
    /** Renju: the fitted values of each colour's file over that colour's hand-set rule. */
    private static final int[] RENJU_BLACK = load("threat-renju-black.txt", hand(true));
    private static final int[] RENJU_WHITE = load("threat-renju-white.txt", hand(false));

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

    /** {@code base} with the masks listed in the resource {@code name} replaced by their values. */
    static int[] load(String name, int[] base) {
        int[] t = base.clone();
        TableFiles.readResource(name, (f, line) -> {
            int mask = f.length == 2 ? Integer.parseInt(f[0]) : -1;
            if (mask < 0 || mask >= SIZE) throw new IllegalStateException(name + ": bad line '" + line + "'");
            t[mask] = Integer.parseInt(f[1]);
        });
        return t;
    }

    /** The threats of {@code mask} in words ("self" is the side to move), or "no threat". */
    public static String describe(int mask) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < BIT_NAMES.length; i++)
            if ((mask >> i & 1) != 0) b.append(b.length() > 0 ? ", " : "").append(BIT_NAMES[i]);
        return b.length() == 0 ? "no threat" : b.toString();
    }

    private static int[] hand(boolean renjuBlack) {
        int[] t = new int[SIZE];
        for (int m = 0; m < SIZE; m++) t[m] = handValue(m, renjuBlack);
        return t;
    }

    /** The value of {@code mask} for {@code side} to move under {@code rule} (standard shares freestyle's). */
    public static int value(Rule rule, int side, int mask) {
        return forSide(rule, side)[mask];
    }

    /** The values of {@code side} to move under {@code rule}, indexed by mask; shared, never to be written. */
    public static int[] forSide(Rule rule, int side) {
        if (rule != Rule.RENJU) return FREESTYLE;
        return side == Side.BLACK ? RENJU_BLACK : RENJU_WHITE;
    }
}
