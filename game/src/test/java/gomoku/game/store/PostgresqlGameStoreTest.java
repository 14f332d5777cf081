package gomoku.game.store;

/** The game store on PostgreSQL: each test has a new database on the tests' own server. */
class PostgresqlGameStoreTest extends GameStoreTest {
    @Override
    String newTarget() {
        return TestPostgres.newDatabase();
    }
}
