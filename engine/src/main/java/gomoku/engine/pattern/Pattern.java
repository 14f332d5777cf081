package gomoku.engine.pattern;

/**
 * Line pattern codes: what one line through an empty cell becomes for one side if that side plays
 * there. Codes are ordered by strength up to {@link #FIVE}; the two renju-black foul codes sit above.
 * Diagrams: {@code O} own stone, {@code X} opponent or wall, {@code _} empty, {@code .} this cell.
 */
public final class Pattern {
    /** No five can ever be made through this cell on this line: {@code X_._X}. */
    public static final int NONE = 0;
    /** One stone, room for a five on one side only: {@code X.____}. */
    public static final int B1 = 1;
    /** One stone with room both ways: {@code ___.___}. */
    public static final int F1 = 2;
    /** Two, one step from a blocked three: {@code XO.___}. */
    public static final int B2 = 3;
    /** Two, one step from a flex three: {@code __O.__}. */
    public static final int F2 = 4;
    /** Three that can only become a blocked four: {@code XOO.__}. */
    public static final int B3 = 5;
    /** Flex three, one step from a flex four: {@code __OO._}. */
    public static final int F3 = 6;
    /** Blocked four, one way to five: {@code XOOO._}. */
    public static final int B4 = 7;
    /** Flex four, two or more ways to five: {@code _OOO._}. */
    public static final int F4 = 8;
    /** Five (exactly five where the rule demands it): {@code OO.OO}. */
    public static final int FIVE = 9;
    /** Six or more for a side that needs exactly five: {@code OOO.OO}. */
    public static final int OVERLINE = 10;
    /** Renju black only: two fours on this one line, a double-four foul: {@code O_O.O_O}. */
    public static final int DOUBLE_FOUR = 11;

    public static final int COUNT = 12;

    private static final String[] NAMES = {
        "none", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "five", "overline", "double-four"
    };

    private Pattern() {}

    public static String name(int code) {
        return NAMES[code];
    }

    /** True for B4, F4 and the one-line double four: the line threatens five. */
    public static boolean isFour(int code) {
        return code == B4 || code == F4 || code == DOUBLE_FOUR;
    }
}
