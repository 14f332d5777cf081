package gomoku.game.store;

import gomoku.engine.core.Rule;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Games kept in a {@link Database}: the SQLite file by default, or PostgreSQL. Every change is
 * written when it happens (a move, an undo, a result), each in its own transaction, so a process
 * that dies loses at most the change in flight.
 *
 * <p>Each method takes a connection from the database's pool for its own work and gives it back;
 * the store keeps no state of its own, so several threads, and several processes on one PostgreSQL
 * database, may use it at once. Methods throw {@link StoreException} (unchecked) when the database
 * fails; a missing game is an empty {@link Optional} or {@code false}, never an exception.
 */
public final class GameStore implements AutoCloseable {
    /** The PostgreSQL channel on which {@link #update} and {@link #delete} announce a change ({@link ChangeFeed}). */
    public static final String CHANGES = "gomoku_games";

    private final Database database;
    private final boolean ownsDatabase;
    private volatile String server = "local";

    private GameStore(Database database, boolean ownsDatabase) {
        this.database = database;
        this.ownsDatabase = ownsDatabase;
    }

    /** Names the server that writes through this store in the changes it announces (default {@code local}). */
    public GameStore announcingAs(String serverName) {
        if (serverName.isBlank() || serverName.contains(" ")) throw new IllegalArgumentException("bad server name: " + serverName);
        this.server = serverName;
        return this;
    }

    /** The default file: {@code $XDG_DATA_HOME/gomoku/gomoku.db}, else {@code ~/.local/share/gomoku/gomoku.db}. */
    public static Path defaultPath() {
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("gomoku").resolve("gomoku.db");
    }

    /** Opens (creating if needed, with its folder) the SQLite file {@code file}; closing the store closes it. */
    public static GameStore open(Path file) {
        return new GameStore(Database.sqlite(file, Database.DEFAULT_POOL_SIZE), true);
    }

    /** The games in {@code database}, which the caller closes after the store. */
    public static GameStore on(Database database) {
        return new GameStore(database, false);
    }

    /** As {@link #on}, but closing the store closes {@code database} too. */
    static GameStore owning(Database database) {
        return new GameStore(database, true);
    }

    /** Stores a new game with {@code moves} (may be empty) and returns its id. */
    public long create(long nowMs, String mode, Rule rule, int size, int level, int humanSide,
                       List<int[]> moves, String result, String reason) {
        return inTransaction(db -> {
            long id;
            try (PreparedStatement p = db.prepareStatement("INSERT INTO games (created_ms, updated_ms, mode, rule,"
                    + " size, level, human_side, result, reason) VALUES (?,?,?,?,?,?,?,?,?) RETURNING id")) {
                p.setLong(1, nowMs);
                p.setLong(2, nowMs);
                p.setString(3, mode);
                p.setString(4, rule.id());
                p.setInt(5, size);
                p.setInt(6, level);
                p.setInt(7, humanSide);
                p.setString(8, result);
                p.setString(9, reason);
                try (ResultSet keys = p.executeQuery()) {
                    keys.next();
                    id = keys.getLong(1);
                }
            }
            for (int i = 0; i < moves.size(); i++) insertMove(db, id, i, moves.get(i));
            return id;
        });
    }

    /** Writes move number {@code index} (0-based) of game {@code id}; false if the game is gone. */
    public boolean addMove(long id, int index, int x, int y, long nowMs) {
        return inTransaction(db -> {
            if (!touch(db, id, nowMs)) return false;
            // An undone move may still be stored at this index only if truncate was skipped; replace it.
            try (PreparedStatement p = db.prepareStatement("DELETE FROM moves WHERE game_id = ? AND idx >= ?")) {
                p.setLong(1, id);
                p.setInt(2, index);
                p.executeUpdate();
            }
            insertMove(db, id, index, new int[] {x, y});
            deleteAnalysisAfter(db, id, index);
            return true;
        });
    }

    /** Keeps the first {@code count} moves of game {@code id} and clears its result (an undo). */
    public boolean truncate(long id, int count, long nowMs) {
        return inTransaction(db -> {
            if (!touch(db, id, nowMs)) return false;
            try (PreparedStatement p = db.prepareStatement("DELETE FROM moves WHERE game_id = ? AND idx >= ?")) {
                p.setLong(1, id);
                p.setInt(2, count);
                p.executeUpdate();
            }
            deleteAnalysisAfter(db, id, count);
            return setResultRow(db, id, null, null);
        });
    }

