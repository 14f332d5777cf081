package gomoku.cli;

import gomoku.engine.core.Rule;
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

    @Option(names = "--iterations", defaultValue = "1500", description = "Optimiser steps (default: ${DEFAULT-VALUE}).")
    private int iterations;

    @Option(names = "--rate", defaultValue = "0.5", description = "Optimiser step size, in weight units (default: ${DEFAULT-VALUE}).")
    private double rate;

    @Option(names = "--threat-terms", description = "Also fit the search's threat terms (won threat bonus, open-three penalty).")
    private boolean threatTerms;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws Exception {
        Rule r = Rule.parse(rule);
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
        double[] p = EvalTuner.fit(start, EvalTuner.free(threatTerms), scale, train, iterations, rate);
        out.printf("loss after:  train %.5f, held out %.5f%n", EvalTuner.loss(p, scale, train), EvalTuner.loss(p, scale, test));
        int sets = r == Rule.RENJU ? 2 : 1;
        for (int set = 0; set < sets; set++) {
            String who = r == Rule.RENJU ? (set == 0 ? " (black)" : " (white)") : "";
            out.println("line" + who + ":  " + Arrays.toString(EvalTuner.lineWeights(p, set)));
            out.println("combo" + who + ": " + Arrays.toString(EvalTuner.comboWeights(p, set)));
            out.println("three and two" + who + ": " + EvalTuner.threeAndTwo(p, set));
            out.println("tempo" + who + ": " + EvalTuner.tempo(p, set));
        }
        out.println("threat win bonus: " + EvalTuner.winBonus(p));
        out.println("threat defend penalty: " + EvalTuner.defendPenalty(p));
        out.flush();
        return 0;
    }
}
