package gomoku.game.store;

import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The changes other servers make to the games of a shared database, as they commit: each
 * {@link GameStore#update} announces {@code "id version server"} followed by the change itself, and
 * {@link GameStore#delete} {@code "id -1 server"}, on PostgreSQL's channel {@link GameStore#CHANGES}
 * (NOTIFY); a feed listens on a connection of its own on a thread of its own. A listener that knows
 * the game at the version before can apply the change without reading the database. Changes made by the feed's own server are not passed on. A lost
 * connection is made again every second until it works; announcements sent meanwhile are lost, so the
 * listener is then told to read every game it serves again ({@link Listener#missed}).
 *
 * <p>On SQLite, which one server owns, a feed never reports anything.
 */
public final class ChangeFeed implements AutoCloseable {
    /** The version announced when a game is deleted. */
    public static final long DELETED = -1;
    /** The version announced when a game's spectators changed ({@link GameStore#setWatchers}). */
    public static final long WATCHERS = -2;
    /** How long one wait for announcements lasts, in ms: the longest a closing feed waits. */
    private static final int POLL_MS = 250;
    /** How long the feed waits before connecting again after losing its connection, in ms. */
    private static final long RECONNECT_MS = 1_000;

    /** What the feed reports. Called on the feed's thread, one call at a time. */
    public interface Listener {
        /**
         * Game {@code gameId} reached {@code version} ({@link #DELETED}: it was deleted) on
         * {@code server} by {@code change} (null for a deletion, or a change that did not fit in an
         * announcement).
         */
        void changed(long gameId, long version, String server, GameUpdate change);

        /** Announcements may have been lost (the connection was made again): every game may have changed. */
        void missed();
    }

    /** The listening thread; null on a database no other server uses. */
    private Thread thread;
    private volatile boolean closed;

    private ChangeFeed() {}

    /** Longest announcement PostgreSQL takes, in bytes (it refuses 8000 or more). */
    private static final int MAX_PAYLOAD = 7900;

    static String payload(long id, long version, String server) {
        return id + " " + version + " " + server;
    }

    /** The announcement of {@code change}: {@code "id version server"} and the change's fields, or without them if too long. */
    static String payload(long id, long version, String server, GameUpdate change) {
        StringBuilder b = new StringBuilder(payload(id, version, server));
        b.append(' ').append(change.keep()).append(' ');
        if (change.added().isEmpty()) b.append('-');
        for (int i = 0; i < change.added().size(); i++) {
            if (i > 0) b.append(';');
            b.append(change.added().get(i)[0]).append(',').append(change.added().get(i)[1]);
        }
        b.append(' ').append(text(change.result())).append(' ').append(text(change.reason())).append(' ');
        StoredClock c = change.clock();
        if (c == null) b.append('-');
        else b.append(c.moveMs()).append(',').append(c.gameMs()).append(',').append(c.blackUsedMs()).append(',')
                .append(c.whiteUsedMs()).append(',').append(c.turnStartedMs());
        b.append(' ');
        StoredOpening o = change.opening();
        if (o == null) b.append('-');
        else b.append(text(o.rule())).append(',').append(text(o.humanSeat())).append(',').append(text(o.choices()));
        b.append(' ').append(text(change.offer())).append(' ').append(change.offerBy()).append(' ').append(change.nowMs());
        String full = b.toString();
        return full.getBytes(StandardCharsets.UTF_8).length <= MAX_PAYLOAD ? full : payload(id, version, server);
    }

    /** The change an announcement carries (its fields after the first three), or null if it carries none. */
    static GameUpdate change(String[] parts) {
        if (parts.length != 12) return null;
        List<int[]> added = new ArrayList<>();
        if (!parts[4].equals("-"))
            for (String m : parts[4].split(";")) {
                String[] xy = m.split(",");
                added.add(new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])});
            }
        StoredClock clock = null;
        if (!parts[7].equals("-")) {
            String[] c = parts[7].split(",");
            clock = new StoredClock(Long.parseLong(c[0]), Long.parseLong(c[1]), Long.parseLong(c[2]),
                    Long.parseLong(c[3]), Long.parseLong(c[4]));
        }
        StoredOpening opening = null;
        if (!parts[8].equals("-")) {
            String[] o = parts[8].split(",", -1);
            opening = new StoredOpening(untext(o[0]), untext(o[1]), untext(o[2]));
        }
        return new GameUpdate(Integer.parseInt(parts[3]), added, untext(parts[5]), untext(parts[6]), clock, opening,
                untext(parts[9]), Integer.parseInt(parts[10]), Long.parseLong(parts[11]));
    }

    /** A text field: {@code -} for null, else URL-encoded (so it holds no blank, comma or dash alone). */
    private static String text(String s) {
        if (s == null) return "-";
        return s.isEmpty() ? "%00" : URLEncoder.encode(s, StandardCharsets.UTF_8).replace("-", "%2D");
    }

    private static String untext(String s) {
        if (s.equals("-")) return null;
        return s.equals("%00") ? "" : URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    /** Starts listening to the changes of {@code database} made by servers other than {@code server}. */
    public static ChangeFeed start(Database database, String server, Listener listener) {
        ChangeFeed feed = new ChangeFeed();
        if (!database.isShared()) return feed;
        // The first LISTEN is made before start returns, so no change committed after it is missed.
        Connection first = connect(database);
        feed.thread = new Thread(() -> feed.run(database, server, listener, first), "gomoku-change-feed");
        feed.thread.setDaemon(true);
        feed.thread.start();
        return feed;
    }

    /** A connection listening on the channel, or null when the database cannot be reached. */
    private static Connection connect(Database database) {
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

    private void run(Database database, String server, Listener listener, Connection first) {
        Connection c = first;
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
        if (parts.length < 3 || parts[2].equals(server)) return;
        long id, version;
        GameUpdate change;
        try {
            id = Long.parseLong(parts[0]);
            version = Long.parseLong(parts[1]);
            change = change(parts);
        } catch (RuntimeException e) {
            return;   // not ours: somebody else used the channel
        }
        listener.changed(id, version, parts[2], change);
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
