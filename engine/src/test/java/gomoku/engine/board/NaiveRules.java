package gomoku.engine.board;

import gomoku.engine.core.Rule;

/**
 * Slow reference rule checker written straight from the rule text (fives, overlines, renju fouls), on a
 * plain grid with no incremental state, for differential tests against {@link Board}.
 * Grid values: 0 empty, 1 black, 2 white; grid[y][x].
 */
final class NaiveRules {
    static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private final int size;
    private final Rule rule;
    final int[][] grid;

    NaiveRules(int size, Rule rule) {
        this.size = size;
        this.rule = rule;
        this.grid = new int[size][size];
    }

    private boolean in(int x, int y) {
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    /** Length of the unbroken run of {@code color} through (x, y) along direction d (cell included). */
    int run(int x, int y, int d, int color) {
        int n = 1;
        int dx = DIRS[d][0], dy = DIRS[d][1];
        for (int i = 1; in(x + dx * i, y + dy * i) && grid[y + dy * i][x + dx * i] == color; i++) n++;
        for (int i = 1; in(x - dx * i, y - dy * i) && grid[y - dy * i][x - dx * i] == color; i++) n++;
        return n;
    }

    private boolean winsWith(int len, int color) {
        boolean exact = rule.exactFive(color - 1);
        return exact ? len == 5 : len >= 5;
    }

    /** Would {@code color} playing the empty (x, y) make a winning five? */
    boolean makesFive(int x, int y, int color) {
        grid[y][x] = color;
        boolean five = false;
        for (int d = 0; d < 4; d++) five |= winsWith(run(x, y, d, color), color);
        grid[y][x] = 0;
        return five;
    }

    /** Renju: black's foul at the empty (x, y), checking five, overline, double-four, double-three in that order. */
    Forbidden forbidden(int x, int y) {
        if (rule != Rule.RENJU || grid[y][x] != 0) return Forbidden.NONE;
        grid[y][x] = 1;
        try {
            boolean overline = false;
            for (int d = 0; d < 4; d++) {
                int r = run(x, y, d, 1);
                if (r == 5) return Forbidden.NONE;
                if (r >= 6) overline = true;
            }
            if (overline) return Forbidden.OVERLINE;
            int fours = 0;
            boolean[] hasFour = new boolean[4];
            for (int d = 0; d < 4; d++) {
                int f = foursOnLine(x, y, d);
                fours += f;
                hasFour[d] = f > 0;
            }
            if (fours >= 2) return Forbidden.DOUBLE_FOUR;
            int threes = 0;
            for (int d = 0; d < 4; d++)
                if (!hasFour[d] && isThree(x, y, d)) threes++;
            return threes >= 2 ? Forbidden.DOUBLE_THREE : Forbidden.NONE;
        } finally {
            grid[y][x] = 0;
        }
    }

    /** Empty points on line d within 5 of (x, y) that give black a run of exactly five through (x, y). */
    private int[] fivePoints(int x, int y, int d) {
        int dx = DIRS[d][0], dy = DIRS[d][1];
        int[] found = new int[10];
        int n = 0;
        for (int i = -5; i <= 5; i++) {
            int qx = x + dx * i, qy = y + dy * i;
            if (i == 0 || !in(qx, qy) || grid[qy][qx] != 0) continue;
            grid[qy][qx] = 1;
            boolean ok = run(x, y, d, 1) == 5 && blackBetween(x, y, d, i);
            grid[qy][qx] = 0;
            if (ok) found[n++] = i;
        }
        return java.util.Arrays.copyOf(found, n);
    }

    /** All cells strictly between (x, y) and the point i steps away on line d are black. */
    private boolean blackBetween(int x, int y, int d, int i) {
        int s = Integer.signum(i);
        for (int k = 1; k < Math.abs(i); k++)
            if (grid[y + DIRS[d][1] * s * k][x + DIRS[d][0] * s * k] != 1) return false;
        return true;
    }

    /** Number of fours black has on line d through (x, y) (black already on (x, y)). */
    private int foursOnLine(int x, int y, int d) {
        int[] pts = fivePoints(x, y, d);
        if (pts.length == 2 && pts[1] - pts[0] == 5) return 1;
        return pts.length;
    }

    /** Straight four through (x, y) on line d: an unbroken four that two different points complete to five. */
    private boolean isStraightFour(int x, int y, int d) {
        if (run(x, y, d, 1) != 4) return false;
        int[] pts = fivePoints(x, y, d);
        return pts.length == 2 && pts[1] - pts[0] == 5;
    }

    /** A three on line d through black (x, y): some legal black point turns it into a straight four. */
    private boolean isThree(int x, int y, int d) {
        int dx = DIRS[d][0], dy = DIRS[d][1];
        for (int i = -4; i <= 4; i++) {
            int qx = x + dx * i, qy = y + dy * i;
            if (i == 0 || !in(qx, qy) || grid[qy][qx] != 0) continue;
            if (makesFive(qx, qy, 1)) continue;
            grid[qy][qx] = 1;
            boolean straight = isStraightFour(x, y, d);
            grid[qy][qx] = 0;
            if (straight && forbidden(qx, qy) == Forbidden.NONE) return true;
        }
        return false;
    }
}
