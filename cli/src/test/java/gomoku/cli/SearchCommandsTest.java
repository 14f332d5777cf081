package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** analyze with search, bench and match, run in-process. */
class SearchCommandsTest {
    private static JsonNode json(CliRun run) throws Exception {
        assertThat(run.exitCode()).as(run.err()).isZero();
        return new ObjectMapper().readTree(run.out());
    }

    @Test
    void analyze_depth_reportsBestMoveAndWinningLine() throws Exception {
        // Black has an open four threat next move: g8 h8 i8 j8 with f8 and k8 empty is a win for black to move.
        JsonNode j = json(CliRun.of("analyze", "--black", "h8 i8 j8 a1", "--white", "a3 a5 a7", "--to-move", "black",
                "--depth", "4", "--vcf", "--json"));
        assertThat(j.get("bestMove").asText()).isIn("g8", "k8");
        assertThat(j.get("mate").asInt()).isPositive();
        assertThat(j.get("depth").asInt()).isGreaterThanOrEqualTo(0);
        assertThat(j.get("pv").get(0).asText()).isEqualTo(j.get("bestMove").asText());
        assertThat(j.has("nodes")).isTrue();
        assertThat(j.has("timeMs")).isTrue();
        assertThat(j.get("vcf").isArray()).isTrue();
    }

    @Test
    void analyze_multipv_listsDistinctCandidatesBestFirst() throws Exception {
        JsonNode single = json(CliRun.of("analyze", "--moves", "h8 h9 j10", "--depth", "5", "--json"));
        JsonNode j = json(CliRun.of("analyze", "--moves", "h8 h9 j10", "--depth", "5", "--multipv", "3", "--json"));
        JsonNode c = j.get("candidates");
        assertThat(c.size()).isEqualTo(3);
        assertThat(c.get(0).get("move").asText()).isEqualTo(j.get("bestMove").asText());
        // The first pass is the single search: its move is listed with the same score. A later pass,
        // searching without it (the table filled by the passes before), may find another move better.
        boolean listed = false;
        for (int i = 0; i < c.size(); i++)
            if (c.get(i).get("move").asText().equals(single.get("bestMove").asText())) {
                assertThat(c.get(i).get("score").asInt()).isEqualTo(single.get("score").asInt());
                listed = true;
            }
        assertThat(listed).isTrue();
        java.util.Set<String> moves = new java.util.HashSet<>();
        for (int i = 0; i < c.size(); i++) {
            JsonNode k = c.get(i);
            assertThat(moves.add(k.get("move").asText())).isTrue();
            assertThat(k.get("depth").asInt()).isEqualTo(5);
            assertThat(k.get("pv").get(0).asText()).isEqualTo(k.get("move").asText());
            assertThat(k.has("mate")).isTrue();
            if (i > 0) assertThat(k.get("score").asInt()).isLessThanOrEqualTo(c.get(i - 1).get("score").asInt());
        }
    }

    @Test
    void analyze_multipvOutOfRange_exits2() {
        CliRun r = CliRun.of("analyze", "--moves", "h8", "--multipv", "11");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--multipv");
    }

    @Test
    void analyze_vcfNone_isNull() throws Exception {
        JsonNode j = json(CliRun.of("analyze", "--moves", "h8 h9", "--vcf", "--json"));
        assertThat(j.get("vcf").isNull()).isTrue();
        assertThat(j.has("bestMove")).isFalse();
    }

    @Test
    void analyze_vct_findsWinThroughThrees() throws Exception {
        // e8 f8 and g10 g11: g8 makes two open threes; no four exists, so only a VCT wins.
        JsonNode j = json(CliRun.of("analyze", "--black", "e8 f8 g10 g11", "--white", "a1 o1 a15 o15", "--to-move", "black",
                "--vcf", "--vct", "--json"));
        assertThat(j.get("vcf").isNull()).isTrue();
        assertThat(j.get("vct").isArray()).isTrue();
        assertThat(j.get("vct").size()).isGreaterThanOrEqualTo(5);
    }

    @Test
    void pbrain_scriptedSession_answersOverStdio() {
        java.io.InputStream in = System.in;
        java.io.PrintStream out = System.out;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        try {
            System.setIn(new java.io.ByteArrayInputStream("START 15\r\nINFO timeout_turn 500\r\nBEGIN\r\nEND\r\n".getBytes()));
            System.setOut(new java.io.PrintStream(captured, true));
            assertThat(Main.newCommandLine().execute("pbrain")).isZero();
        } finally {
            System.setIn(in);
            System.setOut(out);
        }
        assertThat(captured.toString()).startsWith("OK").containsPattern("\\d+,\\d+");
    }

    @Test
    void pbrain_badEvaluation_exits2BeforeReadingInput() {
        CliRun r = CliRun.of("pbrain", "--evaluation", "neural");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--evaluation");
    }

    @Test
    void analyze_badDepth_exits2() {
        CliRun r = CliRun.of("analyze", "--moves", "h8", "--depth", "0");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--depth");
    }

