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

    /**
     * The game after {@code change} made it {@code newVersion}, worked out in memory: what a server that
     * knew this snapshot sees when another server announces the change ({@link ChangeFeed}). The seats
     * and links are this snapshot's: a change that takes a seat must be read from the store.
     */
    public GameSnapshot after(GameUpdate change, long newVersion) {
        List<int[]> moves = game.moves();   // a copy of its own
        if (change.keep() > moves.size())
            throw new IllegalArgumentException("the change keeps " + change.keep() + " of " + moves.size() + " moves");
        moves.subList(change.keep(), moves.size()).clear();
        moves.addAll(change.added());
        StoredGame g = new StoredGame(game.id(), game.createdMs(), change.nowMs(), game.mode(), game.rule(), game.size(),
                game.level(), game.humanSide(), change.result(), change.reason(), moves);
        return new GameSnapshot(g, newVersion, change.clock() != null ? change.clock() : clock,
                change.opening() != null ? change.opening() : opening, link, seats,
                link == null ? null : change.offer(), link == null ? -1 : change.offerBy());
    }
}
