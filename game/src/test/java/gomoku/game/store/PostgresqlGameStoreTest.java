package gomoku.game.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import org.junit.jupiter.api.Test;

import java.util.List;

/** The game store on PostgreSQL: each test has a new database on the tests' own server. */
class PostgresqlGameStoreTest extends GameStoreTest {
    @Override
    String newTarget() {
        return TestPostgres.newDatabase();
    }

    @Test
    void open_thePlainUrlForm_isPostgresql_andMigratesOnce() {
        String url = newTarget().substring("jdbc:".length());
        assertThat(url).startsWith("postgresql://");
        assertThat(Database.isPostgresql(url)).isTrue();
        try (Database db = Database.open(url, 1); GameStore store = GameStore.on(db)) {
            assertThat(db.kind()).isEqualTo(Database.Kind.POSTGRESQL);
            assertThat(db.ready()).isTrue();
            store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(new int[] {1, 1}), null, null);
        }
        try (Database db = Database.open(url, 1); GameStore store = GameStore.on(db)) {
            assertThat(store.list()).singleElement().satisfies(g -> assertThat(g.moveCount()).isEqualTo(1));
        }
    }

    @Test
    void open_aServerThatDoesNotAnswer_failsWithTheUrlAndNoPassword() {
        assertThatThrownBy(() -> Database.open("postgresql://127.0.0.1:1/none?user=u&password=secret", 1))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("127.0.0.1:1")
                .hasMessageNotContaining("secret");
    }
}
