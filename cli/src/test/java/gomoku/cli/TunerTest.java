package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.ThreatTable;
import gomoku.engine.pattern.Threat;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The evaluation and move-ordering fits, on a sample of Rapfi self-play kept in the test resources. */
class TunerTest {
    private static InputStream sample(String name) {
        InputStream in = TunerTest.class.getResourceAsStream("/tune/" + name);
        assertThat(in).as(name).isNotNull();
        return in;
    }

    private static Path samplePath(String name) throws URISyntaxException {
        return Path.of(TunerTest.class.getResource("/tune/" + name).toURI());
    }

    @Test
    void evalFit_lowersTheLossOnItsPositions_andLeavesOutDecidedOnes() throws Exception {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            EvalTuner tuner = new EvalTuner(rule);
            tuner.read(sample(rule == Rule.RENJU ? "renju-sample.csv" : "freestyle-sample.csv"));
            assertThat(tuner.size()).isGreaterThan(300);
            assertThat(tuner.skipped()).isPositive();
            double[] start = tuner.currentParams();
            double scale = EvalTuner.fitScale(start, tuner.samples());
            double before = EvalTuner.loss(start, scale, tuner.samples());
            double[] fitted = EvalTuner.fit(start, EvalTuner.free(false, tuner.samples()), scale, tuner.samples(), 200, 1);
            assertThat(EvalTuner.loss(fitted, scale, tuner.samples())).isLessThan(before);
            // Parameters the positions say nothing about stay where they were.
            assertThat(EvalTuner.comboWeights(fitted, 0)[Threat.FIVE]).isEqualTo(EvalTuner.comboWeights(start, 0)[Threat.FIVE]);
            assertThat(EvalTuner.threatValue(fitted, 0, 0)).isEqualTo(EvalTuner.threatValue(start, 0, 0));
        }
    }

    @Test
    void threatTableFit_lowersTheLoss_movingOnlyTheValuesOfMasksSeenOften() throws Exception {
        EvalTuner tuner = new EvalTuner(Rule.FREESTYLE);
        tuner.read(sample("freestyle-sample.csv"));
        double[] start = tuner.currentParams();
        double scale = EvalTuner.fitScale(start, tuner.samples());
        boolean[] free = EvalTuner.free(true, tuner.samples());
        double[] fitted = EvalTuner.fit(start, free, scale, tuner.samples(), 300, 20);
        assertThat(EvalTuner.loss(fitted, scale, tuner.samples())).isLessThan(EvalTuner.loss(start, scale, tuner.samples()));
        int[] n = EvalTuner.maskCounts(tuner.samples());
        int moved = 0;
        for (int m = 0; m < ThreatTable.SIZE; m++) {
            if (n[m] < EvalTuner.MIN_MASK_COUNT) assertThat(fitted[EvalTuner.TABLE + m]).as("mask %d", m).isEqualTo(start[EvalTuner.TABLE + m]);
            else if (fitted[EvalTuner.TABLE + m] != start[EvalTuner.TABLE + m]) moved++;
        }
        assertThat(moved).isPositive();
        // The pattern weights stay as they were.
        assertThat(EvalTuner.lineWeights(fitted, 0)).isEqualTo(EvalTuner.lineWeights(start, 0));
        assertThat(EvalTuner.tempo(fitted, 0)).isEqualTo(EvalTuner.tempo(start, 0));
    }

    @Test
    void evalModel_isTheEnginesEvaluation_threeAndTwoTermAndThreatTableIncluded() {
        // Positions of a fixed pseudo-random game near the centre: the fit's linear model with the
        // engine's weights must give the engine's own static evaluation (up to integer rounding).
        EvalTuner tuner = new EvalTuner(Rule.FREESTYLE);
        double[] p = tuner.currentParams();
        Board board = new Board(15, Rule.FREESTYLE);
        long seed = 12345;
        int checked = 0, withTerm = 0, withThreat = 0;
        for (int ply = 0; ply < 40; ply++) {
            int pos;
            do {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                pos = Pos.of(4 + (int) ((seed >>> 33) % 7), 4 + (int) ((seed >>> 45) % 7));
            } while (!board.isEmpty(pos));
            board.makeMove(pos);
            EvalTuner.Sample s = tuner.sample(board, 0.5);
            if (s == null) break;
            withTerm += s.stm()[EvalTuner.THREE_AND_TWO] + s.other()[EvalTuner.THREE_AND_TWO];
            int self = board.sideToMove();
            int threat = ThreatTable.value(Rule.FREESTYLE, self, board.threatMask(self));
            if (threat != 0) withThreat++;
            assertThat(EvalTuner.evaluate(p, s)).as("ply %d", ply).isCloseTo(board.evaluate() + threat, within(1.0));
            checked++;
        }
        assertThat(checked).isGreaterThan(10);
        assertThat(withTerm).isPositive();
        assertThat(withThreat).isPositive();
    }

    @Test
    void evalSample_sideToMoveWithAFive_isLeftOut() throws Exception {
        EvalTuner tuner = new EvalTuner(Rule.FREESTYLE);
        // Black h8 i8 j8 k8, white h9 i9 j9 k9: black to move has a five at g8 or l8.
        tuner.read(new ByteArrayInputStream("h8h9i8i9j8j9k8k9,l8,2\nh8h9,i8,1\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(tuner.size()).isEqualTo(1);
        assertThat(tuner.skipped()).isEqualTo(1);
        assertThat(tuner.samples().get(0).result()).isEqualTo(0.5);
    }

    @Test
    void evalSample_badLines_nameTheLine() {
        EvalTuner tuner = new EvalTuner(Rule.FREESTYLE);
        assertThatThrownBy(() -> tuner.read(new ByteArrayInputStream("h8,i9,2\nh8h9\n".getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("line 2");
        assertThatThrownBy(() -> tuner.read(new ByteArrayInputStream("h8,i9,7\n".getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("line 1");
    }

    @Test
    void tuneCommand_printsTheFittedWeights_andRefusesAMissingFile() throws Exception {
        CliRun run = CliRun.of("tune", "--rule", "renju", "--iterations", "50", samplePath("renju-sample.csv").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("loss after", "line (black)", "combo (white)", "tempo (white)");
        CliRun table = CliRun.of("tune", "--threat-table", "--iterations", "50", samplePath("freestyle-sample.csv").toString());
        assertThat(table.exitCode()).as(table.err()).isZero();
        // Table lines: "mask value  # comment", masks in range.
        long lines = table.out().lines().filter(l -> l.matches("\\d+ -?\\d+ .*")).peek(l ->
                assertThat(Integer.parseInt(l.split(" ")[0])).isBetween(0, ThreatTable.SIZE - 1)).count();
        assertThat(lines).isPositive();
        CliRun missing = CliRun.of("tune", "no-such-file.csv");
        assertThat(missing.exitCode()).isNotZero();
        assertThat(missing.err()).contains("no-such-file.csv");
    }
}
