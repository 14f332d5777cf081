package gomoku.web;

import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import gomoku.game.store.VariationStore;
import io.javalin.Javalin;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CountDownLatch;

/**
 * Runs the web app until the process is stopped: {@code --port N} (0 = any free port), {@code --host H}
 * (default 127.0.0.1), {@code --db PATH} (default {@link GameStore#defaultPath()}). Prints one line,
 * {@code gomoku web app: http://HOST:PORT/}, once it listens.
 */
public final class WebMain {
    private WebMain() {}

    /** A started app with the store and service it owns; {@link #close()} stops all three. */
    public record Running(Javalin app, GameService service, GameStore store, SqliteProgressStore progress,
                          VariationStore boards, BoardEngines boardEngines, String url) implements AutoCloseable {
        @Override
        public void close() {
            app.stop();
            boardEngines.close();
            service.close();
            boards.close();
            progress.close();
            store.close();
        }
    }

    /** Live analyses the analysis board runs at once, server-wide. */
    static final int BOARD_ENGINES = 2;
    /** Table size of each of them, in MB. */
    static final int BOARD_HASH_MB = 32;

    public static Running start(String host, int port, Path db) {
        GameStore store = GameStore.open(db);
        GameService service = new GameService(store);
        SqliteProgressStore progress = SqliteProgressStore.open(db, System::currentTimeMillis);
        VariationStore boards = VariationStore.open(db, System::currentTimeMillis);
        BoardEngines boardEngines = new BoardEngines(BOARD_ENGINES, BOARD_HASH_MB);
        Javalin app = WebServer.create(service,
                new PracticeService(PuzzleCollection.bundled(), progress, store, Clock.systemUTC()),
                new BoardService(boards, service::record), boardEngines);
        try {
            app.start(host, port);
        } catch (RuntimeException e) {
            boardEngines.close();
            boards.close();
            service.close();
            progress.close();
            store.close();
            throw e;
        }
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return new Running(app, service, store, progress, boards, boardEngines, "http://" + shown + ":" + app.port() + "/");
    }

    /** Starts, prints the address to {@code out}, and blocks until the JVM shuts down. */
    public static void runUntilShutdown(String host, int port, Path db, PrintStream out) throws InterruptedException {
        Running running = start(host, port, db);
        out.println("gomoku web app: " + running.url() + "  (games in " + db.toAbsolutePath() + ")");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            running.close();
            stopped.countDown();
        }, "web-shutdown"));
        stopped.await();
    }

    public static void main(String[] args) throws InterruptedException {
        String host = "127.0.0.1";
        int port = 8080;
        Path db = GameStore.defaultPath();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length) usage("missing value for " + a);
            switch (a) {
                case "--host" -> host = args[++i];
                case "--port" -> {
                    try {
                        port = Integer.parseInt(args[++i]);
                    } catch (NumberFormatException e) {
                        usage("--port needs a number");
                    }
                }
                case "--db" -> db = Path.of(args[++i]);
                default -> usage("unknown option " + a);
            }
        }
        runUntilShutdown(host, port, db, System.out);
    }

    private static void usage(String message) {
        System.err.println("gomoku web: " + message + "; usage: --port N --host H --db PATH");
        System.exit(2);
    }
}
