package gomoku.engine.api;

/**
 * Progress of a running search, reported after each completed iteration.
 *
 * @param depth  nominal depth of the iteration
 * @param score  value for the side to move (see {@code Value}); mates are in the {@code WIN} band
 * @param mate   plies to a forced win for the side to move (positive), a forced loss (negative), or 0
 * @param nodes  nodes searched so far, all threads
 * @param timeMs time since the search started
 * @param pv     principal variation as packed positions ({@code gomoku.engine.core.Pos})
 */
public record SearchInfo(int depth, int score, int mate, long nodes, long timeMs, int[] pv) {
    /** Nodes per second, 0 before the first millisecond. */
    public long nps() {
        return timeMs <= 0 ? 0 : nodes * 1000 / timeMs;
    }
}
