package gomoku.engine.pattern;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;

/**
 * Per-rule lookup tables from a line window to a {@link Pattern} code, one table per side.
 *
 * <p>A window is the {@code 2 * half} cells around an empty centre cell on one line (the centre is
 * left out), two bits a cell as on the board: 0 empty, 1 black, 2 white, 3 wall. Bits 0-1 hold the
 * cell farthest in the negative direction. Freestyle looks 4 cells each side (2^16 entries); the
 * exact-five rules look 5 each side (2^20 entries) so that an overline is seen.
 *
 * <p>The tables are built once per rule, at first use, by a slow and readable classifier that plays
 * the centre stone and then tries each empty cell of the window; they are never written again, so
 * all engines in a process share them.
 */
public final class PatternTables {
    public final Rule rule;
    /** Cells looked at on each side of the centre. */
    public final int half;
    private final byte[] black;
    private final byte[] white;
    /**
     * The tables the board uses, one per side, small enough for the L1 cache: each of the four cells
     * on either side of the centre becomes one base-3 digit as the side sees it (empty, own, other:
     * an opponent stone and the wall block alike), and for the exact-five rules the outermost cell on
     * each side adds one bit, whether it is the side's own stone (it turns a five into an overline;
     * nothing else about it can matter).
     * <pre>
     * index = left + 81 * right + 6561 * farLeftIsOwn + 13122 * farRightIsOwn
     *         left, right: the four nearest cells on each side in base 3, the leftmost cell most significant
     * </pre>
     * {@code PatternTablesTest} checks them against the full tables on every window.
     */
    private final byte[] smallBlack;
    private final byte[] smallWhite;
    /** Four cells (two bits each, as on the board) to base 3 as black sees them, and as white does. */
    private static final byte[] BASE3_BLACK = base3(1);
    private static final byte[] BASE3_WHITE = base3(2);

    private static final class Freestyle { static final PatternTables T = new PatternTables(Rule.FREESTYLE); }
    private static final class Standard { static final PatternTables T = new PatternTables(Rule.STANDARD); }
    private static final class Renju { static final PatternTables T = new PatternTables(Rule.RENJU); }

    public static PatternTables forRule(Rule rule) {
        switch (rule) {
            case FREESTYLE: return Freestyle.T;
            case STANDARD: return Standard.T;
            default: return Renju.T;
        }
    }

    private PatternTables(Rule rule) {
        this.rule = rule;
        this.half = rule == Rule.FREESTYLE ? 4 : 5;
        int entries = 1 << (4 * half);
        Classifier forBlack = new Classifier(half, rule.exactFive(Side.BLACK), rule == Rule.RENJU);
        Classifier forWhite = rule.exactFive(Side.WHITE) == rule.exactFive(Side.BLACK) && rule != Rule.RENJU
                ? forBlack : new Classifier(half, rule.exactFive(Side.WHITE), false);
        black = new byte[entries];
        white = new byte[entries];
        for (int idx = 0; idx < entries; idx++) {
            black[idx] = (byte) forBlack.classify(relative(idx, 1));
            white[idx] = (byte) forWhite.classify(relative(idx, 2));
        }
        smallBlack = small(black, 1);
        smallWhite = small(white, 2);
    }

    /** The table for {@code side}; index it with a window (see the class comment). */
    public byte[] table(int side) {
        return side == Side.BLACK ? black : white;
    }

    /** The small table for {@code side} (see the field comment); index it with {@link #smallIndex}. */
    public byte[] small(int side) {
        return side == Side.BLACK ? smallBlack : smallWhite;
    }

    /** Entries of a small table: 3^8 windows, times 4 for the outermost cells of the exact-five rules. */
    public int smallSize() {
        return half == 5 ? 4 * 6561 : 6561;
    }

    /**
     * Small-table index of window {@code w} ({@code 2 * half + 1} cells around the centre, centre
     * included, two bits each as on the board) for {@code side}.
     */
    public int smallIndex(int w, int side) {
        byte[] base3 = side == Side.BLACK ? BASE3_BLACK : BASE3_WHITE;
        int own = side + 1;
        if (half == 5) {
            int farL = w & 3, farR = w >>> 20;
            return base3[(w >>> 2) & 0xFF] + 81 * base3[(w >>> 12) & 0xFF]
                    + (farL == own ? 6561 : 0) + (farR == own ? 13122 : 0);
        }
        return base3[w & 0xFF] + 81 * base3[(w >>> 10) & 0xFF];
    }

    public static byte[] base3Table(int side) {
        return (side == Side.BLACK ? BASE3_BLACK : BASE3_WHITE).clone();
    }

    private static byte[] base3(int own) {
        byte[] t = new byte[256];
        for (int v = 0; v < 256; v++) {
            int d = 0;
            for (int i = 0; i < 4; i++) {
                int c = (v >>> (2 * i)) & 3;
                d = d * 3 + (c == 0 ? 0 : c == own ? 1 : 2);
            }
            t[v] = (byte) d;
        }
        return t;
    }

