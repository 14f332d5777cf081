package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.WinChance;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.match.Openings;
import gomoku.game.match.SelfPlay;
import gomoku.game.notation.Notation;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gomoku selfplay: tiny runs (a few hundred nodes a move), their lines, and a run continued after a stop. */
class SelfplayCommandTest {
    /** Small searches and few random moves: a game takes a fraction of a second. */
    private static final List<String> SMALL = List.of("--nodes", "300", "--label-nodes", "600", "--random-plies", "2");

    @TempDir
    static Path dir;
    /** Two freestyle games, seed 7, on two threads: the run the others are compared with. */
    private static byte[] twoGames;

    private static CliRun selfplay(Path out, int games, String... more) {
        List<String> args = new ArrayList<>(List.of("selfplay", "--out", out.toString(), "--games", String.valueOf(games)));
        args.addAll(SMALL);
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static byte[] run(String name, int games, String... more) throws IOException {
        Path out = dir.resolve(name);
        CliRun r = selfplay(out, games, more);
        assertThat(r.exitCode()).as(r.err()).isZero();
        return Files.readAllBytes(out);
    }

    @BeforeAll
    static void playTwoGames() throws IOException {
        twoGames = run("two.csv", 2, "--seed", "7", "--threads", "2");
    }

    private static List<String[]> lines(byte[] file) {
        List<String[]> out = new ArrayList<>();
        for (String line : new String(file, StandardCharsets.US_ASCII).split("\n")) out.add(line.split(",", -1));
        return out;
    }

    @Test
    void twoGames_linesReplayLegally_andAgreeWithHowEachGameEnded() throws IOException {
        assertGamesReplay(twoGames);
        assertThat(selfplay(dir.resolve("two.csv"), 2).err()).contains("already holds 2 games");
    }

    /** A freestyle file of games 1 and 2 as selfplay writes them: legal, whole, and with results that agree with their ends. */
    private static void assertGamesReplay(byte[] file) throws IOException {
        String text = new String(file, StandardCharsets.US_ASCII);
        assertThat(text).endsWith("\n");
        Map<String, List<String[]>> games = new LinkedHashMap<>();
        for (String[] f : lines(file)) {
            assertThat(f).as(String.join(",", f)).hasSize(6);
            games.computeIfAbsent(f[5], k -> new ArrayList<>()).add(f);
        }
        assertThat(games.keySet()).containsExactly("1", "2");
        Set<String> openings = symmetricOpenings(Rule.FREESTYLE);
        for (List<String[]> game : games.values()) {
            assertThat(openings).as("the first position is a balanced opening, turned").contains(game.get(0)[0]);
            GameState state = new GameState(15, Rule.FREESTYLE);
            for (int[] m : Notation.parsePosString(game.get(0)[0], 15)) assertThat(state.play(m[0], m[1])).isEqualTo(MoveCheck.LEGAL);
            List<Integer> results = new ArrayList<>();
            for (String[] f : game) {
                assertThat(f[0]).as("each position is the one before and its move").isEqualTo(posString(state));
                assertThat(state.isOver()).isFalse();
                results.add(Integer.parseInt(f[2]));
                int score = Integer.parseInt(f[3]);
                assertThat(f[4]).isEqualTo(String.format(Locale.ROOT, "%.4f", WinChance.forSideToMove(score)));
                int[] move = Notation.parsePosString(f[1], 15).get(0);
                assertThat(state.play(move[0], move[1])).isEqualTo(MoveCheck.LEGAL);
            }
            boolean capped = state.moveCount() >= SelfPlay.maxMoves(Rule.FREESTYLE, 15);
            assertThat(state.isOver() || capped).as("the last line's move ends the game").isTrue();
            int winner = state.isOver() ? state.result() : GameState.DRAW;
            int firstToMove = (state.moveCount() - game.size()) % 2 == 0 ? Side.BLACK : Side.WHITE;
            for (int i = 0; i < results.size(); i++) {
                int side = firstToMove ^ (i & 1);
                int expected = winner == GameState.DRAW ? 1 : winner == side ? 2 : 0;
                assertThat(results.get(i)).as("result of line %d for %s", i + 1, Side.name(side)).isEqualTo(expected);
            }
            if (winner != GameState.DRAW) {
                // The side that made five had a winning position before its last move: the label says so.
                String[] last = game.get(game.size() - 1);
                assertThat(Integer.parseInt(last[3])).isEqualTo(WinChance.winIn(1));
            }
        }
    }

    private static String posString(GameState state) {
        List<int[]> moves = new ArrayList<>();
        for (int pos : state.moves()) moves.add(new int[] {gomoku.engine.core.Pos.x(pos), gomoku.engine.core.Pos.y(pos)});
        return Notation.toPosString(moves);
    }

    /** The rule's bundled openings under all eight symmetries, in pos notation. */
    private static Set<String> symmetricOpenings(Rule rule) throws IOException {
        String name = rule == Rule.RENJU ? "renju15.pos" : "freestyle15.pos";
        String text;
        try (InputStream in = SelfplayCommand.class.getResourceAsStream("openings/" + name)) {
            assertThat(in).as(name).isNotNull();
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Set<String> all = new HashSet<>();
        for (List<int[]> opening : Openings.parse(text, 15))
            for (int sym = 0; sym < 8; sym++) {
                GameState g = SelfPlay.start(opening, sym, rule, 15, 1);
                all.add(posString(g));
            }
        return all;
    }

    @Test
    void sameSeed_givesTheSameFile_onAnyNumberOfThreads_andAnotherSeedAnother() throws IOException {
        assertThat(run("again.csv", 2, "--seed", "7", "--threads", "1")).isEqualTo(twoGames);
        assertThat(run("other.csv", 2, "--seed", "8", "--threads", "2")).isNotEqualTo(twoGames);
    }

    @Test
    void networkEvaluation_otherGames_sameOnAnyNumberOfThreads_andFromAFileOfTheShippedNetwork() throws IOException {
        byte[] network = run("network.csv", 2, "--seed", "7", "--threads", "2", "--evaluation", "network");
        assertGamesReplay(network);
        assertThat(network).as("the games and labels of the network").isNotEqualTo(twoGames);
        assertThat(run("network1.csv", 2, "--seed", "7", "--threads", "1", "--evaluation", "network")).isEqualTo(network);
        Path file = dir.resolve("network-freestyle.bin");
        try (InputStream in = SelfplayCommandTest.class.getClassLoader().getResourceAsStream("gomoku/engine/eval/network-freestyle.bin")) {
            assertThat(in).as("the shipped network").isNotNull();
            Files.write(file, in.readAllBytes());
        }
        // Continued with the same options, as a stopped run is: the file of the uninterrupted one.
        Path out = dir.resolve("network-file.csv");
        assertThat(selfplay(out, 1, "--seed", "7", "--network", file.toString()).exitCode()).isZero();
        CliRun second = selfplay(out, 2, "--seed", "7", "--network", file.toString());
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(second.err()).contains("games 2 to 2").contains("network " + file);
        assertThat(Files.readAllBytes(out)).isEqualTo(network);
    }

    @Test
    void interruptedRun_continues_toTheFileOfAnUninterruptedOne() throws IOException {
        Path out = dir.resolve("resumed.csv");
        assertThat(selfplay(out, 1, "--seed", "7").exitCode()).isZero();
        byte[] first = Files.readAllBytes(out);
        assertThat(lines(first)).allMatch(f -> f[5].equals("1"));
        CliRun second = selfplay(out, 2, "--seed", "7");
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(second.err()).contains("games 2 to 2").contains("holds games 1 to 1");
        assertThat(Files.readAllBytes(out)).isEqualTo(twoGames);
    }

    @Test
    void gameCutShort_isPlayedAgain_toTheSameFile() throws IOException {
        // A stop while game 2 was being written: the file ends inside one of its lines.
        String text = new String(twoGames, StandardCharsets.US_ASCII);
        int secondGame = text.indexOf(",2\n");
        Path out = dir.resolve("cut.csv");
        Files.write(out, Arrays.copyOf(twoGames, secondGame + 9));
        CliRun r = selfplay(out, 2, "--seed", "7");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).contains("games 2 to 2");
        assertThat(Files.readAllBytes(out)).isEqualTo(twoGames);
    }

    @Test
    void gzip_holdsTheSameLines_andContinuesAfterACutMember() throws IOException {
        byte[] gz = run("two.csv.gz", 2, "--seed", "7", "--threads", "2");
        assertThat(gunzip(gz)).isEqualTo(twoGames);
        // Cut the file inside game 2's member, as a stop while writing it would.
        Path out = dir.resolve("cut.csv.gz");
        Files.write(out, Arrays.copyOf(gz, gz.length - 20));
        CliRun r = selfplay(out, 2, "--seed", "7");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).contains("games 2 to 2");
        assertThat(Files.readAllBytes(out)).isEqualTo(gz);
    }

