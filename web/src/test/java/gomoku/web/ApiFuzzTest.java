package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import io.javalin.Javalin;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
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
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Random and malformed JSON bodies, ids, moves and query strings on every endpoint of the JSON API
 * (games and practice): the answer is never a server error, every refusal is a 4xx with a JSON error
 * body, and the stored games are exactly as they were (read back from the SQLite file).
 *
 * <p>The targets are a finished game (a five; any move is refused, so every endpoint may be sent its
 * real id except undo, delete and starting an analysis, which are valid on it whatever the body)
 * and an ongoing game, whose move endpoint is sent bodies that cannot be a move object.
 */
class ApiFuzzTest {
    static final int REQUESTS = 1_500;
    private static final ObjectMapper JSON = new ObjectMapper();

    private Path dir;
    private GameStore games;
    private SqliteProgressStore progress;
    private GameService service;
    private Javalin app;
    private String base;
    private long finished;
    private long ongoing;
    private String before;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    /** An endpoint; {@code realIdAllowed}: the finished game's own id may be sent (the request cannot change it). */
    record Endpoint(String method, String path, boolean realIdAllowed) {}

    static final List<Endpoint> ENDPOINTS = List.of(
            new Endpoint("GET", "/api/games", true),
            new Endpoint("POST", "/api/games", true),
            new Endpoint("POST", "/api/games/import", true),
            new Endpoint("GET", "/api/games/{id}", true),
            new Endpoint("DELETE", "/api/games/{id}", false),
            new Endpoint("POST", "/api/games/{id}/moves", true),
            new Endpoint("POST", "/api/games/{id}/undo", false),
            new Endpoint("POST", "/api/games/{id}/resign", true),
            new Endpoint("POST", "/api/games/{id}/resume", true),
            new Endpoint("POST", "/api/games/{id}/hint", true),
            new Endpoint("GET", "/api/games/{id}/export", true),
            new Endpoint("POST", "/api/games/{id}/analysis", false),
            new Endpoint("GET", "/api/games/{id}/analysis", true),
            new Endpoint("DELETE", "/api/games/{id}/analysis", true),
            new Endpoint("GET", "/api/practice/progress", true),
            new Endpoint("GET", "/api/practice/puzzles", true),
            new Endpoint("POST", "/api/practice/sessions", true),
            new Endpoint("GET", "/api/practice/sessions/{id}", true),
            new Endpoint("POST", "/api/practice/sessions/{id}/moves", true),
            new Endpoint("POST", "/api/practice/sessions/{id}/hint", true),
            new Endpoint("POST", "/api/practice/sessions/{id}/give-up", true),
            new Endpoint("POST", "/api/practice/personal/scan", true));

