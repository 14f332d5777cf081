package gomoku.game.store;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.game.variation.VariationTree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

/** The game store in a SQLite file, and files made before versioned migrations. */
class SqliteGameStoreTest extends GameStoreTest {
    @TempDir
    Path dir;

    @Override
    String newTarget() {
        return dir.resolve("sub/g.db").toString();
    }

    /**
     * The tables exactly as the store made them before migrations (CREATE TABLE IF NOT EXISTS, run by
     * each store on open), with a row in each.
     */
    private static void writeFileOfTheLastRelease(Path file) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            for (String sql : List.of(
                    "CREATE TABLE IF NOT EXISTS games ( id INTEGER PRIMARY KEY AUTOINCREMENT,"
                            + " created_ms INTEGER NOT NULL, updated_ms INTEGER NOT NULL,"
                            + " mode TEXT NOT NULL, rule TEXT NOT NULL, size INTEGER NOT NULL, level INTEGER NOT NULL,"
                            + " human_side INTEGER NOT NULL, result TEXT, reason TEXT)",
                    "CREATE TABLE IF NOT EXISTS moves ( game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                            + " idx INTEGER NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL, PRIMARY KEY (game_id, idx))",
                    "CREATE TABLE IF NOT EXISTS analysis ( game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                            + " idx INTEGER NOT NULL, score INTEGER NOT NULL, mate INTEGER NOT NULL,"
                            + " black_win REAL NOT NULL, depth INTEGER NOT NULL, best TEXT, line TEXT NOT NULL,"
                            + " PRIMARY KEY (game_id, idx))",
                    "CREATE TABLE IF NOT EXISTS clocks ( game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                            + " move_ms INTEGER NOT NULL, game_ms INTEGER NOT NULL,"
                            + " black_used_ms INTEGER NOT NULL, white_used_ms INTEGER NOT NULL)",
                    "CREATE TABLE IF NOT EXISTS seats ( game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                            + " seat INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT, PRIMARY KEY (game_id, seat))",
                    "CREATE TABLE IF NOT EXISTS game_links ( game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                            + " invite_code TEXT, watch_code TEXT NOT NULL, listed INTEGER NOT NULL, free_seat INTEGER)",
                    "CREATE TABLE IF NOT EXISTS openings ( game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                            + " rule TEXT NOT NULL, human_seat TEXT, choices TEXT NOT NULL)",
                    "CREATE TABLE IF NOT EXISTS practice_solves ( puzzle_id TEXT PRIMARY KEY, level INTEGER NOT NULL,"
                            + " best_ms INTEGER NOT NULL, solved_ms INTEGER NOT NULL)",
                    "CREATE TABLE IF NOT EXISTS practice_state ( id INTEGER PRIMARY KEY CHECK (id = 1), streak INTEGER NOT NULL)",
                    "CREATE TABLE IF NOT EXISTS personal_puzzles ( puzzle_id TEXT PRIMARY KEY, game_id INTEGER NOT NULL,"
                            + " move_number INTEGER NOT NULL, played TEXT NOT NULL, puzzle_json TEXT NOT NULL,"
                            + " created_ms INTEGER NOT NULL)",
                    "CREATE TABLE IF NOT EXISTS personal_scanned (game_id INTEGER PRIMARY KEY)",
                    "CREATE TABLE IF NOT EXISTS analysis_boards ( id INTEGER PRIMARY KEY AUTOINCREMENT, size INTEGER NOT NULL,"
                            + " rule TEXT NOT NULL, current_node INTEGER NOT NULL, title TEXT NOT NULL, updated_ms INTEGER NOT NULL)",
                    "CREATE TABLE IF NOT EXISTS analysis_nodes ( board_id INTEGER NOT NULL, node_id INTEGER NOT NULL,"
                            + " parent_id INTEGER NOT NULL, ord INTEGER NOT NULL, colour INTEGER NOT NULL, x INTEGER NOT NULL,"
                            + " y INTEGER NOT NULL, comment TEXT NOT NULL, PRIMARY KEY (board_id, node_id))",
                    "INSERT INTO games VALUES (1, 5, 6, 'hvh', 'freestyle', 15, 1, -1, 'B+', 'five')",
                    "INSERT INTO games VALUES (2, 7, 9, 'online', 'renju', 15, 1, -1, NULL, NULL)",
                    "INSERT INTO moves VALUES (1, 0, 7, 7), (1, 1, 8, 8), (1, 2, 7, 8), (2, 0, 7, 7)",
                    "INSERT INTO analysis VALUES (1, 0, 12, 0, 0.5, 9, '7,7', '7,7 8,8')",
                    "INSERT INTO clocks VALUES (2, 15000, 300000, 1200, 0)",
                    "INSERT INTO seats VALUES (2, 0, 'hash-black', 'Ann')",
                    "INSERT INTO game_links VALUES (2, 'inv', 'watch', 1, 1)",
                    "INSERT INTO openings VALUES (2, 'swap', NULL, 'white')",
                    "INSERT INTO practice_solves VALUES ('A', 1, 5000, 100)",
                    "INSERT INTO practice_state VALUES (1, 3)",
                    "INSERT INTO analysis_boards VALUES (1, 15, 'freestyle', 0, 'empty board', 11)",
                    "INSERT INTO analysis_nodes VALUES (1, 0, -1, 0, 0, -1, -1, 'root')"))
                s.execute(sql);
        }
    }

    @Test
    void open_aFileOfTheLastRelease_migratesItKeepingEveryRow() throws Exception {
        Path file = dir.resolve("old.db");
        writeFileOfTheLastRelease(file);
        try (Database db = Database.open(file.toString(), 2);
             GameStore games = GameStore.on(db);
             SqliteProgressStore progress = SqliteProgressStore.on(db, () -> 0);
             VariationStore boards = VariationStore.on(db, () -> 0)) {
            assertThat(games.list()).extracting(GameSummary::id).containsExactly(2L, 1L);
            StoredGame first = games.load(1).orElseThrow();
            assertThat(first.moves()).containsExactly(new int[] {7, 7}, new int[] {8, 8}, new int[] {7, 8});
            assertThat(first.result()).isEqualTo("B+");
            assertThat(games.loadAnalysis(1)).singleElement().satisfies(a -> assertThat(a.best()).containsExactly(7, 7));
            assertThat(games.loadClock(2)).contains(new StoredClock(15000, 300000, 1200, 0));
            assertThat(games.seats(2)).singleElement().satisfies(seat -> assertThat(seat.name()).isEqualTo("Ann"));
            assertThat(games.linkByInvite("inv")).hasValueSatisfying(l -> assertThat(l.gameId()).isEqualTo(2));
            assertThat(games.loadOpening(2)).contains(new StoredOpening("swap", null, "white"));
            assertThat(progress.load().solvedCount()).isEqualTo(1);
            assertThat(progress.load().streak()).isEqualTo(3);
            assertThat(boards.load(1)).hasValueSatisfying(b -> assertThat(b.title()).isEqualTo("empty board"));
            // New rows continue the old ids.
            assertThat(games.create(10, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(), null, null)).isEqualTo(3);
            assertThat(boards.create(new VariationTree(15, Rule.FREESTYLE), 0, "new")).isEqualTo(2);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT version FROM flyway_schema_history WHERE success ORDER BY installed_rank")) {
            assertThat(r.next()).isTrue();
            assertThat(r.getString(1)).isEqualTo("0");
            assertThat(r.next()).isTrue();
            assertThat(r.getString(1)).isEqualTo("1");
        }
    }

    /**
     * {@code last-release.db} was written by the stores of the release before migrations (the program
     * is beside it, MakeFixture.java.txt): every game, seat, link, opening, analysis, clock, practice
     * solve, personal puzzle and analysis board is still there after the migration.
     */
    @Test
    void open_theFileTheLastReleaseWrote_keepsEverything() throws Exception {
        Path file = dir.resolve("last-release.db");
        try (var in = getClass().getResourceAsStream("last-release.db")) {
            java.nio.file.Files.copy(in, file);
        }
        try (Database db = Database.open(file.toString(), 2);
             GameStore games = GameStore.on(db);
             SqliteProgressStore progress = SqliteProgressStore.on(db, () -> 0);
             VariationStore boards = VariationStore.on(db, () -> 0)) {
            assertThat(games.list()).extracting(GameSummary::id).containsExactlyInAnyOrder(1L, 2L, 3L);
            StoredGame a = games.load(1).orElseThrow();
            assertThat(a.moves()).containsExactly(new int[] {7, 7}, new int[] {8, 8}, new int[] {7, 8}, new int[] {6, 6});
            assertThat(a.rule()).isEqualTo(Rule.RENJU);
            assertThat(a.result()).isEqualTo("W+R");
            assertThat(games.loadAnalysis(1)).singleElement().satisfies(x -> assertThat(x.blackWin()).isEqualTo(0.61));
            assertThat(games.loadClock(1)).contains(new StoredClock(15_000, 600_000, 4_000, 3_000));
            assertThat(games.seats(1)).extracting(StoredSeat::tokenHash).containsExactly("owner-hash");
            assertThat(games.seats(2)).extracting(StoredSeat::name).containsExactly("Ann", "Bob");
            assertThat(games.link(2)).contains(new GameLink(2, null, "watch1", true, -1));
            assertThat(games.loadOpening(2)).contains(new StoredOpening("swap", "second", "white"));
            assertThat(games.load(3).orElseThrow().size()).isEqualTo(20);
            assertThat(progress.load().solvedCount()).isEqualTo(1);
            assertThat(progress.solvedAtMs("F-13c6b931cc824771")).isEqualTo(1_700_000_000_000L);
            VariationStore.Saved board = boards.load(1).orElseThrow();
            assertThat(board.title()).isEqualTo("study");
            assertThat(board.tree().nodes()).hasSize(4);
            // Writing goes on where the old ids stopped.
            assertThat(games.create(4000, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(), null, null)).isEqualTo(4);
        }
    }

    /**
     * {@code release-v1.db} was written by the release with schema version 1 (the program is beside it,
     * MakeFixtureV1.java.txt): a game against the computer with a clock, a finished game, a swap2 game
     * between browsers and an open challenge. Migrated to the current version, every game replays to
     * the position it had, and a change can be written at its starting version.
     */
    @Test
    void open_theFileOfTheVersion1Release_migratesAndEveryGameReplays() throws Exception {
        Path file = dir.resolve("release-v1.db");
        try (var in = getClass().getResourceAsStream("release-v1.db")) {
            java.nio.file.Files.copy(in, file);
        }
        try (Database db = Database.open(file.toString(), 2); GameStore games = GameStore.on(db)) {
            assertThat(games.list()).extracting(GameSummary::id).containsExactlyInAnyOrder(1L, 2L, 3L, 4L);
            for (GameSummary summary : games.list()) {
                GameSnapshot s = games.snapshot(summary.id()).orElseThrow();
                assertThat(s.version()).isZero();
                gomoku.game.play.PlaySession replayed = gomoku.game.play.PlaySession.replay(s.game(),
                        gomoku.game.play.PlayClock.of(s.clock(), 0), s.opening());
                assertThat(replayed.state().moveCount()).as("game %d replays every move", summary.id())
                        .isEqualTo(s.game().moves().size());
            }
            GameSnapshot clocked = games.snapshot(1).orElseThrow();
            assertThat(clocked.game().moves()).hasSize(4);
            assertThat(clocked.clock()).isEqualTo(new StoredClock(15_000, 600_000, 5_000, 5_000, -1));
            assertThat(games.loadAnalysis(1)).hasSize(1);
            gomoku.game.play.PlaySession won = gomoku.game.play.PlaySession.replay(games.load(2).orElseThrow(),
                    gomoku.game.play.PlayClock.none(0));
            assertThat(won.storedResult()).isEqualTo("B+");
            GameSnapshot swap2 = games.snapshot(3).orElseThrow();
            assertThat(swap2.opening()).isEqualTo(new StoredOpening("swap2", null, "two black"));
            assertThat(swap2.seats()).extracting(StoredSeat::name).containsExactly("Ann", "Bob");
            assertThat(gomoku.game.play.PlaySession.replay(swap2.game(), gomoku.game.play.PlayClock.none(0),
                    swap2.opening()).openingChoices()).hasSize(2);
            assertThat(swap2.offer()).isNull();
            assertThat(games.snapshot(4).orElseThrow().link().waiting()).isTrue();

            assertThat(games.update(3, 0, new GameUpdate(6, List.of(new int[] {11, 11}), null, null,
                    swap2.clock(), swap2.opening(), "draw", 1, 9_000))).isEqualTo(1);
            assertThat(games.snapshot(3).orElseThrow().game().moves()).hasSize(7);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT MAX(CAST(version AS INTEGER)) FROM flyway_schema_history WHERE success")) {
            assertThat(r.next()).isTrue();
            assertThat(r.getInt(1)).isEqualTo(2);
        }
    }

    @Test
    void open_aFileWithOnlyTheOldestTables_addsTheOthers() throws Exception {
        Path file = dir.resolve("oldest.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, created_ms INTEGER NOT NULL,"
                    + " updated_ms INTEGER NOT NULL, mode TEXT NOT NULL, rule TEXT NOT NULL, size INTEGER NOT NULL,"
                    + " level INTEGER NOT NULL, human_side INTEGER NOT NULL, result TEXT, reason TEXT)");
            s.execute("CREATE TABLE moves (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                    + " idx INTEGER NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL, PRIMARY KEY (game_id, idx))");
            s.execute("INSERT INTO games VALUES (1, 5, 6, 'hvh', 'freestyle', 15, 1, -1, 'B+', 'five')");
            s.execute("INSERT INTO moves VALUES (1, 0, 7, 7)");
        }
        try (GameStore store = GameStore.open(file)) {
            StoredGame g = store.load(1).orElseThrow();
            assertThat(g.moves()).containsExactly(new int[] {7, 7});
            assertThat(g.result()).isEqualTo("B+");
            assertThat(store.loadOpening(1)).isEmpty();
            assertThat(store.setOpening(1, new StoredOpening("swap", null, "white"))).isTrue();
        }
    }
}
