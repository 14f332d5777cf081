package gomoku.game.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.postgresql.ds.PGSimpleDataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.sql.DataSource;

/**
 * Where the stores keep their tables: an embedded SQLite file (the default) or a PostgreSQL server,
 * behind one connection pool (HikariCP) that {@link GameStore}, {@link SqliteProgressStore} and
 * {@link VariationStore} share. Opening applies the versioned schema migrations (Flyway; scripts
 * under {@code gomoku/game/store/migration/<kind>/}), so a database made by an older release is
 * brought up to date before any store touches it.
 *
 * <p>Nothing here is held in the process beyond the pool: every store method takes a connection,
 * does its work in one transaction and gives it back, so several processes may share a PostgreSQL
 * database. SQLite opens its file in WAL mode with a busy timeout and starts each write transaction
 * with {@code BEGIN IMMEDIATE}, so the pool's connections wait for each other instead of failing.
 */
public final class Database implements AutoCloseable {
    /** The database products the stores run on. */
    public enum Kind { SQLITE, POSTGRESQL }

    /** Pool size when none is given. */
    public static final int DEFAULT_POOL_SIZE = 8;
    /** Environment variables read, in this order, for the PostgreSQL password when the URL has none. */
    public static final String[] PASSWORD_VARIABLES = {"GOMOKU_DB_PASSWORD", "PGPASSWORD"};

    private final Kind kind;
    private final DataSource direct;
    private final HikariDataSource pool;
    private final String shown;

    private Database(Kind kind, DataSource direct, HikariDataSource pool, String shown) {
        this.kind = kind;
        this.direct = direct;
        this.pool = pool;
        this.shown = shown;
    }

    /** True when {@code target} names a PostgreSQL server ({@code postgresql://...} or {@code jdbc:postgresql://...}). */
    public static boolean isPostgresql(String target) {
        return target.startsWith("postgresql://") || target.startsWith("postgres://")
                || target.startsWith("jdbc:postgresql:");
    }

    /**
     * Opens {@code target}: a PostgreSQL URL (see {@link #isPostgresql}) or else the path of a SQLite
     * file; {@code poolSize} connections at most. The password of a PostgreSQL URL without one is
     * taken from the first of {@link #PASSWORD_VARIABLES} that is set.
     */
    public static Database open(String target, int poolSize) {
        if (!isPostgresql(target)) return sqlite(Path.of(target), poolSize);
        String password = null;
        for (String name : PASSWORD_VARIABLES) {
            String value = System.getenv(name);
            if (value != null && !value.isEmpty()) {
                password = value;
                break;
            }
        }
        return postgresql(target, password, poolSize);
    }

    /** Opens (creating it and its folder if needed) the SQLite file {@code file}. */
    public static Database sqlite(Path file, int poolSize) {
        Path absolute = file.toAbsolutePath();
        try {
            Path parent = absolute.getParent();
            if (parent != null) Files.createDirectories(parent);
        } catch (IOException e) {
            throw new StoreException("cannot create the folder of " + file, e);
        }
        SQLiteConfig sqlite = new SQLiteConfig();
        sqlite.setBusyTimeout(5000);
        sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
        sqlite.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        sqlite.enforceForeignKeys(true);
        sqlite.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        SQLiteDataSource source = new SQLiteDataSource(sqlite);
        source.setUrl("jdbc:sqlite:" + absolute);
        return start(Kind.SQLITE, source, poolSize, absolute.toString());
    }

    /** Opens the PostgreSQL database at {@code url} ({@code postgresql://} or {@code jdbc:postgresql://}). */
    public static Database postgresql(String url, String password, int poolSize) {
        String jdbc = url.startsWith("jdbc:") ? url
                : "jdbc:postgresql:" + url.substring(url.indexOf("://") + 1);
        String shown = withoutPassword(jdbc);
        PGSimpleDataSource source = new PGSimpleDataSource();
        try {
            source.setURL(jdbc);
        } catch (RuntimeException e) {
            throw new StoreException("not a PostgreSQL URL: " + shown, e);
        }
        if (password != null) source.setPassword(password);
        return start(Kind.POSTGRESQL, source, poolSize, shown);
    }

    /**
     * Migrates through {@code source} itself (Flyway holds two connections at once, more than a pool
     * of one has), then puts the pool in front of it.
     */
    private static Database start(Kind kind, DataSource source, int poolSize, String shown) {
        if (poolSize < 1) throw new IllegalArgumentException("the pool needs at least one connection: " + poolSize);
        migrate(kind, source, shown);
        HikariConfig config = new HikariConfig();
        config.setDataSource(source);
        config.setPoolName("gomoku-" + kind.name().toLowerCase());
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(Math.min(2, poolSize));
        config.setConnectionTimeout(10_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new StoreException("cannot connect to " + shown + ": " + e.getMessage(), e);
        }
        return new Database(kind, source, pool, shown);
    }

    private static void migrate(Kind kind, DataSource source, String shown) {
        try {
            Flyway.configure(Database.class.getClassLoader())
                    .dataSource(source)
                    .locations("classpath:gomoku/game/store/migration/" + kind.name().toLowerCase())
                    // A file made before migrations has tables but no history: mark it as version 0;
                    // V1 creates only the tables it lacks.
                    .baselineOnMigrate(true)
                    .baselineVersion("0")
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            throw new StoreException("cannot bring the schema of " + shown + " up to date: " + e.getMessage(), e);
        }
    }

    private static String withoutPassword(String jdbc) {
        return jdbc.replaceAll("(?i)([?&]password=)[^&]*", "$1***");
    }

    public Kind kind() {
        return kind;
    }

    /** The file or URL (its password hidden), for messages. */
    public String describe() {
        return shown;
    }

    /** A connection from the pool; close it to give it back. */
    Connection connection() throws SQLException {
        return pool.getConnection();
    }

    /**
     * Whether several servers may share this database (PostgreSQL): they then announce their changes
     * to each other ({@link ChangeFeed}) and take turns on a game's work ({@link GameLocks}).
     */
    public boolean isShared() {
        return kind == Kind.POSTGRESQL;
    }

    /**
     * A connection of its own, outside the pool, for work that holds one for long: listening for
     * announcements, holding advisory locks. The caller closes it.
     */
    Connection ownConnection() throws SQLException {
        return direct.getConnection();
    }

    /**
     * Announces {@code payload} on {@code channel} to the listeners of a shared database when the
     * transaction of {@code db} commits (PostgreSQL's NOTIFY); nothing on SQLite, which one server owns.
     */
    void announce(Connection db, String channel, String payload) throws SQLException {
        if (!isShared()) return;
        try (PreparedStatement p = db.prepareStatement("SELECT pg_notify(?, ?)")) {
            p.setString(1, channel);
            p.setString(2, payload);
            p.executeQuery().close();
        }
    }

    /** How long {@link #ready} waits for the database, in ms. */
    static final long READY_TIMEOUT_MS = 2_000;

    /**
     * True when the database answers a trivial query within {@link #READY_TIMEOUT_MS}: a server that
     * does not answer makes a readiness check fail in two seconds, not in the pool's ten.
     */
    public boolean ready() {
        if (pool.isClosed()) return false;
        CompletableFuture<Boolean> answer = CompletableFuture.supplyAsync(() -> {
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                s.setQueryTimeout(2);
                try (ResultSet r = s.executeQuery("SELECT 1")) {
                    return r.next();
                }
            } catch (SQLException | RuntimeException e) {
                return false;
            }
        });
        try {
            return answer.get(READY_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Closes the pool; connections in use are closed as they are given back. */
    @Override
    public void close() {
        pool.close();
    }
}
