package gomoku.game.store;

/**
 * The clock of a game: the limits per move and per game in milliseconds (0: no limit) and the time
 * each side has used so far. Time that passes while no server runs is not counted.
 */
public record StoredClock(long moveMs, long gameMs, long blackUsedMs, long whiteUsedMs) {}
