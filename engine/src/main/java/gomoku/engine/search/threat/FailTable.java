package gomoku.engine.search.threat;

import java.util.Arrays;

/**
 * Positions a threat solver has proven to have no win within a number of attacking moves, so that
 * transpositions are not searched again. One entry per slot (indexed by the key's top bits),
 * always replaced; allocated once per solver.
 */
final class FailTable {
    private static final int BITS = 18;
    private final long[] keys = new long[1 << BITS];
    private final byte[] depths = new byte[1 << BITS];

    void clear() {
        Arrays.fill(keys, 0L);
    }

    /** True when {@code key} is known to have no win with {@code attacks} attacking moves. */
    boolean refuted(long key, int attacks) {
        int slot = (int) (key >>> (64 - BITS));
        return keys[slot] == key && depths[slot] >= attacks;
    }

    void record(long key, int attacks) {
        int slot = (int) (key >>> (64 - BITS));
        keys[slot] = key;
        depths[slot] = (byte) attacks;
    }
}
