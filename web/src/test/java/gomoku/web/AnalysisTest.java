package gomoku.web;

import gomoku.game.play.Mode;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.store.GameStore;
import gomoku.web.dto.AnalysisEvent;
import gomoku.web.dto.AnalysisView;
import gomoku.web.dto.MistakeView;
import gomoku.web.dto.PositionView;
import io.javalin.Javalin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Post-game analysis: every position evaluated, mistakes flagged with their refutation, kept in the store. */
class AnalysisTest {
    @TempDir
    Path dir;

    /**
     * Black builds a four on row 8 (f8 g8 h8 i8, e8 blocked) while white plays elsewhere and never
     * blocks j8 (move 8, white walks into a loss); black then plays m3 instead of the five (move 9,
     * a missed win); white blocks.
     */
    static final int[][] GAME = {{5, 7}, {4, 7}, {6, 7}, {0, 0}, {7, 7}, {0, 2}, {8, 7}, {0, 4}, {12, 12}, {9, 7}};

    static GameService service(GameStore store, int analysisMs) {
        return new GameService(store, new GameService.Options(1, 4, 1, 64, analysisMs), System::currentTimeMillis);
    }

    static AnalysisView awaitDone(GameService service, long id, BlockingQueue<Object> events) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        AnalysisView last = service.analysis(id);
        while (!last.status().equals("done") && System.nanoTime() < deadline) {
            Object e = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (e instanceof AnalysisEvent a) last = a.analysis();
        }
        assertThat(last.status()).as("analysis finished in time").isEqualTo("done");
        return last;
    }

    @Test
    void missedFiveAndUnblockedFour_flaggedWithLine_storedAcrossRestart() throws Exception {
        Path db = dir.resolve("a.db");
        long id;
        AnalysisView done;
        try (GameStore store = GameStore.open(db); GameService service = service(store, 100)) {
            id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
            for (int[] m : GAME) service.humans().move(id, m[0], m[1]);
            service.humans().resign(id);
            assertThat(service.analysis(id).status()).isEqualTo("none");

            BlockingQueue<Object> events = new LinkedBlockingQueue<>();
            try (AutoCloseable sub = service.subscribe(id, events::add)) {
                AnalysisView started = service.startAnalysis(id);
                assertThat(started.status()).isEqualTo("running");
                assertThat(started.total()).isEqualTo(GAME.length + 1);
                assertThat(started.analysed()).isZero();
                // Asking again while it runs does not start a second run.
                assertThat(service.startAnalysis(id).status()).isEqualTo("running");
                done = awaitDone(service, id, events);
            }
            assertThat(done.analysed()).isEqualTo(GAME.length + 1);
            assertThat(done.positions()).allSatisfy(p -> assertThat(p.blackWin()).isBetween(0.0, 1.0));
            // After f8 g8 h8 i8 with j8 open, black to move wins at once.
            assertThat(done.positions().get(8).mate()).isPositive();
            assertThat(done.positions().get(8).blackWin()).isEqualTo(1.0);
            assertThat(done.positions().get(8).best().name()).isEqualTo("j8");
            assertThat(done.positions().get(9).blackWin()).isLessThan(1.0);

            MistakeView missed = done.mistakes().stream().filter(m -> m.index() == 8).findFirst().orElseThrow();
            assertThat(missed.kind()).isEqualTo("missed-win");
            assertThat(missed.color()).isEqualTo("black");
            assertThat(missed.played().name()).isEqualTo("m3");
            assertThat(missed.lineFrom()).isEqualTo(8);
            assertThat(missed.line()).first().satisfies(p -> assertThat(p.name()).isEqualTo("j8"));
            MistakeView blunder = done.mistakes().stream().filter(m -> m.index() == 7).findFirst().orElseThrow();
            assertThat(blunder.kind()).isEqualTo("into-loss");
            assertThat(blunder.color()).isEqualTo("white");
            assertThat(blunder.lineFrom()).isEqualTo(8);
            assertThat(blunder.line()).extracting(p -> p.name()).startsWith("j8");
        }
        // A new server on the same file has the analysis without searching again.
        try (GameStore store = GameStore.open(db); GameService fresh = service(store, 100)) {
            AnalysisView again = fresh.analysis(id);
            assertThat(again.status()).isEqualTo("done");
            assertThat(again.positions()).isEqualTo(done.positions());
            assertThat(again.mistakes()).isEqualTo(done.mistakes());
            // Starting it again reuses the stored positions and is done at once.
            assertThat(fresh.startAnalysis(id).status()).isEqualTo("done");
            // An undo keeps the analysis of the positions that remain.
            fresh.humans().undo(id);
            AnalysisView afterUndo = fresh.analysis(id);
            assertThat(afterUndo.total()).isEqualTo(GAME.length);
            assertThat(afterUndo.analysed()).isEqualTo(GAME.length);
            assertThat(afterUndo.status()).isEqualTo("done");
        }
    }

    /**
     * Black's j8 would make two open threes (h8 i8 on row 8, j10 j11 on column j): a forced win the
     * VCF check cannot see (no four yet), found by the search. Black plays m3 instead and white blocks.
     * (White's stones on the edge help nothing: black has wins by threes earlier too.)
     */
    static final String[] DOUBLE_THREE = "h8 a1 i8 a3 j10 a5 j11 o15 m3 j8".split(" ");

    /** Plays {@code moves} (names) on a fresh game; the game's id. */
    static long play(GameService service, Rule rule, String... moves) {
        long id = service.create(Mode.HVH, Side.BLACK, 1, rule, 15).id();
        for (String m : moves) {
            int[] p = gomoku.game.notation.Notation.parseLiterature(m, 15);
            service.humans().move(id, p[0], p[1]);
        }
        return id;
    }

    /** Whether {@code line} played after the first {@code from} of {@code moves} ends with {@code winner}'s five. */
    static boolean endsInFive(String[] moves, int from, java.util.List<String> line, int winner) {
        gomoku.engine.board.GameState state = new gomoku.engine.board.GameState(15, Rule.FREESTYLE);
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of(moves).subList(0, from));
        all.addAll(line);
        for (String m : all) {
            int[] p = gomoku.game.notation.Notation.parseLiterature(m, 15);
            if (state.isOver() || state.play(p[0], p[1]) != gomoku.engine.board.MoveCheck.LEGAL) return false;
        }
        return state.isOver() && state.result() == winner;
    }

    @Test
    void everyMistakesLine_foundByTheSearch_isPlayedOutToTheFive() throws Exception {
        // 400 ms a position, so that the searches find the wins even on a loaded machine.
        try (GameStore store = GameStore.open(dir.resolve("w.db")); GameService service = service(store, 400)) {
            long id = play(service, Rule.FREESTYLE, DOUBLE_THREE);
            BlockingQueue<Object> events = new LinkedBlockingQueue<>();
            AnalysisView done;
            try (AutoCloseable sub = service.subscribe(id, events::add)) {
                service.startAnalysis(id);
                done = awaitDone(service, id, events);
            }
            // Black is winning from early on here (white plays on the edge), so which moves are flagged
            // depends on how deep each timed search gets; every flagged move's line must reach the five.
            assertThat(done.mistakes()).as("mistakes found").isNotEmpty();
            for (MistakeView m : done.mistakes()) {
                java.util.List<String> line = m.line().stream().map(p -> p.name()).toList();
                int winner = m.lineFrom() % 2 == 0 ? Side.BLACK : Side.WHITE;
                assertThat(endsInFive(DOUBLE_THREE, m.lineFrom(), line, winner)).as(m.kind() + " at move " + (m.index() + 1)
                        + ": " + line + " ends in the winner's five").isTrue();
            }
        }
    }

    @Test
    void whiteWinningByAForbiddenBlock_lineEndsWithBlacksNonBlockAndWhitesFive() throws Exception {
        // Renju: h8 is a double three for black; white's d4 makes a four whose only block is h8.
        String[] moves = "h7 e5 h9 f6 g8 g7 i8 a15 c3 o15 i9".split(" ");
        try (GameStore store = GameStore.open(dir.resolve("f.db")); GameService service = service(store, 50)) {
            long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.RENJU, 15).id();
            for (String m : moves) {
                int[] p = gomoku.game.notation.Notation.parseLiterature(m, 15);
                service.humans().move(id, p[0], p[1]);
            }
            BlockingQueue<Object> events = new LinkedBlockingQueue<>();
            AnalysisView done;
            try (AutoCloseable sub = service.subscribe(id, events::add)) {
                service.startAnalysis(id);
                done = awaitDone(service, id, events);
            }
            PositionView last = done.positions().get(moves.length);
            assertThat(last.mate()).isPositive();
            assertThat(last.line()).extracting(p -> p.name()).hasSize(3).startsWith("d4").endsWith("h8");
        }
    }

    @Test
    void httpApi_startProgressStop_andBadInput() throws Exception {
        ObjectMapper json = new ObjectMapper();
        HttpClient http = HttpClient.newHttpClient();
        try (GameStore store = GameStore.open(dir.resolve("h.db")); GameService service = service(store, 3_000)) {
            Javalin app = WebServer.create(service).start("127.0.0.1", 0);
            try {
                String base = "http://127.0.0.1:" + app.port();
                long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
                for (int i = 0; i < 6; i++) service.humans().move(id, GAME[i][0], GAME[i][1]);
                String before = json.writeValueAsString(service.get(id));

                HttpResponse<String> none = send(http, "GET", base + "/api/games/" + id + "/analysis");
                assertThat(none.statusCode()).isEqualTo(200);
                assertThat(json.readTree(none.body()).get("status").asText()).isEqualTo("none");

                HttpResponse<String> start = send(http, "POST", base + "/api/games/" + id + "/analysis");
                assertThat(start.statusCode()).isEqualTo(202);
                JsonNode started = json.readTree(start.body());
                assertThat(started.get("status").asText()).isEqualTo("running");
                assertThat(started.get("total").asInt()).isEqualTo(7);
                assertThat(started.get("moveMs").asLong()).isEqualTo(3_000);

                // 3 s per position: stopping comes long before the end.
                HttpResponse<String> stop = send(http, "DELETE", base + "/api/games/" + id + "/analysis");
                assertThat(stop.statusCode()).isEqualTo(200);
                JsonNode stopped = json.readTree(stop.body());
                assertThat(stopped.get("status").asText()).isEqualTo("cancelled");
                assertThat(stopped.get("analysed").asInt()).isLessThan(7);
                assertThat(json.writeValueAsString(service.get(id))).isEqualTo(before);

                for (String[] bad : new String[][] {{"POST", "/api/games/999/analysis"}, {"GET", "/api/games/x/analysis"},
                        {"DELETE", "/api/games/0/analysis"}}) {
                    HttpResponse<String> r = send(http, bad[0], base + bad[1]);
                    assertThat(r.statusCode()).isEqualTo(404);
                    assertThat(json.readTree(r.body()).get("error").asText()).isEqualTo("GAME_NOT_FOUND");
                }
            } finally {
                app.stop();
            }
        }
    }

    static HttpResponse<String> send(HttpClient http, String method, String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).method(method, HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
