package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.store.GameStore;
import gomoku.web.dto.AnalysisView;
import gomoku.web.dto.ErrorEvent;
import gomoku.web.dto.GameView;
import gomoku.web.dto.StateEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** An engine that throws never leaves a game stuck: the game stops thinking, says why, and goes on. */
class EngineFailureTest {
    @TempDir
    Path dir;
    GameStore store;
    GameService service;
    final BlockingQueue<Object> events = new LinkedBlockingQueue<>();

    @BeforeEach
    void open() {
        store = GameStore.open(dir.resolve("g.db"));
        service = new GameService(store, new GameService.Options(1, 4, 1, 64, 20), System::currentTimeMillis);
    }

    @AfterEach
    void close() {
        service.close();
        store.close();
    }

    private void failingEngine() {
        service.setBeforeSearch(() -> {
            throw new IllegalStateException("engine failure forced by the test");
        });
    }

    @SuppressWarnings("unchecked")
    private <T> T await(Class<T> type, Predicate<T> until) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            Object e = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (type.isInstance(e) && until.test((T) e)) return (T) e;
        }
        throw new AssertionError("no matching " + type.getSimpleName() + " in time");
    }

    @Test
    void computerMoveFails_gameStopsThinking_playerIsTold_resumeTriesAgain() throws Exception {
        // The computer starts thinking as the game is created: its failure waits until the test listens.
        java.util.concurrent.CountDownLatch listening = new java.util.concurrent.CountDownLatch(1);
        service.setBeforeSearch(() -> {
            try {
                listening.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException("engine failure forced by the test");
        });
        long id = service.create(Mode.HVC, Side.WHITE, 1, Rule.FREESTYLE, 15).id();   // the computer has black
        service.subscribe(id, events::add);
        listening.countDown();
        ErrorEvent error = await(ErrorEvent.class, e -> true);
        assertThat(error.type()).isEqualTo("error");
        assertThat(error.gameId()).isEqualTo(id);
        assertThat(error.error()).isEqualTo("ENGINE_FAILED");
        assertThat(error.message()).contains("resume");
        GameView after = service.get(id);
        assertThat(after.thinking()).isFalse();
        assertThat(after.status()).isEqualTo("ongoing");
        assertThat(after.moves()).isEmpty();

        // The human may give up, or the computer may try again once the engine works.
        service.setBeforeSearch(() -> {});
        service.resume(id);
        GameView moved = await(StateEvent.class, s -> s.game().moves().size() == 1).game();
        assertThat(moved.thinking()).isFalse();
        assertThat(store.load(id).orElseThrow().moves()).hasSize(1);
    }

    @Test
    void computerAnswerFails_undoAndResignStillWork() throws Exception {
        long id = service.create(Mode.HVC, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.subscribe(id, events::add);
        failingEngine();
        service.humans().move(id, 7, 7);
        await(ErrorEvent.class, e -> e.gameId() == id);
        assertThat(service.get(id).thinking()).isFalse();
        assertThat(service.humans().undo(id).moves()).isEmpty();
        service.humans().move(id, 7, 7);
        await(ErrorEvent.class, e -> e.gameId() == id);
        GameView resigned = service.humans().resign(id);
        assertThat(resigned.result()).isEqualTo("W+R");
        assertThat(store.load(id).orElseThrow().reason()).isEqualTo("resignation");
    }

    @Test
    void hintFails_withEngineFailed_andTheGameGoesOn() throws Exception {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.subscribe(id, events::add);
        failingEngine();
        assertThatThrownBy(() -> service.hint(id).get(20, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause().isInstanceOfSatisfying(ApiException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.ENGINE_FAILED));
        assertThat(await(ErrorEvent.class, e -> true).error()).isEqualTo("ENGINE_FAILED");
        service.setBeforeSearch(() -> {});
        assertThat(service.humans().move(id, 7, 7).moves()).hasSize(1);
        assertThat(service.hint(id).get(20, TimeUnit.SECONDS).name()).isNotBlank();
    }

    @Test
    void analysisFails_statusFailed_rowsSoFarKept_andItCanStartAgain() throws Exception {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.humans().move(id, 7, 7);
        service.humans().move(id, 8, 8);
        service.subscribe(id, events::add);
        failingEngine();
        service.startAnalysis(id);
        await(ErrorEvent.class, e -> e.error().equals("ENGINE_FAILED"));
        AnalysisView failed = service.analysis(id);
        assertThat(failed.status()).isEqualTo("failed");
        assertThat(failed.analysed()).isZero();

        service.setBeforeSearch(() -> {});
        service.startAnalysis(id);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!service.analysis(id).status().equals("done") && System.nanoTime() < deadline)
            events.poll(100, TimeUnit.MILLISECONDS);    // wait for the next pushed event, not a fixed sleep
        assertThat(service.analysis(id).status()).isEqualTo("done");
        assertThat(service.analysis(id).analysed()).isEqualTo(3);
    }
}
