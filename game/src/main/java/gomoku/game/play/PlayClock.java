package gomoku.game.play;

import gomoku.engine.api.SearchLimits;
import gomoku.engine.core.Side;
import gomoku.game.store.StoredClock;

/**
 * The clock of a game: a limit per move and per side's game (0: none), the time each side has used,
 * and when the running turn began. The caller's clock (milliseconds) is passed in, so tests can set
 * the time. A loaded clock starts its turn when it is loaded ({@link #of}): time that passed while no
 * program ran is not counted; a clock taken over from another server continues its turn
 * ({@link #continued}). Not thread-safe.
 */
public final class PlayClock {
    private final long moveMs;
    private final long gameMs;
    private final long[] usedMs = new long[2];
    private long turnStartMs;

    public PlayClock(long moveMs, long gameMs, long blackUsedMs, long whiteUsedMs, long nowMs) {
        if (moveMs < 0 || gameMs < 0) throw new IllegalArgumentException("negative clock");
        this.moveMs = moveMs;
        this.gameMs = gameMs;
        usedMs[Side.BLACK] = blackUsedMs;
        usedMs[Side.WHITE] = whiteUsedMs;
        turnStartMs = nowMs;
    }

    /** A clock that never runs out. */
    public static PlayClock none(long nowMs) {
        return new PlayClock(0, 0, 0, 0, nowMs);
    }

    /** The stored clock, or {@link #none} when {@code stored} is null. */
    public static PlayClock of(StoredClock stored, long nowMs) {
        return stored == null ? none(nowMs)
                : new PlayClock(stored.moveMs(), stored.gameMs(), stored.blackUsedMs(), stored.whiteUsedMs(), nowMs);
    }

    /**
     * The stored clock with its running turn continued from when it began, as another server that
     * serves the same game counted it (a start unknown or in the future: the turn starts now).
     */
    public static PlayClock continued(StoredClock stored, long nowMs) {
        if (stored == null) return none(nowMs);
        long start = stored.turnStartedMs() >= 0 && stored.turnStartedMs() <= nowMs ? stored.turnStartedMs() : nowMs;
        return new PlayClock(stored.moveMs(), stored.gameMs(), stored.blackUsedMs(), stored.whiteUsedMs(), start);
    }

    /** The clock as the store keeps it, with the start of the running turn. */
    public StoredClock toStored() {
        return new StoredClock(moveMs, gameMs, usedMs[Side.BLACK], usedMs[Side.WHITE], turnStartMs);
    }

    /** Whether there is any limit. */
    public boolean isOn() {
        return moveMs > 0 || gameMs > 0;
    }

    public long moveMs() {
        return moveMs;
    }

    public long gameMs() {
        return gameMs;
    }

    public long usedMs(int side) {
        return usedMs[side];
    }

    /** Time spent on the running turn. */
    public long elapsedMs(long nowMs) {
        return Math.max(0, nowMs - turnStartMs);
    }

    /** Charges the running turn to {@code side} and starts the next one. */
    public void charge(int side, long nowMs) {
        usedMs[side] += elapsedMs(nowMs);
        turnStartMs = nowMs;
    }

    /**
     * Exchanges the two sides' used times: the players kept their times but changed colours (a swap
     * opening's choice gave the first player white, or an undo took that back).
     */
    public void swapSides() {
        long black = usedMs[Side.BLACK];
        usedMs[Side.BLACK] = usedMs[Side.WHITE];
        usedMs[Side.WHITE] = black;
    }

    /** Starts the turn anew without charging anyone (a game loaded, or a pause ended). */
    public void restart(long nowMs) {
        turnStartMs = nowMs;
    }

    /** Whether {@code side}, whose turn is running, has used up its move or game time. */
    public boolean isOut(int side, long nowMs) {
        long elapsed = elapsedMs(nowMs);
        return moveMs > 0 && elapsed > moveMs || gameMs > 0 && usedMs[side] + elapsed > gameMs;
    }

    /** What is left of the running move's time, -1 without a move limit. */
    public long moveLeftMs(long nowMs) {
        return moveMs > 0 ? Math.max(0, moveMs - elapsedMs(nowMs)) : -1;
    }

    /** What is left of {@code side}'s game time ({@code running}: its turn is running), -1 without a game limit. */
    public long gameLeftMs(int side, boolean running, long nowMs) {
        if (gameMs <= 0) return -1;
        return Math.max(0, gameMs - usedMs[side] - (running ? elapsedMs(nowMs) : 0));
    }

    /** Search limits that keep {@code side}, whose turn is running, inside this clock. */
    public SearchLimits searchLimits(int side, long nowMs) {
        if (!isOn()) return SearchLimits.time(0);
        return searchLimits(moveMs, gameMs, usedMs[side], elapsedMs(nowMs));
    }

    /**
     * What is left of the move time less a margin for applying the move, and what is left of the game
     * time, as search limits.
     */
    public static SearchLimits searchLimits(long moveMs, long gameMs, long usedMs, long elapsedMs) {
        long turn = 0, left = 0;
        if (moveMs > 0) turn = Math.max(10, moveMs - elapsedMs - Math.min(250, moveMs / 10));
        if (gameMs > 0) left = Math.max(10, gameMs - usedMs - elapsedMs);
        return new SearchLimits(turn, gameMs, left, 0, 0);
    }
}