    /** Records how game {@code id} ended (null result: unfinished again). */
    public boolean setResult(long id, String result, String reason, long nowMs) {
        return inTransaction(db -> touch(db, id, nowMs) && setResultRow(db, id, result, reason));
    }

    /** Deletes game {@code id} with everything kept about it; false if there was none. */
    public boolean delete(long id) {
        return inTransaction(db -> {
            try (PreparedStatement p = db.prepareStatement("DELETE FROM games WHERE id = ?")) {
                p.setLong(1, id);
                if (p.executeUpdate() == 0) return false;
            }
            database.announce(db, CHANGES, ChangeFeed.payload(id, ChangeFeed.DELETED, server));
            return true;
        });
    }

    /**
     * Writes {@code u} to game {@code id} in one transaction if its stored version is still
     * {@code version}, and announces the change to the other servers on the database
     * ({@link ChangeFeed}). Returns the new version, or -1 (nothing written) when another server
     * changed the game first or it is gone: the caller's copy is stale and must be read again.
     */
    public long update(long id, long version, GameUpdate u) {
        return update(id, version, u, -1, true);
    }

    /**
     * As {@link #update(long, long, GameUpdate)}, for a caller that knows more and saves the statements
     * that would change nothing: {@code storedBefore} moves were stored at {@code version} (-1: not
     * known), and whether the game is one between browsers ({@code linked}, the only kind with offers).
     */
    public long update(long id, long version, GameUpdate u, int storedBefore, boolean linked) {
        return inTransaction(db -> {
            // The announcement goes with the version check (PostgreSQL sends it at commit, and only then).
            boolean shared = database.isShared();
            try (PreparedStatement p = db.prepareStatement("UPDATE games SET version = version + 1, updated_ms = ?,"
                    + " result = ?, reason = ? WHERE id = ? AND version = ?" + (shared ? " RETURNING pg_notify(?, ?)" : ""))) {
                p.setLong(1, u.nowMs());
                p.setString(2, u.result());
                p.setString(3, u.reason());
                p.setLong(4, id);
                p.setLong(5, version);
                if (shared) {
                    p.setString(6, CHANGES);
                    p.setString(7, ChangeFeed.payload(id, version + 1, server, u));
                    try (ResultSet r = p.executeQuery()) {
                        if (!r.next()) return -1L;
                    }
                } else if (p.executeUpdate() == 0) {
                    return -1L;
                }
            }
            // Appending to the stored moves leaves nothing after them to delete, moves or analysis.
            if (storedBefore < 0 || u.keep() < storedBefore) {
                try (PreparedStatement p = db.prepareStatement("DELETE FROM moves WHERE game_id = ? AND idx >= ?")) {
                    p.setLong(1, id);
                    p.setInt(2, u.keep());
                    p.executeUpdate();
                }
                deleteAnalysisAfter(db, id, u.keep());
            }
            for (int i = 0; i < u.added().size(); i++) insertMove(db, id, u.keep() + i, u.added().get(i));
            if (u.clock() != null) putClock(db, id, u.clock());
            if (u.opening() != null) putOpening(db, id, u.opening());
            if (linked) {
                try (PreparedStatement p = db.prepareStatement("UPDATE game_links SET offer = ?, offer_by = ? WHERE game_id = ?")) {
                    p.setString(1, u.offer());
                    if (u.offerBy() < 0) p.setNull(2, java.sql.Types.INTEGER);
                    else p.setInt(2, u.offerBy());
                    p.setLong(3, id);
                    p.executeUpdate();
                }
            }
            return version + 1;
        });
    }

    /**
     * Sets how many spectators of game {@code id} follow it on {@code server} (this store's server),
     * as of {@code nowMs}, and announces it ({@link ChangeFeed#WATCHERS}); false if the game is gone.
     */
    public boolean setWatchers(long id, int count, long nowMs) {
        return inTransaction(db -> {
            if (!exists(db, id)) return false;
            try (PreparedStatement p = db.prepareStatement("INSERT INTO watchers (game_id, server, count, seen_ms)"
                    + " VALUES (?,?,?,?) ON CONFLICT (game_id, server) DO UPDATE SET count = excluded.count,"
                    + " seen_ms = excluded.seen_ms")) {
                p.setLong(1, id);
                p.setString(2, server);
                p.setInt(3, count);
                p.setLong(4, nowMs);
                p.executeUpdate();
            }
            database.announce(db, CHANGES, ChangeFeed.payload(id, ChangeFeed.WATCHERS, server));
            return true;
        });
    }

