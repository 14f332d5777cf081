package gomoku.engine.eval;

import gomoku.engine.core.Rule;
import java.util.Locale;

/** Which static evaluation a search uses. */
public enum Evaluation {
    /**
     * The default: the network where it was measured stronger than the classical evaluation
     * (freestyle and renju, searches at full strength), the classical one elsewhere (standard, and
     * the lower levels, whose handicaps were tuned with it).
     */
    AUTO,
    /** The cell value tables and the threat term, fitted to Rapfi's evaluation. */
    CLASSICAL,
    /** The small network of {@link Network}, updated with each move by the board. */
    NETWORK;

    /** Lower-case name used on the command line and in the brain's {@code INFO evaluation}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Whether a search of {@code rule} evaluates with the network; {@code fullStrength} is false for
     * the levels that keep the classical evaluation under {@link #AUTO}.
     */
    public boolean usesNetwork(Rule rule, boolean fullStrength) {
        switch (this) {
            case NETWORK: return true;
            case CLASSICAL: return false;
            default: return rule != Rule.STANDARD && fullStrength;
        }
    }

    /** Parses {@code auto|classical|network} (any case); null when unknown. */
    public static Evaluation parse(String text) {
        if (text == null) return null;
        for (Evaluation e : values())
            if (e.id().equals(text.trim().toLowerCase(Locale.ROOT))) return e;
        return null;
    }
}
