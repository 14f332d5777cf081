package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import java.util.List;
import org.junit.jupiter.api.Test;

class HistoryTest {
    /** Any run of best-move bonuses and maluses keeps an entry within the range. */
    @Property
    void entriesStayInRange(@ForAll @Size(max = 300) List<@IntRange(min = -40, max = 40) Integer> depths) {
        int entry = 0;
        for (int d : depths) {
            int bonus = SearchParams.historyBonus(Math.abs(d));
            entry = SearchParams.historyAfter(entry, d < 0 ? -bonus : bonus);
            assertThat(Math.abs(entry)).isLessThanOrEqualTo(SearchParams.HISTORY_RANGE);
        }
    }

    @Test
    void bonusGrowsWithDepthUpToItsCap() {
        assertThat(SearchParams.historyBonus(1)).isZero();
        int previous = 0;
        for (int d = 2; d < 30; d++) {
            assertThat(SearchParams.historyBonus(d)).isGreaterThanOrEqualTo(previous);
            previous = SearchParams.historyBonus(d);
        }
        assertThat(previous).isLessThan(SearchParams.HISTORY_RANGE);
    }

    @Test
    void repeatedBonusesSaturateBelowTheRange() {
        int entry = 0;
        for (int i = 0; i < 1000; i++) entry = SearchParams.historyAfter(entry, SearchParams.historyBonus(20));
        assertThat(entry).isBetween(SearchParams.HISTORY_RANGE - 2, SearchParams.HISTORY_RANGE);
        entry = SearchParams.historyAfter(entry, -SearchParams.historyBonus(20));
        assertThat(entry).isLessThan(SearchParams.HISTORY_RANGE / 2);
    }

    @Test
    void historySteersReductionsBothWays() {
        // An unknown move is reduced as usual; a move that was often best, less; one that often failed, more.
        assertThat(SearchParams.historyReduction(0, 0)).isZero();
        int top = SearchParams.HISTORY_RANGE;
        assertThat(SearchParams.historyReduction(top, top)).isEqualTo(1);
        assertThat(SearchParams.historyReduction(-top, -top)).isEqualTo(-2);
        assertThat(SearchParams.historyReduction(0, -top)).isEqualTo(-1);
    }

    /** Any run of correction bonuses, whatever the search found and at whatever depth, keeps an entry within its limit and a short. */
    @Property
    void correctionEntriesStayInRange(@ForAll @Size(max = 300) List<@IntRange(min = -20000, max = 20000) Integer> diffs,
                                      @ForAll @IntRange(min = 1, max = 60) int depth) {
        int entry = 0;
        for (int diff : diffs) {
            entry = SearchParams.correctionAfter(entry, SearchParams.correctionBonus(diff, depth));
            assertThat(Math.abs(entry)).isLessThanOrEqualTo(SearchParams.CORRECTION_LIMIT).isLessThanOrEqualTo(Short.MAX_VALUE);
        }
    }

    @Test
    void correctionFollowsTheSearchAndDeeperSearchesWeighMore() {
        assertThat(SearchParams.correctionBonus(0, 10)).isZero();
        assertThat(SearchParams.correctionBonus(40, 4)).isPositive();
        assertThat(SearchParams.correctionBonus(-40, 4)).isNegative();
        assertThat(SearchParams.correctionBonus(40, 8)).isGreaterThan(SearchParams.correctionBonus(40, 4));
        // A search that keeps finding the position 100 better than its evaluation says pulls the correction toward 100.
        int entry = 0;
        for (int i = 0; i < 200; i++) {
            int corrected = entry / SearchParams.CORRECTION_GRAIN;
            entry = SearchParams.correctionAfter(entry, SearchParams.correctionBonus(100 - corrected, 6));
        }
        assertThat(entry / SearchParams.CORRECTION_GRAIN).isBetween(60, 110);
    }
}
