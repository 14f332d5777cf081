package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.Select;

/**
 * Language, keyboard, sound and what the panel shows, in headless Chromium (skipped without chromedriver):
 * the language follows the browser, switches mid-game without losing the game and is remembered;
 * a Chinese page shows no English words; the board plays by keyboard and announces moves.
 */
class I18nBrowserTest extends BrowserTestBase {
    /** Words of two or more Latin letters on the page other than point names and file formats. */
    List<String> englishWords() {
        String shown = (String) driver.executeScript("return document.body.innerText + ' ' + document.title");
        Set<String> names = Set.of("PSQ", "SGF", "VCF", "English", "Ctrl");
        List<String> words = new ArrayList<>();
        Matcher m = Pattern.compile("\\p{IsLatin}{2,}").matcher(shown);
        while (m.find()) if (!names.contains(m.group())) words.add(m.group());
        return words;
    }

    @Test
    void switchingLanguageMidGame_keepsTheGame_andIsRemembered() throws Exception {
        Dict en = new Dict("en"), zh = new Dict("zh-CN");
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.RENJU, 15).id();
        driver.get(base + "/#game=" + id);
        wait.until(d -> text("status").equals(en.text("status.black.plain")));
        assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("en");
        for (String p : List.of("h8", "i9", "g7")) {
            int before = stones();
            clickPoint(p);
            wait.until(d -> stones() == before + 1);
        }
        wait.until(d -> text("status").equals(en.text("status.white.plain")));
        assertThat(driver.getTitle()).isEqualTo(en.text("status.white.plain") + " · " + en.text("app.name"));

        new Select(driver.findElement(By.id("lang-select"))).selectByValue("zh-CN");
        wait.until(d -> text("status").equals(zh.text("status.white.plain")));
        assertThat(stones()).isEqualTo(3);
        assertThat(driver.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("zh-CN");
        assertThat(text("btn-undo")).isEqualTo("悔棋");
        assertThat(text("btn-resign")).isEqualTo("认输");
        assertThat(text("game-info")).contains("双人对战").contains("连珠");
        assertThat(driver.getTitle()).isEqualTo(zh.text("status.white.plain") + " · 五子棋");
        assertThat(englishWords()).isEmpty();

        // The game goes on in Chinese, and a reload keeps both the game and the language.
        clickPoint("j10");
        wait.until(d -> stones() == 4);
        driver.navigate().refresh();
        wait.until(d -> stones() == 4 && text("status").equals(zh.text("status.black.plain")));
        assertThat(new Select(driver.findElement(By.id("lang-select"))).getFirstSelectedOption().getAttribute("value"))
                .isEqualTo("zh-CN");
        driver.findElement(By.id("btn-resign")).click();
        wait.until(d -> d.findElement(By.id("resign-dialog")).isDisplayed());
        click("resign-yes");
        wait.until(d -> text("status").equals("白胜：黑方认输"));
        assertThat(driver.getTitle()).startsWith("白胜");
        assertThat(englishWords()).isEmpty();
    }

    @Test
    void chineseBrowser_getsChinese_errorsFromCodes_noEnglishWords() throws Exception {
        Dict zh = new Dict("zh-CN");
        prefer("zh-CN");
        driver.get(base + "/");
        wait.until(d -> d.findElement(By.id("new-dialog")).isDisplayed() && text("new-start").equals("开始"));
        assertThat(new Select(driver.findElement(By.id("new-mode"))).getOptions()).extracting(e -> e.getText())
                .containsExactly("人机对战", "双人对战", "电脑对战");
        assertThat(englishWords()).isEmpty();
        driver.findElement(By.id("new-cancel")).click();

        // No game: no evaluation bar, no game buttons.
        assertThat(text("status")).isEqualTo(zh.text("status.noGame"));
        assertThat(driver.findElement(By.id("eval")).isDisplayed()).isFalse();
        assertThat(driver.findElement(By.id("btn-undo")).isDisplayed()).isFalse();

        // A refusal the server makes is worded from its code: h8 is occupied.
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        service.humans().move(id, 7, 7);
        driver.get(base + "/#game=" + id);
        driver.navigate().refresh();   // a change of the hash alone does not reload the page
        wait.until(d -> stones() == 1);
        assertThat(driver.findElement(By.id("eval")).isDisplayed()).isFalse();
        clickPoint("h8");
        wait.until(d -> text("message").equals(zh.text("error.POSITION_OCCUPIED", "point", "h8")));
        assertThat(englishWords()).isEmpty();

        // The games list in Chinese.
        driver.findElement(By.id("btn-games")).click();
        wait.until(d -> d.findElements(By.cssSelector("#games-table tbody tr")).size() == 1);
        assertThat(text("games-dialog")).contains("双人对战").contains("无禁手").contains("未完").contains("复盘");
        assertThat(englishWords()).isEmpty();
    }

    @Test
    void keyboard_arrowsMoveTheCursor_enterPlays_uUndoes_andMovesAreAnnounced() throws Exception {
        Dict en = new Dict("en");
        long id = service.create(Mode.HVH, Side.BLACK, 1, Rule.FREESTYLE, 15).id();
        driver.get(base + "/#game=" + id);
        wait.until(d -> text("status").equals(en.text("status.black.plain")));
        var board = driver.findElement(By.id("board"));
        board.sendKeys(Keys.ARROW_RIGHT);   // the first key shows the cursor at the centre
        wait.until(d -> "h8".equals(d.findElement(By.id("cursor")).getAttribute("data-point")));
        board.sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_UP);
        wait.until(d -> "i9".equals(d.findElement(By.id("cursor")).getAttribute("data-point")));
        board.sendKeys(Keys.ENTER);
        wait.until(d -> stones() == 1);
        assertThat(driver.findElement(By.cssSelector("circle.stone")).getAttribute("data-point")).isEqualTo("i9");
        wait.until(d -> d.findElement(By.id("announce")).getAttribute("textContent")
                .equals(en.text("announce.move", "n", 1, "side", "Black", "point", "i9")));
        assertThat(driver.findElement(By.id("announce")).getAttribute("aria-live")).isEqualTo("polite");
        board.sendKeys(Keys.ARROW_LEFT, Keys.SPACE);
        wait.until(d -> stones() == 2);
        board.sendKeys("u");
        wait.until(d -> stones() == 1);
    }

    @Test
    void sound_isOffByDefault_switchable_andRemembered() throws Exception {
        driver.get(base + "/");
        wait.until(d -> text("btn-sound").equals(new Dict("en").text("sound.off")));
        assertThat(driver.findElement(By.id("btn-sound")).getAttribute("aria-pressed")).isEqualTo("false");
        driver.findElement(By.id("new-cancel")).click();
        driver.findElement(By.id("btn-sound")).click();
        wait.until(d -> "true".equals(d.findElement(By.id("btn-sound")).getAttribute("aria-pressed")));
        driver.get(base + "/practice.html");
        wait.until(d -> text("btn-sound").equals(new Dict("en").text("sound.on")));
        assertThat(driver.findElement(By.cssSelector("link[rel=icon]")).getAttribute("href")).endsWith("/favicon.svg");
    }
}
