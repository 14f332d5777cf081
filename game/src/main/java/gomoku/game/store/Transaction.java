package gomoku.game.store;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Runs work on a connection taken from a {@link Database}'s pool and given back at once: a write in
 * one transaction (committed whole or rolled back whole), a read as it comes. Shared by the stores.
 */
final class Transaction {
    /** The work; may throw SQLException. */
    interface Work<T> {
        T run(Connection db) throws SQLException;
    }

    private Transaction() {}

    /** Runs {@code work} in a transaction; a failure rolls back and becomes a StoreException naming {@code what}. */
    static <T> T run(Database database, String what, Work<T> work) {
        return inTransaction(database, what + " failed", false, work);
    }

    /**
     * Runs the reads of {@code work} in one transaction that sees a single state of the database
     * (repeatable read on PostgreSQL; SQLite's transactions always do), so that rows read one after
     * the other agree with each other.
     */
    static <T> T snapshot(Database database, String message, Work<T> work) {
        return inTransaction(database, message, database.kind() == Database.Kind.POSTGRESQL, work);
    }

    private static <T> T inTransaction(Database database, String message, boolean repeatableRead, Work<T> work) {
        try (Connection db = database.connection()) {
            if (repeatableRead) db.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            db.setAutoCommit(false);
            try {
                T value = work.run(db);
                db.commit();
                return value;
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
                if (repeatableRead) db.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            }
        } catch (SQLException e) {
            throw new StoreException(message, e);
        }
    }

    /** Runs {@code work} outside a transaction (reads); a failure becomes a StoreException with {@code message}. */
    static <T> T read(Database database, String message, Work<T> work) {
        try (Connection db = database.connection()) {
            return work.run(db);
        } catch (SQLException e) {
            throw new StoreException(message, e);
        }
    }
}
