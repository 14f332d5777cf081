package gomoku.game.store;

import java.sql.Connection;
import java.sql.SQLException;

/** Runs work in one SQLite transaction: committed whole or rolled back whole. Shared by the stores. */
final class Transaction {
    /** The work; may throw SQLException. */
    interface Work<T> {
        T run() throws SQLException;
    }

    private Transaction() {}

    /** Runs {@code work} in a transaction on {@code db}; a failure rolls back and becomes a StoreException naming {@code what}. */
    static <T> T run(Connection db, String what, Work<T> work) {
        try {
            db.setAutoCommit(false);
            try {
                T value = work.run();
                db.commit();
                return value;
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException(what + " failed", e);
        }
    }
}
