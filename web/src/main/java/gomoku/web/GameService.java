package gomoku.web;

import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.play.PlaySession;
import gomoku.game.record.GameRecord;
import gomoku.game.store.ChangeFeed;
import gomoku.game.store.Database;
import gomoku.game.store.GameLocks;
import gomoku.game.store.GameStore;
import gomoku.game.store.StoredClock;
import gomoku.game.store.StoredSeat;
import gomoku.game.store.StoredOpening;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.Seat;
import gomoku.web.dto.AnalysisView;
import gomoku.web.dto.ErrorEvent;
import gomoku.web.dto.GameView;
import gomoku.web.dto.HintView;
import gomoku.web.dto.StateEvent;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The games being played: created, loaded, watched, deleted; knows nothing about HTTP.
 *
 * <p>Every change to a game is made under that game's monitor, written to the store, then pushed to
 * its subscribers (WebSocket clients). The game flow itself (turns, undo, resignation, clock) is the
 * {@link PlaySession}'s; the human's moves and choices are {@link HumanMoves}', the computer's moves
 * and hints {@link ComputerMoves}', the post-game analysis {@link GameAnalysis}', the list, import and
 * export {@link GameRecords}', the views {@link GameViews}'.
 *
 * <p>Several servers may serve the same games from one PostgreSQL database ({@link Sharing}): each
 * listens to the others' changes ({@link ChangeFeed}) and reads a game again when another server
 * changed it; a game's computer move is searched by the one server holding its lock ({@link GameLocks});
 * and every second each server ends on time the games its clients follow and takes over the
 * computer's moves a stopped server left.
 */
public final class GameService implements AutoCloseable {
    /** Settings fixed for the life of the service. */
    public record Options(int engineThreads, int hashMb, int hintLevel, int queueCapacity, int analysisMs) {
        /** Default engine time per analysed position. */
        public static final int ANALYSIS_MS = 200;

        public Options(int engineThreads, int hashMb, int hintLevel, int queueCapacity) {
            this(engineThreads, hashMb, hintLevel, queueCapacity, ANALYSIS_MS);
        }

