package gomoku.engine.eval;

import java.util.Locale;

/** Which static evaluation a search uses. */
public enum Evaluation {
    /** The cell value tables and the threat term, fitted to Rapfi's evaluation: the default. */
    CLASSICAL,
    /** The small network of {@link Network}, updated with each move by the board. */
    NETWORK;

    /** Lower-case name used on the command line and in the brain's {@code INFO evaluation}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code classical|network} (any case); null when unknown. */
    public static Evaluation parse(String text) {
        if (text == null) return null;
        for (Evaluation e : values())
            if (e.id().equals(text.trim().toLowerCase(Locale.ROOT))) return e;
        return null;
    }
}
