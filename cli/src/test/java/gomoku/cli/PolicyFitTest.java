package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.MovePolicy;
import gomoku.engine.pattern.Threat;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The move-ordering policy fit ({@code tune --policy}). */
class PolicyFitTest {
    /** Samples of three candidates whose combinations are {@code a}, {@code b}, {@code c}, where {@code a} is always played. */
    private static List<PolicyFit.Sample> planted(int a, int b, int c, int count) {
        List<PolicyFit.Sample> samples = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int played = i % 3;
            int[] self = new int[3];
            self[played] = a;
            self[(played + 1) % 3] = b;
            self[(played + 2) % 3] = c;
            samples.add(new PolicyFit.Sample(self, new int[] {-1, -1, -1}, new int[] {7, 7, 7}, new int[] {7, 7, 7}, played));
        }
        return samples;
    }

    @Test
    void fit_learnsWhichCombinationIsPlayed_andLowersTheLoss() {
        List<PolicyFit.Sample> samples = planted(5, 9, 12, 300);
        double[] zero = new double[PolicyFit.PARAMS];
        assertThat(PolicyFit.loss(zero, samples)).isCloseTo(Math.log(3), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(PolicyFit.topK(zero, samples, 1)).isZero();   // three-way ties count against
        double[] p = PolicyFit.fit(samples, 200, 0.05, 1e-4);
        assertThat(p[PolicyFit.SELF + 5]).isGreaterThan(p[PolicyFit.SELF + 9]).isGreaterThan(p[PolicyFit.SELF + 12] - 1e-9);
        assertThat(PolicyFit.loss(p, samples)).isLessThan(0.1);
        assertThat(PolicyFit.topK(p, samples, 1)).isEqualTo(1.0);
    }

    @Test
    void positions_leaveOutForcedOnes_andDefendOnlyWithDefences() {
        PolicyFit fit = new PolicyFit(Rule.FREESTYLE, PolicyFit.BOTH_SIDES);
        Board board = new Board(15, Rule.FREESTYLE);
        // Black has an open three (h8 i8 j8), white a stone away from it: white must defend.
        int[][] moves = {{7, 7}, {7, 10}, {8, 7}, {3, 3}, {9, 7}};
        for (int[] m : moves) board.makeMove(Pos.of(m[0], m[1]));
        assertThat(board.threatCount(board.sideToMove() ^ 1, Threat.F4)).isPositive();
        fit.add(board, Pos.of(10, 7));   // blocks the three
        assertThat(fit.size()).isEqualTo(1);
        PolicyFit.Sample s = fit.samples().get(0);
        // Only the cells that stop the three (or make a four, which white has none of) are candidates.
        assertThat(s.size()).isBetween(2, 4);
        fit.add(board, Pos.of(3, 7));    // not a defence: not a candidate, left out
        assertThat(fit.size()).isEqualTo(1);
        board.makeMove(Pos.of(10, 7));
        board.makeMove(Pos.of(6, 7));    // black makes a four (g8): white must block its five point
        fit.add(board, Pos.of(5, 7));
        assertThat(fit.size()).isEqualTo(1);
        assertThat(fit.skipped()).isEqualTo(2);
    }

    @Test
    void tuneCommand_writesAPolicyTheEngineReads() throws Exception {
        Path csv = Path.of(PolicyFitTest.class.getResource("/tune/freestyle-sample.csv").toURI());
        CliRun printed = CliRun.of("tune", "--policy", "--iterations", "30", csv.toString());
        assertThat(printed.exitCode()).as(printed.err()).isZero();
        assertThat(printed.out()).contains("held out: cross-entropy", "gomoku tune --policy");
        assertThat(printed.out().lines().filter(l -> l.matches("(self|oppo)( \\S+){4} -?\\d+ .*"))).isNotEmpty();
        Path dir = Files.createTempDirectory("policy");
        CliRun written = CliRun.of("tune", "--policy", "--iterations", "30", "--write", dir.toString(), csv.toString());
        assertThat(written.exitCode()).as(written.err()).isZero();
        MovePolicy policy = MovePolicy.parse(Files.newBufferedReader(dir.resolve("policy-freestyle.txt")), "written");
        // Seven distance scores per term were written; the fit moved at least one of them.
        assertThat(java.util.Arrays.stream(policy.lastScores()).anyMatch(v -> v != 0)).isTrue();
        assertThat(MovePolicy.parse(new java.io.BufferedReader(new StringReader("")), "empty").score(0, 0, 1, 1)).isZero();
    }

    @Test
    void renju_fitsOnePolicyPerColour_eachFromItsOwnPositions() throws Exception {
        Path csv = Path.of(PolicyFitTest.class.getResource("/tune/renju-sample.csv").toURI());
        PolicyFit all = new PolicyFit(Rule.RENJU, PolicyFit.BOTH_SIDES), black = new PolicyFit(Rule.RENJU, Side.BLACK),
                white = new PolicyFit(Rule.RENJU, Side.WHITE);
        for (PolicyFit f : new PolicyFit[] {all, black, white})
            try (var in = Files.newInputStream(csv)) {
                f.read(in);
            }
        assertThat(black.size()).isPositive();
        assertThat(white.size()).isPositive();
        assertThat(black.size() + white.size()).isEqualTo(all.size());
        Path dir = Files.createTempDirectory("policy");
        CliRun written = CliRun.of("tune", "--policy", "--rule", "renju", "--iterations", "30", "--write", dir.toString(), csv.toString());
        assertThat(written.exitCode()).as(written.err()).isZero();
        assertThat(written.out()).contains("policy-renju-black.txt: positions: " + black.size() + " used",
                "policy-renju-white.txt: positions: " + white.size() + " used");
        for (String name : new String[] {"policy-renju-black.txt", "policy-renju-white.txt"}) {
            MovePolicy policy = MovePolicy.parse(Files.newBufferedReader(dir.resolve(name)), name);
            assertThat(java.util.Arrays.stream(policy.lastScores()).anyMatch(v -> v != 0)).as(name).isTrue();
        }
        assertThat(Files.readString(dir.resolve("policy-renju-black.txt"))).isNotEqualTo(Files.readString(dir.resolve("policy-renju-white.txt")));
    }
}
