package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.store.GameStore;
import io.javalin.Javalin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The JSON API and the WebSocket against a real server on a free port. */
class ApiTest {
    static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path dir;
    GameStore store;
    GameService service;
    Javalin app;
    String base;
    final HttpClient http = HttpClient.newHttpClient();
    final TokenJar jar = new TokenJar();

    @BeforeEach
    void start() {
        store = GameStore.open(dir.resolve("api.db"));
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
        app = WebServer.create(service).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    @AfterEach
    void stop() {
        app.stop();
        service.close();
        store.close();
    }

    record Reply(int status, JsonNode json, String text) {}

    Reply send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = jar.remember(http.send(jar.sign(b, path).build(), HttpResponse.BodyHandlers.ofString()));
        JsonNode json = null;
        try {
            json = r.body().isEmpty() ? null : JSON.readTree(r.body());
        } catch (Exception e) {
            // not JSON (export)
        }
        return new Reply(r.statusCode(), json, r.body());
    }

    long newGame(String body) throws Exception {
        Reply r = send("POST", "/api/games", body);
        assertThat(r.status()).isEqualTo(201);
        return r.json().get("id").asLong();
    }

    void assertError(Reply r, int status, String code) {
        assertThat(r.status()).isEqualTo(status);
        assertThat(r.json().get("error").asText()).isEqualTo(code);
        assertThat(r.json().get("message").asText()).isNotBlank();
    }

    @Test
    void hintWhenTheEngineFails_is500EngineFailed_andTheGameGoesOn() throws Exception {
        long id = newGame("{\"mode\":\"hvh\",\"rule\":\"freestyle\",\"size\":15}");
        service.setBeforeSearch(() -> {
            throw new IllegalStateException("engine failure forced by the test");
        });
        assertError(send("POST", "/api/games/" + id + "/hint", null), 500, "ENGINE_FAILED");
        service.setBeforeSearch(() -> {});
        assertThat(send("POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}").status()).isEqualTo(200);
        assertThat(send("POST", "/api/games/" + id + "/hint", null).status()).isEqualTo(200);
    }

    @Test
    void playUndoHintResign_throughHttp() throws Exception {
        long id = newGame("{\"mode\":\"hvh\",\"rule\":\"freestyle\",\"size\":15}");
        assertThat(send("POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}").json().get("moves")).hasSize(1);
        Reply moved = send("POST", "/api/games/" + id + "/moves", "{\"x\":8,\"y\":6}");
        assertThat(moved.status()).isEqualTo(200);
        assertThat(moved.json().get("moves").get(1).get("name").asText()).isEqualTo("i9");
        assertThat(moved.json().get("pos").asText()).isEqualTo("h8i7");

        Reply hint = send("POST", "/api/games/" + id + "/hint", null);
        assertThat(hint.status()).isEqualTo(200);
        assertThat(hint.json().get("name").asText()).matches("[a-o]\\d{1,2}");

        Reply undo = send("POST", "/api/games/" + id + "/undo", null);
        assertThat(undo.json().get("moves")).hasSize(1);
        Reply resign = send("POST", "/api/games/" + id + "/resign", null);
        assertThat(resign.json().get("result").asText()).isEqualTo("B+R");
        assertThat(send("GET", "/api/games/" + id, null).json().get("status").asText()).isEqualTo("black");
    }

