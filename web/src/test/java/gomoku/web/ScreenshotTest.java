package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;

/**
 * The README's pictures: the game, the analysis and the practice page, at desktop and phone size, in
 * English and Chinese; checks on the way that the board fills the width it has and stays on screen.
 * Pictures go to target/screenshots-readme; {@code -Dgomoku.screenshots=../docs/screenshots} refreshes
 * the README's (the command is in docs/testing.md).
 */
class ScreenshotTest extends BrowserTestBase {
    static final Path SHOTS = Path.of(System.getProperty("gomoku.screenshots", "target/screenshots-readme"));

    void shot(String name) throws Exception {
        Files.createDirectories(SHOTS);
        // Let the stone and winning-line animations finish before the picture.
        driver.executeScript("document.getAnimations().forEach(a => a.finish())");
        Path png = driver.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(png, SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    Object js(String script) {
        return driver.executeScript(script);
    }

    /** The board is at least 90% of the page's width on a phone; on a desktop it is wholly on screen and nearly as tall as the window. */
    void boardFills(boolean phone) {
        double boardWidth = ((Number) js("return document.getElementById('board').getBoundingClientRect().width")).doubleValue();
        double pageWidth = ((Number) js("return document.documentElement.clientWidth")).doubleValue();
        double bottom = ((Number) js("return document.getElementById('board').getBoundingClientRect().bottom")).doubleValue();
        double height = ((Number) js("return window.innerHeight")).doubleValue();
        if (phone) assertThat(boardWidth).isGreaterThan(0.9 * pageWidth);
        else {
            assertThat(bottom).isLessThanOrEqualTo(height);
            assertThat(boardWidth).isGreaterThan(0.7 * height);   // as tall as the window allows (it is wider than high)
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"en, desktop", "en, phone", "zh-CN, desktop", "zh-CN, phone"})
    void pictures(String lang, String size) throws Exception {
        boolean phone = size.equals("phone");
        prefer(lang);
        driver.manage().window().setSize(phone ? new Dimension(400, 860) : new Dimension(1280, 860));
        String prefix = lang + "-" + size + "-";

        // A renju game: black's forbidden points crossed, a click on one refused with the foul's name.
        long renju = service.create(Mode.HVH, Side.BLACK, 1, Rule.RENJU, 15).id();
        for (int[] m : new int[][] {{7, 7}, {8, 8}, {7, 5}, {6, 8}, {6, 6}, {9, 5}, {9, 6}, {6, 4}}) service.humans().move(renju, m[0], m[1]);
        driver.get(base + "/#game=" + renju);
        wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() == 8);
        click("opt-numbers");
        click("pt-h9");
        wait.until(d -> d.findElement(By.id("message")).getText().contains(dict.text("foul.double-three")));
        boardFills(phone);
        shot(prefix + "game");

        // A finished game analysed, the missed five shown.
        long done = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        for (int[] m : AnalysisTest.GAME) service.humans().move(done, m[0], m[1]);
        service.humans().resign(done);
        driver.get(base + "/#game=" + done);
        driver.navigate().refresh();
        wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() == AnalysisTest.GAME.length);
        click("btn-analyse");
        wait.until(d -> "done".equals(d.findElement(By.id("analysis-status")).getAttribute("data-state")));
        driver.findElement(By.cssSelector("#mistakes li.mistake[data-index='8']")).click();
        wait.until(d -> !d.findElements(By.cssSelector("circle.refutation")).isEmpty());
        shot(prefix + "analysis");
        if (!phone) {
            click("btn-games");
            wait.until(d -> d.findElements(By.cssSelector("#games-table tbody tr")).size() == 2);
            shot(prefix + "games");
            click("games-close");
        }

        if (!phone) onlinePictures(prefix);

        // Practice: a level-1 puzzle with the first hint.
        driver.get(base + "/practice.html");
        wait.until(d -> !d.findElements(By.id("btn-level-1")).isEmpty());
        click("btn-level-1");
        wait.until(d -> d.findElement(By.id("puzzle-info")).getText().startsWith(dict.text("practice.kind.level", "level", 1)));
        click("btn-hint");
        wait.until(d -> !d.findElements(By.id("hint-area")).isEmpty());
        boardFills(phone);
        shot(prefix + "practice");

        // The analysis board: the engine's candidates, the best one's line previewed as ghost stones.
        if (!phone) {
            driver.get(base + "/analysis-board.html");
            wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
            int n = 0;
            for (String p : new String[] {"h8", "h9", "i9", "j10", "g7"}) {
                click("pt-" + p);
                int want = ++n;
                wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() == want);
            }
            click("btn-engine");
            wait.until(d -> d.findElements(By.cssSelector("#candidates tbody tr")).size() == 3);
            wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(d -> {
                new org.openqa.selenium.interactions.Actions(d).moveToElement(d.findElement(By.id("cand-1"))).perform();
                return !d.findElements(By.cssSelector("circle.ghost-stone")).isEmpty();
            });
            shot(prefix + "board");
            click("btn-engine");
        }
    }

    /** The online page with an open challenge and a live game, and a spectator's view of that game. */
    void onlinePictures(String prefix) throws Exception {
        TokenJar carol = new TokenJar();
        TokenJar dave = new TokenJar();
        TokenJar alice = new TokenJar();
        post(alice, "/api/online/games", "{\"rule\":\"renju\",\"opening\":\"swap2\",\"gameSeconds\":300,\"color\":\"white\","
                + "\"name\":\"Alice\",\"listed\":true}");
        JsonNode made = JSON.readTree(post(carol, "/api/online/games", "{\"rule\":\"freestyle\",\"opening\":\"swap\","
                + "\"gameSeconds\":600,\"color\":\"black\",\"name\":\"Carol\",\"listed\":true}"));
        long live = made.get("game").get("id").asLong();
        post(dave, "/api/online/join", "{\"code\":\"" + made.get("inviteCode").asText() + "\",\"name\":\"Dave\"}");
        for (String m : new String[] {"h8", "i9", "j8"}) post(carol, "/api/games/" + live + "/moves", "{\"move\":\"" + m + "\"}");
        post(dave, "/api/games/" + live + "/choice", "{\"choice\":\"white\"}");
        String[][] rest = {{"dave", "i8"}, {"carol", "g8"}, {"dave", "i7"}, {"carol", "i10"}, {"dave", "h7"}, {"carol", "j9"}};
        for (String[] m : rest) post(m[0].equals("dave") ? dave : carol, "/api/games/" + live + "/moves", "{\"move\":\"" + m[1] + "\"}");

        driver.get(base + "/online.html");
        wait.until(d -> d.findElements(By.cssSelector("#challenges tbody tr")).size() == 1
                && d.findElements(By.cssSelector("#live-games tbody tr")).size() == 1);
        shot(prefix + "online");
        driver.get(base + "/#game=" + live);
        wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() == 9
                && d.findElement(By.id("online-you")).getText().equals(dict.text("online.spectating")));
        shot(prefix + "spectator");

        // The swap2 choice after three stones, as the player who makes it sees it (this browser holds Dave's seat).
        TokenJar first = new TokenJar();
        TokenJar second = new TokenJar();
        JsonNode swap = JSON.readTree(post(first, "/api/online/games", "{\"rule\":\"renju\",\"opening\":\"swap2\","
                + "\"gameSeconds\":300,\"color\":\"black\",\"name\":\"Carol\"}"));
        long id = swap.get("game").get("id").asLong();
        post(second, "/api/online/join", "{\"code\":\"" + swap.get("inviteCode").asText() + "\",\"name\":\"Dave\"}");
        for (String m : new String[] {"h8", "i9", "j9"}) post(first, "/api/games/" + id + "/moves", "{\"move\":\"" + m + "\"}");
        driver.executeScript("localStorage.setItem('gomoku.seats', JSON.stringify({[arguments[0]]: arguments[1]}))",
                String.valueOf(id), second.tokens.get(id));
        driver.get(base + "/#game=" + id);
        driver.navigate().refresh();
        wait.until(d -> d.findElement(By.id("btn-choose-two")).isDisplayed() && d.findElements(By.cssSelector("circle.stone")).size() == 3);
        shot(prefix + "swap2-choice");
    }

    static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    /** A POST from the browser {@code jar} stands for; the answer's body, which must be a success. */
    String post(TokenJar jar, String path, String body) throws Exception {
        java.net.http.HttpRequest.Builder b = java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + path))
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body));
        java.net.http.HttpResponse<String> r = jar.remember(java.net.http.HttpClient.newHttpClient()
                .send(jar.sign(b, path).build(), java.net.http.HttpResponse.BodyHandlers.ofString()));
        assertThat(r.statusCode()).as(path + " " + r.body()).isBetween(200, 201);
        return r.body();
    }
}
