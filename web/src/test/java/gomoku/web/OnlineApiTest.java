package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.store.GameStore;
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
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Games between browsers through the API: invitations, seats and who may do what. Three clients with
 * their own token jars play the two players and a third browser (a spectator, or someone replaying
 * tokens); every refusal is a JSON 4xx and leaves the game as it was.
 */
class OnlineApiTest {
    static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path dir;
    GameStore store;
    VariationStore boards;
    BoardEngines engines;
    GameService service;
    Javalin app;
    String base;
    final HttpClient http = HttpClient.newHttpClient();
    final TokenJar alice = new TokenJar();
    final TokenJar bob = new TokenJar();
    final TokenJar eve = new TokenJar();

    @BeforeEach
    void start() {
        store = GameStore.open(dir.resolve("online.db"));
        boards = VariationStore.open(dir.resolve("online.db"), System::currentTimeMillis);
        engines = new BoardEngines(1, 8);
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
        app = WebServer.create(service, null, new BoardService(boards, service::record), engines).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    @AfterEach
    void stop() {
        app.stop();
        engines.close();
        service.close();
        boards.close();
        store.close();
    }

    record Reply(int status, JsonNode json, String text, HttpResponse<String> raw) {}

    Reply send(TokenJar jar, String method, String path, String body) throws Exception {
        return send(jar, method, path, body, null, null);
    }

    /** A request from the browser {@code jar} (null: one without tokens), with a header if given. */
    Reply send(TokenJar jar, String method, String path, String body, String header, String value) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (jar != null) jar.sign(b, path);
        if (header != null) b.header(header, value);
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        if (jar != null) jar.remember(r);
        JsonNode json = null;
        try {
            json = r.body().isEmpty() ? null : JSON.readTree(r.body());
        } catch (Exception e) {
            // not JSON (export)
        }
        return new Reply(r.statusCode(), json, r.body(), r);
    }

    static void assertError(Reply r, int status, String code) {
        assertThat(r.status()).as(r.text()).isEqualTo(status);
        assertThat(r.json().get("error").asText()).isEqualTo(code);
        assertThat(r.json().get("message").asText()).isNotBlank();
        assertThat(r.raw().headers().firstValue("Content-Type").orElse("")).contains("json");
    }

    /** Alice invites (black, private unless {@code listed}); Bob takes the seat. Returns the game id. */
    long started(boolean listed) throws Exception {
        Reply made = send(alice, "POST", "/api/online/games", "{\"rule\":\"freestyle\",\"color\":\"black\",\"name\":\"Alice\","
                + "\"listed\":" + listed + "}");
        assertThat(made.status()).isEqualTo(201);
        long id = made.json().get("game").get("id").asLong();
        assertThat(made.json().get("seat").asText()).isEqualTo("first");
        assertThat(made.json().get("game").get("online").get("waiting").asBoolean()).isTrue();
        String code = made.json().get("inviteCode").asText();
        Reply joined = send(bob, "POST", "/api/online/join", "{\"code\":\"" + code + "\",\"name\":\"Bob\"}");
        assertThat(joined.status()).isEqualTo(200);
        assertThat(joined.json().get("seat").asText()).isEqualTo("second");
        assertThat(alice.tokens.get(id)).isNotNull().isNotEqualTo(bob.tokens.get(id));
        return id;
    }

    String state(long id) throws Exception {
        JsonNode g = JSON.readTree(send(alice, "GET", "/api/games/" + id, null).text());
        return g.get("pos").asText() + " " + g.get("status").asText() + " " + g.get("online").get("offer");
    }

