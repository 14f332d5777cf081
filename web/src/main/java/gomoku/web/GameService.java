package gomoku.web;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchInfo;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.search.Value;
import gomoku.game.notation.Notation;
import gomoku.game.record.GameRecord;
import gomoku.game.store.GameStore;
import gomoku.game.store.PositionAnalysis;
import gomoku.game.store.StoredClock;
import gomoku.game.store.GameSummary;
import gomoku.game.store.StoredGame;
import gomoku.web.dto.AnalysisEvent;
import gomoku.web.dto.AnalysisView;
import gomoku.web.dto.ClockView;
import gomoku.web.dto.ForbiddenView;
import gomoku.web.dto.MistakeView;
import gomoku.web.dto.PositionView;
import gomoku.web.dto.GameSummaryView;
import gomoku.web.dto.GameView;
import gomoku.web.dto.HintView;
import gomoku.web.dto.PointView;
import gomoku.web.dto.SearchEvent;
import gomoku.web.dto.StateEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Owns the games being played, their engines and the game database; knows nothing about HTTP.
 *
 * <p>Every change to a game is made under that game's monitor, written to the store, then pushed to
 * its subscribers (WebSocket clients). The computer's moves and hints are searched on a small bounded
 * executor whose threads each own one {@link Engine}; a search result is applied only if the game's
 * {@code generation} has not moved on meanwhile (undo, resign, delete all bump it and stop the search).
 * Games are loaded from the store on first use with {@code computeIfAbsent}, so one game never has two
 * live copies.
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

    /** Node budget of the VCF check run on every analysed position. */
    static final long ANALYSIS_VCF_NODES = 100_000;

    public static final List<String> MODES = List.of("hvc", "hvh", "cvc");

    private final GameStore store;
    private final Options options;
    private final LongSupplier clock;
    private final ThreadPoolExecutor executor;
    private final ThreadLocal<EngineSlot> engines;
    private final Map<Long, LiveGame> games = new ConcurrentHashMap<>();

    public GameService(GameStore store, Options options, LongSupplier clock) {
        this.store = store;
        this.options = options;
        this.clock = clock;
        this.executor = new ThreadPoolExecutor(options.engineThreads(), options.engineThreads(), 0L,
                TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(options.queueCapacity()), r -> {
                    Thread t = new Thread(r, "engine-worker");
                    t.setDaemon(true);
                    return t;
                });
        this.engines = ThreadLocal.withInitial(() -> new EngineSlot(new Engine(1, options.hashMb())));
    }

    public GameService(GameStore store) {
        this(store, Options.defaults(), System::currentTimeMillis);
    }

    /** One engine per executor thread, with the game it last searched (its table is cleared on a switch). */
    private static final class EngineSlot {
        final Engine engine;
        long lastGame = -1;

        EngineSlot(Engine engine) {
            this.engine = engine;
        }
    }

    /** A game in memory. All fields are guarded by the object's monitor except the volatile ones. */
    private static final class LiveGame {
        final long id;
        final String mode;
        final int level;
        final int humanSide;
        final long createdMs;
        final GameState state;
        final List<Consumer<Object>> subscribers = new CopyOnWriteArrayList<>();
        long updatedMs;
        /** Set when the game ended off the board: by resignation or on time. */
        String overResult;
        String overReason;
        /** Clock limits (0: none), time used per side, and when the running turn began. */
        final long moveMs;
        final long gameMs;
        final long[] usedMs = new long[2];
        long turnStartMs;
        Analysis analysis;
        boolean thinking;
        boolean deleted;
        int generation;
        long revision;
        volatile Engine running;

        LiveGame(StoredGame g, StoredClock clock, long nowMs) {
            id = g.id();
            mode = g.mode();
            level = g.level();
            humanSide = g.humanSide();
            createdMs = g.createdMs();
            updatedMs = g.updatedMs();
            state = new GameState(g.size(), g.rule());
            for (int[] m : g.moves()) {
                if (state.play(m[0], m[1]) != MoveCheck.LEGAL) break;
            }
            if (g.result() != null && ("resignation".equals(g.reason()) || "time".equals(g.reason()))) {
                overResult = g.result();
                overReason = g.reason();
            }
            moveMs = clock == null ? 0 : clock.moveMs();
            gameMs = clock == null ? 0 : clock.gameMs();
            if (clock != null) {
                usedMs[Side.BLACK] = clock.blackUsedMs();
                usedMs[Side.WHITE] = clock.whiteUsedMs();
            }
            turnStartMs = nowMs;    // time that passed while no server ran is not counted
        }

        boolean clocked() {
            return moveMs > 0 || gameMs > 0;
        }

        StoredClock storedClock() {
            return new StoredClock(moveMs, gameMs, usedMs[Side.BLACK], usedMs[Side.WHITE]);
        }

        boolean isComputer(int side) {
            return mode.equals("cvc") || mode.equals("hvc") && side != humanSide;
        }

        boolean isOver() {
            return overResult != null || state.isOver();
        }

        /** Invalidates any running search and asks its engine to stop. */
        void cancelSearch() {
            generation++;
            thinking = false;
            Engine e = running;
            if (e != null) e.stop();
        }
    }

    // ---------------------------------------------------------------- commands

    /** Starts a new game without a clock. */
    public GameView create(String mode, int humanSide, int level, Rule rule, int size) {
        return create(mode, humanSide, level, rule, size, 0, 0);
    }

    /**
     * Starts a new game; arguments are validated by the caller. {@code moveMs}/{@code gameMs} limit each
     * move and each side's game (0: no limit). The computer starts if it has black.
     */
    public GameView create(String mode, int humanSide, int level, Rule rule, int size, long moveMs, long gameMs) {
        if (!MODES.contains(mode)) throw new IllegalArgumentException("mode " + mode);
        if (moveMs < 0 || gameMs < 0) throw new IllegalArgumentException("negative clock");
        Level.of(level);
        int side = mode.equals("hvc") ? humanSide : -1;
        long now = clock.getAsLong();
        long id = store.create(now, mode, rule, size, level, side, List.of(), null, null);
        if (moveMs > 0 || gameMs > 0) store.setClock(id, new StoredClock(moveMs, gameMs, 0, 0));
        LiveGame g = live(id);
        synchronized (g) {
            maybeStartComputer(g);
            return view(g);
        }
    }

    public GameView get(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            checkTime(g);
            return view(g);
        }
    }

    /** Plays (x, y) for the human to move. */
    public GameView move(long id, int x, int y) {
        LiveGame g = live(id);
        synchronized (g) {
            if (checkTime(g))
                throw new GameException(ErrorCode.GAME_FINISHED, "the game is over: " + colorName(g.state.sideToMove())
                        + " ran out of time");
            if (g.isOver()) throw new GameException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.thinking || g.isComputer(g.state.sideToMove()))
                throw new GameException(ErrorCode.NOT_YOUR_TURN, "it is the computer's turn");
            MoveCheck check = g.state.play(x, y);
            switch (check) {
                case LEGAL: break;
                case OFF_BOARD: throw new GameException(ErrorCode.INVALID_POSITION, "the point is off the board");
                case OCCUPIED: throw new GameException(ErrorCode.POSITION_OCCUPIED,
                        Notation.toLiterature(x, y, g.state.size()) + " is occupied");
                case GAME_OVER: throw new GameException(ErrorCode.GAME_FINISHED, "the game is over");
                default: throw new GameException(ErrorCode.FORBIDDEN_MOVE,
                        Notation.toLiterature(x, y, g.state.size()) + " is " + check.message);
            }
            afterMove(g, x, y);
            maybeStartComputer(g);
            return publish(g);
        }
    }

    /**
     * Takes back moves: in {@code hvc} back to before the human's last move (stopping the computer's
     * search if it runs), otherwise the last move.
     */
    public GameView undo(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            int count = g.state.moveCount();
            int target;
            if (g.mode.equals("hvc")) {
                target = -1;
                for (int i = count - 1; i >= 0; i--)
                    if (i % 2 == g.humanSide) {      // move i was played by side i % 2
                        target = i;
                        break;
                    }
                if (target < 0) throw new GameException(ErrorCode.NOTHING_TO_UNDO, "you have no move to take back");
            } else {
                if (count == 0) throw new GameException(ErrorCode.NOTHING_TO_UNDO, "there is no move to take back");
                target = count - 1;
            }
            g.cancelSearch();
            cancelAnalysis(g);
            chargeTurn(g);
            while (g.state.moveCount() > target) g.state.undo();
            g.overResult = null;
            g.overReason = null;
            g.updatedMs = clock.getAsLong();
            if (g.clocked()) store.setClock(id, g.storedClock());
            store.truncate(id, target, g.updatedMs);
            maybeStartComputer(g);
            return publish(g);
        }
    }

    /** The side the human plays (in {@code hvh}: the side to move) gives up. */
    public GameView resign(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            checkTime(g);
            if (g.isOver()) throw new GameException(ErrorCode.GAME_FINISHED, "the game is over");
            int loser = g.mode.equals("hvc") ? g.humanSide : g.state.sideToMove();
            g.cancelSearch();
            chargeTurn(g);
            g.overResult = (loser == Side.BLACK ? GameRecord.WHITE_WINS : GameRecord.BLACK_WINS) + "R";
            g.overReason = "resignation";
            g.updatedMs = clock.getAsLong();
            if (g.clocked()) store.setClock(id, g.storedClock());
            store.setResult(id, g.overResult, "resignation", g.updatedMs);
            return publish(g);
        }
    }

    /** Restarts the computer's search of a loaded game whose turn it is (e.g. after a server restart). */
    public GameView resume(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            checkTime(g);
            maybeStartComputer(g);
            return view(g);
        }
    }

    /** The engine's suggestion for the human to move; the search runs on the engine executor. */
    public CompletableFuture<HintView> hint(long id) {
        LiveGame g = live(id);
        int[] moves;
        int size;
        Rule rule;
        synchronized (g) {
            checkTime(g);
            if (g.isOver()) throw new GameException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.thinking || g.isComputer(g.state.sideToMove()))
                throw new GameException(ErrorCode.NOT_YOUR_TURN, "it is the computer's turn");
            moves = movesOf(g.state);
            size = g.state.size();
            rule = g.state.rule();
        }
        Level level = Level.of(options.hintLevel());
        try {
            return CompletableFuture.supplyAsync(() -> {
                Engine engine = engineFor(g);
                SearchResult r = engine.search(size, rule, moves, SearchLimits.time(0), level, info -> {});
                int side = moves.length % 2;
                int x = Pos.x(r.bestMove()), y = Pos.y(r.bestMove());
                return new HintView(x, y, Notation.toLiterature(x, y, size), r.score(), r.mate(),
                        blackWinProbability(r.score(), side), names(r.pv(), size));
            }, executor);
        } catch (RejectedExecutionException e) {
            throw new GameException(ErrorCode.BUSY, "the engine is busy; try again");
        }
    }

    public void delete(long id) {
        LiveGame g = games.remove(id);
        if (g != null) synchronized (g) {
            g.cancelSearch();
            cancelAnalysis(g);
            g.deleted = true;
        }
        if (!store.delete(id)) throw notFound(id);
    }

    public List<GameSummaryView> list() {
        List<GameSummaryView> list = new ArrayList<>();
        for (GameSummary s : store.list())
            list.add(new GameSummaryView(s.id(), s.createdMs(), s.updatedMs(), s.mode(), s.rule().id(), s.size(),
                    s.level(), colorName(s.humanSide()), s.result(), s.reason(), s.moveCount()));
        return list;
    }

    /** Stores an imported record as a finished-or-not two-humans game; the record must replay legally. */
    public GameView importRecord(GameRecord record) {
        GameState state;
        try {
            state = record.toGameState();
        } catch (IllegalArgumentException e) {
            throw new GameException(ErrorCode.BAD_REQUEST, "the record has an illegal move: " + e.getMessage());
        }
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i < state.moveCount(); i++) {
            int m = state.move(i);
            if (m == Pos.PASS) throw new GameException(ErrorCode.BAD_REQUEST, "records with passes are not supported");
            moves.add(new int[] {Pos.x(m), Pos.y(m)});
        }
        String result = resultOf(state);
        String reason = reasonOf(state);
        if (result == null && record.result().isPresent()) {
            String given = record.result().get();
            if (given.matches("[BW]\\+R")) reason = "resignation";
            else if (given.matches("[BW]\\+T")) reason = "time";
            if (reason != null) result = given;
        }
        long id = store.create(clock.getAsLong(), "hvh", record.rule(), record.size(), 1, -1, moves, result, reason);
        return get(id);
    }

    /** The game as a record, for export. */
    public GameRecord record(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            GameRecord r = GameRecord.of(g.state);
            return g.overResult != null ? r.withResult(g.overResult) : r;
        }
    }

    /**
     * Sends {@code sink} a state event now and every event of game {@code id} from now on. Closing the
     * returned handle unsubscribes; when the last subscriber leaves, a running search is stopped.
     */
    public AutoCloseable subscribe(long id, Consumer<Object> sink) {
        LiveGame g = live(id);
        synchronized (g) {
            g.subscribers.add(sink);
            sink.accept(new StateEvent(view(g)));
        }
        return () -> {
            synchronized (g) {
                g.subscribers.remove(sink);
                if (g.subscribers.isEmpty() && g.thinking) {
                    g.cancelSearch();
                    publish(g);
                }
            }
        };
    }

    @Override
    public void close() {
        for (LiveGame g : games.values())
            synchronized (g) {
                g.cancelSearch();
                cancelAnalysis(g);
            }
        executor.shutdownNow();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---------------------------------------------------------------- analysis

    /**
     * One run of the post-game analysis over a snapshot of the game's moves. Positions are analysed
     * one per executor task, each task queueing the next, so other games' searches interleave with a
     * long analysis. Fields are guarded by the game's monitor except {@code cancelled} and {@code engine}.
     */
    private static final class Analysis {
        final int[] moves;
        final PositionAnalysis[] rows;
        String status = "running";
        volatile boolean cancelled;
        volatile Engine engine;

        Analysis(int[] moves) {
            this.moves = moves;
            this.rows = new PositionAnalysis[moves.length + 1];
        }

        int next() {
            for (int i = 0; i < rows.length; i++) if (rows[i] == null) return i;
            return -1;
        }
    }

    /**
     * Starts analysing every position of the game (positions already in the store are reused) unless
     * an analysis of these moves runs already. Progress goes to subscribers as {@link AnalysisEvent}s.
     */
    public AnalysisView startAnalysis(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            checkTime(g);
            if (g.thinking) throw new GameException(ErrorCode.NOT_YOUR_TURN, "wait until the computer has moved");
            int[] moves = movesOf(g.state);
            Analysis a = g.analysis;
            if (a != null && a.status.equals("running") && java.util.Arrays.equals(a.moves, moves))
                return analysisView(g);
            cancelAnalysis(g);
            a = new Analysis(moves);
            for (PositionAnalysis row : store.loadAnalysis(id))
                if (row.index() < a.rows.length) a.rows[row.index()] = row;
            g.analysis = a;
            scheduleAnalysis(g, a);
            return analysisView(g);
        }
    }

    /** The game's analysis: the running one, or what the store holds for the current moves. */
    public AnalysisView analysis(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            return analysisView(g);
        }
    }

    /** Stops a running analysis; positions analysed so far stay stored. */
    public AnalysisView stopAnalysis(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            cancelAnalysis(g);
            return analysisView(g);
        }
    }

    /** Queues the next unanalysed position, or finishes. Holds g's monitor. */
    private void scheduleAnalysis(LiveGame g, Analysis a) {
        int index = a.next();
        if (index < 0) {
            a.status = "done";
            return;
        }
        try {
            executor.execute(() -> analysePosition(g, a, index));
        } catch (RejectedExecutionException e) {
            a.status = "failed";
        }
    }

    private void analysePosition(LiveGame g, Analysis a, int index) {
        if (a.cancelled) return;
        GameState state = new GameState(g.state.size(), g.state.rule());
        for (int i = 0; i < index; i++) state.play(Pos.x(a.moves[i]), Pos.y(a.moves[i]));
        PositionAnalysis row;
        if (state.isOver()) {
            int r = state.result();
            double p = r == Side.BLACK ? 1.0 : r == Side.WHITE ? 0.0 : 0.5;
            row = new PositionAnalysis(index, 0, 0, p, 0, null, List.of());
        } else {
            Engine engine = engineFor(g);
            a.engine = engine;
            try {
                if (a.cancelled) return;
                int side = state.sideToMove();
                // A forced win by fours is checked first: the short search could miss a long one.
                int[] vcf = engine.findVcf(state, 20, ANALYSIS_VCF_NODES);
                if (a.cancelled) return;
                if (vcf != null && vcf.length > 0) {
                    int score = Value.winIn(vcf.length);
                    row = new PositionAnalysis(index, score, vcf.length, blackWinProbability(score, side),
                            0, point(vcf[0]), points(vcf));
                } else {
                    SearchResult r = engine.searchNoBook(state, SearchLimits.time(options.analysisMs()));
                    if (a.cancelled) return;
                    row = new PositionAnalysis(index, r.score(), r.mate(), blackWinProbability(r.score(), side),
                            r.depth(), point(r.bestMove()), points(r.pv()));
                }
            } finally {
                a.engine = null;
            }
        }
        synchronized (g) {
            if (a.cancelled || g.analysis != a || g.deleted) return;
            a.rows[index] = row;
            store.putAnalysis(g.id, row);
            scheduleAnalysis(g, a);
            AnalysisEvent event = new AnalysisEvent(analysisView(g));
            for (Consumer<Object> s : g.subscribers) deliver(s, event);
        }
    }

    /** Holds g's monitor. */
    private static void cancelAnalysis(LiveGame g) {
        Analysis a = g.analysis;
        if (a == null) return;
        if (a.status.equals("running")) {
            a.status = "cancelled";
            a.cancelled = true;
            Engine e = a.engine;
            if (e != null) e.stop();
        }
    }

    /** Holds g's monitor. */
    private AnalysisView analysisView(LiveGame g) {
        int[] moves = movesOf(g.state);
        PositionAnalysis[] rows;
        String status;
        Analysis a = g.analysis;
        if (a != null && java.util.Arrays.equals(a.moves, moves)) {
            rows = a.rows.clone();
            status = a.status;
        } else {
            rows = new PositionAnalysis[moves.length + 1];
            for (PositionAnalysis row : store.loadAnalysis(g.id))
                if (row.index() < rows.length) rows[row.index()] = row;
            status = null;
        }
        int size = g.state.size();
        List<PositionView> positions = new ArrayList<>();
        for (PositionAnalysis row : rows)
            if (row != null) {
                int[] best = row.best();
                List<PointView> line = new ArrayList<>();
                for (int[] p : row.line()) line.add(point(Pos.of(p[0], p[1]), size));
                positions.add(new PositionView(row.index(), row.blackWin(), row.score(), row.mate(), row.depth(),
                        best == null ? null : point(Pos.of(best[0], best[1]), size), line));
            }
        if (status == null)
            status = positions.isEmpty() ? "none" : positions.size() == rows.length ? "done" : "partial";
        List<MistakeView> mistakes = new ArrayList<>();
        for (int k = 0; k + 1 < rows.length; k++) {
            if (rows[k] == null || rows[k + 1] == null) continue;
            int mover = k % 2, other = mover ^ 1;
            String kind = null;
            int from = k;
            if (wins(rows[k], k, mover) && !wins(rows[k + 1], k + 1, mover)) kind = "missed-win";
            else if (!wins(rows[k], k, other) && wins(rows[k + 1], k + 1, other)) {
                kind = "into-loss";
                from = k + 1;
            }
            if (kind == null) continue;
            List<PointView> line = new ArrayList<>();
            for (int[] p : rows[from].line()) line.add(point(Pos.of(p[0], p[1]), size));
            mistakes.add(new MistakeView(k, colorName(mover), point(moves[k], size), kind, from, line));
        }
        return new AnalysisView(g.id, status, rows.length, positions.size(), options.analysisMs(), positions, mistakes);
    }

    /** Whether {@code side} has won or has a forced win in the position after {@code index} moves. */
    private static boolean wins(PositionAnalysis row, int index, int side) {
        if (row.best() == null) return side == Side.BLACK ? row.blackWin() == 1.0 : row.blackWin() == 0.0;
        int toMove = index % 2;
        return row.mate() > 0 ? toMove == side : row.mate() < 0 && toMove != side;
    }

    private static int[] point(int pos) {
        return pos == Pos.NONE || pos == Pos.PASS ? null : new int[] {Pos.x(pos), Pos.y(pos)};
    }

    private static List<int[]> points(int[] line) {
        List<int[]> list = new ArrayList<>(line.length);
        for (int p : line) if (p != Pos.NONE && p != Pos.PASS) list.add(new int[] {Pos.x(p), Pos.y(p)});
        return list;
    }

    // ---------------------------------------------------------------- clocks

    /**
     * Ends the game on time if the side to move has used up its move or game time; the server's
     * clock alone decides. Returns true if it did. Holds g's monitor.
     */
    private boolean checkTime(LiveGame g) {
        if (!g.clocked() || g.isOver() || g.deleted) return false;
        int side = g.state.sideToMove();
        long now = clock.getAsLong();
        long elapsed = Math.max(0, now - g.turnStartMs);
        boolean out = g.moveMs > 0 && elapsed > g.moveMs || g.gameMs > 0 && g.usedMs[side] + elapsed > g.gameMs;
        if (!out) return false;
        g.cancelSearch();
        g.usedMs[side] += elapsed;
        g.turnStartMs = now;
        g.overResult = (side == Side.BLACK ? GameRecord.WHITE_WINS : GameRecord.BLACK_WINS) + "T";
        g.overReason = "time";
        g.updatedMs = now;
        store.setClock(g.id, g.storedClock());
        store.setResult(g.id, g.overResult, g.overReason, now);
        publish(g);
        return true;
    }

    /** Charges the running turn to the side to move (before an undo or a resignation). Holds g's monitor. */
    private void chargeTurn(LiveGame g) {
        if (!g.clocked()) return;
        long now = clock.getAsLong();
        if (!g.isOver()) g.usedMs[g.state.sideToMove()] += Math.max(0, now - g.turnStartMs);
        g.turnStartMs = now;
    }

    /** The limits of the computer's search for the side to move. Holds g's monitor. */
    private SearchLimits limitsFor(LiveGame g) {
        if (!g.clocked()) return SearchLimits.time(0);
        long elapsed = Math.max(0, clock.getAsLong() - g.turnStartMs);
        return clockLimits(g.moveMs, g.gameMs, g.usedMs[g.state.sideToMove()], elapsed);
    }

    /**
     * Search limits that keep the computer inside its clock: what is left of the move time, less a
     * margin for applying the move, and what is left of the game time.
     */
    static SearchLimits clockLimits(long moveMs, long gameMs, long usedMs, long elapsedMs) {
        long turn = 0, left = 0;
        if (moveMs > 0) turn = Math.max(10, moveMs - elapsedMs - Math.min(250, moveMs / 10));
        if (gameMs > 0) left = Math.max(10, gameMs - usedMs - elapsedMs);
        return new SearchLimits(turn, gameMs, left, 0, 0);
    }

    /** The limits the computer would search with now in game {@code id} (for tests). */
    SearchLimits computerLimits(long id) {
        LiveGame g = live(id);
        synchronized (g) {
            return limitsFor(g);
        }
    }

    private ClockView clockView(LiveGame g) {
        if (!g.clocked()) return null;
        boolean running = !g.isOver();
        int side = g.state.sideToMove();
        long elapsed = running ? Math.max(0, clock.getAsLong() - g.turnStartMs) : 0;
        Long black = null, white = null, move = null;
        if (g.gameMs > 0) {
            black = Math.max(0, g.gameMs - g.usedMs[Side.BLACK] - (side == Side.BLACK ? elapsed : 0));
            white = Math.max(0, g.gameMs - g.usedMs[Side.WHITE] - (side == Side.WHITE ? elapsed : 0));
        }
        if (g.moveMs > 0 && running) move = Math.max(0, g.moveMs - elapsed);
        return new ClockView(g.moveMs > 0 ? g.moveMs : null, g.gameMs > 0 ? g.gameMs : null, black, white, move,
                running ? colorName(side) : null);
    }

    // ---------------------------------------------------------------- internals

    private LiveGame live(long id) {
        LiveGame g = games.computeIfAbsent(id, key -> store.load(key)
                .map(s -> new LiveGame(s, store.loadClock(key).orElse(null), clock.getAsLong())).orElse(null));
        if (g == null) throw notFound(id);
        return g;
    }

    private static GameException notFound(long id) {
        return new GameException(ErrorCode.GAME_NOT_FOUND, "no game " + id);
    }

    /** Writes the move just played (and the result it produced) to the store. Holds g's monitor. */
    private void afterMove(LiveGame g, int x, int y) {
        g.updatedMs = clock.getAsLong();
        store.addMove(g.id, g.state.moveCount() - 1, x, y, g.updatedMs);
        if (g.clocked()) {
            g.usedMs[(g.state.moveCount() - 1) % 2] += Math.max(0, g.updatedMs - g.turnStartMs);
            g.turnStartMs = g.updatedMs;
            store.setClock(g.id, g.storedClock());
        }
        if (g.state.isOver()) store.setResult(g.id, resultOf(g.state), reasonOf(g.state), g.updatedMs);
    }

    /** Queues the computer's move if it is the computer's turn and none is queued. Holds g's monitor. */
    private void maybeStartComputer(LiveGame g) {
        if (g.deleted || g.thinking || g.isOver() || !g.isComputer(g.state.sideToMove())) return;
        int generation = g.generation;
        int[] moves = movesOf(g.state);
        int size = g.state.size();
        Rule rule = g.state.rule();
        Level level = Level.of(g.level);
        SearchLimits limits = limitsFor(g);
        g.thinking = true;
        try {
            executor.execute(() -> computerMove(g, generation, size, rule, moves, level, limits));
        } catch (RejectedExecutionException e) {
            g.thinking = false;
            throw new GameException(ErrorCode.BUSY, "the engine is busy; try again");
        }
    }

    private void computerMove(LiveGame g, int generation, int size, Rule rule, int[] moves, Level level,
                              SearchLimits limits) {
        synchronized (g) {
            if (g.generation != generation) return;
        }
        Engine engine = engineFor(g);
        g.running = engine;
        SearchResult r;
        try {
            // Re-check after publishing the engine: a cancel in between must reach this search.
            synchronized (g) {
                if (g.generation != generation) return;
            }
            int side = moves.length % 2;
            r = engine.search(size, rule, moves, limits, level, info -> progress(g, generation, info, side));
        } finally {
            g.running = null;
        }
        synchronized (g) {
            if (g.generation != generation || g.deleted) return;
            g.thinking = false;
            if (checkTime(g)) return;
            int best = r.bestMove();
            if (best == Pos.NONE || g.state.play(Pos.x(best), Pos.y(best)) != MoveCheck.LEGAL) {
                publish(g);
                return;
            }
            afterMove(g, Pos.x(best), Pos.y(best));
            maybeStartComputer(g);
            publish(g);
        }
    }

    private void progress(LiveGame g, int generation, SearchInfo info, int side) {
        if (g.generation != generation) return;   // racy read is fine: a stale event is harmless
        int size = g.state.size();
        SearchEvent event = new SearchEvent(g.id, info.depth(), info.score(), info.mate(),
                blackWinProbability(info.score(), side), info.nodes(), info.timeMs(), names(info.pv(), size));
        for (Consumer<Object> s : g.subscribers) deliver(s, event);
    }

    private Engine engineFor(LiveGame g) {
        EngineSlot slot = engines.get();
        if (slot.lastGame != g.id) {
            slot.engine.newGame();
            slot.lastGame = g.id;
        }
        return slot.engine;
    }

    private GameView publish(LiveGame g) {
        g.revision++;
        GameView view = view(g);
        StateEvent event = new StateEvent(view);
        for (Consumer<Object> s : g.subscribers) deliver(s, event);
        return view;
    }

    private static void deliver(Consumer<Object> sink, Object event) {
        try {
            sink.accept(event);
        } catch (RuntimeException e) {
            // A client that went away must not break the game; its close handler unsubscribes it.
        }
    }

    private static int[] movesOf(GameState state) {
        int[] moves = new int[state.moveCount()];
        for (int i = 0; i < moves.length; i++) moves[i] = state.move(i);
        return moves;
    }

    /**
     * Maps a search value for {@code side} to black's chance of winning. Mates are certain; otherwise
     * a logistic curve whose scale (one four-ish threat, about 600 eval units, gives ~73 %) was picked
     * by eye, not fitted.
     */
    static double blackWinProbability(int score, int side) {
        double p;
        if (Value.isMate(score)) p = score > 0 ? 1.0 : 0.0;
        else p = 1.0 / (1.0 + Math.exp(-score / 600.0));
        return side == Side.BLACK ? p : 1.0 - p;
    }

    private static List<String> names(int[] pv, int size) {
        List<String> list = new ArrayList<>(pv.length);
        for (int m : pv) if (Pos.onBoard(m, size)) list.add(Notation.toLiterature(Pos.x(m), Pos.y(m), size));
        return list;
    }

    private static String resultOf(GameState s) {
        int r = s.result();
        if (r == Side.BLACK) return GameRecord.BLACK_WINS;
        if (r == Side.WHITE) return GameRecord.WHITE_WINS;
        if (r == GameState.DRAW) return GameRecord.DRAW;
        return null;
    }

    private static String reasonOf(GameState s) {
        int r = s.result();
        return r == GameState.ONGOING ? null : r == GameState.DRAW ? "draw" : "five";
    }

    private static String colorName(int side) {
        return side == Side.BLACK ? "black" : side == Side.WHITE ? "white" : null;
    }

    private GameView view(LiveGame g) {
        GameState s = g.state;
        int size = s.size();
        List<PointView> moves = new ArrayList<>();
        List<int[]> plain = new ArrayList<>();
        for (int i = 0; i < s.moveCount(); i++) {
            int m = s.move(i);
            moves.add(point(m, size));
            plain.add(new int[] {Pos.x(m), Pos.y(m)});
        }
        List<PointView> line = new ArrayList<>();
        for (int p : s.winningLine()) line.add(point(p, size));
        List<ForbiddenView> forbidden = new ArrayList<>();
        if (!g.isOver() && s.rule() == Rule.RENJU && s.sideToMove() == Side.BLACK)
            for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++) {
                    Forbidden f = s.board().forbidden(Pos.of(x, y));
                    if (f != Forbidden.NONE) forbidden.add(new ForbiddenView(x, y, f.id));
                }
        String status, result, reason;
        if (g.overResult != null) {
            result = g.overResult;
            status = result.startsWith("B") ? "black" : "white";
            reason = g.overReason;
        } else {
            result = resultOf(s);
            reason = reasonOf(s);
            status = result == null ? "ongoing" : result.equals(GameRecord.DRAW) ? "draw"
                    : result.startsWith("B") ? "black" : "white";
        }
        return new GameView(g.id, g.mode, s.rule().id(), size, g.level, colorName(g.humanSide), moves,
                colorName(s.sideToMove()), status, result, reason, line, forbidden, g.thinking,
                Notation.toPosString(plain), g.createdMs, g.updatedMs, g.revision, clockView(g));
    }

    private static PointView point(int pos, int size) {
        int x = Pos.x(pos), y = Pos.y(pos);
        return new PointView(x, y, Notation.toLiterature(x, y, size));
    }
}
