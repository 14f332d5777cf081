package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import gomoku.engine.search.threat.VcfSolver;
import gomoku.engine.search.threat.VctSolver;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** VCT: finds wins through threes that VCF cannot see, and every returned line is a real threat sequence. */
class VctSolverTest {
    private static int lit(String s) {
        return VcfSample.lit(s, 15);
    }

    /** Replays a VCT line: attacker moves are fours or open threes, the defender's moves are legal, it ends with five. */
    static void assertSoundVct(Board b, int[] line, boolean forbiddenEnd) {
        int attacker = b.sideToMove();
        for (int i = 0; i < line.length; i++) {
            int move = line[i];
            assertThat(b.isEmpty(move)).as("move %d empty", i).isTrue();
            if (b.sideToMove() == attacker) {
                assertThat(b.isForbidden(move, attacker)).isFalse();
                if (i == line.length - 1 && !forbiddenEnd) assertThat(b.isFive(move, attacker)).as("ends with five").isTrue();
                else assertThat(b.threat(move, attacker)).as("attacking move %d is a threat", i).isGreaterThanOrEqualTo(Threat.F3);
            } else {
                assertThat(b.isForbidden(move, b.sideToMove())).isFalse();
            }
            b.makeMove(move);
        }
        for (int i = 0; i < line.length; i++) b.undoMove();
    }

    @Test
    void solve_doubleThree_winsWhereVcfCannot() {
        int[] moves = EngineTest.compose("e8 f8 g10 g11", "a1 o1 a15 o15", Side.BLACK);
        Board b = EngineTest.boardOf(Rule.FREESTYLE, moves);
        assertThat(new VcfSolver(b).solve(10, 100_000)).isNull();
        VctSolver vct = new VctSolver(b);
        int[] line = vct.solve(4, 200_000);
        assertThat(line).isNotNull();
        assertSoundVct(b, line, vct.endsWithForbiddenBlock());
        assertThat(b.threat(line[0], Side.BLACK)).isGreaterThanOrEqualTo(Threat.F3);
    }

    @Test
    void solve_quietOpening_findsNothing() {
        Board b = EngineTest.boardOf(Rule.FREESTYLE, EngineTest.compose("h8", "i9", Side.BLACK));
        assertThat(new VctSolver(b).solve(6, 200_000)).isNull();
    }

    @Test
    void solve_randomPositions_everyLineIsSound() {
        SplittableRandom rnd = new SplittableRandom(77);
        int found = 0;
        for (Rule rule : Rule.values())
            for (int n = 0; n < 60; n++) {
                Board b = new Board(15, rule);
                for (int i = 0; i < 10 + rnd.nextInt(14); i++) {
                    int pos = Pos.of(4 + rnd.nextInt(7), 4 + rnd.nextInt(7));
                    int side = b.sideToMove();
                    if (!b.isEmpty(pos) || b.isFive(pos, side) || b.isForbidden(pos, side)) continue;
                    b.makeMove(pos);
                }
                int self = b.sideToMove();
                if (b.threatCount(self ^ 1, Threat.FIVE) > 0) continue;
                VctSolver vct = new VctSolver(b);
                int[] line = vct.solve(5, 100_000);
                if (line == null) continue;
                found++;
                assertSoundVct(b, line, vct.endsWithForbiddenBlock());
            }
        assertThat(found).isGreaterThan(20);
    }
}
