package gomoku.web;

import gomoku.engine.api.Engine;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The engine threads: a small bounded executor whose threads each own one {@link Engine}. An engine's
 * table is cleared when its thread moves on to another game.
 */
final class EnginePool implements AutoCloseable {
    private final ThreadPoolExecutor executor;
    private final ThreadLocal<Slot> engines;
    /** Runs on the engine thread before every search; tests make it throw to play a failing engine. */
    private volatile Runnable beforeSearch = () -> {};

    /** One engine per executor thread, with the game it last searched. */
    private static final class Slot {
        final Engine engine;
        long lastGame = -1;

        Slot(Engine engine) {
            this.engine = engine;
        }
    }

    EnginePool(int threads, int hashMb, int queueCapacity) {
        executor = new ThreadPoolExecutor(threads, threads, 0L, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(queueCapacity), r -> {
                    Thread t = new Thread(r, "engine-worker");
                    t.setDaemon(true);
                    return t;
                });
        engines = ThreadLocal.withInitial(() -> new Slot(new Engine(1, hashMb)));
    }

    /** Queues {@code work}; when the queue is full, a {@link ApiException} {@code BUSY}. */
    void execute(Runnable work) {
        try {
            executor.execute(work);
        } catch (RejectedExecutionException e) {
            throw busy();
        }
    }

    java.util.concurrent.Executor executor() {
        return executor;
    }

    static ApiException busy() {
        return new ApiException(ErrorCode.BUSY, "the engine is busy; try again");
    }

    /** The calling engine thread's engine, ready for game {@code gameId}. */
    Engine engineFor(long gameId) {
        Slot slot = engines.get();
        if (slot.lastGame != gameId) {
            slot.engine.newGame();
            slot.lastGame = gameId;
        }
        return slot.engine;
    }

    void beforeSearch() {
        beforeSearch.run();
    }

    /** For tests: {@code hook} runs before every search, on the engine thread. */
    void setBeforeSearch(Runnable hook) {
        beforeSearch = hook;
    }

    @Override
    public void close() {
        executor.shutdownNow();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