    /** The spectators of game {@code id} on every server that has shown a sign of life since {@code sinceMs}. */
    public int watchers(long id, long sinceMs) {
        return query("cannot count the spectators of game " + id,
                "SELECT COALESCE(SUM(count), 0) FROM watchers WHERE game_id = ? AND seen_ms >= ?", p -> {
                    p.setLong(1, id);
                    p.setLong(2, sinceMs);
                }, r -> r.getInt(1)).get(0);
    }

    /** This store's server is alive at {@code nowMs}: its spectator counts stay counted. */
    public void touchWatchers(long nowMs) {
        inTransaction(db -> {
            try (PreparedStatement p = db.prepareStatement("UPDATE watchers SET seen_ms = ? WHERE server = ?")) {
                p.setLong(1, nowMs);
                p.setString(2, server);
                return p.executeUpdate();
            }
        });
    }

    /** This store's server stops: its spectators are no longer counted. */
    public void clearWatchers() {
        inTransaction(db -> {
            try (PreparedStatement p = db.prepareStatement("DELETE FROM watchers WHERE server = ?")) {
                p.setString(1, server);
                return p.executeUpdate();
            }
        });
    }

    /** Game {@code id}'s live state read in one transaction; empty if there is no such game. */
    public Optional<GameSnapshot> snapshot(long id) {
        return Transaction.snapshot(database, "cannot load game " + id, db -> {
            Optional<StoredGame> game = load(db, id);
            if (game.isEmpty()) return Optional.empty();
            long version;
            try (PreparedStatement p = db.prepareStatement("SELECT version FROM games WHERE id = ?")) {
                p.setLong(1, id);
                try (ResultSet r = p.executeQuery()) {
                    r.next();
                    version = r.getLong(1);
                }
            }
            StoredClock clock = rows(db, CLOCK_SQL, p -> p.setLong(1, id), GameStore::clockOf).stream().findFirst().orElse(null);
            StoredOpening opening = rows(db, OPENING_SQL, p -> p.setLong(1, id), GameStore::openingOf).stream()
                    .findFirst().orElse(null);
            List<StoredSeat> seats = rows(db, SEATS_SQL, p -> p.setLong(1, id), r -> seatOf(id, r));
            GameLink link = null;
            String offer = null;
            int offerBy = -1;
            try (PreparedStatement p = db.prepareStatement(LINK_SQL)) {
                p.setLong(1, id);
                try (ResultSet r = p.executeQuery()) {
                    if (r.next()) {
                        link = linkOf(r);
                        offer = r.getString("offer");
                        offerBy = r.getInt("offer_by");
                        if (r.wasNull()) offerBy = -1;
                    }
                }
            }
            return Optional.of(new GameSnapshot(game.get(), version, clock, opening, link, seats, offer, offerBy));
        });
    }

    public Optional<StoredGame> load(long id) {
        return Transaction.read(database, "cannot load game " + id, db -> load(db, id));
    }

