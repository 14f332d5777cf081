package gomoku.engine.search;

/**
 * Search values. A win in n plies is {@code WIN - n}, a loss {@code -(WIN - n)}; static evaluations
 * are clamped to {@code ±EVAL_LIMIT}, far below the mate band, so the two can never be confused.
 */
public final class Value {
    public static final int WIN = 30_000;
    public static final int INFINITE = 32_000;
    /** Sentinel returned by an aborted search; never stored, never compared. */
    public static final int NONE = 32_001;
    public static final int MATE_BAND = WIN - 1_000;
    public static final int EVAL_LIMIT = 20_000;

    private Value() {}

    public static int winIn(int ply) {
        return WIN - ply;
    }

    public static int lossIn(int ply) {
        return -WIN + ply;
    }

    public static boolean isMate(int value) {
        return Math.abs(value) >= MATE_BAND && Math.abs(value) <= WIN;
    }

    /** Plies to mate, positive when winning, negative when losing, 0 when not a mate score. */
    public static int matePlies(int value) {
        if (!isMate(value)) return 0;
        return value > 0 ? WIN - value : -(WIN + value);
    }

    /** Root-relative to node-relative, for storing in the TT. */
    public static int toTT(int value, int ply) {
        return value >= MATE_BAND ? value + ply : value <= -MATE_BAND ? value - ply : value;
    }

    /** Node-relative (as stored in the TT) back to root-relative. */
    public static int fromTT(int value, int ply) {
        return value >= MATE_BAND ? value - ply : value <= -MATE_BAND ? value + ply : value;
    }

    public static int clampEval(int value) {
        return Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, value));
    }
}
