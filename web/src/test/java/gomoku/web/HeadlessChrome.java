package gomoku.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;

/** Debian's Chromium, headless, driven by Debian's chromedriver, with a fresh profile; shared by the browser tests. */
final class HeadlessChrome {
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private HeadlessChrome() {}

    static boolean isInstalled() {
        return Files.isExecutable(DRIVER);
    }

    /**
     * Starts a browser with its profile under {@code dir}. The flags keep Chromium off the network
     * (this machine has none) and working as root in a container.
     */
    static ChromeDriver start(Path dir) throws IOException {
        return start(dir, "en-US,en");
    }

    /** As {@link #start(Path)}, with the browser's preferred languages (Accept-Language, navigator.languages). */
    static ChromeDriver start(Path dir, String languages) throws IOException {
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        if (Files.exists(Path.of("/usr/bin/chromium"))) options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--window-size=1200,900", "--lang=" + languages.split(",")[0], "--accept-lang=" + languages,
                "--user-data-dir=" + Files.createDirectory(dir.resolve("profile")));
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", languages));
        return new ChromeDriver(options);
    }
}
