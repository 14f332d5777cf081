package gomoku.game.play;

import gomoku.engine.core.Side;

import java.util.Locale;

/** Who plays a game: a human against the computer, two humans, or the computer against itself. */
public enum Mode {
    HVC("hvc"),
    HVH("hvh"),
    CVC("cvc");

    /** The name used by the store, the web API and the terminal's settings. */
    public final String id;

    Mode(String id) {
        this.id = id;
    }

    /** The mode named {@code text} (any case, blanks around ignored), or null. */
    public static Mode parse(String text) {
        if (text == null) return null;
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Mode m : values()) if (m.id.equals(t)) return m;
        return null;
    }

    /** True when {@code side} is played by the computer; {@code humanSide} matters only in {@link #HVC}. */
    public boolean isComputer(int side, int humanSide) {
        return this == CVC || this == HVC && side != humanSide;
    }

    /** The human's side as the store keeps it: the side in {@link #HVC}, else -1. */
    public int storedHumanSide(int humanSide) {
        return this == HVC ? humanSide : -1;
    }

    /** Black or white as a lower-case word, null for anything else. */
    public static String colorName(int side) {
        return side == Side.BLACK ? "black" : side == Side.WHITE ? "white" : null;
    }
}
