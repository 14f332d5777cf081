package gomoku.game.store;

/**
 * What makes a stored game one between browsers: the invitation code of its free seat (null once
 * taken), the code of its watch link, whether it is listed on the online page, and the seat still
 * free ({@link StoredSeat#BLACK} or {@link StoredSeat#WHITE}; -1 when both are taken).
 */
public record GameLink(long gameId, String inviteCode, String watchCode, boolean listed, int freeSeat) {
    public boolean waiting() {
        return freeSeat >= 0;
    }
}
