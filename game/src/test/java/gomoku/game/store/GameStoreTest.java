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
}
