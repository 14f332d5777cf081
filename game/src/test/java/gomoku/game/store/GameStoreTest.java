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
}