    @Test
    void listLoadExportImportDelete() throws Exception {
        long id = newGame("{\"mode\":\"hvh\",\"rule\":\"renju\"}");
        send("POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}");
        send("POST", "/api/games/" + id + "/moves", "{\"move\":\"j9\"}");
        Reply list = mine();
        assertThat(list.json()).hasSize(1);
        assertThat(list.json().get(0).get("moves").asInt()).isEqualTo(2);
        assertThat(list.json().get(0).get("rule").asText()).isEqualTo("renju");

        Reply sgf = send("GET", "/api/games/" + id + "/export?format=sgf", null);
        assertThat(sgf.status()).isEqualTo(200);
        assertThat(sgf.text()).startsWith("(;");
        Reply imported = send("POST", "/api/games/import", sgf.text());
        assertThat(imported.status()).isEqualTo(201);
        assertThat(imported.json().get("moves").get(1).get("name").asText()).isEqualTo("j9");
        assertThat(imported.json().get("rule").asText()).isEqualTo("renju");

        Reply psq = send("GET", "/api/games/" + id + "/export?format=psq", null);
        Reply fromPsq = send("POST", "/api/games/import?format=psq&rule=renju", psq.text());
        assertThat(fromPsq.json().get("pos").asText()).isEqualTo(imported.json().get("pos").asText());
        assertThat(mine().json()).hasSize(3);
        // Another browser (no tokens) lists none of them: they are this browser's games.
        assertThat(send("GET", "/api/games", null).json()).isEmpty();

        assertThat(send("DELETE", "/api/games/" + id, null).status()).isEqualTo(204);
        assertError(send("GET", "/api/games/" + id, null), 404, "GAME_NOT_FOUND");
        assertThat(mine().json()).hasSize(2);
    }

    /** The games this test's browser holds a seat token of. */
    Reply mine() throws Exception {
        StringBuilder b = new StringBuilder("{\"games\":[");
        jar.tokens.forEach((id, token) -> b.append(b.charAt(b.length() - 1) == '[' ? "" : ",")
                .append("{\"id\":").append(id).append(",\"token\":\"").append(token).append("\"}"));
        return send("POST", "/api/games/mine", b.append("]}").toString());
    }

    @Test
    void everyErrorCode_is4xxWithJson_andChangesNothing() throws Exception {
        long id = newGame("{\"mode\":\"hvh\",\"rule\":\"renju\"}");
        for (String m : new String[] {"h8", "i7", "h6", "g7", "g9", "j10", "j9", "g11"})
            assertThat(send("POST", "/api/games/" + id + "/moves", "{\"move\":\"" + m + "\"}").status()).isEqualTo(200);
        String before = send("GET", "/api/games/" + id, null).text();

        String moves = "/api/games/" + id + "/moves";
        assertError(send("POST", moves, "{\"move\":\"h9\"}"), 409, "FORBIDDEN_MOVE");
        assertThat(send("POST", moves, "{\"move\":\"h9\"}").json().get("message").asText()).contains("double-three");
        // The parameters a page needs to word the refusal in its own language.
        assertThat(send("POST", moves, "{\"move\":\"h9\"}").json().get("params").get("kind").asText()).isEqualTo("double-three");
        assertThat(send("POST", moves, "{\"move\":\"h9\"}").json().get("params").get("point").asText()).isEqualTo("h9");
        assertError(send("POST", moves, "{\"move\":\"h8\"}"), 409, "POSITION_OCCUPIED");
        assertThat(send("POST", moves, "{\"move\":\"h8\"}").json().get("params").get("point").asText()).isEqualTo("h8");
        assertThat(send("GET", "/api/games/987654", null).json().get("params").get("id").asText()).isEqualTo("987654");
        assertError(send("POST", moves, "{\"move\":\"z99\"}"), 400, "INVALID_POSITION");
        assertError(send("POST", moves, "{\"x\":-1,\"y\":3}"), 400, "INVALID_POSITION");
        assertError(send("POST", moves, "{\"x\":15,\"y\":3}"), 400, "INVALID_POSITION");
        assertError(send("POST", moves, "{nonsense"), 400, "BAD_REQUEST");
        assertError(send("POST", moves, "{\"x\":1}"), 400, "BAD_REQUEST");
        assertError(send("POST", moves, "{\"x\":\"a\",\"y\":1}"), 400, "BAD_REQUEST");
        assertError(send("POST", moves, "{\"x\":1,\"y\":1,\"evil\":1}"), 400, "BAD_REQUEST");
        assertError(send("POST", "/api/games/987/moves", "{\"move\":\"a1\"}"), 404, "GAME_NOT_FOUND");
        assertError(send("POST", "/api/games/xyz/moves", "{\"move\":\"a1\"}"), 404, "GAME_NOT_FOUND");
        assertError(send("POST", "/api/games", "{\"level\":9}"), 400, "BAD_REQUEST");
        assertError(send("POST", "/api/games", "{\"size\":16}"), 400, "BAD_REQUEST");
        assertError(send("POST", "/api/games", "{\"rule\":\"caro\"}"), 400, "BAD_REQUEST");
        assertError(send("POST", "/api/games", "{\"mode\":\"x\"}"), 400, "BAD_REQUEST");
        assertError(send("POST", "/api/games/import", "this is no record"), 400, "BAD_REQUEST");
        assertError(send("POST", "/api/games/import?format=sgf", "(;GM[4]FF[4]SZ[15];B[hh];W[hh])"), 400, "BAD_REQUEST");
        assertError(send("POST", "/api/games/import", "x".repeat(GameController.MAX_IMPORT_BYTES + 1)), 413, "PAYLOAD_TOO_LARGE");
        assertError(send("GET", "/api/games/" + id + "/export?format=doc", null), 400, "BAD_REQUEST");
        assertError(send("GET", "/api/nothing", null), 404, "NOT_FOUND");

        assertThat(send("GET", "/api/games/" + id, null).text()).isEqualTo(before);
        assertThat(mine().json()).hasSize(1);

        // A finished game refuses moves; a computer's turn refuses the human.
        send("POST", "/api/games/" + id + "/resign", null);
        assertError(send("POST", moves, "{\"move\":\"a1\"}"), 409, "GAME_FINISHED");
        // Level 5 thinks seconds a move, so the game cannot be over before the two requests (at
        // level 1 a whole computer game could end first, and the move was refused as GAME_FINISHED).
        long cvc = newGame("{\"mode\":\"cvc\",\"level\":5}");
        assertError(send("POST", "/api/games/" + cvc + "/moves", "{\"move\":\"a1\"}"), 409, "NOT_YOUR_TURN");
        assertError(send("POST", "/api/games/" + cvc + "/hint", null), 409, "NOT_YOUR_TURN");
    }

