package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The game page's study side in headless Chromium, in both languages: the post-game analysis (in view,
 * whole lines, a graph with axes), messages that keep their kind across a language switch, and a
 * resignation that asks first and can be taken back.
 */
class GameStudyBrowserTest extends BrowserTestBase {
    /** Whether the element {@code id} lies wholly inside the window. */
    boolean inView(String id) {
        return (Boolean) driver.executeScript("const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                + " return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;", id);
    }

    /** A point by name ("h8") as {x, y}. */
    static int[] at(String name) {
        return gomoku.game.notation.Notation.parseLiterature(name, 15);
    }

    /**
     * The stored analysis of position {@code i} of {@link AnalysisTest#DOUBLE_THREE}: even until black's
     * double three appears, black winning after move 8 (j8, white blocks, k8 an open four, white blocks,
     * l8 five), even again after black's m3.
     */
    static gomoku.game.store.PositionAnalysis seeded(int i) {
        if (i != 8) return new gomoku.game.store.PositionAnalysis(i, 0, 0, 0.5, 10, at("j8"), List.of());
        List<int[]> line = Arrays.stream("j8 j9 k8 g8 l8".split(" ")).map(GameStudyBrowserTest::at).toList();
        return new gomoku.game.store.PositionAnalysis(8, 30000, 5, 1.0, 10, at("j8"), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void aMissedForcedWin_isListedWithItsWholeLineToTheFive_besideTheResult(String lang) {
        prefer(lang);
        driver.manage().window().setSize(new Dimension(1280, 800));
        long id = AnalysisTest.play(service, Rule.FREESTYLE, AnalysisTest.DOUBLE_THREE);
        service.humans().resign(id);
        // The analysis as the engine gives it (AnalysisTest checks that it does), stored beforehand so
        // that this test does not depend on how far a timed search gets on a loaded machine.
        for (int i = 0; i <= AnalysisTest.DOUBLE_THREE.length; i++) server.games.putAnalysis(id, seeded(i));
        driver.get(base + "/#game=" + id);
        wait.until(d -> stones() == AnalysisTest.DOUBLE_THREE.length);
        assertThat(inView("btn-analyse")).as("the analysis button in view at 1280x800").isTrue();
        click("btn-analyse");
        wait.until(d -> "done".equals(d.findElement(By.id("analysis-status")).getAttribute("data-state")));
        By missed = By.cssSelector("#mistakes li.mistake[data-index='8']");
        wait.until(d -> !d.findElements(missed).isEmpty());
        String entry = driver.findElement(missed).getText();
        String head = dict.text("mistake.win", "n", 9, "side", dict.text("side.black"), "point", "m3",
                "what", dict.text("mistake.missed-win"));
        String lineLabel = head.substring(head.indexOf("{line}") - 5, head.indexOf("{line}"));
        assertThat(entry).startsWith(head.substring(0, head.indexOf("{before}")));
        List<String> line = Arrays.asList(entry.substring(entry.indexOf(lineLabel) + lineLabel.length()).trim().split(" "));
        assertThat(line).as("the whole line").hasSizeGreaterThanOrEqualTo(5).doesNotHaveDuplicates();
        assertThat(AnalysisTest.endsInFive(AnalysisTest.DOUBLE_THREE, 8, line, Side.BLACK)).as(line + " ends in five").isTrue();
        // Numbered once: the list itself adds no number of its own.
        assertThat(driver.findElement(By.id("mistakes")).getTagName()).isEqualTo("ul");
        assertThat(driver.findElement(missed).getCssValue("list-style-type")).isEqualTo("none");
        // The graph: axes named, a legend, and round points (as wide as they are high on the screen).
        assertThat(driver.findElements(By.cssSelector("#eval-graph text.graph-title")).get(0).getText())
                .isEqualTo(dict.text("analysis.axis.move"));
        assertThat(driver.findElements(By.cssSelector("#eval-graph text.graph-tick")).stream().map(WebElement::getText))
                .contains("0%", "50%", "100%");
        assertThat(driver.findElements(By.cssSelector("#eval-graph text.graph-legend")).stream().map(WebElement::getText))
                .contains(dict.text("analysis.legend.black"), dict.text("analysis.legend.mistake"));
        WebElement point = driver.findElement(By.cssSelector("#eval-graph circle.graph-point[data-index='3']"));
        assertThat(Math.abs(point.getRect().getWidth() - point.getRect().getHeight())).as("a round point").isLessThanOrEqualTo(1);
        // Clicking the entry shows the line on the board and says it as a hint, kept across a language switch.
        click(missed);
        wait.until(d -> !d.findElements(By.cssSelector("circle.refutation")).isEmpty());
        assertThat(driver.findElement(By.id("message")).getAttribute("data-kind")).isEqualTo("hint");
        String other = lang.equals("en") ? "zh-CN" : "en";
        new Select(driver.findElement(By.id("lang-select"))).selectByValue(other);
        Dict now = new Dict(other);
        wait.until(d -> text("message").startsWith(now.text("mistake.win", "n", 9, "side", now.text("side.black"), "point", "m3",
                "what", now.text("mistake.missed-win")).substring(0, 8)));
        assertThat(driver.findElement(By.id("message")).getAttribute("data-kind")).isEqualTo("hint");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void resign_asksFirst_andUndoAfterwardsSaysWhatItDoes(String lang) {
        prefer(lang);
        long id = service.create(gomoku.game.play.Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.humans().move(id, 7, 7);
        service.humans().move(id, 8, 8);
        driver.get(base + "/#game=" + id);
        wait.until(d -> stones() == 2);
        // Resign opens a question; keeping on playing leaves the game as it was.
        click("btn-resign");
        wait.until(d -> d.findElement(By.id("resign-dialog")).isDisplayed());
        assertThat(text("resign-dialog")).contains(dict.text("resign.title")).contains(dict.text("resign.text"));
        click("resign-no");
        wait.until(d -> !d.findElement(By.id("resign-dialog")).isDisplayed());
        assertThat(service.get(id).status()).isEqualTo("ongoing");
        // Confirmed, it ends the game.
        click("btn-resign");
        wait.until(d -> d.findElement(By.id("resign-dialog")).isDisplayed());
        click("resign-yes");
        wait.until(d -> text("status").equals(dict.text("result.white.resignation")));
        // Undo names what it will do, then says what it did.
        assertThat(driver.findElement(By.id("btn-undo")).getAttribute("title")).isEqualTo(dict.text("play.undo.resigned"));
        click("btn-undo");
        wait.until(d -> text("message").equals(dict.text("msg.resignUndone")));
        assertThat(service.get(id).status()).isEqualTo("ongoing");
        assertThat(stones()).isEqualTo(1);
    }
}
