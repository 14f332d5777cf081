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
 * Games kept in an embedded SQLite file. Every change is written when it happens (a move, an undo, a
 * result), each in its own transaction, so a process that dies loses at most the change in flight.
 * The file uses WAL journaling; a killed process leaves a WAL that the next open replays.
 *
 * <p>One connection, guarded by this object's monitor: SQLite serialises writers anyway, and the
 * web server's traffic is one user's. Methods throw {@link StoreException} (unchecked) when the
 * database fails; a missing game is an empty {@link Optional} or {@code false}, never an exception.
 */
public final class GameStore implements AutoCloseable {
    private final Connection db;

    private GameStore(Connection db) {
        this.db = db;
    }

    /** The default file: {@code $XDG_DATA_HOME/gomoku/gomoku.db}, else {@code ~/.local/share/gomoku/gomoku.db}. */
    public static Path defaultPath() {
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("gomoku").resolve("gomoku.db");
    }

    /** Opens (creating if needed, with its folder) the database at {@code file}. */
    public static GameStore open(Path file) {
        return new GameStore(SqliteFile.open(file, "the game database",
                "PRAGMA synchronous=NORMAL",
                "PRAGMA foreign_keys=ON",
                "CREATE TABLE IF NOT EXISTS games ("
                        + " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                        + " created_ms INTEGER NOT NULL, updated_ms INTEGER NOT NULL,"
                        + " mode TEXT NOT NULL, rule TEXT NOT NULL, size INTEGER NOT NULL, level INTEGER NOT NULL,"
                        + " human_side INTEGER NOT NULL, result TEXT, reason TEXT)",
                "CREATE TABLE IF NOT EXISTS moves ("
                        + " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                        + " idx INTEGER NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL,"
                        + " PRIMARY KEY (game_id, idx))",
                // Position idx is the board after idx moves; rows past the stored moves are dropped
                // whenever moves are replaced or taken back, so the rows always describe this game.
                "CREATE TABLE IF NOT EXISTS analysis ("
                        + " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                        + " idx INTEGER NOT NULL, score INTEGER NOT NULL, mate INTEGER NOT NULL,"
                        + " black_win REAL NOT NULL, depth INTEGER NOT NULL, best TEXT, line TEXT NOT NULL,"
                        + " PRIMARY KEY (game_id, idx))",
                "CREATE TABLE IF NOT EXISTS clocks ("
                        + " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                        + " move_ms INTEGER NOT NULL, game_ms INTEGER NOT NULL,"
                        + " black_used_ms INTEGER NOT NULL, white_used_ms INTEGER NOT NULL)",
                // Who may act on a game: seat 0 black, 1 white (games between browsers), 2 the owner
                // (a game against the computer or at one screen). Only a hash of each seat's secret is kept.
                "CREATE TABLE IF NOT EXISTS seats ("
                        + " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                        + " seat INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT,"
                        + " PRIMARY KEY (game_id, seat))",
                // A game between browsers: its invitation (to the free seat) and watch codes.
                "CREATE TABLE IF NOT EXISTS game_links ("
                        + " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                        + " invite_code TEXT, watch_code TEXT NOT NULL, listed INTEGER NOT NULL,"
                        + " free_seat INTEGER)",
                // A table of its own rather than new columns of games: databases made before opening
                // rules open unchanged, and a game without a row here had no opening rule.
                "CREATE TABLE IF NOT EXISTS openings ("
                        + " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                        + " rule TEXT NOT NULL, human_seat TEXT, choices TEXT NOT NULL)"));
    }

    /** Stores a new game with {@code moves} (may be empty) and returns its id. */
    public synchronized long create(long nowMs, String mode, Rule rule, int size, int level, int humanSide,
                                    List<int[]> moves, String result, String reason) {
        return inTransaction(() -> {
            long id;
            try (PreparedStatement p = db.prepareStatement("INSERT INTO games (created_ms, updated_ms, mode, rule,"
                    + " size, level, human_side, result, reason) VALUES (?,?,?,?,?,?,?,?,?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                p.setLong(1, nowMs);
                p.setLong(2, nowMs);
                p.setString(3, mode);
                p.setString(4, rule.id());
                p.setInt(5, size);
                p.setInt(6, level);
                p.setInt(7, humanSide);
                p.setString(8, result);
                p.setString(9, reason);
                p.executeUpdate();
                try (ResultSet keys = p.getGeneratedKeys()) {
                    keys.next();
                    id = keys.getLong(1);
                }
            }
            for (int i = 0; i < moves.size(); i++) insertMove(id, i, moves.get(i));
            return id;
        });
    }

    /** Writes move number {@code index} (0-based) of game {@code id}; false if the game is gone. */
    public synchronized boolean addMove(long id, int index, int x, int y, long nowMs) {
        return inTransaction(() -> {
            if (!touch(id, nowMs)) return false;
            // An undone move may still be stored at this index only if truncate was skipped; replace it.
            try (PreparedStatement p = db.prepareStatement("DELETE FROM moves WHERE game_id = ? AND idx >= ?")) {
                p.setLong(1, id);
                p.setInt(2, index);
                p.executeUpdate();
            }
            insertMove(id, index, new int[] {x, y});
            deleteAnalysisAfter(id, index);
            return true;
        });
    }

    /** Keeps the first {@code count} moves of game {@code id} and clears its result (an undo). */
    public synchronized boolean truncate(long id, int count, long nowMs) {
        return inTransaction(() -> {
            if (!touch(id, nowMs)) return false;
            try (PreparedStatement p = db.prepareStatement("DELETE FROM moves WHERE game_id = ? AND idx >= ?")) {
                p.setLong(1, id);
                p.setInt(2, count);
                p.executeUpdate();
            }
            deleteAnalysisAfter(id, count);
            return setResultRow(id, null, null);
        });
    }

    /** Records how game {@code id} ended (null result: unfinished again). */
    public synchronized boolean setResult(long id, String result, String reason, long nowMs) {
        return inTransaction(() -> touch(id, nowMs) && setResultRow(id, result, reason));
    }

    public synchronized boolean delete(long id) {
        return inTransaction(() -> {
            try (PreparedStatement p = db.prepareStatement("DELETE FROM games WHERE id = ?")) {
                p.setLong(1, id);
                return p.executeUpdate() > 0;
            }
        });
    }

    public synchronized Optional<StoredGame> load(long id) {
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
        } catch (SQLException e) {
            throw new StoreException("cannot load game " + id, e);
        }
    }

    /** All games, newest first. */
    public synchronized List<GameSummary> list() {
        String sql = "SELECT g.*, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS move_count"
                + " FROM games g ORDER BY g.updated_ms DESC, g.id DESC";
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery(sql)) {
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
    public synchronized boolean putAnalysis(long id, PositionAnalysis a) {
        return inTransaction(() -> {
            if (!exists(id)) return false;
            try (PreparedStatement p = db.prepareStatement("INSERT OR REPLACE INTO analysis"
                    + " (game_id, idx, score, mate, black_win, depth, best, line) VALUES (?,?,?,?,?,?,?,?)")) {
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
    public synchronized List<PositionAnalysis> loadAnalysis(long id) {
        try (PreparedStatement p = db.prepareStatement("SELECT * FROM analysis WHERE game_id = ? ORDER BY idx")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                List<PositionAnalysis> list = new ArrayList<>();
                while (r.next()) {
                    String best = r.getString("best");
                    list.add(new PositionAnalysis(r.getInt("idx"), r.getInt("score"), r.getInt("mate"),
                            r.getDouble("black_win"), r.getInt("depth"), best == null ? null : points(best).get(0),
                            points(r.getString("line"))));
                }
                return list;
            }
        } catch (SQLException e) {
            throw new StoreException("cannot load the analysis of game " + id, e);
        }
    }

    /** Sets the clock of game {@code id}; false if the game is gone. */
    public synchronized boolean setClock(long id, StoredClock clock) {
        return inTransaction(() -> {
            if (!exists(id)) return false;
            try (PreparedStatement p = db.prepareStatement("INSERT OR REPLACE INTO clocks"
                    + " (game_id, move_ms, game_ms, black_used_ms, white_used_ms) VALUES (?,?,?,?,?)")) {
                p.setLong(1, id);
                p.setLong(2, clock.moveMs());
                p.setLong(3, clock.gameMs());
                p.setLong(4, clock.blackUsedMs());
                p.setLong(5, clock.whiteUsedMs());
                p.executeUpdate();
            }
            return true;
        });
    }

    /** The clock of game {@code id}; empty for a game without one. */
    public synchronized Optional<StoredClock> loadClock(long id) {
        try (PreparedStatement p = db.prepareStatement("SELECT * FROM clocks WHERE game_id = ?")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next()) return Optional.empty();
                return Optional.of(new StoredClock(r.getLong("move_ms"), r.getLong("game_ms"),
                        r.getLong("black_used_ms"), r.getLong("white_used_ms")));
            }
        } catch (SQLException e) {
            throw new StoreException("cannot load the clock of game " + id, e);
        }
    }

    /** Sets the opening of game {@code id} (its rule, the human's seat, the choices so far); false if the game is gone. */
    public synchronized boolean setOpening(long id, StoredOpening opening) {
        return inTransaction(() -> {
            if (!exists(id)) return false;
            try (PreparedStatement p = db.prepareStatement("INSERT OR REPLACE INTO openings"
                    + " (game_id, rule, human_seat, choices) VALUES (?,?,?,?)")) {
                p.setLong(1, id);
                p.setString(2, opening.rule());
                p.setString(3, opening.humanSeat());
                p.setString(4, opening.choices());
                p.executeUpdate();
            }
            return true;
        });
    }

    /** The opening of game {@code id}; empty for a game played without an opening rule. */
    public synchronized Optional<StoredOpening> loadOpening(long id) {
        try (PreparedStatement p = db.prepareStatement("SELECT * FROM openings WHERE game_id = ?")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next()) return Optional.empty();
                return Optional.of(new StoredOpening(r.getString("rule"), r.getString("human_seat"),
                        r.getString("choices")));
            }
        } catch (SQLException e) {
            throw new StoreException("cannot load the opening of game " + id, e);
        }
    }


    /** Gives seat {@code seat} of game {@code id} to the holder of the token hashed as {@code tokenHash}; false if taken or the game is gone. */
    public synchronized boolean addSeat(long id, int seat, String tokenHash, String name) {
        return inTransaction(() -> exists(id) && insertSeat(id, seat, tokenHash, name));
    }

    /** The seats of game {@code id} that have been taken, by seat number. */
    public synchronized List<StoredSeat> seats(long id) {
        try (PreparedStatement p = db.prepareStatement("SELECT * FROM seats WHERE game_id = ? ORDER BY seat")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                List<StoredSeat> list = new ArrayList<>();
                while (r.next())
                    list.add(new StoredSeat(id, r.getInt("seat"), r.getString("token_hash"), r.getString("name")));
                return list;
            }
        } catch (SQLException e) {
            throw new StoreException("cannot load the seats of game " + id, e);
        }
    }

