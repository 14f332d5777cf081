package gomoku.tui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import gomoku.game.store.GameStore;
import gomoku.game.store.StoredGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the real program in a pseudo-terminal made by {@code script(1)}: our keystrokes go to the
 * terminal's input, and what the program draws on the terminal is read back (escape sequences
 * removed) and searched. Every wait polls that output until a condition holds, with a deadline.
 * Skipped when {@code script} is not installed (util-linux has it on Debian).
 *
 * <p>An earlier version drove tmux from the test JVM; keys sent that way were held back by the
 * tmux server until a client from outside the JVM attached, so the pty comes from script instead.
 */
class TerminalEndToEndTest {
    private static final long DEADLINE_MS = 30_000;
    private static final Pattern ESCAPE = Pattern.compile("\u001B(\\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-B]|[=>78DEHMc])");

    @TempDir
    Path dir;

    private Process app;
    private final StringBuilder output = new StringBuilder();
    private int mark;

    @AfterEach
    void stopApp() {
        if (app != null && app.isAlive()) app.destroyForcibly();
    }

    @Test
    void tui_levelOneGame_undoRecordSaveQuit_leavesTheGameInTheDatabase() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "script(1) is not installed");
        Path db = dir.resolve("games.db");
        startApp(db);

        await(s -> s.contains("Keys (type, then Enter)"));
        type("n 1 freestyle hvc black noclock");
        await(s -> s.contains("new game: freestyle 15x15, you (black) vs computer level 1"));

        type("h8");
        String text = await(s -> COMPUTER_MOVE.matcher(s).find());
        Matcher reply = COMPUTER_MOVE.matcher(text);
        assertThat(reply.find()).isTrue();
        String second = reply.group(1).equals("a1") ? "o15" : "a1";
        type(second);
        // The terminal only rewrites the cells that change: when the second reply's status line
        // differs from the first's in a character or two, only those are sent. The computer's new
        // stone is then seen as the last-move mark moving to a white stone, "(O)" (after our move
        // the mark is on our black stone, "(X)").
        await(s -> COMPUTER_MOVE.matcher(s).find() || s.contains("(O)"));

        type("w");
        await(s -> s.contains("took back 2 moves"));

        type("r");
        text = await(s -> s.contains("Record (freestyle 15x15, game "));
        assertThat(text).containsPattern("1\\.h8 2\\.[a-o]\\d+");

        type("s");
        text = await(s -> s.contains("saved as game "));
        Matcher m = Pattern.compile("saved as game (\\d+) \\(2 moves\\)").matcher(text);
        assertThat(m.find()).as(text).isTrue();
        long id = Long.parseLong(m.group(1));

        type("x");
        assertThat(app.waitFor(DEADLINE_MS, TimeUnit.MILLISECONDS)).as("the app quits").isTrue();

        try (GameStore store = GameStore.open(db)) {
            StoredGame game = store.load(id).orElseThrow();
            assertThat(game.mode()).isEqualTo("hvc");
            assertThat(game.level()).isEqualTo(1);
            assertThat(game.moves()).hasSize(2);
            assertThat(game.moves().get(0)).containsExactly(7, 7);
        }
    }

    private static final Pattern COMPUTER_MOVE = Pattern.compile("computer \\(white\\) played ([a-o]\\d+)");

    /** LANG=zh_CN.UTF-8 gives the Chinese app: help, settings and a renju foul by its Chinese name. */
    @Test
    void tui_inChinese_fromLang_refusesAFoulByItsChineseName() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "script(1) is not installed");
        startApp(dir.resolve("games.db"), "zh_CN.UTF-8");
        await(s -> s.contains("按键（输入后按回车）"));
        type("n renju hvh noclock");
        await(s -> s.contains("新对局：连珠 15x15，双人对战"));
        for (String m : new String[] {"h8", "i7", "h10", "g7", "g9", "j10", "j9", "g11"}) type(m);
        type("h9");
        await(s -> s.contains("h9 是黑方禁手：三三禁手"));
        type("x");
        assertThat(app.waitFor(DEADLINE_MS, TimeUnit.MILLISECONDS)).as("the app quits").isTrue();
    }

    // ---------------------------------------------------------------- helpers

    private void startApp(Path db) throws IOException {
        startApp(db, "C.UTF-8");
    }

    /** Starts the app with {@code LANG} set (and LC_ALL, LC_MESSAGES unset, so LANG decides the language). */
    private void startApp(Path db, String lang) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "env -u LC_ALL -u LC_MESSAGES TERM=xterm-256color LANG=" + lang + " COLUMNS=120 LINES=50 "
                + quote(java) + " -cp "
                + quote(System.getProperty("java.class.path")) + " gomoku.tui.TuiMain --ascii --db " + quote(db.toString());
        app = new ProcessBuilder("script", "-qfec", command, "/dev/null").redirectErrorStream(true).start();
        Thread reader = new Thread(() -> {
            byte[] buf = new byte[8192];
            try (var in = app.getInputStream()) {
                for (int n; (n = in.read(buf)) > 0; ) {
                    String chunk = new String(buf, 0, n, StandardCharsets.UTF_8);
                    synchronized (output) {
                        output.append(chunk);
                    }
                }
            } catch (IOException ignored) {
                // the app ended
            }
        }, "tui-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Types a line into the terminal and starts a new stretch of output to search. */
    private void type(String line) throws IOException {
        synchronized (output) {
            mark = output.length();
        }
        app.getOutputStream().write((line + "\r").getBytes(StandardCharsets.UTF_8));
        app.getOutputStream().flush();
    }

    /** Waits until the output since the last typed line, escape sequences removed, satisfies {@code condition}. */
    private String await(Predicate<String> condition) {
        long deadline = System.currentTimeMillis() + DEADLINE_MS;
        while (true) {
            String text;
            synchronized (output) {
                text = ESCAPE.matcher(output.substring(mark)).replaceAll("");
            }
            if (condition.test(text)) return text;
            if (System.currentTimeMillis() > deadline || !app.isAlive() && !condition.test(text))
                fail("the terminal never showed what was expected:\n" + text);
            LockSupport.parkNanos(50_000_000);     // poll interval
        }
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
