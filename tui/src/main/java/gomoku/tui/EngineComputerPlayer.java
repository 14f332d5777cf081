package gomoku.tui;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Rule;
import gomoku.game.play.ComputerOpening;
import gomoku.game.play.OpeningAction;
import gomoku.game.play.OpeningPhase;
import gomoku.game.play.OpeningRule;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The engine on one worker thread. One {@link Engine} (one thread, 16 MB table) serves every search
 * of the session; searches run one after another, so a search that was stopped has returned before
 * the next one starts (the engine clears its stop flag when a search starts).
 */
public final class EngineComputerPlayer implements ComputerPlayer {
    private final Engine engine = new Engine(1, 16);
    /** The computer's swap openings: seeded by the clock, so that games differ. */
    private final ComputerOpening openings = new ComputerOpening(engine, System.nanoTime());
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "tui-engine");
        t.setDaemon(true);
        return t;
    });

    @Override
    public CompletableFuture<Integer> bestMove(int size, Rule rule, int[] moves, int level) {
        Level l = Level.of(level);
        // The level sets the time budget; time(0) means "no limit from the caller".
        return CompletableFuture.supplyAsync(
                () -> engine.search(size, rule, moves, SearchLimits.time(0), l, SearchListener.NONE).bestMove(), worker);
    }

    @Override
    public CompletableFuture<OpeningAction> openingAction(GameState game, OpeningRule opening, OpeningPhase phase,
                                                         int level) {
        return CompletableFuture.supplyAsync(() -> openings.decide(game, opening, phase, Level.of(level)), worker);
    }

    @Override
    public void stop() {
        engine.stop();
    }

    @Override
    public void close() {
        engine.stop();
        worker.shutdownNow();
        try {
            worker.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
