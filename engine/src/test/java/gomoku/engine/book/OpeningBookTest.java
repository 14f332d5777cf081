package gomoku.engine.book;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class OpeningBookTest {
    @Test
    void move_emptyBoard_isTheCentre() {
        Board b = new Board(15, Rule.RENJU);
        assertThat(OpeningBook.move(b, new SplittableRandom(1), false)).isEqualTo(Pos.of(7, 7));
        assertThat(OpeningBook.move(new Board(20, Rule.FREESTYLE), new SplittableRandom(1), false)).isEqualTo(Pos.of(10, 10));
    }

    @Test
    void move_threeStones_formACanonicalOpening_withVariety() {
        Set<String> seen = new HashSet<>();
        SplittableRandom rnd = new SplittableRandom(7);
        for (int game = 0; game < 60; game++) {
            Board b = new Board(15, Rule.RENJU);
            for (int i = 0; i < 3; i++) {
                int m = OpeningBook.move(b, rnd, false);
                assertThat(m).isNotEqualTo(Pos.NONE);
                b.makeMove(m);
            }
            OpeningBook.Opening o = OpeningBook.identify(b);
            assertThat(o).as("game %d forms a canonical opening", game).isNotNull();
            seen.add(o.code());
        }
        assertThat(seen.size()).as("several openings are played").isGreaterThan(4);
    }

    @Test
    void move_strongest_isAlwaysTheSame() {
        Set<Integer> thirds = new HashSet<>();
        for (long seed = 0; seed < 10; seed++) {
            Board b = new Board(15, Rule.RENJU);
            SplittableRandom rnd = new SplittableRandom(seed);
            for (int i = 0; i < 3; i++) b.makeMove(OpeningBook.move(b, rnd, true));
            thirds.add(b.move(2));
            assertThat(OpeningBook.identify(b).code()).isEqualTo("4D");
        }
        assertThat(thirds).hasSize(1);
    }

    @Test
    void identify_knowsAllTwentySixUnderSymmetry() {
        for (OpeningBook.Opening o : OpeningBook.CANONICAL)
            for (int sym = 0; sym < 8; sym++) {
                Board b = new Board(15, Rule.RENJU);
                int[] w = OpeningBook.transform(o.direct() ? 0 : 1, -1, sym), t = OpeningBook.transform(o.dx(), o.dy(), sym);
                b.makeMove(Pos.of(7, 7));
                b.makeMove(Pos.of(7 + w[0], 7 + w[1]));
                b.makeMove(Pos.of(7 + t[0], 7 + t[1]));
                assertThat(OpeningBook.identify(b)).as("%s symmetry %d", o.code(), sym).isEqualTo(o);
            }
        assertThat(OpeningBook.CANONICAL).hasSize(26);
    }

    @Test
    void move_outOfBookPosition_givesNone() {
        Board b = new Board(15, Rule.FREESTYLE);
        b.makeMove(Pos.of(0, 0));
        assertThat(OpeningBook.move(b, new SplittableRandom(1), false)).isEqualTo(Pos.NONE);
    }
}
