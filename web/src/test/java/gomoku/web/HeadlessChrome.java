package gomoku.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;

/** Debian's Chromium, headless, driven by Debian's chromedriver, with a fresh profile; the browser tests share one. */
final class HeadlessChrome {
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** The browser's preferred languages when a test names none. */
    static final String ENGLISH = "en-US,en";

    private HeadlessChrome() {}

    static boolean isInstalled() {
        return Files.isExecutable(DRIVER);
    }

    /**
     * Starts a browser with its profile in {@code dir}/profile, saving downloads to {@code dir}/downloads
     * without asking. The flags keep Chromium off the network (this machine has none) and working as
     * root in a container.
     */
    static ChromeDriver start(Path dir) throws IOException {
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        if (Files.exists(Path.of("/usr/bin/chromium"))) options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--window-size=1200,900", "--lang=en-US", "--accept-lang=" + ENGLISH,
                "--user-data-dir=" + Files.createDirectory(dir.resolve("profile")));
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", ENGLISH,
                "download.default_directory", Files.createDirectory(dir.resolve("downloads")).toString(),
                "download.prompt_for_download", false));
        return new ChromeDriver(options);
    }

    /**
     * From now on the browser prefers {@code languages} ("zh-CN,zh"): its Accept-Language header and
     * navigator.languages, as in a browser set up in that language. One browser so serves every language.
     */
    static void prefer(ChromeDriver driver, String languages) {
        String agent = (String) driver.executeScript("return navigator.userAgent");
        driver.executeCdpCommand("Emulation.setUserAgentOverride", Map.of("userAgent", agent, "acceptLanguage", languages));
    }
}