    /** Fills a small table from the full one: each small entry names one full window (others are opponent stones). */
    private byte[] small(byte[] full, int own) {
        int other = 3 - own;
        byte[] t = new byte[smallSize()];
        for (int idx = 0; idx < t.length; idx++) {
            int left = idx % 81, right = idx / 81 % 81, far = idx / 6561;
            int[] l = digits(left), r = digits(right);
            int window = 0; // full-table index: the 2*half cells without the centre, two bits each
            for (int i = 0; i < 4; i++) {
                // digit order: cell 0 of the byte is the most significant digit (see base3)
                int cl = l[i] == 0 ? 0 : l[i] == 1 ? own : other;
                int cr = r[i] == 0 ? 0 : r[i] == 1 ? own : other;
                int leftCell = half == 5 ? 1 + i : i, rightCell = half == 5 ? 5 + i : 4 + i;
                window |= cl << (2 * leftCell) | cr << (2 * rightCell);
            }
            if (half == 5) window |= ((far & 1) != 0 ? own : 0) | ((far & 2) != 0 ? own : 0) << 18;
            t[idx] = full[window];
        }
        return t;
    }

    /** Base-3 digits of {@code v} (four of them), most significant first, matching {@link #base3}. */
    private static int[] digits(int v) {
        int[] d = new int[4];
        for (int i = 3; i >= 0; i--) {
            d[i] = v % 3;
            v /= 3;
        }
        return d;
    }

    /** Re-encodes an absolute window as seen by the side whose cell code is {@code own}: 0 empty, 1 own, 2 blocked. */
    private int relative(int idx, int own) {
        int rel = 0;
        for (int i = 0; i < 2 * half; i++) {
            int c = (idx >>> (2 * i)) & 3;
            int r = c == 0 ? 0 : c == own ? 1 : 2;
            rel |= r << (2 * i);
        }
        return rel;
    }

    /**
     * Slow classifier over relative windows (0 empty, 1 own, 2 opponent or wall), memoised. It is the
     * only place that defines what five, four and three mean on one line; the renju forbidden-point
     * test on the board and the naive checker in the tests follow the same definitions.
     */
    private static final class Classifier {
        private final int half;
        private final int len;
        private final boolean exact;
        private final boolean renjuBlack;
        private final byte[] memo;

        Classifier(int half, boolean exact, boolean renjuBlack) {
            this.half = half;
            this.len = 2 * half + 1;
            this.exact = exact;
            this.renjuBlack = renjuBlack;
            this.memo = new byte[1 << (4 * half)];
        }

        int classify(int rel) {
            int m = memo[rel];
            if (m != 0) return m - 1;
            int[] cells = new int[len];
            for (int i = 0; i < half; i++) {
                cells[i] = (rel >>> (2 * i)) & 3;
                cells[half + 1 + i] = (rel >>> (2 * (half + i))) & 3;
            }
            cells[half] = 1;
            int code = compute(cells);
            memo[rel] = (byte) (code + 1);
            return code;
        }

        private int compute(int[] cells) {
            int run = runThrough(cells, half);
            if (run == 5 || (run > 5 && !exact)) return Pattern.FIVE;
            if (run > 5) return Pattern.OVERLINE;
            // Step 1. Fours: count the empty cells that complete a five through the centre.
            int fivePoints = 0, first = -1, last = -1;
            for (int q = 0; q < len; q++) {
                if (cells[q] != 0) continue;
                cells[q] = 1;
                int r = runThrough(cells, half);
                cells[q] = 0;
                if (r == 5 || (r > 5 && !exact)) {
                    fivePoints++;
                    if (first < 0) first = q;
                    last = q;
                }
            }
            if (fivePoints >= 2) {
                boolean straight = fivePoints == 2 && last - first == 5;
                return renjuBlack && !straight ? Pattern.DOUBLE_FOUR : Pattern.F4;
            }
            if (fivePoints == 1) return Pattern.B4;
            // Step 2. Weaker shapes: the best shape one more stone can reach, one level down.
            int best = Pattern.NONE;
            for (int q = 0; q < len; q++) {
                if (cells[q] != 0) continue;
                cells[q] = 1;
                // A stone that makes five on its own is not a step towards a four (RIF three).
                int sub = makesFive(cells, q) ? Pattern.NONE : classify(encode(cells));
                cells[q] = 0;
                best = Math.max(best, oneLevelDown(sub));
            }
            return best;
        }

        private static int oneLevelDown(int sub) {
            switch (sub) {
                case Pattern.F4: return Pattern.F3;
                case Pattern.B4: return Pattern.B3;
                case Pattern.F3: return Pattern.F2;
                case Pattern.B3: return Pattern.B2;
                case Pattern.F2: return Pattern.F1;
                case Pattern.B2: return Pattern.B1;
                default: return Pattern.NONE;
            }
        }

        private boolean makesFive(int[] cells, int at) {
            int r = runThrough(cells, at);
            return r == 5 || (r > 5 && !exact);
        }

        private int runThrough(int[] cells, int at) {
            int n = 1;
            for (int i = at - 1; i >= 0 && cells[i] == 1; i--) n++;
            for (int i = at + 1; i < len && cells[i] == 1; i++) n++;
            return n;
        }

        private int encode(int[] cells) {
            int rel = 0;
            for (int i = 0; i < half; i++) {
                rel |= cells[i] << (2 * i);
                rel |= cells[half + 1 + i] << (2 * (half + i));
            }
            return rel;
        }
    }
}
