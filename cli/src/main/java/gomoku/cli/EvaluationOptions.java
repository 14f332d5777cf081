package gomoku.cli;

import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import gomoku.game.match.EnginePlayer;
import gomoku.game.match.SelfPlay;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The options that choose the static evaluation of {@code label}'s and {@code selfplay}'s searches:
 * {@code --evaluation}, and {@code --network} for a network file of {@code gomoku train} instead of
 * the shipped one. The file is read through the loader of {@code match}'s {@code network=FILE}, once
 * and before any search, so that a bad file stops the command before it writes anything.
 */
final class EvaluationOptions {
    // No picocli default: an explicit "--evaluation classical" next to --network is a contradiction to
    // refuse, while the default next to it is not.
    @Option(names = "--evaluation", paramLabel = "EVAL", converter = AnalyzeCommand.EvaluationConverter.class,
            description = "Static evaluation of the searches: classical, network (the shipped network of the rule) or "
                    + AnalyzeCommand.AUTO_MEANS + " (default: classical, as the shipped networks' data were made).")
    private Evaluation evaluation;

    @Option(names = "--network", paramLabel = "FILE",
            description = "A network file of gomoku train to evaluate with instead of the shipped one, of the rule's "
                    + "rule set (implies --evaluation network).")
    private Path network;

    /**
     * {@code settings} with the chosen evaluation; an {@link IllegalArgumentException} naming the
     * option when the network file cannot be read, is damaged, or is for the other rule set.
     */
    SelfPlay.Settings apply(SelfPlay.Settings settings) {
        if (network == null) return evaluation == null ? settings : settings.withEvaluation(evaluation, null);
        if (evaluation == Evaluation.CLASSICAL)
            throw new IllegalArgumentException("--network: a network file needs the network evaluation, not --evaluation classical");
        Network file = read(network);
        try {
            return settings.withEvaluation(Evaluation.NETWORK, file);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--network: " + network + " holds " + e.getMessage(), e);
        }
    }

    /** The network file of a {@code --network} option; an {@link IllegalArgumentException} naming the option when it cannot be read. */
    static Network read(Path network) {
        try {
            return EnginePlayer.readNetwork(network.toString());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--network: " + e.getMessage(), e);
        }
    }

    /** How a command's first line names the evaluation: nothing for the classical one, so that line stays as it was. */
    String describe() {
        if (network != null) return ", network " + network;
        return evaluation == null || evaluation == Evaluation.CLASSICAL ? "" : ", " + evaluation.id() + " evaluation";
    }
}
