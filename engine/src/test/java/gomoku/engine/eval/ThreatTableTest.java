package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.api.Test;

/** The fitted threat values over the hand-set rule: one table for freestyle and standard, one per colour in renju. */
class ThreatTableTest {
    @Test
    void freestyle_takesTheFittedValuesOfItsFile_andTheHandRuleElsewhere() {
        int fitted = 0;
        for (int m = 0; m < ThreatTable.SIZE; m++) {
            int v = ThreatTable.value(Rule.FREESTYLE, Side.BLACK, m);
            assertThat(ThreatTable.value(Rule.FREESTYLE, Side.WHITE, m)).isEqualTo(v);
            assertThat(ThreatTable.value(Rule.STANDARD, Side.BLACK, m)).isEqualTo(v);
            if (v != ThreatTable.handValue(m, false)) fitted++;
        }
        // The file lists 97 masks; a fitted value may by chance round to the hand-set one.
        assertThat(fitted).isBetween(80, 97);
        // The fit keeps the order that matters most: a four-three to play against an open three is
        // worth far more than the same threats the other way round (the cell values add the rest).
        int wonThreat = ThreatTable.SELF_B4F3 | ThreatTable.SELF_B4 | ThreatTable.SELF_F3 | ThreatTable.OPPO_F3;
        int lostThreat = ThreatTable.OPPO_B4F3 | ThreatTable.OPPO_B4 | ThreatTable.OPPO_F3 | ThreatTable.SELF_F3;
        assertThat(ThreatTable.value(Rule.FREESTYLE, Side.BLACK, wonThreat))
                .isGreaterThan(ThreatTable.value(Rule.FREESTYLE, Side.BLACK, lostThreat) + 300);
    }

    @Test
    void renju_takesEachColoursFittedValues_andTheHandRuleElsewhere() {
        int[] listed = {0, 0}, differ = {0, 0};
        for (int side = 0; side < 2; side++) {
            String file = side == Side.BLACK ? "threat-renju-black.txt" : "threat-renju-white.txt";
            int[] fromFile = ThreatTable.load(file, new int[ThreatTable.SIZE]);
            int[] marked = ThreatTable.load(file, filled(Integer.MIN_VALUE));
            for (int m = 0; m < ThreatTable.SIZE; m++) {
                int v = ThreatTable.value(Rule.RENJU, side, m);
                // A mask the file lists takes its value; any other keeps the colour's hand-set rule.
                if (marked[m] != Integer.MIN_VALUE) {
                    listed[side]++;
                    assertThat(v).isEqualTo(fromFile[m]);
                    if (v != ThreatTable.handValue(m, side == Side.BLACK)) differ[side]++;
                } else {
                    assertThat(v).isEqualTo(ThreatTable.handValue(m, side == Side.BLACK));
                }
            }
        }
        assertThat(listed[0]).isGreaterThan(30);
        assertThat(listed[1]).isGreaterThan(30);
        assertThat(differ[0]).isGreaterThan(listed[0] / 2);
        assertThat(differ[1]).isGreaterThan(listed[1] / 2);
    }

    private static int[] filled(int value) {
        int[] t = new int[ThreatTable.SIZE];
        java.util.Arrays.fill(t, value);
        return t;
    }

    @Test
    void load_replacesOnlyTheListedMasks() {
        int[] base = new int[ThreatTable.SIZE];
        int[] t = ThreatTable.load("threat-freestyle.txt", base);
        assertThat(t[0]).isEqualTo(ThreatTable.value(Rule.FREESTYLE, Side.BLACK, 0));
        assertThat(t[ThreatTable.OPPO_FIVE]).isZero();   // never listed: a five to block is not evaluated
    }
}
