package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Two people in two independent browsers (separate profiles, so separate storage) and a third who
 * watches: the invitation, a swap2 game played to a five with a take-back refused and a reload, a draw
 * offer accepted in a second game, and the spectator's board equal to the players' after every move.
 */
class OnlineBrowserTest extends BrowserTestBase {

    /** One browser and what a test does in it. */
    final class Browser {
        final ChromeDriver d;
        final WebDriverWait w;

        Browser(ChromeDriver d) {
            this.d = d;
            this.w = new WebDriverWait(d, Duration.ofSeconds(30));
        }

        void click(String id) {
            w.ignoring(StaleElementReferenceException.class).until(x -> {
                x.findElement(By.id(id)).click();
                return true;
            });
        }

        void point(String name) {
            click("pt-" + name);
        }

        String text(String id) {
            return w.ignoring(StaleElementReferenceException.class).until(x -> x.findElement(By.id(id)).getText());
        }

        String value(String id) {
            return w.ignoring(StaleElementReferenceException.class).until(x -> x.findElement(By.id(id)).getAttribute("value"));
        }

        void type(String id, String text) {
            d.findElement(By.id(id)).clear();
            d.findElement(By.id(id)).sendKeys(text);
        }

        void select(String id, String value) {
            new Select(d.findElement(By.id(id))).selectByValue(value);
        }

        void waitText(String id, String expected) {
            w.until(x -> text(id).equals(expected));
        }

        void waitVisible(String id) {
            w.until(x -> x.findElement(By.id(id)).isDisplayed());
        }

        String pos() {
            return value("pos-text");
        }
    }

    Browser alice() {
        return new Browser(driver);
    }

    /** Alice invites from the online page; returns the invitation link her game page shows. */
    String invite(Browser alice, String name, String opening, String color) {
        alice.d.get(base + "/online.html");
        alice.waitVisible("friend-form");
        alice.select("friend-rule", "freestyle");
        alice.select("friend-opening", opening);
        alice.select("friend-color", color);
        alice.type("friend-name", name);
        alice.click("friend-start");
        alice.waitVisible("invite-link");
        String link = alice.value("invite-link");
        assertThat(link).startsWith(base + "/online.html#join=");
        return link;
    }

    void join(Browser bob, String link, String name) {
        bob.d.get(link);
        bob.waitVisible("join-form");
        bob.type("join-name", name);
        bob.click("join-start");
        bob.w.until(x -> x.getCurrentUrl().contains("#game="));
    }

    /** Plays a stone in {@code by}'s browser; every browser (the spectator too) then shows the same position. */
    void play(Browser by, String point, Browser... all) {
        String before = by.pos();
        by.point(point);
        by.w.until(x -> !by.pos().equals(before));
        String now = by.pos();
        for (Browser b : all) b.w.until(x -> b.pos().equals(now));
    }

