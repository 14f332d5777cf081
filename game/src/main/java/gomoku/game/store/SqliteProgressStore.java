package gomoku.game.store;

import gomoku.game.puzzle.MissedWins;
import gomoku.game.puzzle.PersonalPuzzle;
import gomoku.game.puzzle.Progress;
import gomoku.game.puzzle.ProgressStore;
import gomoku.game.puzzle.Puzzle;
import gomoku.game.puzzle.PuzzleCollection;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Practice progress and personal puzzles, kept in the same {@link Database} as the games (the SQLite
 * file by default, or PostgreSQL; the name is older than that). Tables:
 * <ul>
 *   <li>{@code practice_solves}: one row per solved puzzle (id, level, best time in ms, when that
 *       best time was set);</li>
 *   <li>{@code practice_state}: a single row (id 1) with the current streak;</li>
 *   <li>{@code personal_puzzles}: puzzles made from the player's own games, each with its game,
 *       move number and the move actually played, the puzzle itself as one-puzzle collection JSON;</li>
 *   <li>{@code personal_scanned}: finished games already searched for missed wins.</li>
 * </ul>
 * {@link #save} replaces the saved progress in one transaction. Each method takes a pooled
 * connection for its work; methods throw {@link StoreException} when the database fails.
 */
public final class SqliteProgressStore implements ProgressStore, AutoCloseable {
    private final Database database;
    private final boolean ownsDatabase;
    private final LongSupplier clock;

    private SqliteProgressStore(Database database, boolean ownsDatabase, LongSupplier clock) {
        this.database = database;
        this.ownsDatabase = ownsDatabase;
        this.clock = clock;
    }

    /** Opens the SQLite file {@code file} (creating it and the tables if needed); {@code clock} gives ms. */
    public static SqliteProgressStore open(java.nio.file.Path file, LongSupplier clock) {
        return new SqliteProgressStore(Database.sqlite(file, Database.DEFAULT_POOL_SIZE), true, clock);
    }

    /** The practice tables of {@code database}, which the caller closes after the store. */
    public static SqliteProgressStore on(Database database, LongSupplier clock) {
        return new SqliteProgressStore(database, false, clock);
    }

    /** As {@link #on}, but closing the store closes {@code database} too. */
    static SqliteProgressStore owning(Database database, LongSupplier clock) {
        return new SqliteProgressStore(database, true, clock);
    }

    @Override
    public Progress load() {
        try (Connection db = database.connection(); Statement s = db.createStatement()) {
            List<Progress.Solve> solves = new ArrayList<>();
            try (ResultSet r = s.executeQuery("SELECT puzzle_id, level, best_ms FROM practice_solves")) {
                while (r.next()) {
                    int level = r.getInt(2);
                    long ms = r.getLong(3);
                    // A hand-edited row that Progress cannot hold is skipped, not fatal.
                    if (level < Puzzle.MIN_LEVEL || level > Puzzle.MAX_LEVEL || ms < 0) continue;
                    solves.add(new Progress.Solve(r.getString(1), level, Duration.ofMillis(ms)));
                }
            }
            int streak = 0;
            try (ResultSet r = s.executeQuery("SELECT streak FROM practice_state WHERE id = 1")) {
                if (r.next()) streak = Math.max(0, r.getInt(1));
            }
            return new Progress(solves, streak);
        } catch (SQLException e) {
            throw new StoreException("cannot read the practice progress", e);
        }
    }

    @Override
    public void save(Progress progress) {
        long now = clock.getAsLong();
        inTransaction(db -> {
            Set<String> keep = new HashSet<>();
            // A row keeps its solved_ms unless its best time improved.
            try (PreparedStatement p = db.prepareStatement("INSERT INTO practice_solves (puzzle_id, level, best_ms,"
                    + " solved_ms) VALUES (?,?,?,?) ON CONFLICT (puzzle_id) DO UPDATE SET level = excluded.level,"
                    + " solved_ms = CASE WHEN excluded.best_ms <> practice_solves.best_ms THEN excluded.solved_ms"
                    + " ELSE practice_solves.solved_ms END,"
                    + " best_ms = excluded.best_ms")) {
                for (Progress.Solve s : progress.solves()) {
                    keep.add(s.puzzleId());
                    p.setString(1, s.puzzleId());
                    p.setInt(2, s.level());
                    p.setLong(3, s.bestTime().toMillis());
                    p.setLong(4, now);
                    p.executeUpdate();
                }
            }
            List<String> stale = new ArrayList<>();
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT puzzle_id FROM practice_solves")) {
                while (r.next()) if (!keep.contains(r.getString(1))) stale.add(r.getString(1));
            }
            try (PreparedStatement p = db.prepareStatement("DELETE FROM practice_solves WHERE puzzle_id = ?")) {
                for (String id : stale) {
                    p.setString(1, id);
                    p.executeUpdate();
                }
            }
            try (PreparedStatement p = db.prepareStatement("INSERT INTO practice_state (id, streak) VALUES (1, ?)"
                    + " ON CONFLICT(id) DO UPDATE SET streak = excluded.streak")) {
                p.setInt(1, progress.streak());
                p.executeUpdate();
            }
            return null;
        });
    }

    /** When the best time of {@code puzzleId} was set (epoch ms), or -1 if it is not solved. */
    public long solvedAtMs(String puzzleId) {
        try (Connection db = database.connection(); PreparedStatement p = db.prepareStatement("SELECT solved_ms FROM practice_solves WHERE puzzle_id = ?")) {
            p.setString(1, puzzleId);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getLong(1) : -1;
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read the practice progress", e);
        }
    }

    /** The personal puzzles in the order they were found. */
    public List<PersonalPuzzle> personalPuzzles() {
        List<PersonalPuzzle> out = new ArrayList<>();
        try (Connection db = database.connection(); Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT game_id, move_number, played,"
                + " puzzle_json FROM personal_puzzles ORDER BY created_ms, game_id, move_number")) {
            while (r.next()) {
                Puzzle puzzle;
                try {
                    puzzle = PuzzleCollection.parse(r.getString(4)).puzzles().get(0);
                } catch (RuntimeException e) {
                    continue;       // a damaged row is left out rather than breaking the list
                }
                out.add(new PersonalPuzzle(puzzle, r.getLong(1), r.getInt(2), r.getString(3)));
            }
            return out;
        } catch (SQLException e) {
            throw new StoreException("cannot read the personal puzzles", e);
        }
    }

    /** Adds puzzles (one already there with the same id is kept); returns how many were new. */
    public int addPersonal(List<PersonalPuzzle> puzzles) {
        long now = clock.getAsLong();
        return inTransaction(db -> {
            int added = 0;
            try (PreparedStatement p = db.prepareStatement("INSERT INTO personal_puzzles (puzzle_id, game_id, move_number,"
                    + " played, puzzle_json, created_ms) VALUES (?,?,?,?,?,?) ON CONFLICT DO NOTHING")) {
                for (PersonalPuzzle pp : puzzles) {
                    p.setString(1, pp.puzzle().id());
                    p.setLong(2, pp.gameId());
                    p.setInt(3, pp.moveNumber());
                    p.setString(4, pp.played());
                    p.setString(5, new PuzzleCollection(List.of(pp.puzzle())).toJson());
                    p.setLong(6, now);
                    added += p.executeUpdate();
                }
            }
            return added;
        });
    }

    /** The result of {@link #scanGames}: games searched this time, puzzles added, puzzles in all. */
    public record ScanResult(int gamesScanned, int added, int total) {}

    /**
     * Searches the finished games in {@code games} not searched before for missed wins of the player
     * (the human's side in games against the computer, both sides in two-player games; games between
     * computers are skipped) and adds them as personal puzzles.
     */
    public ScanResult scanGames(GameStore games) {
        Set<Long> done = scannedGames();
        int scanned = 0, added = 0;
        for (GameSummary g : games.list()) {
            if (g.result() == null || done.contains(g.id())) continue;
            int player = switch (g.mode()) {
                case "hvc" -> g.humanSide();
                case "hvh" -> -1;
                default -> -2;
            };
            if (player != -2) {
                StoredGame game = games.load(g.id()).orElse(null);
                if (game == null) continue;
                added += addPersonal(MissedWins.find(game.id(), game.rule(), game.size(), game.moves(), player));
            }
            markScanned(g.id());
            scanned++;
        }
        return new ScanResult(scanned, added, personalPuzzles().size());
    }

    private Set<Long> scannedGames() {
        Set<Long> ids = new HashSet<>();
        try (Connection db = database.connection(); Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT game_id FROM personal_scanned")) {
            while (r.next()) ids.add(r.getLong(1));
            return ids;
        } catch (SQLException e) {
            throw new StoreException("cannot read the scanned games", e);
        }
    }

    private void markScanned(long gameId) {
        inTransaction(db -> {
            try (PreparedStatement p = db.prepareStatement("INSERT INTO personal_scanned (game_id) VALUES (?) ON CONFLICT DO NOTHING")) {
                p.setLong(1, gameId);
                p.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public void close() {
        if (ownsDatabase) database.close();
    }

    private <T> T inTransaction(Transaction.Work<T> work) {
        return Transaction.run(database, "practice database write", work);
    }
}
