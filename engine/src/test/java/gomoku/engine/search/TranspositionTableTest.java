package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    private static final long KEY = 0x1234_5678_9ABC_DEF1L;

    @Test
    void storedEntryIsProbedBackWithEveryField() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.store(KEY, 77, -120, 9, TranspositionTable.BOUND_LOWER);
        long data = tt.probe(KEY);
        assertThat(TranspositionTable.move(data)).isEqualTo(77);
        assertThat(TranspositionTable.value(data)).isEqualTo(-120);
        assertThat(TranspositionTable.depth(data)).isEqualTo(9);
        assertThat(TranspositionTable.bound(data)).isEqualTo(TranspositionTable.BOUND_LOWER);
        // The quiescence's depth (-1) survives the offset; another key misses.
        tt.store(KEY ^ 2, 0, 5, -1, TranspositionTable.BOUND_UPPER);
        assertThat(TranspositionTable.depth(tt.probe(KEY ^ 2))).isEqualTo(-1);
        assertThat(tt.probe(KEY ^ 1)).isZero();
    }

    @Test
    void newResultForSamePositionReplacesItAndKeepsTheOldMoveWhenItHasNone() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.store(KEY, 77, 50, 10, TranspositionTable.BOUND_LOWER);
        tt.store(KEY, 0, -300, -1, TranspositionTable.BOUND_UPPER);
        long data = tt.probe(KEY);
        assertThat(TranspositionTable.depth(data)).isEqualTo(-1);
        assertThat(TranspositionTable.value(data)).isEqualTo(-300);
        assertThat(TranspositionTable.move(data)).isEqualTo(77);
    }

    @Test
    void fullBucketGivesUpItsShallowerEntry() {
        TranspositionTable tt = new TranspositionTable(1);
        // Keys that differ only above the index bits share a bucket (of two entries).
        long deep = KEY, shallow = KEY ^ (1L << 40), third = KEY ^ (1L << 41);
        tt.store(deep, 1, 0, 12, TranspositionTable.BOUND_EXACT);
        tt.store(shallow, 2, 0, 3, TranspositionTable.BOUND_EXACT);
        tt.store(third, 3, 0, 5, TranspositionTable.BOUND_EXACT);
        assertThat(tt.probe(deep)).isNotZero();
        assertThat(tt.probe(shallow)).isZero();
        assertThat(TranspositionTable.move(tt.probe(third))).isEqualTo(3);
        // Two searches later the deep entry's age outweighs its depth against an entry of the current
        // search (the third position stored again, in place).
        for (int i = 0; i < 2; i++) tt.newSearch();
        tt.store(third, 3, 0, 5, TranspositionTable.BOUND_EXACT);
        tt.store(shallow, 2, 0, 3, TranspositionTable.BOUND_EXACT);
        assertThat(tt.probe(deep)).isZero();
        assertThat(tt.probe(third)).isNotZero();
    }
}
