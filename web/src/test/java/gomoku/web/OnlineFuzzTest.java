package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.store.GameStore;
import io.javalin.Javalin;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A third client against games between browsers: random and replayed seat tokens (other games', other
 * seats', codes used as tokens), random ids, moves, offers, answers and colour choices on every game
 * endpoint and the online ones. Whatever it sends, the answer is never a server error, every refusal is
 * a JSON 4xx, and the target games are exactly as they were: their stored rows (game, moves, clock,
 * seats, links, opening) and what the server holds in memory (position, result, open offer, opening).
 *
 * <p>The targets: a game being played with a draw offer open (the third client must not answer it),
 * a swap2 game whose colour choice is due, a game against nobody owned by one browser, and a finished game.
 */
class OnlineFuzzTest {
    static final ObjectMapper JSON = new ObjectMapper();

    private Path dir;
    private GameStore store;
    private GameService service;
    private Javalin app;
    private String base;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final TokenJar alice = new TokenJar();
    private final TokenJar bob = new TokenJar();
    private final List<Long> targets = new ArrayList<>();
    /** Tokens and codes the third client replays: seats of the decoy game, used invitation codes, watch codes. */
    private final List<String> replayed = new ArrayList<>();
    private final List<String> watchCodes = new ArrayList<>();
    private String before;

    record Endpoint(String method, String path) {}

    static final List<Endpoint> ENDPOINTS = List.of(
            new Endpoint("GET", "/api/games/{id}"),
            new Endpoint("DELETE", "/api/games/{id}"),
            new Endpoint("POST", "/api/games/{id}/moves"),
            new Endpoint("POST", "/api/games/{id}/undo"),
            new Endpoint("POST", "/api/games/{id}/resign"),
            new Endpoint("POST", "/api/games/{id}/resume"),
            new Endpoint("POST", "/api/games/{id}/hint"),
            new Endpoint("POST", "/api/games/{id}/analysis"),
            new Endpoint("DELETE", "/api/games/{id}/analysis"),
            new Endpoint("GET", "/api/games/{id}/export"),
            new Endpoint("GET", "/api/games/{id}/seat"),
            new Endpoint("POST", "/api/games/{id}/offers"),
            new Endpoint("POST", "/api/games/{id}/offers/answer"),
            new Endpoint("POST", "/api/games/{id}/choice"),
            new Endpoint("POST", "/api/games/mine"),
            new Endpoint("GET", "/api/online"),
            new Endpoint("GET", "/api/online/invitations/{code}"),
            new Endpoint("POST", "/api/online/join"));

    @BeforeProperty
    void start() throws Exception {
        dir = Files.createTempDirectory("online-fuzz");
        store = GameStore.open(dir.resolve("fuzz.db"));
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
        app = WebServer.create(service).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();

        long playing = started("none", 60);
        move(alice, playing, "h8");
        move(bob, playing, "h9");
        send(alice, "POST", "/api/games/" + playing + "/offers", "{\"kind\":\"draw\"}", null, null);
        long choosing = started("swap2", 600);
        for (String m : new String[] {"h8", "h9", "j8"}) move(alice, choosing, m);
        HttpResponse<String> own = send(alice, "POST", "/api/games", "{\"mode\":\"hvh\",\"rule\":\"renju\"}", null, null);
        long owned = JSON.readTree(own.body()).get("id").asLong();
        move(alice, owned, "h8");
        long finished = started("none", 0);
        send(bob, "POST", "/api/games/" + finished + "/resign", null, null, null);
        targets.addAll(List.of(playing, choosing, owned, finished));
        long decoy = started("none", 0);
        replayed.add(alice.tokens.get(decoy));
        replayed.add(bob.tokens.get(decoy));
        assertThat(JSON.readTree(send(alice, "GET", "/api/games/" + choosing, null, null, null).body())
                .get("opening").get("phase").asText()).isEqualTo("choose-after-three");
        before = snapshot();
    }

    /** A game between Alice (first) and Bob; its used invitation code and watch code are kept for replay. */
    private long started(String opening, int gameSeconds) throws Exception {
        JsonNode made = JSON.readTree(send(alice, "POST", "/api/online/games", "{\"rule\":\"freestyle\",\"color\":\"black\","
                + "\"opening\":\"" + opening + "\",\"gameSeconds\":" + gameSeconds + "}", null, null).body());
        long id = made.get("game").get("id").asLong();
        String code = made.get("inviteCode").asText();
        assertThat(send(bob, "POST", "/api/online/join", "{\"code\":\"" + code + "\"}", null, null).statusCode()).isEqualTo(200);
        replayed.add(code);
        watchCodes.add(made.get("watchCode").asText());
        replayed.add(made.get("watchCode").asText());
        return id;
    }

    private void move(TokenJar who, long id, String point) throws Exception {
        assertThat(send(who, "POST", "/api/games/" + id + "/moves", "{\"move\":\"" + point + "\"}", null, null).statusCode())
                .isEqualTo(200);
    }

    @AfterProperty
    void stop() throws Exception {
        try {
            assertThat(snapshot()).as("target games unchanged").isEqualTo(before);
        } finally {
            app.stop();
            service.close();
            store.close();
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    record Request(Endpoint endpoint, int target, String id, String token, String watch, String body) {}

    @Property(tries = 1_000)
    void aThirdClient_neverChangesAGame(@ForAll("requests") Request r) throws Exception {
        String id = r.id() != null ? r.id() : String.valueOf(targets.get(r.target()));
        String segment = URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20");
        String path = r.endpoint().path().replace("{id}", segment).replace("{code}", segment);
        HttpResponse<String> answer = send(null, r.endpoint().method(), path, r.body(), r.token(), r.watch());
        String request = r.endpoint().method() + " " + path + " token=" + r.token() + " body=" + r.body();
        int status = answer.statusCode();
        assertThat(status).as(request).isLessThan(500);
        if (status >= 400) {
            assertThat(answer.headers().firstValue("Content-Type").orElse("")).as(request).contains("json");
            JsonNode body = JSON.readTree(answer.body());
            assertThat(body.path("error").asText()).as(request).isNotBlank();
            assertThat(body.path("message").asText()).as(request).isNotBlank();
        }
        // Nothing that answers a third client carries a seat token.
        assertThat(answer.headers().firstValue(OnlineController.TOKEN_HEADER)).as(request).isEmpty();
        for (TokenJar jar : new TokenJar[] {alice, bob})
            for (String token : jar.tokens.values()) assertThat(answer.body()).as(request).doesNotContain(token);
        assertThat(snapshot()).as("after " + request + " -> " + status).isEqualTo(before);
    }

    @Provide
    Arbitrary<Request> requests() {
        Arbitrary<String> ids = Arbitraries.oneOf(Arbitraries.just((String) null), Arbitraries.just((String) null),
                Arbitraries.of("0", "-1", "999999", "x", "1.5", "9223372036854775808", ""),
                Arbitraries.longs().between(1, 12).map(String::valueOf));
        Arbitrary<String> tokens = Arbitraries.oneOf(Arbitraries.just((String) null),
                Arbitraries.integers().between(0, 100).map(i -> replayed.get(i % replayed.size())),
                Arbitraries.strings().alpha().numeric().withChars('-', '_').ofMinLength(0).ofMaxLength(40),
                Arbitraries.strings().all().ofMaxLength(20).filter(s -> s.chars().allMatch(c -> c >= 32 && c < 127)));
        Arbitrary<String> watches = Arbitraries.oneOf(Arbitraries.just((String) null),
                Arbitraries.integers().between(0, 100).map(i -> watchCodes.get(i % watchCodes.size())),
                Arbitraries.strings().alpha().ofMaxLength(16));
        Arbitrary<String> bodies = Arbitraries.oneOf(Arbitraries.just((String) null),
                Arbitraries.of("{\"move\":\"j10\"}", "{\"x\":3,\"y\":3}", "{\"move\":\"h8\"}", "{\"kind\":\"draw\"}",
                        "{\"kind\":\"takeback\"}", "{\"accept\":true}", "{\"accept\":false}", "{\"choice\":\"black\"}",
                        "{\"choice\":\"white\"}", "{\"choice\":\"two\"}", "{}", "[]", "{\"games\":[{\"id\":1,\"token\":\"x\"}]}",
                        "{\"code\":\"x\",\"name\":\"Eve\"}", "{\"kind\":null}", "{\"accept\":\"yes\"}", "not json"),
                Arbitraries.integers().between(0, 100).map(i -> "{\"code\":\"" + replayed.get(i % replayed.size()) + "\"}"));
        return Combinators.combine(Arbitraries.of(ENDPOINTS), Arbitraries.integers().between(0, 3), ids, tokens, watches, bodies)
                .as(Request::new);
    }

    private HttpResponse<String> send(TokenJar jar, String method, String path, String body, String token, String watch)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (jar != null) jar.sign(b, path);
        if (token != null) b.header(OnlineController.TOKEN_HEADER, token);
        if (watch != null) b.header(OnlineController.WATCH_HEADER, watch);
        if (body != null) b.header("Content-Type", "application/json");
        HttpRequest request = b.build();
        HttpResponse<String> r;
        try {
            r = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            // A kept-alive connection the server closed after a malformed request: send once more.
            if (!String.valueOf(e.getMessage()).contains("no bytes")) throw e;
            r = http.send(request, HttpResponse.BodyHandlers.ofString());
        }
        return jar == null ? r : jar.remember(r);
    }

    /** The targets' stored rows and what the server holds of them in memory. */
    private String snapshot() throws Exception {
        StringBuilder out = new StringBuilder();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("fuzz.db"))) {
            for (long id : targets) {
                out.append(StoredRows.of(c, id, "SELECT * FROM games WHERE id = ?",
                        "SELECT * FROM moves WHERE game_id = ? ORDER BY idx", "SELECT * FROM clocks WHERE game_id = ?",
                        "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", "SELECT * FROM game_links WHERE game_id = ?",
                        "SELECT * FROM openings WHERE game_id = ?"));
                var g = service.get(id);
                out.append(g.pos()).append(' ').append(g.status()).append(' ').append(g.result()).append(' ')
                        .append(g.online() == null ? "" : g.online().offer() + "/" + g.online().offerBy())
                        .append(' ').append(g.opening()).append('\n');
            }
        }
        return out.toString();
    }
}
