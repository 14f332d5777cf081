package gomoku.game.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * Which server does a game's own work (the computer's move) on a shared database: PostgreSQL
 * advisory locks, one per game, held by a connection of the server's own. A server that dies loses
 * its connection and with it its locks, so another server can take the work over at once. Locks are
 * counted: a server that holds a game's lock may take it again, and holds it until it has given it
 * back as often.
 *
 * <p>On SQLite, which one server owns, every lock is granted.
 */
public final class GameLocks implements AutoCloseable {
    /** The first key of every advisory lock the app takes, so other users of the database are not disturbed. */
    static final int NAMESPACE = 0x676d6b31;

    private final Database database;
    private final boolean shared;
    private final Map<Long, Integer> held = new HashMap<>();
    private Connection connection;

    private GameLocks(Database database) {
        this.database = database;
        this.shared = database != null && database.isShared();
    }

    /** The locks of games kept in {@code database}. */
    public static GameLocks on(Database database) {
        return new GameLocks(database);
    }

    /** Locks that are always granted: for a server that shares no database. */
    public static GameLocks granted() {
        return new GameLocks(null);
    }

    /** Takes game {@code id}'s lock if no other server holds it; false when one does or the database fails. */
    public synchronized boolean tryLock(long id) {
        if (!shared) return true;
        try {
            if (connection == null) connection = database.ownConnection();
            boolean got;
            try (PreparedStatement p = connection.prepareStatement("SELECT pg_try_advisory_lock(?, ?)")) {
                p.setInt(1, NAMESPACE);
                p.setInt(2, (int) id);
                try (ResultSet r = p.executeQuery()) {
                    got = r.next() && r.getBoolean(1);
                }
            }
            if (got) held.merge(id, 1, Integer::sum);
            return got;
        } catch (SQLException e) {
            lost();
            return false;
        }
    }

    /** Gives back one hold of game {@code id}'s lock. */
    public synchronized void unlock(long id) {
        if (!shared) return;
        Integer count = held.get(id);
        if (count == null || connection == null) return;
        if (count == 1) held.remove(id);
        else held.put(id, count - 1);
        try (PreparedStatement p = connection.prepareStatement("SELECT pg_advisory_unlock(?, ?)")) {
            p.setInt(1, NAMESPACE);
            p.setInt(2, (int) id);
            p.executeQuery().close();
        } catch (SQLException e) {
            lost();
        }
    }

    /** Whether this server holds game {@code id}'s lock (as far as it knows). */
    public synchronized boolean holds(long id) {
        return !shared || held.containsKey(id);
    }

    /** The connection failed: its locks went with it. */
    private void lost() {
        held.clear();
        if (connection == null) return;
        try {
            connection.close();
        } catch (SQLException e) {
            // Lost already.
        }
        connection = null;
    }

    /** Gives back every lock (by closing the connection that holds them). */
    @Override
    public synchronized void close() {
        lost();
    }
}
