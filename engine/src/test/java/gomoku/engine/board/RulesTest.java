package gomoku.engine.board;

import static gomoku.engine.board.Positions.board;
import static gomoku.engine.board.Positions.lit;
import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hand-made positions for every clause of the rules (renju fouls and their exceptions), checked on the fast board and the naive checker. */
class RulesTest {
    private static final int B = Side.BLACK, W = Side.WHITE;

    private static Forbidden renjuAt(String black, String white, String point) {
        Board b = board(Rule.RENJU, 15, black, white, B);
        Forbidden fast = b.forbidden(lit(point, 15));
        assertThat(naive(b).forbidden(Pos.x(lit(point, 15)), Pos.y(lit(point, 15)))).as("naive agrees").isEqualTo(fast);
        return fast;
    }

    static NaiveRules naive(Board b) {
        NaiveRules n = new NaiveRules(b.size, b.rule);
        for (int y = 0; y < b.size; y++)
            for (int x = 0; x < b.size; x++) {
                int c = b.cell(Pos.of(x, y));
                n.grid[y][x] = c == Board.WALL ? 0 : c;
            }
        return n;
    }

    @Test
    void forbidden_openThreesCrossing_isDoubleThree() {
        assertThat(renjuAt("h7 h9 g8 i8", "", "h8")).isEqualTo(Forbidden.DOUBLE_THREE);
    }

    @Test
    void forbidden_fourAndThree_isLegal() {
        assertThat(renjuAt("e8 f8 g8 h9 h10", "d8", "h8")).isEqualTo(Forbidden.NONE);
    }

    @Test
    void forbidden_fiveBeatsDoubleFour() {
        assertThat(renjuAt("d8 e8 f8 g8 h9 h10 h11 g7 f6 e5", "", "h8")).isEqualTo(Forbidden.NONE);
        Board b = board(Rule.RENJU, 15, "d8 e8 f8 g8 h9 h10 h11 g7 f6 e5", "", B);
        assertThat(b.isFive(lit("h8", 15), B)).isTrue();
    }

    @Test
    void forbidden_fiveBeatsOverline() {
        assertThat(renjuAt("d8 e8 f8 g8 h4 h5 h6 h7 h9", "", "h8")).isEqualTo(Forbidden.NONE);
    }

    @Test
    void forbidden_sixInARow_isOverline() {
        assertThat(renjuAt("d8 e8 f8 g8 i8", "", "h8")).isEqualTo(Forbidden.OVERLINE);
        Board b = board(Rule.RENJU, 15, "d8 e8 f8 g8 i8", "", B);
        assertThat(b.isFive(lit("h8", 15), B)).isFalse();
    }

    @Test
    void forbidden_oneThreeBlocked_isLegal() {
        assertThat(renjuAt("g8 i8 h7 h9", "f8", "h8")).isEqualTo(Forbidden.NONE);
    }

    @Test
    void forbidden_twoFoursOnDifferentLines_isDoubleFour() {
        assertThat(renjuAt("e8 f8 g8 h5 h6 h7", "d8 h4", "h8")).isEqualTo(Forbidden.DOUBLE_FOUR);
    }

    /** One-line strips of the renju rule's worked examples, laid on row 8 from column b: index i is column b + i. */
    @ParameterizedTest
    @CsvSource({
        "...X.XX..X...,7,DOUBLE_FOUR",
        "...X.X.X.X...,6,DOUBLE_FOUR",
        "...XXX...XXX...,7,DOUBLE_FOUR",
        "...XXX.XX...,6,OVERLINE",
        "...XX.X......,5,NONE",
    })
    void forbidden_oneLineStrips(String strip, int index, String kind) {
        StringBuilder black = new StringBuilder();
        for (int i = 0; i < strip.length(); i++)
            if (strip.charAt(i) == 'X') black.append((char) ('b' + i)).append("8 ");
        Forbidden expected = Forbidden.valueOf(kind);
        assertThat(renjuAt(black.toString(), "", (char) ('b' + index) + "8")).isEqualTo(expected);
    }

    /**
     * h8 would make two threes (h8-h9-h10 and g8-h8-_-j8), but the horizontal one can only become a
     * straight four at i8, and i8 is itself forbidden (a four plus two threes), so h8 is legal.
     * When white i10 kills one of i8's threes, i8 becomes legal, the horizontal three is real again
     * and h8 becomes a double-three: a two-level recursion.
     */
    @Test
    void forbidden_pseudoDoubleThree_nestedRecursion() {
        String black = "g8 j8 h9 h10 i7 i9 j9 k10";
        assertThat(renjuAt(black, "", "h8")).isEqualTo(Forbidden.NONE);
        assertThat(renjuAt(black, "i10", "h8")).isEqualTo(Forbidden.DOUBLE_THREE);
    }

