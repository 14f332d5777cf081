package gomoku.game.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Opens one more connection on the SQLite file the stores share: creates its folder, waits for the
 * other connections' locks instead of failing (busy timeout), uses WAL so readers and the writer do
 * not block each other, and creates the caller's tables if they are missing.
 */
final class SqliteFile {
    private SqliteFile() {}

    /** A connection to {@code file} with {@code schema} run on it; a {@link StoreException} naming {@code what} when that fails. */
    static Connection open(Path file, String what, String... schema) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
        } catch (IOException e) {
            throw new StoreException("cannot create the folder of " + file, e);
        }
        try {
            Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA busy_timeout=5000");
                s.execute("PRAGMA journal_mode=WAL");
                for (String sql : schema) s.execute(sql);
            } catch (SQLException e) {
                c.close();
                throw e;
            }
            return c;
        } catch (SQLException e) {
            throw new StoreException("cannot open " + what + " in " + file, e);
        }
    }
}
