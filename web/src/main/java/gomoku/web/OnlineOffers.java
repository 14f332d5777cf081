package gomoku.web;

import gomoku.game.play.PlaySession;
import gomoku.web.dto.GameView;

/**
 * The offers in a game between browsers: a take-back request or a draw offer, one open at a time,
 * stored with the game ({@link OnlineState}, so any server may answer it) until the other player
 * accepts or declines it. Made and answered under the game's monitor.
 */
final class OnlineOffers {
    private final LiveGames games;

    OnlineOffers(LiveGames games) {
        this.games = games;
    }

    /** {@code side} asks to take its last move back, or offers a draw; the opponent answers. */
    GameView offer(long id, int side, String kind) {
        LiveGame g = games.get(id);
        synchronized (g) {
            OnlineState o = playing(g);
            if (o.offer != null) throw new ApiException(ErrorCode.OFFER_PENDING, "an offer is open already; wait for its answer");
            if (OnlineState.TAKEBACK.equals(kind) && takeBackKeep(g, side) < 0)
                throw new ApiException(ErrorCode.NOTHING_TO_UNDO, "you have no move to take back");
            o.offer = kind;
            o.offerBy = side;
            games.commit(g, g.session.state().moveCount());
            return games.publish(g);
        }
    }

    /** The opponent of the player who made the open offer accepts or declines it. */
    GameView answer(long id, int side, boolean accept) {
        LiveGame g = games.get(id);
        synchronized (g) {
            OnlineState o = playing(g);
            if (o.offer == null) throw new ApiException(ErrorCode.NO_OFFER, "there is no open offer to answer");
            if (o.offerBy == side) throw new ApiException(ErrorCode.OFFER_PENDING, "you cannot answer your own offer");
            String kind = o.offer;
            int by = o.offerBy;
            o.clearOffer();
            int keep = g.session.state().moveCount();
            if (accept) {
                long now = games.now();
                if (OnlineState.TAKEBACK.equals(kind)) {
                    int back = takeBackKeep(g, by);
                    if (back >= 0) {
                        g.session.undoTo(back, now);
                        keep = back;
                    }
                } else {
                    g.session.agreeDraw(now);
                }
            }
            games.commit(g, keep);
            return games.publish(g);
        }
    }

    /** The game goes on with both seats taken, and its clock has not run out. */
    private OnlineState playing(LiveGame g) {
        games.flag(g);
        if (g.online == null) throw new ApiException(ErrorCode.BAD_REQUEST, "offers are for games between browsers");
        if (g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
        if (g.online.waiting) throw new ApiException(ErrorCode.WAITING_FOR_OPPONENT, "the game has not started");
        return g.online;
    }

    /** How many moves remain when {@code seat}'s last stone (and what came after it) is taken back; -1 if it has none. */
    private static int takeBackKeep(LiveGame g, int seat) {
        PlaySession s = g.session;
        for (int i = s.state().moveCount() - 1; i >= 0; i--)
            if (s.seatOfMove(i) == OnlineState.seat(seat)) return i;
        return -1;
    }
}