    @Test
    void bench_shallow_printsSignatureLines() {
        CliRun r = CliRun.of("bench", "--depth", "2");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).containsPattern("Nodes searched: \\d+").containsPattern("Nodes/second: \\d+");
    }

    @Test
    void bench_passes_printsEveryPassOfTheSameSearch() {
        CliRun r = CliRun.of("bench", "--depth", "2", "--passes", "3");
        assertThat(r.exitCode()).as(r.err()).isZero();
        // A pass whose node count differs from the first fails the command: three lines mean three equal searches.
        assertThat(r.out()).containsPattern("Pass 1/3: \\d+ ms, \\d+ nodes/second").containsPattern("Pass 3/3: \\d+ ms")
                .containsPattern("Nodes searched: \\d+");
        CliRun timed = CliRun.of("bench", "--movetime", "10", "--passes", "2");
        assertThat(timed.exitCode()).isEqualTo(2);
        assertThat(timed.err()).contains("--passes");
    }

    @Test
    void bench_tactics_countsTheSolvedPositions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("wins.pos");
        // Black blocks white's four at g8 with an open four of its own; then a position with no forced win.
        Files.writeString(file, "# comment\nh8g4i8g5j8g6g3g7\n\nh8\n");
        CliRun r = CliRun.of("bench", "--tactics", file.toString(), "--nodes", "20000");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("Position +1/2: win in 3 plies").contains("Position   2/2: no win announced")
                .contains("Solved: 1/2 within 20,000 nodes");
        CliRun missing = CliRun.of("bench", "--tactics", dir.resolve("none.pos").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("cannot read");
    }

    @Test
    void bench_speed_timesBothEvaluationsOnTheFilesPositions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("positions.csv");
        // Three CSV lines of a training file's shape, a comment and a blank line; --count 2 takes two of them.
        Files.writeString(file, "# comment\nh8i9j10,k11,2,10\n\nh8i9,j10,0,-5\nh8i9j10g7,k11,1,0\n");
        CliRun r = CliRun.of("bench", "--speed", file.toString(), "--count", "2", "--nodes", "2000", "--passes", "2");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("2 freestyle positions of").contains("2,000 nodes a search")
                .containsPattern("Pass 1/2: classical [\\d,]+ nodes in \\d+ ms .* network speed \\d+\\.\\d\\d of classical")
                .containsPattern("Pass 2/2: ").containsPattern("Network speed: \\d+\\.\\d\\d of classical \\(mean of passes 2 to 2\\)");

        Path bad = dir.resolve("bad.csv");
        Files.writeString(bad, "h8h8,a1,0\n");
        CliRun illegal = CliRun.of("bench", "--speed", bad.toString());
        assertThat(illegal.exitCode()).isEqualTo(2);
        assertThat(illegal.err()).contains("--speed: line \"h8h8\" is not a freestyle game");
        CliRun both = CliRun.of("bench", "--speed", file.toString(), "--tactics", file.toString());
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("--speed: not with --tactics or --movetime");

        // --network times a network file instead of the shipped one: of the rule's rule set, and only with --speed.
        Path renju = dir.resolve("renju.bin");
        try (var o = Files.newOutputStream(renju)) {
            gomoku.engine.eval.Network.forRule(gomoku.engine.core.Rule.RENJU).write(o);
        }
        CliRun own = CliRun.of("bench", "--speed", file.toString(), "--rule", "renju", "--network", renju.toString(), "--count", "1", "--nodes", "2000");
        assertThat(own.exitCode()).as(own.err()).isZero();
        assertThat(own.out()).contains("one thread, network " + renju).contains("Network speed: ");
        CliRun other = CliRun.of("bench", "--speed", file.toString(), "--network", renju.toString());
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).contains("--network: ").contains("is not a network of freestyle");
        CliRun alone = CliRun.of("bench", "--network", renju.toString());
        assertThat(alone.exitCode()).isEqualTo(2);
        assertThat(alone.err()).contains("--network: only with --speed");
    }

    @Test
    void match_twoOpenings_printsScoreAndWritesSgf(@TempDir Path dir) throws Exception {
        Path openings = dir.resolve("o.pos");
        Files.writeString(openings, "h8i9j10\nh8h9h10\n");
        Path sgf = dir.resolve("games.sgf");
        CliRun r = CliRun.of("match", "--first", "depth=2", "--second", "level=1", "--openings", openings.toString(),
                "--games-out", sgf.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("4 games").containsPattern("Elo [+-]\\d+ \\+/- ");
        assertThat(Files.readString(sgf)).contains("GM[4]");
    }

    @Test
    void match_sprt_reportsTheTest_andRefusesBadHypotheses(@TempDir Path dir) throws Exception {
        Path openings = dir.resolve("o.pos");
        Files.writeString(openings, "h8i9j10\nh8h9h10\n");
        CliRun r = CliRun.of("match", "--first", "depth=2", "--second", "level=1", "--openings", openings.toString(), "--sprt", "0,20");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("SPRT elo0=0 elo1=20: LLR");
        CliRun bad = CliRun.of("match", "--first", "depth=2", "--second", "level=1", "--openings", openings.toString(), "--sprt", "20");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("--sprt");
    }

    @Test
    void match_badPlayer_exits2() {
        CliRun r = CliRun.of("match", "--first", "speed=9", "--second", "level=1", "--openings", "/nonexistent");
        assertThat(r.exitCode()).isEqualTo(2);
    }
}
