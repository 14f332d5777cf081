package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.puzzle.Puzzle;
import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import io.javalin.Javalin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The practice API over HTTP on a free port, with a small puzzle set so that opening a level is quick. */
class PracticeApiTest {
    @TempDir
    Path dir;

    private GameStore games;
    private SqliteProgressStore progress;
    private GameService gameService;
    private Javalin app;
    private String base;
    private final HttpClient http = HttpClient.newHttpClient();
    private final ObjectMapper json = new ObjectMapper();

    /** An open three h i j on row {@code row}, white far away: g and k make a flex four, f a four that lets white out. */
    static Puzzle openThree(int row) {
        return new Puzzle("T" + row, Rule.FREESTYLE, 15, List.of("h" + row, "a1", "i" + row, "a3", "j" + row, "a5"),
                Side.BLACK, 1, List.of("g" + row, "f" + row, "k" + row), 2, false);
    }

    static PuzzleCollection smallSet() {
        List<Puzzle> list = new ArrayList<>();
        for (int row = 8; row <= 13; row++) list.add(openThree(row));
        list.add(PuzzleCollection.bundled().atLevel(2).get(0));
        return new PuzzleCollection(list);
    }

    @BeforeEach
    void start() {
        Path db = dir.resolve("p.db");
        games = GameStore.open(db);
        progress = SqliteProgressStore.open(db, System::currentTimeMillis);
        gameService = new GameService(games, new GameService.Options(1, 4, 1, 16), System::currentTimeMillis);
        app = WebServer.create(gameService, new PracticeService(smallSet(), progress, games, Clock.systemUTC()))
                .start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    @AfterEach
    void stop() {
        app.stop();
        gameService.close();
        progress.close();
        games.close();
    }

    private record Answer(int status, JsonNode body) {}

    private Answer call(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30));
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) b.header("Content-Type", "application/json");
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), r.body().isEmpty() ? null : json.readTree(r.body()));
    }

    private JsonNode start(String body) throws Exception {
        Answer a = call("POST", "/api/practice/sessions", body);
        assertThat(a.status()).as(String.valueOf(a.body())).isEqualTo(201);
        return a.body();
    }

    private Answer move(long id, String point) throws Exception {
        return call("POST", "/api/practice/sessions/" + id + "/moves", "{\"move\":\"" + point + "\"}");
    }

    private static void assertError(Answer a, int status, String code) {
        assertThat(a.status()).as(String.valueOf(a.body())).isEqualTo(status);
        assertThat(a.body().get("error").asText()).isEqualTo(code);
        assertThat(a.body().get("message").asText()).isNotBlank();
    }

    /** Solves an open-three puzzle: the four at g, then the five at whichever end white left open. */
    private JsonNode solve(long id, int row) throws Exception {
        Answer first = move(id, "g" + row);
        assertThat(first.body().get("result").asText()).isEqualTo("ACCEPTED");
        String reply = first.body().get("reply").get("name").asText();
        Answer last = move(id, reply.equals("f" + row) ? "k" + row : "f" + row);
        assertThat(last.body().get("result").asText()).isEqualTo("WON");
        return last.body();
    }

    @Test
    void start_next_givesFirstUnsolvedLevelOnePuzzleWithTheBoard() throws Exception {
        JsonNode s = start(null);
        assertThat(s.get("puzzleId").asText()).isEqualTo("T8");
        assertThat(s.get("level").asInt()).isEqualTo(1);
        assertThat(s.get("attacker").asText()).isEqualTo("black");
        assertThat(s.get("stones")).hasSize(6);
        assertThat(s.get("solved").asBoolean()).isFalse();
        JsonNode again = call("GET", "/api/practice/sessions/" + s.get("id").asLong(), null).body();
        assertThat(again.get("puzzleId").asText()).isEqualTo("T8");
    }

    @Test
    void move_alternativeWinningFour_isAcceptedWithTheDefence() throws Exception {
        long id = start("{\"puzzleId\":\"T8\"}").get("id").asLong();
        Answer a = move(id, "k8");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body().get("result").asText()).isEqualTo("ACCEPTED");
        assertThat(a.body().get("reply").get("name").asText()).isIn("g8", "l8");
        assertThat(a.body().get("session").get("stones")).hasSize(8);
    }

    @Test
    void move_losingFour_isRejectedWithoutTheAnswerAndNothingChanges() throws Exception {
        long id = start("{\"puzzleId\":\"T8\"}").get("id").asLong();
        Answer a = move(id, "f8");
        assertThat(a.body().get("result").asText()).isEqualTo("REJECTED");
        assertThat(a.body().get("correct").isNull()).as("the answer is not given away").isTrue();
        assertThat(a.body().get("message").asText()).doesNotContain("winning move");
        assertThat(a.body().get("session").get("stones")).hasSize(6);
        assertThat(a.body().get("session").get("mistakes").asInt()).isEqualTo(1);
    }

    @Test
    void giveUp_showsTheMove_endsTheStreak_andPlayingItOutIsNoSolve() throws Exception {
        long first = start("{\"puzzleId\":\"T8\"}").get("id").asLong();
        solve(first, 8);
        assertThat(call("GET", "/api/practice/progress", null).body().get("streak").asInt()).isEqualTo(1);
        long id = start("{\"puzzleId\":\"T9\"}").get("id").asLong();
        Answer given = call("POST", "/api/practice/sessions/" + id + "/give-up", null);
        assertThat(given.status()).isEqualTo(200);
        assertThat(given.body().get("level").asInt()).isEqualTo(2);
        assertThat(given.body().get("from").get("name").asText()).isIn("g9", "k9");
        JsonNode progress = call("GET", "/api/practice/progress", null).body();
        assertThat(progress.get("streak").asInt()).isZero();
        solve(id, 9);
        assertThat(call("GET", "/api/practice/progress", null).body().get("solved").asInt()).isEqualTo(1);
        assertError(call("POST", "/api/practice/sessions/" + id + "/give-up", null), 409, "PUZZLE_FINISHED");
        assertError(call("POST", "/api/practice/sessions/999/give-up", null), 404, "SESSION_NOT_FOUND");
    }

    @Test
    void hint_firstAreaThenMove() throws Exception {
        long id = start("{\"puzzleId\":\"T9\"}").get("id").asLong();
        JsonNode area = call("POST", "/api/practice/sessions/" + id + "/hint", null).body();
        assertThat(area.get("level").asInt()).isEqualTo(1);
        int x0 = area.get("from").get("x").asInt(), x1 = area.get("to").get("x").asInt();
        int y0 = area.get("from").get("y").asInt(), y1 = area.get("to").get("y").asInt();
        assertThat(x1 - x0).isEqualTo(2);
        assertThat(y1 - y0).isEqualTo(2);
        JsonNode exact = call("POST", "/api/practice/sessions/" + id + "/hint", null).body();
        assertThat(exact.get("level").asInt()).isEqualTo(2);
        int x = exact.get("from").get("x").asInt(), y = exact.get("from").get("y").asInt();
        assertThat(x).isBetween(x0, x1);
        assertThat(y).isBetween(y0, y1);
        assertThat(exact.get("from").get("name").asText()).isIn("g9", "k9");
        assertThat(move(id, exact.get("from").get("name").asText()).body().get("result").asText()).isEqualTo("ACCEPTED");
    }

    @Test
    void fiveSolves_openLevelTwo_andProgressIsInSqlite() throws Exception {
        assertError(call("POST", "/api/practice/sessions", "{\"level\":2}"), 409, "LEVEL_LOCKED");
        JsonNode last = null;
        for (int row = 8; row <= 12; row++) {
            JsonNode s = start("{\"level\":1}");
            assertThat(s.get("puzzleId").asText()).isEqualTo("T" + row);
            last = solve(s.get("id").asLong(), row);
            assertThat(last.get("session").get("solved").asBoolean()).isTrue();
            assertThat(last.get("session").get("bestMs").isNull()).isFalse();
            // Named by its place in the level; the five it ends with is given for the board to strike through.
            assertThat(s.get("number").asInt()).isEqualTo(row - 7);
            int y = 15 - row;
            assertThat(last.get("session").get("winningLine")).hasSize(5)
                    .allSatisfy(p -> assertThat(p.get("y").asInt()).isEqualTo(y));
            assertThat(s.get("winningLine")).isEmpty();
        }
        assertThat(last.get("session").get("openedLevel").asInt()).isEqualTo(2);

        JsonNode p = call("GET", "/api/practice/progress", null).body();
        assertThat(p.get("unlockedLevel").asInt()).isEqualTo(2);
        assertThat(p.get("streak").asInt()).isEqualTo(5);
        assertThat(p.get("solved").asInt()).isEqualTo(5);
        assertThat(p.get("levels").get(0).get("solved").asInt()).isEqualTo(5);
        assertThat(p.get("levels").get(1).get("unlocked").asBoolean()).isTrue();
        assertThat(p.get("best")).hasSize(5);

        // The database holds it, read through a second connection.
        try (SqliteProgressStore other = SqliteProgressStore.open(dir.resolve("p.db"), System::currentTimeMillis)) {
            assertThat(other.load().solvedAtLevel(1)).isEqualTo(5);
            assertThat(other.load().unlockedLevel()).isEqualTo(2);
        }
        assertThat(start("{\"level\":2}").get("level").asInt()).isEqualTo(2);
        assertThat(start(null).get("level").asInt()).isEqualTo(2);
        JsonNode list = call("GET", "/api/practice/puzzles?set=3", null).body();
        assertThat(list).isEmpty();
        JsonNode one = call("GET", "/api/practice/puzzles?set=1", null).body();
        assertThat(one).hasSize(6);
        assertThat(one.get(0).get("solved").asBoolean()).isTrue();
    }

    @Test
    void badRequests_are4xxJsonAndChangeNothing() throws Exception {
        long id = start("{\"puzzleId\":\"T8\"}").get("id").asLong();
        assertError(call("POST", "/api/practice/sessions", "{\"puzzleId\":\"nope\"}"), 404, "PUZZLE_NOT_FOUND");
        assertError(call("POST", "/api/practice/sessions", "{\"level\":9}"), 400, "BAD_REQUEST");
        assertError(call("POST", "/api/practice/sessions", "{\"level\":\"x\"}"), 400, "BAD_REQUEST");
        assertError(call("POST", "/api/practice/sessions", "{\"set\":\"personal\"}"), 404, "NO_PUZZLE");
        assertError(call("POST", "/api/practice/sessions", "not json"), 400, "BAD_REQUEST");
        assertError(call("GET", "/api/practice/sessions/999", null), 404, "SESSION_NOT_FOUND");
        assertError(call("GET", "/api/practice/sessions/abc", null), 404, "SESSION_NOT_FOUND");
        assertError(move(id, "z99"), 400, "INVALID_POSITION");
        assertError(call("POST", "/api/practice/sessions/" + id + "/moves", "{\"x\":15,\"y\":0}"), 400, "INVALID_POSITION");
        assertError(call("POST", "/api/practice/sessions/" + id + "/moves", "{\"x\":1.5,\"y\":0}"), 400, "INVALID_POSITION");
        assertError(call("POST", "/api/practice/sessions/" + id + "/moves", "{\"x\":1}"), 400, "BAD_REQUEST");
        assertError(call("POST", "/api/practice/sessions/" + id + "/moves", "{\"x\":1,\"y\":1,\"z\":1}"), 400, "BAD_REQUEST");
        assertError(move(id, "h8"), 409, "POSITION_OCCUPIED");
        assertError(call("POST", "/api/practice/sessions/" + id + "/undo", null), 404, "NOT_FOUND");
        assertError(call("GET", "/api/practice/puzzles?set=9", null), 400, "BAD_REQUEST");
        JsonNode s = call("GET", "/api/practice/sessions/" + id, null).body();
        assertThat(s.get("stones")).hasSize(6);
        assertThat(s.get("mistakes").asInt()).isZero();
        solve(id, 8);
        assertError(move(id, "c3"), 409, "PUZZLE_FINISHED");
        assertError(call("POST", "/api/practice/sessions/" + id + "/hint", null), 409, "PUZZLE_FINISHED");
    }

    @Test
    void personalScan_missedVcfInStoredGame_becomesAPersonalPuzzle() throws Exception {
        List<int[]> moves = new ArrayList<>();
        for (String m : List.of("h8", "a1", "i8", "a3", "j8", "a5", "c3", "g8", "c5", "k8"))
            moves.add(Notation.parseLiterature(m, 15));
        long gameId = games.create(System.currentTimeMillis(), "hvc", Rule.FREESTYLE, 15, 1, Side.BLACK, moves, "W+", "resignation");
        JsonNode scan = call("POST", "/api/practice/personal/scan", null).body();
        assertThat(scan.get("added").asInt()).isEqualTo(1);
        JsonNode list = call("GET", "/api/practice/puzzles?set=personal", null).body();
        assertThat(list).hasSize(1);
        assertThat(list.get(0).get("id").asText()).isEqualTo("P-" + gameId + "-7");
        assertThat(list.get(0).get("source").asText()).contains("c3");
        JsonNode s = start("{\"set\":\"personal\"}");
        assertThat(s.get("set").asText()).isEqualTo("personal");
        assertThat(s.get("source").asText()).contains("game " + gameId);
        solve(s.get("id").asLong(), 8);
        assertThat(call("GET", "/api/practice/progress", null).body().get("personalSolved").asInt()).isEqualTo(1);
    }
}
