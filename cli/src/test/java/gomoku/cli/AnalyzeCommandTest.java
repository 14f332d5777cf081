package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

class AnalyzeCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Runs {@code gomoku analyze <args> --json}, checks it succeeded and returns the JSON. */
    private static JsonNode json(String... args) throws Exception {
        String[] full = new String[args.length + 2];
        full[0] = "analyze";
        System.arraycopy(args, 0, full, 1, args.length);
        full[full.length - 1] = "--json";
        CliRun run = CliRun.of(full);
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().strip()).doesNotContain("\n");
        return MAPPER.readTree(run.out());
    }

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(node -> list.add(node.asText()));
        return list;
    }

    @Test
    void json_renjuDoubleThree_listsTheForbiddenPointWithItsKind() throws Exception {
        JsonNode json = json("--rule", "renju", "--black", "h7 h9 g8 i8", "--white", "a1 a2");
        assertThat(json.get("forbidden")).isEqualTo(MAPPER.readTree("[{\"point\":\"h8\",\"kind\":\"double-three\"}]"));
        assertThat(json.get("rule").asText()).isEqualTo("renju");
        assertThat(json.get("size").asInt()).isEqualTo(15);
        assertThat(json.get("toMove").asText()).as("four black stones, two white").isEqualTo("white");
        assertThat(json.get("winner").isNull()).isTrue();
        assertThat(json.get("winningLine").isNull()).isTrue();
        assertThat(texts(json.get("stones").get("black"))).containsExactly("g8", "h7", "h9", "i8");
        assertThat(texts(json.get("stones").get("white"))).containsExactly("a1", "a2");
        assertThat(json.get("moves")).isEmpty();
    }

    @Test
    void json_renjuOverline_marksTheGapBetweenFourAndOne() throws Exception {
        JsonNode json = json("--rule", "renju", "--black", "d8 e8 f8 g8 i8");
        assertThat(json.get("forbidden")).isEqualTo(MAPPER.readTree("[{\"point\":\"h8\",\"kind\":\"overline\"}]"));
        assertThat(json.get("toMove").asText()).isEqualTo("white");
    }

    @Test
    void json_renjuDoubleFour_marksTheCrossingPoint() throws Exception {
        JsonNode json = json("--rule", "renju", "--black", "e8 f8 g8 h5 h6 h7", "--white", "d8 h4");
        assertThat(json.get("forbidden")).isEqualTo(MAPPER.readTree("[{\"point\":\"h8\",\"kind\":\"double-four\"}]"));
    }

    @Test
    void json_severalForbiddenPoints_sortedByColumnThenRowNumber() throws Exception {
        // Five beats overline at h8; the column h has overline points h3 and h10, and c8 / i8 lengthen d8-g8.
        JsonNode json = json("--rule", "renju", "--black", "d8 e8 f8 g8 h4 h5 h6 h7 h9 h8",
                "--white", "a1 a3 a5 a7 a9 c1 c3 c5");
        List<String> points = new ArrayList<>();
        json.get("forbidden").forEach(f -> points.add(f.get("point").asText()));
        assertThat(points).containsExactly("c8", "f7", "h3", "h10", "i8");
        assertThat(json.get("winner").asText()).as("the five d8-h8 counts although h8 also makes an overline").isEqualTo("black");
        assertThat(texts(json.get("winningLine"))).containsExactly("d8", "e8", "f8", "g8", "h8");
    }

    @Test
    void json_sameStonesInFreestyle_haveNoForbiddenPoints() throws Exception {
        JsonNode json = json("--rule", "freestyle", "--black", "h7 h9 g8 i8", "--white", "a1 a2");
        assertThat(json.get("rule").asText()).isEqualTo("freestyle");
        assertThat(json.get("forbidden").isArray()).isTrue();
        assertThat(json.get("forbidden")).isEmpty();
    }

    @Test
    void json_fiveInMoves_reportsWinnerAndLine() throws Exception {
        JsonNode json = json("--moves", "h8 a1 i8 a2 j8 a3 k8 a4 l8");
        assertThat(json.get("winner").asText()).isEqualTo("black");
        assertThat(texts(json.get("winningLine"))).containsExactly("h8", "i8", "j8", "k8", "l8");
        assertThat(texts(json.get("moves"))).containsExactly("h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8");
        assertThat(json.get("lastMove").asText()).isEqualTo("l8");
        assertThat(json.get("toMove").asText()).isEqualTo("white");
    }

    @Test
    void json_moves_areNormalisedAndRowsCountFromTheBottom() throws Exception {
        JsonNode json = json("--size", "19", "--moves", "A1, s19 J10");
        assertThat(texts(json.get("moves"))).containsExactly("a1", "s19", "j10");
        assertThat(texts(json.get("stones").get("black"))).containsExactly("a1", "j10");
        assertThat(texts(json.get("stones").get("white"))).containsExactly("s19");
        assertThat(json.get("size").asInt()).isEqualTo(19);
        assertThat(json.get("toMove").asText()).isEqualTo("white");
    }

    @Test
    void json_composedPositionWithFive_reportsTheWinner() throws Exception {
        JsonNode json = json("--black", "a3 a1 a5 a2 a4", "--white", "o1 o2");
        assertThat(json.get("winner").asText()).isEqualTo("black");
        assertThat(json.get("winningLine")).hasSize(5);
        assertThat(texts(json.get("winningLine"))).containsExactlyInAnyOrder("a1", "a2", "a3", "a4", "a5");
    }

    @Test
    void json_overlineInStandard_isNoWin() throws Exception {
        JsonNode json = json("--rule", "standard", "--black", "d8 e8 f8 g8 h8 i8");
        assertThat(json.get("winner").isNull()).isTrue();
        assertThat(json.get("forbidden")).isEmpty();
    }

    @Test
    void json_composedRenjuStonesInAnAwkwardOrder_areStillSetUp() throws Exception {
        // Played in this order h8 would be a double-three; played first it is legal, so the position is real.
        JsonNode json = json("--rule", "renju", "--black", "h7 h9 g8 i8 h8", "--white", "a1 a2 a3 a4");
        assertThat(texts(json.get("stones").get("black"))).containsExactly("g8", "h7", "h8", "h9", "i8");
        assertThat(json.get("winner").isNull()).isTrue();
    }

    @Test
    void json_toMove_defaultsFromStoneCountsAndCanBeGiven() throws Exception {
        assertThat(json("--black", "h8", "--white", "h9").get("toMove").asText()).isEqualTo("black");
        assertThat(json("--black", "h8").get("toMove").asText()).isEqualTo("white");
        assertThat(json("--black", "h8", "--to-move", "black").get("toMove").asText()).isEqualTo("black");
        assertThat(json().get("toMove").asText()).as("empty board").isEqualTo("black");
    }

    @Test
    void json_unreachableComposedPosition_isAnalysedAsGiven() throws Exception {
        // Two white fives: no game reaches this, but a problem book may print it.
        JsonNode two = json("--black", "h8 h9 h10", "--white", "a1 a2 a3 a4 a5 c1 c2 c3 c4 c5");
        assertThat(two.get("reachable").asBoolean()).isFalse();
        assertThat(two.get("unreachable").asText()).contains("more than one five");
        assertThat(two.get("winner").asText()).isEqualTo("white");
        assertThat(two.get("winningLine")).hasSize(5);
        assertThat(two.get("stones").get("white")).hasSize(10);

        // Black's overline in renju (a foul in any order) is set up too; it is no win, and black's
        // fouls are those of the points as they stand.
        JsonNode overline = json("--rule", "renju", "--black", "d8 e8 f8 g8 h8 i8", "--to-move", "black");
        assertThat(overline.get("reachable").asBoolean()).isFalse();
        assertThat(overline.get("unreachable").asText()).contains("forbidden");
        assertThat(overline.get("winner").isNull()).isTrue();
        assertThat(overline.get("stones").get("black")).hasSize(6);
        assertThat(overline.get("forbidden").toString()).contains("{\"point\":\"c8\",\"kind\":\"overline\"}");

        assertThat(json("--black", "h8", "--white", "h9").get("reachable").asBoolean()).isTrue();
        assertThat(json("--moves", "h8 h9").get("reachable").asBoolean()).isTrue();
    }

    @Test
    void vcf_whiteWinningByAForbiddenBlock_endsWithBlacksNonBlockAndWhitesFive() throws Exception {
        // h8 is a double three for black; white's d4 makes a four whose only block is h8.
        JsonNode json = json("--rule", "renju", "--black", "h7 h9 g8 i8 c3 i9", "--white", "e5 f6 g7 a15 o15",
                "--to-move", "white", "--vcf", "--vct");
        for (String key : new String[] {"vcf", "vct"}) {
            JsonNode line = json.get(key);
            assertThat(line).as(key).hasSize(3);
            assertThat(line.get(0).asText()).as(key).isEqualTo("d4");
            assertThat(line.get(1).asText()).as(key).isNotEqualTo("h8");
            assertThat(line.get(2).asText()).as(key).isEqualTo("h8");
        }
    }

    @Test
    void text_unreachableComposedPosition_warnsAndStillNamesTheWinner() {
        CliRun run = CliRun.of("analyze", "--black", "a1 a2 a3 a4 a5", "--white", "o1 o2 o3 o4 o5");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("Warning: no order of legal moves reaches this position")
                .contains("analysed as given").contains("winner: ");
    }

    @Test
    void json_forbiddenPoints_areBlacksWhicheverSideIsToMove() throws Exception {
        JsonNode json = json("--rule", "renju", "--black", "h7 h9 g8 i8", "--white", "a1 a2", "--to-move", "black");
        assertThat(json.get("toMove").asText()).isEqualTo("black");
        assertThat(json.get("forbidden")).hasSize(1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "unknown rule                 | --rule;gomoku                                   | gomoku",
        "point off the board          | --moves;h8 p8                                   | p8",
        "row off the board            | --size;9;--black;a10                            | a10",
        "not a point                  | --moves;h8 8h                                   | 8h",
        "point given twice            | --black;h8 j9 h8                                | h8",
        "point in both colours        | --black;h8;--white;j9 H8                        | H8",
        "occupied move                | --moves;h8 j9 h8                                | h8",
        "move after the game is over  | --moves;h8 a1 i8 a2 j8 a3 k8 a4 l8 a5           | a5",
        "forbidden move               | --rule;renju;--moves;h7 a1 h9 a2 g8 a3 i8 a5 h8 | h8",
        "moves mixed with stones      | --moves;h8;--white;j9                           | --moves",
        "to-move with moves           | --moves;h8;--to-move;white                      | --to-move",
        "board too big                | --size;23                                       | 23",
        "size not a number            | --size;big                                      | big",
        "unknown side                 | --to-move;red                                   | red",
        "unknown option               | --deep;3                                        | --deep",
    })
    void badInput_exitsTwoWithOneLineNamingTheToken(String what, String args, String token) {
        List<String> argv = new ArrayList<>(List.of("analyze"));
        argv.addAll(List.of(args.split(";")));
        CliRun run = CliRun.of(argv.toArray(new String[0]));
        assertThat(run.exitCode()).as(what).isEqualTo(2);
        assertThat(run.out()).as(what).isEmpty();
        assertThat(run.err()).as(what).endsWith("\n");
        assertThat(run.err().strip()).as(what).doesNotContain("\n").startsWith("gomoku analyze: ").contains(token);
        assertThat(run.err()).as(what).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void badInput_controlCharactersInToken_stillGiveOneLine() {
        CliRun run = CliRun.of("analyze", "--rule", "ren\nju");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).doesNotContain("\n").contains("ren ju");
    }

    @Test
    void text_renju_drawsCoordinatesStonesAndForbiddenMarker() {
        CliRun run = CliRun.of("analyze", "--rule", "renju", "--black", "h7 h9 g8 i8", "--white", "a1 a2");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        List<String> lines = run.out().lines().toList();
        String letters = "    a b c d e f g h i j k l m n o";
        assertThat(lines.get(0)).isEqualTo(letters);
        assertThat(lines.get(16)).isEqualTo(letters);
        assertThat(lines.get(1)).startsWith("15 ").endsWith(" 15");
        assertThat(lines.get(15)).startsWith(" 1 ").endsWith(" 1");
        // Row 8 is line 8 (15 rows from the top); column h is at 4 + 2 * 7.
        String row8 = lines.get(8);
        assertThat(row8).startsWith(" 8 ").endsWith(" 8");
        assertThat(row8.charAt(4 + 2 * 6)).isEqualTo('X');
        assertThat(row8.charAt(4 + 2 * 7)).isEqualTo('f');
        assertThat(row8.charAt(4 + 2 * 8)).isEqualTo('X');
        assertThat(lines.get(15).charAt(4)).as("a1").isEqualTo('O');
        assertThat(run.out()).contains("f forbidden for black").contains("white to move").contains("winner: none")
                .contains("h8 (double-three)");
    }

    @Test
    void text_moves_frameTheLastMoveAndNameTheWinner() {
        CliRun run = CliRun.of("analyze", "--moves", "h8 a1 i8 a2 j8 a3 k8 a4 l8");
        assertThat(run.exitCode()).isZero();
        String row8 = run.out().lines().toList().get(8);
        assertThat(row8.substring(4 + 2 * 7 - 1)).isEqualTo(" X X X X(X). . . 8");
        assertThat(run.out()).contains("(X) last move").contains("winner: black with h8 i8 j8 k8 l8")
                .doesNotContain("forbidden");
    }

    @Test
    void text_smallestBoard_fitsItsCoordinatesAndFramesWhitesLastMove() {
        CliRun run = CliRun.of("analyze", "--size", "5", "--moves", "c3 d4");
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("    a b c d e");
        assertThat(lines.get(2)).isEqualTo(" 4  . . .(O). 4");
        assertThat(lines.get(3)).isEqualTo(" 3  . . X . . 3");
        assertThat(lines.get(6)).isEqualTo("    a b c d e");
        assertThat(run.out()).contains("(O) last move").contains("freestyle 5x5, black to move, winner: none");
    }
}
