package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.WinChance;
import gomoku.engine.search.Value;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gomoku label: recorded games valued by our search, line for line, the same on any number of threads. */
class LabelCommandTest {
    @TempDir
    Path dir;

    /** The lines of one game, Position,Move,Result from the side to move's view, from move {@code from} on. */
    private static List<String> game(String[] moves, int from, int winnerParity) {
        List<String> lines = new ArrayList<>();
        StringBuilder position = new StringBuilder();
        for (int i = 0; i < moves.length; i++) {
            if (i >= from) lines.add(position + "," + moves[i] + "," + (i % 2 == winnerParity ? 2 : 0));
            position.append(moves[i]);
        }
        return lines;
    }

    /** Black's open three h8 i8 j8 against white's stones on the edge, black to move: a won position. */
    private static final String[] WON = {"h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"};
    private static final String[] QUIET = {"h8", "i9", "g9", "i7", "i8", "g7", "j9", "h10"};

    private Path input(List<String> lines) throws IOException {
        Path in = dir.resolve("in.csv");
        Files.write(in, lines, StandardCharsets.UTF_8);
        return in;
    }

    /** Three games: a quiet one, a won one, and the quiet one again from move 5 (a game that starts late). */
    private static List<String> threeGames() {
        List<String> lines = new ArrayList<>(game(QUIET, 0, 1));
        lines.addAll(game(WON, 3, 0));
        lines.addAll(game(QUIET, 5, 1));
        return lines;
    }

