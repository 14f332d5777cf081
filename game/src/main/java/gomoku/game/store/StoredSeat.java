package gomoku.game.store;

/**
 * A taken seat of a stored game: {@link #BLACK} or {@link #WHITE} in a game between browsers,
 * {@link #OWNER} for a game one browser plays alone (against the computer, or both sides at one
 * screen). Only the hash of the seat's secret token is kept; {@code name} is the name its player chose, or null.
 */
public record StoredSeat(long gameId, int seat, String tokenHash, String name) {
    public static final int BLACK = 0;
    public static final int WHITE = 1;
    public static final int OWNER = 2;
}
