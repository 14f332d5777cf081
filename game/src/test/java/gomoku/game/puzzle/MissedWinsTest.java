package gomoku.game.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MissedWinsTest {
    private static List<int[]> moves(String... names) {
        List<int[]> out = new ArrayList<>();
        for (String n : names) out.add(Notation.parseLiterature(n, 15));
        return out;
    }

    @Test
    void find_nonFourInsteadOfVcf_isAMissWithTheRightLine() {
        List<PersonalPuzzle> found = MissedWins.find(5, Rule.FREESTYLE, 15,
                moves("h8", "a1", "i8", "a3", "j8", "a5", "c3", "g8", "c5", "k8"), Side.BLACK);
        assertThat(found).hasSize(1);
        PersonalPuzzle miss = found.get(0);
        assertThat(miss.moveNumber()).isEqualTo(7);
        assertThat(miss.played()).isEqualTo("c3");
        assertThat(new PuzzleVerifier().verify(miss.puzzle())).isEmpty();
    }

    @Test
    void find_alternativeWinningFour_isNotAMiss() {
        // k8 is not the solver's first move (g8) but wins just as well.
        assertThat(MissedWins.find(5, Rule.FREESTYLE, 15,
                moves("h8", "a1", "i8", "a3", "j8", "a5", "k8", "g8", "l8"), Side.BLACK)).isEmpty();
    }

    @Test
    void find_onlyTheOtherSidesMistakes_findsNothingForThisSide() {
        assertThat(MissedWins.find(5, Rule.FREESTYLE, 15,
                moves("h8", "a1", "i8", "a3", "j8", "a5", "c3", "g8"), Side.WHITE)).isEmpty();
    }

    @Test
    void find_offBoardOrPassMove_stopsThereWithoutThrowing() {
        List<int[]> m = moves("h8", "a1", "i8", "a3", "j8", "a5");
        m.add(new int[] {-1, -1});
        assertThat(MissedWins.find(5, Rule.FREESTYLE, 15, m, -1)).isEmpty();
    }
}
