package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The late-move reduction tables: their shape, and renju reducing less than the other rules. */
class ReductionTableTest {
    @Test
    void reductionsGrowWithDepthAndMoveNumber() {
        for (boolean renju : new boolean[] {false, true})
            for (int d = 1; d < 70; d++)
                for (int m = 1; m < 70; m++) {
                    int r = SearchParams.lmr(renju, d, m);
                    assertThat(r).isGreaterThanOrEqualTo(0);
                    assertThat(SearchParams.lmr(renju, d + 1, m)).isGreaterThanOrEqualTo(r);
                    assertThat(SearchParams.lmr(renju, d, m + 1)).isGreaterThanOrEqualTo(r);
                }
    }

    @Test
    void renjuReducesNoMoreThanFreestyleAndLessDeepInTheTree() {
        int less = 0;
        for (int d = 1; d < 64; d++)
            for (int m = 1; m < 64; m++) {
                int freestyle = SearchParams.lmr(false, d, m), renju = SearchParams.lmr(true, d, m);
                assertThat(renju).isLessThanOrEqualTo(freestyle);
                if (renju < freestyle) less++;
            }
        assertThat(less).isGreaterThan(0);
        // Depth 12, move index 20: ln 12 ln 20 = 7.44, so 0.25 + 7.44 / 1.8 = 4.4 against 0.25 + 7.44 / 2.2 = 3.6.
        assertThat(SearchParams.lmr(false, 12, 20)).isEqualTo(4);
        assertThat(SearchParams.lmr(true, 12, 20)).isEqualTo(3);
    }

    @Test
    void earlyMovesAndShallowNodesAreNotReduced() {
        for (boolean renju : new boolean[] {false, true}) {
            assertThat(SearchParams.lmr(renju, 1, 40)).isZero();
            assertThat(SearchParams.lmr(renju, 30, 1)).isZero();
        }
    }
}
