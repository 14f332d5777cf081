package gomoku.web;

import gomoku.game.store.GameLink;
import gomoku.game.store.StoredSeat;
import gomoku.web.dto.OnlineView;

import java.util.List;

/**
 * What a game between browsers adds to a {@link LiveGame}: the players' names, whether a seat is still
 * free, the open offer (a take-back request or a draw offer) and how many spectators watch. Guarded by
 * the game's monitor. An offer lapses when a move is played, the game ends or it is answered.
 */
final class OnlineState {
    static final String TAKEBACK = "takeback";
    static final String DRAW = "draw";

    final String[] names = new String[2];
    final boolean listed;
    boolean waiting;
    int freeSeat;
    /** {@link #TAKEBACK}, {@link #DRAW} or null. */
    String offer;
    int offerBy = -1;
    int spectators;

    OnlineState(GameLink link, List<StoredSeat> seats) {
        listed = link.listed();
        waiting = link.waiting();
        freeSeat = link.freeSeat();
        for (StoredSeat s : seats) if (s.seat() == StoredSeat.BLACK || s.seat() == StoredSeat.WHITE) names[s.seat()] = s.name();
    }

    void clearOffer() {
        offer = null;
        offerBy = -1;
    }

    OnlineView view() {
        return new OnlineView(names[0], names[1], waiting, listed, offer,
                offerBy < 0 ? null : gomoku.game.play.Mode.colorName(offerBy), spectators);
    }
}