    @Test
    void staticFiles_comeFromTheJarOnly() throws Exception {
        Reply index = send("GET", "/", null);
        assertThat(index.status()).isEqualTo(200);
        assertThat(index.text()).contains("<svg id=\"board\"");
        assertThat(send("GET", "/app.js", null).text()).contains("openSocket");
        HttpRequest raw = HttpRequest.newBuilder(URI.create(base + "/%2e%2e/%2e%2e/pom.xml")).build();
        assertThat(http.send(raw, HttpResponse.BodyHandlers.ofString()).body()).doesNotContain("<project");
    }

    @Test
    void webSocket_pushesStateThenSearchProgressAndComputerMove() throws Exception {
        long id = newGame("{\"mode\":\"hvc\",\"color\":\"black\",\"level\":1,\"rule\":\"freestyle\"}");
        BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        WebSocket ws = http.newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + app.port() + "/ws/games/" + id), new JsonCollector(JSON, messages))
                .get(10, TimeUnit.SECONDS);
        try {
            JsonNode first = messages.poll(10, TimeUnit.SECONDS);
            assertThat(first.get("type").asText()).isEqualTo("state");
            assertThat(first.get("game").get("id").asLong()).isEqualTo(id);
            send("POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}");
            boolean sawSearch = false;
            JsonNode answered = null;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (answered == null && System.nanoTime() < deadline) {
                JsonNode m = messages.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (m == null) break;
                if (m.get("type").asText().equals("search")) sawSearch = true;
                if (m.get("type").asText().equals("state") && m.get("game").get("moves").size() == 2)
                    answered = m;
            }
            assertThat(answered).as("computer's move pushed").isNotNull();
            assertThat(answered.get("game").get("thinking").asBoolean()).isFalse();
            assertThat(sawSearch).as("search progress pushed").isTrue();
        } finally {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(5, TimeUnit.SECONDS);
        }
    }
}
