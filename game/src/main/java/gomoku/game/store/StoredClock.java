package gomoku.game.store;

/**
 * The clock of a game: the limits per move and per game in milliseconds (0: no limit), the time each
 * side has used so far, and when the running turn began ({@code turnStartedMs}, -1 when unknown).
 */
public record StoredClock(long moveMs, long gameMs, long blackUsedMs, long whiteUsedMs, long turnStartedMs) {
    /** A clock whose running turn's start is not known (it starts when the game is loaded). */
    public StoredClock(long moveMs, long gameMs, long blackUsedMs, long whiteUsedMs) {
        this(moveMs, gameMs, blackUsedMs, whiteUsedMs, -1);
    }
}
