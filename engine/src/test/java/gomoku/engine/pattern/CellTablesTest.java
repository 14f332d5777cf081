package gomoku.engine.pattern;

import static org.assertj.core.api.Assertions.assertThat;

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
}
