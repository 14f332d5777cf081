package gomoku.engine.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PatternTablesTest {
    /** The small tables keep only what can matter: that must never change a code, on any window of any rule. */
    @ParameterizedTest
    @EnumSource(Rule.class)
    void smallTables_agreeWithFullTables_onEveryWindow(Rule rule) {
        PatternTables t = PatternTables.forRule(rule);
        int h = t.half;
        for (int side = 0; side < 2; side++) {
            byte[] full = t.table(side), small = t.small(side);
            for (int idx = 0; idx < full.length; idx++) {
                // full index: the 2h cells without the centre; the window adds an empty centre cell
                int low = idx & ((1 << (2 * h)) - 1), high = idx >>> (2 * h);
                int w = low | (high << (2 * h + 2));
                byte expected = full[idx], actual = small[t.smallIndex(w, side)];
                if (expected != actual) assertThat(actual).as("%s side %d window %x", rule, side, idx).isEqualTo(expected);
            }
            assertThat(small).hasSize(t.smallSize());
        }
    }

    @ParameterizedTest
    @EnumSource(Rule.class)
    void tables_lineOfFour_isFourOrFive(Rule rule) {
        PatternTables t = PatternTables.forRule(rule);
        int h = t.half;
        // Own stones on the four cells left of the centre, everything else empty: the centre makes five.
        int idx = 0;
        for (int i = h - 4; i < h; i++) idx |= 1 << (2 * i);
        assertThat(t.table(Side.BLACK)[idx]).isEqualTo((byte) Pattern.FIVE);
        // Three to the left with both ends open: the centre makes a flex four.
        idx = 0;
        for (int i = h - 3; i < h; i++) idx |= 1 << (2 * i);
        assertThat(t.table(Side.BLACK)[idx]).isEqualTo((byte) Pattern.F4);
    }
}
