package gomoku.web;

import gomoku.game.play.Mode;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.record.GameRecord;
import gomoku.game.store.GameStore;
import gomoku.web.dto.GameView;
import gomoku.web.dto.HintView;
import gomoku.web.dto.SearchEvent;
import gomoku.web.dto.StateEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

class GameServiceTest {
    @TempDir
    Path dir;
    GameStore store;
    GameService service;

    @BeforeEach
    void open() {
        store = GameStore.open(dir.resolve("g.db"));
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
    }

    @AfterEach
    void close() {
        service.close();
        store.close();
    }

    /** Waits (without sleeping) for a pushed state that satisfies {@code until}. */
    static GameView awaitState(GameService service, long id, Predicate<GameView> until) throws Exception {
        BlockingQueue<Object> events = new LinkedBlockingQueue<>();
        try (AutoCloseable sub = service.subscribe(id, events::add)) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (System.nanoTime() < deadline) {
                Object e = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (e instanceof StateEvent s && until.test(s.game())) return s.game();
            }
        }
        throw new AssertionError("no matching state in time: " + service.get(id));
    }

    @Test
    void humanMove_computerAnswers_bothStored() throws Exception {
        GameView g = service.create(Mode.HVC, Side.BLACK, 1, Rule.RENJU, 15);
        service.humans().move(g.id(), 7, 7);
        GameView after = awaitState(service, g.id(), v -> v.moves().size() == 2 && !v.thinking());
        assertThat(after.toMove()).isEqualTo("black");
        assertThat(store.load(g.id()).orElseThrow().moves()).hasSize(2);
    }

    @Test
    void computerHasBlack_playsFirstMove() throws Exception {
        GameView g = service.create(Mode.HVC, Side.WHITE, 1, Rule.FREESTYLE, 15);
        GameView after = awaitState(service, g.id(), v -> v.moves().size() == 1 && !v.thinking());
        assertThat(after.toMove()).isEqualTo("white");
    }

    @Test
    void refusedMoves_leaveGameUnchanged() {
        GameView g = service.create(Mode.HVH, Side.BLACK, 1, Rule.RENJU, 15);
        long id = g.id();
        // Black h8 j8 g9 ... build a double-three at h9 (x7,y6): black stones g9? use the README position.
        int[][] moves = {{7, 7}, {8, 8}, {7, 5}, {6, 8}, {6, 6}, {9, 5}, {9, 6}, {6, 4}};
        for (int[] m : moves) service.humans().move(id, m[0], m[1]);
        GameView before = service.get(id);
        assertThat(before.forbidden()).anySatisfy(f -> {
            assertThat(f.x()).isEqualTo(7);
            assertThat(f.y()).isEqualTo(6);
            assertThat(f.kind()).isEqualTo("double-three");
        });
        assertCode(() -> service.humans().move(id, 7, 6), ErrorCode.FORBIDDEN_MOVE);
        assertCode(() -> service.humans().move(id, 7, 7), ErrorCode.POSITION_OCCUPIED);
        assertCode(() -> service.humans().move(id, 15, 0), ErrorCode.INVALID_POSITION);
        assertCode(() -> service.humans().move(999, 1, 1), ErrorCode.GAME_NOT_FOUND);
        assertThat(service.get(id)).isEqualTo(before);
        assertThat(store.load(id).orElseThrow().moves()).hasSize(moves.length);
    }

    @Test
    void five_endsGame_withWinningLine_thenMovesRefused() {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        for (int i = 0; i < 4; i++) {
            service.humans().move(id, i, 0);
            service.humans().move(id, i, 1);
        }
        GameView end = service.humans().move(id, 4, 0);
        assertThat(end.status()).isEqualTo("black");
        assertThat(end.reason()).isEqualTo("five");
        assertThat(end.winningLine()).hasSize(5);
        assertCode(() -> service.humans().move(id, 9, 9), ErrorCode.GAME_FINISHED);
        assertCode(() -> service.humans().resign(id), ErrorCode.GAME_FINISHED);
        assertThat(store.load(id).orElseThrow().result()).isEqualTo(GameRecord.BLACK_WINS);
        GameView undone = service.humans().undo(id);
        assertThat(undone.status()).isEqualTo("ongoing");
        assertThat(store.load(id).orElseThrow().result()).isNull();
    }

    @Test
    void undo_inHvc_returnsToBeforeHumansLastMove() throws Exception {
        long id = service.create(Mode.HVC, Side.BLACK, 1, Rule.STANDARD, 15).id();
        service.humans().move(id, 7, 7);
        awaitState(service, id, v -> v.moves().size() == 2 && !v.thinking());
        GameView undone = service.humans().undo(id);
        assertThat(undone.moves()).isEmpty();
        assertThat(undone.thinking()).isFalse();
        assertThat(store.load(id).orElseThrow().moves()).isEmpty();
        assertCode(() -> service.humans().undo(id), ErrorCode.NOTHING_TO_UNDO);
    }

    @Test
    void resign_recordsLossOfHumanSide() {
        long id = service.create(Mode.HVC, Side.BLACK, 1, Rule.RENJU, 15).id();
        GameView v = service.humans().resign(id);
        assertThat(v.result()).isEqualTo("W+R");
        assertThat(v.reason()).isEqualTo("resignation");
        assertThat(service.records().list()).singleElement().satisfies(s -> assertThat(s.result()).isEqualTo("W+R"));
    }

    @Test
    void hint_suggestsEmptyPoint_searchEventsReachSubscribers() throws Exception {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.humans().move(id, 7, 7);
        HintView h = service.hint(id).get(20, TimeUnit.SECONDS);
        assertThat(h.x() != 7 || h.y() != 7).isTrue();
        assertThat(h.blackWinProbability()).isBetween(0.0, 1.0);

        long cvc = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        BlockingQueue<Object> events = new LinkedBlockingQueue<>();
        try (AutoCloseable sub = service.subscribe(cvc, events::add)) {
            service.humans().move(cvc, 7, 7);
            assertThat(events.poll(5, TimeUnit.SECONDS)).isInstanceOf(StateEvent.class);
        }
        long comp = service.create(Mode.CVC, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        BlockingQueue<Object> progress = new LinkedBlockingQueue<>();
        try (AutoCloseable sub = service.subscribe(comp, progress::add)) {
            service.resume(comp);
            Object e;
            do e = progress.poll(20, TimeUnit.SECONDS); while (e != null && !(e instanceof SearchEvent));
            assertThat(e).isInstanceOf(SearchEvent.class);
        }
    }

    @Test
    void importRecord_illegalMoveRefused_legalStored() {
        GameRecord bad = new GameRecord(15, Rule.FREESTYLE, List.of(new int[] {1, 1}, new int[] {1, 1}));
        assertCode(() -> service.records().importRecord(bad), ErrorCode.BAD_REQUEST);
        assertThat(service.records().list()).isEmpty();
        GameRecord ok = new GameRecord(15, Rule.FREESTYLE, List.of(new int[] {1, 1}, new int[] {2, 2}));
        GameView v = service.records().importRecord(ok);
        assertThat(v.moves()).hasSize(2);
        assertThat(service.record(v.id())).isEqualTo(ok.withResult(null));
    }

    @Test
    void importRecord_withRenjuFoulByBlack_refusedNamingTheMove() {
        List<int[]> moves = List.of(new int[] {7, 7}, new int[] {8, 8}, new int[] {7, 5}, new int[] {6, 8},
                new int[] {6, 6}, new int[] {9, 5}, new int[] {9, 6}, new int[] {6, 4}, new int[] {7, 6});
        GameRecord foul = new GameRecord(15, Rule.RENJU, moves);
        assertThatThrownBy(() -> service.records().importRecord(foul)).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
            assertThat(e.getMessage()).contains("move 9").contains("double-three");
        });
        assertThat(service.records().list()).isEmpty();
    }

    @Test
    void delete_thenGameIsGone() {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.delete(id);
        assertCode(() -> service.get(id), ErrorCode.GAME_NOT_FOUND);
        assertCode(() -> service.delete(id), ErrorCode.GAME_NOT_FOUND);
    }

    static void assertCode(Runnable action, ErrorCode code) {
        assertThatThrownBy(action::run).isInstanceOfSatisfying(ApiException.class,
                e -> assertThat(e.code()).isEqualTo(code));
    }

    @Test
    void idleGames_leaveMemory_andAreReadAgain_butNotWhileFollowedOrUnfinishedOnOneServer() throws Exception {
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong(1_000_000);
        try (GameService s = new GameService(store, new GameService.Options(1, 4, 1, 64), now::get)) {
            long finished = s.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
            s.humans().move(finished, 7, 7);
            s.humans().resign(finished);
            long followed = s.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
            s.humans().resign(followed);
            AutoCloseable watching = s.subscribe(followed, e -> {});
            long unfinished = s.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15, 60_000, 0).id();
            s.humans().move(unfinished, 7, 7);

            assertThat(s.evictIdle()).isZero();                 // nothing is idle for ten minutes yet
            now.addAndGet(LiveGames.IDLE_MS + 1);
            assertThat(s.evictIdle()).isEqualTo(1);             // the finished game nobody follows
            assertThat(s.games().all()).extracting(g -> g.id).containsExactlyInAnyOrder(followed, unfinished);
            // Read again on the next request, as it was.
            assertThat(s.get(finished).result()).isEqualTo("B+R");
            assertThat(s.get(finished).moves()).hasSize(1);
            watching.close();
            // No longer followed; the game read again is as idle as before.
            assertThat(s.evictIdle()).isEqualTo(2);
            assertThat(s.games().all()).extracting(g -> g.id).containsExactly(unfinished);
        }
    }
}