    /** Writes (or replaces) the links of a game between browsers; false if the game is gone. */
    public synchronized boolean setLink(GameLink link) {
        return inTransaction(() -> {
            if (!exists(link.gameId())) return false;
            try (PreparedStatement p = db.prepareStatement("INSERT OR REPLACE INTO game_links"
                    + " (game_id, invite_code, watch_code, listed, free_seat) VALUES (?,?,?,?,?)")) {
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
    public synchronized Optional<GameLink> link(long id) {
        return links("SELECT * FROM game_links WHERE game_id = ?", p -> p.setLong(1, id)).stream().findFirst();
    }

    /** The game whose free seat invitation code {@code code} names; empty if none. */
    public synchronized Optional<GameLink> linkByInvite(String code) {
        return links("SELECT * FROM game_links WHERE invite_code = ? AND free_seat IS NOT NULL",
                p -> p.setString(1, code)).stream().findFirst();
    }

    /** The listed games between browsers that are not finished, newest first. */
    public synchronized List<GameLink> listedLinks() {
        return links("SELECT l.* FROM game_links l JOIN games g ON g.id = l.game_id"
                + " WHERE l.listed = 1 AND g.result IS NULL ORDER BY g.created_ms DESC, g.id DESC", p -> {});
    }

    /**
     * Gives the free seat {@code seat} of game {@code id} to a second player: the seat is taken and the
     * game no longer waits, in one transaction; false if the seat was not free.
     */
    public synchronized boolean takeFreeSeat(long id, int seat, String tokenHash, String name, long nowMs) {
        return inTransaction(() -> {
            try (PreparedStatement p = db.prepareStatement(
                    "UPDATE game_links SET free_seat = NULL, invite_code = NULL WHERE game_id = ? AND free_seat = ?")) {
                p.setLong(1, id);
                p.setInt(2, seat);
                if (p.executeUpdate() == 0) return false;
            }
            if (!insertSeat(id, seat, tokenHash, name)) throw new SQLException("seat " + seat + " of game " + id + " is taken");
            return touch(id, nowMs);
        });
    }

    private boolean insertSeat(long id, int seat, String tokenHash, String name) throws SQLException {
        try (PreparedStatement p = db.prepareStatement(
                "INSERT OR IGNORE INTO seats (game_id, seat, token_hash, name) VALUES (?,?,?,?)")) {
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

    private List<GameLink> links(String sql, Binder binder) {
        try (PreparedStatement p = db.prepareStatement(sql)) {
            binder.bind(p);
            try (ResultSet r = p.executeQuery()) {
                List<GameLink> list = new ArrayList<>();
                while (r.next()) {
                    int free = r.getInt("free_seat");
                    if (r.wasNull()) free = -1;
                    list.add(new GameLink(r.getLong("game_id"), r.getString("invite_code"), r.getString("watch_code"),
                            r.getInt("listed") == 1, free));
                }
                return list;
            }
        } catch (SQLException e) {
            throw new StoreException("cannot load the game links", e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException e) {
            throw new StoreException("cannot close the game database", e);
        }
    }

    private static Rule ruleOf(ResultSet r) throws SQLException {
        Rule rule = Rule.parse(r.getString("rule"));
        return rule == null ? Rule.FREESTYLE : rule;
    }

    private void insertMove(long id, int index, int[] move) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO moves (game_id, idx, x, y) VALUES (?,?,?,?)")) {
            p.setLong(1, id);
            p.setInt(2, index);
            p.setInt(3, move[0]);
            p.setInt(4, move[1]);
            p.executeUpdate();
        }
    }

    private boolean exists(long id) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("SELECT 1 FROM games WHERE id = ?")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                return r.next();
            }
        }
    }

    private void deleteAnalysisAfter(long id, int index) throws SQLException {
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

    private boolean touch(long id, long nowMs) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("UPDATE games SET updated_ms = ? WHERE id = ?")) {
            p.setLong(1, nowMs);
            p.setLong(2, id);
            return p.executeUpdate() > 0;
        }
    }

    private boolean setResultRow(long id, String result, String reason) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("UPDATE games SET result = ?, reason = ? WHERE id = ?")) {
            p.setString(1, result);
            p.setString(2, reason);
            p.setLong(3, id);
            return p.executeUpdate() > 0;
        }
    }

    private <T> T inTransaction(Transaction.Work<T> work) {
        return Transaction.run(db, "game database write", work);
    }
}
