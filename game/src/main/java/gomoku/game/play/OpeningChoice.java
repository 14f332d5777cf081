package gomoku.game.play;

import java.util.Locale;

/**
 * What the choosing seat decides during a swap opening: it takes black, takes white, or (swap2, after
 * the first three stones only) places two more stones and leaves the choice to the other seat.
 */
public enum OpeningChoice {
    BLACK("black"),
    WHITE("white"),
    PLACE_TWO("two");

    /** The word the store, the web API and the terminal use. */
    public final String id;

    OpeningChoice(String id) {
        this.id = id;
    }

    /** The choice named {@code text} (any case, blanks around ignored), or null. */
    public static OpeningChoice parse(String text) {
        if (text == null) return null;
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (OpeningChoice c : values()) if (c.id.equals(t)) return c;
        return null;
    }
}
