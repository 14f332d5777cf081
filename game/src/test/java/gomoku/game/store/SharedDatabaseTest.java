package gomoku.game.store;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * What several servers on one PostgreSQL database rely on: each server's changes reach the others'
 * {@link ChangeFeed} (and not its own), and a game's {@link GameLocks} lock is held by one server at a
 * time and is free again as soon as the holder's connection is gone. Each "server" here is its own
 * {@link Database}, with its own connections, as in separate processes.
 */
class SharedDatabaseTest {
    private static final List<int[]> NO_MOVES = List.of();

    @Test
    void changeFeed_reportsOtherServersChanges_inOrder_andNotItsOwn() throws Exception {
        String url = TestPostgres.newDatabase();
        BlockingQueue<String> seenByA = new LinkedBlockingQueue<>();
        try (Database a = Database.open(url, 2); Database b = Database.open(url, 2);
             ChangeFeed feed = ChangeFeed.start(a, "a", listener(seenByA))) {
            GameStore storeA = GameStore.on(a).announcingAs("a");
            GameStore storeB = GameStore.on(b).announcingAs("b");
            long id = storeB.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, NO_MOVES, null, null);

            assertThat(storeB.update(id, 0, move(0, 7, 7))).isEqualTo(1);
            assertThat(storeA.update(id, 1, move(1, 8, 8))).isEqualTo(2);   // a's own: not reported to a
            assertThat(storeB.update(id, 2, move(2, 9, 9))).isEqualTo(3);
            assertThat(storeB.delete(id)).isTrue();

            assertThat(seenByA.poll(10, TimeUnit.SECONDS)).isEqualTo(id + " 1 b");
            assertThat(seenByA.poll(10, TimeUnit.SECONDS)).isEqualTo(id + " 3 b");
            assertThat(seenByA.poll(10, TimeUnit.SECONDS)).isEqualTo(id + " " + ChangeFeed.DELETED + " b");
            assertThat(seenByA).isEmpty();
        }
    }

    @Test
    void changeFeed_carriesTheChange_soThatTheListenerNeedsNoRead() throws Exception {
        String url = TestPostgres.newDatabase();
        BlockingQueue<String> seen = new LinkedBlockingQueue<>();
        changes.clear();
        try (Database a = Database.open(url, 2); Database b = Database.open(url, 2);
             ChangeFeed feed = ChangeFeed.start(a, "a", listener(seen))) {
            GameStore storeA = GameStore.on(a).announcingAs("a");
            GameStore storeB = GameStore.on(b).announcingAs("b");
            long id = storeB.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(new int[] {7, 7}, new int[] {8, 8}), null, null);
            storeB.setLink(new GameLink(id, null, "watch", false, -1));
            GameSnapshot before = storeA.snapshot(id).orElseThrow();
            GameUpdate change = new GameUpdate(1, List.of(new int[] {1, 2}, new int[] {14, 0}), "W+R", "resignation",
                    new StoredClock(0, 600_000, 12_345, 0, 99_999), new StoredOpening("swap2", null, "two white-ish 50%"),
                    "takeback", 0, 777);
            assertThat(storeB.update(id, 0, change)).isEqualTo(1);
            assertThat(seen.poll(10, TimeUnit.SECONDS)).isEqualTo(id + " 1 b");
            GameUpdate heard = changes.poll(10, TimeUnit.SECONDS);
            assertThat(heard).usingRecursiveComparison().isEqualTo(change);
            // Applied in memory, the change gives what the store holds.
            assertThat(before.after(heard, 1)).usingRecursiveComparison().isEqualTo(storeA.snapshot(id).orElseThrow());
        }
    }

    @Test
    void changeFeed_aRolledBackChange_isNotReported() throws Exception {
        String url = TestPostgres.newDatabase();
        BlockingQueue<String> seen = new LinkedBlockingQueue<>();
        try (Database a = Database.open(url, 2); Database b = Database.open(url, 2);
             ChangeFeed feed = ChangeFeed.start(a, "a", listener(seen))) {
            GameStore storeB = GameStore.on(b).announcingAs("b");
            long id = storeB.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, NO_MOVES, null, null);
            assertThat(storeB.update(id, 5, move(0, 7, 7))).isEqualTo(-1);   // stale: nothing written, nothing said
            assertThat(storeB.update(id, 0, move(0, 7, 7))).isEqualTo(1);
            assertThat(seen.poll(10, TimeUnit.SECONDS)).isEqualTo(id + " 1 b");
        }
    }

    @Test
    void locks_oneServerAtATime_reentrant_andFreedWhenTheHolderGoes() {
        String url = TestPostgres.newDatabase();
        try (Database a = Database.open(url, 1); Database b = Database.open(url, 1)) {
            GameLocks locksA = GameLocks.on(a);
            GameLocks locksB = GameLocks.on(b);
            assertThat(locksA.tryLock(42)).isTrue();
            assertThat(locksA.tryLock(42)).isTrue();    // a holds it twice now
            assertThat(locksB.tryLock(42)).isFalse();
            assertThat(locksB.tryLock(43)).isTrue();    // another game is another lock
            locksA.unlock(42);
            assertThat(locksB.tryLock(42)).isFalse();   // still held once
            locksA.unlock(42);
            assertThat(locksB.tryLock(42)).isTrue();
            assertThat(locksA.tryLock(42)).isFalse();
            assertThat(locksB.holds(42)).isTrue();
            assertThat(locksA.holds(42)).isFalse();

            locksB.close();                            // b's connection goes, as when its process dies
            // PostgreSQL frees a closed session's locks as its backend ends, a moment after the close.
            assertThat(soon(() -> locksA.tryLock(42))).isTrue();
            assertThat(soon(() -> locksA.tryLock(43))).isTrue();
            locksA.close();
        }
    }

    @Test
    void onSqlite_locksAreGranted_andTheFeedIsSilent() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempDirectory("gomoku-shared").resolve("g.db");
        BlockingQueue<String> seen = new LinkedBlockingQueue<>();
        try (Database db = Database.sqlite(file, 2); ChangeFeed feed = ChangeFeed.start(db, "a", listener(seen));
             GameLocks locks = GameLocks.on(db)) {
            assertThat(db.isShared()).isFalse();
            assertThat(locks.tryLock(1)).isTrue();
            assertThat(GameLocks.on(db).tryLock(1)).isTrue();
            GameStore store = GameStore.on(db).announcingAs("b");
            long id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, NO_MOVES, null, null);
            assertThat(store.update(id, 0, move(0, 7, 7))).isEqualTo(1);
            assertThat(seen.poll(300, TimeUnit.MILLISECONDS)).isNull();
        }
    }

    /** Whether {@code condition} holds within ten seconds, asked again each time it does not. */
    private static boolean soon(java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (condition.getAsBoolean()) return true;
            java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));   // poll, bounded
        }
        return false;
    }

    private static GameUpdate move(int keep, int x, int y) {
        return new GameUpdate(keep, List.of(new int[] {x, y}), null, null, null, null, null, -1, 10 + keep);
    }

    private static final BlockingQueue<GameUpdate> changes = new LinkedBlockingQueue<>();

    private static ChangeFeed.Listener listener(BlockingQueue<String> seen) {
        return new ChangeFeed.Listener() {
            @Override
            public void changed(long gameId, long version, String server, GameUpdate change) {
                seen.add(gameId + " " + version + " " + server);
                if (change != null) changes.add(change);
            }

            @Override
            public void missed() {
                seen.add("missed");
            }
        };
    }
}
