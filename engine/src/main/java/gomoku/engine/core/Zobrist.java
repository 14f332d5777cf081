package gomoku.engine.core;

import java.util.SplittableRandom;

/**
 * Zobrist keys from a fixed seed, so that keys (and every search decision that depends on them) are
 * the same in every run. The arrays are filled once at class initialisation and never written again.
 */
public final class Zobrist {
    private static final long[] STONE = new long[2 * Pos.CELLS];
    /** Xored in when white is to move. */
    public static final long SIDE;

    static {
        SplittableRandom rnd = new SplittableRandom(0x5EED_60E0_4B01L);
        for (int i = 0; i < STONE.length; i++) STONE[i] = rnd.nextLong();
        SIDE = rnd.nextLong();
    }

    private Zobrist() {}

    public static long stone(int side, int pos) {
        return STONE[side * Pos.CELLS + pos];
    }
}
