package gomoku.engine.search;

import static gomoku.engine.search.VcfSample.lit;
import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import org.junit.jupiter.api.Test;

/**
 * White's defence in renju may be a point forbidden to black. From a game against Rapfi (renju,
 * 1 s a move): black j6 makes the three g6 _ i6 j6 on row 6 (with m6 further on), whose
 * four-making points for black are h6 (an open four), f6, l6 and k6; k6 would make g6 _ i6 j6 k6 and
 * i6 j6 k6 _ m6, two fours on the same line, so it is forbidden to black. White's k6 still cuts
 * both of those fours and holds; the search used to leave it out of white's answers and announced
 * a win for black in 13 plies.
 */
class RenjuDefenceTest {
    private static final String BEFORE_J6 = "i6 j5 l5 g8 g6 j11 m8 j10 m9 j7 m6 m7";

    @Test
    void aPointForbiddenToBlack_isAnAnswerForWhite() {
        GameState g = game(BEFORE_J6 + " j6");
        assertThat(g.board().threatCount(Side.BLACK, Threat.F4)).as("black's open three").isPositive();
        assertThat(g.board().threat(lit("k6", 15), Side.BLACK)).isEqualTo(Threat.FORBIDDEN);
        assertThat(Searcher.isCandidate(g.board(), lit("k6", 15), Side.WHITE, true)).isTrue();
        // The other four-making points stay answers, and a far cell does not become one.
        assertThat(Searcher.isCandidate(g.board(), lit("h6", 15), Side.WHITE, true)).isTrue();
        assertThat(Searcher.isCandidate(g.board(), lit("f6", 15), Side.WHITE, true)).isTrue();
        assertThat(Searcher.isCandidate(g.board(), lit("l6", 15), Side.WHITE, true)).isTrue();
        assertThat(Searcher.isCandidate(g.board(), lit("c12", 15), Side.WHITE, true)).isFalse();
    }

    @Test
    void theSearch_announcesNoFalseWinForBlack() {
        SearchResult r = new Engine(1, 16).searchNoBook(game(BEFORE_J6), SearchLimits.depth(12));
        assertThat(Value.isMate(r.score())).as("score %d, best %s", r.score(), Pos.toString(r.bestMove())).isFalse();
    }

    private static GameState game(String moves) {
        GameState g = new GameState(15, Rule.RENJU);
        for (String m : moves.split(" ")) {
            int p = lit(m, 15);
            assertThat(g.play(Pos.x(p), Pos.y(p))).isEqualTo(MoveCheck.LEGAL);
        }
        return g;
    }
}
