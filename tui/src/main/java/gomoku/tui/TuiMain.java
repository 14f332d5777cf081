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
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;

/**
 * Starts the terminal app: {@code TuiMain [--db PATH] [--ascii] [--lang en|zh-CN]}; without
 * {@code --lang} the language follows {@code LC_ALL}, {@code LC_MESSAGES} or {@code LANG}. The launcher's {@code gomoku tui}
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
        Locale locale = Messages.fromEnvironment(System.getenv());
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--ascii" -> ascii = true;
                case "--lang" -> {
                    if (i + 1 == args.length) System.exit(usage("--lang needs en or zh-CN"));
                    try {
                        locale = Messages.parse(args[++i]);
                    } catch (IllegalArgumentException e) {
                        System.exit(usage(e.getMessage()));
                    }
                }
                case "--db" -> {
                    if (i + 1 == args.length) System.exit(usage("--db needs a file"));
                    db = Path.of(args[++i]);
                }
                case "-h", "--help" -> {
                    System.out.println(Messages.of(locale).get("main.usage"));
                    return;
                }
                default -> System.exit(usage("unknown argument '" + args[i] + "'"));
            }
        }
        System.exit(run(db != null ? db : GameStore.defaultPath(), ascii, Messages.of(locale), System.err));
    }

    /** As {@link #run(Path, boolean, Messages, PrintStream)} in the language the environment asks for. */
    public static int run(Path db, boolean ascii, PrintStream err) {
        return run(db, ascii, Messages.of(Messages.fromEnvironment(System.getenv())), err);
    }

    /** Plays in this process's terminal until the player quits; returns the exit status. */
    public static int run(Path db, boolean ascii, Messages msg, PrintStream err) {
        // Log lines would break the full-screen board: they go to a file beside the database.
        if (System.getProperty(LOG_FILE) == null)
            System.setProperty(LOG_FILE, db.toAbsolutePath().resolveSibling("gomoku-tui.log").toString());
        try (GameStore store = GameStore.open(db);
             SqliteProgressStore progress = SqliteProgressStore.open(db, System::currentTimeMillis);
             EngineComputerPlayer computer = new EngineComputerPlayer();
             Terminal terminal = terminal()) {
            // A terminal that cannot show Chinese (not UTF-8 or another Chinese charset) gets English.
            if (!terminal.encoding().newEncoder().canEncode(msg.get("side.black"))) msg = Messages.ENGLISH;
            TuiPractice practice = new TuiPractice(PuzzleCollection.bundled(), progress, store, Clock.systemUTC(), msg);
            TuiSession session = new TuiSession(store, computer, System::currentTimeMillis, TuiSettings.defaults(),
                    practice, msg);
            ScreenRenderer renderer = new ScreenRenderer(TerminalApp.supportsUnicode(terminal, ascii),
                    TerminalApp.supportsColour(terminal), msg);
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

    /**
     * The process's terminal. A UTF-8 locale in the environment (LC_ALL, LC_CTYPE or LANG) means
     * UTF-8 even when that locale is not installed, where Java would fall back to ASCII.
     */
    private static Terminal terminal() throws IOException {
        TerminalBuilder builder = TerminalBuilder.builder().system(true).name("gomoku");
        if (Messages.isUtf8(System.getenv())) builder.encoding(StandardCharsets.UTF_8);
        return builder.build();
    }

    private static int usage(String problem) {
        System.err.println("gomoku tui: " + problem + " (usage: [--db PATH] [--ascii] [--lang en|zh-CN])");
        return 2;
    }
}
