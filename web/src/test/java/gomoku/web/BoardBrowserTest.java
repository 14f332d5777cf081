package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
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
    void aCommentTheServerRefuses_isShownAsAnError_notAsSaved() {
        driver.get(base + "/analysis-board.html");
        wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
        click(By.id("pt-h8"));
        wait.until(d -> stonePoints().size() == 1);
        // Longer than any request body the server takes: refused.
        driver.executeScript("document.getElementById('comment').value = 'x'.repeat(70000)");
        click("btn-comment");
        wait.until(d -> "error".equals(d.findElement(By.id("message")).getAttribute("data-kind")));
        assertThat(text("message")).isNotEqualTo(dict.text("board.comment.saved"));
        // A short one is saved, and said to be.
        driver.executeScript("document.getElementById('comment').value = 'a fine move'");
        click("btn-comment");
        wait.until(d -> "success".equals(d.findElement(By.id("message")).getAttribute("data-kind")));
        assertThat(text("message")).isEqualTo(dict.text("board.comment.saved"));
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
        assertThat(driver.findElements(By.cssSelector("#candidates tbody tr"))).hasSize(3);
        // Hovering a candidate shows its line as ghost stones.
        wait.ignoring(StaleElementReferenceException.class).until(d -> {
            new Actions(d).moveToElement(d.findElement(By.id("cand-1"))).perform();
            return !d.findElements(By.cssSelector("circle.ghost-stone")).isEmpty();
        });
        shot("analysis-board");

        // A real click on the best candidate's mark plays it.
        String bestPoint = wait.ignoring(StaleElementReferenceException.class).until(d -> {
            WebElement mark = d.findElement(By.id("cand-1"));
            String point = mark.getAttribute("data-point");
            new Actions(d).moveToElement(mark).click().perform();
            return point;
        });
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

    /** A board with h8 h9 i9 j10 g7 and the engine on, three candidates shown. */
    private void positionWithEngineOn() {
        driver.get(base + "/analysis-board.html");
        wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
        int n = 0;
        for (String p : new String[] {"h8", "h9", "i9", "j10", "g7"}) {
            clickPoint(p);
            int want = ++n;
            wait.until(d -> stonePoints().size() == want);
        }
        click("btn-engine");
        wait.until(d -> d.findElements(By.cssSelector("g.cand-mark")).size() == 3);
    }

    @Test
    void aPressOnACandidateMark_whileTheEngineUpdatesTheBoard_playsThatMove() {
        positionWithEngineOn();
        // Three times in a row, each a real press held while the engine's updates arrive, then a release.
        for (int round = 0; round < 3; round++) {
            int before = stonePoints().size();
            // Pressed as soon as the first candidates show: the engine is then still deepening and updating.
            wait.until(d -> !d.findElements(By.cssSelector("g.cand-mark")).isEmpty());
            String played = wait.ignoring(StaleElementReferenceException.class).until(d -> {
                WebElement mark = d.findElements(By.cssSelector("g.cand-mark")).get(0);
                String point = mark.getAttribute("data-point");
                new Actions(d).moveToElement(mark).clickAndHold().pause(Duration.ofMillis(400)).release().perform();
                return point;
            });
            wait.withMessage("the press on the mark of " + played + " played it").until(d -> stonePoints().size() == before + 1);
            assertThat(stonePoints()).contains(played);
            assertThat(currentMove()).endsWith(played);
            new Actions(driver).moveToElement(driver.findElement(By.id("status"))).perform();
        }
    }

    @Test
    void hoveringACandidate_showsItsLineAsPrimedGhostStones_besideTheRealOnes() {
        positionWithEngineOn();
        List<String> labels = driver.findElements(By.cssSelector("text.num")).stream().map(WebElement::getText).toList();
        assertThat(labels).containsExactly("1", "2", "3", "4", "5");
        // The engine keeps updating: a candidate may leave the list (and its preview with it) between two
        // calls, so the hover is repeated until one look, taken in a single script, finds the preview.
        @SuppressWarnings("unchecked")
        List<Object> seen = wait.ignoring(StaleElementReferenceException.class).until(d -> {
            new Actions(d).moveToElement(d.findElement(By.id("status"))).moveToElement(d.findElement(By.id("cand-2"))).perform();
            return (List<Object>) driver.executeScript("""
                const ghosts = [...document.querySelectorAll('circle.ghost-stone')];
                if (ghosts.length === 0) return null;
                const real = new Set([...document.querySelectorAll('circle.stone')].map(s => s.getAttribute('data-point')));
                const hidden = [...document.querySelectorAll('#layer-cands .cand-mark:not(.previewed)')]
                  .filter(g => getComputedStyle(g).opacity !== '0').length;
                return [ghosts.length, ghosts.filter(g => g.classList.contains('stone')).length,
                  ghosts.filter(g => real.has(g.getAttribute('data-ghost'))).length,
                  [...document.querySelectorAll('text.ghost-num')].map(t => t.textContent).join(' '), hidden,
                  Number(ghosts[0].getAttribute('r')) < Number(document.querySelector('circle.stone').getAttribute('r'))];""");
        });
        assertThat(((Number) seen.get(0)).intValue()).as("ghost stones").isBetween(1, 6);
        assertThat(((Number) seen.get(1)).intValue()).as("ghosts classed as real stones").isZero();
        assertThat(((Number) seen.get(2)).intValue()).as("ghosts on real stones").isZero();
        assertThat((String) seen.get(3)).matches("1'( \\d'){0,5}");
        assertThat(((Number) seen.get(4)).intValue()).as("other marks still shown").isZero();
        assertThat(seen.get(5)).as("ghosts smaller than stones").isEqualTo(true);
        // The real stones keep their numbers.
        assertThat(driver.findElements(By.cssSelector("text.num")).stream().map(WebElement::getText).toList())
                .containsExactly("1", "2", "3", "4", "5");
        // Leaving the mark takes the preview away and brings the marks back.
        new Actions(driver).moveToElement(driver.findElement(By.id("status"))).perform();
        wait.until(d -> d.findElements(By.cssSelector("circle.ghost-stone")).isEmpty());
        assertThat(driver.findElements(By.cssSelector("#layer-cands.previewing"))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void theCandidateTable_namesItsColumns_andTheBestLineIsSaidInWords(String lang) {
        prefer(lang);
        positionWithEngineOn();
        wait.until(d -> d.findElements(By.cssSelector("#candidates tbody tr")).size() == 3);
        List<String> heads = driver.findElements(By.cssSelector("#candidates th")).stream().map(WebElement::getText).toList();
        assertThat(heads).containsExactly(dict.text("board.col.move"), dict.text("board.col.chance", "side", dict.text("side.white")),
                dict.text("board.col.score"), dict.text("board.col.depth"), dict.text("board.col.line"));
        assertThat(driver.findElement(By.cssSelector("#candidates th")).getAttribute("title")).isEqualTo(dict.text("board.col.move.title"));
        assertThat(text("cand-legend")).isEqualTo(dict.text("board.legend"));
        assertThat(text("best-line")).startsWith(dict.prefix("board.bestLine") + dict.text("side.white"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void newBoard_asksWhereToStart_movesOrAStoredGame(String lang) {
        prefer(lang);
        long game = service.create(gomoku.game.play.Mode.HVH, gomoku.engine.core.Side.BLACK, 1, gomoku.engine.core.Rule.FREESTYLE, 15).id();
        for (int[] m : new int[][] {{7, 7}, {7, 6}, {8, 7}}) service.humans().move(game, m[0], m[1]);
        driver.get(base + "/analysis-board.html");
        wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
        // From moves, with the rule chosen in the dialog.
        click("btn-new");
        wait.until(d -> d.findElement(By.id("new-board-dialog")).isDisplayed());
        assertThat(text("new-board-dialog")).contains(dict.text("board.new.title")).contains(dict.text("board.new.from"));
        driver.findElement(By.id("new-moves")).sendKeys("h8 i9");
        assertThat(driver.findElement(By.cssSelector("#new-from input[value=moves]")).isSelected()).isTrue();
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("new-rule"))).selectByValue("renju");
        click("new-board-start");
        wait.until(d -> stonePoints().size() == 2);
        assertThat(stonePoints()).containsExactlyInAnyOrder("h8", "i9");
        assertThat(text("board-info")).startsWith(dict.text("rule.renju"));
        // From a stored game: the rule and size come with it, so the dialog does not ask for them.
        click("btn-new");
        wait.until(d -> d.findElement(By.id("new-board-dialog")).isDisplayed());
        click("new-game");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("new-game"))).selectByValue(String.valueOf(game));
        assertThat(driver.findElement(By.cssSelector("#new-from input[value=game]")).isSelected()).isTrue();
        assertThat(driver.findElement(By.id("new-shape")).isDisplayed()).isFalse();
        click("new-board-start");
        wait.until(d -> stonePoints().size() == 3);
        assertThat(text("board-info")).startsWith(dict.text("rule.freestyle"));
        // Cancel changes nothing.
        click("btn-new");
        wait.until(d -> d.findElement(By.id("new-board-dialog")).isDisplayed());
        click("new-board-cancel");
        wait.until(d -> !d.findElement(By.id("new-board-dialog")).isDisplayed());
        assertThat(stonePoints()).hasSize(3);
    }

    @Test
    void theVcfLine_isShownAsPrimedGhostStones_too() {
        driver.get(base + "/analysis-board.html?rule=freestyle");
        wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
        int n = 0;
        for (String p : new String[] {"h8", "a1", "i8", "a3", "j8", "a5"}) {
            clickPoint(p);
            int want = ++n;
            wait.until(d -> stonePoints().size() == want);
        }
        click("btn-vcf-black");
        wait.until(d -> !d.findElements(By.cssSelector("circle.ghost-stone.threat")).isEmpty());
        List<String> labels = driver.findElements(By.cssSelector("text.ghost-num")).stream().map(WebElement::getText).toList();
        assertThat(labels).isNotEmpty().allSatisfy(l -> assertThat(l).matches("\\d+'"));
        assertThat(driver.findElements(By.cssSelector("circle.ghost-stone.stone"))).isEmpty();
        assertThat(driver.findElements(By.cssSelector("text.num")).stream().map(WebElement::getText).toList())
                .containsExactly("1", "2", "3", "4", "5", "6");
        assertThat(text("threat-result")).startsWith(dict.prefix("board.threat.found") + "VCF");
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
        for (int[] m : new int[][] {{7, 7}, {7, 6}, {8, 7}, {8, 6}, {9, 7}}) service.humans().move(id, m[0], m[1]);
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
