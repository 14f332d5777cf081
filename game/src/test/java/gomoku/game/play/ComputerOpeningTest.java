package gomoku.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.api.Test;

class ComputerOpeningTest {
    private static PlaySession session(Mode mode, Seat human, OpeningRule opening) {
        return PlaySession.withOpening(mode, human, 1, 15, Rule.FREESTYLE, opening, PlayClock.none(0));
    }

    @Test
    void act_computerAgainstItself_finishesTheSwap2Opening() {
        PlaySession s = session(Mode.CVC, null, OpeningRule.SWAP2);
        ComputerOpening computer = new ComputerOpening(new Engine(1, 16), 11);
        int actions = 0;
        while (s.inOpening()) {
            assertThat(s.isComputerToMove()).isTrue();
            OpeningPhase phase = s.openingPhase();
            OpeningAction a = computer.act(s, Level.NOVICE, 0);
            assertThat(a.phase()).isEqualTo(phase);
            assertThat(a.choice() == null).isEqualTo(phase.isPlacing());
            assertThat(++actions).isLessThanOrEqualTo(4);
        }
        assertThat(s.state().moveCount()).isIn(3, 5);
        assertThat(s.sideOf(Seat.FIRST)).isNotEqualTo(-1);
        assertThat(s.sideOf(Seat.SECOND)).isEqualTo(s.sideOf(Seat.FIRST) ^ 1);
        assertThat(s.openingChoices().get(s.openingChoices().size() - 1)).isNotEqualTo(OpeningChoice.PLACE_TWO);
    }

    @Test
    void decide_clearAdvantageAfterThree_takesThatSide() {
        PlaySession s = session(Mode.HVC, Seat.FIRST, OpeningRule.SWAP);
        // The human opens with a centre pair for black and white's stone thrown into a corner.
        for (int[] m : new int[][] {{7, 7}, {0, 0}, {8, 7}}) assertThat(s.play(m[0], m[1], 0)).isEqualTo(MoveCheck.LEGAL);
        assertThat(s.isComputerToMove()).isTrue();
        OpeningAction a = new ComputerOpening(new Engine(1, 16), 1).act(s, Level.APPRENTICE, 0);
        assertThat(a.choice()).isEqualTo(OpeningChoice.BLACK);
        assertThat(s.sideOf(Seat.SECOND)).isEqualTo(Side.BLACK);
        assertThat(s.humanSide()).isEqualTo(Side.WHITE);
        assertThat(s.isComputerToMove()).isFalse();             // the human, white, plays the fourth
    }

    @Test
    void applyTo_aGameThatMovedOn_changesNothing() {
        PlaySession s = session(Mode.HVC, Seat.SECOND, OpeningRule.SWAP);
        ComputerOpening computer = new ComputerOpening(new Engine(1, 16), 2);
        OpeningAction a = computer.decide(s.copyOfState(), s.openingRule(), s.openingPhase(), Level.NOVICE);
        assertThat(a.stones()).hasSize(3);
        assertThat(s.play(0, 0, 0)).isEqualTo(MoveCheck.LEGAL);      // meanwhile a stone was placed
        assertThat(a.applyTo(s, 0)).isFalse();
        assertThat(s.state().moveCount()).isEqualTo(1);
        s.undoTo(0, 0);
        assertThat(a.applyTo(s, 0)).isTrue();
        assertThat(s.openingPhase()).isEqualTo(OpeningPhase.CHOOSE_AFTER_THREE);
        assertThat(a.applyTo(s, 0)).isFalse();
    }
}
