package gomoku.game.store;

import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The changes other servers make to the games of a shared database, as they commit: each
 * {@link GameStore#update} and {@link GameStore#delete} announces {@code "id version server"} on
 * PostgreSQL's channel {@link GameStore#CHANGES} (NOTIFY), and a feed listens on a connection of its
 * own on a thread of its own. Changes made by the feed's own server are not passed on. A lost
 * connection is made again every second until it works; announcements sent meanwhile are lost, so the
 * listener is then told to read every game it serves again ({@link Listener#missed}).
 *
 * <p>On SQLite, which one server owns, a feed never reports anything.
 */
public final class ChangeFeed implements AutoCloseable {
    /** The version announced when a game is deleted. */
    public static final long DELETED = -1;
    /** How long one wait for announcements lasts, in ms: the longest a closing feed waits. */
    private static final int POLL_MS = 250;
    /** How long the feed waits before connecting again after losing its connection, in ms. */
    private static final long RECONNECT_MS = 1_000;

    /** What the feed reports. Called on the feed's thread, one call at a time. */
    public interface Listener {
        /** Game {@code gameId} reached {@code version} ({@link #DELETED}: it was deleted) on {@code server}. */
        void changed(long gameId, long version, String server);

        /** Announcements may have been lost (the connection was made again): every game may have changed. */
        void missed();
    }

    private final Thread thread;
    private volatile boolean closed;

    private ChangeFeed(Thread thread) {
        this.thread = thread;
    }

    static String payload(long id, long version, String server) {
        return id + " " + version + " " + server;
    }

    /** Starts listening to the changes of {@code database} made by servers other than {@code server}. */
    public static ChangeFeed start(Database database, String server, Listener listener) {
        if (!database.isShared()) return new ChangeFeed(null);
        ChangeFeed[] feed = new ChangeFeed[1];
        Thread t = new Thread(() -> feed[0].run(database, server, listener), "gomoku-change-feed");
        t.setDaemon(true);
        feed[0] = new ChangeFeed(t);
        // The first LISTEN is made before start returns, so no change committed after it is missed.
        feed[0].connected = feed[0].connect(database);
        t.start();
        return feed[0];
    }

    private Connection connected;

    private Connection connect(Database database) {
        try {
            Connection c = database.ownConnection();
            try (Statement s = c.createStatement()) {
                s.execute("LISTEN " + GameStore.CHANGES);
            }
            return c;
        } catch (SQLException e) {
            return null;
        }
    }

    private void run(Database database, String server, Listener listener) {
        Connection c = connected;
        boolean lost = c == null;
        while (!closed) {
            try {
                if (c == null) {
                    c = connect(database);
                    if (c == null) {
                        pause();
                        continue;
                    }
                    if (lost) listener.missed();
                    lost = false;
                }
                PGNotification[] notes = c.unwrap(PGConnection.class).getNotifications(POLL_MS);
                if (notes == null) continue;
                for (PGNotification n : notes) report(n.getParameter(), server, listener);
            } catch (SQLException e) {
                close(c);
                c = null;
                lost = true;
            } catch (RuntimeException e) {
                // A listener that fails must not stop the feed.
            }
        }
        close(c);
    }

    private static void report(String payload, String server, Listener listener) {
        String[] parts = payload.split(" ");
        if (parts.length != 3 || parts[2].equals(server)) return;
        try {
            listener.changed(Long.parseLong(parts[0]), Long.parseLong(parts[1]), parts[2]);
        } catch (NumberFormatException e) {
            // Not ours: somebody else used the channel.
        }
    }

    private void pause() {
        synchronized (this) {
            try {
                if (!closed) wait(RECONNECT_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                closed = true;
            }
        }
    }

    private static void close(Connection c) {
        if (c == null) return;
        try {
            c.close();
        } catch (SQLException e) {
            // Lost already.
        }
    }

    /** Stops listening; returns once the feed's thread has ended (within a fraction of a second). */
    @Override
    public void close() {
        closed = true;
        if (thread == null) return;
        synchronized (this) {
            notifyAll();
        }
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
