package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.core.Rule;
import gomoku.game.store.Database;
import gomoku.game.store.GameLink;
import gomoku.game.store.GameStore;
import gomoku.game.store.TestPostgres;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Many games between browsers at once, each player making a move every few seconds, with a spectator
 * per game: on two servers (separate JVMs) sharing one PostgreSQL database, black's player on one and
 * white's and the spectator on the other; and on one server with its SQLite file, for comparison.
 * Reports the games held, the open WebSockets, moves per second and the latency from sending a move
 * to the opponent's board showing it (p50, p90, p99, max). Not in the default suite:
 *
 * <pre>./mvnw -B verify -Pslow -pl web -am -Dtest=OnlineLoadTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dload.games=1000 -Dload.seconds=60 -Dload.intervalMs=3000</pre>
 *
 * The games are stored directly (the per-address limit on new games keeps one client from making a
 * thousand through the API); everything after that goes through HTTP and the WebSockets.
 */
@Tag("slow")
class OnlineLoadTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int GAMES = Integer.getInteger("load.games", 1000);
    private static final int SECONDS = Integer.getInteger("load.seconds", 60);
    private static final int INTERVAL_MS = Integer.getInteger("load.intervalMs", 3000);

    @TempDir
    Path dir;

    @Test
    void twoServersOnPostgresql() throws Exception {
        String db = TestPostgres.newDatabase();
        try (ServerProcess a = new ServerProcess(db, "a", 16, List.of());
             ServerProcess b = new ServerProcess(db, "b", 16, List.of())) {
            run("two servers, PostgreSQL", db, a, b);
        }
    }

    @Test
    void oneServerOnSqlite() throws Exception {
        String db = dir.resolve("load.db").toString();
        try (ServerProcess a = new ServerProcess(db, "a", 8, List.of())) {
            run("one server, SQLite", null, a, a);
        }
    }

    /** One game: its seats' tokens, its moves, when each move was sent. */
    private static final class Game {
        final long id;
        final String[] tokens = new String[2];
        final int[] order;
        final long[] sentNs = new long[226];
        final AtomicInteger next = new AtomicInteger();
        volatile boolean over;

        Game(long id, Random random) {
            this.id = id;
            Integer[] points = new Integer[225];
            for (int i = 0; i < 225; i++) points[i] = i;
            Collections.shuffle(Arrays.asList(points), random);
            order = Arrays.stream(points).mapToInt(Integer::intValue).toArray();
        }
    }

    private void run(String what, String postgresUrl, ServerProcess black, ServerProcess white) throws Exception {
        List<Game> games = seed(postgresUrl != null ? postgresUrl : dir.resolve("load.db").toString());
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        List<Long> answers = Collections.synchronizedList(new ArrayList<>());
        AtomicLong errors = new AtomicLong(), moves = new AtomicLong(), finished = new AtomicLong();
        List<WebSocket> sockets = Collections.synchronizedList(new ArrayList<>());

        long connectStart = System.nanoTime();
        List<CompletableFuture<WebSocket>> opening = new ArrayList<>();
        for (Game g : games) {
            // Each player's board: the opponent's moves arrive here, and are timed.
            opening.add(follow(http, black, g, g.tokens[0], view -> seen(g, view, 1, latencies)));
            opening.add(follow(http, white, g, g.tokens[1], view -> seen(g, view, 0, latencies)));
            opening.add(follow(http, white, g, null, view -> {}));   // the spectator
        }
        for (CompletableFuture<WebSocket> f : opening) sockets.add(f.get(60, TimeUnit.SECONDS));
        double connectSeconds = (System.nanoTime() - connectStart) / 1e9;

        ScheduledExecutorService clock = Executors.newScheduledThreadPool(4);
        Random random = new Random(1);
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(SECONDS);
        for (Game g : games)
            clock.schedule(() -> play(http, clock, g, black, white, end, moves, errors, finished, answers),
                    random.nextInt(INTERVAL_MS), TimeUnit.MILLISECONDS);
        clock.awaitTermination(SECONDS + 30L, TimeUnit.SECONDS);
        long elapsedNs = Math.min(System.nanoTime(), end) - start;
        // Moves in flight at the end get a few seconds to arrive before the count.
        long settle = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (latencies.size() < moves.get() && System.nanoTime() < settle)
            java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
        clock.shutdownNow();
        for (WebSocket s : sockets) s.abort();

        List<Long> sorted;
        synchronized (latencies) {
            sorted = new ArrayList<>(latencies);
        }
        Collections.sort(sorted);
        System.out.printf("%n== %s: %d games, %d WebSockets (opened in %.1f s), a move every %d ms per game%n",
                what, games.size(), sockets.size(), connectSeconds, INTERVAL_MS);
        System.out.printf("   %d moves in %.1f s = %.0f moves/s; %d errors; %d games ended on a five%n",
                moves.get(), elapsedNs / 1e9, moves.get() / (elapsedNs / 1e9), errors.get(), finished.get());
        System.out.printf("   move to the opponent's board: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms"
                        + " (%d of %d seen)%n", ms(sorted, 0.50), ms(sorted, 0.90), ms(sorted, 0.99), ms(sorted, 1.0),
                sorted.size(), moves.get());
        List<Long> answered;
        synchronized (answers) {
            answered = new ArrayList<>(answers);
        }
        Collections.sort(answered);
        System.out.printf("   the move's own answer (HTTP): p50 %.1f ms, p90 %.1f ms, p99 %.1f ms%n",
                ms(answered, 0.50), ms(answered, 0.90), ms(answered, 0.99));
        assertThat(sorted.size()).isGreaterThan(0);
    }

    private static double ms(List<Long> sorted, double q) {
        if (sorted.isEmpty()) return Double.NaN;
        int i = Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1);
        return sorted.get(Math.max(0, i)) / 1e6;
    }

    /** Stores {@link #GAMES} games between browsers, both seats taken, with known tokens. */
    private List<Game> seed(String target) {
        List<Game> games = new ArrayList<>();
        Random random = new Random(42);
        try (Database db = Database.open(target, 4); GameStore store = GameStore.on(db)) {
            for (int i = 0; i < GAMES; i++) {
                long id = store.create(System.currentTimeMillis(), "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(), null, null);
                Game g = new Game(id, random);
                for (int seat = 0; seat < 2; seat++) {
                    g.tokens[seat] = "load-" + id + "-" + seat + "-" + random.nextLong();
                    store.addSeat(id, seat, OnlineService.hash(g.tokens[seat]), (seat == 0 ? "B" : "W") + i);
                }
                store.setLink(new GameLink(id, null, "watch-" + id, false, -1));
                games.add(g);
            }
        }
        return games;
    }

    /** The player to move in {@code g} plays its next point, then the other player's move is scheduled. */
    private void play(HttpClient http, ScheduledExecutorService clock, Game g, ServerProcess black, ServerProcess white,
                      long end, AtomicLong moves, AtomicLong errors, AtomicLong finished, List<Long> answers) {
        if (g.over || System.nanoTime() >= end) {
            if (System.nanoTime() >= end && !clock.isShutdown()) clock.shutdown();
            return;
        }
        int n = g.next.getAndIncrement();
        int seat = n % 2;
        ServerProcess server = seat == 0 ? black : white;
        int p = g.order[n];
        HttpRequest r = HttpRequest.newBuilder(URI.create(server.url + "api/games/" + g.id + "/moves"))
                .header(OnlineController.TOKEN_HEADER, g.tokens[seat])
                .POST(HttpRequest.BodyPublishers.ofString("{\"x\":" + p % 15 + ",\"y\":" + p / 15 + "}"))
                .build();
        long sent = System.nanoTime();
        g.sentNs[n + 1] = sent;
        http.sendAsync(r, HttpResponse.BodyHandlers.ofString()).whenComplete((reply, failure) -> {
            answers.add(System.nanoTime() - sent);
            if (failure != null || reply.statusCode() != 200) {
                errors.incrementAndGet();
                g.over = true;
                return;
            }
            moves.incrementAndGet();
            if (reply.body().contains("\"result\":\"")) {
                finished.incrementAndGet();
                g.over = true;
                return;
            }
            try {
                clock.schedule(() -> play(http, clock, g, black, white, end, moves, errors, finished, answers),
                        INTERVAL_MS, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                // The run is over.
            }
        });
    }

    /** A state on the board of seat {@code seat}: the first time it shows move n, the opponent's move is timed. */
    private static void seen(Game g, JsonNode view, int opponentSeat, List<Long> latencies) {
        JsonNode moves = view.path("game").path("moves");
        int n = moves.size();
        if (n == 0 || (n - 1) % 2 != opponentSeat) return;
        long sent = g.sentNs[n];
        if (sent == 0) return;
        g.sentNs[n] = 0;   // count each move once
        latencies.add(System.nanoTime() - sent);
    }

    private static CompletableFuture<WebSocket> follow(HttpClient http, ServerProcess server, Game g, String token,
                                                       Consumer<JsonNode> onState) {
        String url = server.url.replaceFirst("^http", "ws") + "ws/games/" + g.id
                + (token == null ? "?watch=watch-" + g.id : "?hello=1");
        return http.newWebSocketBuilder().buildAsync(URI.create(url), new WebSocket.Listener() {
            private final StringBuilder part = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                part.append(data);
                if (last) {
                    try {
                        JsonNode n = JSON.readTree(part.toString());
                        if ("state".equals(n.path("type").asText())) onState.accept(n);
                    } catch (Exception e) {
                        // not a state
                    }
                    part.setLength(0);
                }
                socket.request(1);
                return null;
            }
        }).thenCompose(ws -> token == null ? CompletableFuture.completedFuture(ws)
                : ws.sendText("{\"type\":\"hello\",\"token\":\"" + token + "\"}", true));
    }
}
