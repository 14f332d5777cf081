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
    /**
     * Share of the whole game's clock never planned for, in permille (at most
     * {@link #GAME_RESERVE_MAX_MS}): the moves after it is reached answer at the floor of 10 ms.
     * Without it, games that filled the board at 5 s a move and 120 s a game ended with as little
     * as 26 ms of the clock left (2026-12-05), where every answer still costs the manager a few ms.
     */
    static final int GAME_RESERVE_PERMILLE = 10;
    static final long GAME_RESERVE_MAX_MS = 3000;
    /**
     * Share of the turn kept back, in percent (or {@link #RESERVE_MS}, whichever is larger). Through
     * c-gomoku-cli on an idle 2-core machine, two games at a time, the protocol brain's answers came
     * at most 12 ms after the maximum (3,224 answers at 1 s a move); the managers grant a tolerance
     * on top of the turn (Piskvork's above 100 ms, c-gomoku-cli's 1.5 s). Under load (the 5 s soak
     * of 2026-11-26, four games on two cores) they came at most 57 ms after the maximum. Until the
     * change of 2026-12-01 it was 10%, set on a loaded machine with an older search (5% then gave
     * answers 80 ms late at 5 s): at 1 s a move that kept 150 ms of the turn unused where Rapfi keeps
     * about 30.
     */
    static final int TURN_MARGIN_PERCENT = 3;
    /**
     * Optimum as a share of the turn's maximum. An unfinished iteration is not wasted (a root move
     * that beat the first one is adopted), so iterations may start late; the share is then scaled
     * by the stability of the best move, see {@link #scaledOptimumMs}.
     */
    static final int OPTIMUM_PERCENT = 55;
    /**
     * A game clock that holds at least this many turns is ample: the turn limit is the only one
     * that binds (Rapfi's horizon of 64 moves). With an ample clock, or none, a full-strength search
     * ({@link #of(SearchLimits, boolean)}) spends its whole turn, since time it saves is lost anyway.
     */
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
     * ({@link #AMPLE_TURNS}) makes the optimum the maximum: the search stops only at the turn's end.
     * Measured with the clock rule emulated in nodes against Rapfi 0.43 (see the README).
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