    @Test
    void invitation_seats_and_tokens() throws Exception {
        Reply made = send(alice, "POST", "/api/online/games", "{\"rule\":\"renju\",\"color\":\"white\",\"name\":\"Alice\"}");
        long id = made.json().get("game").get("id").asLong();
        String code = made.json().get("inviteCode").asText();
        String watch = made.json().get("watchCode").asText();
        // The token is 192 random bits, in a header only: not in the body, not the codes.
        String token = alice.tokens.get(id);
        assertThat(token).hasSizeGreaterThanOrEqualTo(32);
        assertThat(made.text()).doesNotContain(token);
        assertThat(code).isNotEqualTo(watch).isNotEqualTo(token);

        // Before the friend comes: nobody moves, the invitation says what it offers.
        assertError(send(alice, "POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}"), 409, "WAITING_FOR_OPPONENT");
        Reply info = send(bob, "GET", "/api/online/invitations/" + code, null);
        assertThat(info.json().get("seat").asText()).isEqualTo("first");
        assertThat(info.json().get("host").asText()).isEqualTo("Alice");
        // A private game is not listed and not readable without its watch code.
        assertThat(send(eve, "GET", "/api/online", null).json().get("challenges")).isEmpty();
        assertError(send(eve, "GET", "/api/games/" + id, null), 403, "PRIVATE_GAME");
        assertError(send(eve, "GET", "/api/games/" + id, null, "X-Watch-Code", "wrong"), 403, "PRIVATE_GAME");
        assertThat(send(eve, "GET", "/api/games/" + id, null, "X-Watch-Code", watch).status()).isEqualTo(200);

        assertThat(send(bob, "POST", "/api/online/join", "{\"code\":\"" + code + "\",\"name\":\"Bob\"}").status()).isEqualTo(200);
        // The seat is taken: the code opens nothing any more.
        assertError(send(eve, "POST", "/api/online/join", "{\"code\":\"" + code + "\",\"name\":\"Eve\"}"), 404, "INVITATION_NOT_FOUND");
        assertError(send(eve, "GET", "/api/online/invitations/" + code, null), 404, "INVITATION_NOT_FOUND");

        String moves = "/api/games/" + id + "/moves";
        assertThat(send(bob, "POST", moves, "{\"move\":\"h8\"}").status()).isEqualTo(200);
        String before = state(id);
        // No token, a wrong token, the opponent's turn, a spectator with the watch code: refused, nothing changes.
        assertError(send(null, "POST", moves, "{\"move\":\"j9\"}"), 403, "NOT_YOUR_SEAT");
        assertError(send(null, "POST", moves, "{\"move\":\"j9\"}", "X-Seat-Token", "x".repeat(32)), 403, "NOT_YOUR_SEAT");
        assertError(send(null, "POST", moves, "{\"move\":\"j9\"}", "X-Watch-Code", watch), 403, "NOT_YOUR_SEAT");
        assertError(send(bob, "POST", moves, "{\"move\":\"j9\"}"), 409, "NOT_YOUR_TURN");
        for (String action : new String[] {"undo", "resign", "hint", "analysis"})
            assertError(send(eve, "POST", "/api/games/" + id + "/" + action, null), 403, "NOT_YOUR_SEAT");
        assertError(send(eve, "DELETE", "/api/games/" + id, null), 403, "NOT_YOUR_SEAT");
        assertError(send(eve, "POST", "/api/games/" + id + "/offers", "{\"kind\":\"draw\"}"), 403, "NOT_YOUR_SEAT");
        assertError(send(eve, "GET", "/api/games/" + id + "/seat", null), 403, "NOT_YOUR_SEAT");
        // A token of one game is no token of another.
        long other = started(false);
        assertError(send(null, "POST", moves, "{\"move\":\"j9\"}", "X-Seat-Token", alice.tokens.get(other)), 403, "NOT_YOUR_SEAT");
        // Between people: undo needs consent, no hints, no deleting a game being played.
        assertError(send(alice, "POST", "/api/games/" + id + "/undo", null), 409, "NEEDS_CONSENT");
        assertError(send(alice, "POST", "/api/games/" + id + "/hint", null), 409, "NOT_IN_ONLINE_GAME");
        assertError(send(alice, "DELETE", "/api/games/" + id, null), 409, "GAME_NOT_OVER");
        assertThat(state(id)).isEqualTo(before);

        assertThat(send(alice, "GET", "/api/games/" + id + "/seat", null).json().get("seat").asText()).isEqualTo("second");
        assertThat(send(alice, "POST", moves, "{\"move\":\"j9\"}").status()).isEqualTo(200);
        // The names go into the record; no token is in any view.
        Reply sgf = send(eve, "GET", "/api/games/" + id + "/export?format=sgf", null, "X-Watch-Code", watch);
        assertThat(sgf.text()).contains("PB[Bob]").contains("PW[Alice]");
        // The analysis board reads a private game only for its players or with its watch code.
        String board = "{\"gameId\":" + id + "}";
        assertError(send(eve, "POST", "/api/boards", board), 403, "PRIVATE_GAME");
        assertThat(send(eve, "POST", "/api/boards", board, "X-Watch-Code", watch).status()).isEqualTo(201);
        assertThat(send(null, "POST", "/api/boards", board, "X-Seat-Token", bob.tokens.get(id)).status()).isEqualTo(201);
        Reply view = send(eve, "GET", "/api/games/" + id, null, "X-Watch-Code", watch);
        assertThat(view.json().get("online").get("black").asText()).isEqualTo("Bob");
        assertThat(view.text()).doesNotContain(alice.tokens.get(id)).doesNotContain(bob.tokens.get(id));
        // Each browser's games list has its own games only.
        assertThat(send(eve, "GET", "/api/games", null).json()).isEmpty();
        assertThat(send(eve, "POST", "/api/games/mine", "{\"games\":[{\"id\":" + id + ",\"token\":\"nope\"}]}").json()).isEmpty();
        assertThat(send(bob, "POST", "/api/games/mine", "{\"games\":[{\"id\":" + id + ",\"token\":\"" + bob.tokens.get(id) + "\"}]}")
                .json()).hasSize(1);
    }

