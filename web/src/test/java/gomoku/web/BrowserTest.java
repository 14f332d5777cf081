package gomoku.web;

import gomoku.game.play.Mode;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.support.ui.Select;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The game page in headless Chromium; skipped where /usr/bin/chromedriver is missing. The main flows run
 * in both languages, the browser preferring the one under test; texts are expected from the dictionaries.
 */
class BrowserTest extends BrowserTestBase {
    /**
     * Screenshots of the flows go to target/ (the README's pictures come from {@link ScreenshotTest}).
     */
    static final Path SHOTS = Path.of("target/screenshots");

    @TempDir
    Path dir;
    final HttpClient http = HttpClient.newHttpClient();

    long gameId() {
        String url = driver.getCurrentUrl();
        return Long.parseLong(url.substring(url.indexOf("#game=") + 6));
    }

    JsonNode game(long id) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id)).build(),
                HttpResponse.BodyHandlers.ofString());
        return new ObjectMapper().readTree(r.body());
    }

    void shot(String name) throws Exception {
        Files.createDirectories(SHOTS);
        Path png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(png, SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void renju_forbiddenPointsMarked_clickRefusedWithFoulName(String lang) throws Exception {
        prefer(lang);
        driver.get(base + "/");
        newGame("hvh", "renju", "1");
        for (String m : List.of("h8", "i7", "h10", "g7", "g9", "j10", "j9", "g11")) {
            int before = stones();
            clickPoint(m);
            wait.until(d -> stones() == before + 1);
        }
        wait.until(d -> !d.findElements(By.cssSelector("g.forbidden-mark[data-point='h9']")).isEmpty());
        assertThat(driver.findElement(By.cssSelector("g.forbidden-mark[data-point='h9']")).getAttribute("data-kind"))
                .isEqualTo("double-three");
        clickPoint("h9");
        String foul = dict.text("foul.double-three");
        assertThat(foul).isEqualTo(lang.equals("en") ? "double-three" : "三三禁手");
        wait.until(d -> d.findElement(By.id("message")).getText()
                .equals(dict.text("error.FORBIDDEN_MOVE", "point", "h9", "foul", foul)));
        assertThat(stones()).isEqualTo(8);
        shot("renju-forbidden-" + lang);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void beatLevelOne_withHintUndoReloadReplayExportImport(String lang) throws Exception {
        prefer(lang);
        driver.get(base + "/");
        newGame("hvc", "freestyle", "1");
        long id = gameId();

        // Hint, then undo the first exchange.
        clickPoint("h8");
        wait.until(d -> stones() == 2 && d.findElement(By.id("btn-hint")).isEnabled());
        driver.findElement(By.id("btn-hint")).click();
        wait.until(d -> !d.findElements(By.id("hint-mark")).isEmpty());
        assertThat(driver.findElement(By.id("message")).getText()).startsWith(dict.prefix("msg.hint"));
        driver.findElement(By.id("btn-undo")).click();
        wait.until(d -> stones() == 0);

        // Black's moves come from the full engine at a fixed depth (a time limit would make its strength
        // depend on the machine's load); the page is driven only by clicks.
        Engine helper = new Engine(1, 16);
        helper.setSeed(7);
        JsonNode g = game(id);
        for (int turn = 0; turn < 60 && g.get("status").asText().equals("ongoing"); turn++) {
            GameState state = new GameState(15, Rule.FREESTYLE);
            for (JsonNode m : g.get("moves")) state.play(m.get("x").asInt(), m.get("y").asInt());
            int[] vcf = helper.findVcf(state, 20, 200_000);
            int move = vcf != null && vcf.length > 0 ? vcf[0]
                    : helper.search(state, SearchLimits.depth(8), null, i -> {}).bestMove();
            int count = state.moveCount();
            clickPoint(Notation.toLiterature(Pos.x(move), Pos.y(move), 15));
            wait.until(d -> {
                try {
                    JsonNode now = game(id);
                    return !now.get("status").asText().equals("ongoing")
                            || now.get("moves").size() == count + 2 && !now.get("thinking").asBoolean();
                } catch (Exception e) {
                    return false;
                }
            });
            g = game(id);
            int shown = g.get("moves").size();
            wait.until(d -> stones() == shown);
        }
        assertThat(g.get("status").asText()).isEqualTo("black");
        wait.until(d -> d.findElement(By.id("status")).getText().equals(dict.text("result.black.five")));
        wait.until(d -> !d.findElements(By.id("win-line")).isEmpty());
        wait.until(d -> d.getTitle().startsWith(dict.text("result.black.five")));
        int total = g.get("moves").size();
        driver.findElement(By.id("opt-numbers")).click();
        shot("win-" + lang);
        driver.findElement(By.id("opt-numbers")).click();

        // Reload: the game comes back from the server.
        driver.navigate().refresh();
        wait.until(d -> stones() == total);

        // Replay.
        driver.findElement(By.id("btn-replay-start")).click();
        wait.until(d -> stones() == 0);
        driver.findElement(By.id("btn-forward")).click();
        driver.findElement(By.id("btn-forward")).click();
        wait.until(d -> stones() == 2
                && d.findElement(By.id("status")).getText().startsWith(dict.text("status.replay", "n", 2, "total", total)));
        driver.findElement(By.id("btn-last")).click();
        wait.until(d -> stones() == total);
        shot("replay-" + lang);
        driver.findElement(By.id("btn-exit-replay")).click();

        // Export through the page's link, import through its file input.
        String href = driver.findElement(By.id("link-sgf")).getAttribute("href");
        String sgf = http.send(HttpRequest.newBuilder(URI.create(href)).build(), HttpResponse.BodyHandlers.ofString()).body();
        Path file = dir.resolve("game.sgf");
        Files.writeString(file, sgf);
        driver.findElement(By.id("import-file")).sendKeys(file.toString());
        wait.until(d -> d.findElement(By.id("message")).getText()
                .equals(dict.text("msg.imported", "file", "game.sgf", "moves", total)));
        assertThat(gameId()).isNotEqualTo(id);

        // The games list shows both.
        driver.findElement(By.id("btn-games")).click();
        wait.until(d -> d.findElements(By.cssSelector("#games-table tbody tr")).size() == 2);
        shot("games-" + lang);
        driver.findElement(By.id("games-close")).click();

        // Swap colours: back to the won game, then a new one with the same settings, human as white.
        driver.get(base + "/#game=" + id);
        driver.navigate().refresh();   // a change of the hash alone does not reload the page
        wait.until(d -> d.findElement(By.id("status")).getText().equals(dict.text("result.black.five")));
        wait.until(d -> d.findElement(By.id("btn-swap")).isEnabled());
        driver.findElement(By.id("btn-swap")).click();
        wait.until(d -> d.findElement(By.id("game-info")).getText().contains(dict.text("info.you.white")));
    }

    @Test
    void analysis_ofShortFinishedGame_drawsGraphAndJumpsToTheMistake() throws Exception {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        for (int[] m : AnalysisTest.GAME) service.humans().move(id, m[0], m[1]);
        service.humans().resign(id);
        int total = AnalysisTest.GAME.length;
        driver.get(base + "/#game=" + id);
        wait.until(d -> stones() == total);
        driver.findElement(By.id("btn-analyse")).click();
        wait.until(d -> d.findElements(By.cssSelector("#eval-graph circle.graph-point")).size() == total + 1);
        wait.until(d -> "done".equals(d.findElement(By.id("analysis-status")).getAttribute("data-state")));
        assertThat(driver.findElement(By.id("eval-graph")).isDisplayed()).isTrue();
        assertThat(driver.findElements(By.cssSelector("#eval-graph polyline.graph-line"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#eval-graph circle.graph-point.mistake"))).isNotEmpty();

        // The missed five: the board goes back to before black's 9th move and shows j8 as ghost stone 1.
        driver.findElement(By.cssSelector("#mistakes li.mistake[data-index='8']")).click();
        wait.until(d -> d.findElement(By.id("status")).getText().startsWith(dict.text("status.replay", "n", 8, "total", total)));
        wait.until(d -> !d.findElements(By.cssSelector("circle.refutation[data-point='j8']")).isEmpty());
        assertThat(stones()).isEqualTo(8);
        assertThat(driver.findElement(By.id("message")).getText()).contains(dict.text("mistake.missed-win")).contains("j8");
        assertThat(driver.findElement(By.cssSelector("#mistakes li.mistake[data-index='8']")).getText())
                .contains("Black m3");
        shot("analysis");

        // A point of the graph jumps there too.
        driver.findElement(By.cssSelector("#eval-graph circle.graph-point[data-index='3']")).click();
        wait.until(d -> stones() == 3 && d.findElements(By.cssSelector("circle.refutation")).isEmpty());
        assertThat(driver.findElement(By.id("status")).getText()).startsWith(dict.text("status.replay", "n", 3, "total", total));
    }

    @Test
    void clocks_shownForAClockedGame() throws Exception {
        driver.get(base + "/");
        wait.until(d -> d.findElement(By.id("new-dialog")).isDisplayed());
        new Select(driver.findElement(By.id("new-mode"))).selectByValue("hvh");
        new Select(driver.findElement(By.id("new-move-time"))).selectByValue("15");
        new Select(driver.findElement(By.id("new-game-time"))).selectByValue("300");
        driver.findElement(By.id("new-start")).click();
        wait.until(d -> d.findElement(By.id("clocks")).isDisplayed());
        assertThat(driver.findElement(By.id("clock-black")).getAttribute("class")).contains("running");
        wait.until(d -> d.findElement(By.id("clock-black")).getText().matches("Black [45]:\\d\\d · move 0:1\\d"));
        assertThat(driver.findElement(By.id("clock-white")).getText()).isEqualTo("White 5:00");
        clickPoint("h8");
        wait.until(d -> d.findElement(By.id("clock-white")).getAttribute("class").contains("running"));
    }

    HttpResponse<String> delete(long id) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id)).DELETE().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    By row(long id) {
        return By.cssSelector("#games-table tbody tr[data-id='" + id + "']");
    }

    By deleteButton(long id) {
        return By.cssSelector("#games-table tbody tr[data-id='" + id + "'] button.game-delete");
    }

    @Test
    void gamesList_deleteRefused_keepsTheGameListed_andSaysWhy() throws Exception {
        long shown = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        long other = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        driver.get(base + "/#game=" + shown);
        wait.until(d -> text("status").equals(dict.text("status.black.plain")));
        click("btn-games");
        wait.until(d -> d.findElements(By.cssSelector("#games-table tbody tr")).size() == 2);

        // Another tab deletes the other game meanwhile: this page's delete is refused (404) and says so.
        assertThat(delete(other).statusCode()).isEqualTo(204);
        click(deleteButton(other));
        wait.until(d -> text("message").equals(dict.text("error.GAME_NOT_FOUND", "id", other)));
        assertThat(driver.findElements(row(other))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#games-table tbody tr"))).hasSize(2);

        // A delete that works takes the game off the list and off the board.
        click(deleteButton(shown));
        wait.until(d -> d.findElements(row(shown)).isEmpty());
        assertThat(text("status")).isEqualTo(dict.text("status.noGame"));
    }

    @Test
    void exportLinks_saveTheRecord_orSayTheGameIsGone() throws Exception {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.humans().move(id, 7, 7);
        driver.get(base + "/#game=" + id);
        wait.until(d -> stones() == 1);
        String psq = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "/export?format=psq")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        Path saved = session.downloads.resolve("gomoku-" + id + ".psq");
        click("link-psq");
        wait.until(d -> Files.exists(saved));
        assertThat(Files.readString(saved)).isEqualTo(psq);

        // The game is deleted elsewhere: the SGF link says so instead of saving the error as the record.
        assertThat(delete(id).statusCode()).isEqualTo(204);
        click("link-sgf");
        wait.until(d -> text("message").equals(dict.text("error.GAME_NOT_FOUND", "id", id)));
        try (var files = Files.list(session.downloads)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly(saved.getFileName().toString());
        }
    }
}
