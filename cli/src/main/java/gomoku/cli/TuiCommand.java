package gomoku.cli;

import gomoku.game.store.GameStore;
import gomoku.tui.Messages;
import gomoku.tui.TuiMain;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code gomoku tui}: plays in the terminal until the player quits; games are shared with the web app. */
@Command(name = "tui", resourceBundle = "gomoku.cli.TuiHelp", sortOptions = false,
        description = "Play in the terminal (keys: h8 to play, q computer moves, w undo, h help).")
class TuiCommand implements Callable<Integer> {
    @Option(names = "--db", description = "Game database file (default ~/.local/share/gomoku/gomoku.db).")
    Path db;

    @Option(names = "--ascii", description = "Draw the board with plain ASCII even on a UTF-8 terminal.")
    boolean ascii;

    @Option(names = "--lang", paramLabel = "LANG",
            description = "Language of the app: en or zh-CN (default: from LC_ALL, LC_MESSAGES or LANG).")
    String lang;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Locale locale;
        try {
            locale = lang != null ? Messages.parse(lang) : Messages.fromEnvironment(System.getenv());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--lang: " + e.getMessage());
        }
        return play(db != null ? db : GameStore.defaultPath(), ascii, locale);
    }

    /** Blocks while the app runs; tests override it to check the options without a terminal. */
    int play(Path db, boolean ascii, Locale locale) {
        return TuiMain.run(db, ascii, Messages.of(locale), System.err);
    }
}
