package gomoku.cli;

import gomoku.engine.eval.Evaluation;
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
    @Option(names = "--evaluation", paramLabel = "EVAL", defaultValue = "auto", converter = AnalyzeCommand.EvaluationConverter.class,
            description = "Static evaluation to start with: " + AnalyzeCommand.AUTO_MEANS + ", classical or network (default: ${DEFAULT-VALUE}); "
                    + "INFO evaluation still changes it. For managers that cannot send that INFO line.")
    private Evaluation evaluation;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() {
        PiskvorkMain.run(evaluation);
        return 0;
    }
}
