package gomoku.engine.pattern;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.EvalWeights;

/**
 * Table from the four line codes of a cell to its {@link Threat} class and its evaluation worth,
 * packed as {@code worth << 8 | threat}. Index: the cell's {@link #key}, one per unordered combination
 * of four codes (1,365 of them), so that this table and every other table by key (cell values, move
 * policy) hold each combination once, in a few kilobytes. Three variants, one per weight set: freestyle (and standard), renju black's, where
 * overlines and double fours are fouls and two fours never make a flex four, and renju white's. Built once at class
 * initialisation, never written again.
 */
public final class CellTables {
    /** Unordered pairs of two codes. */
    private static final int PAIRS = Pattern.COUNT * (Pattern.COUNT + 1) / 2;
    /** Keys: unordered combinations of four codes. */
    public static final int SIZE = Pattern.COUNT * (Pattern.COUNT + 1) * (Pattern.COUNT + 2) * (Pattern.COUNT + 3) / 24;
    /** Pair index of two codes, by {@code c0 << 4 | c1}. */
    private static final byte[] PAIR = new byte[16 * 16];
    /** Key of two pairs, by {@code pair0 * PAIRS + pair1}. */
    private static final short[] KEY = new short[PAIRS * PAIRS];
    /** The four codes of each key, strongest first. */
    private static final byte[] CODES = new byte[4 * SIZE];
    /** Key of four codes packed four bits each ({@link #packedKey}): one lookup where {@link #key} takes three. */
    private static final short[] PACKED_KEY = new short[1 << 16];

    static {
        // Keys in the order of the combinations' codes read as base-12 numbers, the strongest code the
        // least significant digit (the order of the table files' lines); four empty lines are key 0.
        int base = Pattern.COUNT;
        short[] byNumber = new short[base * base * base * base];
        int n = 0;
        for (int number = 0; number < byNumber.length; number++) {
            int c0 = number % base, c1 = number / base % base, c2 = number / (base * base) % base,
                    c3 = number / (base * base * base);
            if (c0 < c1 || c1 < c2 || c2 < c3) continue;
            CODES[4 * n] = (byte) c0;
            CODES[4 * n + 1] = (byte) c1;
            CODES[4 * n + 2] = (byte) c2;
            CODES[4 * n + 3] = (byte) c3;
            byNumber[number] = (short) n++;
        }
        int pairs = 0;
        int[] pairHigh = new int[PAIRS], pairLow = new int[PAIRS];
        for (int a = 0; a < Pattern.COUNT; a++)
            for (int b = 0; b <= a; b++) {
                PAIR[a << 4 | b] = PAIR[b << 4 | a] = (byte) pairs;
                pairHigh[pairs] = a;
                pairLow[pairs++] = b;
            }
        for (int p = 0; p < PAIRS; p++)
            for (int q = 0; q < PAIRS; q++) {
                int[] c = {pairHigh[p], pairLow[p], pairHigh[q], pairLow[q]};
                java.util.Arrays.sort(c);
                KEY[p * PAIRS + q] = byNumber[c[3] + base * (c[2] + base * (c[1] + base * c[0]))];
            }
        for (int codes = 0; codes < PACKED_KEY.length; codes++) {
            int c0 = codes & 15, c1 = codes >>> 4 & 15, c2 = codes >>> 8 & 15, c3 = codes >>> 12;
            if (c0 < base && c1 < base && c2 < base && c3 < base) PACKED_KEY[codes] = (short) key(c0, c1, c2, c3);
        }
    }

    private static final int[] FREESTYLE = build(Rule.FREESTYLE, Side.BLACK);
    private static final int[] RENJU_BLACK = build(Rule.RENJU, Side.BLACK);
    private static final int[] RENJU_WHITE = build(Rule.RENJU, Side.WHITE);

    /**
     * Contest classes: how strong a cell is for one side, coarse enough that a pair of them (the
     * side's and the opponent's, on one cell) can have a feature row of its own in the network.
     * The {@link Threat} class, with a quiet cell split by its strongest line code:
     *
     * <pre>
     * class  cell for the side
     * 0      Threat.NONE: no line with room for five
     * 1      Threat.QUIET, strongest code B1, F1 or B2
     * 2      Threat.QUIET, strongest code F2
     * 3      Threat.QUIET, strongest code B3
     * 4..10  Threat.F3, F3F3, B4, B4F3, F4, FIVE, FORBIDDEN (class = threat + 2)
     * </pre>
     */
    public static final int CONTEST_CLASSES = 11;

    private static final byte[] CONTEST_FREESTYLE = contestClasses(FREESTYLE);
    private static final byte[] CONTEST_RENJU_BLACK = contestClasses(RENJU_BLACK);

    private static byte[] contestClasses(int[] table) {
        byte[] classes = new byte[SIZE];
        for (int key = 0; key < SIZE; key++) {
            int t = table[key] & 0xFF;
            if (t == Threat.QUIET) {
                // The overline code of a side that needs exactly five is no threat: only B3 and below count.
                int best = 0;
                for (int i = 0; i < 4; i++) if (code(key, i) <= Pattern.B3) best = Math.max(best, code(key, i));
                classes[key] = (byte) (best == Pattern.B3 ? 3 : best == Pattern.F2 ? 2 : 1);
            } else {
                classes[key] = (byte) (t == Threat.NONE ? 0 : t + 2);
            }
        }
        return classes;
    }

    private static int[] build(Rule rule, int side) {
        boolean renjuBlack = rule == Rule.RENJU && side == Side.BLACK;
        EvalWeights.Set weights = EvalWeights.of(rule, side);
        int[] table = new int[SIZE];
        for (int key = 0; key < SIZE; key++) {
            int c0 = code(key, 0), c1 = code(key, 1), c2 = code(key, 2), c3 = code(key, 3);
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

    /**
     * The {@link #CONTEST_CLASSES contest class} of each key for {@code side} under {@code rule}
     * (renju's white and the other rules share one table), shared: never to be written.
     */
    public static byte[] contestClasses(Rule rule, int side) {
        return rule == Rule.RENJU && side == Side.BLACK ? CONTEST_RENJU_BLACK : CONTEST_FREESTYLE;
    }

    /** The key of the combination of four line codes, in any order. */
    public static int key(int c0, int c1, int c2, int c3) {
        return KEY[PAIR[c0 << 4 | c1] * PAIRS + PAIR[c2 << 4 | c3]];
    }

    /** The key of four line codes packed as {@code c0 | c1 << 4 | c2 << 8 | c3 << 12}. */
    public static int packedKey(int codes) {
        return PACKED_KEY[codes];
    }

    /** Code {@code i} (0 to 3, strongest first) of {@code key}'s combination. */
    public static int code(int key, int i) {
        return CODES[4 * key + i];
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