    @Test
    void swap2Game_toAFive_withTakeBackRefused_reload_andASpectator_thenADrawAgreed() {
        Browser alice = alice();
        Browser bob = new Browser(session.other("bob"));
        Browser eve = new Browser(session.other("eve"));

        String link = invite(alice, "Alice", "swap2", "black");
        alice.waitText("status", dict.text("online.waiting"));
        join(bob, link, "Bob");
        alice.waitText("online-players", dict.text("online.seats", "first", "Alice", "second", "Bob"));
        alice.waitText("online-you", dict.text("online.you.first"));
        bob.waitText("online-you", dict.text("online.you.second"));
        // The invitation is used up: a third browser opening it is told so.
        eve.d.get(link);
        eve.waitText("message", dict.text("error.INVITATION_NOT_FOUND"));

        // The spectator opens the watch link (a private game: the link carries its watch code).
        String watch = alice.value("watch-link");
        assertThat(watch).contains("&watch=");
        eve.d.get(watch);
        eve.waitText("online-you", dict.text("online.spectating"));
        alice.w.until(x -> alice.text("online-spectators").equals(dict.text("online.spectators", "n", 1)));
        Browser[] all = {alice, bob, eve};

        // Swap2: Alice places three, Bob places two more, Alice chooses Black.
        play(alice, "h8", all);
        play(alice, "h9", all);
        play(alice, "j8", all);
        bob.waitVisible("btn-choose-two");
        // Bob has placed nothing yet: he has nothing to take back.
        assertThat(bob.d.findElement(By.id("btn-offer-takeback")).isEnabled()).isFalse();
        assertThat(alice.d.findElement(By.id("choice-box")).isDisplayed()).isFalse();
        assertThat(eve.d.findElement(By.id("choice-box")).isDisplayed()).isFalse();
        bob.click("btn-choose-two");
        bob.w.until(x -> !x.findElement(By.id("choice-box")).isDisplayed());
        play(bob, "k10", all);
        play(bob, "a1", all);
        alice.waitVisible("btn-choose-black");
        assertThat(alice.d.findElement(By.id("btn-choose-two")).isDisplayed()).isFalse();
        alice.click("btn-choose-black");
        alice.waitText("online-you", dict.text("online.you.black"));
        bob.waitText("online-you", dict.text("online.you.white"));
        eve.waitText("online-players", dict.text("online.players", "black", "Alice", "white", "Bob"));

        // White (Bob) moves; a click out of turn plays nothing.
        play(bob, "a15", all);
        String posBefore = alice.pos();
        bob.point("b15");
        bob.waitText("message", dict.text("online.notYourTurn"));
        assertThat(bob.pos()).isEqualTo(posBefore);
        play(alice, "i8", all);
        play(bob, "b15", all);
        play(alice, "k8", all);

        // Alice asks to take k8 back; Bob declines; nothing is taken back.
        alice.click("btn-offer-takeback");
        bob.waitText("offer-text", dict.text("online.offer.takeback", "name", "Alice"));
        eve.waitText("offer-text", dict.text("online.offer.takeback", "name", "Alice"));
        bob.click("btn-offer-decline");
        alice.w.until(x -> !x.findElement(By.id("offer-box")).isDisplayed());
        assertThat(alice.pos()).isEqualTo(bob.pos()).isEqualTo(eve.pos()).endsWith("k8");

        // A reload mid-game: Alice's browser gets the game back as it is, still hers.
        play(bob, "c15", all);
        alice.d.navigate().refresh();
        alice.waitText("online-you", dict.text("online.you.black"));
        alice.waitText("status", dict.text("online.yourTurn"));
        assertThat(alice.pos()).isEqualTo(eve.pos());

        play(alice, "l8", all);
        for (Browser b : all) b.waitText("status", dict.text("result.black.five"));
        assertThat(eve.pos()).isEqualTo(alice.pos()).isEqualTo(bob.pos());
        // The spectator never could act: no seat, no play controls that work.
        assertThat(eve.d.findElement(By.id("btn-resign")).isEnabled()).isFalse();

        // A second game: a draw offered by Bob and accepted by Alice.
        String second = invite(alice, "Alice", "none", "white");
        join(bob, second, "Bob");
        eve.d.get(alice.value("watch-link"));
        eve.waitText("online-you", dict.text("online.spectating"));
        Browser[] again = {alice, bob, eve};
        bob.waitText("status", dict.text("online.yourTurn"));
        play(bob, "h8", again);
        play(alice, "j9", again);
        bob.click("btn-offer-draw");
        alice.waitText("offer-text", dict.text("online.offer.draw", "name", "Bob"));
        alice.click("btn-offer-accept");
        for (Browser b : again) b.waitText("status", dict.text("result.draw.agreement"));
    }

    @Test
    void swapAgainstTheComputer_thePlayerChoosesOnThePage() {
        driver.get(base + "/");
        wait.until(d -> d.findElement(By.id("new-dialog")).isDisplayed());
        new Select(driver.findElement(By.id("new-mode"))).selectByValue("hvc");
        new Select(driver.findElement(By.id("new-color"))).selectByValue("white");
        new Select(driver.findElement(By.id("new-rule"))).selectByValue("freestyle");
        new Select(driver.findElement(By.id("new-level"))).selectByValue("1");
        new Select(driver.findElement(By.id("new-opening"))).selectByValue("swap");
        driver.findElement(By.id("new-start")).click();
        // The computer places three stones; the player is offered the two colours (no "two more" in swap).
        wait.until(d -> d.findElement(By.id("btn-choose-black")).isDisplayed());
        assertThat(stones()).isEqualTo(3);
        assertThat(driver.findElement(By.id("btn-choose-two")).isDisplayed()).isFalse();
        assertThat(text("choice-text")).isEqualTo(dict.text("opening.choose.choose-after-three"));
        click("btn-choose-white");
        // White moves now: the player's own move.
        wait.until(d -> text("status").equals(dict.text("status.white.you")));
        assertThat(driver.findElement(By.id("choice-box")).isDisplayed()).isFalse();
        clickPoint("a1");
        wait.until(d -> stones() >= 5);
    }

    @Test
    void invitation_inChinese() {
        prefer("zh-CN");
        Browser alice = alice();
        ChromeDriver bobs = session.other("bob");
        HeadlessChrome.prefer(bobs, "zh-CN,zh");
        Browser bob = new Browser(bobs);
        String link = invite(alice, "小明", "none", "black");
        alice.waitText("status", dict.text("online.waiting"));
        bob.d.get(link);
        bob.waitText("join-text", dict.text("online.join.text", "name", "小明", "rule", dict.text("rule.freestyle") + " 15×15",
                "clock", dict.text("time.off"), "opening", dict.text("opening.none"), "seat", dict.text("online.seat.second")));
        bob.type("join-name", "小红");
        bob.click("join-start");
        bob.waitText("online-you", dict.text("online.you.white"));
        alice.waitText("online-players", dict.text("online.players", "black", "小明", "white", "小红"));
        alice.waitText("status", dict.text("online.yourTurn"));
        bob.waitText("status", dict.text("online.theirTurn"));
        // The games list of each browser holds its own game.
        alice.click("btn-games");
        alice.w.until(x -> x.findElements(By.cssSelector("#games-table tbody tr")).size() == 1);
        List<?> none = session.other("eve").findElements(By.cssSelector("#games-table tbody tr"));
        assertThat(none).isEmpty();
    }
}
