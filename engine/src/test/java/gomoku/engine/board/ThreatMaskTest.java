package gomoku.engine.board;

import static gomoku.engine.board.Positions.board;
import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.ThreatTable;
import org.junit.jupiter.api.Test;

/** The threat mask the evaluation's threat term is looked up by, and the term's hand-set rule. */
class ThreatMaskTest {
    @Test
    void openThree_isAnOpenFourThreat_forItsOwnerAndForTheSideFacingIt() {
        // Black h8 i8 j8, an open three; white has two scattered stones.
        Board facing = board(Rule.FREESTYLE, 15, "h8 i8 j8", "b2 n14", Side.WHITE);
        int m = facing.threatMask(Side.WHITE);
        assertThat(m & ThreatTable.OPPO_F4).isNotZero();
        assertThat(m & ThreatTable.OPPO_B4).isNotZero();   // f8 or l8 make a broken four
        assertThat(m & (ThreatTable.SELF_F4 | ThreatTable.SELF_B4 | ThreatTable.SELF_F3 | ThreatTable.OPPO_FIVE)).isZero();
        // The owner's view of the same board is the mirror: its bits are the "self" ones.
        int own = facing.threatMask(Side.BLACK);
        assertThat(own & ThreatTable.SELF_F4).isNotZero();
        assertThat(own & ThreatTable.OPPO_F4).isZero();
        assertThat(ThreatTable.handValue(m, false)).isEqualTo(-ThreatTable.DEFEND_PENALTY);
    }

    @Test
    void fourToBlock_setsTheFiveBit() {
        Board b = board(Rule.FREESTYLE, 15, "h8 i8 j8 k8", "h9 i9 j9", Side.WHITE);
        assertThat(b.threatMask(Side.WHITE) & ThreatTable.OPPO_FIVE).isNotZero();
    }

    @Test
    void handRule_wonThreatsCountUnopposed_andRenjuBlacksDoubleThreeNever() {
        assertThat(ThreatTable.handValue(ThreatTable.SELF_B4F3, false)).isEqualTo(ThreatTable.WIN_BONUS);
        assertThat(ThreatTable.handValue(ThreatTable.SELF_F3F3, false)).isEqualTo(ThreatTable.WIN_BONUS);
        assertThat(ThreatTable.handValue(ThreatTable.SELF_F3F3, true)).isZero();
        assertThat(ThreatTable.handValue(ThreatTable.SELF_B4F3 | ThreatTable.OPPO_B4, false)).isZero();
        assertThat(ThreatTable.handValue(ThreatTable.OPPO_F4 | ThreatTable.SELF_B4, false)).isZero();
        assertThat(ThreatTable.value(Rule.RENJU, Side.BLACK, ThreatTable.SELF_F3F3)).isZero();
        assertThat(ThreatTable.value(Rule.RENJU, Side.WHITE, ThreatTable.SELF_F3F3)).isEqualTo(ThreatTable.WIN_BONUS);
    }
}
