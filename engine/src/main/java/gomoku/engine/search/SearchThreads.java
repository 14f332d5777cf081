package gomoku.engine.search;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Network;

/**
 * Lazy SMP: one {@link Searcher} per thread, all sharing one transposition table. The main searcher
 * owns the clock and decides; helpers start at staggered depths so that they fill the table with
 * different parts of the tree. With one thread the search is fully reproducible.
 */
public final class SearchThreads {
    final SharedState shared = new SharedState();
    final Searcher[] searchers;
    final TranspositionTable tt;

    private final Network network;

    /** Threads whose boards keep the sums of {@code network} (of {@code rule}'s rule set), or classical ones for null. */
    public SearchThreads(int threads, int size, Rule rule, TranspositionTable tt, Network network) {
        this.tt = tt;
        this.network = network;
        searchers = new Searcher[Math.max(1, threads)];
        for (int i = 0; i < searchers.length; i++)
            searchers[i] = new Searcher(new Board(size, rule, network), tt, shared, i == 0);
    }

    /** The network the boards keep, or null. */
    public Network network() {
        return network;
    }

    public int threads() {
        return searchers.length;
    }

    public Searcher main() {
        return searchers[0];
    }

    public Board mainBoard() {
        return searchers[0].board;
    }

    /** Sets every thread's board to the position reached by {@code moves} (packed positions, PASS allowed). */
    public void setPosition(int[] moves, int count) {
        for (Searcher s : searchers) {
            s.board.clear();
            for (int i = 0; i < count; i++) {
                if (moves[i] == Pos.PASS) s.board.makePass();
                else s.board.makeMove(moves[i]);
            }
        }
    }

    /** Root moves every thread leaves out of the following searches (multi-PV); count 0 for none. */
    public void excludeRootMoves(int[] moves, int count) {
        for (Searcher s : searchers) s.excludeRootMoves(moves, count);
    }

    public void clear() {
        for (Searcher s : searchers) s.clearHistory();
    }

    public void configure(int blindness, boolean quiescence) {
        for (Searcher s : searchers) s.configure(blindness, quiescence);
    }

    public void stop() {
        shared.stop = true;
    }

    /** Total nodes of all threads (racy read of the helpers' counters, good enough for reporting). */
    public long nodes() {
        long n = 0;
        for (Searcher s : searchers) n += s.nodes;
        return n;
    }

    /**
     * Runs the search: helpers on their own threads, the main searcher on the caller's thread.
     * Returns when the main searcher finishes; helpers are stopped and joined before returning.
     */
    public void run(int maxDepth, long startNanos, long maximumMs, long maxNodes, java.util.function.BooleanSupplier stopRequested,
                    Searcher.IterationSink sink) {
        shared.stop = false;
        // A stop that arrived before this call must not be lost: the caller sets its own flag first,
        // then calls stop(); we cleared shared.stop above, so look at the caller's flag after that.
        if (stopRequested.getAsBoolean()) shared.stop = true;
        shared.startNanos = startNanos;
        shared.maximumMs = maximumMs;
        shared.maxNodes = maxNodes;
        tt.newSearch();
        Thread[] helpers = new Thread[searchers.length - 1];
        for (int i = 1; i < searchers.length; i++) {
            Searcher s = searchers[i];
            int offset = i % 2;
            helpers[i - 1] = new Thread(() -> s.iterate(maxDepth, offset, null), "search-helper-" + i);
            helpers[i - 1].setDaemon(true);
            helpers[i - 1].start();
        }
        searchers[0].iterate(maxDepth, 0, sink);
        shared.stop = true;
        for (Thread t : helpers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    long elapsedMs() {
        return shared.elapsedMs();
    }
}
