package gomoku.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * T5: the bench node count is pinned. A change meant to leave the search alone must not move it; a
 * change to the search updates {@code bench.signature} and says {@code Bench: N} in its commit.
 */
class BenchSignatureTest {
    @Test
    void bench_defaultDepth_matchesSignature() throws Exception {
        long expected;
        try (InputStream in = BenchSignatureTest.class.getResourceAsStream("/bench.signature")) {
            expected = Long.parseLong(new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim());
        }
        Bench.Report report = Bench.run(Bench.DEFAULT_DEPTH);
        assertThat(report.nodes()).isEqualTo(expected);
    }

    @Test
    void bench_positions_areLegalAndCoverEveryRuleAndSize() {
        var games = Bench.positions();
        assertThat(games).hasSizeGreaterThanOrEqualTo(20);
        assertThat(games).extracting(g -> g.rule()).contains(gomoku.engine.core.Rule.values());
        assertThat(games).extracting(g -> g.size()).contains(15, 20);
        assertThat(games).allSatisfy(g -> assertThat(g.isOver()).isFalse());
    }
}
