package gomoku.cli;

import gomoku.game.store.GameStore;
import gomoku.tui.TuiMain;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code gomoku tui}: plays in the terminal until the player quits; games are shared with the web app. */
@Command(name = "tui", description = "Play in the terminal (keys: h8 to play, q computer moves, w undo, h help).",
        sortOptions = false)
class TuiCommand implements Callable<Integer> {
    @Option(names = "--db", description = "Game database file (default ~/.local/share/gomoku/gomoku.db).")
    Path db;

    @Option(names = "--ascii", description = "Draw the board with plain ASCII even on a UTF-8 terminal.")
    boolean ascii;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Override
    public Integer call() {
        return play(db != null ? db : GameStore.defaultPath(), ascii);
    }

    /** Blocks while the app runs; tests override it to check the options without a terminal. */
    int play(Path db, boolean ascii) {
        return TuiMain.run(db, ascii, System.err);
    }
}
