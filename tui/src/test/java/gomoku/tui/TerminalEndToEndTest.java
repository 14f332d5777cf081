package gomoku.tui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import gomoku.game.store.GameStore;
import gomoku.game.store.StoredGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the real program in a pseudo-terminal made by tmux, types into it with {@code send-keys} and
 * reads the screen back with {@code capture-pane}; every wait polls the screen until a condition
 * holds, with a deadline. Skipped when tmux is not installed ({@code .ci/run} installs it).
 */
class TerminalEndToEndTest {
    private static final long DEADLINE_MS = 20_000;

    @TempDir
    Path dir;

    private String socket;

    @AfterEach
    void stopTmux() throws Exception {
        if (socket != null) run(List.of("tmux", "-S", socket, "kill-server"));
    }

    @Disabled("keys sent from inside the surefire JVM are queued by the tmux server and reach the pane only when"
            + " a tmux client started outside the test JVM connects (seen by typing into the test's socket from a"
            + " shell). An own socket (-S), TERM for the child, -l then Enter, a follow-up display-message and a"
            + " cleared signal mask for the server did not change it. Not solved yet.")
    @Test
    void tui_levelOneGame_undoRecordSaveQuit_leavesTheGameInTheDatabase() throws Exception {
        Assumptions.assumeTrue(hasTmux(), "tmux is not installed");
        Path db = dir.resolve("games.db");
        startApp(db);

        awaitScreen(s -> s.contains("Keys (type, then Enter)") && s.contains("> "));
        type("n 1 freestyle hvc black noclock");
        awaitScreen(s -> s.contains("new game: freestyle 15x15, you (black) vs computer level 1"));

        type("h8");
        String screen = awaitScreen(s -> s.contains("computer (white) played") && s.contains("Move 3, black to move"));
        assertThat(screen).contains("(O)");
        assertThat(row(screen, 8)).contains("X");
        String second = isEmpty(screen, 'a', 1) ? "a1" : "o15";
        type(second);
        awaitScreen(s -> s.contains("Move 5, black to move (you)"));

        type("w");
        screen = awaitScreen(s -> s.contains("took back 2 moves") && s.contains("Move 3, black to move"));
        assertThat(isEmpty(screen, second.charAt(0), Integer.parseInt(second.substring(1)))).isTrue();

        type("r");
        screen = awaitScreen(s -> s.contains("Record (freestyle 15x15, game "));
        assertThat(screen).containsPattern("1\\.h8 2\\.[a-o]\\d+");

        type("s");
        screen = awaitScreen(s -> s.contains("saved as game "));
        Matcher m = Pattern.compile("saved as game (\\d+) \\(2 moves\\)").matcher(screen);
        assertThat(m.find()).as(screen).isTrue();
        long id = Long.parseLong(m.group(1));

        type("x");
        long deadline = System.currentTimeMillis() + DEADLINE_MS;
        while (run(List.of("tmux", "-S", socket, "has-session", "-t", "app")) == 0) {
            if (System.currentTimeMillis() > deadline) fail("the app did not quit:\n" + capture());
            LockSupport.parkNanos(50_000_000);     // poll interval
        }

        try (GameStore store = GameStore.open(db)) {
            StoredGame game = store.load(id).orElseThrow();
            assertThat(game.mode()).isEqualTo("hvc");
            assertThat(game.level()).isEqualTo(1);
            assertThat(game.moves()).hasSize(2);
            assertThat(game.moves().get(0)).containsExactly(7, 7);
        }
    }

    // ---------------------------------------------------------------- helpers

    /**
     * Starts the app in a detached tmux session on a socket of its own (in the test's temporary folder,
     * so no other tmux server is involved) with TERM set for the child, as a terminal would have it.
     */
    private void startApp(Path db) throws Exception {
        socket = dir.resolve("tmux.sock").toString();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "env TERM=xterm-256color LANG=C.UTF-8 " + quote(java) + " -cp "
                + quote(System.getProperty("java.class.path")) + " gomoku.tui.TuiMain --ascii --db " + quote(db.toString());
        tmux("new-session", "-d", "-s", "app", "-x", "120", "-y", "50", command);
    }

    private void type(String line) throws Exception {
        run(List.of("tmux", "-S", socket, "send-keys", "-t", "app", "-l", line));
        run(List.of("tmux", "-S", socket, "send-keys", "-t", "app", "Enter"));
    }

    private String awaitScreen(Predicate<String> condition) throws Exception {
        long deadline = System.currentTimeMillis() + DEADLINE_MS;
        String screen = capture();
        while (!condition.test(screen)) {
            if (System.currentTimeMillis() > deadline) fail("the screen never showed what was expected:\n" + screen);
            LockSupport.parkNanos(50_000_000);     // poll interval
            screen = capture();
        }
        return screen;
    }

    private String capture() throws Exception {
        Process p = new ProcessBuilder("tmux", "-S", socket, "capture-pane", "-p", "-t", "app")
                .redirectErrorStream(true).redirectInput(new java.io.File("/dev/null")).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(10, TimeUnit.SECONDS);
        return out;
    }

    /** The ASCII board line of row {@code number} (15x15). */
    private static String row(String screen, int number) {
        for (String line : screen.split("\n"))
            if (line.startsWith(String.format("%2d ", number))) return line;
        throw new AssertionError("no row " + number + " on the screen:\n" + screen);
    }

    private static boolean isEmpty(String screen, char column, int number) {
        return row(screen, number).charAt(4 + 2 * (column - 'a')) == '.';
    }

    private void tmux(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("tmux", "-S", socket, "-f", "/dev/null"));
        command.addAll(List.of(args));
        int status = run(command);
        if (status != 0) fail("tmux " + String.join(" ", args) + " exited with " + status);
    }

    private static int run(List<String> command) throws IOException, InterruptedException {
        // tmux reads its standard input when it is not a terminal; an open pipe there holds keys back.
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectInput(new java.io.File("/dev/null")).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        // A clean environment: tmux (and the app under it) must not see the build's variables, nor a
        // TMUX that would tie it to a server the test did not start.
        java.util.Map<String, String> env = pb.environment();
        env.keySet().retainAll(List.of("PATH", "HOME", "LANG", "LC_ALL", "USER", "TMPDIR"));
        Process p = pb.start();
        if (!p.waitFor(10, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }

    private static boolean hasTmux() {
        try {
            return run(List.of("tmux", "-V")) == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
