package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.game.store.GameStore;
import gomoku.web.WebMain.Running;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/** {@code /health}, {@code /ready} and the graceful stop of {@link WebMain.Running}. */
class HealthTest {
    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void health_isUp_ready_whileTheDatabaseAnswers_503OnceItDoesNot() throws Exception {
        try (Running running = WebMain.start("127.0.0.1", 0, dir.resolve("g.db"))) {
            HttpResponse<String> health = get(running.url() + "health");
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(health.body()).isEqualTo("{\"status\":\"up\"}");
            HttpResponse<String> ready = get(running.url() + "ready");
            assertThat(ready.statusCode()).isEqualTo(200);
            assertThat(ready.body()).contains("\"status\":\"ready\"");

            running.database().close();
            HttpResponse<String> down = get(running.url() + "ready");
            assertThat(down.statusCode()).isEqualTo(503);
            assertThat(down.body()).contains("\"status\":\"unavailable\"", "database");
            assertThat(get(running.url() + "health").statusCode()).isEqualTo(200);
        }
    }

    @Test
    void ready_is503_whileTheServerStops() throws Exception {
        try (GameStore store = GameStore.open(dir.resolve("g.db"));
             GameService service = new GameService(store)) {
            var app = WebServer.create(service, null, null, null, () -> true, () -> true).start("127.0.0.1", 0);
            try {
                HttpResponse<String> ready = get("http://127.0.0.1:" + app.port() + "/ready");
                assertThat(ready.statusCode()).isEqualTo(503);
                assertThat(ready.body()).contains("stopping");
            } finally {
                app.stop();
            }
        }
    }

    @Test
    void close_tellsWebSocketClientsGoingAway_thenStopsServingAndClosesTheDatabase() throws Exception {
        Running running = WebMain.start("127.0.0.1", 0, dir.resolve("g.db"));
        CompletableFuture<Integer> closedWith = new CompletableFuture<>();
        CompletableFuture<String> reason = new CompletableFuture<>();
        CompletableFuture<String> answered = new CompletableFuture<>();
        WebSocket socket = http.newWebSocketBuilder()
                .buildAsync(URI.create(running.url().replace("http:", "ws:") + "ws/boards"), new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket ws, CharSequence text, boolean last) {
                        answered.complete(text.toString());
                        ws.request(1);
                        return null;
                    }

                    @Override
                    public CompletionStage<?> onClose(WebSocket ws, int status, String why) {
                        reason.complete(why);
                        closedWith.complete(status);
                        return null;
                    }

                    @Override
                    public void onError(WebSocket ws, Throwable error) {
                        closedWith.completeExceptionally(error);
                    }
                }).get(10, TimeUnit.SECONDS);
        assertThat(socket.isInputClosed()).isFalse();
        // An answer to a bad message shows the server has the socket open (its connect handlers ran).
        socket.sendText("not json", true);
        assertThat(answered.get(10, TimeUnit.SECONDS)).contains("BAD_REQUEST");

        running.close();

        assertThat(closedWith.get(10, TimeUnit.SECONDS)).isEqualTo(WebSocket.NORMAL_CLOSURE + 1);   // 1001 going away
        assertThat(reason.get()).contains("reconnect");
        assertThat(running.database().ready()).isFalse();
        running.close();   // a second close (the shutdown hook after a test's) does nothing
    }
}
