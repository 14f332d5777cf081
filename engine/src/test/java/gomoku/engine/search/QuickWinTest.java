package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import org.junit.jupiter.api.Test;

/**
 * The search's static five-ply wins ({@link Searcher#winsInFive}), in renju too, and its exact
 * defence test ({@link Searcher#defends}).
 */
class QuickWinTest {
    /** Black: a three closed by white on row 5 (e5 f5 g5, white d5) and a two on column h (h6 h7): h5 is a four-three. */
    private static final String FOUR_THREE = "e5 f5 g5 h6 h7";

    @Test
    void fourThree_againstNoFour_winsInFive() {
        Searcher s = searcher(FOUR_THREE, "d5 m12 c13", Side.BLACK);
        assertThat(s.board.threat(lit("h5"), Side.BLACK)).isEqualTo(Threat.B4F3);
        assertThat(s.winsInFive(Side.BLACK)).isTrue();
    }

    @Test
    void fourThree_againstAFourElsewhere_stillWinsInFive() {
        // White's closed three on the a-file gives white a four to make, but each four white makes
        // after the block would be answered by black's five.
        Searcher s = searcher(FOUR_THREE, "d5 a1 a2 a3", Side.BLACK);
        assertThat(s.board.threatCount(Side.WHITE, Threat.B4)).isPositive();
        assertThat(s.winsInFive(Side.BLACK)).isTrue();
    }

    @Test
    void fourThree_whoseBlockMakesAnOpponentFour_isNot() {
        // Blocking at i5 gives white i2 i3 i4 i5: white gains the tempo to stop the three.
        Searcher s = searcher(FOUR_THREE, "d5 i2 i3 i4", Side.BLACK);
        assertThat(s.board.threat(lit("i5"), Side.WHITE)).isGreaterThanOrEqualTo(Threat.B4);
        assertThat(s.winsInFive(Side.BLACK)).isFalse();
    }

    @Test
    void aFourAlone_isNot() {
        Searcher s = searcher("e5 f5 g5 h7", "d5 m12 c13", Side.BLACK);
        assertThat(s.board.threatCount(Side.BLACK, Threat.B4F3)).isZero();
        assertThat(s.winsInFive(Side.BLACK)).isFalse();
    }

    @Test
    void doubleThree_winsInFive_onlyWhenTheOpponentHasNoFour() {
        // h8 makes f8 g8 h8 and h6 h7 h8: two open threes.
        Searcher quiet = searcher("f8 g8 h6 h7", "a15 c15 m2 o5", Side.BLACK);
        assertThat(quiet.board.threat(lit("h8"), Side.BLACK)).isEqualTo(Threat.F3F3);
        assertThat(quiet.winsInFive(Side.BLACK)).isTrue();
        Searcher withFour = searcher("f8 g8 h6 h7", "a1 a2 a3 o5", Side.BLACK);
        assertThat(withFour.winsInFive(Side.BLACK)).isFalse();
    }

    @Test
    void renju_whiteFourThree_winsInFive() {
        // White has no fouls: the same four-three wins for white as in freestyle.
        Searcher s = searcher("d5 m12 c13", FOUR_THREE, Side.WHITE, Rule.RENJU);
        assertThat(s.board.threat(lit("h5"), Side.WHITE)).isEqualTo(Threat.B4F3);
        assertThat(s.winsInFive(Side.WHITE)).isTrue();
    }

    @Test
    void renju_blackFourThree_winsInFive_whenItsThreeIsReal() {
        Searcher s = searcher(FOUR_THREE, "d5 m12 c13", Side.BLACK, Rule.RENJU);
        assertThat(s.board.threat(lit("h5"), Side.BLACK)).isEqualTo(Threat.B4F3);
        assertThat(s.winsInFive(Side.BLACK)).isTrue();
    }

    @Test
    void renju_blackDoubleThree_isAFoulNotAWin() {
        // The position where freestyle's double three wins: in renju h8 is forbidden to black.
        Searcher s = searcher("f8 g8 h6 h7", "a15 c15 m2 o5", Side.BLACK, Rule.RENJU);
        assertThat(s.board.isForbidden(lit("h8"), Side.BLACK)).isTrue();
        assertThat(s.winsInFive(Side.BLACK)).isFalse();
        Searcher white = searcher("a15 c15 m2 o5", "f8 g8 h6 h7", Side.WHITE, Rule.RENJU);
        assertThat(white.winsInFive(Side.WHITE)).isTrue();
    }

    @Test
    void defends_onlyTheCellsThatLeaveNoFlexFour() {
        // White's open three e5 f5 g5; black to move.
        Searcher s = searcher("a15 c15 o1", "e5 f5 g5", Side.BLACK);
        assertThat(s.board.threatCount(Side.WHITE, Threat.F4)).isPositive();
        assertThat(Searcher.defends(s.board, lit("d5"), Side.WHITE)).isTrue();
        assertThat(Searcher.defends(s.board, lit("h5"), Side.WHITE)).isTrue();
        // A stone one cell further out still leaves a flex four on the other side.
        assertThat(Searcher.defends(s.board, lit("c5"), Side.WHITE)).isFalse();
        assertThat(Searcher.defends(s.board, lit("i5"), Side.WHITE)).isFalse();
        assertThat(Searcher.defends(s.board, lit("h10"), Side.WHITE)).isFalse();
        assertThat(s.board.ply()).isEqualTo(6);
    }

    /** A square as on a diagram: column letter, row number counted from the bottom. */
    private static int lit(String s) {
        return Pos.of(s.charAt(0) - 'a', 15 - Integer.parseInt(s.substring(1)));
    }

    private static Searcher searcher(String black, String white, int toMove) {
        return searcher(black, white, toMove, Rule.FREESTYLE);
    }

    private static Searcher searcher(String black, String white, int toMove, Rule rule) {
        Board b = new Board(15, rule);
        String[] bs = black.split(" "), ws = white.split(" ");
        for (int i = 0; i < Math.max(bs.length, ws.length); i++) {
            if (i < bs.length) b.makeMove(lit(bs[i])); else b.makePass();
            if (i < ws.length) b.makeMove(lit(ws[i])); else b.makePass();
        }
        if (b.sideToMove() != toMove) b.makePass();
        return new Searcher(b, new TranspositionTable(1), new SharedState(), true);
    }
}
