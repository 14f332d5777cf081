package gomoku.web;

import gomoku.game.play.Ending;
import gomoku.game.play.PlayClock;
import gomoku.game.play.PlaySession;
import gomoku.game.store.GameStore;
import gomoku.web.dto.GameView;
import gomoku.web.dto.StateEvent;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The games in memory and how their changes reach the store and the subscribers. Games are loaded
 * from the store on first use with {@code computeIfAbsent}, so one game never has two live copies.
 * Methods that take a {@link LiveGame} expect the caller to hold its monitor.
 */
final class LiveGames {
    private final GameStore store;
    private final LongSupplier clock;
    private final Map<Long, LiveGame> games = new ConcurrentHashMap<>();

    LiveGames(GameStore store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    GameStore store() {
        return store;
    }

    long now() {
        return clock.getAsLong();
    }

    /** The game, loaded from the store if needed; {@code GAME_NOT_FOUND} if there is none. */
    LiveGame get(long id) {
        LiveGame g = games.computeIfAbsent(id, key -> store.load(key).map(s -> {
            long now = clock.getAsLong();
            // Time that passed while no server ran is not counted: the turn starts now.
            PlayClock c = PlayClock.of(store.loadClock(key).orElse(null), now);
            LiveGame live = new LiveGame(s.id(), s.createdMs(), s.updatedMs(),
                    PlaySession.replay(s, c, store.loadOpening(key).orElse(null)));
            store.link(key).ifPresent(link -> live.online = new OnlineState(link, store.seats(key)));
            return live;
        }).orElse(null));
        if (g == null) throw notFound(id);
        return g;
    }

    LiveGame remove(long id) {
        return games.remove(id);
    }

    Collection<LiveGame> all() {
        return games.values();
    }

    static ApiException notFound(long id) {
        return new ApiException(ErrorCode.GAME_NOT_FOUND, "no game " + id, Map.of("id", id));
    }

    /** Writes the move just played (its clock, and the result it produced) to the store. */
    void afterMove(LiveGame g) {
        if (g.online != null) g.online.clearOffer();
        g.updatedMs = now();
        g.session.saveLastMove(store, g.id, g.updatedMs);
        saveClock(g);
    }

    /** Writes what an opening action did: the stones placed since move {@code before}, the choice, the clock. */
    void afterOpening(LiveGame g, int before) {
        g.updatedMs = now();
        List<int[]> moves = g.session.storedMoves();
        for (int i = before; i < moves.size(); i++) store.addMove(g.id, i, moves.get(i)[0], moves.get(i)[1], g.updatedMs);
        g.session.saveOpening(store, g.id);
        if (g.session.isOver()) store.setResult(g.id, g.session.storedResult(), g.session.storedReason(), g.updatedMs);
        saveClock(g);
    }

    /** Writes an end that happened off the board (resignation, time) with the clock. */
    void saveEnding(LiveGame g, Ending end) {
        if (g.online != null) g.online.clearOffer();
        saveClock(g);
        store.setResult(g.id, end.result(), end.reason().id, g.updatedMs);
    }

    void saveClock(LiveGame g) {
        if (g.session.clock().isOn()) store.setClock(g.id, g.session.clock().toStored());
    }

    /**
     * Ends the game on time if the side to move has used up its move or game time; the server's clock
     * alone decides. Returns true if it did.
     */
    boolean flag(LiveGame g) {
        if (g.deleted || g.online != null && g.online.waiting) return false;
        long now = now();
        Ending end = g.session.flag(now);
        if (end == null) return false;
        g.cancelSearch();
        g.updatedMs = now;
        saveEnding(g, end);
        publish(g);
        return true;
    }

    GameView view(LiveGame g) {
        return GameViews.view(g, now());
    }

    /** The view of game {@code id} now, ended on time first if its clock ran out. */
    GameView current(long id) {
        LiveGame g = get(id);
        synchronized (g) {
            flag(g);
            return view(g);
        }
    }

    /** Counts a change and sends the new view to the subscribers. */
    GameView publish(LiveGame g) {
        g.revision++;
        GameView view = view(g);
        g.send(new StateEvent(view));
        return view;
    }
}
