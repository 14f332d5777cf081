package gomoku.cli;

import gomoku.piskvork.PiskvorkMain;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gomoku pbrain}: the Gomocup / Piskvork protocol brain on standard input and output, for
 * tournament managers (Piskvork, c-gomoku-cli, GomocupJudge) and Yixin-Board-style GUIs.
 */
@Command(name = "pbrain", description = {
    "Run as a Gomocup (Piskvork protocol) brain on stdin/stdout.",
    "Managers that look for a pbrain-* executable can start ./pbrain-gomoku instead."
})
final class PbrainCommand implements Callable<Integer> {
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() {
        PiskvorkMain.run();
        return 0;
    }
}
