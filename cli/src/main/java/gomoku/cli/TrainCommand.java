package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Network;
import gomoku.game.notation.Notation;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code gomoku train}: trains the evaluation network on recorded positions and writes the engine's network file. */
@Command(name = "train", sortOptions = false, description = {
    "Train the evaluation network (--evaluation network; evaluation=network for match players) on recorded positions and write its file.",
    "Input: CSV lines Position,Move,Result[,more columns] (pos notation, result 0/1/2 for the side to move; .gz read",
    "as gzip); a column holding a search score (--score-column) is a second target. Every tenth block of 200",
    "positions is held out; each epoch prints the training and held-out loss. The same seed gives the same file."
})
final class TrainCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Sample files.")
    private List<Path> files;

    @Option(names = "--rule", defaultValue = "freestyle", converter = AnalyzeCommand.RuleConverter.class,
            description = "Rule of the positions: freestyle, standard (both make the network of freestyle and standard) or renju (default: ${DEFAULT-VALUE}).")
    private Rule rule;

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "The network file to write (the engine's are engine/src/main/resources/gomoku/engine/eval/network-freestyle.bin and network-renju.bin).")
    private Path out;

    @Option(names = "--epochs", defaultValue = "20", description = "Passes over the training positions; 0 writes the starting network (default: ${DEFAULT-VALUE}).")
    private int epochs;

    @Option(names = "--batch", defaultValue = "256", description = "Positions per optimiser step (default: ${DEFAULT-VALUE}).")
    private int batch;

    @Option(names = "--rate", defaultValue = "0.002", description = "Adam's step size (default: ${DEFAULT-VALUE}).")
    private double rate;

    @Option(names = "--final-rate", paramLabel = "R",
            description = "Adam's step size in the last epoch: the step size falls geometrically from --rate in the first epoch to this (default: --rate, no fall).")
    private Double finalRate;

    @Option(names = "--dim", defaultValue = "32", description = "Width of each side's sums, 1 to 64 (default: ${DEFAULT-VALUE}).")
    private int dim;

    @Option(names = "--hidden", defaultValue = "32", description = "Units of the hidden layer, 1 to 64 (default: ${DEFAULT-VALUE}).")
    private int hidden;

    @Option(names = "--score-column", defaultValue = "4", paramLabel = "N",
            description = "Column (from 1) holding a search score for the side to move (evaluation units; a forced win 30000 - plies), used where it is a number; 0 for none (default: ${DEFAULT-VALUE}).")
    private int scoreColumn;

    @Option(names = "--score-weight", defaultValue = "1.0",
            description = "Weight of the score's win chance against the result in the target, 0 to 1 (default: ${DEFAULT-VALUE}).")
    private double scoreWeight;

    @Option(names = "--lambda", defaultValue = "0.0001",
            description = "L2 penalty holding each code combination's own correction (and each contest row) near 0 (default: ${DEFAULT-VALUE}).")
    private double lambda;

    @Option(names = "--eval-scale", defaultValue = "600",
            description = "Evaluation units per logit of the win chance (default: ${DEFAULT-VALUE}, as the engine reads values).")
    private int evalScale;

    @Option(names = "--base", defaultValue = "none", paramLabel = "none|classical",
            description = "classical: the network learns a correction added to a learned share of the classical evaluation (cell values and threat term); none: the network alone (default: ${DEFAULT-VALUE}).")
    private String baseName;

    @Option(names = "--contest",
            description = "Also learn a row per pair of the cell's classes for the two sides (threat class, quiet cells by their best line), so the network can tell a point strong for both sides (a file of version 3).")
    private boolean contest;

    @Option(names = "--init", paramLabel = "FILE",
            description = "Start from this network file instead of random weights (its contest rows, base and scale are the run's; the options for them must agree or be left out), its corrections held near its own values: further training of a network on new positions. A larger --dim or --hidden than the file's widens it, its value unchanged until training moves it.")
    private Path init;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the initial weights and the order of the positions (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--float-values", paramLabel = "FILE",
            description = "Also write Position,Value lines: the float model's evaluation (side to move) of up to 32 held-out positions, to check the engine's integer one against.")
    private Path floatValues;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws Exception {
        if (epochs < 0 || epochs > 10_000) throw new IllegalArgumentException("--epochs: must be 0 to 10000");
        if (batch < 1 || batch > 100_000) throw new IllegalArgumentException("--batch: must be 1 to 100000");
        if (!(rate > 0 && rate <= 1)) throw new IllegalArgumentException("--rate: must be above 0 and at most 1");
        double lastRate = finalRate == null ? rate : finalRate;
        if (!(lastRate > 0 && lastRate <= rate)) throw new IllegalArgumentException("--final-rate: must be above 0 and at most --rate");
        if (dim < 1 || dim > Network.MAX_DIM) throw new IllegalArgumentException("--dim: must be 1 to " + Network.MAX_DIM);
        if (hidden < 1 || hidden > Network.MAX_DIM) throw new IllegalArgumentException("--hidden: must be 1 to " + Network.MAX_DIM);
        if (scoreColumn < 0 || scoreColumn == 1 || scoreColumn == 2 || scoreColumn == 3)
            throw new IllegalArgumentException("--score-column: must be 0 or 4 and above (columns 1 to 3 are Position,Move,Result)");
        if (!(scoreWeight >= 0 && scoreWeight <= 1)) throw new IllegalArgumentException("--score-weight: must be 0 to 1");
        if (!(lambda >= 0 && lambda <= 10)) throw new IllegalArgumentException("--lambda: must be 0 to 10");
        if (evalScale < 1 || evalScale > 10_000) throw new IllegalArgumentException("--eval-scale: must be 1 to 10000");
        if (!baseName.equals("none") && !baseName.equals("classical"))
            throw new IllegalArgumentException("--base: must be none or classical, not " + baseName);
        Network start = init == null ? null : startingNetwork();
        NetworkTrainer trainer = new NetworkTrainer(rule, dim, hidden, evalScale, baseName.equals("classical"), contest, scoreColumn, scoreWeight, lambda, seed);
        if (start != null) trainer.startFrom(start);
        for (Path f : files) {
            if (!Files.isRegularFile(f)) throw new IllegalArgumentException(f + ": no such file");
            try (InputStream in = SampleLines.open(f)) {
                trainer.read(in);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(f + ": " + e.getMessage(), e);
            }
        }
        if (trainer.size() < 10) throw new IllegalArgumentException("only " + trainer.size() + " usable positions; need 10 or more");
        int[] trainCount = new int[1];
        int[] order = trainer.split(trainCount);
        int train = trainCount[0], all = order.length;
        PrintWriter o = spec.commandLine().getOut();
        o.printf(Locale.ROOT, "positions: %d used (%d train, %d held out), %d skipped (a five to make or to block)%n",
                all, train, all - train, trainer.skipped());
        o.printf(Locale.ROOT, "network: %s, %d sums a side, %d hidden units, %d feature table(s)%s, %d head(s)%n",
                Network.ruleSetOf(rule) == Network.RULES_RENJU ? "renju" : "freestyle and standard", dim, hidden, trainer.tables,
                contest ? " with contest rows" : "", trainer.heads);
        o.printf(Locale.ROOT, "epoch  0: train %.5f, held out %.5f%n", trainer.loss(order, 0, train), trainer.loss(order, train, all));
        o.flush();
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int e = 1; e <= epochs; e++) {
            NetworkTrainer.shuffle(order, train, rnd);
            double epochRate = epochRate(rate, lastRate, e, epochs);
            for (int from = 0; from < train; from += batch) trainer.step(order, from, Math.min(train, from + batch), epochRate);
            o.printf(Locale.ROOT, "epoch %2d: train %.5f, held out %.5f%s%n", e, trainer.loss(order, 0, train), trainer.loss(order, train, all),
                    lastRate == rate ? "" : String.format(Locale.ROOT, " (step size %.6f)", epochRate));
            o.flush();
        }
        Network net = trainer.export();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        net.write(bytes);
        // What the engine will read: checked by reading it back and comparing with the float model.
        Network back = Network.read(new ByteArrayInputStream(bytes.toByteArray()));
        double diff = 0, max = 0;
        int checked = Math.min(all - train, 1000);
        StringBuilder values = new StringBuilder();
        Board board = new Board(15, rule, back);
        for (int n = 0; n < checked; n++) {
            int i = order[train + n];
            double f = trainer.floatValue(i);
            setUp(board, trainer.position(i));
            double d = Math.abs(board.networkValue() - f);
            diff += d;
            max = Math.max(max, d);
            if (n < 32) values.append(trainer.position(i)).append(',').append(String.format(Locale.ROOT, "%.3f", f)).append('\n');
        }
        if (out.getParent() != null) Files.createDirectories(out.getParent());
        Files.write(out, bytes.toByteArray());
        if (floatValues != null) Files.writeString(floatValues, values.toString(), StandardCharsets.UTF_8);
        if (back.baseWeight != 0) o.printf(Locale.ROOT, "base: %.3f x the classical value%n", back.baseWeight / (double) Network.BASE_ONE);
        o.printf(Locale.ROOT, "quantised: mean |integer - float| %.2f, at most %.2f evaluation units on %d held-out positions%n",
                checked == 0 ? 0 : diff / checked, max, checked);
        o.printf(Locale.ROOT, "wrote %s (%d bytes)%n", out, bytes.size());
        o.flush();
        return 0;
    }

    /**
     * Reads {@code --init} and takes its shape for the run: an option of the shape given on the
     * command line must agree with the file.
     */
    private Network startingNetwork() throws java.io.IOException {
        if (!Files.isRegularFile(init)) throw new IllegalArgumentException("--init: " + init + ": no such file");
        Network net;
        try (InputStream in = Files.newInputStream(init)) {
            net = Network.read(in);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--init: " + init + ": " + e.getMessage(), e);
        }
        if (net.ruleSet != Network.ruleSetOf(rule))
            throw new IllegalArgumentException("--init: " + init + " is a network of " + (net.ruleSet == Network.RULES_RENJU ? "renju" : "freestyle and standard"));
        var given = spec.commandLine().getParseResult();
        String base = net.baseWeight != 0 ? "classical" : "none";
        boolean hasContest = net.contestClasses != 0;
        // A larger --dim or --hidden widens the starting network (NetworkTrainer.startFrom); a smaller one cannot hold it.
        if (given.hasMatchedOption("--dim") && dim < net.dim)
            throw new IllegalArgumentException("--dim: the --init network has " + net.dim + "; it can be widened, not narrowed");
        if (given.hasMatchedOption("--hidden") && hidden < net.hidden)
            throw new IllegalArgumentException("--hidden: the --init network has " + net.hidden + "; it can be widened, not narrowed");
        if (given.hasMatchedOption("--eval-scale") && evalScale != net.evalScale)
            throw new IllegalArgumentException("--eval-scale: the --init network has " + net.evalScale);
        if (given.hasMatchedOption("--base") && !baseName.equals(base)) throw new IllegalArgumentException("--base: the --init network has " + base);
        if (contest && !hasContest) throw new IllegalArgumentException("--contest: the --init network has no contest rows");
        if (!given.hasMatchedOption("--dim")) dim = net.dim;
        if (!given.hasMatchedOption("--hidden")) hidden = net.hidden;
        evalScale = net.evalScale;
        baseName = base;
        contest = hasContest;
        return net;
    }

    private static void setUp(Board board, String pos) {
        board.clear();
        for (int[] m : Notation.parsePosString(pos, 15)) board.makeMove(Pos.of(m[0], m[1]));
    }

    /**
     * Epoch {@code epoch}'s step size (from 1 of {@code epochs}): {@code first} in the first epoch,
     * {@code last} in the last, falling geometrically between; exactly {@code first} throughout when
     * the two are equal.
     */
    static double epochRate(double first, double last, int epoch, int epochs) {
        if (last == first || epochs == 1) return first;
        return first * Math.pow(last / first, (epoch - 1) / (double) (epochs - 1));
    }
}
