package gomoku.web;

import gomoku.game.puzzle.Progress;
import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import gomoku.game.store.VariationStore;
import gomoku.web.dto.GameSummaryView;
import io.javalin.Javalin;
import java.nio.file.Path;
import java.time.Clock;

/**
 * The whole web app (games, practice, analysis board) over one database, on a free loopback port: the
 * server the browser tests share. {@link #reset} empties what the tests count (games, practice progress)
 * so that each test starts as on a fresh database.
 */
final class TestServer implements AutoCloseable {
    final GameStore games;
    final SqliteProgressStore progress;
    final VariationStore boards;
    final GameService service;
    final BoardEngines engines;
    final Javalin app;
    final String base;

    TestServer(Path db) {
        games = GameStore.open(db);
        progress = SqliteProgressStore.open(db, System::currentTimeMillis);
        boards = VariationStore.open(db, System::currentTimeMillis);
        service = new GameService(games, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
        engines = new BoardEngines(1, 8);
        app = WebServer.create(service, new PracticeService(PuzzleCollection.bundled(), progress, games, Clock.systemUTC()),
                new BoardService(boards, service::record), engines).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    /** Deletes every game (stopping its search) and forgets the practice progress. */
    void reset() {
        for (GameSummaryView g : service.records().list()) service.delete(g.id());
        progress.save(new Progress());
    }

    @Override
    public void close() {
        app.stop();
        engines.close();
        service.close();
        boards.close();
        progress.close();
        games.close();
    }
}
