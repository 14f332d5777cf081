package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Rule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scripted SWAP2BOARD sessions: the swap2 stages of Gomocup's protocol, with 0, 3 and 5 stones. */
class Swap2BoardTest {
    private static final String MOVE = "\\d+,\\d+";

    private static List<String> withoutMessages(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) if (!l.startsWith("MESSAGE")) out.add(l);
        return out;
    }

    /** The stones of a reply {@code x,y x,y ...}, checked to be legal moves after {@code before}, in order. */
    private static List<int[]> stones(String reply, Rule rule, List<int[]> before) {
        GameState g = new GameState(15, rule);
        for (int[] m : before) assertThat(g.play(m[0], m[1])).isEqualTo(MoveCheck.LEGAL);
        List<int[]> list = new ArrayList<>();
        for (String part : reply.split(" ")) {
            assertThat(part).matches(MOVE);
            String[] p = part.split(",");
            int[] m = {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
            assertThat(g.play(m[0], m[1])).as(reply).isEqualTo(MoveCheck.LEGAL);
            list.add(m);
        }
        return list;
    }

    private static String[] session(String rule, String... block) {
        List<String> lines = new ArrayList<>(List.of("START 15", "INFO rule " + rule, "INFO timeout_turn 1000", "SWAP2BOARD"));
        lines.addAll(List.of(block));
        lines.add("DONE");
        return lines.toArray(new String[0]);
    }

    @Test
    void noStones_answersThreeStonesNearTheCentre_inEveryRule() {
        for (String[] rule : new String[][] {{"0", "FREESTYLE"}, {"1", "STANDARD"}, {"4", "RENJU"}}) {
            List<String> out = withoutMessages(BrainSession.script(session(rule[0])));
            assertThat(out).hasSize(2);
            assertThat(out.get(0)).isEqualTo("OK");
            List<int[]> three = stones(out.get(1), Rule.valueOf(rule[1]), List.of());
            assertThat(three).hasSize(3);
            for (int[] m : three) assertThat(Math.max(Math.abs(m[0] - 7), Math.abs(m[1] - 7))).isLessThanOrEqualTo(3);
        }
    }

    @Test
    void threeStones_blackClearlyAhead_swaps() {
        // A centre pair for black, white's stone thrown into the corner.
        List<String> out = withoutMessages(BrainSession.script(session("0", "7,7", "0,0", "8,7")));
        assertThat(out).containsExactly("OK", "SWAP");
    }

    @Test
    void threeStones_whiteClearlyAhead_staysWhiteAndPlaysTheFourth() {
        List<String> out = withoutMessages(BrainSession.script(session("4", "0,0", "7,7", "14,14")));
        assertThat(out).hasSize(2);
        assertThat(out.get(1)).matches(MOVE);
        stones(out.get(1), Rule.RENJU, List.of(new int[] {0, 0}, new int[] {7, 7}, new int[] {14, 14}));
    }

    @Test
    void threeStones_itsOwnOpening_getsOneOfTheThreeAnswers() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 1000");
            assertThat(s.reply()).isEqualTo("OK");
            s.send("SWAP2BOARD", "DONE");
            String three = s.reply();
            List<int[]> opening = stones(three, Rule.FREESTYLE, List.of());
            s.send("SWAP2BOARD");
            s.send(three.split(" "));
            s.send("DONE");
            String answer = s.reply();
            if (!answer.equals("SWAP")) assertThat(stones(answer, Rule.FREESTYLE, opening)).hasSizeBetween(1, 2);
            // The brain is usable afterwards: a normal BOARD gets a move.
            s.send("BOARD", "7,7,2", "DONE");
            assertThat(s.reply()).matches(MOVE);
        }
    }

    @Test
    void fiveStones_swapsOrPlaysTheSixth_byWhoIsAhead() {
        // Black's open three in the centre with white to move; white's centre pair against corner stones.
        List<String> black = withoutMessages(BrainSession.script(session("0", "7,7", "0,0", "8,7", "0,14", "6,8")));
        assertThat(black).containsExactly("OK", "SWAP");
        List<String> white = withoutMessages(BrainSession.script(session("1", "0,0", "7,7", "14,14", "8,8", "14,0")));
        assertThat(white).hasSize(2);
        stones(white.get(1), Rule.STANDARD, List.of(new int[] {0, 0}, new int[] {7, 7}, new int[] {14, 14},
                new int[] {8, 8}, new int[] {14, 0}));
    }

    @Test
    void malformed_errorAndTheBrainStaysUsable() {
        try (BrainSession s = new BrainSession()) {
            s.send("SWAP2BOARD", "DONE");
            assertThat(s.reply()).isEqualTo("ERROR no game: send START first");
            s.send("START 15", "INFO timeout_turn 150");
            assertThat(s.reply()).isEqualTo("OK");
            String[][] bad = {
                {"SWAP2BOARD", "7,7", "8,8", "DONE"},                    // two stones
                {"SWAP2BOARD", "7,7", "8,8", "9,9", "10,10", "DONE"},   // four
                {"SWAP2BOARD", "7,7", "7,7", "9,9", "DONE"},            // the same point twice
                {"SWAP2BOARD", "7,7", "15,8", "9,9", "DONE"},           // off the board
                {"SWAP2BOARD", "7,7", "a,b", "9,9", "DONE"},
                {"SWAP2BOARD", "7,7 8,8 9,9", "DONE"},
            };
            for (String[] block : bad) {
                s.send(block);
                assertThat(s.reply()).as(String.join("/", block)).startsWith("ERROR ");
            }
            assertThat(s.ask("TURN 7,7")).matches(MOVE);
        }
    }
}
