package gomoku.game.store;

import java.util.List;

/**
 * Everything a server needs to serve a live game, read in one transaction so that the parts agree:
 * the game and its moves, the version its live state has reached ({@link GameStore#update}), its
 * clock and opening (null when it has none), its links and seats (a game between browsers), and the
 * open offer ({@code offer} null, {@code offerBy} -1 when none).
 */
public record GameSnapshot(StoredGame game, long version, StoredClock clock, StoredOpening opening, GameLink link,
                           List<StoredSeat> seats, String offer, int offerBy) {
    public GameSnapshot {
        seats = List.copyOf(seats);
    }
}
