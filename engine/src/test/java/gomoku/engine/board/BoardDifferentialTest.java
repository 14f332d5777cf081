package gomoku.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Differential test: the fast incremental board against {@link NaiveRules} on random positions,
 * every empty point, both sides: does the move make five, and is it a renju foul (which kind).
 */
class BoardDifferentialTest {
    static final int POSITIONS = 10_000;

    @ParameterizedTest
    @EnumSource(Rule.class)
    void everyEmptyPoint_randomPositions_agreesWithNaiveRules(Rule rule) {
        SplittableRandom rnd = new SplittableRandom(20261126L + rule.ordinal());
        int forbiddenSeen = 0, fivesSeen = 0, pseudoThrees = 0;
        int[] kinds = new int[Forbidden.values().length];
        for (int n = 0; n < POSITIONS; n++) {
            int size = n % 10 == 0 ? 20 : n % 10 == 1 ? 7 : 15;
            Board board = new Board(size, rule);
            NaiveRules naive = new NaiveRules(size, rule);
            // Stones cluster in a window so that threes and fours are common.
            int span = Math.min(size, 5 + rnd.nextInt(6));
            int x0 = rnd.nextInt(size - span + 1), y0 = rnd.nextInt(size - span + 1);
            int stones = rnd.nextInt(span * span * 6 / 10 + 1);
            for (int i = 0; i < stones; i++) {
                int x = x0 + rnd.nextInt(span), y = y0 + rnd.nextInt(span);
                int pos = Pos.of(x, y);
                if (!board.isEmpty(pos)) continue;
                int side = rnd.nextInt(100) < 55 ? Side.BLACK : Side.WHITE;
                if (board.sideToMove() != side) board.makePass();
                board.makeMove(pos);
                naive.grid[y][x] = side + 1;
            }
            if (n % 50 == 0) assertThat(board.isConsistent()).as("consistent, position %d", n).isTrue();
            for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++) {
                    int pos = Pos.of(x, y);
                    if (!board.isEmpty(pos)) continue;
                    for (int side = 0; side < 2; side++) {
                        boolean five = naive.makesFive(x, y, side + 1);
                        assertThat(board.isFive(pos, side)).as("five %s side %d at %d,%d position %d", rule, side, x, y, n)
                                .isEqualTo(five);
                        if (five) fivesSeen++;
                    }
                    Forbidden expected = naive.forbidden(x, y);
                    assertThat(board.forbidden(pos)).as("forbidden at %d,%d position %d", x, y, n).isEqualTo(expected);
                    if (expected != Forbidden.NONE) forbiddenSeen++;
                    kinds[expected.ordinal()]++;
                    if (expected == Forbidden.NONE && rule == Rule.RENJU && threeLines(board, pos) >= 2) pseudoThrees++;
                }
        }
        assertThat(fivesSeen).isGreaterThan(1000);
        if (rule == Rule.RENJU) {
            assertThat(forbiddenSeen).isGreaterThan(1000);
            // every clause is exercised, including double-threes that turn out not to be real
            assertThat(kinds[Forbidden.DOUBLE_THREE.ordinal()]).isGreaterThan(100);
            assertThat(kinds[Forbidden.DOUBLE_FOUR.ordinal()]).isGreaterThan(100);
            assertThat(kinds[Forbidden.OVERLINE.ordinal()]).isGreaterThan(100);
            assertThat(pseudoThrees).isGreaterThan(10);
        }
        else assertThat(forbiddenSeen).isZero();
    }

    private static int threeLines(Board board, int pos) {
        int n = 0;
        for (int d = 0; d < 4; d++) if (board.pattern(pos, Side.BLACK, d) == gomoku.engine.pattern.Pattern.F3) n++;
        return n;
    }
}
