package gomoku.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tactics measure: nodes until the search first announces the win for the side to move. */
class TacticsTest {
    /** Black must block white's four at g8, and that block is an open four: a win in 3 plies. */
    static final String BLOCK_THEN_WIN = "h8g4i8g5j8g6g3g7";
    /** One stone on the board: nobody has a forced win. */
    static final String NO_WIN = "h8";

    @Test
    void runTactics_searchesAForcedBlock_andReportsTheWin() {
        List<Bench.TacticsResult> seen = new ArrayList<>();
        List<Bench.TacticsResult> r = Bench.runTactics(Rule.FREESTYLE, 15, List.of(BLOCK_THEN_WIN, NO_WIN), 20_000, seen::add);
        assertThat(seen).isEqualTo(r);
        Bench.TacticsResult win = r.get(0);
        assertThat(win.index()).isEqualTo(1);
        assertThat(win.solved()).isTrue();
        assertThat(win.mate()).isEqualTo(3);
        assertThat(win.depth()).isPositive();
        assertThat(win.nodes()).isPositive().isLessThanOrEqualTo(20_000);
        Bench.TacticsResult none = r.get(1);
        assertThat(none.solved()).isFalse();
        assertThat(none.nodes()).isGreaterThanOrEqualTo(20_000);
    }

    @Test
    void runTactics_illegalPosition_isRefused() {
        assertThatThrownBy(() -> Bench.runTactics(Rule.FREESTYLE, 15, List.of("h8h8"), 1_000, t -> {}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("h8h8");
    }
}