        public static Options defaults() {
            return new Options(Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())), 16, 3, 256);
        }
    }

    /**
     * How this server shares its database with others: its name (in logs and announcements), the
     * database's locks, and whether it is shared at all (PostgreSQL). {@link #alone()} for a database
     * only this server uses.
     */
    public record Sharing(String server, GameLocks locks, Database database) {
        public boolean shared() {
            return database != null && database.isShared();
        }

        /** A database no other server uses (SQLite, tests). */
        public static Sharing alone() {
            return new Sharing("local", null, null);
        }

        /** Server {@code server} on {@code database}, shared with other servers if it is PostgreSQL. */
        public static Sharing on(String server, Database database) {
            return new Sharing(server, database.isShared() ? GameLocks.on(database) : null, database);
        }
    }

    /** How often each server of a shared database looks for work left by a stopped server, in ms. */
    static final long SWEEP_MS = 1_000;
    /** How often idle games leave memory ({@link LiveGames#evictIdle}), in ms. */
    static final long EVICT_MS = 60_000;
    /** How often it tells the others it is alive (its spectators stay counted), in ms. */
    static final long HEARTBEAT_MS = 10_000;
    private long lastHeartbeat;

    private static final Logger log = LoggerFactory.getLogger(GameService.class);

    private final GameStore store;
    private final LiveGames games;
    private final GameLocks locks;
    private final ChangeFeed feed;
    private final ScheduledExecutorService sweeper;
    private final EnginePool pool;
    private final ComputerMoves computer;
    private final GameAnalysis analysis;
    private final HumanMoves humans;
    private final GameRecords records;

    public GameService(GameStore store, Options options, LongSupplier clock) {
        this(store, options, clock, Sharing.alone());
    }

    /** A service that shares its database as {@code sharing} says. */
    public GameService(GameStore store, Options options, LongSupplier clock, Sharing sharing) {
        this.store = store.announcingAs(sharing.server());
        this.games = new LiveGames(store, clock, sharing.shared(), sharing.server());
        this.locks = sharing.shared() ? sharing.locks() : null;
        this.pool = new EnginePool(options.engineThreads(), options.hashMb(), options.queueCapacity());
        this.computer = new ComputerMoves(games, pool, locks == null ? GameLocks.granted() : locks, options.hintLevel());
        this.analysis = new GameAnalysis(games, pool, options.analysisMs());
        this.humans = new HumanMoves(games, computer);
        this.records = new GameRecords(store, games);
        if (sharing.shared()) {
            games.afterReload(g -> {
                if (!g.subscribers.isEmpty()) startQuietly(g);
            });
            this.feed = ChangeFeed.start(sharing.database(), sharing.server(), games);
            this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "gomoku-sweep");
                t.setDaemon(true);
                return t;
            });
            sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_MS, SWEEP_MS, TimeUnit.MILLISECONDS);
        } else {
            this.feed = null;
            this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "gomoku-evict");
                t.setDaemon(true);
                return t;
            });
        }
        sweeper.scheduleWithFixedDelay(this::evictIdle, EVICT_MS, EVICT_MS, TimeUnit.MILLISECONDS);
    }

    /**
     * On a shared database: the games this server's clients follow end on time here if their clock ran
     * out, and a computer move another server was searching is taken over once that server's lock is gone.
     */
    private void sweep() {
        long now = games.now();
        if (now - lastHeartbeat >= HEARTBEAT_MS) {
            try {
                store.touchWatchers(now);
                lastHeartbeat = now;
            } catch (RuntimeException e) {
                log.warn("server {}: cannot write its sign of life", games.server(), e);
            }
        }
        for (LiveGame g : games.all()) {
            if (g.subscribers.isEmpty()) continue;
            synchronized (g) {
                if (g.deleted) continue;
                try {
                    games.freshen(g);
                    if (games.flag(g)) continue;
                    if (g.thinkingElsewhere) {
                        startQuietly(g);
                        if (!g.thinkingElsewhere) games.publish(g);   // taken over (or no longer due)
                    }
                } catch (RuntimeException e) {
                    log.warn("{}: the sweep failed", games.tag(g), e);
                }
            }
        }
    }

    /** Starts the computer's move if it is due; a full queue is told to the subscribers. Holds g's monitor. */
    private void startQuietly(LiveGame g) {
        try {
            computer.maybeStart(g);
        } catch (ApiException e) {
            g.send(new ErrorEvent(g.id, e.code().name(), e.getMessage()));
        }
    }

    public GameService(GameStore store) {
        this(store, Options.defaults(), System::currentTimeMillis);
    }

    /** Starts a new game without a clock. */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size) {
        return create(mode, humanSide, level, rule, size, 0, 0);
    }

    /**
     * Starts a new game; arguments are validated by the caller. {@code moveMs}/{@code gameMs} limit each
     * move and each side's game (0: no limit). The computer starts if it has black.
     */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size, long moveMs, long gameMs) {
        return create(mode, humanSide, level, rule, size, moveMs, gameMs, null);
    }

    /**
     * As {@link #create(Mode, int, int, Rule, int, long, long)}, owned by the browser whose seat token
     * hashes to {@code ownerHash} (null: a game anyone may play, as before seats existed).
     */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size, long moveMs, long gameMs,
                           String ownerHash) {
        return create(mode, humanSide, level, rule, size, moveMs, gameMs, ownerHash, OpeningRule.NONE);
    }

    /**
     * As above, opening by {@code opening} (swap, swap2); against the computer {@code humanSide} black
     * means the human's seat is the first (the one who places the opening stones).
     */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size, long moveMs, long gameMs,
                           String ownerHash, OpeningRule opening) {
        if (moveMs < 0 || gameMs < 0) throw new IllegalArgumentException("negative clock");
        Level.of(level);
        boolean swap = opening != OpeningRule.NONE;
        // With a swap opening the colours are chosen later: the human's seat is stored, black meaning first.
        long id = store.create(games.now(), mode.id, rule, size, level, swap ? -1 : mode.storedHumanSide(humanSide),
                List.of(), null, null);
        if (ownerHash != null) store.addSeat(id, StoredSeat.OWNER, ownerHash, null);
        if (swap) store.setOpening(id, new StoredOpening(opening.id,
                mode == Mode.HVC ? (humanSide == Side.WHITE ? Seat.SECOND : Seat.FIRST).id : null, ""));
        if (moveMs > 0 || gameMs > 0) store.setClock(id, new StoredClock(moveMs, gameMs, 0, 0));
        LiveGame g = games.get(id);
        synchronized (g) {
            computer.maybeStart(g);
            return games.view(g);
        }
    }

    public GameView get(long id) {
        return games.current(id);
    }

    /**
     * Starts the computer's search of a loaded game whose turn it is (after a server restart, or to
     * try again after the search failed).
     */
    public GameView resume(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            computer.maybeStart(g);
            return games.view(g);
        }
    }

    /** The engine's suggestion for the human to move; the search runs on the engine threads. */
    public CompletableFuture<HintView> hint(long id) {
        return computer.hint(games.get(id));
    }

    public void delete(long id) {
        LiveGame g = games.remove(id);
        if (g != null) synchronized (g) {
            g.cancelSearch();
            GameAnalysis.cancel(g);
            g.deleted = true;
        }
        if (!store.delete(id)) throw LiveGames.notFound(id);
    }

    /** The game as a record, for export. */
    public GameRecord record(long id) {
        return records.record(id);
    }

    /**
     * Sends {@code sink} a state event now and every event of game {@code id} from now on. Closing the
     * returned handle unsubscribes; when the last subscriber leaves, a running search is stopped.
     */
    public AutoCloseable subscribe(long id, Consumer<Object> sink) {
        LiveGame g = games.get(id);
        synchronized (g) {
            g.subscribers.add(sink);
            sink.accept(new StateEvent(games.view(g)));
        }
        return () -> {
            synchronized (g) {
                g.subscribers.remove(sink);
                if (g.subscribers.isEmpty() && g.thinking) {
                    g.cancelSearch();
                    games.publish(g);
                }
            }
        };
    }

    /**
     * Starts analysing every position of the game (positions already in the store are reused) unless
     * an analysis of these moves runs already. Progress goes to subscribers as analysis events.
     */
    public AnalysisView startAnalysis(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            if (g.thinking) throw new ApiException(ErrorCode.NOT_YOUR_TURN, "wait until the computer has moved");
            return analysis.start(g);
        }
    }

    /** The game's analysis: the running one, or what the store holds for the current moves. */
    public AnalysisView analysis(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            return analysis.view(g);
        }
    }

    /** Stops a running analysis; positions analysed so far stay stored. */
    public AnalysisView stopAnalysis(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            GameAnalysis.cancel(g);
            return analysis.view(g);
        }
    }

    /** Lets idle games leave memory ({@link LiveGames#evictIdle}); returns how many left. */
    int evictIdle() {
        try {
            return games.evictIdle();
        } catch (RuntimeException e) {
            log.warn("server {}: evicting idle games failed", games.server(), e);
            return 0;
        }
    }

    /** The human's moves and choices. */
    HumanMoves humans() {
        return humans;
    }

    /** The stored games' list, import and export. */
    GameRecords records() {
        return records;
    }

    /** The games in memory, for the services that add to a game (online play). */
    LiveGames games() {
        return games;
    }

    /** The limits the computer would search with now in game {@code id} (for tests). */
    SearchLimits computerLimits(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            return g.session.searchLimits(games.now());
        }
    }

    /** For tests: {@code hook} runs on the engine thread before every search (a throwing hook plays a failing engine). */
    void setBeforeSearch(Runnable hook) {
        pool.setBeforeSearch(hook);
    }

    @Override
    public void close() {
        if (sweeper != null) sweeper.shutdownNow();
        if (feed != null) feed.close();
        if (feed != null) {
            try {
                store.clearWatchers();   // this server's spectators go with it
            } catch (RuntimeException e) {
                log.warn("server {}: cannot clear its spectator counts", games.server(), e);
            }
        }
        games.close();
        for (LiveGame g : games.all())
            synchronized (g) {
                g.cancelSearch();
                GameAnalysis.cancel(g);
            }
        pool.close();
        if (locks != null) locks.close();
    }
}
