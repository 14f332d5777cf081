package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.store.Database;
import gomoku.game.store.GameStore;
import gomoku.game.store.TestPostgres;
import gomoku.web.dto.GameView;
import gomoku.web.dto.StateEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Two game services on one database, as two servers would be (each with its own connections): a
 * change made on one reaches the other's subscribers; a copy that missed a change refuses to build on
 * it; the computer's move is made by one server only, and by the other when the first one's lock is
 * gone. The same in separate processes, with a server killed: {@link TwoServerTest}.
 */
class SharedGamesTest {
    private static final GameService.Options OPTIONS = new GameService.Options(1, 4, 1, 64);

    @TempDir
    Path dir;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) open.get(i).close();
    }

    /** A server named {@code name} on {@code target}, with the sharing it got (to play its death). */
    private record Server(GameService service, GameService.Sharing sharing) {}

    private Server server(String target, String name) {
        Database db = Database.open(target, 4);
        open.add(db);
        GameService.Sharing sharing = GameService.Sharing.on(name, db);
        GameService service = new GameService(GameStore.on(db), OPTIONS, System::currentTimeMillis, sharing);
        open.add(service);
        return new Server(service, sharing);
    }

    @Test
    void aChangeOnOneServer_reachesTheOthersSubscribers_andTheOtherBuildsOnIt() throws Exception {
        String url = TestPostgres.newDatabase();
        GameService a = server(url, "a").service(), b = server(url, "b").service();
        long id = a.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        BlockingQueue<Object> onA = new LinkedBlockingQueue<>(), onB = new LinkedBlockingQueue<>();
        a.subscribe(id, onA::add);
        b.subscribe(id, onB::add);

        a.humans().move(id, 7, 7);
        assertThat(await(onB, v -> v.moves().size() == 1).moves().get(0).name()).isEqualTo("h8");
        b.humans().move(id, 8, 8);
        assertThat(await(onA, v -> v.moves().size() == 2).moves().get(1).name()).isEqualTo("i7");
        a.humans().undo(id);
        assertThat(await(onB, v -> v.moves().size() == 1).moves()).extracting("name").containsExactly("h8");
        b.humans().resign(id);
        assertThat(await(onA, v -> v.result() != null).result()).isEqualTo("B+R");

        a.delete(id);
        awaitGone(b, id);
    }

    @Test
    void spectatorsOnEveryServer_areCountedForThePlayersOnAny() throws Exception {
        String url = TestPostgres.newDatabase();
        GameService a = server(url, "a").service(), b = server(url, "b").service();
        OnlineService onA = new OnlineService(a), onB = new OnlineService(b);
        var made = onA.invite(Rule.FREESTYLE, 15, 0, 0, 0, "Ann", true, gomoku.game.play.OpeningRule.NONE);
        long id = made.body().game().id();
        onB.join(made.body().inviteCode(), "Bob");
        BlockingQueue<Object> annSees = new LinkedBlockingQueue<>();
        a.subscribe(id, annSees::add);

        onB.spectators(id, 1);
        assertThat(await(annSees, v -> v.online().spectators() == 1)).isNotNull();
        onA.spectators(id, 1);
        onB.spectators(id, 1);
        assertThat(await(annSees, v -> v.online().spectators() == 3)).isNotNull();
        onB.spectators(id, -1);
        onB.spectators(id, -1);
        assertThat(await(annSees, v -> v.online().spectators() == 1)).isNotNull();
    }

    @Test
    void aCopyThatMissedAChange_refusesToBuildOnIt_andShowsTheGameAsItIs() {
        // Two services on one SQLite file hear nothing from each other: b's copy goes stale.
        String file = dir.resolve("two.db").toString();
        GameService a = server(file, "a").service(), b = server(file, "b").service();
        long id = a.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        assertThat(b.get(id).moves()).isEmpty();
        a.humans().move(id, 7, 7);

        assertThatThrownBy(() -> b.humans().move(id, 8, 8))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.GAME_CHANGED));
        assertThat(b.get(id).moves()).extracting("name").containsExactly("h8");
        b.humans().move(id, 8, 8);   // on the fresh copy it is white's move, as it should be
        // a's copy is stale now in turn: its next change is refused and it reads the game again.
        assertThatThrownBy(() -> a.humans().resign(id)).isInstanceOf(ApiException.class);
        assertThat(a.get(id).moves()).extracting("name").containsExactly("h8", "i7");
    }

    @Test
    void theComputersMove_isSearchedByOneServer_andTakenOverWhenItsLockIsGone() throws Exception {
        String url = TestPostgres.newDatabase();
        Server serverA = server(url, "a");
        GameService a = serverA.service(), b = server(url, "b").service();
        CountDownLatch stuck = new CountDownLatch(1);
        a.setBeforeSearch(() -> {
            try {
                stuck.await();   // a's engine never answers: a "dies" while thinking
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("stopped");
            }
        });
        long id = a.create(Mode.HVC, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        BlockingQueue<Object> onB = new LinkedBlockingQueue<>();
        b.subscribe(id, onB::add);
        a.subscribe(id, e -> {});

        GameView played = a.humans().move(id, 7, 7);
        assertThat(played.thinking()).isTrue();
        // b hears of the move, finds a holding the game's lock, and shows the computer thinking elsewhere.
        assertThat(await(onB, v -> v.moves().size() == 1 && v.thinking())).isNotNull();

        serverA.sharing().locks().close();   // what a killed server's lost connection does to its locks
        GameView answered = await(onB, v -> v.moves().size() == 2);
        assertThat(answered.thinking()).isFalse();
        assertThat(b.records().record(id).moves()).hasSize(2);
        stuck.countDown();
    }

    private static GameView await(BlockingQueue<Object> events, Predicate<GameView> until) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            Object e = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (e instanceof StateEvent s && until.test(s.game())) return s.game();
        }
        throw new AssertionError("no such state within 20 s");
    }

    private static void awaitGone(GameService b, long id) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            try {
                b.get(id);
            } catch (ApiException e) {
                if (e.code() == ErrorCode.GAME_NOT_FOUND) return;
            }
            java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));   // poll, bounded
        }
        throw new AssertionError("game " + id + " still there");
    }
}
