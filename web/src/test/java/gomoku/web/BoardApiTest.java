package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.core.Rule;
import gomoku.game.record.GameRecord;
import gomoku.game.store.VariationStore;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The analysis board's JSON API and live-analysis WebSocket against a real server on a free port. */
class BoardApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A stored game the boards can open: h8 h9 i8 i9 j8 in freestyle. */
    private static final GameRecord GAME = new GameRecord(15, Rule.FREESTYLE,
            List.of(new int[] {7, 7}, new int[] {7, 6}, new int[] {8, 7}, new int[] {8, 6}, new int[] {9, 7}));

    @TempDir
    Path dir;
    final HttpClient http = HttpClient.newHttpClient();
    VariationStore store;
    BoardEngines engines;
    Javalin app;
    String base;

    @BeforeEach
    void start() {
        startServer();
    }

    private void startServer() {
        store = VariationStore.open(dir.resolve("boards.db"), System::currentTimeMillis);
        engines = new BoardEngines(1, 8);
        BoardService boards = new BoardService(store, id -> {
            if (id != 7) throw new IllegalArgumentException("no game");
            return GAME;
        });
        GameService games = new GameService(gomoku.game.store.GameStore.open(dir.resolve("games.db")),
                new GameService.Options(1, 4, 1, 16), System::currentTimeMillis);
        app = WebServer.create(games, null, boards, engines).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    @AfterEach
    void stop() {
        app.stop();
        engines.close();
        store.close();
    }

    private HttpResponse<String> send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path));
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private JsonNode ok(String method, String path, String body) throws Exception {
        HttpResponse<String> r = send(method, path, body);
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 201);
        return JSON.readTree(r.body());
    }

    private JsonNode move(long id, String body) throws Exception {
        return ok("POST", "/api/boards/" + id + "/moves", body);
    }

    private static JsonNode node(JsonNode board, int id) {
        for (JsonNode n : board.get("nodes")) if (n.get("id").asInt() == id) return n;
        throw new AssertionError("no node " + id);
    }

    private static List<String> stones(JsonNode board) {
        List<String> out = new ArrayList<>();
        board.get("stones").forEach(s -> out.add(s.get("name").asText()));
        return out;
    }

    @Test
    void branchPromoteDeleteComment_andEverythingSurvivesARestart() throws Exception {
        JsonNode b = ok("POST", "/api/boards", "{\"rule\":\"renju\",\"moves\":\"h8 h9\"}");
        long id = b.get("id").asLong();
        assertThat(stones(b)).containsExactly("h8", "h9");
        int h9 = b.get("current").asInt();
        JsonNode j10 = move(id, "{\"x\":9,\"y\":5}");
        assertThat(j10.get("toMove").asText()).isEqualTo("white");
        // Back to h9 and another move: a branch.
        ok("POST", "/api/boards/" + id + "/current", "{\"node\":" + h9 + "}");
        JsonNode g10 = move(id, "{\"x\":6,\"y\":5}");
        int g10id = g10.get("current").asInt();
        assertThat(node(g10, h9).get("children")).hasSize(2);
        assertThat(node(g10, h9).get("children").get(1).asInt()).isEqualTo(g10id);
        // The same move again goes to the existing node.
        assertThat(move(id, "{\"x\":6,\"y\":5,\"from\":" + h9 + "}").get("nodes")).hasSize(g10.get("nodes").size());
        // A stone of a chosen colour: white twice.
        JsonNode w = move(id, "{\"x\":0,\"y\":0,\"colour\":\"white\"}");
        assertThat(w.get("toMove").asText()).isEqualTo("black");
        int wid = w.get("current").asInt();
        JsonNode promoted = ok("POST", "/api/boards/" + id + "/nodes/" + g10id + "/promote", null);
        assertThat(node(promoted, h9).get("children").get(0).asInt()).isEqualTo(g10id);
        JsonNode commented = ok("PUT", "/api/boards/" + id + "/nodes/" + g10id + "/comment", "{\"text\":\"solid\"}");
        assertThat(node(commented, g10id).get("comment").asText()).isEqualTo("solid");
        JsonNode deleted = ok("DELETE", "/api/boards/" + id + "/nodes/" + wid, null);
        assertThat(deleted.get("current").asInt()).as("the shown move was deleted: its parent is shown").isEqualTo(g10id);
        String sgf = send("GET", "/api/boards/" + id + "/export?format=sgf", null).body();
        assertThat(sgf).contains("(;B[gf]C[solid])").contains("(;B[jf])");

        app.stop();
        engines.close();
        store.close();
        startServer();

        JsonNode again = ok("GET", "/api/boards/" + id, null);
        assertThat(again.get("current").asInt()).isEqualTo(g10id);
        assertThat(node(again, h9).get("children")).extracting(JsonNode::asInt).containsExactly(g10id, j10.get("current").asInt());
        assertThat(node(again, g10id).get("comment").asText()).isEqualTo("solid");
        assertThat(send("GET", "/api/boards/" + id + "/export?format=sgf", null).body()).isEqualTo(sgf);
        assertThat(ok("GET", "/api/boards", null).get(0).get("id").asLong()).isEqualTo(id);
    }

    @Test
    void badRequests_get4xxWithACode_andChangeNothing() throws Exception {
        long id = ok("POST", "/api/boards", "{\"rule\":\"renju\",\"moves\":\"h7 a1 h9 a2 g8 a3 i8 a5\"}").get("id").asLong();
        String before = send("GET", "/api/boards/" + id, null).body();
        assertThat(forbiddenNames(JSON.readTree(before))).containsExactly("h8");
        String[][] cases = {
            {"POST", "/api/boards/" + id + "/moves", "{\"x\":7,\"y\":7}", "409", "FORBIDDEN_MOVE"},
            {"POST", "/api/boards/" + id + "/moves", "{\"x\":7,\"y\":8}", "409", "POSITION_OCCUPIED"},
            {"POST", "/api/boards/" + id + "/moves", "{\"x\":15,\"y\":0}", "400", "INVALID_POSITION"},
            {"POST", "/api/boards/" + id + "/moves", "{\"x\":1,\"y\":1,\"colour\":\"red\"}", "400", "BAD_REQUEST"},
            {"POST", "/api/boards/" + id + "/moves", "{\"x\":1}", "400", "BAD_REQUEST"},
            {"POST", "/api/boards/" + id + "/moves", "{\"x\":1,\"y\":1,\"from\":999}", "404", "NODE_NOT_FOUND"},
            {"POST", "/api/boards/" + id + "/moves", "not json", "400", "BAD_REQUEST"},
            {"DELETE", "/api/boards/" + id + "/nodes/0", null, "400", "BAD_REQUEST"},
            {"POST", "/api/boards/99/moves", "{\"x\":1,\"y\":1}", "404", "BOARD_NOT_FOUND"},
            {"POST", "/api/boards", "{\"sgf\":\"(;GM[1])\"}", "400", "BAD_RECORD"},
            {"POST", "/api/boards", "{\"gameId\":8}", "404", "GAME_NOT_FOUND"},
            {"POST", "/api/boards", "{\"size\":30}", "400", "BAD_REQUEST"},
            {"POST", "/api/boards/" + id + "/threats", "{\"kind\":\"vcx\"}", "400", "BAD_REQUEST"},
            {"GET", "/api/boards/" + id + "/export?format=doc", null, "400", "BAD_REQUEST"},
        };
        for (String[] c : cases) {
            HttpResponse<String> r = send(c[0], c[1], c[2]);
            assertThat(r.statusCode()).as(String.join(" ", c) + " -> " + r.body()).isEqualTo(Integer.parseInt(c[3]));
            assertThat(JSON.readTree(r.body()).get("error").asText()).as(c[1]).isEqualTo(c[4]);
        }
        assertThat(send("GET", "/api/boards/" + id, null).body()).isEqualTo(before);
    }

    private static List<String> forbiddenNames(JsonNode board) {
        List<String> out = new ArrayList<>();
        board.get("forbidden").forEach(p -> out.add(p.get("name").asText()));
        return out;
    }

    @Test
    void storedGame_opensAtTheShownMove_withTheRefutationAsABranch() throws Exception {
        JsonNode b = ok("POST", "/api/boards", "{\"gameId\":7,\"ply\":3,\"branch\":[[8,8],[9,9]]}");
        assertThat(stones(b)).containsExactly("h8", "h9", "i8", "i7", "j6");
        JsonNode third = b.get("nodes").get(3);
        assertThat(third.get("name").asText()).isEqualTo("i8");
        assertThat(third.get("children")).hasSize(2);
        assertThat(node(b, third.get("children").get(0).asInt()).get("name").asText()).as("the game stays the main line").isEqualTo("i9");
        assertThat(send("GET", "/api/boards/" + b.get("id").asLong() + "/export?format=psq", null).body()).contains("8,8").contains("10,8");
    }

    @Test
    void sgfImport_keepsVariations_andPsqImportPlaysTheGame() throws Exception {
        String sgf = "(;FF[4]GM[4]SZ[15]RU[freestyle];B[hh](;W[ig]C[main];B[jf])(;W[gg]))\n";
        JsonNode b = ok("POST", "/api/boards", JSON.writeValueAsString(java.util.Map.of("sgf", sgf)));
        assertThat(b.get("nodes")).hasSize(5);
        assertThat(send("GET", "/api/boards/" + b.get("id").asLong() + "/export", null).body()).isEqualTo(sgf.replace("(;W[ig]", "\n(;W[ig]").replace("(;W[gg]", "\n(;W[gg]"));
    }

    @Test
    void threats_findTheVcfForEitherColour_orSayHowFarTheyLooked() throws Exception {
        // Black h8 i8 j8 (open three) and white stones far away, white to move: black has a VCF, white none.
        long id = ok("POST", "/api/boards", "{\"moves\":\"h8 a1 i8 a3 j8\"}").get("id").asLong();
        JsonNode black = ok("POST", "/api/boards/" + id + "/threats", "{\"kind\":\"vcf\",\"side\":\"black\"}");
        assertThat(black.get("found").asBoolean()).isTrue();
        assertThat(black.get("line").get(0).get("name").asText()).isIn("g8", "k8", "f8", "l8");
        JsonNode white = ok("POST", "/api/boards/" + id + "/threats", "{\"kind\":\"vct\"}");
        assertThat(white.get("side").asText()).isEqualTo("white");
        assertThat(white.get("found").asBoolean()).isFalse();
        assertThat(white.get("maxAttacks").asInt()).isPositive();
        assertThat(white.get("maxNodes").asLong()).isPositive();
        assertThat(white.get("nodes").asLong()).isPositive().isLessThanOrEqualTo(white.get("maxNodes").asLong() + 1000);
    }

    @Test
    void webSocket_streamsCandidates_restartsOnANewPosition_andOneClientBlocksNoOther() throws Exception {
        long id = ok("POST", "/api/boards", "{\"moves\":\"h8 h9 i8\"}").get("id").asLong();
        int node = ok("GET", "/api/boards/" + id, null).get("current").asInt();
        BlockingQueue<JsonNode> events = new LinkedBlockingQueue<>();
        WebSocket ws = socket(events);
        ws.sendText("{\"type\":\"analyze\",\"board\":" + id + ",\"node\":" + node + ",\"multipv\":3}", true).join();
        JsonNode e = awaitEvent(events, ev -> ev.path("type").asText().startsWith("analysis") && ev.get("candidates").size() == 3
                && ev.get("depth").asInt() >= 2);
        assertThat(e.get("node").asInt()).isEqualTo(node);
        JsonNode first = e.get("candidates").get(0);
        assertThat(first.get("pv").get(0).get("name").asText()).isEqualTo(first.get("name").asText());
        assertThat(first.get("winChance").asDouble()).isBetween(0.0, 1.0);
        List<String> names = new ArrayList<>();
        e.get("candidates").forEach(c -> names.add(c.get("name").asText()));
        assertThat(names).doesNotHaveDuplicates();

        // A second client finds the only engine busy.
        BlockingQueue<JsonNode> other = new LinkedBlockingQueue<>();
        WebSocket ws2 = socket(other);
        ws2.sendText("{\"type\":\"analyze\",\"board\":" + id + ",\"node\":0}", true).join();
        assertThat(awaitEvent(other, ev -> ev.has("error")).get("error").asText()).isEqualTo("BUSY");

        // The first client moves on: its analysis restarts on the new position.
        int parent = node(ok("GET", "/api/boards/" + id, null), node).get("parent").asInt();
        ws.sendText("{\"type\":\"analyze\",\"board\":" + id + ",\"node\":" + parent + ",\"multipv\":2}", true).join();
        JsonNode moved = awaitEvent(events, ev -> ev.path("node").asInt(-1) == parent && ev.path("candidates").size() == 2);
        assertThat(moved.get("board").asLong()).isEqualTo(id);
        ws.sendText("{\"type\":\"stop\"}", true).join();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (engines.busyEngines() > 0 && System.nanoTime() < deadline) Thread.onSpinWait();
        assertThat(engines.busyEngines()).isZero();

        // Now the other client gets the engine; closing its socket stops its analysis.
        ws2.sendText("{\"type\":\"analyze\",\"board\":" + id + ",\"node\":0}", true).join();
        assertThat(awaitEvent(other, ev -> ev.path("type").asText().startsWith("analysis")).get("candidates").get(0).get("name").asText())
                .isEqualTo("h8");
        ws2.sendText("{\"type\":\"analyze\",\"board\":" + id + ",\"node\":0,\"multipv\":9}", true).join();
        assertThat(awaitEvent(other, ev -> ev.has("error")).get("error").asText()).isEqualTo("BAD_REQUEST");
        ws2.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (engines.busyEngines() > 0 && System.nanoTime() < deadline) Thread.onSpinWait();
        assertThat(engines.busyEngines()).isZero();
    }

    private WebSocket socket(BlockingQueue<JsonNode> events) {
        return http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + app.port() + "/ws/boards"),
                new JsonCollector(JSON, events)).join();
    }

    private static JsonNode awaitEvent(BlockingQueue<JsonNode> events, java.util.function.Predicate<JsonNode> wanted) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        List<JsonNode> seen = new ArrayList<>();
        while (System.nanoTime() < deadline) {
            JsonNode e = events.poll(1, TimeUnit.SECONDS);
            if (e != null && wanted.test(e)) return e;
            if (e != null && seen.size() < 5) seen.add(e);
        }
        throw new AssertionError("no such event in 30 s; first others: " + seen);
    }
}
