package gomoku.cli;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.ThreatTable;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code gomoku tune}: fits the evaluation's tables to target win chances or game results (for engine developers). */
@Command(name = "tune", description = {
    "Fit the evaluation's tables to recorded positions (Texel's method) and print them: --cell-table or --threat-table;",
    "or the move ordering's policy to the moves played: --policy.",
    "Input: CSV lines Position,Move,Result (pos notation, result 0/1/2 for the side to move; .gz read as gzip),",
    "as c-gomoku-cli's -sample option and gomoku selfplay write them (fields after these are not read),",
    "or, with --cell-table, Position,Target lines."
})
final class TuneCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Sample files.")
    private List<Path> files;

    @Option(names = "--rule", defaultValue = "freestyle", description = "freestyle, standard or renju (default: ${DEFAULT-VALUE}).")
    private String rule;

    @Option(names = "--iterations", description = "Optimiser steps (default: 3000 with --threat-table, 500 with --cell-table).")
    private Integer iterations;

    @Option(names = "--rate", description = "Optimiser step size: with --threat-table in evaluation units (default: 20), with --cell-table in logit units (default: 0.05).")
    private Double rate;

    @Option(names = "--threat-table", description = {
        "Fit the threat table alone on top of the cell values, to game results: a value per mask of the threats",
        "each side holds, for the masks seen " + EvalTuner.MIN_MASK_COUNT + " times or more; prints the lines of the engine's table file."})
    private boolean threatTable;

    @Option(names = "--cell-table", description = {
        "Fit the cell value table and the threat table together, from 0 (renju: one of each per colour), to",
        "Position,Target lines (the side to move's win chance, 0 to 1) or Position,Move,Result lines;",
        "prints the lines of the table files, or writes the files with --write."})
    private boolean cellTable;

    @Option(names = "--policy", description = {
        "Fit the move ordering's policy to the moves played, Position,Move lines: scores of each cell's",
        "line-code combinations and of its distances to the last two moves; prints the lines of",
        "policy-freestyle.txt (renju: policy-renju-black.txt and policy-renju-white.txt), or writes them with --write."})
    private boolean policy;

    @Option(names = "--keep-threats", description = "With --cell-table: hold the threat values at the engine's and fit the cell values only.")
    private boolean keepThreats;

    @Option(names = "--scale", defaultValue = "800", description = "With --cell-table: the evaluation that means a win chance of 73%% (default: ${DEFAULT-VALUE}).")
    private double scale;

    @Option(names = "--lambda", defaultValue = "0.3", description = "The L2 penalty that holds rare combinations near 0 (default: ${DEFAULT-VALUE}; with --policy 0.0001).")
    private double lambda;

    @Option(names = "--write", paramLabel = "DIR", description = {
        "With --cell-table: write the table files into DIR (cells-freestyle.txt and threat-freestyle.txt;",
        "in renju cells-renju-black.txt, cells-renju-white.txt, threat-renju-black.txt, threat-renju-white.txt);",
        "with --policy the policy files."})
    private Path writeDir;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws Exception {
        Rule r = Rule.parse(rule);
        if (policy) return fitPolicy(r);
        if (cellTable) return fitCellTable(r);
        if (!threatTable)
            throw new IllegalArgumentException("every rule evaluates by its cell value table: fit it with --cell-table (or the threat values alone with --threat-table, the move ordering with --policy)");
        int iterations = this.iterations != null ? this.iterations : 3000;
        double rate = this.rate != null ? this.rate : 20;
        checkSteps(iterations, rate, 100, "");
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
        boolean[] free = EvalTuner.free(train);
        double[] p = EvalTuner.fit(start, free, scale, train, iterations, rate);
        out.printf("loss after:  train %.5f, held out %.5f%n", EvalTuner.loss(p, scale, train), EvalTuner.loss(p, scale, test));
        int[] n = EvalTuner.maskCounts(train);
        for (int set = 0; set < CellValueFit.blocks(r); set++) {
            if (r == Rule.RENJU) out.println(set == 0 ? "# black to move" : "# white to move");
            out.println("# mask value  (positions, engine's value: threats)");
            for (int m = 0; m < ThreatTable.SIZE; m++) {
                if (!free[set * ThreatTable.SIZE + m]) continue;
                out.printf("%d %d  # %d, %d: %s%n", m, EvalTuner.threatValue(p, set, m), n[set * ThreatTable.SIZE + m],
                        EvalTuner.threatValue(start, set, m), ThreatTable.describe(m));
            }
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
            try (InputStream in = SampleLines.open(f)) {
                reader.read(in);
            }
        }
    }

    private interface InputConsumer {
        void read(InputStream in) throws Exception;
    }

    /** Refuses an optimiser step count outside 1 to 100,000 or a step size outside (0, {@code maxRate}]. */
    private static void checkSteps(int iterations, double rate, int maxRate, String rateNote) {
        if (iterations < 1 || iterations > 100_000) throw new IllegalArgumentException("--iterations: must be 1 to 100000");
        if (!(rate > 0 && rate <= maxRate))
            throw new IllegalArgumentException("--rate: must be above 0 and at most " + maxRate + rateNote);
    }

    private void checkWriteDir() {
        if (writeDir != null && !Files.isDirectory(writeDir)) throw new IllegalArgumentException("--write: " + writeDir + " is not a directory");
    }

    private int fitPolicy(Rule r) throws Exception {
        int iterations = this.iterations != null ? this.iterations : 400;
        double rate = this.rate != null ? this.rate : 0.05;
        checkSteps(iterations, rate, 1, "");
        checkWriteDir();
        // Renju's colours play different games (black's fouls): one policy each.
        if (r == Rule.RENJU) {
            PolicyFit black = new PolicyFit(r, Side.BLACK), white = new PolicyFit(r, Side.WHITE);
            readAll(in -> PolicyFit.read(in, black, white));
            checkUsable(black);
            checkUsable(white);
            writePolicy(black, "policy-renju-black.txt", "renju, black to move", iterations, rate);
            writePolicy(white, "policy-renju-white.txt", "renju, white to move", iterations, rate);
        } else {
            PolicyFit fit = new PolicyFit(r, PolicyFit.BOTH_SIDES);
            readAll(fit::read);
            checkUsable(fit);
            writePolicy(fit, "policy-freestyle.txt", "freestyle and standard", iterations, rate);
        }
        return 0;
    }

    private static void checkUsable(PolicyFit fit) {
        if (fit.size() < 100) throw new IllegalArgumentException("only " + fit.size() + " usable positions; need 100 or more");
    }

    /** Fits {@code fit}'s positions and prints the policy file {@code fileName} (for {@code what}), or writes it with --write. */
    private void writePolicy(PolicyFit fit, String fileName, String what, int iterations, double rate) throws Exception {
        List<PolicyFit.Sample> train = new ArrayList<>(), test = new ArrayList<>();
        split(fit.samples(), train, test);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%s: positions: %d used (%d train, %d held out), %d skipped (forced, decided, over %d stones, or the move not a candidate)%n",
                fileName, fit.size(), train.size(), test.size(), fit.skipped(), PolicyFit.MAX_STONES);
        double lambda = spec.commandLine().getParseResult().hasMatchedOption("--lambda") ? this.lambda : 1e-4;
        double[] p = PolicyFit.fit(train, iterations, rate, lambda);
        double first = PolicyFit.topK(p, test, 1);
        out.printf("held out: cross-entropy %.4f, played move first %.1f%%, in the first 5 %.1f%%%n",
                PolicyFit.loss(p, test), 100 * first, 100 * PolicyFit.topK(p, test, 5));
        String header = "# Move ordering policy for " + what + " (see MovePolicy): \"self|oppo codes score\" for a\n"
                + "# cell's own and the opponent's line-code combinations, \"last|ownlast distance score\", scores in\n"
                + "# hundredths of log-odds. Fitted by\n#   gomoku tune --policy --rule " + fit.rule().name().toLowerCase(java.util.Locale.ROOT)
                + " --iterations " + iterations + " --rate " + rate + "\n"
                + "# to " + fit.size() + " positions; on the held-out ones the played move is first "
                + String.format(java.util.Locale.ROOT, "%.1f%%", 100 * first) + " of the time.\n"
                + "# The comment after each score: training positions with the combination among the candidates.\n";
        String text = PolicyFit.fileText(p, PolicyFit.comboCounts(train), header);
        if (writeDir != null) {
            Files.writeString(writeDir.resolve(fileName), text);
            out.printf("wrote %s%n", writeDir.resolve(fileName));
        } else {
            out.print(text);
        }
        out.flush();
    }

    private int fitCellTable(Rule r) throws Exception {
        int iterations = this.iterations != null ? this.iterations : 500;
        double rate = this.rate != null ? this.rate : 0.05;
        checkSteps(iterations, rate, 1, " with --cell-table");
        if (!(scale >= 10 && scale <= 100_000)) throw new IllegalArgumentException("--scale: must be 10 to 100000");
        if (!(lambda >= 0 && lambda <= 1_000_000)) throw new IllegalArgumentException("--lambda: must be 0 to 1000000");
        checkWriteDir();
        CellValueFit fit = new CellValueFit(r);
        readAll(fit::read);
        if (fit.samples().size() < 100) throw new IllegalArgumentException("only " + fit.samples().size() + " usable positions; need 100 or more");
        List<CellValueFit.Sample> train = new ArrayList<>(), test = new ArrayList<>();
        split(fit.samples(), train, test);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("positions: %d used (%d train, %d held out), %d skipped (a five or flex four to play, a five to block)%n",
                fit.samples().size(), train.size(), test.size(), fit.skipped());
        out.printf("scale: %.1f (win chance = 1 / (1 + exp(-eval / scale)))%n", scale);
        out.printf("loss of the targets themselves (no evaluation does better): train %.5f, held out %.5f%n",
                CellValueFit.targetEntropy(train), CellValueFit.targetEntropy(test));
        out.printf("loss of the engine's evaluation: train %.5f, held out %.5f%n",
                CellValueFit.engineLoss(scale, train), CellValueFit.engineLoss(scale, test));
        double[] p = CellValueFit.fit(train, scale, iterations, rate, lambda, keepThreats ? CellValueFit.engineThreats(r) : null);
        double heldOut = CellValueFit.loss(p, scale, test);
        out.printf("loss after:  train %.5f, held out %.5f%n", CellValueFit.loss(p, scale, train), heldOut);
        String source = String.format("#   gomoku tune --cell-table --rule %s --scale %s --lambda %s --iterations %d --rate %s%s%n"
                + "# to %d positions (held-out cross-entropy %.4f).%n",
                r.name().toLowerCase(java.util.Locale.ROOT), fmt(scale), fmt(lambda), iterations, fmt(rate),
                keepThreats ? " --keep-threats" : "", train.size(), heldOut);
        int[] comboCounts = CellValueFit.comboCounts(train), maskCounts = CellValueFit.maskCounts(train);
        for (int block = 0; block < CellValueFit.blocks(r); block++) {
            String suffix = r == Rule.RENJU ? (block == 0 ? "renju-black" : "renju-white") : "freestyle";
            String who = r == Rule.RENJU ? (block == 0 ? "renju black" : "renju white") : "freestyle and standard";
            List<String> cells = CellValueFit.cellLines(p, comboCounts, block);
            List<String> threats = keepThreats ? List.of() : CellValueFit.threatLines(p, maskCounts, EvalTuner.MIN_MASK_COUNT, block);
            String cellFile = "cells-" + suffix + ".txt", threatFile = "threat-" + suffix + ".txt";
            if (writeDir != null) {
                Files.writeString(writeDir.resolve(cellFile),
                        "# Cell values for " + who + " (see CellValues): \"self|other codes value\", the four line\n"
                        + "# codes of a cell strongest first; combinations not listed are worth 0. Fitted by\n" + source
                        + "# The comment after each value: training positions with the combination on either side.\n"
                        + String.join("\n", cells) + "\n");
                out.printf("wrote %s (%d cell values)%n", writeDir.resolve(cellFile), cells.size());
                if (!keepThreats) {
                    Files.writeString(writeDir.resolve(threatFile),
                            "# Threat values for " + who + " (see ThreatTable): one line per threat mask, \"mask value\",\n"
                            + "# for the side to move; masks not listed keep the hand-set rule. Fitted with the cell values by\n" + source
                            + "# The comment after each value: training positions with the mask, and its threats.\n"
                            + String.join("\n", threats) + "\n");
                    out.printf("wrote %s (%d threat values)%n", writeDir.resolve(threatFile), threats.size());
                }
            } else {
                out.println("# " + cellFile + ": self|other codes value  (training positions)");
                cells.forEach(out::println);
                if (!keepThreats) {
                    out.println("# " + threatFile + ": mask value  (training positions: threats)");
                    threats.forEach(out::println);
                }
            }
        }
        out.flush();
        return 0;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
