package gomoku.engine.pattern;

/**
 * Combined threat class of an empty cell for one side: what playing there does across all four
 * lines. Higher is stronger. Built by {@link CellTables} from the four line {@link Pattern} codes.
 */
public final class Threat {
    public static final int NONE = 0;
    /** A blocked three or weaker somewhere, nothing forcing. */
    public static final int QUIET = 1;
    /** One flex three: the opponent must answer. */
    public static final int F3 = 2;
    /** Two flex threes (for renju black possibly forbidden: verify with {@code Board.isForbidden}). */
    public static final int F3F3 = 3;
    /** One blocked four: the opponent must block one point. */
    public static final int B4 = 4;
    /** A blocked four plus a flex three: wins unless the block also answers the three. */
    public static final int B4F3 = 5;
    /** A flex four or two fours: wins next move. */
    public static final int F4 = 6;
    /** Makes five now. */
    public static final int FIVE = 7;
    /** Renju black only: overline or double-four, never playable unless it also makes five. */
    public static final int FORBIDDEN = 8;

    public static final int COUNT = 9;

    private Threat() {}

    /** True for the moves that threaten five next move (the attacking moves of a VCF). */
    public static boolean isFour(int threat) {
        return threat >= B4 && threat <= F4;
    }
}
