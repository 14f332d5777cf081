package gomoku.game.store;

import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** Practice progress in a SQLite file. */
class SqliteProgressStoreTest extends ProgressStoreTest {
    @TempDir
    Path dir;

    @Override
    String newTarget() {
        return dir.resolve("g.db").toString();
    }
}
