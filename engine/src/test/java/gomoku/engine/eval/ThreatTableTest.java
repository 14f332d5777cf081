package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.api.Test;

/** The fitted freestyle threat values over the hand-set rule; renju on the rule alone. */
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
    void renju_keepsTheHandRule_perColour() {
        for (int m = 0; m < ThreatTable.SIZE; m++) {
            assertThat(ThreatTable.value(Rule.RENJU, Side.BLACK, m)).isEqualTo(ThreatTable.handValue(m, true));
            assertThat(ThreatTable.value(Rule.RENJU, Side.WHITE, m)).isEqualTo(ThreatTable.handValue(m, false));
        }
    }

    @Test
    void load_replacesOnlyTheListedMasks() {
        int[] base = new int[ThreatTable.SIZE];
        int[] t = ThreatTable.load("threat-freestyle.txt", base);
        assertThat(t[0]).isEqualTo(ThreatTable.value(Rule.FREESTYLE, Side.BLACK, 0));
        assertThat(t[ThreatTable.OPPO_FIVE]).isZero();   // never listed: a five to block is not evaluated
    }
}
