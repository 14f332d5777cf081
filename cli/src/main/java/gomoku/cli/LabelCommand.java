package gomoku.cli;

import gomoku.engine.api.WinChance;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.game.match.SelfPlay;
import gomoku.game.notation.Notation;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code gomoku label}: values recorded positions with our own search, so that games played
 * elsewhere (another engine's self-play, c-gomoku-cli's {@code -sample} files, games against the
 * peers) can train the evaluation network on our labels. Each game's positions are searched in
 * order on a cleared table, exactly as {@code selfplay} labels its own games ({@link SelfPlay#label}),
 * so a line's score depends only on its game and the options, never on the threads.
 */
@Command(name = "label", sortOptions = false, description = {
    "Value recorded positions with this engine's search, for gomoku train: reads Position,Move,Result",
    "lines (c-gomoku-cli's -sample files, selfplay's files) and writes each with the search's score.",
    "Consecutive lines whose positions follow one another by the moves given are one game."
}, footer = {
    "%nOutput line format: Position,Move,Result,Score,WinChance (as selfplay's first five fields)",
    "  Score      the search's value for the side to move (a forced win in n plies is 30000-n)",
    "  WinChance  that value as the side to move's chance to win, 0 to 1 (4 decimals)",
    "The input is checked whole before any search: a line that is not a legal continuation, a game",
    "already over, or a bad result stops the command with its line number and writes nothing."
})
final class LabelCommand implements Callable<Integer> {
    /** Seconds between progress lines. */
    private static final long PROGRESS_SECONDS = 10;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "Position,Move,Result lines (.gz read as gzip).")
    private Path in;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The labelled lines (.gz written as gzip).")
    private Path out;

    @Option(names = "--rule", paramLabel = "RULE", defaultValue = "freestyle", converter = AnalyzeCommand.RuleConverter.class,
            description = "Rule of the games: freestyle, standard or renju (default: ${DEFAULT-VALUE}).")
    private Rule rule;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "80000",
            description = "Nodes of each position's search (default: ${DEFAULT-VALUE}, as selfplay's labels).")
    private long nodes;

    @Option(names = "--threads", paramLabel = "T",
            description = "Worker threads, a game each at a time (default: the machine's cores).")
    private Integer threads;

    @Mixin
    private EvaluationOptions evaluation;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    /** One recorded game: its moves (the last line's position and move) and, per labelled line, its result. */
    record Game(int[] moves, int first, String[] positions, String[] movesPlayed, int[] results) {}

    @Override
    public Integer call() throws Exception {
        if (nodes < 1 || nodes > 1_000_000_000) throw new IllegalArgumentException("--nodes: " + nodes + " must be 1 to 1000000000");
        if (threads != null && (threads < 1 || threads > 256)) throw new IllegalArgumentException("--threads: " + threads + " must be 1 to 256");
        if (Files.isDirectory(out)) throw new IllegalArgumentException("--out: " + out + " is a directory");
        SelfPlay.Settings settings = evaluation.apply(new SelfPlay.Settings(rule, SelfplayCommand.SIZE, nodes, nodes, 0, 1, 0));
        List<Game> games;
        try (InputStream stream = SampleLines.open(in)) {
            games = read(new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8)), rule);
        } catch (IOException e) {
            throw new IllegalArgumentException(in + ": cannot read: " + e.getMessage());
        }
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        long positions = games.stream().mapToLong(g -> g.results().length).sum();
        PrintWriter err = spec.commandLine().getErr();
        err.printf(Locale.ROOT, "label: %s, %d games, %d positions, %d nodes a position, %d thread(s)%s%n",
                rule.id(), games.size(), positions, nodes, workers, evaluation.describe());
        err.flush();
        long start = System.nanoTime();
        AtomicLong done = new AtomicLong();
        ThreadLocal<SelfPlay> labeller = ThreadLocal.withInitial(() -> new SelfPlay(settings));
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "label");
            t.setDaemon(true);
            return t;
        });
        // Written to a temporary file first: an interrupted run leaves no half file under the name.
        Path tmp = out.resolveSibling(out.getFileName() + ".part");
        try {
            List<Future<int[]>> scores = new ArrayList<>();
            for (Game g : games)
                scores.add(pool.submit(() -> {
                    int[] s = labeller.get().label(g.moves(), g.first());
                    done.addAndGet(s.length);
                    return s;
                }));
            long nextReport = start + PROGRESS_SECONDS * 1_000_000_000L;
            try (OutputStream raw = Files.newOutputStream(tmp);
                 Writer w = new BufferedWriter(new OutputStreamWriter(
                         out.getFileName().toString().endsWith(".gz") ? new GZIPOutputStream(raw) : raw, StandardCharsets.UTF_8))) {
                for (int i = 0; i < games.size(); i++) {
                    int[] s;
                    while (true) {
                        try {
                            s = scores.get(i).get(1, TimeUnit.SECONDS);
                            break;
                        } catch (TimeoutException e) {
                            if (System.nanoTime() >= nextReport) {
                                progress(err, done.get(), positions, start);
                                nextReport = System.nanoTime() + PROGRESS_SECONDS * 1_000_000_000L;
                            }
                        }
                    }
                    write(w, games.get(i), s);
                }
            }
            Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING);
        } catch (ExecutionException e) {
            throw new IllegalStateException("label: a search failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            Files.deleteIfExists(tmp);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        err.printf(Locale.ROOT, "label: wrote %s: %d positions in %.0f s%n", out, positions, seconds);
        return 0;
    }

    private static void progress(PrintWriter err, long done, long total, long start) {
        double minutes = (System.nanoTime() - start) / 60e9;
        err.printf(Locale.ROOT, "label: %d/%d positions, %.0f a minute%n", done, total, done / Math.max(minutes, 1e-9));
        err.flush();
    }

    private static void write(Writer w, Game g, int[] scores) throws IOException {
        for (int i = 0; i < scores.length; i++)
            w.write(g.positions()[i] + "," + g.movesPlayed()[i] + "," + g.results()[i] + "," + scores[i] + ","
                    + String.format(Locale.ROOT, "%.4f", WinChance.forSideToMove(scores[i])) + "\n");
    }

    /**
     * The games of {@code reader}'s lines: a line continues the game before it when its position is
     * that line's position followed by that line's move; every move must be legal and leave the game
     * open (the last line's move may end it). Anything else is an {@link IllegalArgumentException}
     * naming the line.
     */
    static List<Game> read(BufferedReader reader, Rule rule) throws IOException {
        List<Game> games = new ArrayList<>();
        List<String> positions = new ArrayList<>(), moves = new ArrayList<>();
        List<Integer> results = new ArrayList<>();
        GameState game = null;
        List<Integer> played = new ArrayList<>();
        int first = 0;
        String expected = null;
        String line;
        int lineNo = 0;
        while ((line = reader.readLine()) != null) {
            lineNo++;
            line = line.strip();
            if (line.isEmpty()) continue;
            String[] f = line.split(",", -1);
            if (f.length < 3) throw new IllegalArgumentException("line " + lineNo + ": expected Position,Move,Result");
            int result;
            try {
                result = Integer.parseInt(f[2].strip());
            } catch (NumberFormatException e) {
                result = -1;
            }
            if (result < 0 || result > 2) throw new IllegalArgumentException("line " + lineNo + ": result '" + f[2] + "' is not 0, 1 or 2");
            String position = f[0].strip(), move = f[1].strip();
            try {
                if (!position.equals(expected)) {
                    // A new game: set up its first position.
                    if (game != null) games.add(game(played, first, positions, moves, results));
                    positions.clear();
                    moves.clear();
                    results.clear();
                    played.clear();
                    game = new GameState(SelfplayCommand.SIZE, rule);
                    for (int[] m : Notation.parsePosString(position, SelfplayCommand.SIZE)) play(game, m, played);
                    first = played.size();
                }
                if (game.isOver()) throw new IllegalArgumentException("the game is already over");
                List<int[]> next = Notation.parsePosString(move, SelfplayCommand.SIZE);
                if (next.size() != 1) throw new IllegalArgumentException("expected one move, not '" + move + "'");
                play(game, next.get(0), played);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + lineNo + ": " + e.getMessage(), e);
            }
            positions.add(position);
            moves.add(move);
            results.add(result);
            expected = position + move;
        }
        if (game != null) games.add(game(played, first, positions, moves, results));
        return games;
    }

    private static void play(GameState game, int[] m, List<Integer> played) {
        MoveCheck check = game.play(m[0], m[1]);
        if (check != MoveCheck.LEGAL) throw new IllegalArgumentException("move " + Notation.toPosString(List.of(m)) + " is not legal: " + check.message);
        played.add(Pos.of(m[0], m[1]));
    }

    private static Game game(List<Integer> played, int first, List<String> positions, List<String> moves, List<Integer> results) {
        return new Game(played.stream().mapToInt(Integer::intValue).toArray(), first, positions.toArray(String[]::new),
                moves.toArray(String[]::new), results.stream().mapToInt(Integer::intValue).toArray());
    }
}
