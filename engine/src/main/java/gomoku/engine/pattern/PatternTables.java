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
    /** Both sides in one entry, {@code black | white << 8}: one memory access per cell update. */
    private final short[] both;
    /**
     * Exact-five rules only: per-side tables a quarter the size of the full ones (they stay in
     * cache). The outermost cell on each side can only matter by being the side's own stone (it
     * turns a five into an overline), so it is reduced to one bit:
     * <pre>
     * index: bits 0-7 the four cells left of the centre | 8-15 the four cells right of it
     *      | bit 16 farthest left cell is own | bit 17 farthest right cell is own
     * </pre>
     * {@code PatternTablesTest} checks that this reduction never changes a code.
     */
    private final byte[] compactBlack;
    private final byte[] compactWhite;

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
        both = new short[entries];
        for (int idx = 0; idx < entries; idx++) {
            black[idx] = (byte) forBlack.classify(relative(idx, 1));
            white[idx] = (byte) forWhite.classify(relative(idx, 2));
            both[idx] = (short) (black[idx] | white[idx] << 8);
        }
        if (half == 5) {
            compactBlack = new byte[1 << 18];
            compactWhite = new byte[1 << 18];
            for (int c = 0; c < 1 << 18; c++) {
                int inner = ((c & 0xFF) << 2) | (((c >>> 8) & 0xFF) << 10);
                int farL = (c >>> 16) & 1, farR = (c >>> 17) & 1;
                compactBlack[c] = black[inner | farL | (farR << 18)];
                compactWhite[c] = white[inner | (farL << 1) | ((farR << 1) << 18)];
            }
        } else {
            compactBlack = null;
            compactWhite = null;
        }
    }

    /** The table for {@code side}; index it with a window (see the class comment). */
    public byte[] table(int side) {
        return side == Side.BLACK ? black : white;
    }

    /** Exact-five rules: the compact table for {@code side} (see the field comment); null for freestyle. */
    public byte[] compact(int side) {
        return side == Side.BLACK ? compactBlack : compactWhite;
    }

    /** The table for both sides at once: entry {@code blackCode | whiteCode << 8}. */
    public short[] bothSides() {
        return both;
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