    private static byte[] gunzip(byte[] gz) throws IOException {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            return in.readAllBytes();
        }
    }

    @Test
    void renju_movesAreLegalForBlack_andTheFileReadsBack() throws IOException {
        byte[] renju = run("renju.csv", 1, "--rule", "renju", "--seed", "3");
        List<String[]> lines = lines(renju);
        GameState state = new GameState(15, Rule.RENJU);
        for (int[] m : Notation.parsePosString(lines.get(lines.size() - 1)[0] + lines.get(lines.size() - 1)[1], 15))
            assertThat(state.play(m[0], m[1])).isEqualTo(MoveCheck.LEGAL);
        assertThat(symmetricOpenings(Rule.RENJU)).contains(lines.get(0)[0]);
        SelfplayFile.Contents c = SelfplayFile.scan(dir.resolve("renju.csv"), Rule.RENJU, 15);
        assertThat(c.games()).isEqualTo(1);
        assertThat(c.positions()).isEqualTo(lines.size());
        assertThat(c.bytes()).isEqualTo(renju.length);
    }

    @Test
    void tune_readsTheLines_everyOneUsedOrSkipped() throws IOException {
        int n = lines(twoGames).size();
        EvalTuner threats = new EvalTuner(Rule.FREESTYLE);
        threats.read(new ByteArrayInputStream(twoGames));
        assertThat(threats.size() + threats.skipped()).isEqualTo(n);
        assertThat(threats.size()).isPositive();
        CellValueFit cells = new CellValueFit(Rule.FREESTYLE);
        cells.read(new ByteArrayInputStream(twoGames));
        assertThat(cells.samples().size() + cells.skipped()).isEqualTo(n);
        PolicyFit policy = new PolicyFit(Rule.FREESTYLE, PolicyFit.BOTH_SIDES);
        policy.read(new ByteArrayInputStream(twoGames));
        assertThat(policy.size() + policy.skipped()).isEqualTo(n);
        assertThat(policy.size()).isPositive();
    }

    @Test
    void badInput_exits2_namingIt_andLeavesAForeignFileAlone() throws IOException {
        Path out = dir.resolve("bad.csv");
        Path damaged = dir.resolve("damaged.bin");
        Files.write(damaged, new byte[100]);
        for (String[] args : new String[][] {
                {"--rule", "caro"}, {"--nodes", "0"}, {"--label-nodes", "-5"}, {"--threads", "0"}, {"--games", "0"},
                {"--random-moves", "11"}, {"--openings", dir.resolve("missing.pos").toString()},
                {"--evaluation", "neural"}, {"--network", dir.resolve("missing.bin").toString()}, {"--network", damaged.toString()}}) {
            List<String> all = new ArrayList<>(List.of("selfplay", "--out", out.toString(), "--games", "1"));
            all.addAll(List.of(args));
            CliRun r = CliRun.of(all.toArray(String[]::new));
            assertThat(r.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).as(String.join(" ", args)).startsWith("gomoku selfplay: ").contains(args[0]);
        }
        assertThat(out).doesNotExist();
        Path decided = dir.resolve("decided.pos");
        Files.writeString(decided, "h8a1\ng7a1i9a2j10a3h8a4k11\n");   // the second: black has five already
        CliRun five = selfplay(out, 1, "--openings", decided.toString());
        assertThat(five.exitCode()).isEqualTo(2);
        assertThat(five.err()).contains("--openings: opening 2 is already decided");
        assertThat(out).doesNotExist();
        Path foreign = dir.resolve("foreign.csv");
        Files.writeString(foreign, "h8h9,i9,2\nh8h9i9,j10,0\n");
        CliRun r = selfplay(foreign, 1);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("foreign.csv line 1").contains("not a file selfplay wrote");
        assertThat(Files.readString(foreign)).isEqualTo("h8h9,i9,2\nh8h9i9,j10,0\n");
    }
}
