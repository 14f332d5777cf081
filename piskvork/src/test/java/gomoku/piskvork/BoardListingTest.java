package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.api.Test;

class BoardListingTest {
    private static BoardListing listing(String... lines) {
        BoardListing l = new BoardListing();
        for (String line : lines) l.add(line);
        return l;
    }

    @Test
    void build_equalCounts_brainIsBlack() {
        GameState g = listing("7,7,1", "8,8,2", "6,6,1", "9,9,2").build(15, Rule.FREESTYLE);
        assertThat(g.sideToMove()).isEqualTo(Side.BLACK);
        assertThat(g.moves()).containsExactly(Pos.of(7, 7), Pos.of(8, 8), Pos.of(6, 6), Pos.of(9, 9));
    }

    @Test
    void build_opponentOneMore_brainIsWhite() {
        GameState g = listing("7,7,2", "8,8,1", "6,6,2").build(15, Rule.FREESTYLE);
        assertThat(g.sideToMove()).isEqualTo(Side.WHITE);
        assertThat(g.stone(7, 7)).isEqualTo(Side.BLACK + 1);
        assertThat(g.stone(8, 8)).isEqualTo(Side.WHITE + 1);
    }

    @Test
    void build_anyListingOrder_interleavesByColour() {
        // Gomoku managers may list all own stones first; the play order is rebuilt per colour.
        GameState g = listing("1,1,1", "2,2,1", "10,10,2", "11,11,2").build(15, Rule.STANDARD);
        assertThat(g.moves()).containsExactly(Pos.of(1, 1), Pos.of(10, 10), Pos.of(2, 2), Pos.of(11, 11));
    }

    @Test
    void build_impossibleCounts_shortSidePasses() {
        GameState g = listing("1,1,1", "2,2,1", "3,3,1").build(15, Rule.FREESTYLE);
        assertThat(g.sideToMove()).isEqualTo(Side.BLACK);
        assertThat(g.moves()).containsExactly(Pos.of(1, 1), Pos.PASS, Pos.of(2, 2), Pos.PASS, Pos.of(3, 3), Pos.PASS);
        GameState w = listing("1,1,2", "2,2,2", "3,3,2").build(15, Rule.FREESTYLE);
        assertThat(w.sideToMove()).isEqualTo(Side.WHITE);
        assertThat(w.moveCount()).isEqualTo(5);
    }

    @Test
    void build_wallsIgnored_emptyListingIsEmptyBoard() {
        GameState g = listing("7,7,3").build(15, Rule.FREESTYLE);
        assertThat(g.moveCount()).isZero();
        assertThat(listing().build(20, Rule.FREESTYLE).moveCount()).isZero();
    }

    @Test
    void build_renju_keepsPlayOrderForForbiddenChecks() {
        // The same five black stones: with 7,7 played first every move is legal; with 7,7 played
        // last it is a double-three, so the listing is refused.
        GameState g = listing("7,7,1", "0,0,2", "7,8,1", "0,14,2", "7,6,1", "14,0,2", "6,7,1", "14,14,2",
                "8,7,1", "1,1,2").build(15, Rule.RENJU);
        assertThat(g.sideToMove()).isEqualTo(Side.BLACK);
        assertThat(g.move(8)).isEqualTo(Pos.of(8, 7));
        assertThatThrownBy(() -> listing("7,8,1", "0,0,2", "7,6,1", "0,14,2", "6,7,1", "14,0,2", "8,7,1",
                "14,14,2", "7,7,1", "1,1,2").build(15, Rule.RENJU))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("double-three");
    }

    @Test
    void badLines_firstErrorKept() {
        BoardListing l = listing("7,7,1", "7,7", "x,y,z");
        assertThat(l.error()).contains("'7,7'");
        assertThatThrownBy(() -> l.build(15, Rule.FREESTYLE)).isInstanceOf(ProtocolException.class);
        assertThat(listing("7,7,0").error()).isNotNull();
        assertThat(listing("7,7,4").error()).isNotNull();
    }

    @Test
    void build_offBoardOrDuplicate_refused() {
        assertThatThrownBy(() -> listing("15,7,1").build(15, Rule.FREESTYLE)).hasMessageContaining("off the board");
        assertThatThrownBy(() -> listing("7,7,1", "7,7,2").build(15, Rule.FREESTYLE)).hasMessageContaining("two stones");
    }

    @Test
    void build_fiveInTheMiddle_refused() {
        assertThatThrownBy(() -> listing("0,0,1", "0,5,2", "1,0,1", "1,5,2", "2,0,1", "2,5,2", "3,0,1", "3,5,2",
                "4,0,1", "9,9,2", "10,10,1", "11,11,2").build(15, Rule.FREESTYLE))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("five");
    }
}
