package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;

/** The practice page in headless Chromium, in both languages; skipped without chromedriver. */
class PracticeBrowserTest extends BrowserTestBase {
    /** The point of the last stone played (the board marks it). */
    private String lastPoint() {
        return wait.ignoring(StaleElementReferenceException.class).until(d -> {
            var last = d.findElement(By.id("last-move"));
            for (var stone : d.findElements(By.cssSelector("circle.stone")))
                if (stone.getAttribute("cx").equals(last.getAttribute("cx")) && stone.getAttribute("cy").equals(last.getAttribute("cy")))
                    return stone.getAttribute("data-point");
            return null;
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void levelOnePuzzle_solvedByClickingTheHintedMoves_showsTimeAndProgress(String lang) throws Exception {
        prefer(lang);
        driver.get(base + "/practice.html");
        wait.until(d -> !d.findElements(By.id("btn-level-1")).isEmpty());
        assertThat(driver.findElement(By.id("btn-level-2")).isEnabled()).isFalse();
        assertThat(driver.findElement(By.id("btn-level-2")).getText()).contains(dict.text("practice.kind.level", "level", 2));
        click("btn-level-1");
        wait.until(d -> text("puzzle-info").startsWith(dict.text("practice.kind.level", "level", 1)));
        assertThat(text("task")).isIn(dict.text("practice.task.black"), dict.text("practice.task.white"));
        for (int step = 0; step < 4 && !"solved".equals(driver.findElement(By.id("status")).getAttribute("data-state")); step++) {
            int played = driver.findElements(By.cssSelector("circle.stone")).size();
            click("btn-hint");
            wait.until(d -> !d.findElements(By.id("hint-area")).isEmpty());
            assertThat(text("message")).startsWith(dict.prefix("practice.hint.area"));
            click("btn-hint");
            wait.until(d -> !d.findElements(By.id("hint-move")).isEmpty());
            String point = wait.ignoring(StaleElementReferenceException.class)
                    .until(d -> d.findElement(By.id("hint-move")).getAttribute("data-point"));
            click("pt-" + point);
            wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() > played);
            assertThat(text("message")).startsWith(point);
        }
        wait.until(d -> text("status").startsWith(dict.prefix("practice.solved")));
        assertThat(text("message")).isIn(dict.text("practice.won.five", "point", lastPoint()),
                dict.text("practice.won.forbidden", "point", lastPoint()));
        assertThat(driver.findElements(By.id("wrong-mark"))).isEmpty();
        String summary = dict.text("practice.summary", "solved", 1);
        wait.until(d -> text("progress-summary").startsWith(summary.substring(0, summary.indexOf('{'))));
        assertThat(server.progress.load().solvedAtLevel(1)).isEqualTo(1);
    }
}
