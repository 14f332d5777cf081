package gomoku.game.record;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class RecordRoundTripPropertyTest {

    /** Up to {@code count} distinct random points of a size x size board, about one in ten a pass. */
    private static List<int[]> randomMoves(int size, int count, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean[] taken = new boolean[size * size];
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (rnd.nextInt(10) == 0) {
                moves.add(GameRecord.pass());
                continue;
            }
            int cell = rnd.nextInt(size * size);
            if (taken[cell]) continue;
            taken[cell] = true;
            moves.add(new int[] {cell % size, cell / size});
        }
        return moves;
    }

    @Property
    void sgf_randomRecord_writeThenReadIsIdentity(@ForAll @IntRange(min = 5, max = 22) int size,
            @ForAll Rule rule, @ForAll @IntRange(max = 120) int count, @ForAll long seed) throws Exception {
        GameRecord record = new GameRecord(size, rule, randomMoves(size, count, seed), "Ann", "Bob", "W+");
        assertThat(Sgf.read(Sgf.write(record))).isEqualTo(record);
    }

    @Property
    void psq_randomRecord_writeThenReadIsIdentity(@ForAll @IntRange(min = 5, max = 22) int size,
            @ForAll Rule rule, @ForAll @IntRange(max = 120) int count, @ForAll long seed) throws Exception {
        GameRecord record = new GameRecord(size, rule, randomMoves(size, count, seed), "Ann", null, null);
        assertThat(Psq.read(Psq.write(record), rule)).isEqualTo(record);
    }
}
