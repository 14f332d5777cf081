package gomoku.cli;

import gomoku.game.store.GameStore;
import gomoku.web.WebMain;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code gomoku web}: serves the web app until the process is stopped (Ctrl-C). */
@Command(name = "web", description = "Play in the browser: starts the web app and prints its address.",
        sortOptions = false)
class WebCommand implements Callable<Integer> {
    @Option(names = "--port", description = "TCP port (default ${DEFAULT-VALUE}; 0 = any free port).")
    int port = 8080;

    @Option(names = "--host", description = "Address to listen on (default ${DEFAULT-VALUE}).")
    String host = "127.0.0.1";

    @Option(names = "--db", description = "Game database file (default ~/.local/share/gomoku/gomoku.db).")
    Path db;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("--port must be 0 to 65535: " + port);
        serve(host, port, db != null ? db : GameStore.defaultPath());
        return 0;
    }

    /** Blocks while the server runs; tests override it to check the routing without a server. */
    void serve(String host, int port, Path db) throws InterruptedException {
        WebMain.runUntilShutdown(host, port, db, System.out);
    }
}
