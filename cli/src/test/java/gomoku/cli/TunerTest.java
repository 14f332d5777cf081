package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.CellValues;
import gomoku.engine.eval.ThreatTable;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Threat;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
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
    void threatTableFit_lowersTheLoss_movingOnlyTheValuesOfMasksSeenOften() throws Exception {
        EvalTuner tuner = new EvalTuner(Rule.FREESTYLE);
        tuner.read(sample("freestyle-sample.csv"));
        double[] start = tuner.currentParams();
        double scale = EvalTuner.fitScale(start, tuner.samples());
        boolean[] free = EvalTuner.free(tuner.samples());
        double[] fitted = EvalTuner.fit(start, free, scale, tuner.samples(), 300, 20);
        assertThat(EvalTuner.loss(fitted, scale, tuner.samples())).isLessThan(EvalTuner.loss(start, scale, tuner.samples()));
        int[] n = EvalTuner.maskCounts(tuner.samples());
        int moved = 0;
        for (int m = 0; m < ThreatTable.SIZE; m++) {
            if (n[m] < EvalTuner.MIN_MASK_COUNT) assertThat(fitted[m]).as("mask %d", m).isEqualTo(start[m]);
            else if (fitted[m] != start[m]) moved++;
        }
        assertThat(moved).isPositive();
        // Freestyle has one set: white's values (renju only) stay as they were.
        for (int m = 0; m < ThreatTable.SIZE; m++) assertThat(fitted[ThreatTable.SIZE + m]).isEqualTo(start[ThreatTable.SIZE + m]);
    }

    @Test
    void evalModel_isTheEnginesEvaluation_threatTableIncluded() {
        for (Rule rule : new Rule[] {Rule.RENJU, Rule.FREESTYLE}) checkEvalModel(rule);
    }

    private static void checkEvalModel(Rule rule) {
        // Positions of a fixed pseudo-random game near the centre: the fit's model with the engine's
        // threat values must give the engine's own static evaluation, the cell values' sum plus the threat term.
        EvalTuner tuner = new EvalTuner(rule);
        double[] p = tuner.currentParams();
        Board board = new Board(15, rule);
        long[] seed = {12345};
        int checked = 0, withThreat = 0;
        for (int ply = 0; ply < 40; ply++) {
            board.makeMove(nextCentralMove(board, seed));
            EvalTuner.Sample s = tuner.sample(board, 0.5);
            if (s == null) break;
            int self = board.sideToMove();
            int threat = ThreatTable.value(rule, self, board.threatMask(self));
            if (threat != 0) withThreat++;
            assertThat(EvalTuner.evaluate(p, s)).as("ply %d", ply).isEqualTo(board.evaluate() + threat);
            checked++;
        }
        assertThat(checked).as(rule.toString()).isGreaterThan(10);
        assertThat(withThreat).as(rule.toString()).isPositive();
    }

    /** An empty point of the board's central 7x7 square, from a fixed pseudo-random sequence ({@code seed[0]} advances). */
    private static int nextCentralMove(Board board, long[] seed) {
        int pos;
        do {
            seed[0] = seed[0] * 6364136223846793005L + 1442695040888963407L;
            pos = Pos.of(4 + (int) ((seed[0] >>> 33) % 7), 4 + (int) ((seed[0] >>> 45) % 7));
        } while (!board.isEmpty(pos));
        return pos;
    }

    @Test
    void cellValueModel_withTheEnginesTables_isTheEnginesEvaluation() {
        CellValues cells = CellValues.forRule(Rule.FREESTYLE);
        double[] p = new double[CellValueFit.PARAMS];
        for (int key = 0; key < CellTables.SIZE; key++) {
            int id = CellValueFit.denseIndex(key);
            if (id < 0) continue;
            p[CellValueFit.SELF + id] = cells.self(key);
            p[CellValueFit.OTHER + id] = cells.other(key);
        }
        for (int m = 0; m < ThreatTable.SIZE; m++) p[CellValueFit.THREAT + m] = ThreatTable.value(Rule.FREESTYLE, Side.BLACK, m);
        Board board = new Board(15, Rule.FREESTYLE);
        long[] seed = {12345};
        int checked = 0;
        for (int ply = 0; ply < 40; ply++) {
            board.makeMove(nextCentralMove(board, seed));
            CellValueFit.Sample s = CellValueFit.sample(board, 0.5);
            if (s == null) break;
            assertThat(CellValueFit.evaluate(p, s)).as("ply %d", ply).isEqualTo(s.engineEval());
            checked++;
        }
        assertThat(checked).isGreaterThan(10);
    }

    @Test
    void cellValueFit_lowersTheLoss_andItsLinesReadBackAsTheFittedTable() throws Exception {
        CellValueFit fit = new CellValueFit(Rule.FREESTYLE);
        fit.read(sample("freestyle-sample.csv"));
        assertThat(fit.samples().size()).isGreaterThan(300);
        assertThat(fit.skipped()).isPositive();
        double[] zero = new double[CellValueFit.PARAMS];
        double[] p = CellValueFit.fit(fit.samples(), 800, 60, 0.05, 0.3, null);
        assertThat(CellValueFit.loss(p, 800, fit.samples())).isLessThan(CellValueFit.loss(zero, 800, fit.samples()) - 0.005);
        // The printed cell lines are a table file: read back, each order of a combination's codes has its value.
        List<String> lines = CellValueFit.cellLines(p, CellValueFit.comboCounts(fit.samples()), 0);
        assertThat(lines).isNotEmpty();
        CellValues back = CellValues.parse(new BufferedReader(new StringReader(String.join("\n", lines))), "fitted", Rule.FREESTYLE, Side.BLACK);
        int compared = 0;
        for (int key = 0; key < CellTables.SIZE; key++) {
            int id = CellValueFit.denseIndex(key);
            if (id < 0) continue;
            assertThat(back.self(key)).isEqualTo(Math.round(p[CellValueFit.SELF + id]));
            assertThat(back.other(key)).isEqualTo(Math.round(p[CellValueFit.OTHER + id]));
            compared++;
        }
        assertThat(compared).isEqualTo(CellTables.SIZE - 1);
    }

    @Test
    void cellValueFit_targetEntropy_isTheLossNoFitBeats() throws Exception {
        CellValueFit fit = new CellValueFit(Rule.FREESTYLE);
        // A game result (1.0) is certain; a target of 0.5 holds ln 2, one of 0.9 its binary entropy.
        fit.read(new ByteArrayInputStream("h8h9,0.5\nh8h9i8,0.9\nh8h9i8i9,0.5\nh8h9i8,i9,2\n".getBytes(StandardCharsets.UTF_8)));
        double h09 = -(0.9 * Math.log(0.9) + 0.1 * Math.log(0.1));
        double floor = CellValueFit.targetEntropy(fit.samples());
        assertThat(floor).isCloseTo((2 * Math.log(2) + h09) / 4, within(1e-9));
        double[] p = CellValueFit.fit(fit.samples(), 800, 200, 0.05, 0, null);
        assertThat(CellValueFit.loss(p, 800, fit.samples())).isGreaterThanOrEqualTo(floor);
    }

    @Test
    void cellValueFit_readsTargets_andRefusesBadOnes() throws Exception {
        CellValueFit fit = new CellValueFit(Rule.FREESTYLE);
        fit.read(new ByteArrayInputStream("h8h9,0.25\nh8h9i8,i9,2\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(fit.samples()).extracting(CellValueFit.Sample::target).containsExactly(0.25, 1.0);
        assertThatThrownBy(() -> fit.read(new ByteArrayInputStream("h8,1.5\n".getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("line 1");
        assertThatThrownBy(() -> fit.read(new ByteArrayInputStream("h8,0.5\nh8,x\n".getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("line 2");
    }

    @Test
    void cellValueFit_inRenju_keepsEachColoursCellsAndThreatsApart() throws Exception {
        CellValueFit fit = new CellValueFit(Rule.RENJU);
        // Black to move (two stones each), then white to move (black has one more).
        fit.read(new ByteArrayInputStream("h8h9i8i9,0.7\nh8h9i8,0.4\n".getBytes(StandardCharsets.UTF_8)));
        CellValueFit.Sample black = fit.samples().get(0), white = fit.samples().get(1);
        // The side to move's cells index its colour's block, the other side's the other block.
        assertThat(java.util.Arrays.stream(black.selfIds()).allMatch(id -> id < CellValueFit.COMBOS)).isTrue();
        assertThat(java.util.Arrays.stream(black.otherIds()).allMatch(id -> id >= CellValueFit.COMBOS && id < 2 * CellValueFit.COMBOS)).isTrue();
        assertThat(java.util.Arrays.stream(white.selfIds()).allMatch(id -> id >= CellValueFit.COMBOS)).isTrue();
        assertThat(java.util.Arrays.stream(white.otherIds()).allMatch(id -> id < CellValueFit.COMBOS)).isTrue();
        assertThat(black.mask()).isLessThan(ThreatTable.SIZE);
        assertThat(white.mask()).isGreaterThanOrEqualTo(ThreatTable.SIZE);
        // Fitting with the threats kept leaves them at the engine's values, per colour.
        double[] p = CellValueFit.fit(fit.samples(), 800, 5, 0.05, 0.3, CellValueFit.engineThreats(Rule.RENJU));
        for (int m = 0; m < ThreatTable.SIZE; m += 97) {
            assertThat(p[CellValueFit.THREAT + m]).isCloseTo(ThreatTable.value(Rule.RENJU, Side.BLACK, m), within(1e-6));
            assertThat(p[CellValueFit.THREAT + ThreatTable.SIZE + m]).isCloseTo(ThreatTable.value(Rule.RENJU, Side.WHITE, m), within(1e-6));
        }
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
    void tuneCommand_printsTheFittedTables_andRefusesAMissingFile() throws Exception {
        CliRun run = CliRun.of("tune", "--rule", "renju", "--threat-table", "--iterations", "50", samplePath("renju-sample.csv").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("loss after", "# black to move", "# white to move");
        Path renjuDir = java.nio.file.Files.createTempDirectory("renju-cells");
        CliRun renju = CliRun.of("tune", "--rule", "renju", "--cell-table", "--keep-threats", "--iterations", "20", "--write", renjuDir.toString(),
                samplePath("renju-sample.csv").toString());
        assertThat(renju.exitCode()).as(renju.err()).isZero();
        CellValues.parse(java.nio.file.Files.newBufferedReader(renjuDir.resolve("cells-renju-black.txt")), "written", Rule.RENJU, Side.BLACK);
        CellValues.parse(java.nio.file.Files.newBufferedReader(renjuDir.resolve("cells-renju-white.txt")), "written", Rule.RENJU, Side.WHITE);
        // The threats were kept: no threat files.
        assertThat(renjuDir.resolve("threat-renju-black.txt")).doesNotExist();
        CliRun table = CliRun.of("tune", "--threat-table", "--iterations", "50", samplePath("freestyle-sample.csv").toString());
        assertThat(table.exitCode()).as(table.err()).isZero();
        // Table lines: "mask value  # comment", masks in range.
        long lines = table.out().lines().filter(l -> l.matches("\\d+ -?\\d+ .*")).peek(l ->
                assertThat(Integer.parseInt(l.split(" ")[0])).isBetween(0, ThreatTable.SIZE - 1)).count();
        assertThat(lines).isPositive();
        CliRun cells = CliRun.of("tune", "--cell-table", "--iterations", "20", samplePath("freestyle-sample.csv").toString());
        assertThat(cells.exitCode()).as(cells.err()).isZero();
        assertThat(cells.out()).contains("loss after", "# cells-freestyle.txt", "# threat-freestyle.txt");
        assertThat(cells.out().lines().filter(l -> l.matches("(self|other)( \\S+){4} -?\\d+ .*"))).isNotEmpty();
        Path dir = java.nio.file.Files.createTempDirectory("cells");
        CliRun written = CliRun.of("tune", "--cell-table", "--iterations", "20", "--write", dir.toString(),
                samplePath("freestyle-sample.csv").toString());
        assertThat(written.exitCode()).as(written.err()).isZero();
        CellValues.parse(java.nio.file.Files.newBufferedReader(dir.resolve("cells-freestyle.txt")), "written", Rule.FREESTYLE, Side.BLACK);
        assertThat(java.nio.file.Files.readString(dir.resolve("threat-freestyle.txt"))).contains("gomoku tune --cell-table");
        CliRun weights = CliRun.of("tune", samplePath("freestyle-sample.csv").toString());
        assertThat(weights.exitCode()).isNotZero();
        assertThat(weights.err()).contains("--cell-table");
        CliRun missing = CliRun.of("tune", "--cell-table", "no-such-file.csv");
        assertThat(missing.exitCode()).isNotZero();
        assertThat(missing.err()).contains("no-such-file.csv");
    }
}
