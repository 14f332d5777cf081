package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import org.junit.jupiter.api.Test;

/** The per-rule settings and their late-move reduction tables: their shape, and renju reducing less than the other rules. */
class ReductionTableTest {
    @Test
    void reductionsGrowWithDepthAndMoveNumber() {
        for (SearchRule rule : new SearchRule[] {SearchParams.FREESTYLE, SearchParams.RENJU})
            for (int d = 1; d < 70; d++)
                for (int m = 1; m < 70; m++) {
                    int r = SearchParams.lmr(rule, d, m);
                    assertThat(r).isGreaterThanOrEqualTo(0);
                    assertThat(SearchParams.lmr(rule, d + 1, m)).isGreaterThanOrEqualTo(r);
                    assertThat(SearchParams.lmr(rule, d, m + 1)).isGreaterThanOrEqualTo(r);
                }
    }

    @Test
    void forRule_eachRule_standardSharesFreestyleAndRenjuHasFouls() {
        assertThat(SearchParams.forRule(Rule.STANDARD)).isSameAs(SearchParams.FREESTYLE);
        assertThat(SearchParams.forRule(Rule.FREESTYLE)).isSameAs(SearchParams.FREESTYLE);
        assertThat(SearchParams.forRule(Rule.RENJU)).isSameAs(SearchParams.RENJU);
        assertThat(SearchParams.RENJU.blackHasFouls).isTrue();
        assertThat(SearchParams.FREESTYLE.blackHasFouls).isFalse();
    }

    @Test
    void renjuReducesNoMoreThanFreestyleAndLessDeepInTheTree() {
        int less = 0;
        for (int d = 1; d < 64; d++)
            for (int m = 1; m < 64; m++) {
                int freestyle = SearchParams.lmr(SearchParams.FREESTYLE, d, m), renju = SearchParams.lmr(SearchParams.RENJU, d, m);
                assertThat(renju).isLessThanOrEqualTo(freestyle);
                if (renju < freestyle) less++;
            }
        assertThat(less).isGreaterThan(0);
        // Depth 12, move index 20: ln 12 ln 20 = 7.44, so 0.25 + 7.44 / 1.8 = 4.4 against 0.25 + 7.44 / 2.2 = 3.6.
        assertThat(SearchParams.lmr(SearchParams.FREESTYLE, 12, 20)).isEqualTo(4);
        assertThat(SearchParams.lmr(SearchParams.RENJU, 12, 20)).isEqualTo(3);
    }

    @Test
    void earlyMovesAndShallowNodesAreNotReduced() {
        for (SearchRule rule : new SearchRule[] {SearchParams.FREESTYLE, SearchParams.RENJU}) {
            assertThat(SearchParams.lmr(rule, 1, 40)).isZero();
            assertThat(SearchParams.lmr(rule, 30, 1)).isZero();
        }
    }
}
