package gomoku.web;

import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A browser test: the run's shared server and headless Chromium ({@link SharedBrowser}), reset before
 * each test to an English browser on an empty database, and the helpers the tests share. A test that
 * wants the page in another language calls {@link #prefer}.
 */
@ExtendWith(SharedBrowser.class)
abstract class BrowserTestBase {
    SharedBrowser.Session session;
    TestServer server;
    GameService service;
    ChromeDriver driver;
    WebDriverWait wait;
    String base;
    Dict dict;

    @BeforeEach
    void openBrowser(SharedBrowser.Session session) throws IOException {
        session.reset();
        this.session = session;
        server = session.server;
        service = server.service;
        base = server.base;
        driver = session.driver;
        wait = new WebDriverWait(driver, Duration.ofSeconds(30));
        dict = new Dict("en");
    }

    /** The browser prefers {@code lang} ("en" or "zh-CN") from now on; {@link #dict} is its dictionary. */
    void prefer(String lang) {
        HeadlessChrome.prefer(driver, lang.equals("en") ? HeadlessChrome.ENGLISH : "zh-CN,zh");
        dict = new Dict(lang);
    }

    /** Clicks what {@code by} finds; pages redraw often, so a stale element is looked up again. */
    void click(By by) {
        wait.ignoring(StaleElementReferenceException.class).until(d -> {
            d.findElement(by).click();
            return true;
        });
    }

    void click(String id) {
        click(By.id(id));
    }

    /** Starts a game from the new-game dialog the page shows: mode (hvc, hvh, cvc), rule and level. */
    void newGame(String mode, String rule, String level) {
        wait.until(d -> d.findElement(By.id("new-dialog")).isDisplayed());
        new Select(driver.findElement(By.id("new-mode"))).selectByValue(mode);
        new Select(driver.findElement(By.id("new-rule"))).selectByValue(rule);
        new Select(driver.findElement(By.id("new-level"))).selectByValue(level);
        driver.findElement(By.id("new-start")).click();
        wait.until(d -> d.findElement(By.id("game-info")).getAttribute("data-game-id") != null
                && d.findElement(By.id("game-info")).getText().startsWith(dict.prefix("info.game")));
    }

    /** Clicks a point of the board ("h8"). */
    void clickPoint(String point) {
        click(By.id("pt-" + point));
    }

    /** The text of the element {@code id}, looked up again if it was redrawn meanwhile. */
    String text(String id) {
        return wait.ignoring(StaleElementReferenceException.class).until(d -> d.findElement(By.id(id)).getText());
    }

    /** How many stones the board shows. */
    int stones() {
        return driver.findElements(By.cssSelector("circle.stone")).size();
    }
}
