package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.store.GameStore;
import io.javalin.Javalin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Games survive the server going away, cleanly or not. */
class RestartTest {
    @TempDir
    Path dir;
    final HttpClient http = HttpClient.newHttpClient();
    /** The browser's stored seat tokens: they outlive the server, as the hashes in the database do. */
    final TokenJar jar = new TokenJar();

    String post(String base, String path, String body) throws Exception {
        HttpRequest r = jar.sign(HttpRequest.newBuilder(URI.create(base + path)), path)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> res = jar.remember(http.send(r, HttpResponse.BodyHandlers.ofString()));
        assertThat(res.statusCode()).as(res.body()).isBetween(200, 201);
        return res.body();
    }

    @Test
    void serverDroppedWithoutShutdown_newServerOnSameFile_hasEveryMove() throws Exception {
        Path db = dir.resolve("crash.db");
        GameStore store = GameStore.open(db);
        GameService service = new GameService(store, new GameService.Options(1, 4, 1, 16), System::currentTimeMillis);
        Javalin app = WebServer.create(service).start("127.0.0.1", 0);
        String base = "http://127.0.0.1:" + app.port();
        long id = new ObjectMapper().readTree(post(base, "/api/games", "{\"mode\":\"hvh\",\"rule\":\"renju\"}")).get("id").asLong();
        for (String m : List.of("h8", "h9", "i8", "i9", "j8"))
            post(base, "/api/games/" + id + "/moves", "{\"move\":\"" + m + "\"}");
        app.stop();     // the HTTP side goes away; the service and the database connection are never closed

        try (GameStore again = GameStore.open(db);
             GameService fresh = new GameService(again, new GameService.Options(1, 4, 1, 16), System::currentTimeMillis)) {
            var view = fresh.get(id);
            assertThat(view.moves()).extracting(p -> p.name()).containsExactly("h8", "h9", "i8", "i9", "j8");
            assertThat(view.toMove()).isEqualTo("white");
            assertThat(fresh.humans().move(id, 0, 0).moves()).hasSize(6);
        }
        service.close();
        store.close();
    }

    @Test
    void killedJvm_restarted_gameResumesAtLastMove() throws Exception {
        Path db = dir.resolve("kill.db");
        Process first = launch(db);
        long id;
        try {
            String base = address(first);
            id = new ObjectMapper().readTree(post(base, "/api/games", "{\"mode\":\"hvh\",\"rule\":\"freestyle\"}")).get("id").asLong();
            for (String m : List.of("h8", "a1", "h9", "a2"))
                post(base, "/api/games/" + id + "/moves", "{\"move\":\"" + m + "\"}");
        } finally {
            first.destroyForcibly();
            assertThat(first.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        Process second = launch(db);
        try {
            String base = address(second);
            HttpResponse<String> res = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id)).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode game = new ObjectMapper().readTree(res.body());
            assertThat(game.get("pos").asText()).isEqualTo("h8a15h7a14");
            assertThat(game.get("status").asText()).isEqualTo("ongoing");
        } finally {
            second.destroyForcibly();
            second.waitFor(20, TimeUnit.SECONDS);
        }
    }

    private static Process launch(Path db) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                WebMain.class.getName(), "--port", "0", "--db", db.toString());
        pb.redirectErrorStream(true);
        return pb.start();
    }

    /** Reads the child's output up to its address line. */
    private static String address(Process p) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        Pattern url = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+)/");
        String line;
        StringBuilder seen = new StringBuilder();
        while ((line = out.readLine()) != null) {
            seen.append(line).append('\n');
            Matcher m = url.matcher(line);
            if (m.find()) return m.group(1);
        }
        throw new AssertionError("server printed no address:\n" + seen);
    }

}
