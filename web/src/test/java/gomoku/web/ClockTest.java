package gomoku.web;

import gomoku.game.play.PlayClock;
import gomoku.game.play.Mode;
import static gomoku.web.GameServiceTest.assertCode;
import static gomoku.web.GameServiceTest.awaitState;
import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.SearchLimits;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.store.GameStore;
import gomoku.web.dto.GameView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/** Clocks against a fake time source: the server alone decides when time is up; nothing sleeps. */
class ClockTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong(1_000_000);
    GameStore store;
    GameService service;

    @BeforeEach
    void open() {
        store = GameStore.open(dir.resolve("c.db"));
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), now::get);
    }

    @AfterEach
    void close() {
        service.close();
        store.close();
    }

    @Test
    void perMoveLimit_exceeded_losesOnTimeAtTheNextRequest() {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15, 10_000, 0).id();
        service.humans().move(id, 7, 7);
        now.addAndGet(4_000);
        GameView running = service.get(id);
        assertThat(running.clock().moveLeftMs()).isEqualTo(6_000);
        assertThat(running.clock().running()).isEqualTo("white");
        assertThat(running.clock().blackLeftMs()).isNull();

        now.addAndGet(6_001);        // white has spent 10.001 s on this move
        assertCode(() -> service.humans().move(id, 8, 8), ErrorCode.GAME_FINISHED);
        GameView over = service.get(id);
        assertThat(over.status()).isEqualTo("black");
        assertThat(over.result()).isEqualTo("B+T");
        assertThat(over.reason()).isEqualTo("time");
        assertThat(over.moves()).hasSize(1);
        assertThat(over.clock().running()).isNull();
        assertThat(store.load(id).orElseThrow().result()).isEqualTo("B+T");
        assertThat(store.load(id).orElseThrow().reason()).isEqualTo("time");

        // The finished game no longer changes, whoever asks and whenever.
        now.addAndGet(60_000);
        assertCode(() -> service.humans().move(id, 9, 9), ErrorCode.GAME_FINISHED);
        assertCode(() -> service.humans().resign(id), ErrorCode.GAME_FINISHED);
        assertThat(service.get(id)).isEqualTo(over);
    }

    @Test
    void perGameLimit_countsOnlyTheSideToMove_andSurvivesRestart() {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15, 0, 20_000).id();
        now.addAndGet(8_000);
        service.humans().move(id, 7, 7);                       // black used 8 s
        now.addAndGet(1_000);
        service.humans().move(id, 8, 8);                       // white used 1 s
        now.addAndGet(2_000);
        GameView mid = service.get(id);
        assertThat(mid.clock().blackLeftMs()).isEqualTo(10_000);
        assertThat(mid.clock().whiteLeftMs()).isEqualTo(19_000);
        assertThat(mid.clock().moveLeftMs()).isNull();

        // A refused move (occupied) is not a move: nothing changes, the clock keeps running.
        GameView before = service.get(id);
        assertCode(() -> service.humans().move(id, 7, 7), ErrorCode.POSITION_OCCUPIED);
        assertThat(service.get(id)).isEqualTo(before);

        service.humans().move(id, 9, 9);                       // black used 10 s
        service.close();
        store.close();

        // Time while no server runs is not counted; the used time is kept.
        now.addAndGet(3_600_000);
        store = GameStore.open(dir.resolve("c.db"));
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), now::get);
        GameView reloaded = service.get(id);
        assertThat(reloaded.status()).isEqualTo("ongoing");
        assertThat(reloaded.clock().blackLeftMs()).isEqualTo(10_000);
        assertThat(reloaded.clock().whiteLeftMs()).isEqualTo(19_000);

        now.addAndGet(19_000);
        assertThat(service.get(id).status()).isEqualTo("ongoing");
        now.addAndGet(1);                             // white is past 20 s: the next request ends it
        GameView over = service.get(id);
        assertThat(over.result()).isEqualTo("B+T");
        assertThat(over.reason()).isEqualTo("time");
        assertThat(over.clock().whiteLeftMs()).isZero();
        assertThat(service.records().list()).singleElement().satisfies(s -> assertThat(s.reason()).isEqualTo("time"));
        assertThat(service.record(id).result()).contains("B+T");
    }

    @Test
    void computerSearch_staysInsideItsClock() throws Exception {
        assertThat(PlayClock.searchLimits(0, 0, 0, 0).hasTimeLimit()).isFalse();
        SearchLimits perMove = PlayClock.searchLimits(5_000, 0, 0, 1_000);
        assertThat(perMove.turnTimeMs()).isBetween(1L, 4_000L);
        SearchLimits perGame = PlayClock.searchLimits(0, 60_000, 50_000, 2_000);
        assertThat(perGame.timeLeftMs()).isEqualTo(8_000);
        assertThat(perGame.matchTimeMs()).isEqualTo(60_000);
        assertThat(PlayClock.searchLimits(1_000, 10_000, 9_990, 900).turnTimeMs()).isPositive();

        // Computer has black in a game with 2 s per move and 30 s per game.
        long id = service.create(Mode.HVC, Side.WHITE, 5, Rule.FREESTYLE, 15, 2_000, 30_000).id();
        GameView first = awaitState(service, id, v -> v.moves().size() == 1 && !v.thinking());
        assertThat(first.status()).isEqualTo("ongoing");
        service.humans().move(id, 0, 0);
        SearchLimits limits = service.computerLimits(id);
        assertThat(limits.turnTimeMs()).isPositive().isLessThan(2_000);
        assertThat(limits.timeLeftMs()).isPositive().isLessThanOrEqualTo(30_000);
        assertThat(limits.matchTimeMs()).isEqualTo(30_000);
        // The fake clock stands still, so the computer's second move uses no clock time at all.
        GameView answered = awaitState(service, id, v -> v.moves().size() == 3 && !v.thinking());
        assertThat(answered.status()).isEqualTo("ongoing");
        assertThat(answered.clock().blackLeftMs()).isEqualTo(30_000);

        // A human who is out of time loses at the next request even while the computer waits.
        now.addAndGet(2_001);
        assertCode(() -> service.humans().move(id, 0, 1), ErrorCode.GAME_FINISHED);
        assertThat(service.get(id).result()).isEqualTo("B+T");
    }
}
