package gomoku.cli;

import gomoku.engine.core.Rule;
import gomoku.engine.eval.CellValues;
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

    @Option(names = "--iterations", description = "Optimiser steps (default: 1500; 3000 with --threat-table, 500 with --cell-table).")
    private Integer iterations;

    @Option(names = "--rate", description = "Optimiser step size, in evaluation units (default: 0.5; 20 with --threat-table; with --cell-table in logit units, 0.05).")
    private Double rate;

    @Option(names = "--threat-table", description = {
        "Fit the threat table instead of the weights: a value per mask of the threats each side holds,",
        "for the masks seen " + EvalTuner.MIN_MASK_COUNT + " times or more; prints the lines of the engine's table file."})
    private boolean threatTable;

    @Option(names = "--cell-table", description = {
        "Fit the cell value table and the threat table together (freestyle and standard), from 0, to",
        "Position,Target lines (the side to move's win chance, 0 to 1) or Position,Move,Result lines;",
        "prints the lines of both table files, or writes the files with --write."})
    private boolean cellTable;

    @Option(names = "--scale", defaultValue = "800", description = "With --cell-table: the evaluation that means a win chance of 73%% (default: ${DEFAULT-VALUE}).")
    private double scale;

    @Option(names = "--lambda", defaultValue = "0.3", description = "With --cell-table: the L2 penalty that holds rare combinations near 0 (default: ${DEFAULT-VALUE}).")
    private double lambda;

    @Option(names = "--write", paramLabel = "DIR", description = "With --cell-table: write cells-freestyle.txt and threat-freestyle.txt into DIR.")
    private Path writeDir;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws Exception {
        Rule r = Rule.parse(rule);
        if (cellTable) return fitCellTable(r);
        if (!threatTable && CellValues.forRule(r) != null)
            throw new IllegalArgumentException(rule + " evaluates by the cell value table: fit it with --cell-table (or the threat values with --threat-table)");
        int iterations = this.iterations != null ? this.iterations : threatTable ? 3000 : 1500;
        double rate = this.rate != null ? this.rate : threatTable ? 20 : 0.5;
        if (iterations < 1 || iterations > 100_000) throw new IllegalArgumentException("--iterations: must be 1 to 100000");
        if (!(rate > 0 && rate <= 100)) throw new IllegalArgumentException("--rate: must be above 0 and at most 100");
        EvalTuner tuner = new EvalTuner(r);
        readAll(tuner::read);
        if (tuner.size() < 100) throw new IllegalArgumentException("only " + tuner.size() + " usable positions; need 100 or more");
        List<EvalTuner.Sample> train = new ArrayList<>(), test = new ArrayList<>();
        split(tuner.samples(), train, test);
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

    /** Every tenth block of 200 positions is held out; blocks keep most of a game's positions together. */
    private static <T> void split(List<T> all, List<T> train, List<T> test) {
        for (int i = 0; i < all.size(); i++) (i / 200 % 10 == 9 ? test : train).add(all.get(i));
    }

    private void readAll(InputConsumer reader) throws Exception {
        for (Path f : files) {
            if (!Files.isRegularFile(f)) throw new IllegalArgumentException(f + ": no such file");
            try (InputStream raw = Files.newInputStream(f);
                 InputStream in = f.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
                reader.read(in);
            }
        }
    }

    private interface InputConsumer {
        void read(InputStream in) throws Exception;
    }

    private int fitCellTable(Rule r) throws Exception {
        int iterations = this.iterations != null ? this.iterations : 500;
        double rate = this.rate != null ? this.rate : 0.05;
        if (iterations < 1 || iterations > 100_000) throw new IllegalArgumentException("--iterations: must be 1 to 100000");
        if (!(rate > 0 && rate <= 1)) throw new IllegalArgumentException("--rate: must be above 0 and at most 1 with --cell-table");
        if (!(scale >= 10 && scale <= 100_000)) throw new IllegalArgumentException("--scale: must be 10 to 100000");
        if (!(lambda >= 0 && lambda <= 1_000_000)) throw new IllegalArgumentException("--lambda: must be 0 to 1000000");
        if (writeDir != null && !Files.isDirectory(writeDir)) throw new IllegalArgumentException("--write: " + writeDir + " is not a directory");
        CellValueFit fit = new CellValueFit(r);
        readAll(fit::read);
        if (fit.samples().size() < 100) throw new IllegalArgumentException("only " + fit.samples().size() + " usable positions; need 100 or more");
        List<CellValueFit.Sample> train = new ArrayList<>(), test = new ArrayList<>();
        split(fit.samples(), train, test);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("positions: %d used (%d train, %d held out), %d skipped (a five or flex four to play, a five to block)%n",
                fit.samples().size(), train.size(), test.size(), fit.skipped());
        out.printf("scale: %.1f (win chance = 1 / (1 + exp(-eval / scale)))%n", scale);
        out.printf("loss of the engine's evaluation: train %.5f, held out %.5f%n",
                CellValueFit.engineLoss(scale, train), CellValueFit.engineLoss(scale, test));
        double[] p = CellValueFit.fit(train, scale, iterations, rate, lambda);
        double heldOut = CellValueFit.loss(p, scale, test);
        out.printf("loss after:  train %.5f, held out %.5f%n", CellValueFit.loss(p, scale, train), heldOut);
        List<String> cells = CellValueFit.cellLines(p, CellValueFit.comboCounts(train));
        List<String> threats = CellValueFit.threatLines(p, CellValueFit.maskCounts(train), EvalTuner.MIN_MASK_COUNT);
        String source = String.format("#   gomoku tune --cell-table --scale %s --lambda %s --iterations %d --rate %s%n"
                + "# to %d positions (held-out cross-entropy %.4f).%n",
                fmt(scale), fmt(lambda), iterations, fmt(rate), train.size(), heldOut);
        if (writeDir != null) {
            Files.writeString(writeDir.resolve("cells-freestyle.txt"),
                    "# Cell values for freestyle and standard (see CellValues): \"self|other codes value\", the four line\n"
                    + "# codes of a cell strongest first; combinations not listed are worth 0. Fitted by\n" + source
                    + "# The comment after each value: training positions with the combination on either side.\n"
                    + String.join("\n", cells) + "\n");
            Files.writeString(writeDir.resolve("threat-freestyle.txt"),
                    "# Threat values for freestyle and standard (see ThreatTable): one line per threat mask, \"mask value\",\n"
                    + "# for the side to move; masks not listed keep the hand-set rule. Fitted with the cell values by\n" + source
                    + "# The comment after each value: training positions with the mask, and its threats.\n"
                    + String.join("\n", threats) + "\n");
            out.printf("wrote %s and %s (%d cell values, %d threat values)%n", writeDir.resolve("cells-freestyle.txt"),
                    writeDir.resolve("threat-freestyle.txt"), cells.size(), threats.size());
        } else {
            out.println("# cells-freestyle.txt: self|other codes value  (training positions)");
            cells.forEach(out::println);
            out.println("# threat-freestyle.txt: mask value  (training positions: threats)");
            threats.forEach(out::println);
        }
        out.flush();
        return 0;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
