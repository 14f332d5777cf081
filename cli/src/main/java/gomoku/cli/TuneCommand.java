package gomoku.cli;

import gomoku.engine.core.Rule;
import gomoku.engine.eval.ThreatTable;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.zip.GZIPInputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code gomoku tune}: fits the evaluation weights to game results (for engine developers). */
@Command(name = "tune", description = {
    "Fit the evaluation weights to the results of recorded games (Texel's method) and print them.",
    "Input: CSV lines Position,Move,Result (pos notation, result 0/1/2 for the side to move; .gz read as gzip),",
    "as c-gomoku-cli's -sample option writes them."
})
final class TuneCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Sample files.")
    private List<Path> files;

    @Option(names = "--rule", defaultValue = "freestyle", description = "freestyle, standard or renju (default: ${DEFAULT-VALUE}).")
    private String rule;

    @Option(names = "--iterations", description = "Optimiser steps (default: 1500; 3000 with --threat-table).")
    private Integer iterations;

    @Option(names = "--rate", description = "Optimiser step size, in evaluation units (default: 0.5; 20 with --threat-table).")
    private Double rate;

    @Option(names = "--threat-table", description = {
        "Fit the threat table instead of the weights: a value per mask of the threats each side holds,",
        "for the masks seen " + EvalTuner.MIN_MASK_COUNT + " times or more; prints the lines of the engine's table file."})
    private boolean threatTable;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws Exception {
        Rule r = Rule.parse(rule);
        int iterations = this.iterations != null ? this.iterations : threatTable ? 3000 : 1500;
        double rate = this.rate != null ? this.rate : threatTable ? 20 : 0.5;
        if (iterations < 1 || iterations > 100_000) throw new IllegalArgumentException("--iterations: must be 1 to 100000");
        if (!(rate > 0 && rate <= 100)) throw new IllegalArgumentException("--rate: must be above 0 and at most 100");
        EvalTuner tuner = new EvalTuner(r);
        for (Path f : files) {
            if (!Files.isRegularFile(f)) throw new IllegalArgumentException(f + ": no such file");
            try (InputStream raw = Files.newInputStream(f);
                 InputStream in = f.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
                tuner.read(in);
            }
        }
        if (tuner.size() < 100) throw new IllegalArgumentException("only " + tuner.size() + " usable positions; need 100 or more");
        // Every tenth block of 200 positions is held out; blocks keep most of a game's positions together.
        List<EvalTuner.Sample> train = new ArrayList<>(), test = new ArrayList<>();
        for (int i = 0; i < tuner.size(); i++) (i / 200 % 10 == 9 ? test : train).add(tuner.samples().get(i));
        PrintWriter out = spec.commandLine().getOut();
        double[] start = tuner.currentParams();
        double scale = EvalTuner.fitScale(start, train);
        out.printf("positions: %d used (%d train, %d held out), %d skipped (a five or flex four to play, a five to block)%n",
                tuner.size(), train.size(), test.size(), tuner.skipped());
        out.printf("scale: %.1f (win chance = 1 / (1 + exp(-eval / scale)))%n", scale);
        out.printf("loss before: train %.5f, held out %.5f%n", EvalTuner.loss(start, scale, train), EvalTuner.loss(start, scale, test));
        boolean[] free = EvalTuner.free(threatTable, train);
        double[] p = EvalTuner.fit(start, free, scale, train, iterations, rate);
        out.printf("loss after:  train %.5f, held out %.5f%n", EvalTuner.loss(p, scale, train), EvalTuner.loss(p, scale, test));
        int sets = r == Rule.RENJU ? 2 : 1;
        if (threatTable) {
            int[] n = EvalTuner.maskCounts(train);
            for (int set = 0; set < sets; set++) {
                if (r == Rule.RENJU) out.println(set == 0 ? "# black to move" : "# white to move");
                out.println("# mask value  (positions, hand-set value: threats)");
                for (int m = 0; m < ThreatTable.SIZE; m++) {
                    if (!free[EvalTuner.TABLE + set * ThreatTable.SIZE + m]) continue;
                    out.printf("%d %d  # %d, %d: %s%n", m, EvalTuner.threatValue(p, set, m), n[set * ThreatTable.SIZE + m],
                            EvalTuner.threatValue(start, set, m), ThreatTable.describe(m));
                }
            }
            out.flush();
            return 0;
        }
        for (int set = 0; set < sets; set++) {
            String who = r == Rule.RENJU ? (set == 0 ? " (black)" : " (white)") : "";
            out.println("line" + who + ":  " + Arrays.toString(EvalTuner.lineWeights(p, set)));
            out.println("combo" + who + ": " + Arrays.toString(EvalTuner.comboWeights(p, set)));
            out.println("three and two" + who + ": " + EvalTuner.threeAndTwo(p, set));
            out.println("tempo" + who + ": " + EvalTuner.tempo(p, set));
        }
        out.flush();
        return 0;
    }
}
