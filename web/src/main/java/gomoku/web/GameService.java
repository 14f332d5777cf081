package gomoku.web;

import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.play.PlaySession;
import gomoku.game.record.GameRecord;
import gomoku.game.store.GameStore;
import gomoku.game.store.StoredClock;
import gomoku.game.store.StoredSeat;
import gomoku.game.store.StoredOpening;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.Seat;
import gomoku.web.dto.AnalysisView;
import gomoku.web.dto.GameView;
import gomoku.web.dto.HintView;
import gomoku.web.dto.StateEvent;

import java.util.List;
import java.util.concurrent.CompletableFuture;
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

    private final GameStore store;
    private final LiveGames games;
    private final EnginePool pool;
    private final ComputerMoves computer;
    private final GameAnalysis analysis;
    private final HumanMoves humans;
    private final GameRecords records;

    public GameService(GameStore store, Options options, LongSupplier clock) {
        this.store = store;
        this.games = new LiveGames(store, clock);
        this.pool = new EnginePool(options.engineThreads(), options.hashMb(), options.queueCapacity());
        this.computer = new ComputerMoves(games, pool, options.hintLevel());
        this.analysis = new GameAnalysis(games, pool, options.analysisMs());
        this.humans = new HumanMoves(store, games, computer);
        this.records = new GameRecords(store, games);
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
        for (LiveGame g : games.all())
            synchronized (g) {
                g.cancelSearch();
                GameAnalysis.cancel(g);
            }
        pool.close();
    }
}
