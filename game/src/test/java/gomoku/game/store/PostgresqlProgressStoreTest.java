package gomoku.game.store;

/** Practice progress on PostgreSQL: each test has a new database on the tests' own server. */
class PostgresqlProgressStoreTest extends ProgressStoreTest {
    @Override
    String newTarget() {
        return TestPostgres.newDatabase();
    }
}
