package gomoku.engine.core;

import java.util.Locale;

/**
 * The three rule sets. Freestyle: five or more wins. Standard: exactly five wins for both colours.
 * Renju: black wins only with exactly five and may not play double-three, double-four or overline;
 * white has no restriction and wins with five or more.
 */
public enum Rule {
    FREESTYLE(0),
    STANDARD(1),
    RENJU(4);

    /** Gomocup {@code INFO rule} value for this rule. */
    public final int gomocupCode;

    Rule(int gomocupCode) {
        this.gomocupCode = gomocupCode;
    }

    /** True when {@code side} wins only with exactly five (an overline is no win for it). */
    public boolean exactFive(int side) {
        return this == STANDARD || (this == RENJU && side == Side.BLACK);
    }

    /** Lower-case name used in JSON, files and on the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code freestyle|standard|renju} (any case); null when unknown. */
    public static Rule parse(String text) {
        if (text == null) return null;
        for (Rule r : values())
            if (r.id().equals(text.trim().toLowerCase(Locale.ROOT))) return r;
        return null;
    }

    /**
     * Decodes a Piskvork {@code INFO rule} bitmask the way Gomocup managers use it: bit 4 or the Yixin
     * value 2 means renju, else bit 1 means exactly five, else freestyle. Caro (bit 8) is not
     * supported and returns null.
     */
    public static Rule fromGomocup(int value) {
        if ((value & 4) != 0 || value == 2) return RENJU;
        if ((value & 8) != 0) return null;
        if ((value & 1) != 0) return STANDARD;
        return FREESTYLE;
    }
}