    @Test
    void takeBackRefused_thenAccepted_drawAccepted_andOffersLapse() throws Exception {
        long id = started(false);
        String moves = "/api/games/" + id + "/moves";
        String offers = "/api/games/" + id + "/offers";
        String answer = offers + "/answer";
        assertError(send(alice, "POST", offers, "{\"kind\":\"takeback\"}"), 409, "NOTHING_TO_UNDO");
        send(alice, "POST", moves, "{\"move\":\"h8\"}");
        send(bob, "POST", moves, "{\"move\":\"h9\"}");
        send(alice, "POST", moves, "{\"move\":\"j9\"}");

        // Refused: nothing is taken back; the answer cannot be given twice.
        assertThat(send(alice, "POST", offers, "{\"kind\":\"takeback\"}").json().get("online").get("offer").asText()).isEqualTo("takeback");
        assertError(send(alice, "POST", offers, "{\"kind\":\"draw\"}"), 409, "OFFER_PENDING");
        assertError(send(alice, "POST", answer, "{\"accept\":true}"), 409, "OFFER_PENDING");
        assertError(send(eve, "POST", answer, "{\"accept\":true}"), 403, "NOT_YOUR_SEAT");
        assertThat(send(bob, "POST", answer, "{\"accept\":false}").json().get("moves")).hasSize(3);
        assertError(send(bob, "POST", answer, "{\"accept\":true}"), 409, "NO_OFFER");
        assertThat(state(id)).startsWith("h8h7j7 ongoing");

        // Asked again and accepted: Alice's last move goes.
        send(alice, "POST", offers, "{\"kind\":\"takeback\"}");
        assertThat(send(bob, "POST", answer, "{\"accept\":true}").json().get("moves")).hasSize(2);
        // Bob asks after Alice replied: his move and her answer go.
        send(alice, "POST", moves, "{\"move\":\"k10\"}");
        send(bob, "POST", offers, "{\"kind\":\"takeback\"}");
        assertThat(send(alice, "POST", answer, "{\"accept\":true}").json().get("moves")).hasSize(1);

        // An offer lapses when a move is played.
        send(bob, "POST", offers, "{\"kind\":\"draw\"}");
        send(bob, "POST", moves, "{\"move\":\"a1\"}");
        assertThat(state(id)).endsWith("null");
        assertError(send(alice, "POST", answer, "{\"accept\":true}"), 409, "NO_OFFER");

        // A draw offer accepted ends the game; a finished game refuses every action.
        send(alice, "POST", offers, "{\"kind\":\"draw\"}");
        Reply drawn = send(bob, "POST", answer, "{\"accept\":true}");
        assertThat(drawn.json().get("status").asText()).isEqualTo("draw");
        assertThat(drawn.json().get("reason").asText()).isEqualTo("agreement");
        String over = state(id);
        assertError(send(alice, "POST", moves, "{\"move\":\"c3\"}"), 409, "GAME_FINISHED");
        assertError(send(alice, "POST", offers, "{\"kind\":\"draw\"}"), 409, "GAME_FINISHED");
        assertError(send(bob, "POST", answer, "{\"accept\":true}"), 409, "GAME_FINISHED");
        assertError(send(bob, "POST", "/api/games/" + id + "/resign", null), 409, "GAME_FINISHED");
        assertThat(state(id)).isEqualTo(over);
        assertThat(send(alice, "GET", "/api/games/" + id + "/export?format=psq", null).status()).isEqualTo(200);
        // Over: a player may delete it now.
        assertThat(send(bob, "DELETE", "/api/games/" + id, null).status()).isEqualTo(204);
    }

