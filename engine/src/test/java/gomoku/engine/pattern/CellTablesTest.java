package gomoku.engine.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class CellTablesTest {
    @Test
    void key_namesEachCombinationOnce_whateverTheOrder() {
        int n = Pattern.COUNT;
        boolean[] seen = new boolean[CellTables.SIZE];
        int combinations = 0;
        for (int c0 = 0; c0 < n; c0++)
            for (int c1 = 0; c1 < n; c1++)
                for (int c2 = 0; c2 < n; c2++)
                    for (int c3 = 0; c3 < n; c3++) {
                        int key = CellTables.key(c0, c1, c2, c3);
                        int[] sorted = {c0, c1, c2, c3};
                        Arrays.sort(sorted);
                        // The key's codes, strongest first, are these four codes.
                        int[] codes = {CellTables.code(key, 3), CellTables.code(key, 2), CellTables.code(key, 1), CellTables.code(key, 0)};
                        assertThat(codes).containsExactly(sorted);
                        if (c0 >= c1 && c1 >= c2 && c2 >= c3) {
                            assertThat(seen[key]).as("key %d twice", key).isFalse();
                            seen[key] = true;
                            combinations++;
                        }
                    }
        assertThat(combinations).isEqualTo(CellTables.SIZE);
        assertThat(CellTables.key(Pattern.NONE, Pattern.NONE, Pattern.NONE, Pattern.NONE)).isZero();
    }

    @Test
    void packedKey_isTheKeyOfTheFourPackedCodes() {
        int n = Pattern.COUNT;
        for (int c0 = 0; c0 < n; c0++)
            for (int c1 = 0; c1 < n; c1++)
                for (int c2 = 0; c2 < n; c2++)
                    for (int c3 = 0; c3 < n; c3++)
                        assertThat(CellTables.packedKey(c0 | c1 << 4 | c2 << 8 | c3 << 12))
                                .as("codes %d %d %d %d", c0, c1, c2, c3)
                                .isEqualTo(CellTables.key(c0, c1, c2, c3));
    }

    @Test
    void contestClasses_threatClassWithQuietSplitByBestCode() {
        byte[] free = CellTables.contestClasses(Rule.FREESTYLE, Side.BLACK), black = CellTables.contestClasses(Rule.RENJU, Side.BLACK);
        assertThat(CellTables.contestClasses(Rule.STANDARD, Side.WHITE)).isSameAs(free);
        assertThat(CellTables.contestClasses(Rule.RENJU, Side.WHITE)).isSameAs(free);
        int none = Pattern.NONE;
        assertThat(free[CellTables.key(none, none, none, none)]).isEqualTo((byte) 0);
        assertThat(free[CellTables.key(Pattern.B2, Pattern.F1, none, Pattern.B1)]).isEqualTo((byte) 1);
        assertThat(free[CellTables.key(Pattern.B2, Pattern.F2, none, Pattern.B1)]).isEqualTo((byte) 2);
        assertThat(free[CellTables.key(Pattern.B3, Pattern.F2, none, none)]).isEqualTo((byte) 3);
        assertThat(free[CellTables.key(Pattern.F3, Pattern.B3, none, none)]).isEqualTo((byte) 4);
        assertThat(free[CellTables.key(Pattern.F3, Pattern.F3, none, none)]).isEqualTo((byte) 5);
        assertThat(free[CellTables.key(Pattern.B4, none, none, none)]).isEqualTo((byte) 6);
        assertThat(free[CellTables.key(Pattern.B4, Pattern.F3, none, none)]).isEqualTo((byte) 7);
        assertThat(free[CellTables.key(Pattern.F4, none, none, none)]).isEqualTo((byte) 8);
        assertThat(free[CellTables.key(Pattern.FIVE, none, none, none)]).isEqualTo((byte) 9);
        // Two fours win like a flex four, except for renju's black, for whom they are a foul.
        assertThat(black[CellTables.key(Pattern.B4, Pattern.B4, none, none)]).isEqualTo((byte) 10);
        assertThat(free[CellTables.key(Pattern.B4, Pattern.B4, none, none)]).isEqualTo((byte) 8);
        // An overline, no threat to a side that needs exactly five, leaves a quiet cell its best other code.
        assertThat(free[CellTables.key(Pattern.OVERLINE, Pattern.F2, none, none)]).isEqualTo((byte) 2);
        for (byte[] table : new byte[][] {free, black})
            for (byte c : table) assertThat((int) c).isBetween(0, CellTables.CONTEST_CLASSES - 1);
    }
}
