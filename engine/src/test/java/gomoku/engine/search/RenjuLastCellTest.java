package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.api.Test;

/**
 * On a 15 x 15 renju board black plays the last cell. When every empty cell left is forbidden to
 * black, black must play a foul and loses; it is not a draw. This engine, black against Rapfi 0.43,
 * lost twice that way after 224 moves (strength log 2026-12-03) where it could still have drawn:
 * in the first with three cells left, in the second with seven. The moves are given as SGF
 * coordinates (column, then row from the top).
 */
class RenjuLastCellTest {
    private static final String GAME_1 = "bc fd ff ac ca aa bf eg ee gg de ce df ef dg dh eh cf ig dd ed gf gh hh he ii ec cg "
            + "ch ge gd eb hi gk be bg hj ik bb bd hk gj jk ij il jj kk hm gm jg kj jh ih lh ki kh "
            + "li mh nh lk jf kl mj me lf mf mg ke ji mi kd el le dj ei id cj fk di bk if lc hc hd "
            + "fi gi fc cc cd ic ka kc mc ga ha gb ib jc ek dm cn cl aj dl ja fe ej hg fl nf ld ho "
            + "la ia gl jm in io ma na en dn dk im hl jl km ll gc dc bl kf do fm od ok nd md nl go "
            + "jo em lb oe ck oi oj nj kg hb jd ad ae bi ln jb bh je lg of og ng lm ak fn om bj an "
            + "fo ao hn gn ci jn oh oo fb ko db no mo oa am nm al kb ne co bn on ol hf lj af ag fh "
            + "fg bm cm ba ni ai ob nc cb ie lo fa nb ah oc eo bo mk nk fj nn da mm ea mn mb ml ab";
    private static final String GAME_2 = "kj oi lg lj nh kf hm kh hk li ki jg if ih hi hj jh jl lk kd ke ik km le md kl ml nm "
            + "gi mf jc im hn hl il fj jn ei gk gn mk ll ij gj ej fk fm ji mi mj nk ok ng oh og mg "
            + "hf fh fg gh ff eh hh gf dh ig hg he gg fi fl oj ol ee ni nj nf ne ef dg cf de kn io "
            + "kc ic em dm ln in en gl fd ec ed dd jj ii dn co ce ci jo lm df bf hd ek mn nn cn bn "
            + "ck dl cm fc ie jd ge eg gc fb ld me bi cc dc cj bk bh eb nb be cd da kk dj mm oo eo "
            + "bb ba fo id ga nc lo jm na gb bj kg lf ao bo mb ob bl fn ag jb ea el am ah la ae ia "
            + "lh mc aa al aj ka ha nd hc do je ca ab cg bg ak an ma ja oe lb db dk bm cb bc kb hb "
            + "fe ch ai ac bd ko jk cl mo go di jf ad fa od oa lc on ho af nl of gd mh om gm no oc";

    @Test
    void onlyForbiddenCellsLeft_isALossForBlack() {
        // Game 2 after 220 moves: whatever black does, the last cell is forbidden to it.
        GameState g = game(GAME_2, 220);
        assertThat(exact(g.board())).as("the exact value for black").isEqualTo(-1);
        SearchResult r = new Engine(1, 16).searchNoBook(g, SearchLimits.depth(8));
        assertThat(r.score()).as("score for black, best %s", Pos.toString(r.bestMove())).isLessThan(-Value.MATE_BAND);
    }

    @Test
    void whiteSeesTheWin_whenBlackWillHaveOnlyAForbiddenCell() {
        // Game 1 after 223 moves: two cells left; whichever white fills, black's last one is forbidden.
        GameState g = game(GAME_1, 223);
        assertThat(g.board().sideToMove()).isEqualTo(Side.WHITE);
        assertThat(exact(g.board())).as("the exact value for white").isEqualTo(1);
        SearchResult r = new Engine(1, 16).searchNoBook(g, SearchLimits.depth(4));
        assertThat(r.score()).as("score for white").isGreaterThan(Value.MATE_BAND);
    }

    @Test
    void blackKeepsTheDraw_withSevenCellsLeft() {
        GameState g = game(GAME_2, 218);
        Board b = g.board();
        assertThat(b.sideToMove()).isEqualTo(Side.BLACK);
        assertThat(exact(b)).as("the exact value for black").isZero();
        SearchResult r = new Engine(1, 16).searchNoBook(g, SearchLimits.depth(12));
        assertThat(r.score()).as("score for black").isGreaterThan(-Value.MATE_BAND);
        b.makeMove(r.bestMove());
        assertThat(-exact(b)).as("black's value after %s", Pos.toString(r.bestMove())).isZero();
        b.undoMove();
    }

    /** The exact result for the side to move (1 win, 0 draw, -1 loss), by trying every order of the cells left. */
    private static int exact(Board b) {
        if (b.isFull()) return 0;
        int self = b.sideToMove();
        for (int y = 0; y < b.size; y++)
            for (int x = 0; x < b.size; x++)
                if (b.isEmpty(Pos.of(x, y)) && b.isFive(Pos.of(x, y), self)) return 1;
        int best = -1;
        for (int y = 0; y < b.size; y++)
            for (int x = 0; x < b.size; x++) {
                int p = Pos.of(x, y);
                if (!b.isEmpty(p) || self == Side.BLACK && b.isForbidden(p, self)) continue;
                b.makeMove(p);
                best = Math.max(best, -exact(b));
                b.undoMove();
            }
        return best;
    }

    private static GameState game(String moves, int count) {
        GameState g = new GameState(15, Rule.RENJU);
        String[] m = moves.split(" ");
        for (int i = 0; i < count; i++)
            assertThat(g.play(m[i].charAt(0) - 'a', m[i].charAt(1) - 'a')).as("move %d", i + 1).isEqualTo(MoveCheck.LEGAL);
        return g;
    }
}