    @Test
    void swap2_placeThree_placeTwoMore_thenTheFirstChoosesWhite() throws Exception {
        Reply made = send(alice, "POST", "/api/online/games", "{\"rule\":\"renju\",\"color\":\"black\",\"opening\":\"swap2\","
                + "\"gameSeconds\":600}");
        long id = made.json().get("game").get("id").asLong();
        assertThat(made.json().get("game").get("opening").get("phase").asText()).isEqualTo("place-three");
        send(bob, "POST", "/api/online/join", "{\"code\":\"" + made.json().get("inviteCode").asText() + "\",\"name\":\"Bob\"}");
        String moves = "/api/games/" + id + "/moves";
        String choice = "/api/games/" + id + "/choice";
        // The first seat places all three stones (black, white, black); the second may not.
        for (String m : new String[] {"h8", "h9", "j8"}) {
            assertError(send(bob, "POST", moves, "{\"move\":\"" + m + "\"}"), 409, "NOT_YOUR_TURN");
            assertThat(send(alice, "POST", moves, "{\"move\":\"" + m + "\"}").status()).isEqualTo(200);
        }
        JsonNode g = send(bob, "GET", "/api/games/" + id, null).json();
        assertThat(g.get("opening").get("phase").asText()).isEqualTo("choose-after-three");
        assertThat(g.get("opening").get("seatToAct").asText()).isEqualTo("second");
        assertThat(g.get("online").get("firstStones").asInt()).isEqualTo(3);
        assertThat(g.get("online").get("secondStones").asInt()).isZero();
        assertThat(g.get("opening").get("choices")).extracting(JsonNode::asText).containsExactly("black", "white", "two");
        assertError(send(bob, "POST", moves, "{\"move\":\"a1\"}"), 409, "CHOICE_DUE");
        assertError(send(alice, "POST", choice, "{\"choice\":\"white\"}"), 409, "NOT_YOUR_TURN");
        assertError(send(eve, "POST", choice, "{\"choice\":\"white\"}"), 403, "NOT_YOUR_SEAT");
        assertError(send(bob, "POST", choice, "{\"choice\":\"purple\"}"), 400, "BAD_REQUEST");
        // The second places two more (white, black) and the first chooses white: the second is black, first moves.
        assertThat(send(bob, "POST", choice, "{\"choice\":\"two\"}").json().get("opening").get("phase").asText()).isEqualTo("place-two");
        assertError(send(bob, "POST", choice, "{\"choice\":\"white\"}"), 409, "NO_CHOICE_DUE");
        send(bob, "POST", moves, "{\"move\":\"k10\"}");
        send(bob, "POST", moves, "{\"move\":\"a1\"}");
        assertError(send(alice, "POST", choice, "{\"choice\":\"two\"}"), 409, "CHOICE_NOT_ALLOWED");
        JsonNode chosen = send(alice, "POST", choice, "{\"choice\":\"white\"}").json();
        assertThat(chosen.get("opening").get("firstColor").asText()).isEqualTo("white");
        assertThat(chosen.get("online").get("seatToAct").asText()).isEqualTo("first");
        assertThat(chosen.get("toMove").asText()).isEqualTo("white");
        assertThat(chosen.get("clock").get("running").asText()).isEqualTo("white");
        assertThat(send(alice, "POST", moves, "{\"move\":\"o15\"}").status()).isEqualTo(200);
        assertError(send(alice, "POST", moves, "{\"move\":\"o14\"}"), 409, "NOT_YOUR_TURN");

        // Stored: a new server on the same file has the opening, the names by colour, the seats.
        app.stop();
        service.close();
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
        app = WebServer.create(service, null, new BoardService(boards, service::record), engines).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
        JsonNode again = send(alice, "GET", "/api/games/" + id, null).json();
        assertThat(again.get("opening").get("made")).extracting(JsonNode::asText).containsExactly("two", "white");
        assertThat(again.get("online").get("black").asText()).isEqualTo("Bob");
        assertThat(send(bob, "POST", moves, "{\"move\":\"o13\"}").status()).isEqualTo(200);
        assertThat(send(alice, "GET", "/api/games/" + id + "/export?format=sgf", null).text()).contains("PB[Bob]")
                .contains("swap2 two white");
    }

