package gomoku.cli;

import gomoku.game.store.Database;
import gomoku.game.store.GameStore;
import gomoku.web.WebMain;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code gomoku web}: serves the web app until the process is stopped (Ctrl-C, SIGTERM). */
@Command(name = "web", description = "Play in the browser: starts the web app and prints its address.",
        sortOptions = false)
class WebCommand implements Callable<Integer> {
    @Option(names = "--port", description = "TCP port (default ${DEFAULT-VALUE}; 0 = any free port).")
    int port = 8080;

    @Option(names = "--host", description = "Address to listen on (default ${DEFAULT-VALUE}).")
    String host = "127.0.0.1";

    @Option(names = "--db", paramLabel = "PATH|URL", description = "Game database: a SQLite file (default"
            + " ~/.local/share/gomoku/gomoku.db) or a PostgreSQL URL, postgresql://HOST:PORT/DB?user=NAME; its password"
            + " from GOMOKU_DB_PASSWORD or PGPASSWORD.")
    String db;

    @Option(names = "--db-pool", paramLabel = "N", description = "Database connections at most (default ${DEFAULT-VALUE}).")
    int pool = Database.DEFAULT_POOL_SIZE;

    @Option(names = "--server-name", paramLabel = "NAME", description = "This server's name in the logs and to the"
            + " other servers on a shared PostgreSQL database (default: host name and process id).")
    String serverName;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("--port must be 0 to 65535: " + port);
        if (pool < 1) throw new IllegalArgumentException("--db-pool must be at least 1: " + pool);
        String target = db == null ? GameStore.defaultPath().toString()
                : Database.isPostgresql(db) ? db : Path.of(db).toAbsolutePath().toString();
        String name = serverName == null ? WebMain.defaultServerName() : serverName;
        if (name.isBlank() || name.contains(" ")) throw new IllegalArgumentException("--server-name needs a name without spaces");
        serve(host, port, target, pool, name);
        return 0;
    }

    /** Blocks while the server runs; tests override it to check the routing without a server. */
    void serve(String host, int port, String db, int pool, String name) throws InterruptedException {
        WebMain.runUntilShutdown(host, port, db, pool, name, System.out);
    }
}
