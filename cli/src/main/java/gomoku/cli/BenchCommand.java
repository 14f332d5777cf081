package gomoku.cli;

import gomoku.engine.bench.Bench;
import java.io.PrintWriter;
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

    @Option(names = "--movetime", paramLabel = "MS",
            description = "Instead of a fixed depth, give each position this many milliseconds and report the depth reached.")
    private Long moveTime;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Threads for --movetime (default: ${DEFAULT-VALUE}; the fixed-depth bench always uses one).")
    private int threads;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 20) throw new IllegalArgumentException("--depth: " + depth + " must be 1 to 20");
        if (moveTime != null && (moveTime < 1 || moveTime > 600_000))
            throw new IllegalArgumentException("--movetime: " + moveTime + " must be 1 to 600000");
        if (threads < 1 || threads > 256) throw new IllegalArgumentException("--threads: " + threads + " must be 1 to 256");
        Bench.Report r = moveTime != null ? Bench.runTimed(moveTime, threads) : Bench.run(depth);
        PrintWriter out = spec.commandLine().getOut();
        r.lines().forEach(out::println);
        out.println("===========================");
        out.println("Total time (ms) : " + r.timeMs());
        out.println("Nodes searched: " + r.nodes());
        out.println("Nodes/second: " + r.nps());
        out.println("Make/undo per second: " + r.makeUndoPerSecond());
        out.flush();
        return 0;
    }
}
