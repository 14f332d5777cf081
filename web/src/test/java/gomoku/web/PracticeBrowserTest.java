package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import java.util.Map;

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

    /** Whether the element {@code id} lies wholly inside the window. */
    private boolean inView(String id) {
        return (Boolean) driver.executeScript("const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                + " return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;", id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void onAPhone_aWrongMoveIsRefusedWithoutTheAnswer_andTheSolvedPuzzleOffersTheNext(String lang) {
        prefer(lang);
        // A phone's screen, 390x844 (a window cannot be made that narrow).
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        try {
            driver.get(base + "/practice.html");
            wait.until(d -> !d.findElements(By.id("btn-level-1")).isEmpty());
            click("btn-level-1");
            wait.until(d -> text("puzzle-info").startsWith(dict.text("practice.name.level", "level", 1, "number", 1)));
            // a1, far from the stones, is no four: refused, crossed out, and the answer is not shown.
            clickPoint("a1");
            wait.until(d -> !d.findElements(By.id("wrong-mark")).isEmpty());
            assertThat(text("message")).isEqualTo(dict.text("practice.rejected.not-four", "point", "a1"));
            assertThat(driver.findElement(By.id("message")).getAttribute("data-kind")).isEqualTo("error");
            assertThat(driver.findElements(By.id("right-mark"))).isEmpty();
            assertThat(driver.findElements(By.id("hint-move"))).isEmpty();
            for (String id : new String[] {"timer", "message", "btn-hint", "status"}) assertThat(inView(id)).as(id + " on screen").isTrue();
            // Asked for, the answer comes in two steps: the area, then the move.
            click("btn-hint");
            wait.until(d -> !d.findElements(By.id("hint-area")).isEmpty());
            assertThat(driver.findElements(By.id("hint-move"))).isEmpty();
            assertThat(driver.findElement(By.id("message")).getAttribute("data-kind")).isEqualTo("hint");
            String move = playTheHintedMove();
            for (String id : new String[] {"timer", "message", "btn-hint"}) assertThat(inView(id)).as(id + " on screen after a move").isTrue();
            // The rest by hints, as before.
            for (int step = 0; step < 3 && !"solved".equals(driver.findElement(By.id("status")).getAttribute("data-state")); step++) {
                click("btn-hint");
                wait.until(d -> !d.findElements(By.id("hint-area")).isEmpty());
                playTheHintedMove();
            }
            // Solved: the five struck through, and the next puzzle one click away.
            wait.until(d -> "solved".equals(d.findElement(By.id("status")).getAttribute("data-state")));
            assertThat(driver.findElements(By.id("win-line"))).hasSize(1);
            assertThat(driver.findElement(By.id("message")).getAttribute("data-kind")).isEqualTo("success");
            assertThat(inView("btn-next-puzzle")).isTrue();
            click("btn-next-puzzle");
            wait.until(d -> text("puzzle-info").startsWith(dict.text("practice.name.level", "level", 1, "number", 2)));
        } finally {
            driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void givingUp_showsTheWinningMove(String lang) {
        prefer(lang);
        driver.get(base + "/practice.html");
        wait.until(d -> !d.findElements(By.id("btn-level-1")).isEmpty());
        click("btn-level-1");
        wait.until(d -> !text("puzzle-info").isEmpty());
        assertThat(driver.findElements(By.id("hint-move"))).isEmpty();
        click("btn-give-up");
        wait.until(d -> !d.findElements(By.id("hint-move")).isEmpty());
        String point = wait.ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElement(By.id("hint-move")).getAttribute("data-point"));
        assertThat(text("message")).isEqualTo(dict.text("practice.gaveUp", "point", point));
        assertThat(driver.findElement(By.id("message")).getAttribute("data-kind")).isEqualTo("hint");
    }

    /** With the area hinted, asks for the move, plays it and returns its point. */
    private String playTheHintedMove() {
        click("btn-hint");
        wait.until(d -> !d.findElements(By.id("hint-move")).isEmpty());
        String move = wait.ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElement(By.id("hint-move")).getAttribute("data-point"));
        clickPoint(move);
        wait.until(d -> text("message").startsWith(move));
        return move;
    }
}
