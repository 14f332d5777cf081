package gomoku.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Make/undo keeps the incremental state exact: snapshots before and after round-trip. */
class MakeUndoTest {

    /** Everything observable: key, side, ply, every cell and every pattern code of every empty cell. */
    static String snapshot(Board b) {
        StringBuilder s = new StringBuilder();
        s.append(b.key()).append('/').append(b.sideToMove()).append('/').append(b.ply()).append('/').append(b.stoneCount());
        byte[] codes = new byte[Pos.CELLS * 9];
        for (int pos = 0; pos < Pos.CELLS; pos++) {
            codes[pos * 9] = (byte) b.cell(pos);
            if (b.cell(pos) == Board.EMPTY)
                for (int j = 0; j < 8; j++) codes[pos * 9 + 1 + j] = (byte) b.pattern(pos, j >> 2, j & 3);
        }
        return s.append(Arrays.hashCode(codes)).append(Arrays.toString(codes)).toString();
    }

    private static int randomEmpty(Board b, SplittableRandom rnd) {
        while (true) {
            int pos = Pos.of(rnd.nextInt(b.size), rnd.nextInt(b.size));
            if (b.isEmpty(pos)) return pos;
        }
    }

    @Test
    void makeUndo_randomPlayouts_restoreExactState() {
        SplittableRandom rnd = new SplittableRandom(20240601);
        for (Rule rule : Rule.values())
            for (int game = 0; game < 60; game++) {
                Board b = new Board(game % 3 == 0 ? 20 : 15, rule);
                ArrayDeque<String> before = new ArrayDeque<>();
                int length = 20 + rnd.nextInt(60);
                for (int i = 0; i < length; i++) {
                    before.push(snapshot(b));
                    if (rnd.nextInt(20) == 0) b.makePass();
                    else b.makeMove(randomEmpty(b, rnd));
                    if (i % 7 == 0) assertThat(b.isConsistent()).isTrue();
                }
                while (b.ply() > 0) {
                    b.undoMove();
                    assertThat(snapshot(b)).isEqualTo(before.pop());
                }
                assertThat(b.isConsistent()).isTrue();
            }
    }

    @Test
    void forbiddenCheck_leavesBoardUnchanged() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int game = 0; game < 40; game++) {
            Board b = new Board(15, Rule.RENJU);
            for (int i = 0; i < 50; i++) b.makeMove(randomNear(b, rnd));
            String s = snapshot(b);
            for (int pos = 0; pos < Pos.CELLS; pos++) b.forbidden(pos);
            assertThat(snapshot(b)).isEqualTo(s);
        }
    }

    /** A check of one empty cell near the stones: the side to move's stone there. */
    private interface CellCheck {
        void check(Board b, int side, int pos, String where);
    }

    /**
     * Runs {@code check} on every empty cell near the stones, after every move of 80 random games
     * a rule (a quarter of them on 20x20), in the positions {@code wanted} accepts.
     */
    private static void everyNearCell(long seed, BiPredicate<Rule, Board> wanted, CellCheck check) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (Rule rule : Rule.values())
            for (int game = 0; game < 80; game++) {
                Board b = new Board(game % 4 == 0 ? 20 : 15, rule);
                int length = 10 + rnd.nextInt(50);
                for (int i = 0; i < length; i++) {
                    b.makeMove(randomNear(b, rnd));
                    if (!wanted.test(rule, b)) continue;
                    for (int pos = 0; pos < Pos.CELLS; pos++)
                        if (b.cell(pos) == Board.EMPTY && b.isNearStone(pos))
                            check.check(b, b.sideToMove(), pos, rule + " game " + game + " ply " + i + " at " + Pos.toString(pos));
                }
            }
    }

    /** The flex-four look-ahead without a move says what the move and a look at the counts say. */
    @Test
    void leavesNoFlexFour_agreesWithMakingTheMove() {
        int[] answers = new int[2];
        everyNearCell(11, (rule, b) -> rule != Rule.RENJU && b.threatCount(b.sideToMove() ^ 1, Threat.F4) > 0,
                (b, side, pos, where) -> {
                    boolean fast = b.leavesNoFlexFour(pos, side);
                    b.makeMove(pos);
                    boolean made = b.threatCount(side ^ 1, Threat.F4) == 0;
                    b.undoMove();
                    assertThat(fast).as(where).isEqualTo(made);
                    answers[made ? 1 : 0]++;
                });
        // Both answers came up many times (the positions are dense enough to hold flex fours).
        assertThat(answers[0]).isGreaterThan(1000);
        assertThat(answers[1]).isGreaterThan(1000);
    }

    /** The four-three's block read without the move says what the move, the five-point and its class say. */
    @Test
    void leavesOneBlockThatMakesNoFour_agreesWithMakingTheMove() {
        int[] answers = new int[2];
        // Renju's black has fouls (not asked for); the side must have no five to make yet.
        everyNearCell(12, (rule, b) -> !(rule == Rule.RENJU && b.sideToMove() == Side.BLACK)
                        && b.threatCount(b.sideToMove(), Threat.FIVE) == 0,
                (b, side, pos, where) -> {
                    boolean fast = b.leavesOneBlockThatMakesNoFour(pos, side);
                    b.makeMove(pos);
                    boolean made = b.threatCount(side, Threat.FIVE) == 1
                            && b.threat(b.findThreat(side, Threat.FIVE), side ^ 1) < Threat.B4;
                    b.undoMove();
                    assertThat(fast).as(where).isEqualTo(made);
                    if (made) answers[1]++;
                    else if (b.threat(pos, side) >= Threat.B4) answers[0]++;
                });
        // Both answers came up many times, the second at cells that make a four.
        assertThat(answers[0]).isGreaterThan(1000);
        assertThat(answers[1]).isGreaterThan(1000);
    }

    private static int randomNear(Board b, SplittableRandom rnd) {
        for (int tries = 0; tries < 1000; tries++) {
            int pos = Pos.of(3 + rnd.nextInt(9), 3 + rnd.nextInt(9));
            if (b.isEmpty(pos)) return pos;
        }
        return randomEmpty(b, rnd);
    }

    /** Two move orders that reach the same position give the same key. */
    @Property(tries = 200)
    void key_transposedMoveOrder_isTheSame(@ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Board a = new Board(15, Rule.FREESTYLE);
        int n = 2 + 2 * rnd.nextInt(10);
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) {
            moves[i] = randomEmpty(a, rnd);
            a.makeMove(moves[i]);
        }
        // Swap two black moves (even indices): same stones, same side to move.
        int i = 2 * rnd.nextInt(n / 2), j = 2 * rnd.nextInt(n / 2);
        int t = moves[i]; moves[i] = moves[j]; moves[j] = t;
        Board b = new Board(15, Rule.FREESTYLE);
        for (int m : moves) b.makeMove(m);
        assertThat(b.key()).isEqualTo(a.key());
    }
}
