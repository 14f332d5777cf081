package gomoku.engine.core;

/**
 * Packed board coordinate. The board is a 32 x 32 array with a wall border at least five cells
 * wide (boards up to 22 x 22), so {@code pos + DIR[d] * i} for |i| <= 5 never leaves the array.
 *
 * <pre>
 * pos = (y + PAD) * STRIDE + (x + PAD)      x = column from the left, y = row from the top, 0-based
 *                                            (the Piskvork protocol coordinates)
 * </pre>
 */
public final class Pos {
    public static final int STRIDE = 32;
    public static final int PAD = 5;
    public static final int CELLS = STRIDE * STRIDE;
    public static final int MIN_SIZE = 5;
    public static final int MAX_SIZE = STRIDE - 2 * PAD;
    /** No move. */
    public static final int NONE = -1;
    /** A pass: cell 0 is always a wall, so it can never be a real move. */
    public static final int PASS = 0;
    /** Step for the four line directions: horizontal, vertical, diagonal (down-right), anti-diagonal (up-right). */
    public static final int[] DIR = {1, STRIDE, STRIDE + 1, 1 - STRIDE};

    private Pos() {}

    public static int of(int x, int y) {
        return (y + PAD) * STRIDE + (x + PAD);
    }

    public static int x(int pos) {
        return (pos & (STRIDE - 1)) - PAD;
    }

    public static int y(int pos) {
        return (pos >>> 5) - PAD;
    }

    /**
     * Chebyshev distance between {@code a} and {@code b}, at most {@code max}; {@code max} when
     * either is not a point ({@link #PASS}, {@link #NONE}).
     */
    public static int distance(int a, int b, int max) {
        if (a <= PASS || b <= PASS) return max;
        int d = Math.max(Math.abs((a & (STRIDE - 1)) - (b & (STRIDE - 1))), Math.abs(a / STRIDE - b / STRIDE));
        return Math.min(d, max);
    }

    public static boolean onBoard(int x, int y, int size) {
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    public static boolean onBoard(int pos, int size) {
        return pos > 0 && pos < CELLS && onBoard(x(pos), y(pos), size);
    }

    /** Debug form {@code (x,y)}. */
    public static String toString(int pos) {
        if (pos == PASS) return "pass";
        if (pos == NONE) return "none";
        return "(" + x(pos) + "," + y(pos) + ")";
    }
}