    private static CliRun label(Path in, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("label", in.toString(), "--out", out.toString(), "--nodes", "400"));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void label_twoGames_everyLineKeptWithAScoreAndItsWinChance() throws IOException {
        List<String> lines = new ArrayList<>(game(QUIET, 2, 0));
        lines.addAll(game(WON, 4, 0));
        Path out = dir.resolve("out.csv");
        CliRun r = label(input(lines), out, "--threads", "1");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).contains("2 games", lines.size() + " positions");
        List<String> labelled = Files.readAllLines(out);
        assertThat(labelled).hasSize(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String[] f = labelled.get(i).split(",");
            assertThat(f).hasSize(5);
            assertThat(f[0] + "," + f[1] + "," + f[2]).isEqualTo(lines.get(i));
            int score = Integer.parseInt(f[3]);
            assertThat(f[4]).isEqualTo(String.format(Locale.ROOT, "%.4f", WinChance.forSideToMove(score)));
        }
        // Black to move with an open three and nothing of white's to fear wins by force; the
        // position after black's four-making move is lost for white.
        int wonLine = QUIET.length - 2 + 2;
        assertThat(labelled.get(wonLine)).startsWith("h8a1i8a3j8a5,");
        assertThat(Integer.parseInt(labelled.get(wonLine).split(",")[3])).isGreaterThan(Value.MATE_BAND);
        assertThat(Integer.parseInt(labelled.get(wonLine + 1).split(",")[3])).isLessThan(-Value.MATE_BAND);
    }

    @Test
    void label_sameOutputOnOneThreadOrTwo_gzipToo() throws IOException {
        Path in = input(threeGames()), one = dir.resolve("one.csv"), two = dir.resolve("two.csv.gz");
        assertThat(label(in, one, "--threads", "1").exitCode()).isZero();
        assertThat(label(in, two, "--threads", "2").exitCode()).isZero();
        byte[] unzipped = new java.util.zip.GZIPInputStream(Files.newInputStream(two)).readAllBytes();
        assertThat(new String(unzipped, StandardCharsets.UTF_8)).isEqualTo(Files.readString(one));
    }

    @Test
    void label_illegalOrBrokenLine_refusedWithItsNumberAndNothingWritten() throws IOException {
        Path out = dir.resolve("bad.csv");
        List<String> occupied = new ArrayList<>(game(QUIET, 0, 0));
        occupied.set(2, "h8i9,h8,2");
        CliRun r = label(input(occupied), out);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("occupied");
        assertThat(out).doesNotExist();

        CliRun badResult = label(input(List.of("h8,i9,3")), out);
        assertThat(badResult.exitCode()).isEqualTo(2);
        assertThat(badResult.err()).contains("line 1").contains("result");
        assertThat(out).doesNotExist();

        List<String> afterFive = new ArrayList<>(game(WON, 0, 0));
        afterFive.add(String.join("", WON) + ",a9,0");
        CliRun over = label(input(afterFive), out);
        assertThat(over.exitCode()).isEqualTo(2);
        assertThat(over.err()).contains("line " + afterFive.size()).contains("over");
        assertThat(out).doesNotExist();
    }

    private static List<Integer> scores(Path labelled) throws IOException {
        List<Integer> scores = new ArrayList<>();
        for (String line : Files.readAllLines(labelled)) scores.add(Integer.parseInt(line.split(",")[3]));
        return scores;
    }

    @Test
    void label_networkEvaluation_scoresOtherThanClassical_sameOnOneThreadOrTwo() throws IOException {
        Path in = input(threeGames());
        Path classical = dir.resolve("classical.csv"), one = dir.resolve("net1.csv"), two = dir.resolve("net2.csv");
        assertThat(label(in, classical, "--threads", "1").exitCode()).isZero();
        CliRun r = label(in, one, "--threads", "1", "--evaluation", "network");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).contains("network evaluation");
        assertThat(label(in, two, "--threads", "2", "--evaluation", "network").exitCode()).isZero();
        assertThat(Files.readString(two)).isEqualTo(Files.readString(one));
        List<Integer> network = scores(one);
        assertThat(network).hasSameSizeAs(scores(classical)).isNotEqualTo(scores(classical));
        // A forced result is found by the search whichever the evaluation: black's win stays a win.
        int wonLine = QUIET.length + 3;
        assertThat(network.get(wonLine)).isGreaterThan(Value.MATE_BAND);
    }

    /** The shipped freestyle network's bytes in a file of the test's own. */
    private Path shippedNetwork() throws IOException {
        Path file = dir.resolve("network-freestyle.bin");
        try (InputStream in = LabelCommandTest.class.getClassLoader().getResourceAsStream("gomoku/engine/eval/network-freestyle.bin")) {
            assertThat(in).as("the shipped network").isNotNull();
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

    @Test
    void label_networkFile_ofTheShippedBytes_sameAsTheNetworkEvaluation() throws IOException {
        Path in = input(threeGames()), shipped = dir.resolve("shipped.csv"), file = dir.resolve("file.csv");
        assertThat(label(in, shipped, "--threads", "2", "--evaluation", "network").exitCode()).isZero();
        CliRun r = label(in, file, "--threads", "2", "--network", shippedNetwork().toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).contains("network " + dir.resolve("network-freestyle.bin"));
        assertThat(Files.readString(file)).isEqualTo(Files.readString(shipped));
    }

    @Test
    void label_damagedOrUnfitNetworkFile_exits2_namingIt_andWritesNothing() throws IOException {
        Path in = input(game(QUIET, 0, 0)), out = dir.resolve("out.csv");
        byte[] good = Files.readAllBytes(shippedNetwork());
        Path truncated = dir.resolve("truncated.bin"), flipped = dir.resolve("flipped.bin");
        Files.write(truncated, java.util.Arrays.copyOf(good, good.length / 2));
        byte[] damaged = good.clone();
        damaged[good.length / 2] ^= 0x10;
        Files.write(flipped, damaged);
        for (Path file : List.of(truncated, flipped, dir.resolve("missing.bin"))) {
            CliRun r = label(in, out, "--network", file.toString());
            assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
            assertThat(r.err()).startsWith("gomoku label: --network: ").contains(file.toString());
            assertThat(r.err().strip().lines()).as("one line").hasSize(1);
            assertThat(out).doesNotExist();
            assertThat(dir.resolve("out.csv.part")).doesNotExist();
        }
        CliRun renju = label(in, out, "--network", shippedNetwork().toString(), "--rule", "renju");
        assertThat(renju.exitCode()).isEqualTo(2);
        assertThat(renju.err()).contains("a network for freestyle and standard, not for renju");
        CliRun classical = label(in, out, "--network", shippedNetwork().toString(), "--evaluation", "classical");
        assertThat(classical.exitCode()).isEqualTo(2);
        assertThat(classical.err()).contains("--evaluation classical");
        CliRun unknown = label(in, out, "--evaluation", "neural");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("classical or network");
        assertThat(out).doesNotExist();
    }
}
