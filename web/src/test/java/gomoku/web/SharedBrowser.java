package gomoku.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The browser tests' shared set-up: one {@link TestServer} and one headless Chromium for the whole
 * run, started when the first browser test asks for them (a {@link Session} parameter) and closed when
 * the run ends, because they sit in JUnit's root store. Starting them once instead of for every test
 * saves most of the browser tests' set-up time. Without chromedriver every browser test is skipped.
 */
final class SharedBrowser implements ExecutionCondition, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedBrowser.class);

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return HeadlessChrome.isInstalled() ? ConditionEvaluationResult.enabled("chromedriver found")
                : ConditionEvaluationResult.disabled("chromedriver not installed at " + HeadlessChrome.DRIVER);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Session.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Session.class, k -> new Session(), Session.class);
    }

    /** The server and the browser, with their files in one temporary folder. */
    static final class Session implements AutoCloseable {
        final Path dir;
        final TestServer server;
        final ChromeDriver driver;
        final Path downloads;
        /** More browsers with their own profiles and storage (a second player, a spectator), by name. */
        private final Map<String, ChromeDriver> others = new LinkedHashMap<>();

        private Session() {
            try {
                dir = Files.createTempDirectory("gomoku-browser");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            server = new TestServer(dir.resolve("web.db"));
            try {
                driver = HeadlessChrome.start(dir);
            } catch (IOException e) {
                server.close();
                throw new UncheckedIOException(e);
            } catch (RuntimeException e) {
                server.close();
                throw e;
            }
            downloads = dir.resolve("downloads");
        }

        /**
         * A clean start for the next test: the browser leaves the page (which stops what the page
         * started), forgets the site's stored choices (language, last game, sound), prefers English
         * and has its usual window; downloads and the server's games and practice progress are gone.
         */
        void reset() throws IOException {
            for (ChromeDriver d : others.values()) clean(d);
            clean(driver);
            try (Stream<Path> files = Files.list(downloads)) {
                for (Path f : files.toList()) Files.delete(f);
            }
            server.reset();
        }

        /** Leaves the page, forgets the site's storage, prefers English, has the usual window. */
        private void clean(ChromeDriver d) {
            d.get("about:blank");
            d.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", server.base, "storageTypes", "all"));
            HeadlessChrome.prefer(d, HeadlessChrome.ENGLISH);
            d.manage().window().setSize(new Dimension(1200, 900));
        }

        /**
         * Another independent browser (its own profile, so its own localStorage and cookies), started
         * the first time a test asks for {@code name}, reset with the first browser and closed with it.
         */
        ChromeDriver other(String name) {
            return others.computeIfAbsent(name, n -> {
                try {
                    Path d = Files.createDirectories(dir.resolve("browser-" + n));
                    ChromeDriver started = HeadlessChrome.start(d);
                    clean(started);
                    return started;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }

        @Override
        public void close() {
            for (ChromeDriver d : others.values()) {
                try {
                    d.quit();
                } catch (RuntimeException e) {
                    // the main browser and the server are closed all the same
                }
            }
            try {
                driver.quit();
            } finally {
                server.close();
                deleteFolder();
            }
        }

        private void deleteFolder() {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(f);
            } catch (IOException e) {
                // Chromium may still be writing its profile as it exits: the folder stays in the temp dir.
            }
        }
    }
}
