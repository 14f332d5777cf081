package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The analysis board in headless Chromium (as the other browser tests); skipped without chromedriver. */
class BoardBrowserTest extends BrowserTestBase {
    /** A picture of the page in the folder the screenshot test uses (target/screenshots-readme unless set). */
    private void shot(String name) throws java.io.IOException {
        Path shots = Path.of(System.getProperty("gomoku.screenshots", "target/screenshots-readme"));
        java.nio.file.Files.createDirectories(shots);
        java.nio.file.Files.write(shots.resolve(name + ".png"), driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    private String currentMove() {
        return wait.ignoring(StaleElementReferenceException.class).until(d -> d.findElement(By.cssSelector("#tree .mv.current")).getText());
    }

    private List<String> stonePoints() {
        return wait.ignoring(StaleElementReferenceException.class).until(d ->
                d.findElements(By.cssSelector("circle.stone:not(.ghost)")).stream().map(e -> e.getAttribute("data-point")).toList());
    }

    @Test
    void setUpAPosition_engineShowsCandidates_playOne_goBack_andBranch() throws Exception {
        driver.get(base + "/analysis-board.html");
        wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
        // Set up: h8 h9 by clicking, then a white stone at j10 chosen by colour.
        click(By.id("pt-h8"));
        wait.until(d -> stonePoints().size() == 1);
        click(By.id("pt-h9"));
        wait.until(d -> stonePoints().size() == 2);
        driver.findElement(By.cssSelector("#place-colour option[value=black]")).click();
        click(By.id("pt-j10"));
        wait.until(d -> stonePoints().size() == 3);
        driver.findElement(By.cssSelector("#place-colour option[value='']")).click();
        assertThat(driver.findElement(By.id("status")).getText()).contains("White");

        // Engine on: candidates appear as marks on the board and rows in the table.
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("multipv"))).selectByValue("3");
        click(By.id("btn-engine"));
        wait.until(d -> d.findElements(By.cssSelector("g.cand-mark")).size() == 3);
        assertThat(driver.findElements(By.cssSelector("#candidates tr"))).hasSize(3);
        // Hovering a candidate shows its line as ghost stones (the marks are redrawn on every update).
        wait.ignoring(StaleElementReferenceException.class).until(d -> {
            new Actions(d).moveToElement(d.findElement(By.id("cand-1"))).perform();
            return !d.findElements(By.cssSelector("circle.ghost")).isEmpty();
        });
        shot("analysis-board");

        // Clicking the best candidate plays it. Read and clicked in one script: an update may redraw the marks in between.
        String bestPoint = (String) driver.executeScript(
                "const g = document.getElementById('cand-1'); g.dispatchEvent(new MouseEvent('click', {bubbles: true}));"
                        + " return g.getAttribute('data-point');");
        wait.until(d -> stonePoints().size() == 4);
        assertThat(stonePoints()).contains(bestPoint);
        assertThat(currentMove()).endsWith(bestPoint);
        // The analysis restarts for the new position.
        wait.until(d -> !d.findElements(By.cssSelector("g.cand-mark")).isEmpty());

        // Back with the keyboard, then another move: a branch in the tree.
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        wait.until(d -> stonePoints().size() == 3);
        String other = bestPoint.equals("a1") ? "o15" : "a1";
        click(By.id("pt-" + other));
        wait.until(d -> stonePoints().size() == 4 && stonePoints().contains(other));
        assertThat(driver.findElements(By.cssSelector("#tree .variation"))).hasSize(1);
        assertThat(driver.findElement(By.cssSelector("#tree .variation")).getText()).contains(other);
        // Up among the alternatives goes to the engine's move, the main line.
        driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_UP);
        wait.until(d -> stonePoints().contains(bestPoint) && !stonePoints().contains(other));

