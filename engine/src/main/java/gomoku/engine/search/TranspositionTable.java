package gomoku.engine.search;

/**
 * Shared transposition table for all search threads of one engine. Buckets of two entries; each
 * entry is two longs (key ^ data, data). Threads read and write without locks: a torn write makes
 * {@code slot0 ^ slot1 != key}, so the probe simply misses, and a racing overwrite only costs a lookup.
 *
 * <pre>
 * data: bits 0-15 move (packed pos) | 16-31 value (node-relative mates, as short)
 *     | 32-39 depth + DEPTH_OFFSET (0 = empty) | 40-41 bound | 42-47 generation
 * </pre>
 */
public final class TranspositionTable {
    public static final int BOUND_UPPER = 1;
    public static final int BOUND_LOWER = 2;
    public static final int BOUND_EXACT = 3;
    private static final int DEPTH_OFFSET = 16;
    private static final int ENTRY_BYTES = 16;

    private long[] table;
    private int mask;
    private int generation;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Reallocates (and clears) the table: the largest power-of-two bucket count that fits. */
    public void resize(int megabytes) {
        long bytes = Math.max(1, megabytes) * (1L << 20);
        long buckets = Long.highestOneBit(Math.max(2, bytes / (2 * ENTRY_BYTES)));
        buckets = Math.min(buckets, 1L << 26);
        table = new long[(int) buckets * 4];
        mask = (int) buckets - 1;
        generation = 0;
    }

    public void clear() {
        java.util.Arrays.fill(table, 0L);
        generation = 0;
    }

    public int sizeMb() {
        return (int) ((long) table.length * 8 >> 20);
    }

    /** Called once per search so that old entries age out. */
    public void newSearch() {
        generation = (generation + 1) & 63;
    }

    /** The data word for {@code key}, or 0 on a miss. */
    public long probe(long key) {
        int b = ((int) key & mask) << 2;
        long[] t = table;
        long d0 = t[b + 1];
        if ((t[b] ^ d0) == key && d0 != 0) return d0;
        long d1 = t[b + 3];
        if ((t[b + 2] ^ d1) == key && d1 != 0) return d1;
        return 0;
    }

    public void store(long key, int move, int value, int depth, int bound) {
        int b = ((int) key & mask) << 2;
        long[] t = table;
        long data = (move & 0xFFFFL) | ((value & 0xFFFFL) << 16) | ((long) (Math.max(0, depth + DEPTH_OFFSET) & 0xFF) << 32)
                | ((long) bound << 40) | ((long) generation << 42);
        // Same key: overwrite in place (keep the old move if the new one has none).
        for (int i = 0; i < 4; i += 2) {
            long d = t[b + i + 1];
            if ((t[b + i] ^ d) == key) {
                if (move == 0) data = (data & ~0xFFFFL) | (d & 0xFFFFL);
                t[b + i] = key ^ data;
                t[b + i + 1] = data;
                return;
            }
        }
        // Otherwise replace the entry worth less: shallower, older generations count as shallower.
        int victim = worth(t[b + 1]) <= worth(t[b + 3]) ? 0 : 2;
        t[b + victim] = key ^ data;
        t[b + victim + 1] = data;
    }

    private int worth(long data) {
        if (data == 0) return Integer.MIN_VALUE;
        int age = (generation - gen(data)) & 63;
        return depthRaw(data) - 8 * age;
    }

    public static int move(long data) {
        return (int) (data & 0xFFFF);
    }

    public static int value(long data) {
        return (short) (data >>> 16);
    }

    public static int depth(long data) {
        return depthRaw(data) - DEPTH_OFFSET;
    }

    private static int depthRaw(long data) {
        return (int) (data >>> 32) & 0xFF;
    }

    public static int bound(long data) {
        return (int) (data >>> 40) & 3;
    }

    private static int gen(long data) {
        return (int) (data >>> 42) & 63;
    }
}
