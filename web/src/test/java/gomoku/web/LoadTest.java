package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.store.GameStore;
import io.javalin.Javalin;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * 50 concurrent computer-vs-human games over HTTP: each client plays a move, then waits on the
 * game's WebSocket until the computer answers. Reports computer moves per second and p50/p99 latency of the non-engine requests.
 * Not in the default suite: {@code ./mvnw -B verify -Pslow -pl web -am -Dtest=LoadTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class LoadTest {
    @TempDir
    Path dir;

    @Test
    void fiftyGames_computerMovesAndRequestLatency() throws Exception {
        int games = 50, movesPerGame = 6;
        try (GameStore store = GameStore.open(dir.resolve("load.db"));
             GameService service = new GameService(store)) {
            Javalin app = WebServer.create(service).start("127.0.0.1", 0);
            String base = "http://127.0.0.1:" + app.port();
            HttpClient http = HttpClient.newHttpClient();
            ObjectMapper json = new ObjectMapper();
            List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
            AtomicLong computerMoves = new AtomicLong();
            ExecutorService clients = Executors.newFixedThreadPool(games);
            long start = System.nanoTime();
            List<Future<?>> done = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                int seed = g;
                done.add(clients.submit(() -> {
                    long id = json.readTree(timed(http, latencies, base, "POST", "/api/games",
                            "{\"mode\":\"hvc\",\"level\":1,\"rule\":\"freestyle\"}")).get("id").asLong();
                    BlockingQueue<JsonNode> pushed = new LinkedBlockingQueue<>();
                    WebSocket ws = http.newWebSocketBuilder().buildAsync(
                            URI.create("ws://127.0.0.1:" + app.port() + "/ws/games/" + id), new JsonCollector(json, pushed))
                            .get(10, TimeUnit.SECONDS);
                    try {
                    for (int i = 0; i < movesPerGame; i++) {
                        var view = json.readTree(timed(http, latencies, base, "GET", "/api/games/" + id, null));
                        if (!view.get("status").asText().equals("ongoing")) break;
                        int x = (seed + i * 3) % 15, y = (i * 2 + seed / 15) % 15;
                        var moved = json.readTree(timed(http, latencies, base, "POST", "/api/games/" + id + "/moves",
                                "{\"x\":" + x + ",\"y\":" + y + "}"));
                        if (moved.has("error")) continue;      // occupied point: try the next one
                        if (!moved.get("status").asText().equals("ongoing")) break;
                        int expected = view.get("moves").size() + 2;
                        // Wait for the computer's answer on the game's WebSocket, with a deadline.
                        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                        JsonNode now = null;
                        while (System.nanoTime() < deadline) {
                            JsonNode m = pushed.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                            if (m == null) break;
                            if (!m.get("type").asText().equals("state")) continue;
                            JsonNode game = m.get("game");
                            if (game.get("moves").size() >= expected || !game.get("status").asText().equals("ongoing")) {
                                now = game;
                                break;
                            }
                        }
                        if (now == null) throw new AssertionError("game " + id + ": no computer move within 60 s");
                        if (now.get("moves").size() >= expected) computerMoves.incrementAndGet();
                        if (!now.get("status").asText().equals("ongoing")) break;
                    }
                    } finally {
                        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(10, TimeUnit.SECONDS);
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) f.get();
            double seconds = (System.nanoTime() - start) / 1e9;
            clients.shutdown();
            app.stop();
            List<Long> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            long p50 = sorted.get(sorted.size() / 2), p99 = sorted.get((int) (sorted.size() * 0.99));
            System.out.printf("load: %d games, %d computer moves in %.1f s = %.1f moves/s; %d requests, p50 %.2f ms, p99 %.2f ms%n",
                    games, computerMoves.get(), seconds, computerMoves.get() / seconds, sorted.size(), p50 / 1e6, p99 / 1e6);
            assertThat(computerMoves.get()).isGreaterThan(0);
        }
    }

    private static final TokenJar JAR = new TokenJar();

    private static String timed(HttpClient http, List<Long> latencies, String base, String method, String path,
                                String body) throws Exception {
        HttpRequest r = JAR.sign(HttpRequest.newBuilder(URI.create(base + path)), path).method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build();
        long t = System.nanoTime();
        HttpResponse<String> res = JAR.remember(http.send(r, HttpResponse.BodyHandlers.ofString()));
        latencies.add(System.nanoTime() - t);
        return res.body();
    }
}
