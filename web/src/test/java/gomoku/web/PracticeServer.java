package gomoku.web;

import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import io.javalin.Javalin;
import java.nio.file.Path;
import java.time.Clock;

/** The web app with games and practice over one fresh database, on a free loopback port, for the browser tests. */
final class PracticeServer implements AutoCloseable {
    final GameStore games;
    final SqliteProgressStore progress;
    final GameService service;
    final Javalin app;
    final String base;

    PracticeServer(Path db) {
        games = GameStore.open(db);
        progress = SqliteProgressStore.open(db, System::currentTimeMillis);
        service = new GameService(games, new GameService.Options(1, 4, 1, 16), System::currentTimeMillis);
        app = WebServer.create(service, new PracticeService(PuzzleCollection.bundled(), progress, games, Clock.systemUTC()))
                .start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    @Override
    public void close() {
        app.stop();
        service.close();
        progress.close();
        games.close();
    }
}