    /** The only straight-four point of the horizontal three is an overline point, so only one three is real. */
    @Test
    void forbidden_threeCompletedOnlyAtOverlinePoint_isNotAThree() {
        assertThat(renjuAt("g8 j8 h7 h9", "", "h8")).isEqualTo(Forbidden.DOUBLE_THREE);
        assertThat(renjuAt("g8 j8 h7 h9 i6 i7 i9 i10 i11", "", "h8")).isEqualTo(Forbidden.NONE);
    }

    @Test
    void forbidden_whiteIsNeverRestricted() {
        Board b = board(Rule.RENJU, 15, "a1 a2", "h7 h9 g8 i8", W);
        assertThat(b.isForbidden(lit("h8", 15), W)).isFalse();
        assertThat(b.isForbidden(lit("h8", 15), B)).isFalse();
    }

    @Test
    void isFive_whiteOverlineInRenju_wins() {
        Board b = board(Rule.RENJU, 15, "a1 a2 a3 a4 a6", "d8 e8 f8 g8 i8", W);
        assertThat(b.isFive(lit("h8", 15), W)).isTrue();
    }

    @Test
    void isFive_overlineInStandard_winsForNobody() {
        Board b = board(Rule.STANDARD, 15, "d8 e8 f8 g8 i8", "d9 e9 f9 g9 i9", B);
        assertThat(b.isFive(lit("h8", 15), B)).isFalse();
        assertThat(b.isFive(lit("h9", 15), W)).isFalse();
        assertThat(b.forbidden(lit("h8", 15))).isEqualTo(Forbidden.NONE);
    }

    @Test
    void isFive_overlineInFreestyle_wins() {
        Board b = board(Rule.FREESTYLE, 15, "d8 e8 f8 g8 i8", "d9 e9 f9 g9 i9", B);
        assertThat(b.isFive(lit("h8", 15), B)).isTrue();
        assertThat(b.isFive(lit("h9", 15), W)).isTrue();
    }

    @Test
    void forbidden_otherRules_neverForbidden() {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.STANDARD}) {
            Board b = board(rule, 15, "h7 h9 g8 i8", "", B);
            assertThat(b.forbidden(lit("h8", 15))).isEqualTo(Forbidden.NONE);
        }
    }

    /** The 8 symmetries of the square map forbidden points onto forbidden points of the same kind. */
    @Test
    void forbidden_eightSymmetries_giveSameAnswers() {
        String[][] cases = {
            {"h7 h9 g8 i8", ""}, {"g8 j8 h9 h10 i7 i9 j9 k10", ""}, {"g8 j8 h9 h10 i7 i9 j9 k10", "i10"},
            {"e8 f8 g8 h5 h6 h7 d4 e5 c9 c10", "d8 h4"}, {"d8 e8 f8 g8 i8 j6 j7 j9 j10 k11", "l12"},
        };
        for (String[] c : cases) {
            Board base = board(Rule.RENJU, 15, c[0], c[1], B);
            for (int s = 0; s < 8; s++) {
                Board t = board(Rule.RENJU, 15, transform(c[0], s), transform(c[1], s), B);
                for (int y = 0; y < 15; y++)
                    for (int x = 0; x < 15; x++) {
                        int[] m = map(x, y, s, 15);
                        assertThat(t.forbidden(Pos.of(m[0], m[1])))
                                .as("symmetry %d at %d,%d", s, x, y).isEqualTo(base.forbidden(Pos.of(x, y)));
                        assertThat(t.isFive(Pos.of(m[0], m[1]), B)).isEqualTo(base.isFive(Pos.of(x, y), B));
                    }
            }
        }
    }

    static int[] map(int x, int y, int s, int n) {
        int a = x, b = y;
        if ((s & 1) != 0) a = n - 1 - a;
        if ((s & 2) != 0) b = n - 1 - b;
        if ((s & 4) != 0) { int t = a; a = b; b = t; }
        return new int[] {a, b};
    }

    private static String transform(String points, int s) {
        StringBuilder out = new StringBuilder();
        for (String p : points.trim().split("\\s+")) {
            if (p.isEmpty()) continue;
            int pos = lit(p, 15);
            int[] m = map(Pos.x(pos), Pos.y(pos), s, 15);
            out.append((char) ('a' + m[0])).append(15 - m[1]).append(' ');
        }
        return out.toString();
    }
}
