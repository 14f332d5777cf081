package gomoku.cli;

import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.puzzle.PuzzleGenerator;
import gomoku.game.puzzle.PuzzleVerifier;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code gomoku puzzles}: builds and checks the VCF puzzle collection. {@code generate} writes a new
 * collection file from engine self-play and composed positions; {@code verify} re-proves every
 * puzzle of a file (default: the collection bundled in the jar). Exit status of verify: 0 all
 * verified, 1 some puzzle failed (each is named), 2 bad input.
 */
@Command(name = "puzzles", description = "Generate or verify the VCF puzzle collection.",
        subcommands = {PuzzlesCommand.Generate.class, PuzzlesCommand.Verify.class})
final class PuzzlesCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "generate", description = {
        "Find positions with a forced win by continuous fours (self-play and composed positions),",
        "prove each with the VCF solver and write them as a puzzle collection (JSON)."
    })
    static final class Generate implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(names = "--count", defaultValue = "240", paramLabel = "N",
                description = "Number of puzzles, spread over 4 levels, 2 rules, 2 colours (default: ${DEFAULT-VALUE}).")
        private int count;

        @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Random seed (default: ${DEFAULT-VALUE}).")
        private long seed;

        @Option(names = "--out", defaultValue = "puzzles.json", paramLabel = "FILE",
                description = "Output file (default: ${DEFAULT-VALUE}).")
        private Path out;

        @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
        private boolean help;

        @Override
        public Integer call() {
            if (count < 1 || count > 10_000) throw new IllegalArgumentException("--count: " + count + " must be 1 to 10000");
            PrintWriter err = spec.commandLine().getErr();
            PuzzleCollection collection = new PuzzleGenerator(line -> {
                err.println(line);
                err.flush();
            }).generate(count, seed);
            try {
                collection.write(out);
            } catch (IOException e) {
                throw new IllegalArgumentException("--out: cannot write " + out + ": " + e.getMessage());
            }
            PrintWriter o = spec.commandLine().getOut();
            o.println("wrote " + collection.size() + " puzzles to " + out);
            printStatistics(o, collection);
            o.flush();
            return 0;
        }
    }

    @Command(name = "verify", description = "Re-prove every puzzle of a collection; exit status 1 names the ones that fail.")
    static final class Verify implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(names = "--file", paramLabel = "FILE", description = "Collection file (default: the bundled collection).")
        private Path file;

        @Option(names = "--nodes", defaultValue = "" + PuzzleVerifier.DEFAULT_MAX_NODES, paramLabel = "N",
                description = "Solver node budget per puzzle (default: ${DEFAULT-VALUE}).")
        private long nodes;

        @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
        private boolean help;

        @Override
        public Integer call() {
            if (nodes < 1) throw new IllegalArgumentException("--nodes: " + nodes + " must be positive");
            PuzzleCollection collection = file == null ? PuzzleCollection.bundled() : PuzzleCollection.read(file);
            Map<String, List<String>> failures = new PuzzleVerifier(nodes).verifyAll(collection);
            PrintWriter out = spec.commandLine().getOut();
            failures.forEach((id, problems) -> problems.forEach(p -> out.println("FAIL " + id + ": " + p)));
            printStatistics(out, collection);
            out.println(failures.isEmpty()
                    ? "all " + collection.size() + " puzzles verify"
                    : failures.size() + " of " + collection.size() + " puzzles fail to verify");
            out.flush();
            return failures.isEmpty() ? 0 : 1;
        }
    }

    static void printStatistics(PrintWriter out, PuzzleCollection collection) {
        out.println("puzzles: " + collection.size());
        collection.statistics().forEach((group, n) -> out.printf("  %-18s %4d%n", group, n));
    }
}
