package gomoku.game.play;

import java.util.Locale;

/**
 * How a game opens. {@link #NONE}: black (the first seat) simply plays first. {@link #SWAP}: the first
 * seat places three stones (black, white, black), then the second seat takes black or white.
 * {@link #SWAP2}: after the three stones the second seat takes black, takes white, or places two more
 * (white, black) and lets the first seat take a colour. The rules take away black's first-move
 * advantage: whoever places stones has reason to place them balanced.
 */
public enum OpeningRule {
    NONE("none"),
    SWAP("swap"),
    SWAP2("swap2");

    /** The word the store, the web API and the terminal use. */
    public final String id;

    OpeningRule(String id) {
        this.id = id;
    }

    /** The rule named {@code text} (any case, blanks around ignored), or null. */
    public static OpeningRule parse(String text) {
        if (text == null) return null;
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (OpeningRule r : values()) if (r.id.equals(t)) return r;
        return null;
    }
}
