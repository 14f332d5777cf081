package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.Threat;
import java.io.BufferedReader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The cell value table: one value per unordered combination, read from its file, summed by the board. */
class CellValuesTest {
    private static CellValues parse(String text) throws Exception {
        return CellValues.parse(new BufferedReader(new StringReader(text)), "test", Rule.FREESTYLE, Side.BLACK);
    }

    @Test
    void aLine_setsItsCombinationInEveryOrder_andNothingElse() throws Exception {
        CellValues v = parse("# comment\nself F3 B3 F2 none 120  # note\nother F3 B3 F2 none 90\nself B1 none none none -4\n");
        for (int[] order : new int[][] {{Pattern.F3, Pattern.B3, Pattern.F2, Pattern.NONE}, {Pattern.NONE, Pattern.F2, Pattern.B3, Pattern.F3},
                                        {Pattern.B3, Pattern.NONE, Pattern.F3, Pattern.F2}}) {
            int key = CellTables.key(order[0], order[1], order[2], order[3]);
            assertThat(v.self(key)).isEqualTo(120);
            assertThat(v.other(key)).isEqualTo(90);
        }
        assertThat(v.self(CellTables.key(Pattern.NONE, Pattern.B1, Pattern.NONE, Pattern.NONE))).isEqualTo(-4);
        assertThat(v.other(CellTables.key(Pattern.NONE, Pattern.B1, Pattern.NONE, Pattern.NONE))).isZero();
        assertThat(v.self(CellTables.key(Pattern.F3, Pattern.F3, Pattern.F2, Pattern.NONE))).isZero();
        assertThat(CellValues.describe(CellTables.key(Pattern.NONE, Pattern.F2, Pattern.B3, Pattern.F3))).isEqualTo("F3 B3 F2 none");
    }

    @Test
    void badLines_areRefusedWithTheLine() {
        assertThatThrownBy(() -> parse("self F3 B3 F2 120\n")).hasMessageContaining("self F3 B3 F2 120");
        assertThatThrownBy(() -> parse("mine F3 B3 F2 none 120\n")).hasMessageContaining("mine");
        assertThatThrownBy(() -> parse("self F3 B9 F2 none 120\n")).hasMessageContaining("B9");
        assertThatThrownBy(() -> parse("self F3 B3 F2 none x\n")).hasMessageContaining("bad value");
        assertThatThrownBy(() -> parse("self F3 B3 F2 none 99999\n")).hasMessageContaining("out of range");
    }

    @Test
    void freestyleTable_isTheSameForEveryOrderOfTheCodes() {
        CellValues v = CellValues.forRule(Rule.FREESTYLE);
        assertThat(CellValues.forRule(Rule.STANDARD)).isSameAs(v);
        assertThat(CellValues.forSide(Rule.FREESTYLE, Side.WHITE)).isSameAs(v);
        assertFilled(v, Rule.FREESTYLE, Side.BLACK);
        // An open three to play is worth more to the side to move than a closed two.
        int three = CellTables.key(Pattern.F3, Pattern.NONE, Pattern.NONE, Pattern.NONE);
        int two = CellTables.key(Pattern.B2, Pattern.NONE, Pattern.NONE, Pattern.NONE);
        assertThat(v.self(three)).isGreaterThan(v.self(two));
    }

    @Test
    void renjuTables_oneForEachColour_withTheirOwnThreatClasses() {
        CellValues black = CellValues.forSide(Rule.RENJU, Side.BLACK), white = CellValues.forSide(Rule.RENJU, Side.WHITE);
        assertThat(CellValues.forRule(Rule.RENJU)).isSameAs(black);
        assertFilled(black, Rule.RENJU, Side.BLACK);
        assertFilled(white, Rule.RENJU, Side.WHITE);
        // Black's overline is a foul: its cells take black's forbidden class, white's the five.
        int overline = CellTables.key(Pattern.OVERLINE, Pattern.NONE, Pattern.NONE, Pattern.NONE);
        assertThat(CellValues.threatOf(black.packed()[overline])).isEqualTo(Threat.FORBIDDEN);
        int differ = 0;
        for (int key = 0; key < CellTables.SIZE; key++) if (black.self(key) != white.self(key)) differ++;
        assertThat(differ).isGreaterThan(300);
    }

    /** Most combinations have a value, the threat class is the rule's. */
    private static void assertFilled(CellValues v, Rule rule, int side) {
        int nonZero = 0;
        for (int key = 0; key < CellTables.SIZE; key++) {
            if (v.self(key) != 0) nonZero++;
            assertThat(CellValues.threatOf(v.packed()[key])).isEqualTo(CellTables.forSide(rule, side)[key] & 0xFF);
        }
        assertThat(nonZero).isGreaterThan(250);
        assertThat(v.self(0)).isZero();
    }

    @ParameterizedTest
    @EnumSource(value = Rule.class, names = {"FREESTYLE", "RENJU"})
    void boardEvaluation_isTheSumOfTheTable_overAGame(Rule rule) {
        CellValues[] v = {CellValues.forSide(rule, Side.BLACK), CellValues.forSide(rule, Side.WHITE)};
        Board board = new Board(15, rule);
        long seed = 99;
        for (int ply = 0; ply < 60; ply++) {
            int pos;
            do {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                pos = Pos.of(2 + (int) ((seed >>> 33) % 11), 2 + (int) ((seed >>> 45) % 11));
            } while (!board.isEmpty(pos));
            board.makeMove(pos);
            int self = board.sideToMove(), expected = 0;
            for (int y = 0; y < 15; y++)
                for (int x = 0; x < 15; x++) {
                    int p = Pos.of(x, y);
                    if (!board.isEmpty(p)) continue;
                    // Each side's cells read that side's table (the same one outside renju).
                    expected += v[self].self(key(board, p, self)) - v[self ^ 1].other(key(board, p, self ^ 1));
                    // The move ordering keeps the line weights' worth.
                    assertThat(board.cellValue(p, self)).isEqualTo(CellTables.forSide(rule, self)[key(board, p, self)] >> 8);
                }
            assertThat(board.evaluate()).as("ply %d", ply).isEqualTo(expected);
        }
        // Undo restores the sums too: back to the empty board's.
        while (board.stoneCount() > 0) board.undoMove();
        assertThat(board.evaluate()).isEqualTo(new Board(15, rule).evaluate());
    }

    private static int key(Board board, int pos, int side) {
        return CellTables.key(board.pattern(pos, side, 0), board.pattern(pos, side, 1), board.pattern(pos, side, 2), board.pattern(pos, side, 3));
    }
}
