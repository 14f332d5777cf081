package gomoku.cli;

import gomoku.engine.core.Rule;
import gomoku.game.match.EnginePlayer;
import gomoku.game.match.Match;
import gomoku.game.match.Openings;
import gomoku.game.match.Player;
import gomoku.game.match.ProtocolPlayer;
import gomoku.game.match.Sprt;
import gomoku.game.record.Psq;
import gomoku.game.record.Sgf;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code gomoku match}: two players from a file of balanced openings, each opening twice with
 * colours swapped; prints every game, then wins/draws/losses and the Elo difference with its 95%
 * margin. A player is an engine setting ({@code level=3}, {@code time=500,threads=1}, {@code depth=6})
 * or an external Gomocup brain ({@code pbrain:COMMAND}, for an older build or another engine).
 */
@Command(name = "match", description = {
    "Play two engine settings (or an external pbrain) against each other from balanced openings, both colours.",
    "Players: level=N | time=MS | depth=N | nodes=N, optionally ,threads=N ,hash=MB ,evaluation=auto|classical|network ,network=FILE;",
    "or pbrain:COMMAND (turn time from --turn-time; --brain-info \"evaluation network\" for our brain's network)."
})
final class MatchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--first", required = true, paramLabel = "PLAYER", description = "The player whose score is reported.")
    private String first;

    @Option(names = "--second", required = true, paramLabel = "PLAYER", description = "Its opponent.")
    private String second;

    @Option(names = "--openings", required = true, paramLabel = "FILE",
            description = "Openings, one per line: pos format (h8i9j10, rows from the top) or Gomocup offsets (0,0, 1,1).")
    private Path openings;

    @Option(names = "--rule", defaultValue = "freestyle", converter = AnalyzeCommand.RuleConverter.class,
            description = "freestyle, standard or renju (default: ${DEFAULT-VALUE}).")
    private Rule rule;

    @Option(names = "--size", defaultValue = "15", description = "Board size (default: ${DEFAULT-VALUE}).")
    private int size;

    @Option(names = "--count", defaultValue = "0", description = "Use only the first N openings (default: all).")
    private int count;

    @Option(names = "--turn-time", defaultValue = "1000", paramLabel = "MS",
            description = "Turn time for external brains, in ms (default: ${DEFAULT-VALUE}).")
    private long turnTime;

    @Option(names = "--brain-info", paramLabel = "KEY VALUE",
            description = "Extra INFO line for external brains, e.g. \"max_depth 6\" (repeatable).")
    private List<String> brainInfo = List.of();

    @Option(names = "--game-time", defaultValue = "0", paramLabel = "MS",
            description = "Time per game and player in ms; 0 for none (default). A player who runs out loses.")
    private long gameTime;

    @Option(names = "--games-out", paramLabel = "FILE",
            description = "Write every game to this file: .sgf for one SGF collection, otherwise PSQ files FILE-1.psq, FILE-2.psq ...")
    private Path gamesOut;

    @Option(names = "--seed", defaultValue = "1", description = "Seed for the players' random choices (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--sprt", paramLabel = "ELO0,ELO1",
            description = "Stop as soon as a sequential probability ratio test (5%% error each way) decides between the "
                    + "first player being ELO0 or ELO1 Elo stronger, e.g. 0,20.")
    private String sprt;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws Exception {
        String text;
        try {
            text = Files.readString(openings);
        } catch (IOException e) {
            throw new IllegalArgumentException("--openings: cannot read " + openings);
        }
        List<List<int[]>> list = Openings.parse(text, size);
        if (count > 0 && count < list.size()) list = list.subList(0, count);
        if (list.isEmpty()) throw new IllegalArgumentException("--openings: no openings in " + openings);
        PrintWriter out = spec.commandLine().getOut();
        StringBuilder sgf = new StringBuilder();
        int[] n = {0};
        try (Player a = player(first, seed); Player b = player(second, seed + 1)) {
            Sprt test = sprt == null ? null : parseSprt(sprt);
            Match.Summary s = new Match(rule, size).run(a, b, list, gameTime, o -> {
                n[0]++;
                out.printf(Locale.ROOT, "game %3d  opening %3d  %-5s %s  (%s, %d moves)%n", n[0], o.opening() + 1,
                        o.firstIsBlack() ? "black" : "white", o.score() == 1 ? "win " : o.score() == 0 ? "loss" : "draw",
                        o.reason(), o.record().moveCount());
                out.flush();
                if (gamesOut != null) {
                    if (gamesOut.toString().endsWith(".sgf")) sgf.append(Sgf.write(o.record())).append('\n');
                    else write(Path.of(gamesOut + "-" + n[0] + ".psq"), Psq.write(o.record()));
                }
            }, sum -> test != null && test.decide(sum.wins(), sum.draws(), sum.losses()) != Sprt.Decision.CONTINUE);
            if (gamesOut != null && gamesOut.toString().endsWith(".sgf")) write(gamesOut, sgf.toString());
            if (test != null) {
                Sprt.Decision decision = test.decide(s.wins(), s.draws(), s.losses());
                out.printf(Locale.ROOT, "SPRT elo0=%.0f elo1=%.0f: LLR %.2f (bounds %.2f, %.2f): %s%n", test.elo0(), test.elo1(),
                        test.llr(s.wins(), s.draws(), s.losses()), test.lowerBound(), test.upperBound(),
                        decision == Sprt.Decision.ACCEPT_H1 ? "H1 accepted (the first player is stronger)"
                                : decision == Sprt.Decision.ACCEPT_H0 ? "H0 accepted (no gain of elo1)"
                                : "undecided when the openings ran out");
            }
            double[] interval = s.eloInterval();
            out.printf(Locale.ROOT, "%s vs %s: %d games, +%d =%d -%d, score %.1f%%, Elo %+.0f +/- %.0f (95%%: %+.0f to %+.0f)%n",
                    first, second, s.games(), s.wins(), s.draws(), s.losses(), 100 * s.score(), s.elo() + 0.0, s.eloError(),
                    interval[0] + 0.0, interval[1] + 0.0);   // + 0.0 turns -0.0 into 0.0 for printing
            out.flush();
        }
        return 0;
    }

    private Player player(String spec, long seed) {
        if (spec.startsWith("pbrain:")) return new ProtocolPlayer(spec, spec.substring(7), turnTime, rule.gomocupCode, brainInfo);
        return EnginePlayer.parse(spec, seed);
    }

    private static Sprt parseSprt(String text) {
        String[] parts = text.split(",");
        try {
            if (parts.length == 2) return new Sprt(Double.parseDouble(parts[0].strip()), Double.parseDouble(parts[1].strip()), 0.05, 0.05);
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--sprt: expected ELO0,ELO1 with ELO0 < ELO1, e.g. 0,20; got '" + text + "'");
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new IllegalArgumentException("--games-out: cannot write " + file);
        }
    }
}
