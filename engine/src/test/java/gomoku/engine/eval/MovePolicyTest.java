package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Pattern;
import java.io.BufferedReader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class MovePolicyTest {
    private static MovePolicy parse(String text) throws Exception {
        return MovePolicy.parse(new BufferedReader(new StringReader(text)), "test");
    }

    @Test
    void lines_setEveryOrderOfTheirCodes_andTheDistanceTerms() throws Exception {
        MovePolicy p = parse("# comment\nself F3 B2 none none 120  # 5\noppo B4 none none none -30\nlast 1 70\nownlast 7 -20\n");
        int[] orders = {CellTables.key(Pattern.F3, Pattern.B2, 0, 0), CellTables.key(0, Pattern.B2, 0, Pattern.F3),
                        CellTables.key(0, 0, Pattern.F3, Pattern.B2)};
        for (int key : orders) assertThat(p.selfScores()[key]).isEqualTo(120);
        assertThat(p.oppoScores()[CellTables.key(0, 0, Pattern.B4, 0)]).isEqualTo(-30);
        assertThat(p.selfScores()[CellTables.key(Pattern.F3, 0, 0, 0)]).isZero();
        int key = CellTables.key(0, Pattern.F3, Pattern.B2, 0);
        assertThat(p.score(key, CellTables.key(Pattern.B4, 0, 0, 0), 1, 7)).isEqualTo(120 - 30 + 70 - 20);
    }

    @Test
    void badLines_areRefusedWithTheLine() {
        assertThatThrownBy(() -> parse("self F3 B2 none 120\n")).hasMessageContaining("bad line");
        assertThatThrownBy(() -> parse("self F3 B2 none XX 1\n")).hasMessageContaining("XX");
        assertThatThrownBy(() -> parse("last 0 5\n")).hasMessageContaining("distance");
        assertThatThrownBy(() -> parse("oppo F3 none none none 123456\n")).hasMessageContaining("out of range");
    }

    @Test
    void shippedPolicies_freestyleAndStandardShareOne_renjuHasOnePerColour() {
        MovePolicy p = MovePolicy.forSide(Rule.FREESTYLE, Side.BLACK);
        assertThat(MovePolicy.forSide(Rule.FREESTYLE, Side.WHITE)).isSameAs(p);
        assertThat(MovePolicy.forSide(Rule.STANDARD, Side.WHITE)).isSameAs(p);
        MovePolicy black = MovePolicy.forSide(Rule.RENJU, Side.BLACK), white = MovePolicy.forSide(Rule.RENJU, Side.WHITE);
        assertThat(black).isNotSameAs(white).isNotSameAs(p);
        for (MovePolicy q : new MovePolicy[] {p, black, white}) {
            // Making an open three is a likelier move than adding a stone to a closed line of one.
            assertThat(q.selfScores()[CellTables.key(Pattern.F3, 0, 0, 0)]).isGreaterThan(q.selfScores()[CellTables.key(Pattern.B1, 0, 0, 0)]);
            // Nearer the opponent's last move is likelier.
            assertThat(q.lastScores()[1]).isGreaterThan(q.lastScores()[MovePolicy.MAX_DISTANCE]);
        }
    }
}
