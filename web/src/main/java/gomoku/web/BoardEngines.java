package gomoku.web;

import gomoku.engine.api.Candidate;
import gomoku.engine.api.Engine;
import gomoku.engine.api.WinChance;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.engine.search.threat.ThreatKind;
import gomoku.web.dto.BoardViews;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The engine work of the analysis boards, off the request threads: live analyses (open-ended
 * multi-PV, streamed to one client each) and VCF/VCT searches. A fixed number of engines bounds the
 * live analyses of the whole server; each client (a WebSocket) has at most one, and starting another
 * stops its previous one. Every failure ends with an event or an exception the caller turns into an
 * answer, and a log line.
 */
public final class BoardEngines implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(BoardEngines.class);
    /** Most candidates a client may ask for. */
    public static final int MAX_MULTI_PV = 5;
    /** VCF budget: attacks deep and nodes (the same as {@code gomoku analyze --vcf}). */
    private static final Budget VCF_BUDGET = new Budget(30, 2_000_000);
    /** VCT budget: threats deep and nodes. */
    private static final Budget VCT_BUDGET = new Budget(10, 1_000_000);
    /** How long starting an analysis waits for the client's previous one to let go of its engine. */
    private static final long HANDOVER_MS = 3_000;

    /** How far a threat search looks: attacking moves and nodes. */
    private record Budget(int maxAttacks, long maxNodes) {
        static Budget of(ThreatKind kind) {
            return kind == ThreatKind.VCF ? VCF_BUDGET : VCT_BUDGET;
        }
    }

    /**
     * A running live analysis; {@code done} completes when its engine is back in the pool. A stop
     * that comes before the engine has started would be forgotten by it (each search begins by
     * clearing its stop flag), so {@code stopped} is also checked at every progress report.
     */
    private static final class Running {
        final Engine engine;
        final CompletableFuture<Void> done = new CompletableFuture<>();
        volatile boolean stopped;

        Running(Engine engine) {
            this.engine = engine;
        }

        void stop() {
            stopped = true;
            engine.stop();
        }
    }

    private final int live;
    private final BlockingQueue<Engine> engines;
    private final Semaphore threatSlots;
    private final int threatHashMb;
    private final ExecutorService executor;
    private final Map<String, Running> running = new ConcurrentHashMap<>();

    /** {@code live} engines of {@code hashMb} each for live analysis, and as many VCF/VCT searches at a time. */
    public BoardEngines(int live, int hashMb) {
        this.live = live;
        engines = new ArrayBlockingQueue<>(live);
        for (int i = 0; i < live; i++) engines.add(new Engine(1, hashMb));
        threatSlots = new Semaphore(live);
        threatHashMb = Math.min(hashMb, 16);
        executor = Executors.newFixedThreadPool(live * 2, r -> {
            Thread t = new Thread(r, "board-engine");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts analysing {@code position} for {@code client}, stopping that client's previous analysis;
     * events go to {@code sink} (on the engine thread). False when every engine is busy with other clients.
     */
    public boolean start(String client, long board, int node, GameState position, int multiPv, Consumer<Object> sink) {
        Running previous = running.remove(client);
        if (previous != null) {
            previous.stop();
            try {
                previous.done.get(HANDOVER_MS, TimeUnit.MILLISECONDS);
            } catch (Exception e) {
                log.warn("the previous analysis of {} did not stop in time", client);
            }
        }
        Engine engine = engines.poll();
        if (engine == null) return false;
        Running r = new Running(engine);
        running.put(client, r);
        int size = position.size();
        try {
            executor.execute(() -> {
                try {
                    if (r.stopped) return;
                    List<Candidate> last = engine.analyze(position, multiPv, (depth, candidates, nodes, ms) -> {
                        if (r.stopped) engine.stop();
                        else sink.accept(event("analysis", board, node, depth, nodes, ms, candidates, size));
                    });
                    int depth = last.isEmpty() ? 0 : last.get(0).depth();
                    if (!r.stopped) sink.accept(event("analysis-done", board, node, depth, 0, 0, last, size));
                } catch (RuntimeException | Error e) {
                    log.error("live analysis of board {} failed", board, e);
                    sink.accept(ErrorCode.ENGINE_FAILED.body("the engine failed: " + e.getClass().getSimpleName()));
                } finally {
                    // The engine is free before the analysis stops counting as running.
                    engines.add(engine);
                    running.remove(client, r);
                    r.done.complete(null);
                }
            });
        } catch (RuntimeException e) {
            running.remove(client, r);
            engines.add(engine);
            r.done.complete(null);
            return false;
        }
        return true;
    }

    /** Stops the client's analysis, if any (the page was left or hidden). */
    public void stop(String client) {
        Running r = running.remove(client);
        if (r != null) r.stop();
    }

    /** Engines busy with a live analysis now (a stopped analysis counts until its engine is back). */
    public int busyEngines() {
        return live - engines.size();
    }

    /**
     * A VCF or VCT search for {@code side} in {@code position} (the other side is given the move by a
     * pass when it is not its turn). Fails with {@code BUSY} when the searches are all taken.
     */
    public CompletableFuture<BoardViews.Threat> threat(GameState position, ThreatKind kind, int side) {
        if (!threatSlots.tryAcquire()) return CompletableFuture.failedFuture(EnginePool.busy());
        int size = position.size();
        Budget budget = Budget.of(kind);
        try {
            return CompletableFuture.supplyAsync(() -> {
                try {
                    long start = System.nanoTime();
                    int[] line = null;
                    long nodes = 0;
                    if (!position.isOver()) {
                        if (position.sideToMove() != side) position.pass();
                        Engine engine = new Engine(1, threatHashMb);
                        line = engine.findWin(kind, position, budget.maxAttacks(), budget.maxNodes());
                        nodes = engine.lastThreatNodes();
                    }
                    List<BoardViews.Point> points = new ArrayList<>();
                    if (line != null) for (int p : line) points.add(BoardService.point(Pos.x(p), Pos.y(p), size));
                    return new BoardViews.Threat(kind.id(), Side.name(side), line != null && line.length > 0, points,
                            budget.maxAttacks(), budget.maxNodes(), nodes, (System.nanoTime() - start) / 1_000_000);
                } catch (RuntimeException | Error e) {
                    log.error("{} search failed", kind, e);
                    throw new ApiException(ErrorCode.ENGINE_FAILED, "the engine failed: " + e.getClass().getSimpleName());
                } finally {
                    threatSlots.release();
                }
            }, executor);
        } catch (RuntimeException e) {
            threatSlots.release();
            return CompletableFuture.failedFuture(EnginePool.busy());
        }
    }

    private static BoardViews.AnalysisEvent event(String type, long board, int node, int depth, long nodes, long ms,
                                                  List<Candidate> candidates, int size) {
        List<BoardViews.Candidate> views = new ArrayList<>();
        for (Candidate c : candidates) {
            List<BoardViews.Point> pv = new ArrayList<>();
            for (int p : c.pv()) pv.add(BoardService.point(Pos.x(p), Pos.y(p), size));
            double chance = WinChance.forSideToMove(c.score());
            views.add(new BoardViews.Candidate(Pos.x(c.move()), Pos.y(c.move()), BoardService.point(Pos.x(c.move()), Pos.y(c.move()), size).name(),
                    c.score(), c.mate(), chance, c.depth(), pv));
        }
        return new BoardViews.AnalysisEvent(type, board, node, depth, nodes, ms, views);
    }

    @Override
    public void close() {
        for (Running r : running.values()) r.stop();
        executor.shutdownNow();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
