package gomoku.engine.pattern;

import gomoku.engine.eval.EvalWeights;

/**
 * Tables from the four line codes of a cell to its {@link Threat} class and its evaluation worth.
 * Index: {@code c0 | c1 << 4 | c2 << 8 | c3 << 12} (codes are below 16). Two variants: the normal one
 * and renju black's, where overlines and double fours are fouls and two fours never make a flex four.
 * Built once at class initialisation, never written again.
 */
public final class CellTables {
    public static final int SIZE = 1 << 16;
    private static final byte[] THREAT_NORMAL = new byte[SIZE];
    private static final byte[] THREAT_RENJU_BLACK = new byte[SIZE];
    private static final short[] VALUE_NORMAL = new short[SIZE];
    private static final short[] VALUE_RENJU_BLACK = new short[SIZE];

    static {
        for (int key = 0; key < SIZE; key++) {
            int c0 = key & 15, c1 = (key >>> 4) & 15, c2 = (key >>> 8) & 15, c3 = key >>> 12;
            if (c0 >= Pattern.COUNT || c1 >= Pattern.COUNT || c2 >= Pattern.COUNT || c3 >= Pattern.COUNT) continue;
            int tn = threat(c0, c1, c2, c3, false), tr = threat(c0, c1, c2, c3, true);
            THREAT_NORMAL[key] = (byte) tn;
            THREAT_RENJU_BLACK[key] = (byte) tr;
            VALUE_NORMAL[key] = (short) EvalWeights.cellValue(c0, c1, c2, c3, tn);
            VALUE_RENJU_BLACK[key] = (short) (tr == Threat.FORBIDDEN ? 0 : EvalWeights.cellValue(c0, c1, c2, c3, tr));
        }
    }

    private CellTables() {}

    public static byte[] threats(boolean renjuBlack) {
        return renjuBlack ? THREAT_RENJU_BLACK : THREAT_NORMAL;
    }

    public static short[] values(boolean renjuBlack) {
        return renjuBlack ? VALUE_RENJU_BLACK : VALUE_NORMAL;
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
