package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game page follows its game across a server restart: when the server goes away the page opens its
 * socket again by itself, reads the game again, and shows the moves made on the new server, those made
 * before its socket was back and those after. The test runs its own server (the shared one is never
 * stopped) on a port it keeps, on one database file.
 */
class ReconnectBrowserTest extends BrowserTestBase {
    @TempDir
    Path dir;
    final HttpClient http = HttpClient.newHttpClient();

    @Test
    void gamePage_serverRestarts_reconnectsAndShowsTheMovesMadeMeanwhile() throws Exception {
        int port = freePort();
        Path db = dir.resolve("g.db");
        WebMain.Running first = WebMain.start("127.0.0.1", port, db);
        WebMain.Running second = null;
        try {
            driver.get(first.url());
            newGame("hvh", "freestyle", "1");
            clickPoint("h8");
            wait.until(d -> stones() == 1);
            String url = driver.getCurrentUrl();
            long id = Long.parseLong(url.substring(url.indexOf("#game=") + 6));
            String token = new ObjectMapper()
                    .readTree((String) driver.executeScript("return localStorage.getItem('gomoku.seats')"))
                    .path(String.valueOf(id)).asText();
            assertThat(token).isNotEmpty();

            first.close();
            second = WebMain.start("127.0.0.1", port, db);
            move(second, id, token, 8, 8);             // made while the page is away
            wait.until(d -> stones() == 2);
            move(second, id, token, 9, 9);             // made after: reaches the page over its new socket
            wait.until(d -> stones() == 3);
        } finally {
            first.close();
            if (second != null) second.close();
        }
    }

    private void move(WebMain.Running server, long id, String token, int x, int y) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(server.url() + "api/games/" + id + "/moves"))
                        .header("Content-Type", "application/json").header("X-Seat-Token", token)
                        .POST(HttpRequest.BodyPublishers.ofString("{\"x\":" + x + ",\"y\":" + y + "}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
