package gomoku.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import org.junit.jupiter.api.Test;

class WinningLinesTest {
    private static int p(String name) {
        int[] xy = Notation.parseLiterature(name, 15);
        return Pos.of(xy[0], xy[1]);
    }

    private static int[] points(String names) {
        String[] parts = names.split(" ");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) out[i] = p(parts[i]);
        return out;
    }

    /** h8 is a double three for black; white's d4 makes a four whose only five point is h8. */
    private static GameState forbiddenBlock() {
        return GameState.composed(15, Rule.RENJU, points("h7 h9 g8 i8 c3 i9"), points("e5 f6 g7 a15 o15"), Side.WHITE);
    }

    @Test
    void fourWhoseOnlyBlockIsForbidden_getsBlacksNonBlockAndWhitesFive() {
        GameState game = forbiddenBlock();
        int[] line = WinningLines.complete(game, new int[] {p("d4")});
        assertThat(line).hasSize(3);
        assertThat(line[0]).isEqualTo(p("d4"));
        assertThat(line[2]).isEqualTo(p("h8"));
        int reply = line[1];
        assertThat(game.board().isEmpty(reply)).isTrue();
        assertThat(game.board().isForbidden(reply, Side.BLACK)).isFalse();
        assertThat(reply).isNotEqualTo(p("h8"));
        // Played out, the line ends the game with white's five.
        GameState replay = GameState.composed(15, Rule.RENJU, points("h7 h9 g8 i8 c3 i9"), points("e5 f6 g7 a15 o15"),
                Side.WHITE);
        for (int m : line) replay.play(Pos.x(m), Pos.y(m));
        assertThat(replay.result()).isEqualTo(Side.WHITE);
    }

    @Test
    void linesThatAreCompleteOrBlockable_areLeftAsTheyAre() {
        GameState game = forbiddenBlock();
        int[] five = {p("d4"), p("a1"), p("h8")};
        assertThat(WinningLines.complete(game, new int[0])).isEmpty();
        // A four black can block (freestyle: h8 is no foul) is not completed.
        GameState free = GameState.composed(15, Rule.FREESTYLE, points("h7 h9 g8 i8 c3 i9"), points("e5 f6 g7 a15 o15"),
                Side.WHITE);
        assertThat(WinningLines.complete(free, new int[] {p("d4")})).containsExactly(p("d4"));
        // A line ending with the five stays.
        GameState nearFive = GameState.composed(15, Rule.FREESTYLE, points("a1 a3 a5 a7"), points("h8 i8 j8 k8"),
                Side.WHITE);
        assertThat(WinningLines.complete(nearFive, new int[] {p("l8")})).containsExactly(p("l8"));
        assertThat(WinningLines.complete(game, five)).isSameAs(five);
    }
}