    @Test
    void theClockRunsWhileAPlayerIsAway_andAnAbandonedGameEndsOnTime() throws Exception {
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong(1_000_000);
        app.stop();
        service.close();
        service = new GameService(store, new GameService.Options(1, 4, 1, 64), now::get);
        app = WebServer.create(service).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
        Reply made = send(alice, "POST", "/api/online/games", "{\"rule\":\"freestyle\",\"color\":\"black\",\"gameSeconds\":60,"
                + "\"listed\":true}");
        long id = made.json().get("game").get("id").asLong();
        // Waiting for the second player costs nobody time.
        now.addAndGet(120_000);
        send(bob, "POST", "/api/online/join", "{\"code\":\"" + made.json().get("inviteCode").asText() + "\"}");
        assertThat(send(alice, "GET", "/api/games/" + id, null).json().get("clock").get("blackLeftMs").asLong()).isEqualTo(60_000);
        send(alice, "POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}");
        // Bob goes away: his clock runs on, and the game ends on time when anyone looks.
        now.addAndGet(30_000);
        assertThat(send(eve, "GET", "/api/games/" + id, null).json().get("clock").get("whiteLeftMs").asLong()).isEqualTo(30_000);
        now.addAndGet(31_000);
        assertThat(send(eve, "GET", "/api/online", null).json().get("live")).isEmpty();
        JsonNode over = send(eve, "GET", "/api/games/" + id, null).json();
        assertThat(over.get("result").asText()).isEqualTo("B+T");
        assertError(send(bob, "POST", "/api/games/" + id + "/moves", "{\"move\":\"a1\"}"), 409, "GAME_FINISHED");
    }

    @Test
    void resign_isTheAskingSeats_whoeverIsToMove() throws Exception {
        long id = started(true);
        send(alice, "POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}");
        // Black (Alice) resigns on White's turn: White wins.
        Reply r = send(alice, "POST", "/api/games/" + id + "/resign", null);
        assertThat(r.json().get("result").asText()).isEqualTo("W+R");
    }

    @Test
    void challenges_listedAcceptedWithdrawn_andBadInput() throws Exception {
        Reply made = send(alice, "POST", "/api/online/games", "{\"rule\":\"standard\",\"size\":20,\"gameSeconds\":300,"
                + "\"color\":\"random\",\"name\":\"Alice\",\"listed\":true}");
        long id = made.json().get("game").get("id").asLong();
        JsonNode lobby = send(eve, "GET", "/api/online", null).json();
        assertThat(lobby.get("challenges")).hasSize(1);
        JsonNode c = lobby.get("challenges").get(0);
        assertThat(c.get("rule").asText()).isEqualTo("standard");
        assertThat(c.get("gameSeconds").asInt()).isEqualTo(300);
        assertThat(c.get("name").asText()).isEqualTo("Alice");
        assertThat(lobby.toString()).doesNotContain(alice.tokens.get(id)).doesNotContain(made.json().get("watchCode").asText());
        // The clock does not run while the challenge waits.
        assertThat(made.json().get("game").get("clock").get("running").isNull()).isTrue();

        // Only its creator withdraws it.
        assertError(send(eve, "DELETE", "/api/games/" + id, null), 403, "NOT_YOUR_SEAT");
        assertThat(send(alice, "DELETE", "/api/games/" + id, null).status()).isEqualTo(204);
        assertThat(send(eve, "GET", "/api/online", null).json().get("challenges")).isEmpty();

        // Accepted: the game is live and public.
        long live = started(true);
        assertThat(send(eve, "GET", "/api/online", null).json().get("live").get(0).get("id").asLong()).isEqualTo(live);
        assertThat(send(eve, "GET", "/api/games/" + live, null).status()).isEqualTo(200);

        for (String bad : new String[] {"{\"color\":\"green\"}", "{\"size\":16}", "{\"rule\":\"caro\"}", "{\"opening\":\"soosorv\"}",
                "{\"name\":\"" + "n".repeat(25) + "\"}", "{\"moveSeconds\":-1}", "{nonsense", "{\"evil\":1}"})
            assertError(send(alice, "POST", "/api/online/games", bad), 400, "BAD_REQUEST");
        assertError(send(eve, "POST", "/api/online/join", "{\"code\":\"nope\"}"), 404, "INVITATION_NOT_FOUND");
        assertError(send(eve, "POST", "/api/online/join", "{}"), 404, "INVITATION_NOT_FOUND");
        assertError(send(eve, "POST", "/api/online/join", "[]"), 400, "BAD_REQUEST");
        assertError(send(alice, "POST", "/api/games/" + live + "/offers", "{\"kind\":\"pass\"}"), 400, "BAD_REQUEST");
        assertError(send(alice, "POST", "/api/games/" + live + "/offers/answer", "{}"), 400, "BAD_REQUEST");
    }

