package gomoku.engine.search;

import gomoku.engine.api.SearchLimits;

/**
 * Turns the protocol's limits into two budgets for one move: an optimum (do not start another
 * iteration after it) and a maximum (stop the search, whatever it is doing). A safety margin is
 * kept below every limit, larger when the clock is short, so the brain never loses on time.
 */
public final class TimeManager {
    /** Moves we expect still to play when the game clock is all we know (Rapfi's default match space is 21). */
    static final int MOVES_TO_GO = 20;
    /** Never plan to use more than this share of the remaining game time on one move. */
    static final int MAX_SHARE = 5;
    /** Fixed reserve for I/O and the JVM, in ms. */
    static final int RESERVE_MS = 50;
    /** Permille of the game's clock never planned for: a game that fills the board ends with time in hand, strength log 2026-12-05. */
    static final int GAME_RESERVE_PERMILLE = 10;
    /** ... at most this many ms; the moves after it answer at the floor of 10 ms. */
    static final long GAME_RESERVE_MAX_MS = 3000;
    /** Percent of the turn kept back, at least RESERVE_MS: answers came at most 57 ms late under load, strength log 2026-12-05. */
    static final int TURN_MARGIN_PERCENT = 3;
    /** Optimum as a share of the turn's maximum (an unfinished iteration is not wasted), scaled by {@link #scaledOptimumMs}. */
    static final int OPTIMUM_PERCENT = 55;
    /** A game clock holding this many turns is ample: only the turn limit binds (Rapfi's horizon of 64 moves). */
    static final int AMPLE_TURNS = 64;

    public final long optimumMs;
    public final long maximumMs;
    /** Whether the search spends the whole turn whatever the best move's stability. */
    public final boolean wholeTurn;

    private TimeManager(long optimumMs, long maximumMs, boolean wholeTurn) {
        this.optimumMs = optimumMs;
        this.maximumMs = maximumMs;
        this.wholeTurn = wholeTurn;
    }

    /**
     * The optimum for the next iteration, given how many completed iterations in a row kept the
     * same best move: a move that just changed gets more time, a settled one less (the scheme of
     * Stockfish and Rapfi). Never above the maximum.
     */
    public long scaledOptimumMs(int stableIterations) {
        if (optimumMs == Long.MAX_VALUE || wholeTurn) return optimumMs;
        int percent = stableIterations == 0 ? 150 : stableIterations == 1 ? 115 : stableIterations < 4 ? 85 : 60;
        return Math.min(maximumMs, optimumMs * percent / 100);
    }

    /** Budgets for {@code limits}; {@code Long.MAX_VALUE} for both when there is no time limit. */
    public static TimeManager of(SearchLimits limits) {
        return of(limits, false);
    }

    /**
     * Budgets for {@code limits}. With {@code wholeTurnWhenAmple} (full strength: the protocol
     * brain, matches, analysis), a turn limit with no game clock or an ample one
     * ({@link #AMPLE_TURNS}) makes the optimum the maximum: the search stops only at the turn's end,
     * since time it saves is lost anyway.
     */
    public static TimeManager of(SearchLimits limits, boolean wholeTurnWhenAmple) {
        long max = Long.MAX_VALUE, opt = Long.MAX_VALUE;
        if (limits.turnTimeMs() > 0) {
            long turn = limits.turnTimeMs();
            max = turn - Math.max(RESERVE_MS, turn * TURN_MARGIN_PERCENT / 100);
            opt = max * OPTIMUM_PERCENT / 100;
        }
        long left = limits.timeLeftMs() > 0 ? limits.timeLeftMs()
                : limits.matchTimeMs() > 0 ? limits.matchTimeMs() : 0;
        if (left > 0) {
            long reserve = Math.min(limits.matchTimeMs() * GAME_RESERVE_PERMILLE / 1000, GAME_RESERVE_MAX_MS);
            long usable = Math.max(0, left - reserve);
            long share = usable / MAX_SHARE - RESERVE_MS;
            long planned = usable / MOVES_TO_GO;
            max = Math.min(max, share);
            opt = Math.min(opt, planned);
        }
        max = Math.max(max, 10);
        boolean wholeTurn = wholeTurnWhenAmple && limits.turnTimeMs() > 0
                && (left == 0 || left / AMPLE_TURNS >= limits.turnTimeMs());
        if (wholeTurn) opt = max;
        opt = Math.max(Math.min(opt, max), 5);
        return new TimeManager(opt, max, wholeTurn);
    }
}