    @BeforeProperty
    void start() throws Exception {
        dir = Files.createTempDirectory("api-fuzz");
        Path db = dir.resolve("fuzz.db");
        games = GameStore.open(db);
        progress = SqliteProgressStore.open(db, System::currentTimeMillis);
        service = new GameService(games, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
        app = WebServer.create(service, new PracticeService(PracticeApiTest.smallSet(), progress, games,
                Clock.systemUTC())).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
        finished = service.create(Mode.HVH, Side.BLACK, 1, Rule.RENJU, 15, 60_000, 600_000).id();
        for (int[] m : new int[][] {{7, 7}, {0, 0}, {8, 7}, {0, 2}, {9, 7}, {0, 4}, {10, 7}, {0, 6}, {11, 7}})
            service.humans().move(finished, m[0], m[1]);
        assertThat(service.get(finished).status()).isEqualTo("black");
        ongoing = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.humans().move(ongoing, 7, 7);
        before = snapshot(finished) + snapshot(ongoing);
    }

    @AfterProperty
    void stop() throws Exception {
        try {
            assertThat(snapshot(finished) + snapshot(ongoing)).as("stored games unchanged").isEqualTo(before);
        } finally {
            app.stop();
            service.close();
            progress.close();
            games.close();
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Property(tries = REQUESTS)
    void anyRequest_isAnsweredWithoutServerError_andChangesNoStoredGame(@ForAll("requests") Request r)
            throws Exception {
        Endpoint e = r.endpoint();
        String id = r.id().equals("REAL") ? String.valueOf(finished) : r.id();
        // A random id may name a real game: the ongoing one only gets the bodies of the other property,
        // and the finished one only the requests that cannot change it.
        if (names(id, ongoing) || names(id, finished) && !e.realIdAllowed()) id = "0";
        // Percent-encoded as a path segment: a blank is %20 (a '+' would reach the server as a plus sign).
        String segment = URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20");
        String path = e.path().replace("{id}", segment) + r.query();
        HttpResponse<String> answer = send(e.method(), path, r.body());
        assertAnswer(answer, e.method() + " " + path + " " + r.body());
        assertThat(snapshot(finished) + snapshot(ongoing)).as("stored games after " + e.method() + " " + path + " "
                + r.body() + " -> " + answer.statusCode()).isEqualTo(before);
    }

    /** Whether the server reads {@code id} as game {@code game}. */
    private static boolean names(String id, long game) {
        try {
            return Long.parseLong(id) == game;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    @Property(tries = 300)
    void noiseAsAMove_onAnOngoingGame_isRefusedAndChangesNothing(@ForAll("notAnObject") String body) throws Exception {
        HttpResponse<String> answer = send("POST", "/api/games/" + ongoing + "/moves", body);
        assertThat(answer.statusCode()).as(body).isEqualTo(400);
        assertAnswer(answer, body);
    }

    private void assertAnswer(HttpResponse<String> answer, String request) throws Exception {
        int status = answer.statusCode();
        assertThat(status).as(request).isLessThan(500);
        if (status >= 400) {
            assertThat(answer.headers().firstValue("Content-Type").orElse("")).as(request + " -> " + status + " "
                    + answer.body()).contains("json");
            JsonNode body = JSON.readTree(answer.body());
            assertThat(body.path("error").asText()).as(request).isNotBlank();
            assertThat(body.path("message").asText()).as(request).isNotBlank();
        }
    }

    private HttpResponse<String> send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) b.header("Content-Type", "application/json");
        HttpRequest request = b.build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            // The server may close a kept-alive connection (after refusing a malformed request) just
            // as the client reuses it: the request then never arrived. Send it once more on a new
            // connection; a server that really drops a request fails again, and the stored games are
            // compared after every request anyway.
            if (!String.valueOf(e.getMessage()).contains("no bytes")) throw e;
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        }
    }

    /** Every stored row of game {@code id} (game, moves, clock, analysis), read straight from the file. */
    private String snapshot(long id) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("fuzz.db"))) {
            return StoredRows.of(c, id, "SELECT * FROM games WHERE id = ?",
                    "SELECT * FROM moves WHERE game_id = ? ORDER BY idx", "SELECT * FROM clocks WHERE game_id = ?",
                    "SELECT * FROM analysis WHERE game_id = ? ORDER BY idx");
        }
    }

    record Request(Endpoint endpoint, String id, String query, String body) {}

    @Provide
    Arbitrary<Request> requests() {
        return Combinators.combine(Arbitraries.of(ENDPOINTS), ids(), queries(), bodies()).as(Request::new);
    }

    @Provide
    Arbitrary<String> notAnObject() {
        return Arbitraries.oneOf(noise(), Arbitraries.of("", "null", "1", "[]", "\"h8\"", "[7,7]", "true"))
                .filter(s -> !s.contains("{"));
    }

    /** "REAL" (the finished game's id where allowed), or something that names no game. */
    private static Arbitrary<String> ids() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.just("REAL")),
                Tuple.of(1, Arbitraries.of("0", "-1", "1e3", "0x10", " 1", "1 ", "+1", "01", "99999999999", "9223372036854775807",
                        "9223372036854775808", "-9223372036854775808", "NaN", "1.0", "%", "..", "../1", "null", "?", "#", "/",
                        "\uFFFD", "\uD800", "a/b", "%2F", ";", "\\")),
                Tuple.of(1, Arbitraries.longs().map(String::valueOf)),
                Tuple.of(1, noise().ofMaxLength(20)));
    }

    private static Arbitrary<String> queries() {
        Arbitrary<String> key = Arbitraries.of("format", "rule", "set", "x", "id", "", "format[]");
        Arbitrary<String> value = Arbitraries.oneOf(Arbitraries.of("psq", "sgf", "PSQ", "renju", "1", "4", "personal",
                "", "-1", "99"), noise().ofMaxLength(12));
        Arbitrary<String> pair = Combinators.combine(key, value)
                .as((k, v) -> URLEncoder.encode(k, StandardCharsets.UTF_8) + "=" + URLEncoder.encode(v, StandardCharsets.UTF_8));
        return Arbitraries.oneOf(Arbitraries.just(""), pair.list().ofMinSize(1).ofMaxSize(3)
                .map(l -> "?" + String.join("&", l)));
    }

    private static Arbitrary<String> bodies() {
        return Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just((String) null)),
                Tuple.of(3, randomObjects()),
                Tuple.of(3, mutated()),
                Tuple.of(1, noise()),
                Tuple.of(1, Arbitraries.of("", "{}", "[]", "null", "{\"x\":", "{\"x\":7,\"y\":7,\"x\":8}",
                        "{\"x\":1e400,\"y\":1}", "{\"x\":\"7\",\"y\":\"7\"}", "{\"move\":[1]}", "\"\\u0000\"",
                        "{\"mode\":null}", "{\"size\":2147483648}", "{\"puzzleId\":\"../../etc\"}")));
    }

    /** JSON objects with the API's field names (and others) holding values of every type. */
    private static Arbitrary<String> randomObjects() {
        Arbitrary<String> key = Arbitraries.of("x", "y", "move", "mode", "color", "level", "rule", "size",
                "moveSeconds", "gameSeconds", "puzzleId", "set", "extra");
        Arbitrary<Object> value = Arbitraries.oneOf(
                Arbitraries.integers().map(i -> (Object) i),
                Arbitraries.of(-1, 0, 7, 14, 15, 20, 22, 3600, 36_001, Integer.MIN_VALUE).map(i -> (Object) i),
                Arbitraries.longs().map(l -> (Object) l),
                Arbitraries.doubles().map(d -> (Object) d),
                Arbitraries.of("h8", "a1", "o15", "p16", "z99", "hvc", "hvh", "cvc", "black", "white", "renju",
                        "freestyle", "T8", "personal", "").map(s -> (Object) s),
                noise().ofMaxLength(10).map(s -> (Object) s),
                Arbitraries.of(true, false).map(b -> (Object) b),
                Arbitraries.just(List.of(1, 2)).map(l -> (Object) l),
                Arbitraries.just(Map.of("x", 1)).map(m -> (Object) m));
        return Arbitraries.maps(key, value.injectNull(0.1)).ofMaxSize(4).map(m -> {
            try {
                return JSON.writeValueAsString(m);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** Valid bodies with a few characters inserted, removed or replaced. */
    private static Arbitrary<String> mutated() {
        Arbitrary<String> seed = Arbitraries.of("{\"x\":7,\"y\":7}", "{\"move\":\"h8\"}", "{\"mode\":\"hvh\"}",
                "{\"mode\":\"hvc\",\"color\":\"white\",\"level\":1,\"rule\":\"renju\",\"size\":15}",
                "{\"puzzleId\":\"T8\"}", "{\"level\":1}", "{\"set\":\"personal\"}",
                "1. h8\n2. i9\n", "(;GM[4]SZ[15];B[hh];W[ii])", "15,15\n7,7,1\n8,8,1\n");
        Arbitrary<List<Integer>> edits = Arbitraries.integers().between(0, 100_000).list().ofMinSize(1).ofMaxSize(4);
        return Combinators.combine(seed, edits).as((s, list) -> {
            StringBuilder b = new StringBuilder(s);
            for (int e : list) {
                int at = e % (b.length() + 1);
                char c = (char) (32 + e % 95);
                switch (e % 3) {
                    case 0 -> b.insert(at, c);
                    case 1 -> { if (at < b.length()) b.deleteCharAt(at); }
                    default -> { if (at < b.length()) b.setCharAt(at, c); }
                }
            }
            return b.toString();
        });
    }

    private static net.jqwik.api.arbitraries.StringArbitrary noise() {
        return Arbitraries.strings().all().ofMaxLength(80);
    }
}
