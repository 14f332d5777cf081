package gomoku.tui;

import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import gomoku.game.store.StoreException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;

/**
 * Starts the terminal app: {@code TuiMain [--db PATH] [--ascii]}. The launcher's {@code gomoku tui}
 * calls {@link #run}; {@link #main} is there so the app can start without the launcher (the
 * end-to-end test runs it that way). Exit status 0, 1 when the database or terminal fails, 2 for
 * bad arguments.
 */
public final class TuiMain {
    private static final String LOG_FILE = "org.slf4j.simpleLogger.logFile";

    private TuiMain() {}

    public static void main(String[] args) {
        Path db = null;
        boolean ascii = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--ascii" -> ascii = true;
                case "--db" -> {
                    if (i + 1 == args.length) System.exit(usage("--db needs a file"));
                    db = Path.of(args[++i]);
                }
                case "-h", "--help" -> {
                    System.out.println("Usage: TuiMain [--db PATH] [--ascii]");
                    return;
                }
                default -> System.exit(usage("unknown argument '" + args[i] + "'"));
            }
        }
        System.exit(run(db != null ? db : GameStore.defaultPath(), ascii, System.err));
    }

    /** Plays in this process's terminal until the player quits; returns the exit status. */
    public static int run(Path db, boolean ascii, PrintStream err) {
        // Log lines would break the full-screen board: they go to a file beside the database.
        if (System.getProperty(LOG_FILE) == null)
            System.setProperty(LOG_FILE, db.toAbsolutePath().resolveSibling("gomoku-tui.log").toString());
        try (GameStore store = GameStore.open(db);
             SqliteProgressStore progress = SqliteProgressStore.open(db, System::currentTimeMillis);
             EngineComputerPlayer computer = new EngineComputerPlayer();
             Terminal terminal = TerminalBuilder.builder().system(true).name("gomoku").build()) {
            TuiPractice practice = new TuiPractice(PuzzleCollection.bundled(), progress, store, Clock.systemUTC());
            TuiSession session = new TuiSession(store, computer, System::currentTimeMillis, TuiSettings.defaults(), practice);
            ScreenRenderer renderer = new ScreenRenderer(TerminalApp.supportsUnicode(terminal, ascii),
                    TerminalApp.supportsColour(terminal));
            new TerminalApp(terminal, session, renderer).run();
            return 0;
        } catch (StoreException | UncheckedIOException e) {
            err.println("gomoku tui: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("gomoku tui: the terminal failed: " + e.getMessage());
            return 1;
        }
    }

    private static int usage(String problem) {
        System.err.println("gomoku tui: " + problem + " (usage: [--db PATH] [--ascii])");
        return 2;
    }
}
