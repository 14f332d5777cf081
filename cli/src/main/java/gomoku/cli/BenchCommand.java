package gomoku.cli;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.bench.Bench;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code gomoku bench}: the fixed benchmark; its node count is the engine's signature. */
@Command(name = "bench", description = {
    "Search the fixed benchmark positions (all rules, 15x15 and 20x20) at a fixed depth on one thread.",
    "Prints the total node count (the bench signature), the speed, and make/undo throughput."
})
final class BenchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "" + Bench.DEFAULT_DEPTH,
            description = "Search depth (default: ${DEFAULT-VALUE}; the signature is taken at the default).")
    private int depth;

    @Option(names = "--passes", paramLabel = "N", defaultValue = "1",
            description = "Run the fixed-depth bench N times in this one process and print each pass's time and speed: "
                    + "the first pays for the Java compiler's warm-up, the later ones show the compiled speed (default: ${DEFAULT-VALUE}).")
    private int passes;

    @Option(names = "--movetime", paramLabel = "MS",
            description = "Instead of a fixed depth, give each position this many milliseconds and report the depth reached.")
    private Long moveTime;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Threads for --movetime (default: ${DEFAULT-VALUE}; the fixed-depth bench always uses one).")
    private int threads;

    @Option(names = "--tactics", paramLabel = "FILE",
            description = "Instead, measure tactics: positions won for the side to move (pos format, one per line, "
                    + "such as data/tactics/freestyle15-wins.pos); report the nodes each search needs to announce the win.")
    private Path tactics;

    @Option(names = "--speed", paramLabel = "FILE",
            description = "Instead, time the two evaluations: search --count positions taken evenly from FILE (pos lines, or CSV "
                    + "lines whose first field is one, such as data/train/*.csv.gz; .gz read as gzip) to --nodes nodes each, "
                    + "with the classical evaluation and the network in turn, and report the network's nodes a second as a "
                    + "share of the classical one's: the node ratio at which node-limited matches stand for equal time. "
                    + "Times are the searching thread's CPU time (--evaluation is not used); use --passes 3 and read the later passes.")
    private Path speed;

    @Option(names = "--network", paramLabel = "FILE",
            description = "With --speed: time this network file of gomoku train (of the rule's rule set) instead of the shipped network.")
    private Path network;

    @Option(names = "--nodes", paramLabel = "N",
            description = "Node limit per tactics position (default: 2000000) or per --speed search (default: 20000).")
    private Long nodes;

    @Option(names = "--count", paramLabel = "N",
            description = "Use only the first N tactics positions (default: all), or N --speed positions (default: 100).")
    private Integer count;

    @Option(names = "--rule", defaultValue = "freestyle", converter = AnalyzeCommand.RuleConverter.class,
            description = "Rule of the tactics or --speed positions (default: ${DEFAULT-VALUE}).")
    private Rule rule;

    @Option(names = "--size", defaultValue = "15", description = "Board size of the tactics or --speed positions (default: ${DEFAULT-VALUE}).")
    private int size;

    @Option(names = "--evaluation", paramLabel = "EVAL", defaultValue = "classical", converter = AnalyzeCommand.EvaluationConverter.class,
            description = "Static evaluation: classical, network or auto (default: ${DEFAULT-VALUE}; the signature is taken with the classical one; "
                    + "with network the make/undo figure includes the network's sums).")
    private Evaluation evaluation;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 20) throw new IllegalArgumentException("--depth: " + depth + " must be 1 to 20");
        if (moveTime != null && (moveTime < 1 || moveTime > 600_000))
            throw new IllegalArgumentException("--movetime: " + moveTime + " must be 1 to 600000");
        if (threads < 1 || threads > 256) throw new IllegalArgumentException("--threads: " + threads + " must be 1 to 256");
        if (passes < 1 || passes > 100) throw new IllegalArgumentException("--passes: " + passes + " must be 1 to 100");
        if (passes > 1 && (moveTime != null || tactics != null))
            throw new IllegalArgumentException("--passes: only for the fixed-depth bench and --speed (not with --movetime or --tactics)");
        if (speed != null && (tactics != null || moveTime != null))
            throw new IllegalArgumentException("--speed: not with --tactics or --movetime");
        if (network != null && speed == null) throw new IllegalArgumentException("--network: only with --speed");
        if (tactics != null) return runTactics();
        if (speed != null) return runSpeed();
        Bench.Report r = moveTime != null ? Bench.runTimed(moveTime, threads, evaluation) : Bench.run(depth, evaluation);
        PrintWriter out = spec.commandLine().getOut();
        r.lines().forEach(out::println);
        for (int i = 1; passes > 1 && i <= passes; i++) {
            Bench.Report pass = i == 1 ? r : Bench.run(depth, evaluation);
            // Every pass searches the same positions from a new game: the same nodes, or the search is not deterministic.
            if (pass.nodes() != r.nodes())
                throw new IllegalStateException("pass " + i + " searched " + pass.nodes() + " nodes, pass 1 " + r.nodes());
            out.printf(Locale.ROOT, "Pass %d/%d: %d ms, %d nodes/second%n", i, passes, pass.timeMs(), pass.nps());
            out.flush();
        }
        out.println("===========================");
        out.println("Total time (ms) : " + r.timeMs());
        out.println("Nodes searched: " + r.nodes());
        out.println("Nodes/second: " + r.nps());
        out.println("Make/undo per second: " + r.makeUndoPerSecond());
        out.flush();
        return 0;
    }

    private int runTactics() {
        long nodes = this.nodes == null ? 2_000_000 : this.nodes;
        int count = this.count == null ? 0 : this.count;
        if (nodes < 1_000 || nodes > 10_000_000_000L) throw new IllegalArgumentException("--nodes: " + nodes + " must be 1000 to 10000000000");
        if (size < 5 || size > 32) throw new IllegalArgumentException("--size: " + size + " must be 5 to 32");
        List<String> positions = positionLines(tactics, "--tactics");
        if (count > 0 && count < positions.size()) positions = positions.subList(0, count);
        if (positions.isEmpty()) throw new IllegalArgumentException("--tactics: no positions in " + tactics);
        PrintWriter out = spec.commandLine().getOut();
        int total = positions.size();
        List<Bench.TacticsResult> results = Bench.runTactics(rule, size, positions, nodes, evaluation, t -> {
            out.printf(Locale.ROOT, "Position %3d/%d: %s%n", t.index(), total, t.solved()
                    ? String.format(Locale.ROOT, "win in %d plies announced at depth %d after %,d nodes (%d ms)", t.mate(), t.depth(), t.nodes(), t.timeMs())
                    : String.format(Locale.ROOT, "no win announced (depth %d, %,d nodes, %d ms)", t.depth(), t.nodes(), t.timeMs()));
            out.flush();
        });
        int solved = 0;
        double logSolved = 0, logAll = 0;
        long ms = 0;
        for (Bench.TacticsResult t : results) {
            ms += t.timeMs();
            long n = Math.max(1, t.solved() ? t.nodes() : nodes);
            logAll += Math.log(n);
            if (t.solved()) {
                solved++;
                logSolved += Math.log(n);
            }
        }
        out.println("===========================");
        out.printf(Locale.ROOT, "Solved: %d/%d within %,d nodes%n", solved, total, nodes);
        if (solved > 0) out.printf(Locale.ROOT, "Nodes to the win (geometric mean of the solved): %,d%n", Math.round(Math.exp(logSolved / solved)));
        out.printf(Locale.ROOT, "Nodes to the win (geometric mean, unsolved counted at the limit): %,d%n", Math.round(Math.exp(logAll / total)));
        out.println("Total time (ms) : " + ms);
        out.flush();
        return 0;
    }

    /** {@code --speed}: the network's search speed against the classical evaluation's on positions of a file. */
    private int runSpeed() {
        long nodes = this.nodes == null ? 20_000 : this.nodes;
        int count = this.count == null ? 100 : this.count;
        if (nodes < 1_000 || nodes > 100_000_000) throw new IllegalArgumentException("--nodes: " + nodes + " must be 1000 to 100000000");
        if (count < 1 || count > 100_000) throw new IllegalArgumentException("--count: " + count + " must be 1 to 100000");
        if (size < 5 || size > 22) throw new IllegalArgumentException("--size: " + size + " must be 5 to 22");
        Network file = network == null ? null : EvaluationOptions.read(network);
        if (file != null && file.ruleSet != Network.ruleSetOf(rule))
            throw new IllegalArgumentException("--network: " + network + " is not a network of " + rule.id());
        List<GameState> games = speedPositions(count);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%d %s positions of %s, %,d nodes a search, one thread%s%n", games.size(), rule.id(), speed, nodes,
                network == null ? "" : ", network " + network);
        out.flush();
        double shareSum = 0;
        int shares = 0;
        for (int pass = 1; pass <= passes; pass++) {
            SpeedRun classical = speedRun(games, Evaluation.CLASSICAL, null, nodes);
            SpeedRun network = speedRun(games, Evaluation.NETWORK, file, nodes);
            double share = network.nodesPerSecond() / classical.nodesPerSecond();
            out.printf(Locale.ROOT, "Pass %d/%d: classical %,d nodes in %d ms (%,d nodes/second), network %,d nodes in %d ms "
                    + "(%,d nodes/second): network speed %.2f of classical%n", pass, passes, classical.nodes(), classical.cpuMs(),
                    Math.round(classical.nodesPerSecond()), network.nodes(), network.cpuMs(), Math.round(network.nodesPerSecond()), share);
            out.flush();
            // The first pass pays for the Java compiler's warm-up: with later passes, it is left out.
            if (pass > 1 || passes == 1) {
                shareSum += share;
                shares++;
            }
        }
        out.println("===========================");
        out.printf(Locale.ROOT, "Network speed: %.2f of classical (%s)%n", shareSum / shares,
                passes == 1 ? "one pass, warm-up included" : "mean of passes 2 to " + passes);
        out.flush();
        return 0;
    }

    /** What one evaluation's searches of the --speed positions took. */
    private record SpeedRun(long nodes, long cpuNanos) {
        double nodesPerSecond() {
            return nodes * 1e9 / Math.max(1, cpuNanos);
        }

        long cpuMs() {
            return cpuNanos / 1_000_000;
        }
    }

    /**
     * Searches every game to {@code nodes} nodes from a new game with {@code evaluation} (and
     * {@code network}, null for the shipped one); times the searching thread.
     */
    private static SpeedRun speedRun(List<GameState> games, Evaluation evaluation, Network network, long nodes) {
        Engine engine = new Engine(1, 64);
        engine.setSeed(1);
        engine.setEvaluation(evaluation);
        engine.setNetwork(network);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpu = threads.isCurrentThreadCpuTimeSupported();
        long total = 0, t0 = cpu ? threads.getCurrentThreadCpuTime() : System.nanoTime();
        for (GameState g : games) {
            engine.newGame();
            total += engine.searchNoBook(g, SearchLimits.nodes(nodes)).nodes();
        }
        return new SpeedRun(total, (cpu ? threads.getCurrentThreadCpuTime() : System.nanoTime()) - t0);
    }

    /**
     * {@code count} positions of the --speed file, taken evenly over its usable lines: games not over,
     * the side to move with a move left. A line that is no legal game is an error naming it.
     */
    private List<GameState> speedPositions(int count) {
        List<String> lines = positionLines(speed, "--speed");
        if (lines.isEmpty()) throw new IllegalArgumentException("--speed: no positions in " + speed);
        List<GameState> games = new ArrayList<>();
        int take = Math.min(count, lines.size());
        for (int i = 0; i < take; i++) {
            String pos = lines.get((int) ((long) i * lines.size() / take));
            GameState g;
            try {
                g = Bench.parse(rule, size, pos);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("--speed: line \"" + pos + "\" is not a " + rule.id() + " game on " + size + "x" + size
                        + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")"));
            }
            if (!g.isOver()) games.add(g);
        }
        if (games.isEmpty()) throw new IllegalArgumentException("--speed: every position of " + speed + " is a finished game");
        return games;
    }

    /**
     * The positions of {@code file} for option {@code option}: each line's first comma-separated field
     * (a pos string; tactics files hold only that, training files more fields), blank lines and lines
     * starting with {@code #} skipped, read through gzip when the name ends in {@code .gz}.
     */
    private static List<String> positionLines(Path file, String option) {
        List<String> positions = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(SampleLines.open(file), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                line = line.trim();
                if (line.isEmpty() || line.startsWith("#")) continue;
                int comma = line.indexOf(',');
                positions.add(comma < 0 ? line : line.substring(0, comma).trim());
            }
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalArgumentException(option + ": cannot read " + file);
        }
        return positions;
    }
}
