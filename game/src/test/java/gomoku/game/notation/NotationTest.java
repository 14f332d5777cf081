package gomoku.game.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NotationTest {

    @ParameterizedTest
    @CsvSource({
        "7, 7, 15, h8",
        "0, 14, 15, a1",
        "0, 0, 15, a15",
        "14, 14, 15, o1",
        "14, 0, 15, o15",
        "7, 8, 15, h7",
        "10, 10, 20, k10",
        "0, 19, 20, a1",
        "19, 0, 20, t20",
        "8, 3, 15, i12",
        "21, 21, 22, v1",
    })
    void literature_knownPoints_matchBothDirections(int x, int y, int size, String text) {
        assertThat(Notation.toLiterature(x, y, size)).isEqualTo(text);
        assertThat(Notation.parseLiterature(text, size)).containsExactly(x, y);
    }

    @Test
    void parseLiterature_upperCaseAndBlanks_accepted() {
        assertThat(Notation.parseLiterature(" H8 ", 15)).containsExactly(7, 7);
        assertThat(Notation.parseLiterature("T20", 20)).containsExactly(19, 0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "h", "8h", "hh", "h0", "h16", "p8", "h-1", "h8x", "#8", "h 8"})
    void parseLiterature_malformedOrOffBoard_throwsNamingToken(String token) {
        assertThatThrownBy(() -> Notation.parseLiterature(token, 15))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + token.trim() + "'");
    }

    @Test
    void parseLiterature_offBoardColumn_saysWhy() {
        assertThatThrownBy(() -> Notation.parseLiterature("p8", 15))
                .hasMessageContaining("column 'p'")
                .hasMessageContaining("15x15");
    }

    @Test
    void toLiterature_offBoard_throws() {
        assertThatThrownBy(() -> Notation.toLiterature(15, 0, 15)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Notation.toLiterature(0, -1, 15)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 23, 0})
    void parseLiterature_unsupportedSize_throws(int size) {
        assertThatThrownBy(() -> Notation.parseLiterature("a1", size))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("board size " + size);
    }

    @Test
    void literature_everyPointOfEverySize_roundTrips() {
        int checked = 0;
        for (int size = 5; size <= 22; size++)
            for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++) {
                    String text = Notation.toLiterature(x, y, size);
                    assertThat(Notation.parseLiterature(text, size)).containsExactly(x, y);
                    assertThat(Notation.parseLiterature(text.toUpperCase(), size)).containsExactly(x, y);
                    checked++;
                }
        assertThat(checked).isEqualTo(3765);
    }

    @Test
    void piskvork_everyPointOfEverySize_roundTrips() {
        for (int size = 5; size <= 22; size++)
            for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++)
                    assertThat(Notation.parsePiskvork(Notation.toPiskvork(x, y), size)).containsExactly(x, y);
    }

    @Test
    void toPiskvork_centre_isZeroBasedXComma() {
        assertThat(Notation.toPiskvork(7, 7)).isEqualTo("7,7");
        assertThat(Notation.toPiskvork(0, 14)).isEqualTo("0,14");
    }

    @Test
    void parsePiskvork_blanksAroundNumbers_accepted() {
        assertThat(Notation.parsePiskvork(" 3 , 12 ", 15)).containsExactly(3, 12);
    }

    @ParameterizedTest
    @ValueSource(strings = {"7", "7,", "7,7,7", "a,7", "15,0", "0,15", "-1,3"})
    void parsePiskvork_malformedOrOffBoard_throwsNamingToken(String token) {
        assertThatThrownBy(() -> Notation.parsePiskvork(token, 15))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + token + "'");
    }

    @Test
    void posString_h9_isProtocol7x8AndLiteratureH7() {
        List<int[]> moves = Notation.parsePosString("h9", 15);
        assertThat(moves).hasSize(1);
        assertThat(moves.get(0)).containsExactly(7, 8);
        assertThat(Notation.toLiterature(7, 8, 15)).isEqualTo("h7");
    }

    @Test
    void posString_centre15_equalsLiteratureH8() {
        assertThat(Notation.parsePosString("h8", 15).get(0)).containsExactly(7, 7);
        assertThat(Notation.toLiterature(7, 7, 15)).isEqualTo("h8");
    }

    @Test
    void parsePosString_twoDigitRows_splitAtLetters() {
        List<int[]> moves = Notation.parsePosString("h8I9j10a11T20", 20);
        assertThat(moves).extracting(m -> m[0] + ":" + m[1])
                .containsExactly("7:7", "8:8", "9:9", "0:10", "19:19");
    }

    @Test
    void toPosString_moves_concatenatedWithTopOriginRows() {
        String pos = Notation.toPosString(List.of(new int[] {7, 7}, new int[] {8, 8}, new int[] {9, 9}, new int[] {0, 0}));
        assertThat(pos).isEqualTo("h8i9j10a1");
    }

    @Test
    void posString_randomGame_roundTrips() {
        List<int[]> moves = List.of(new int[] {0, 0}, new int[] {21, 21}, new int[] {3, 17}, new int[] {12, 9});
        List<int[]> back = Notation.parsePosString(Notation.toPosString(moves), 22);
        assertThat(back).usingRecursiveFieldByFieldElementComparator().containsExactlyElementsOf(moves);
    }

    @Test
    void parsePosString_emptyOrBlank_givesNoMoves() {
        assertThat(Notation.parsePosString("", 15)).isEmpty();
        assertThat(Notation.parsePosString("  ", 15)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"h8i", "h8x0", "h8q1", "h816", "8h"})
    void parsePosString_malformed_throws(String text) {
        assertThatThrownBy(() -> Notation.parsePosString(text, 15))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bad point");
    }

    @Test
    void toPosString_pass_throws() {
        assertThatThrownBy(() -> Notation.toPosString(List.of(new int[] {-1, -1})))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("(-1,-1)");
    }

    @Test
    void parseLiteratureList_commasAndBlanks_allSeparate() {
        List<int[]> moves = Notation.parseLiteratureList(" ,h8, i9 j10,,k11, ", 15);
        assertThat(moves).extracting(m -> m[0] + ":" + m[1])
                .containsExactly("7:7", "8:6", "9:5", "10:4");
        assertThat(Notation.parseLiteratureList("   ", 15)).isEmpty();
    }

    @Test
    void parseLiteratureList_badToken_namesIt() {
        assertThatThrownBy(() -> Notation.parseLiteratureList("h8 z3 i9", 15))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'z3'");
    }
}
