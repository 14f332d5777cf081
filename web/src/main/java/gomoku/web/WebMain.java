package gomoku.web;

import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.Database;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import gomoku.game.store.VariationStore;
import io.javalin.Javalin;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs the web app until the process is stopped: {@code --port N} (0 = any free port), {@code --host H}
 * (default 127.0.0.1), {@code --db PATH|URL} (a SQLite file, default {@link GameStore#defaultPath()},
 * or a PostgreSQL URL, see {@link Database#open}), {@code --db-pool N} (connections, default
 * {@link Database#DEFAULT_POOL_SIZE}), {@code --server-name NAME} (how this server is named in logs
 * and to the other servers of a shared database, default {@link #defaultServerName()}). Prints one
 * line, {@code gomoku web app: http://HOST:PORT/}, once it listens.
 */
public final class WebMain {
    private WebMain() {}

    /**
     * A started app with the database, stores and services it owns. {@link #close()} stops it
     * gracefully: {@code /ready} answers 503 at once, the server stops taking requests and lets those in
     * flight finish, WebSocket clients get a close 1001 (going away) with a reason asking them to
     * reconnect, the engines stop, and the pool closes last, after the last write.
     */
    public record Running(Javalin app, GameService service, GameStore store, SqliteProgressStore progress,
                          VariationStore boards, BoardEngines boardEngines, String url, Database database,
                          AtomicBoolean stopping) implements AutoCloseable {
        @Override
        public void close() {
            if (!stopping.compareAndSet(false, true)) return;
            app.stop();
            boardEngines.close();
            service.close();
            boards.close();
            progress.close();
            store.close();
            database.close();
        }
    }

    /** Live analyses the analysis board runs at once, server-wide. */
    static final int BOARD_ENGINES = 2;
    /** Table size of each of them, in MB. */
    static final int BOARD_HASH_MB = 32;

    /** Starts on the SQLite file {@code db}. */
    public static Running start(String host, int port, Path db) {
        return start(host, port, db.toString(), Database.DEFAULT_POOL_SIZE);
    }

    /** Starts on {@code db}: the path of a SQLite file or a PostgreSQL URL; {@code poolSize} connections at most. */
    public static Running start(String host, int port, String db, int poolSize) {
        return start(host, port, db, poolSize, defaultServerName());
    }

    /**
     * The name a server goes by when none is given: the host's name and the process id, unique among
     * the servers of one database.
     */
    public static String defaultServerName() {
        String host = System.getenv("HOSTNAME");
        if (host == null || host.isBlank()) host = "host";
        return (host + "-" + ProcessHandle.current().pid()).replace(' ', '_');
    }

    /** As {@link #start(String, int, String, int)}, the server named {@code serverName}. */
    public static Running start(String host, int port, String db, int poolSize, String serverName) {
        Database database = Database.open(db, poolSize);
        GameStore store = GameStore.on(database);
        GameService service;
        try {
            service = new GameService(store, GameService.Options.defaults(), System::currentTimeMillis,
                    GameService.Sharing.on(serverName, database));
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
        SqliteProgressStore progress = SqliteProgressStore.on(database, System::currentTimeMillis);
        VariationStore boards = VariationStore.on(database, System::currentTimeMillis);
        BoardEngines boardEngines = new BoardEngines(BOARD_ENGINES, BOARD_HASH_MB);
        AtomicBoolean stopping = new AtomicBoolean();
        Javalin app = WebServer.create(service,
                new PracticeService(PuzzleCollection.bundled(), progress, store, Clock.systemUTC()),
                new BoardService(boards, service::record), boardEngines, database::ready, stopping::get);
        try {
            app.start(host, port);
        } catch (RuntimeException e) {
            boardEngines.close();
            boards.close();
            service.close();
            progress.close();
            store.close();
            database.close();
            throw e;
        }
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return new Running(app, service, store, progress, boards, boardEngines,
                "http://" + shown + ":" + app.port() + "/", database, stopping);
    }

    /** Starts on the SQLite file {@code db}, prints the address to {@code out}, and blocks until the JVM shuts down. */
    public static void runUntilShutdown(String host, int port, Path db, PrintStream out) throws InterruptedException {
        runUntilShutdown(host, port, db.toAbsolutePath().toString(), Database.DEFAULT_POOL_SIZE, defaultServerName(), out);
    }

    /**
     * Starts, prints the address to {@code out}, and blocks until the JVM shuts down (Ctrl-C, SIGTERM):
     * a shutdown hook then stops the app gracefully ({@link Running#close()}).
     */
    public static void runUntilShutdown(String host, int port, String db, int poolSize, String serverName,
                                        PrintStream out) throws InterruptedException {
        Running running = start(host, port, db, poolSize, serverName);
        out.println("gomoku web app: " + running.url() + "  (games in " + running.database().describe()
                + (running.database().isShared() ? ", shared as server " + serverName : "") + ")");
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
        String db = GameStore.defaultPath().toString();
        int pool = Database.DEFAULT_POOL_SIZE;
        String name = defaultServerName();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length) usage("missing value for " + a);
            switch (a) {
                case "--host" -> host = args[++i];
                case "--port" -> port = number(args[++i], "--port");
                case "--db" -> db = args[++i];
                case "--db-pool" -> pool = number(args[++i], "--db-pool");
                case "--server-name" -> name = args[++i];
                default -> usage("unknown option " + a);
            }
        }
        if (pool < 1) usage("--db-pool needs at least 1");
        if (!Database.isPostgresql(db)) db = Path.of(db).toAbsolutePath().toString();
        if (name.isBlank() || name.contains(" ")) usage("--server-name needs a name without spaces");
        runUntilShutdown(host, port, db, pool, name, System.out);
    }

    private static int number(String text, String option) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            usage(option + " needs a number");
            return 0;
        }
    }

    private static void usage(String message) {
        System.err.println("gomoku web: " + message + "; usage: --port N --host H --db PATH|URL --db-pool N --server-name NAME");
        System.exit(2);
    }
}
