package gomoku.game.play;

import java.util.Locale;

/**
 * One of the two players of a game, named before the colours are known. {@link #FIRST} opens: it
 * places the first stones of a swap opening, and plays black when there is no opening rule.
 */
public enum Seat {
    FIRST("first"),
    SECOND("second");

    /** The word the store and the web API use. */
    public final String id;

    Seat(String id) {
        this.id = id;
    }

    public Seat other() {
        return this == FIRST ? SECOND : FIRST;
    }

    /** The seat named {@code text} (any case, blanks around ignored), or null. */
    public static Seat parse(String text) {
        if (text == null) return null;
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Seat s : values()) if (s.id.equals(t)) return s;
        return null;
    }
}
