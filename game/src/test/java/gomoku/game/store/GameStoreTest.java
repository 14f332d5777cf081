package gomoku.game.store;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

class GameStoreTest {
    @TempDir
    Path dir;

    @Test
    void addMove_thenReopen_keepsEveryMoveInOrder() {
        Path file = dir.resolve("sub/g.db");
        long id;
        try (GameStore store = GameStore.open(file)) {
            id = store.create(1000, "hvc", Rule.RENJU, 15, 2, 0, List.of(), null, null);
            assertThat(store.addMove(id, 0, 7, 7, 1001)).isTrue();
            assertThat(store.addMove(id, 1, 8, 8, 1002)).isTrue();
        }
        try (GameStore store = GameStore.open(file)) {
            StoredGame g = store.load(id).orElseThrow();
            assertThat(g.moves()).containsExactly(new int[] {7, 7}, new int[] {8, 8});
            assertThat(g.rule()).isEqualTo(Rule.RENJU);
            assertThat(g.level()).isEqualTo(2);
            assertThat(g.updatedMs()).isEqualTo(1002);
            assertThat(g.isFinished()).isFalse();
        }
    }

    @Test
    void truncate_dropsLaterMovesAndClearsResult() {
        try (GameStore store = GameStore.open(dir.resolve("g.db"))) {
            long id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1,
                    List.of(new int[] {1, 1}, new int[] {2, 2}, new int[] {3, 3}), "B+", "five");
            assertThat(store.truncate(id, 1, 2)).isTrue();
            StoredGame g = store.load(id).orElseThrow();
            assertThat(g.moves()).containsExactly(new int[] {1, 1});
            assertThat(g.result()).isNull();
            assertThat(store.list()).singleElement().satisfies(s -> assertThat(s.moveCount()).isEqualTo(1));
        }
    }

    @Test
    void delete_removesGameAndMoves_missingGameIsEmpty() {
        try (GameStore store = GameStore.open(dir.resolve("g.db"))) {
            long id = store.create(1, "hvh", Rule.STANDARD, 20, 1, -1, List.of(new int[] {1, 1}), null, null);
            assertThat(store.delete(id)).isTrue();
            assertThat(store.delete(id)).isFalse();
            assertThat(store.load(id)).isEmpty();
            assertThat(store.addMove(id, 1, 2, 2, 5)).isFalse();
            assertThat(store.list()).isEmpty();
        }
    }

    @Test
    void list_newestFirstWithResult() {
        try (GameStore store = GameStore.open(dir.resolve("g.db"))) {
            long a = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(), null, null);
            long b = store.create(2, "cvc", Rule.RENJU, 15, 3, -1, List.of(), null, null);
            store.setResult(a, "W+R", "resignation", 3);
            assertThat(store.list()).extracting(GameSummary::id).containsExactly(a, b);
            assertThat(store.list().get(0).reason()).isEqualTo("resignation");
        }
    }

    @Test
    void analysisAndClock_surviveReopen_analysisFollowsTheMoves() {
        Path file = dir.resolve("a.db");
        long id;
        try (GameStore store = GameStore.open(file)) {
            id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1,
                    List.of(new int[] {7, 7}, new int[] {8, 8}, new int[] {9, 9}), null, null);
            for (int i = 0; i <= 3; i++)
                assertThat(store.putAnalysis(id, new PositionAnalysis(i, 10 * i, i == 3 ? -4 : 0, 0.25 * i, 5,
                        i == 3 ? null : new int[] {i, i + 1}, List.of(new int[] {1, 2}, new int[] {3, 4})))).isTrue();
            assertThat(store.putAnalysis(id + 1, new PositionAnalysis(0, 0, 0, 0.5, 1, null, List.of()))).isFalse();
            assertThat(store.setClock(id, new StoredClock(15_000, 300_000, 1_200, 3_400))).isTrue();
            assertThat(store.loadClock(id + 1)).isEmpty();
        }
        try (GameStore store = GameStore.open(file)) {
            List<PositionAnalysis> rows = store.loadAnalysis(id);
            assertThat(rows).extracting(PositionAnalysis::index).containsExactly(0, 1, 2, 3);
            assertThat(rows.get(2).best()).containsExactly(2, 3);
            assertThat(rows.get(3).best()).isNull();
            assertThat(rows.get(3).mate()).isEqualTo(-4);
            assertThat(rows.get(1).line()).containsExactly(new int[] {1, 2}, new int[] {3, 4});
            assertThat(store.loadClock(id)).contains(new StoredClock(15_000, 300_000, 1_200, 3_400));

            // Taking back a move keeps the positions before it; replacing a move drops the later ones.
            store.truncate(id, 2, 5);
            assertThat(store.loadAnalysis(id)).extracting(PositionAnalysis::index).containsExactly(0, 1, 2);
            store.addMove(id, 1, 0, 0, 6);
            assertThat(store.loadAnalysis(id)).extracting(PositionAnalysis::index).containsExactly(0, 1);
            store.delete(id);
            assertThat(store.loadAnalysis(id)).isEmpty();
            assertThat(store.loadClock(id)).isEmpty();
        }
    }

    @Test
    void opening_survivesReopen_gamesWithoutOneHaveNone() {
        Path file = dir.resolve("g.db");
        long id, plain;
        try (GameStore store = GameStore.open(file)) {
            id = store.create(1, "hvc", Rule.RENJU, 15, 2, -1, List.of(), null, null);
            plain = store.create(1, "hvh", Rule.RENJU, 15, 2, -1, List.of(), null, null);
            assertThat(store.setOpening(id, new StoredOpening("swap2", "second", "two"))).isTrue();
            assertThat(store.setOpening(id, new StoredOpening("swap2", "second", "two black"))).isTrue();
            assertThat(store.setOpening(9999, new StoredOpening("swap", null, ""))).isFalse();
        }
        try (GameStore store = GameStore.open(file)) {
            assertThat(store.loadOpening(id)).contains(new StoredOpening("swap2", "second", "two black"));
            assertThat(store.loadOpening(plain)).isEmpty();
            assertThat(store.delete(id)).isTrue();
            assertThat(store.loadOpening(id)).isEmpty();
        }
    }

    @Test
    void open_aDatabaseFromBeforeOpenings_keepsItsGames() throws Exception {
        Path file = dir.resolve("old.db");
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + file);
             java.sql.Statement s = c.createStatement()) {
            s.execute("CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, created_ms INTEGER NOT NULL,"
                    + " updated_ms INTEGER NOT NULL, mode TEXT NOT NULL, rule TEXT NOT NULL, size INTEGER NOT NULL,"
                    + " level INTEGER NOT NULL, human_side INTEGER NOT NULL, result TEXT, reason TEXT)");
            s.execute("CREATE TABLE moves (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                    + " idx INTEGER NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL, PRIMARY KEY (game_id, idx))");
            s.execute("INSERT INTO games VALUES (1, 5, 6, 'hvh', 'freestyle', 15, 1, -1, 'B+', 'five')");
            s.execute("INSERT INTO moves VALUES (1, 0, 7, 7)");
        }
        try (GameStore store = GameStore.open(file)) {
            StoredGame g = store.load(1).orElseThrow();
            assertThat(g.moves()).containsExactly(new int[] {7, 7});
            assertThat(g.result()).isEqualTo("B+");
            assertThat(store.loadOpening(1)).isEmpty();
            assertThat(store.setOpening(1, new StoredOpening("swap", null, "white"))).isTrue();
        }
    }
}
