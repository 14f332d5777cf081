package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Every text the pages show (game, practice, analysis board) (HTML and the board's SVG labels) has a contrast of at least 4.5:1
 * (WCAG AA) against what is behind it (a move number: its stone's gradient at its worst), measured on the
 * rendered page in headless Chromium; disabled
 * controls are exempt, as in WCAG. Skipped without chromedriver.
 */
class ContrastBrowserTest extends BrowserTestBase {
    /** For each element with its own text: its colour against the first opaque background behind it. */
    static final String LOW_CONTRAST = """
            function rgb(s) { const m = s.match(/[\\d.]+/g) || []; return m.map(Number); }
            function lum(c) {
              const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
              return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
            }
            function background(e) {
              // A move number sits on its stone: the lightest part of a black stone, the darkest of a white one.
              if (e.classList.contains('on-black')) return [0x66, 0x66, 0x66];
              if (e.classList.contains('on-white')) return [0xbb, 0xbb, 0xbb];
              for (let n = e; n; n = n.parentElement) {
                if (n.id === 'board') return rgb(getComputedStyle(n).backgroundColor);
                const c = rgb(getComputedStyle(n).backgroundColor);
                if (c.length === 3 || c.length === 4 && c[3] > 0.9) return c;
              }
              return [255, 255, 255];
            }
            const low = [];
            for (const e of document.querySelectorAll('body *')) {
              const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
              if (!own || e.closest('[disabled], #eval, .sr-only, dialog:not([open])')) continue;
              const box = e.getBoundingClientRect();
              if (box.width === 0 || box.height === 0) continue;
              const style = getComputedStyle(e);
              const fg = rgb(e instanceof SVGElement ? style.fill : style.color);
              const bg = background(e);
              const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
              const ratio = (a + 0.05) / (b + 0.05);
              if (ratio < 4.5) low.push((e.id || e.className.baseVal || e.className || e.tagName) + ' ' + ratio.toFixed(2));
            }
            return low;
            """;

    @SuppressWarnings("unchecked")
    List<String> lowContrast() {
        return (List<String>) driver.executeScript(LOW_CONTRAST);
    }

    @Test
    void gamePracticeAndAnalysisBoardPages_haveEnoughContrast() {
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.RENJU, 15).id();
        for (int[] m : new int[][] {{7, 7}, {8, 8}, {7, 5}, {6, 8}, {6, 6}, {9, 5}, {9, 6}, {6, 4}}) service.humans().move(id, m[0], m[1]);
        driver.get(base + "/#game=" + id);
        wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() == 8);
        driver.findElement(By.id("opt-numbers")).click();
        driver.findElement(By.id("pt-h9")).click();   // a message in the accent colour
        wait.until(d -> !d.findElement(By.id("message")).getText().isEmpty());
        assertThat(driver.findElements(By.cssSelector("text.coord"))).isNotEmpty();
        assertThat(lowContrast()).isEmpty();

        driver.findElement(By.id("btn-new")).click();
        wait.until(d -> d.findElement(By.id("new-dialog")).isDisplayed());
        assertThat(lowContrast()).isEmpty();

        driver.get(base + "/practice.html");
        wait.until(d -> !d.findElements(By.id("btn-level-1")).isEmpty());
        driver.findElement(By.id("btn-level-1")).click();
        wait.until(d -> !d.findElement(By.id("puzzle-info")).getText().isEmpty());
        assertThat(lowContrast()).isEmpty();

        driver.get(base + "/analysis-board.html");
        wait.until(d -> !d.findElements(By.id("pt-h8")).isEmpty());
        driver.findElement(By.id("pt-h8")).click();
        wait.until(d -> d.findElements(By.cssSelector("circle.stone")).size() == 1);
        assertThat(lowContrast()).isEmpty();
    }
}
