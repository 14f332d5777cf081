package gomoku.engine.pattern;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.EvalWeights;

/**
 * Table from the four line codes of a cell to its {@link Threat} class and its evaluation worth,
 * packed as {@code worth << 8 | threat}. Index: {@code c0 + 12 * c1 + 144 * c2 + 1728 * c3} (20,736
 * entries, small enough to stay in cache). Three variants, one per weight set: freestyle (and standard), renju black's, where
 * overlines and double fours are fouls and two fours never make a flex four, and renju white's. Built once at class
 * initialisation, never written again.
 */
public final class CellTables {
    public static final int SIZE = Pattern.COUNT * Pattern.COUNT * Pattern.COUNT * Pattern.COUNT;
    private static final int[] FREESTYLE = build(Rule.FREESTYLE, Side.BLACK);
    private static final int[] RENJU_BLACK = build(Rule.RENJU, Side.BLACK);
    private static final int[] RENJU_WHITE = build(Rule.RENJU, Side.WHITE);

    private static int[] build(Rule rule, int side) {
        boolean renjuBlack = rule == Rule.RENJU && side == Side.BLACK;
        EvalWeights.Set weights = EvalWeights.of(rule, side);
        int[] table = new int[SIZE];
        for (int key = 0; key < SIZE; key++) {
            int c0 = key % 12, c1 = key / 12 % 12, c2 = key / 144 % 12, c3 = key / 1728;
            int t = threat(c0, c1, c2, c3, renjuBlack);
            table[key] = (t == Threat.FORBIDDEN ? 0 : weights.cellValue(c0, c1, c2, c3, t)) << 8 | t;
        }
        return table;
    }

    private CellTables() {}

    /** The packed table of {@code side} under {@code rule} (standard shares freestyle's). */
    public static int[] forSide(Rule rule, int side) {
        if (rule != Rule.RENJU) return FREESTYLE;
        return side == Side.BLACK ? RENJU_BLACK : RENJU_WHITE;
    }

    public static int key(int c0, int c1, int c2, int c3) {
        return c0 + 12 * c1 + 144 * c2 + 1728 * c3;
    }

    static int threat(int c0, int c1, int c2, int c3, boolean renjuBlack) {
        int[] n = new int[Pattern.COUNT];
        n[c0]++;
        n[c1]++;
        n[c2]++;
        n[c3]++;
        if (n[Pattern.FIVE] > 0) return Threat.FIVE;
        int fours = n[Pattern.B4] + n[Pattern.F4] + 2 * n[Pattern.DOUBLE_FOUR];
        if (renjuBlack) {
            if (n[Pattern.OVERLINE] > 0 || fours >= 2) return Threat.FORBIDDEN;
            if (n[Pattern.F4] > 0) return n[Pattern.F3] >= 2 ? Threat.F3F3 : Threat.F4;
        } else if (n[Pattern.F4] > 0 || fours >= 2) {
            return Threat.F4;
        }
        if (n[Pattern.B4] > 0) {
            if (renjuBlack && n[Pattern.F3] >= 2) return Threat.F3F3;
            return n[Pattern.F3] > 0 ? Threat.B4F3 : Threat.B4;
        }
        if (n[Pattern.F3] >= 2) return Threat.F3F3;
        if (n[Pattern.F3] == 1) return Threat.F3;
        if (n[Pattern.B3] + n[Pattern.F2] + n[Pattern.B2] + n[Pattern.F1] + n[Pattern.B1] > 0) return Threat.QUIET;
        return Threat.NONE;
    }
}
