package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.bench.Bench;
import gomoku.engine.board.GameState;
import gomoku.engine.eval.Evaluation;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** T6: after warm-up, a search allocates a small fixed amount, not something per node. */
class AllocationTest {
    @Test
    void search_afterWarmUp_allocatesNothingPerNode() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Engine engine = new Engine(1, 16);
        engine.setEvaluation(Evaluation.CLASSICAL);
        GameState g = Bench.positions().get(4);
        engine.searchNoBook(g, SearchLimits.depth(7));
        engine.newGame();
        long before = mx.getCurrentThreadAllocatedBytes();
        SearchResult r = engine.searchNoBook(g, SearchLimits.depth(10));
        long allocated = mx.getCurrentThreadAllocatedBytes() - before;
        assertThat(r.nodes()).isGreaterThan(20_000);
        // Setting up the position, the result and one SearchInfo per iteration: well under a byte per node.
        assertThat(allocated).as("bytes allocated for %d nodes", r.nodes()).isLessThan(64 * 1024);
    }

    @Test
    void networkSearch_afterWarmUp_allocatesNothingPerNode() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Engine engine = new Engine(1, 16);
        engine.setEvaluation(Evaluation.NETWORK);
        GameState g = Bench.positions().get(4);
        engine.searchNoBook(g, SearchLimits.depth(7));
        engine.newGame();
        long before = mx.getCurrentThreadAllocatedBytes();
        // Depth 11: the network decides how many nodes a depth takes (the 2026-12-05 pair: 17,660 at depth 10).
        SearchResult r = engine.searchNoBook(g, SearchLimits.depth(11));
        long allocated = mx.getCurrentThreadAllocatedBytes() - before;
        assertThat(r.nodes()).as("nodes at depth 11").isGreaterThan(20_000);
        assertThat(allocated).as("bytes allocated for %d nodes", r.nodes()).isLessThan(64 * 1024);
    }
}
