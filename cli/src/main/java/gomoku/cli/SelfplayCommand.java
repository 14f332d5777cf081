package gomoku.cli;

import gomoku.engine.core.Rule;
import gomoku.game.match.Openings;
import gomoku.game.match.SelfPlay;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code gomoku selfplay}: training data from our engine's games against itself (see
 * {@link SelfPlay}), written by {@link SelfplayFile}. Worker threads each play their own games with
 * their own engine; the games are written whole and in order of their number, so that the file
 * depends only on the options, never on the threads' timing, and a run that was stopped goes on
 * where it stopped.
 */
@Command(name = "selfplay", sortOptions = false, description = {
    "Play our engine against itself from random balanced openings and write training data: one CSV",
    "line for each position after the opening. A FILE that already holds games is continued after its",
    "last whole game (with the same options, the games an uninterrupted run would have written)."
}, footer = {
    "%nLine format: Position,Move,Result,Score,WinChance,Game",
    "  Position   the moves so far, black first, in pos notation (h8i9j10: column, row from the top)",
    "  Move       the move played from it (pos notation)",
    "  Result     how the game ended for the side to move: 0 loss, 1 draw, 2 win",
    "  Score      the --label-nodes search's value for the side to move (a forced win in n plies",
    "             is 30000-n, a forced loss -(30000-n))",
    "  WinChance  that value as the side to move's chance to win, 0 to 1 (4 decimals)",
    "  Game       the game's number, from 1; a game's lines are together, in the order played",
    "gomoku tune reads such files: the first three fields are its Position,Move,Result.",
    "Ctrl-C loses only games not yet written: those in progress and the few finished after them."
})
final class SelfplayCommand implements Callable<Integer> {
    /** Board size: the one renju is defined for, and the one the fitters read. */
    static final int SIZE = 15;
    /** Seconds between progress lines. */
    private static final long PROGRESS_SECONDS = 10;

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "Where the lines go (gzip when the name ends in .gz); a file of an earlier run is continued.")
    private Path out;

    @Option(names = "--games", required = true, paramLabel = "G", description = "Games in the file when done.")
    private int games;

    @Option(names = "--rule", paramLabel = "RULE", defaultValue = "freestyle", converter = AnalyzeCommand.RuleConverter.class,
            description = "freestyle, standard or renju (default: ${DEFAULT-VALUE}); 15x15.")
    private Rule rule;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "20000",
            description = "Nodes of the search for each move (default: ${DEFAULT-VALUE}).")
    private long nodes;

    @Option(names = "--label-nodes", paramLabel = "M",
            description = "Nodes of the search that values each position (default: 4 times --nodes).")
    private Long labelNodes;

    @Option(names = "--threads", paramLabel = "T",
            description = "Games played at once, each on one thread with its own engine (default: one per processor).")
    private Integer threads;

    @Mixin
    private EvaluationOptions evaluation;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the openings and the random moves; game i's own seed comes from it and i (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Balanced openings, one per line (pos format or Gomocup offsets); default: the repository's set "
                    + "for the rule, data/openings/freestyle15.pos (freestyle and standard) or renju15.pos.")
    private Path openings;

    @Option(names = "--random-plies", paramLabel = "N", defaultValue = "8",
            description = "Moves after the opening picked at random among the near-best (default: ${DEFAULT-VALUE}).")
    private int randomPlies;

    @Option(names = "--random-moves", paramLabel = "N", defaultValue = "3",
            description = "How many of the best moves such a pick considers (default: ${DEFAULT-VALUE}).")
    private int randomMoves;

    @Option(names = "--random-margin", paramLabel = "V", defaultValue = "40",
            description = "How far below the best a move's value may be and still be picked (default: ${DEFAULT-VALUE}).")
    private int randomMargin;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws Exception {
        check();
        long label = labelNodes != null ? labelNodes : 4 * nodes;
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        SelfPlay.Settings settings = evaluation.apply(
                new SelfPlay.Settings(rule, SIZE, nodes, label, randomPlies, randomMoves, randomMargin));
        List<List<int[]>> list = readOpenings();
        SelfplayFile.Contents before;
        try {
            before = SelfplayFile.scan(out, rule, SIZE);
        } catch (IOException e) {
            throw new IllegalArgumentException("--out: cannot read " + out + ": " + e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        if (before.games() >= games) {
            err.printf(Locale.ROOT, "selfplay: %s already holds %d games%n", out, before.games());
            summary(err, before, 0, 0, 0);
            return 0;
        }
        err.printf(Locale.ROOT, "selfplay: %s, games %d to %d, %d nodes a move, %d to label, %s%s%s%n", rule.id(),
                before.games() + 1, games, nodes, label, workers == 1 ? "1 thread" : workers + " threads", evaluation.describe(),
                before.games() > 0 ? "; " + out + " holds games 1 to " + before.games() : "");
        err.flush();
        SelfplayFile.Appender appender;
        try {
            appender = SelfplayFile.append(out, before);
        } catch (IOException e) {
            throw new IllegalArgumentException("--out: cannot write " + out + ": " + e.getMessage());
        }
        try (appender) {
            return new Run(settings, list, workers, appender, before, err).play();
        }
    }

    private void check() {
        if (games < 1 || games > 100_000_000) throw new IllegalArgumentException("--games: " + games + " must be 1 to 100000000");
        if (nodes < 1 || nodes > 1_000_000_000) throw new IllegalArgumentException("--nodes: " + nodes + " must be 1 to 1000000000");
        if (labelNodes != null && (labelNodes < 1 || labelNodes > 1_000_000_000))
            throw new IllegalArgumentException("--label-nodes: " + labelNodes + " must be 1 to 1000000000");
        if (threads != null && (threads < 1 || threads > 256)) throw new IllegalArgumentException("--threads: " + threads + " must be 1 to 256");
        if (randomPlies < 0 || randomPlies > 100) throw new IllegalArgumentException("--random-plies: " + randomPlies + " must be 0 to 100");
        if (randomMoves < 1 || randomMoves > 10) throw new IllegalArgumentException("--random-moves: " + randomMoves + " must be 1 to 10");
        if (randomMargin < 0 || randomMargin > 10_000)
            throw new IllegalArgumentException("--random-margin: " + randomMargin + " must be 0 to 10000");
        if (Files.isDirectory(out)) throw new IllegalArgumentException("--out: " + out + " is a directory");
    }

    private List<List<int[]>> readOpenings() {
        String text;
        if (openings != null) {
            try {
                text = Files.readString(openings);
            } catch (IOException e) {
                throw new IllegalArgumentException("--openings: cannot read " + openings);
            }
        } else {
            String name = rule == Rule.RENJU ? "renju15.pos" : "freestyle15.pos";
            try (InputStream in = SelfplayCommand.class.getResourceAsStream("openings/" + name)) {
                if (in == null) throw new IllegalStateException("the bundled openings " + name + " are missing");
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the bundled openings " + name, e);
            }
        }
        try {
            List<List<int[]>> list = Openings.parse(text, SIZE);
            if (list.isEmpty()) throw new IllegalArgumentException("no openings in " + openings);
            for (int i = 0; i < list.size(); i++) SelfPlay.start(list.get(i), 0, rule, SIZE, i + 1);
            return list;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--openings: " + e.getMessage(), e);
        }
    }

    /** Game {@code number}'s seed: the same for a number whichever run or thread plays it. */
    static long gameSeed(long seed, int number) {
        return seed * 0x9E3779B97F4A7C15L + number;
    }

    private static void summary(PrintWriter err, SelfplayFile.Contents file, int runGames, long runPositions, long ms) {
        err.printf(Locale.ROOT, "selfplay: %d games, %d positions; black won %d, white %d, draws %d; this run %d games, "
                        + "%d positions in %s%n", file.games(), file.positions(), file.blackWins(), file.whiteWins(), file.draws(),
                runGames, runPositions, duration(ms));
        err.flush();
    }

    static String duration(long ms) {
        long s = ms / 1000;
        if (s < 60) return String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
        if (s < 3600) return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        return String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60);
    }

    /**
     * One run: the workers, and the games they finished waiting for their turn to be written. Games
     * are written in order of their number, so a worker starts a game only while it is fewer than
     * {@code 2 * workers} ahead of the next one to write: a stop loses the games in progress and at
     * most that many finished after them. The monitor of this object guards everything below.
     */
    private final class Run {
        private final SelfPlay.Settings settings;
        private final List<List<int[]>> openings;
        private final int workers;
        private final SelfplayFile.Appender appender;
        private final PrintWriter err;
        private final AtomicInteger nextToPlay;
        private final TreeMap<Integer, SelfPlay.Game> finished = new TreeMap<>();
        private final List<SelfPlay> players = new ArrayList<>();
        private final long startNanos = System.nanoTime();
        private SelfplayFile.Contents file;
        private int nextToWrite;
        private int runGames;
        private long runPositions;
        private long lastReportNanos;
        private Throwable failure;
        /** Set when the process is being stopped: nothing more is written. */
        private boolean closed;

        Run(SelfPlay.Settings settings, List<List<int[]>> openings, int workers, SelfplayFile.Appender appender,
            SelfplayFile.Contents before, PrintWriter err) {
            this.settings = settings;
            this.openings = openings;
            this.workers = workers;
            this.appender = appender;
            this.err = err;
            this.file = before;
            this.nextToWrite = before.games() + 1;
            this.nextToPlay = new AtomicInteger(before.games() + 1);
            this.lastReportNanos = startNanos;
        }

        int play() throws Exception {
            // Ctrl-C: let the game being written finish, so the file ends with a whole game, and say how to go on.
            Thread onStop = new Thread(this::stopByUser, "selfplay-stop");
            Runtime.getRuntime().addShutdownHook(onStop);
            List<Thread> threads = new ArrayList<>();
            try {
                for (int i = 0; i < workers; i++) {
                    SelfPlay player = new SelfPlay(settings);
                    synchronized (this) {
                        players.add(player);
                    }
                    Thread t = new Thread(() -> work(player), "selfplay-" + (i + 1));
                    t.setDaemon(true);
                    threads.add(t);
                    t.start();
                }
                for (Thread t : threads) t.join();
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(onStop);
                } catch (IllegalStateException e) {
                    // The process is already stopping: the hook runs.
                }
            }
            synchronized (this) {
                if (failure instanceof IllegalArgumentException) throw (IllegalArgumentException) failure;
                if (failure instanceof Exception) throw (Exception) failure;
                if (failure != null) throw (Error) failure;
                if (!closed) summary(err, file, runGames, runPositions, elapsedMs());
            }
            return 0;
        }

        private void work(SelfPlay player) {
            try {
                for (int number; (number = nextToPlay.getAndIncrement()) <= games; ) {
                    if (!awaitTurn(number)) return;
                    SelfPlay.Game game = player.play(openings, gameSeed(seed, number));
                    if (!finish(number, game)) return;
                }
            } catch (Throwable e) {
                fail(e);
            }
        }

        /** Waits until game {@code number} may start; false when the run is over. */
        private synchronized boolean awaitTurn(int number) throws InterruptedException {
            while (number >= nextToWrite + 2 * workers && failure == null && !closed) wait();
            return failure == null && !closed;
        }

        /** Files a finished game and writes every game whose turn has come; false when the run is over. */
        private synchronized boolean finish(int number, SelfPlay.Game game) throws IOException {
            if (failure != null || closed) return false;
            finished.put(number, game);
            int written = runGames;
            for (SelfPlay.Game g; (g = finished.remove(nextToWrite)) != null; nextToWrite++) {
                appender.write(SelfplayFile.lines(g, nextToWrite));
                file = file.plus(g.result(), g.positions(), 0);
                runGames++;
                runPositions += g.positions();
            }
            notifyAll();
            long now = System.nanoTime();
            if (runGames > written && (now - lastReportNanos >= PROGRESS_SECONDS * 1_000_000_000L || file.games() == games)) {
                lastReportNanos = now;
                report();
            }
            return true;
        }

        private void report() {
            double minutes = Math.max(1e-9, elapsedMs() / 60_000.0);
            double perMinute = runGames / minutes;
            String left = duration((long) ((games - file.games()) / perMinute * 60_000));
            err.printf(Locale.ROOT, "selfplay: %d/%d games, %d positions, %.1f games and %.0f positions a minute, %s left%n",
                    file.games(), games, file.positions(), perMinute, runPositions / minutes, left);
            err.flush();
        }

        /** A worker's game failed: stop the others and report it, unless the run was being stopped anyway. */
        private synchronized void fail(Throwable e) {
            if (closed) return;
            if (failure == null) failure = e;
            for (SelfPlay p : players) p.stop();
            notifyAll();
        }

        private synchronized void stopByUser() {
            closed = true;
            for (SelfPlay p : players) p.stop();
            notifyAll();
            err.printf(Locale.ROOT, "selfplay: stopped with %d whole games in %s; the same command goes on from game %d%n",
                    file.games(), out, file.games() + 1);
            // The process ends with this hook: the summary cannot wait for the workers.
            summary(err, file, runGames, runPositions, elapsedMs());
        }

        private long elapsedMs() {
            return (System.nanoTime() - startNanos) / 1_000_000;
        }
    }
}
