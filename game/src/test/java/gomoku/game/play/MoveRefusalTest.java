package gomoku.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Forbidden;
import gomoku.engine.board.MoveCheck;
import org.junit.jupiter.api.Test;

class MoveRefusalTest {
    @Test
    void of_everyRefusedCheck_namesItsRefusal() {
        assertThat(MoveRefusal.of(MoveCheck.LEGAL)).isNull();
        assertThat(MoveRefusal.of(MoveCheck.OFF_BOARD).id).isEqualTo("off-board");
        assertThat(MoveRefusal.of(MoveCheck.OCCUPIED).id).isEqualTo("occupied");
        assertThat(MoveRefusal.of(MoveCheck.GAME_OVER).id).isEqualTo("finished");
        assertThat(MoveRefusal.of(MoveCheck.FORBIDDEN_DOUBLE_THREE).id).isEqualTo("double-three");
        assertThat(MoveRefusal.of(MoveCheck.FORBIDDEN_DOUBLE_FOUR).id).isEqualTo("double-four");
        assertThat(MoveRefusal.of(MoveCheck.FORBIDDEN_OVERLINE).id).isEqualTo("overline");
    }

    @Test
    void foul_everyForbiddenKind_isTheFoulOfItsCheck() {
        for (MoveCheck check : MoveCheck.values()) {
            MoveRefusal refusal = MoveRefusal.of(check);
            assertThat(refusal != null && refusal.isFoul()).as(check.name()).isEqualTo(check.isForbidden());
        }
        assertThat(MoveRefusal.foul(Forbidden.DOUBLE_THREE)).isEqualTo(MoveRefusal.DOUBLE_THREE);
        assertThat(MoveRefusal.foul(Forbidden.DOUBLE_FOUR)).isEqualTo(MoveRefusal.DOUBLE_FOUR);
        assertThat(MoveRefusal.foul(Forbidden.OVERLINE)).isEqualTo(MoveRefusal.OVERLINE);
    }
}
