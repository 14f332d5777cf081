package gomoku.engine.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PatternTablesTest {
    /** The compact tables drop everything but own-ness of the outermost cells: that must never change a code. */
    @ParameterizedTest
    @EnumSource(value = Rule.class, names = {"STANDARD", "RENJU"})
    void compactTables_agreeWithFullTables_onEveryWindow(Rule rule) {
        PatternTables t = PatternTables.forRule(rule);
        for (int side = 0; side < 2; side++) {
            byte[] full = t.table(side), compact = t.compact(side);
            int own = side + 1;
            for (int idx = 0; idx < full.length; idx++) {
                int farL = idx & 3, farR = (idx >>> 18) & 3;
                int c = ((idx >>> 2) & 0xFF) | (((idx >>> 10) & 0xFF) << 8) | (farL == own ? 1 << 16 : 0) | (farR == own ? 1 << 17 : 0);
                if (full[idx] != compact[c])
                    assertThat(compact[c]).as("%s side %d window %x", rule, side, idx).isEqualTo(full[idx]);
            }
        }
        assertThat(t.compact(Side.BLACK)).hasSize(1 << 18);
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
