package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.store.TestPostgres;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Two servers in separate JVMs on one PostgreSQL database, as a site runs them behind a proxy. Two
 * players on different servers and a spectator play a game between browsers; the first server is
 * killed with SIGKILL in the middle of it and of a game against the computer whose move it is
 * searching; the players reconnect to the second server, find their games as they were (clocks
 * included), and finish them there. Every move is stored exactly once.
 */
class TwoServerTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();
    private final List<ServerProcess> servers = new ArrayList<>();

    @AfterEach
    void stop() {
        for (ServerProcess s : servers) s.close();
    }

    @Test
    void gamesGoOnOnTheOtherServer_whenOneIsKilled() throws Exception {
        String db = TestPostgres.newDatabase();
        ServerProcess a = start(db, "a"), b = start(db, "b");

        // Alice invites on server a; Bob joins on server b; Carol watches on b.
        Client alice = new Client(a), bob = new Client(b), dave = new Client(a);
        JsonNode made = alice.send("POST", "/api/online/games", "{\"rule\":\"freestyle\",\"color\":\"black\","
                + "\"name\":\"Alice\",\"gameSeconds\":600,\"listed\":false}");
        long id = made.path("game").path("id").asLong();
        bob.send("POST", "/api/online/join", "{\"code\":\"" + made.path("inviteCode").asText() + "\",\"name\":\"Bob\"}");
        BlockingQueue<JsonNode> alicesEvents = alice.follow(id, null), bobsEvents = bob.follow(id, null);
        BlockingQueue<JsonNode> carolsEvents = new Client(b).follow(id, made.path("watchCode").asText());
        // Alice, on the other server, sees Carol counted.
        await(alicesEvents, n -> n.path("game").path("online").path("spectators").asInt() == 1);

        // Dave plays the computer (Expert, about a second a move) on server a.
        JsonNode computerGame = dave.send("POST", "/api/games", "{\"mode\":\"hvc\",\"color\":\"black\",\"level\":4,"
                + "\"rule\":\"freestyle\"}");
        long cid = computerGame.path("id").asLong();

        String[] black = {"h8", "i8", "j8", "k8", "l8"}, white = {"h9", "i9", "j9", "k9"};
        List<String> played = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            played.add(black[i]);
            alice.move(id, black[i]);
            await(bobsEvents, moves(played.size()));   // on the other server
            played.add(white[i]);
            bob.move(id, white[i]);
            await(alicesEvents, moves(played.size()));
        }
        JsonNode beforeKill = await(carolsEvents, moves(played.size()));
        long blackLeft = beforeKill.path("game").path("clock").path("black").asLong();
        long whiteLeft = beforeKill.path("game").path("clock").path("white").asLong();
        long killedAt = System.nanoTime();

        // Dave moves; server a starts thinking, and is killed before it answers.
        JsonNode thinking = dave.move(cid, "h8");
        assertThat(thinking.path("thinking").asBoolean()).isTrue();
        a.kill();
        assertThat(storedMoves(db, cid)).as("server a was still thinking when killed").containsExactly("7,7");

        // Alice and Dave reconnect to server b and find their games as they were.
        alice.server = b;
        dave.server = b;
        BlockingQueue<JsonNode> alicesAgain = alice.follow(id, null);
        JsonNode resumed = await(alicesAgain, moves(played.size()));
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAt);
        JsonNode clock = resumed.path("game").path("clock");
        assertThat(clock.path("white").asLong()).isEqualTo(whiteLeft);          // not white's turn: unchanged
        assertThat(clock.path("black").asLong()).isBetween(blackLeft - elapsed - 1_000, blackLeft);
        assertThat(resumed.path("game").path("online").path("black").asText()).isEqualTo("Alice");

        BlockingQueue<JsonNode> davesEvents = dave.follow(cid, null);
        JsonNode answered = await(davesEvents, moves(2));   // server b made the computer's move
        assertThat(answered.path("game").path("thinking").asBoolean()).isFalse();

        // The game between browsers ends on server b.
        played.add(black[3]);
        alice.move(id, black[3]);
        await(bobsEvents, moves(played.size()));
        played.add(white[3]);
        bob.move(id, white[3]);
        played.add(black[4]);
        JsonNode won = alice.move(id, black[4]);
        assertThat(won.path("result").asText()).isEqualTo("B+");
        JsonNode watched = await(carolsEvents, n -> "B+".equals(n.path("game").path("result").asText()));
        assertThat(watched.path("game").path("moves").findValuesAsText("name")).containsExactlyElementsOf(played);

        // Exactly once each, in order, on the database.
        List<String> expected = new ArrayList<>();
        for (String p : played) expected.add(xy(p));
        assertThat(storedMoves(db, id)).containsExactlyElementsOf(expected);
        assertThat(storedMoves(db, cid)).hasSize(2).startsWith("7,7");
        assertThat(b.alive()).isTrue();
    }

    private static Predicate<JsonNode> moves(int count) {
        return n -> "state".equals(n.path("type").asText()) && n.path("game").path("moves").size() == count;
    }

    /** "h8" as the store keeps it, "7,7". */
    private static String xy(String name) {
        int x = name.charAt(0) - 'a';
        int y = 15 - Integer.parseInt(name.substring(1));
        return x + "," + y;
    }

    private static List<String> storedMoves(String db, long id) throws SQLException {
        List<String> moves = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(db);
             PreparedStatement p = c.prepareStatement("SELECT x, y FROM moves WHERE game_id = ? ORDER BY idx")) {
            p.setLong(1, id);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) moves.add(r.getInt(1) + "," + r.getInt(2));
            }
        }
        return moves;
    }

    private static JsonNode await(BlockingQueue<JsonNode> events, Predicate<JsonNode> until) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            JsonNode n = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (n != null && until.test(n)) return n;
        }
        throw new AssertionError("no such event within 30 s");
    }

    private ServerProcess start(String db, String name) throws java.io.IOException {
        ServerProcess s = new ServerProcess(db, name);
        servers.add(s);
        return s;
    }

    /** One browser: its seat tokens, and the server it talks to now. */
    private final class Client {
        final TokenJar tokens = new TokenJar();
        ServerProcess server;

        Client(ServerProcess server) {
            this.server = server;
        }

        JsonNode send(String method, String path, String body) throws Exception {
            HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(server.url + path.substring(1)))
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
            tokens.sign(r, path);
            HttpResponse<String> reply = tokens.remember(http.send(r.build(), HttpResponse.BodyHandlers.ofString()));
            assertThat(reply.statusCode()).as(method + " " + path + ": " + reply.body()).isBetween(200, 299);
            return JSON.readTree(reply.body());
        }

        JsonNode move(long id, String point) throws Exception {
            return send("POST", "/api/games/" + id + "/moves", "{\"move\":\"" + point + "\"}");
        }

        /** Follows game {@code id} on this client's server: as a player (hello) or with the watch code. */
        BlockingQueue<JsonNode> follow(long id, String watch) throws Exception {
            BlockingQueue<JsonNode> events = new LinkedBlockingQueue<>();
            String ws = server.url.replaceFirst("^http", "ws") + "ws/games/" + id + (watch == null ? "?hello=1" : "?watch=" + watch);
            WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(ws), new JsonCollector(JSON, events))
                    .get(10, TimeUnit.SECONDS);
            if (watch == null)
                socket.sendText("{\"type\":\"hello\",\"token\":\"" + tokens.tokens.get(id) + "\"}", true).get(10, TimeUnit.SECONDS);
            return events;
        }
    }
}
