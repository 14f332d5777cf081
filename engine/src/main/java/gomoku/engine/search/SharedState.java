package gomoku.engine.search;

/**
 * What the threads of one search share besides the TT: the stop flag and the clock. The main thread
 * sets {@code stop} when time runs out; everybody polls it every {@link SearchParams#CHECK_EVERY} nodes.
 */
final class SharedState {
    volatile boolean stop;
    long startNanos;
    /** Hard deadline in ms since start, or Long.MAX_VALUE. */
    long maximumMs = Long.MAX_VALUE;
    /** Node budget for the main thread, or Long.MAX_VALUE. */
    long maxNodes = Long.MAX_VALUE;

    long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
