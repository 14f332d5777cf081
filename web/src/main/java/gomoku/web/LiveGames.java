package gomoku.web;

import gomoku.game.play.Ending;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.PlayClock;
import gomoku.game.play.PlaySession;
import gomoku.game.store.ChangeFeed;
import gomoku.game.store.GameSnapshot;
import gomoku.game.store.GameStore;
import gomoku.game.store.GameUpdate;
import gomoku.game.store.StoreException;
import gomoku.web.dto.GameView;
import gomoku.web.dto.StateEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The games in memory and how their changes reach the store and the subscribers. Games are loaded
 * from the store on first use with {@code computeIfAbsent}, so one game never has two live copies in
 * a process. Methods that take a {@link LiveGame} expect the caller to hold its monitor.
 *
 * <p>Every change is written whole by {@link #commit}, and only if the stored game is still the
 * version this copy shows. On a database several servers share, another server may have changed the
 * game first: the commit then reads the game again, tells the subscribers, and refuses the change
 * ({@code GAME_CHANGED}); the {@link ChangeFeed} makes such races rare by reading a game again as soon
 * as another server announces a change ({@link #changed}).
 */
final class LiveGames implements ChangeFeed.Listener {
    private static final Logger log = LoggerFactory.getLogger(LiveGames.class);

    private final GameStore store;
    private final LongSupplier clock;
    private final boolean shared;
    private final String server;
    private final Map<Long, LiveGame> games = new ConcurrentHashMap<>();
    /** Threads that apply other servers' changes ({@link #changed}). */
    static final int STRIPES = 4;
    private final java.util.concurrent.ExecutorService[] stripes = new java.util.concurrent.ExecutorService[STRIPES];
    /**
     * Runs, under the game's monitor, after another server's change was read in and before it is
     * published (the computer may be to move).
     */
    private volatile Consumer<LiveGame> afterReload = g -> {};

    /**
     * {@code shared}: other servers use the same database (a running turn's clock then continues where
     * they left it); {@code server} names this one in the logs.
     */
    LiveGames(GameStore store, LongSupplier clock, boolean shared, String server) {
        this.store = store;
        this.clock = clock;
        this.shared = shared;
        this.server = server;
        for (int i = 0; i < (shared ? STRIPES : 0); i++) {
            String name = "gomoku-changes-" + i;
            stripes[i] = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, name);
                t.setDaemon(true);
                return t;
            });
        }
    }

    /** Stops applying other servers' changes. */
    void close() {
        for (java.util.concurrent.ExecutorService s : stripes) if (s != null) s.shutdownNow();
    }

    GameStore store() {
        return store;
    }

    long now() {
        return clock.getAsLong();
    }

    String server() {
        return server;
    }

    void afterReload(Consumer<LiveGame> hook) {
        this.afterReload = hook;
    }

    /** The game, loaded from the store if needed; {@code GAME_NOT_FOUND} if there is none. */
    LiveGame get(long id) {
        LiveGame g = games.computeIfAbsent(id, key -> store.snapshot(key).map(s -> {
            LiveGame live = new LiveGame(key, s.game().createdMs());
            fill(live, s);
            return live;
        }).orElse(null));
        if (g == null) throw notFound(id);
        freshen(g);
        return g;
    }

    /** Reads {@code g} again if a change could not be read into it ({@link LiveGame#stale}). */
    void freshen(LiveGame g) {
        if (g.stale)
            synchronized (g) {
                if (g.stale) reload(g);
            }
    }

    /** Makes {@code g} the stored game {@code s}: session, version, online state (the spectator count stays). */
    private void fill(LiveGame g, GameSnapshot s) {
        long now = now();
        // On one server, time that passed while no server ran is not counted: the turn starts now. On a
        // shared database another server may have served the game meanwhile: its turn goes on.
        PlayClock c = shared ? PlayClock.continued(s.clock(), now) : PlayClock.of(s.clock(), now);
        g.session = PlaySession.replay(s.game(), c, s.opening());
        g.stored = s;
        g.stale = false;
        g.version = s.version();
        g.updatedMs = s.game().updatedMs();
        int spectators = g.online == null ? 0 : g.online.spectators;
        int allSpectators = g.online == null ? -1 : g.online.allSpectators;
        g.online = s.link() == null ? null : new OnlineState(s.link(), s.seats(), s.offer(), s.offerBy());
        if (g.online != null) {
            g.online.spectators = spectators;
            g.online.allSpectators = allSpectators;
        }
    }

    LiveGame remove(long id) {
        return games.remove(id);
    }

    /** A game left alone this long may leave memory ({@link #evictIdle}), in ms. */
    static final long IDLE_MS = 10 * 60_000L;

    /**
     * Lets idle games leave memory; a later request reads them again from the store. Idle: nobody
     * follows it, nothing runs on it, and it has not changed for {@link #IDLE_MS}; on one server only
     * finished games go, since a loaded clock starts its turn anew there ({@link #fill}). Returns how
     * many left.
     */
    int evictIdle() {
        long now = now();
        int evicted = 0;
        for (LiveGame g : games.values())
            synchronized (g) {
                boolean idle = g.subscribers.isEmpty() && !g.thinking && !g.thinkingElsewhere && now - g.updatedMs > IDLE_MS
                        && (g.analysis == null || !g.analysis.status.equals("running")) && (shared || g.isOver());
                if (idle && games.remove(g.id, g)) evicted++;
            }
        return evicted;
    }

    Collection<LiveGame> all() {
        return games.values();
    }

    static ApiException notFound(long id) {
        return new ApiException(ErrorCode.GAME_NOT_FOUND, "no game " + id, Map.of("id", id));
    }

    /** How long a server's spectators are counted after its last sign of life, in ms. */
    static final long WATCHERS_TTL_MS = 30_000;

    /**
     * On a shared database: writes this server's spectator count of {@code g} if {@code own} (it
     * changed here), then reads the count over every live server. Nothing on a database of its own.
     */
    void countSpectators(LiveGame g, boolean own) {
        if (!shared || g.online == null) return;
        long now = now();
        if (own) store.setWatchers(g.id, g.online.spectators, now);
        g.online.allSpectators = store.watchers(g.id, now - WATCHERS_TTL_MS);
    }

    /** Names the game and this server in a log line. */
    String tag(LiveGame g) {
        return "server " + server + " game " + g.id;
    }

    /**
     * Writes the game's state after a change that kept its first {@code keep} stored moves: the moves
     * after them, the result, the clock, the opening and the open offer, in one transaction, if the
     * stored game is still at this copy's version. Otherwise (another server changed it first) the
     * game is read again, the subscribers get it, and the change is refused with {@code GAME_CHANGED};
     * a write that fails reads the game again too, so memory never shows what the store lacks.
     */
    void commit(LiveGame g, int keep) {
        g.updatedMs = now();
        PlaySession s = g.session;
        List<int[]> moves = s.storedMoves();
        GameUpdate u = new GameUpdate(keep, moves.subList(keep, moves.size()), s.storedResult(), s.storedReason(),
                s.clock().isOn() ? s.clock().toStored() : null,
                s.openingRule() != OpeningRule.NONE ? s.storedOpening() : null,
                g.online == null ? null : g.online.offer, g.online == null ? -1 : g.online.offerBy, g.updatedMs);
        long version;
        try {
            version = store.update(g.id, g.version, u, g.stored.game().moveCount(), g.online != null);
            if (version >= 0) g.stored = g.stored.after(u, version);
        } catch (StoreException e) {
            log.error("{}: the change could not be written", tag(g), e);
            reloadQuietly(g);
            throw e;
        }
        if (version < 0) {
            log.info("{}: changed by another server first; read again", tag(g));
            reload(g);
            throw new ApiException(ErrorCode.GAME_CHANGED,
                    "the game changed meanwhile (on another server or tab); here it is as it is now");
        }
        g.version = version;
    }

    /** Reads the stored game of {@code g} again after a change made beside {@link #commit} (a seat taken). */
    void refreshStored(LiveGame g) {
        store.snapshot(g.id).ifPresent(s -> g.stored = s);
    }

    /** Writes the move just played (its clock, and the result it produced); an open offer lapses. */
    void afterMove(LiveGame g) {
        if (g.online != null) g.online.clearOffer();
        commit(g, g.session.state().moveCount() - 1);
    }

    /** Writes what an opening action did: the stones placed since move {@code before}, the choice, the clock. */
    void afterOpening(LiveGame g, int before) {
        commit(g, before);
    }

    /** Writes an end that happened off the board (resignation, time, agreement); an open offer lapses. */
    void saveEnding(LiveGame g) {
        if (g.online != null) g.online.clearOffer();
        commit(g, g.session.state().moveCount());
    }

    /**
     * Reads {@code g} from the store again after another server changed it, and tells the subscribers.
     * A running search goes on only if the position it searches is still the game's; a deleted game
     * is dropped. {@code GAME_NOT_FOUND} when the game is gone.
     */
    void reload(LiveGame g) {
        Optional<GameSnapshot> s = store.snapshot(g.id);
        if (s.isEmpty()) {
            dropDeleted(g);
            throw notFound(g.id);
        }
        show(g, s.get());
    }

    /** Makes {@code g} the game {@code s} another server made, and tells the subscribers. */
    private void show(LiveGame g, GameSnapshot s) {
        int[] before = g.session.moves();
        boolean wasOver = g.isOver();
        fill(g, s);
        if (!Arrays.equals(before, g.session.moves()) || g.isOver() != wasOver) {
            g.cancelSearch();
            GameAnalysis.cancel(g);
        }
        g.thinkingElsewhere = false;
        afterReload.accept(g);
        publish(g);
    }

    private void reloadQuietly(LiveGame g) {
        try {
            reload(g);
        } catch (ApiException e) {
            // Deleted: dropped.
        } catch (RuntimeException e) {
            g.stale = true;   // the store fails: the next use reads the game again, its subscribers kept
        }
    }

    private void dropDeleted(LiveGame g) {
        g.cancelSearch();
        GameAnalysis.cancel(g);
        g.deleted = true;
        games.remove(g.id, g);
    }

    /**
     * Another server changed game {@code gameId} (called on the change feed's thread): handed to one of
     * {@link #STRIPES} threads, always the same for a game, so games are brought up to date side by
     * side and each game's changes in order.
     */
    @Override
    public void changed(long gameId, long version, String by, GameUpdate change) {
        if (!shared || !games.containsKey(gameId)) return;
        try {
            stripes[(int) Math.floorMod(gameId, (long) STRIPES)].execute(() -> apply(gameId, version, by, change));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // Closing.
        }
    }

    /**
     * Brings game {@code gameId} up to another server's change: a change that follows the version in
     * memory is applied there; anything else (a missed change, a seat taken) is read from the store.
     */
    private void apply(long gameId, long version, String by, GameUpdate change) {
        LiveGame g = games.get(gameId);
        if (g == null) return;
        synchronized (g) {
            if (g.deleted) return;
            if (version == ChangeFeed.WATCHERS) {
                if (g.online == null) return;
                try {
                    countSpectators(g, false);
                } catch (RuntimeException e) {
                    return;   // the next count will do
                }
                publish(g);
                return;
            }
            if (version == ChangeFeed.DELETED) {
                log.info("{}: deleted by server {}", tag(g), by);
                dropDeleted(g);
                return;
            }
            if (g.version >= version) return;
            try {
                if (change != null && g.version == version - 1 && g.stored != null
                        && (g.online == null || !g.online.waiting) && change.keep() <= g.stored.game().moveCount())
                    show(g, g.stored.after(change, version));
                else reload(g);
            } catch (ApiException e) {
                // Deleted meanwhile: dropped.
            } catch (RuntimeException e) {
                log.warn("{}: cannot read the change server {} made", tag(g), by, e);
                g.stale = true;
            }
        }
    }

    /** Changes may have been missed (the feed's connection was lost): every game in memory is read again. */
    @Override
    public void missed() {
        log.warn("server {}: the change feed reconnected; reading {} games again", server, games.size());
        for (LiveGame g : games.values())
            synchronized (g) {
                if (g.deleted) continue;
                reloadQuietly(g);
            }
    }

    /**
     * Ends the game on time if the side to move has used up its move or game time; the server's clock
     * alone decides. Returns true if the game is over on time now (ended here, or by another server
     * that was first).
     */
    boolean flag(LiveGame g) {
        if (g.deleted || g.online != null && g.online.waiting) return false;
        long now = now();
        Ending end = g.session.flag(now);
        if (end == null) return false;
        g.cancelSearch();
        try {
            saveEnding(g);
        } catch (ApiException e) {
            return g.isOver();
        }
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