    private static Optional<StoredGame> load(Connection db, long id) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("SELECT * FROM games WHERE id = ?")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next()) return Optional.empty();
                List<int[]> moves = new ArrayList<>();
                try (PreparedStatement m = db.prepareStatement(
                        "SELECT x, y FROM moves WHERE game_id = ? ORDER BY idx")) {
                    m.setLong(1, id);
                    try (ResultSet rm = m.executeQuery()) {
                        while (rm.next()) moves.add(new int[] {rm.getInt(1), rm.getInt(2)});
                    }
                }
                return Optional.of(new StoredGame(r.getLong("id"), r.getLong("created_ms"), r.getLong("updated_ms"),
                        r.getString("mode"), ruleOf(r), r.getInt("size"), r.getInt("level"), r.getInt("human_side"),
                        r.getString("result"), r.getString("reason"), moves));
            }
        }
    }

    /** All games, newest first. */
    public List<GameSummary> list() {
        String sql = "SELECT g.*, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS move_count"
                + " FROM games g ORDER BY g.updated_ms DESC, g.id DESC";
        try (Connection db = database.connection(); Statement s = db.createStatement(); ResultSet r = s.executeQuery(sql)) {
            List<GameSummary> list = new ArrayList<>();
            while (r.next())
                list.add(new GameSummary(r.getLong("id"), r.getLong("created_ms"), r.getLong("updated_ms"),
                        r.getString("mode"), ruleOf(r), r.getInt("size"), r.getInt("level"), r.getInt("human_side"),
                        r.getString("result"), r.getString("reason"), r.getInt("move_count")));
            return list;
        } catch (SQLException e) {
            throw new StoreException("cannot list the games", e);
        }
    }

    /** Writes (or replaces) the analysis of one position of game {@code id}; false if the game is gone. */
    public boolean putAnalysis(long id, PositionAnalysis a) {
        return inTransaction(db -> {
            if (!exists(db, id)) return false;
            try (PreparedStatement p = db.prepareStatement("INSERT INTO analysis"
                    + " (game_id, idx, score, mate, black_win, depth, best, line) VALUES (?,?,?,?,?,?,?,?)"
                    + " ON CONFLICT (game_id, idx) DO UPDATE SET score = excluded.score, mate = excluded.mate,"
                    + " black_win = excluded.black_win, depth = excluded.depth, best = excluded.best, line = excluded.line")) {
                p.setLong(1, id);
                p.setInt(2, a.index());
                p.setInt(3, a.score());
                p.setInt(4, a.mate());
                p.setDouble(5, a.blackWin());
                p.setInt(6, a.depth());
                int[] best = a.best();
                p.setString(7, best == null ? null : points(List.of(best)));
                p.setString(8, points(a.line()));
                p.executeUpdate();
            }
            return true;
        });
    }

    /** The analysed positions of game {@code id} in order (possibly with gaps; empty when none). */
    public List<PositionAnalysis> loadAnalysis(long id) {
        return query("cannot load the analysis of game " + id, "SELECT * FROM analysis WHERE game_id = ? ORDER BY idx",
                p -> p.setLong(1, id), r -> {
                    String best = r.getString("best");
                    return new PositionAnalysis(r.getInt("idx"), r.getInt("score"), r.getInt("mate"),
                            r.getDouble("black_win"), r.getInt("depth"), best == null ? null : points(best).get(0),
                            points(r.getString("line")));
                });
    }

    /** Sets the clock of game {@code id}; false if the game is gone. */
    public boolean setClock(long id, StoredClock clock) {
        return inTransaction(db -> {
            if (!exists(db, id)) return false;
            putClock(db, id, clock);
            return true;
        });
    }

    private static void putClock(Connection db, long id, StoredClock clock) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO clocks"
                + " (game_id, move_ms, game_ms, black_used_ms, white_used_ms, turn_started_ms) VALUES (?,?,?,?,?,?)"
                + " ON CONFLICT (game_id) DO UPDATE SET move_ms = excluded.move_ms, game_ms = excluded.game_ms,"
                + " black_used_ms = excluded.black_used_ms, white_used_ms = excluded.white_used_ms,"
                + " turn_started_ms = excluded.turn_started_ms")) {
            p.setLong(1, id);
            p.setLong(2, clock.moveMs());
            p.setLong(3, clock.gameMs());
            p.setLong(4, clock.blackUsedMs());
            p.setLong(5, clock.whiteUsedMs());
            if (clock.turnStartedMs() < 0) p.setNull(6, java.sql.Types.BIGINT);
            else p.setLong(6, clock.turnStartedMs());
            p.executeUpdate();
        }
    }

    private static final String CLOCK_SQL = "SELECT * FROM clocks WHERE game_id = ?";

    private static StoredClock clockOf(ResultSet r) throws SQLException {
        long started = r.getLong("turn_started_ms");
        if (r.wasNull()) started = -1;
        return new StoredClock(r.getLong("move_ms"), r.getLong("game_ms"), r.getLong("black_used_ms"),
                r.getLong("white_used_ms"), started);
    }

    /** The clock of game {@code id}; empty for a game without one. */
    public Optional<StoredClock> loadClock(long id) {
        return query("cannot load the clock of game " + id, CLOCK_SQL, p -> p.setLong(1, id), GameStore::clockOf)
                .stream().findFirst();
    }

    /** Sets the opening of game {@code id} (its rule, the human's seat, the choices so far); false if the game is gone. */
    public boolean setOpening(long id, StoredOpening opening) {
        return inTransaction(db -> {
            if (!exists(db, id)) return false;
            putOpening(db, id, opening);
            return true;
        });
    }

    private static void putOpening(Connection db, long id, StoredOpening opening) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO openings"
                + " (game_id, rule, human_seat, choices) VALUES (?,?,?,?) ON CONFLICT (game_id) DO UPDATE"
                + " SET rule = excluded.rule, human_seat = excluded.human_seat, choices = excluded.choices")) {
            p.setLong(1, id);
            p.setString(2, opening.rule());
            p.setString(3, opening.humanSeat());
            p.setString(4, opening.choices());
            p.executeUpdate();
        }
    }

    private static final String OPENING_SQL = "SELECT * FROM openings WHERE game_id = ?";

    private static StoredOpening openingOf(ResultSet r) throws SQLException {
        return new StoredOpening(r.getString("rule"), r.getString("human_seat"), r.getString("choices"));
    }

    /** The opening of game {@code id}; empty for a game played without an opening rule. */
    public Optional<StoredOpening> loadOpening(long id) {
        return query("cannot load the opening of game " + id, OPENING_SQL, p -> p.setLong(1, id), GameStore::openingOf)
                .stream().findFirst();
    }


    /** Gives seat {@code seat} of game {@code id} to the holder of the token hashed as {@code tokenHash}; false if taken or the game is gone. */
    public boolean addSeat(long id, int seat, String tokenHash, String name) {
        return inTransaction(db -> exists(db, id) && insertSeat(db, id, seat, tokenHash, name));
    }

    /** The seats of game {@code id} that have been taken, by seat number. */
    public List<StoredSeat> seats(long id) {
        return query("cannot load the seats of game " + id, SEATS_SQL, p -> p.setLong(1, id), r -> seatOf(id, r));
    }

    private static final String SEATS_SQL = "SELECT * FROM seats WHERE game_id = ? ORDER BY seat";

    private static StoredSeat seatOf(long id, ResultSet r) throws SQLException {
        return new StoredSeat(id, r.getInt("seat"), r.getString("token_hash"), r.getString("name"));
    }

    /** Writes (or replaces) the links of a game between browsers; false if the game is gone. */
    public boolean setLink(GameLink link) {
        return inTransaction(db -> {
            if (!exists(db, link.gameId())) return false;
            try (PreparedStatement p = db.prepareStatement("INSERT INTO game_links"
                    + " (game_id, invite_code, watch_code, listed, free_seat) VALUES (?,?,?,?,?)"
                    + " ON CONFLICT (game_id) DO UPDATE SET invite_code = excluded.invite_code,"
                    + " watch_code = excluded.watch_code, listed = excluded.listed, free_seat = excluded.free_seat")) {
                p.setLong(1, link.gameId());
                p.setString(2, link.inviteCode());
                p.setString(3, link.watchCode());
                p.setInt(4, link.listed() ? 1 : 0);
                if (link.freeSeat() < 0) p.setNull(5, java.sql.Types.INTEGER);
                else p.setInt(5, link.freeSeat());
                p.executeUpdate();
            }
            return true;
        });
    }

    /** The links of game {@code id}; empty for a game that is not between browsers. */
    public Optional<GameLink> link(long id) {
        return links(LINK_SQL, p -> p.setLong(1, id)).stream().findFirst();
    }

    /** The game whose free seat invitation code {@code code} names; empty if none. */
    public Optional<GameLink> linkByInvite(String code) {
        return links("SELECT * FROM game_links WHERE invite_code = ? AND free_seat IS NOT NULL",
                p -> p.setString(1, code)).stream().findFirst();
    }

    /** The listed games between browsers that are not finished, newest first. */
    public List<GameLink> listedLinks() {
        return links("SELECT l.* FROM game_links l JOIN games g ON g.id = l.game_id"
                + " WHERE l.listed = 1 AND g.result IS NULL ORDER BY g.created_ms DESC, g.id DESC", p -> {});
    }

    /**
     * Gives the free seat {@code seat} of game {@code id} to a second player: the seat is taken and the
     * game no longer waits, in one transaction; false if the seat was not free.
     */
    public boolean takeFreeSeat(long id, int seat, String tokenHash, String name, long nowMs) {
        return inTransaction(db -> {
            try (PreparedStatement p = db.prepareStatement(
                    "UPDATE game_links SET free_seat = NULL, invite_code = NULL WHERE game_id = ? AND free_seat = ?")) {
                p.setLong(1, id);
                p.setInt(2, seat);
                if (p.executeUpdate() == 0) return false;
            }
            if (!insertSeat(db, id, seat, tokenHash, name)) throw new SQLException("seat " + seat + " of game " + id + " is taken");
            return touch(db, id, nowMs);
        });
    }

    private boolean insertSeat(Connection db, long id, int seat, String tokenHash, String name) throws SQLException {
        try (PreparedStatement p = db.prepareStatement(
                "INSERT INTO seats (game_id, seat, token_hash, name) VALUES (?,?,?,?) ON CONFLICT DO NOTHING")) {
            p.setLong(1, id);
            p.setInt(2, seat);
            p.setString(3, tokenHash);
            p.setString(4, name);
            return p.executeUpdate() > 0;
        }
    }

    private interface Binder {
        void bind(PreparedStatement p) throws SQLException;
    }

    private interface Row<T> {
        T map(ResultSet r) throws SQLException;
    }

    /** The rows {@code sql} (its parameters set by {@code binder}) selects, each mapped by {@code row}. */
    private <T> List<T> query(String failure, String sql, Binder binder, Row<T> row) {
        return Transaction.read(database, failure, db -> rows(db, sql, binder, row));
    }

    private static <T> List<T> rows(Connection db, String sql, Binder binder, Row<T> row) throws SQLException {
        try (PreparedStatement p = db.prepareStatement(sql)) {
            binder.bind(p);
            try (ResultSet r = p.executeQuery()) {
                List<T> list = new ArrayList<>();
                while (r.next()) list.add(row.map(r));
                return list;
            }
        }
    }

    private static final String LINK_SQL = "SELECT * FROM game_links WHERE game_id = ?";

    private List<GameLink> links(String sql, Binder binder) {
        return query("cannot load the game links", sql, binder, GameStore::linkOf);
    }

    private static GameLink linkOf(ResultSet r) throws SQLException {
        int free = r.getInt("free_seat");
        if (r.wasNull()) free = -1;
        return new GameLink(r.getLong("game_id"), r.getString("invite_code"), r.getString("watch_code"),
                r.getInt("listed") == 1, free);
    }

    @Override
    public void close() {
        if (ownsDatabase) database.close();
    }

    private static Rule ruleOf(ResultSet r) throws SQLException {
        Rule rule = Rule.parse(r.getString("rule"));
        return rule == null ? Rule.FREESTYLE : rule;
    }

    private static void insertMove(Connection db, long id, int index, int[] move) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO moves (game_id, idx, x, y) VALUES (?,?,?,?)")) {
            p.setLong(1, id);
            p.setInt(2, index);
            p.setInt(3, move[0]);
            p.setInt(4, move[1]);
            p.executeUpdate();
        }
    }

    private boolean exists(Connection db, long id) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("SELECT 1 FROM games WHERE id = ?")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                return r.next();
            }
        }
    }

    private static void deleteAnalysisAfter(Connection db, long id, int index) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("DELETE FROM analysis WHERE game_id = ? AND idx > ?")) {
            p.setLong(1, id);
            p.setInt(2, index);
            p.executeUpdate();
        }
    }

    /** Points as text {@code "x,y x,y"}. */
    private static String points(List<int[]> points) {
        StringBuilder b = new StringBuilder();
        for (int[] p : points) {
            if (b.length() > 0) b.append(' ');
            b.append(p[0]).append(',').append(p[1]);
        }
        return b.toString();
    }

    private static List<int[]> points(String text) {
        List<int[]> list = new ArrayList<>();
        for (String part : text.trim().split(" ")) {
            if (part.isEmpty()) continue;
            int comma = part.indexOf(',');
            list.add(new int[] {Integer.parseInt(part.substring(0, comma)), Integer.parseInt(part.substring(comma + 1))});
        }
        return list;
    }

    private boolean touch(Connection db, long id, long nowMs) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("UPDATE games SET updated_ms = ? WHERE id = ?")) {
            p.setLong(1, nowMs);
            p.setLong(2, id);
            return p.executeUpdate() > 0;
        }
    }

    private boolean setResultRow(Connection db, long id, String result, String reason) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("UPDATE games SET result = ?, reason = ? WHERE id = ?")) {
            p.setString(1, result);
            p.setString(2, reason);
            p.setLong(3, id);
            return p.executeUpdate() > 0;
        }
    }

    private <T> T inTransaction(Transaction.Work<T> work) {
        return Transaction.run(database, "game database write", work);
    }
}
