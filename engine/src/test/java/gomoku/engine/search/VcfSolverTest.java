package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import gomoku.engine.search.threat.VcfSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/** VCF soundness on the sample positions: every line replays to a five with each defence forced. */
class VcfSolverTest {

    static Board boardOf(GameState g) {
        Board b = new Board(g.size(), g.rule());
        for (int m : g.moves()) {
            if (m == Pos.PASS) b.makePass();
            else b.makeMove(m);
        }
        return b;
    }

    /** Replays {@code line}: attacker moves are fours (last one a five), each defender move is the only block. */
    static void assertSoundVcf(Board b, int[] line, boolean forbiddenEnd) {
        int attacker = b.sideToMove();
        int made = 0;
        for (int i = 0; i < line.length; i++) {
            int move = line[i];
            assertThat(b.isEmpty(move)).isTrue();
            if (b.sideToMove() == attacker) {
                assertThat(b.isForbidden(move, attacker)).as("attacker move legal").isFalse();
                if (i == line.length - 1 && !forbiddenEnd) {
                    assertThat(b.isFive(move, attacker)).as("ends with a five").isTrue();
                } else {
                    assertThat(Threat.isFour(b.threat(move, attacker)) || hasFour(b, move, attacker))
                            .as("attacking move %d is a four", i).isTrue();
                }
            } else {
                // The defender's reply is forced: it blocks a five point of the attacker.
                assertThat(b.threat(move, attacker)).as("defence %d blocks a five", i).isEqualTo(Threat.FIVE);
                assertThat(b.threatCount(b.sideToMove(), Threat.FIVE)).as("defender has no five of its own").isZero();
            }
            b.makeMove(move);
            made++;
        }
        if (forbiddenEnd) {
            int block = -1;
            for (int p = 0; p < Pos.CELLS; p++) if (b.isEmpty(p) && b.threat(p, attacker) == Threat.FIVE) block = p;
            assertThat(attacker).isEqualTo(Side.WHITE);
            assertThat(b.isForbidden(block, Side.BLACK)).as("black cannot block").isTrue();
        }
        while (made-- > 0) b.undoMove();
    }

    private static boolean hasFour(Board b, int pos, int side) {
        for (int d = 0; d < 4; d++) if (gomoku.engine.pattern.Pattern.isFour(b.pattern(pos, side, d))) return true;
        return false;
    }

    @Test
    void solve_sample_findsEveryVcfAndRefutesTheOthers() throws Exception {
        List<VcfSample.Case> cases = VcfSample.load();
        int solved = 0, refuted = 0;
        for (VcfSample.Case c : cases) {
            GameState g = c.game();
            assertThat(Side.name(g.sideToMove())).as(c.name()).isEqualTo(c.toMove());
            Board b = boardOf(g);
            VcfSolver solver = new VcfSolver(b);
            int[] line = solver.solve(30, 5_000_000);
            if (c.hasVcf()) {
                assertThat(line).as(c.name() + " has a VCF").isNotNull();
                assertSoundVcf(b, line, solver.endsWithForbiddenBlock());
                // iterative deepening on attacking moves finds a shortest line
                assertThat((line.length + 1) / 2).as(c.name() + " shortest").isEqualTo(c.shortest());
                solved++;
            } else {
                assertThat(line).as(c.name() + " has no VCF").isNull();
                refuted++;
            }
        }
        assertThat(solved).isEqualTo(25);
        assertThat(refuted).isEqualTo(10);
    }
}