    @Test
    void gamesAgainstTheComputer_belongToTheirBrowser() throws Exception {
        Reply made = send(alice, "POST", "/api/games", "{\"mode\":\"hvh\",\"rule\":\"freestyle\"}");
        long id = made.json().get("id").asLong();
        assertThat(made.raw().headers().firstValue("X-Seat-Token")).isPresent();
        assertError(send(eve, "POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}"), 403, "NOT_YOUR_SEAT");
        assertError(send(eve, "DELETE", "/api/games/" + id, null), 403, "NOT_YOUR_SEAT");
        assertThat(send(alice, "POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}").status()).isEqualTo(200);
        assertThat(send(alice, "POST", "/api/games/" + id + "/undo", null).status()).isEqualTo(200);
    }

    @Test
    void socket_countsSpectators_andKeepsPrivateGamesPrivate() throws Exception {
        long id = started(false);
        BlockingQueue<JsonNode> player = new LinkedBlockingQueue<>();
        WebSocket alicesSocket = socket(id, "?hello=1", player);
        alicesSocket.sendText("{\"type\":\"hello\",\"token\":\"" + alice.tokens.get(id) + "\"}", true).get(5, TimeUnit.SECONDS);
        assertThat(player.poll(5, TimeUnit.SECONDS).get("type").asText()).isEqualTo("state");

        // A stranger without the watch code is told the game is private, and sees nothing of it.
        BlockingQueue<JsonNode> stranger = new LinkedBlockingQueue<>();
        WebSocket strangers = socket(id, "", stranger);
        strangers.sendText("{\"type\":\"hello\",\"token\":\"guess\"}", true).get(5, TimeUnit.SECONDS);
        JsonNode refused = stranger.poll(5, TimeUnit.SECONDS);
        assertThat(refused.get("error").asText()).isEqualTo("PRIVATE_GAME");

        // A spectator with the watch link is counted, and the players see the count.
        String watch = send(alice, "GET", "/api/games/" + id + "/seat", null).json().get("watchCode").asText();
        BlockingQueue<JsonNode> spectator = new LinkedBlockingQueue<>();
        WebSocket spectators = socket(id, "?watch=" + watch, spectator);
        assertThat(spectator.poll(5, TimeUnit.SECONDS).get("game").get("pos").asText()).isEmpty();
        assertThat(waitFor(player, n -> n.path("game").path("online").path("spectators").asInt() == 1)).isTrue();
        send(alice, "POST", "/api/games/" + id + "/moves", "{\"move\":\"h8\"}");
        assertThat(waitFor(spectator, n -> "h8".equals(n.path("game").path("pos").asText()))).isTrue();
        spectators.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        assertThat(waitFor(player, n -> n.path("game").path("online").path("spectators").asInt() == 0)).isTrue();
        alicesSocket.sendClose(WebSocket.NORMAL_CLOSURE, "");
        strangers.abort();
    }

    boolean waitFor(BlockingQueue<JsonNode> q, java.util.function.Predicate<JsonNode> p) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            JsonNode n = q.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (n != null && p.test(n)) return true;
        }
        return false;
    }

    WebSocket socket(long id, String query, BlockingQueue<JsonNode> into) throws Exception {
        return http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + app.port() + "/ws/games/" + id + query),
                new JsonCollector(JSON, into)).get(5, TimeUnit.SECONDS);
    }
}