        // The board survives a reload (it is stored), the engine stays off after leaving.
        driver.navigate().refresh();
        wait.until(d -> stonePoints().size() == 4 && stonePoints().contains(bestPoint));
        assertThat(driver.findElements(By.cssSelector("#tree .mv"))).hasSize(6);
        new WebDriverWait(driver, Duration.ofSeconds(20)).withMessage("leaving the page stopped the analysis")
                .until(d -> server.engines.busyEngines() == 0);
    }

    @Test
    void chineseBrowser_getsTheWholePageInChinese() throws Exception {
        prefer("zh-CN");
        driver.get(base + "/analysis-board.html?rule=renju");
        wait.until(d -> d.findElement(By.id("status")).getText().contains("黑方"));
        click(By.id("pt-h8"));
        wait.until(d -> d.findElement(By.id("status")).getText().contains("白方"));
        click(By.id("btn-vcf-black"));
        wait.until(d -> d.findElement(By.id("threat-result")).getText().contains("节点"));
        String shown = (String) driver.executeScript("return document.body.innerText + ' ' + document.title");
        java.util.List<String> words = new java.util.ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\p{IsLatin}{2,}").matcher(shown);
        java.util.Set<String> names = java.util.Set.of("VCF", "VCT", "SGF", "PSQ", "English");
        while (m.find()) if (!names.contains(m.group())) words.add(m.group());
        assertThat(words).as("English words on the Chinese page").isEmpty();
        assertThat(driver.getTitle()).contains("研究棋盘");
    }

    @Test
    void aStoredGame_opensFromTheGamePage_atTheShownMove_andWithARefutationBranch() {
        long id = service.create(gomoku.game.play.Mode.HVH, gomoku.engine.core.Side.BLACK, 1, gomoku.engine.core.Rule.FREESTYLE, 15).id();
        for (int[] m : new int[][] {{7, 7}, {7, 6}, {8, 7}, {8, 6}, {9, 7}}) service.move(id, m[0], m[1]);
        driver.get(base + "/#game=" + id);
        wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() == 5);
        String href = wait.until(d -> d.findElement(By.id("link-board")).getAttribute("href"));
        assertThat(href).endsWith("/analysis-board.html?game=" + id + "&ply=5");
        driver.get(href);
        wait.until(d -> stonePoints().size() == 5);
        assertThat(currentMove()).endsWith("j8");
        // A refutation from the third move on, as the post-game analysis links it: a branch beside the game.
        driver.get(base + "/analysis-board.html?game=" + id + "&ply=3&branch=" + java.net.URLEncoder.encode("[[8,8],[9,9]]",
                java.nio.charset.StandardCharsets.UTF_8));
        wait.until(d -> stonePoints().size() == 5 && stonePoints().contains("j6"));
        assertThat(driver.findElements(By.cssSelector("#tree .variation"))).hasSize(1);
        assertThat(driver.findElement(By.cssSelector("#tree .variation")).getText()).contains("i7").contains("j6");
    }

    @Test
    void exportLinks_saveTheSgf_andSayWhyPsqCannotHoldTwoBlackStonesInARow() throws Exception {
        driver.get(base + "/analysis-board.html");
        wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
        driver.findElement(By.cssSelector("#place-colour option[value=black]")).click();
        click(By.id("pt-h8"));
        wait.until(d -> stonePoints().size() == 1);
        click(By.id("pt-h9"));
        wait.until(d -> stonePoints().size() == 2);
        String id = driver.getCurrentUrl().replaceAll(".*[?&]id=(\\d+).*", "$1");

        click(By.id("export-psq"));
        wait.until(d -> text("message").equals(dict.text("error.NOT_A_GAME")));

        click(By.id("export-sgf"));
        Path sgf = session.downloads.resolve("analysis-" + id + ".sgf");
        wait.until(d -> Files.exists(sgf));
        String served = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "/api/boards/" + id
                + "/export?format=sgf")).build(), HttpResponse.BodyHandlers.ofString()).body();
        assertThat(Files.readString(sgf)).isEqualTo(served).startsWith("(;");
        try (var files = Files.list(session.downloads)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly(sgf.getFileName().toString());
        }
    }
}
