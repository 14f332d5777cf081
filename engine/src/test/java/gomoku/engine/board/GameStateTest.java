package gomoku.engine.board;

import static gomoku.engine.board.Positions.lit;
import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.api.Test;

class GameStateTest {

    private static MoveCheck play(GameState g, String point) {
        int pos = lit(point, g.size());
        return g.play(Pos.x(pos), Pos.y(pos));
    }

    @Test
    void play_refusals_leaveStateUnchanged() {
        GameState g = new GameState(15, Rule.FREESTYLE);
        assertThat(play(g, "h8")).isEqualTo(MoveCheck.LEGAL);
        assertThat(play(g, "h8")).isEqualTo(MoveCheck.OCCUPIED);
        assertThat(g.play(15, 0)).isEqualTo(MoveCheck.OFF_BOARD);
        assertThat(g.play(-1, 3)).isEqualTo(MoveCheck.OFF_BOARD);
        assertThat(g.moveCount()).isEqualTo(1);
        assertThat(g.sideToMove()).isEqualTo(Side.WHITE);
    }

    private static int[] points(String text) {
        if (text.isBlank()) return new int[0];
        String[] names = text.split(" ");
        int[] out = new int[names.length];
        for (int i = 0; i < names.length; i++) out[i] = lit(names[i], 15);
        return out;
    }

    @Test
    void composed_placesStonesNoLegalOrderReaches_andReadsTheResultFromTheBoard() {
        // Two white fives cannot both have been played; a black stone on a double-three point stays.
        GameState g = GameState.composed(15, Rule.RENJU, points("h7 h9 g8 i8 h8"),
                points("a1 a2 a3 a4 a5 c1 c2 c3 c4 c5"), Side.BLACK);
        assertThat(g.stone(Pos.x(lit("h8", 15)), Pos.y(lit("h8", 15)))).isEqualTo(Side.BLACK + 1);
        assertThat(g.sideToMove()).isEqualTo(Side.BLACK);
        assertThat(g.result()).isEqualTo(Side.WHITE);
        assertThat(g.winningLine()).hasSize(5);

        // Black's overline is no win in renju, and black to move: nobody has won yet.
        GameState over = GameState.composed(15, Rule.RENJU, points("c8 d8 e8 f8 g8 h8"), points("a1 a3 a5 a7 a9 a11"),
                Side.WHITE);
        assertThat(over.result()).isEqualTo(GameState.ONGOING);
        assertThat(over.sideToMove()).isEqualTo(Side.WHITE);
        // The same stones in freestyle: black has won.
        assertThat(GameState.composed(15, Rule.FREESTYLE, points("c8 d8 e8 f8 g8 h8"), points("a1 a3 a5 a7 a9 a11"),
                Side.WHITE).result()).isEqualTo(Side.BLACK);
        // Both with a five: the side not to move has won.
        assertThat(GameState.composed(15, Rule.FREESTYLE, points("a1 a2 a3 a4 a5"), points("c1 c2 c3 c4 c5"),
                Side.WHITE).result()).isEqualTo(Side.BLACK);
        assertThat(GameState.composed(15, Rule.FREESTYLE, points(""), points(""), Side.BLACK).result())
                .isEqualTo(GameState.ONGOING);
    }

    @Test
    void play_fiveInARow_winsWithItsLine() {
        GameState g = new GameState(15, Rule.FREESTYLE);
        for (String m : "h8 a1 i8 a2 j8 a3 k8 a4".split(" ")) play(g, m);
        assertThat(g.result()).isEqualTo(GameState.ONGOING);
        assertThat(play(g, "g8")).isEqualTo(MoveCheck.LEGAL);
        assertThat(g.result()).isEqualTo(Side.BLACK);
        assertThat(g.winningLine()).containsExactly(lit("g8", 15), lit("h8", 15), lit("i8", 15), lit("j8", 15), lit("k8", 15));
        assertThat(play(g, "a5")).isEqualTo(MoveCheck.GAME_OVER);
        assertThat(g.undo()).isTrue();
        assertThat(g.isOver()).isFalse();
        assertThat(g.winningLine()).isEmpty();
    }

    @Test
    void play_renjuFoul_isRefusedWithItsKind() {
        GameState g = new GameState(15, Rule.RENJU);
        for (String m : "h7 a1 h9 a2 g8 a3 i8 a5".split(" ")) play(g, m);
        assertThat(play(g, "h8")).isEqualTo(MoveCheck.FORBIDDEN_DOUBLE_THREE);
        assertThat(g.moveCount()).isEqualTo(8);
        assertThat(g.pass()).isTrue();
        assertThat(play(g, "h8")).as("white may play there").isEqualTo(MoveCheck.LEGAL);
    }

    @Test
    void play_whiteOverlineInRenju_wins() {
        GameState g = new GameState(15, Rule.RENJU);
        for (String m : "a1 d8 a3 e8 a5 f8 a7 g8 a9 i8 a11".split(" ")) play(g, m);
        assertThat(play(g, "h8")).isEqualTo(MoveCheck.LEGAL);
        assertThat(g.result()).isEqualTo(Side.WHITE);
        assertThat(g.winningLine()).hasSize(6);
    }

    @Test
    void play_overlineInStandard_doesNotWin() {
        GameState g = new GameState(15, Rule.STANDARD);
        for (String m : "d8 a1 e8 a3 f8 a5 g8 a7 i8 a9".split(" ")) play(g, m);
        assertThat(play(g, "h8")).isEqualTo(MoveCheck.LEGAL);
        assertThat(g.result()).isEqualTo(GameState.ONGOING);
    }

    @Test
    void play_fullBoardWithoutFive_isDraw() {
        String[] rows = {"BBWWB", "WWBBW", "BBWWB", "WWBBW", "BBWWB"};
        java.util.List<int[]> black = new java.util.ArrayList<>(), white = new java.util.ArrayList<>();
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 5; x++) (rows[y].charAt(x) == 'B' ? black : white).add(new int[] {x, y});
        GameState g = new GameState(5, Rule.FREESTYLE);
        for (int i = 0; i < black.size(); i++) {
            assertThat(g.play(black.get(i)[0], black.get(i)[1])).isEqualTo(MoveCheck.LEGAL);
            if (i < white.size()) assertThat(g.play(white.get(i)[0], white.get(i)[1])).isEqualTo(MoveCheck.LEGAL);
        }
        assertThat(g.result()).isEqualTo(GameState.DRAW);
        assertThat(g.isOver()).isTrue();
    }

    @Test
    void undoAndPass_restoreSideAndMoves() {
        GameState g = new GameState(15, Rule.FREESTYLE);
        assertThat(g.undo()).isFalse();
        play(g, "h8");
        g.pass();
        assertThat(g.sideToMove()).isEqualTo(Side.BLACK);
        assertThat(g.moves()).containsExactly(lit("h8", 15), Pos.PASS);
        g.undo();
        g.undo();
        assertThat(g.moveCount()).isZero();
        assertThat(g.stone(7, 7)).isEqualTo(Board.EMPTY);
    }
}
