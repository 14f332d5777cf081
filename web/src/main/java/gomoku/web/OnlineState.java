package gomoku.web;

import gomoku.game.store.GameLink;
import gomoku.game.store.StoredSeat;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.play.PlaySession;
import gomoku.game.play.Seat;
import gomoku.web.dto.OnlineView;

import java.util.List;

/**
 * What a game between browsers adds to a {@link LiveGame}: the players' names, whether a seat is still
 * free, the open offer (a take-back request or a draw offer, stored with the game) and how many
 * spectators watch this server. Guarded by the game's monitor. An offer lapses when a move is played,
 * the game ends or it is answered.
 */
final class OnlineState {
    static final String TAKEBACK = "takeback";
    static final String DRAW = "draw";

    /** The players' names by seat: 0 first, 1 second. */
    final String[] names = new String[2];
    final boolean listed;
    boolean waiting;
    int freeSeat;
    /** {@link #TAKEBACK}, {@link #DRAW} or null. */
    String offer;
    /** The seat that made the offer (0 first, 1 second), -1 for none. */
    int offerBy = -1;
    /** The spectators following the game on this server. */
    int spectators;
    /** The spectators on every server of a shared database, -1 when only this server counts. */
    int allSpectators = -1;

    /** The state as stored: the links, the seats taken, the open offer ({@code offer} null, {@code offerBy} -1: none). */
    OnlineState(GameLink link, List<StoredSeat> seats, String offer, int offerBy) {
        listed = link.listed();
        waiting = link.waiting();
        freeSeat = link.freeSeat();
        this.offer = offer;
        this.offerBy = offer == null ? -1 : offerBy;
        for (StoredSeat s : seats) if (s.seat() == StoredSeat.BLACK || s.seat() == StoredSeat.WHITE) names[s.seat()] = s.name();
    }

    /** The spectators the players are shown: on every server when they are counted, else on this one. */
    int shownSpectators() {
        return allSpectators >= 0 ? allSpectators : spectators;
    }

    void clearOffer() {
        offer = null;
        offerBy = -1;
    }

    OnlineView view(PlaySession s) {
        int firstSide = s.sideOf(Seat.FIRST);
        boolean firstWhite = firstSide == Side.WHITE;
        int firstStones = 0;
        for (int i = 0; i < s.state().moveCount(); i++) if (s.seatOfMove(i) == Seat.FIRST) firstStones++;
        return new OnlineView(names[firstWhite ? 1 : 0], names[firstWhite ? 0 : 1], waiting, listed, offer,
                offerBy < 0 ? null : seat(offerBy).id, shownSpectators(), names[0], names[1], s.seatToAct().id,
                Mode.colorName(firstSide), firstStones, s.state().moveCount() - firstStones);
    }

    /** The seat stored as {@code index} (0 first, 1 second). */
    static Seat seat(int index) {
        return index == 0 ? Seat.FIRST : Seat.SECOND;
    }

    static int index(Seat seat) {
        return seat == Seat.FIRST ? 0 : 1;
    }

    /** The names by colour as they go into the record (undecided colours: the first seat as black). */
    String[] namesByColour(PlaySession s) {
        boolean firstWhite = s.sideOf(Seat.FIRST) == Side.WHITE;
        return new String[] {names[firstWhite ? 1 : 0], names[firstWhite ? 0 : 1]};
    }
}
