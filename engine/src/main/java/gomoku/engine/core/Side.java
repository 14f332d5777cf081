package gomoku.engine.core;

/**
 * Side constants. A side is an array index ({@code BLACK = 0}, {@code WHITE = 1}); the matching
 * cell code on the board is {@code side + 1}.
 */
public final class Side {
    public static final int BLACK = 0;
    public static final int WHITE = 1;

    private Side() {}

    public static int opponent(int side) {
        return side ^ 1;
    }

    public static String name(int side) {
        return side == BLACK ? "black" : "white";
    }
}
