package gomoku.game.match;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An external Gomocup brain (any {@code pbrain-*} program, or an older build of ours) driven over the
 * Piskvork protocol: START, INFO, then the whole position with BOARD ... DONE before every move, so
 * the brain never has to follow a move history. A reader thread collects its output lines.
 */
public final class ProtocolPlayer implements Player {
    private static final Pattern MOVE = Pattern.compile("^\\s*(\\d+)\\s*,\\s*(\\d+)\\s*$");
    private final String name;
    private final String command;
    private final long turnMs;
    private final int ruleCode;
    private final java.util.List<String> extraInfo;
    private Process process;
    private PrintWriter in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /**
     * The moves the brain knows in the current game (the last BOARD, then each TURN and its own
     * answers), or null before the first BOARD. Managers send BOARD once and TURN after that, and
     * some brains (Pela's pisqpipe) only accept BOARD on a fresh board, so we do the same.
     */
    private int[] known;
    private int knownCount;

    /** {@code command} is run with {@code sh -c}; {@code ruleCode} is the Gomocup INFO rule value. */
    public ProtocolPlayer(String name, String command, long turnMs, int ruleCode) {
        this(name, command, turnMs, ruleCode, java.util.List.of());
    }

    /** {@code extraInfo}: more {@code INFO} lines to send at the start of each game, e.g. {@code max_depth 6}. */
    public ProtocolPlayer(String name, String command, long turnMs, int ruleCode, java.util.List<String> extraInfo) {
        this.name = name;
        this.command = command;
        this.turnMs = turnMs;
        this.ruleCode = ruleCode;
        this.extraInfo = java.util.List.copyOf(extraInfo);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(GameState start) {
        try {
            if (process == null || !process.isAlive()) launch();
            known = null;
            send("START " + start.size());
            expect("OK", 30_000);
            send("INFO rule " + ruleCode);
            send("INFO timeout_turn " + turnMs);
            send("INFO timeout_match 0");
            send("INFO max_memory 367001600");
            send("INFO game_type 1");
            for (String info : extraInfo) send("INFO " + info);
        } catch (Exception e) {
            throw new IllegalStateException(name + ": " + e.getMessage(), e);
        }
    }

    private void launch() throws IOException {
        process = new ProcessBuilder("sh", "-c", command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        in = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread t = new Thread(() -> {
            try {
                for (String line; (line = out.readLine()) != null; ) lines.add(line);
            } catch (IOException ignored) {
                // the process ended
            }
        }, "brain-reader-" + name);
        t.setDaemon(true);
        t.start();
    }

    @Override
    public int move(GameState game, long timeLeftMs) throws Exception {
        if (timeLeftMs > 0) send("INFO time_left " + timeLeftMs);
        int n = game.moveCount();
        if (known != null && n == knownCount + 1 && game.move(n - 1) != Pos.PASS && isKnownPrefix(game)) {
            send("TURN " + Pos.x(game.move(n - 1)) + "," + Pos.y(game.move(n - 1)));
        } else {
            send("BOARD");
            int self = game.sideToMove();
            for (int i = 0; i < n; i++) {
                int m = game.move(i);
                if (m == Pos.PASS) continue;
                int side = i % 2 == 0 ? Side.BLACK : Side.WHITE;
                send(Pos.x(m) + "," + Pos.y(m) + "," + (side == self ? 1 : 2));
            }
            send("DONE");
        }
        int reply = awaitMove();
        known = new int[n + 1];
        for (int i = 0; i < n; i++) known[i] = game.move(i);
        known[n] = reply;
        knownCount = n + 1;
        return reply;
    }

    private boolean isKnownPrefix(GameState game) {
        for (int i = 0; i < knownCount; i++)
            if (game.move(i) != known[i]) return false;
        return true;
    }

    private int awaitMove() throws InterruptedException {
        long deadline = System.nanoTime() + (turnMs + 5000) * 1_000_000L;
        while (true) {
            long wait = deadline - System.nanoTime();
            String line = wait > 0 ? lines.poll(wait, TimeUnit.NANOSECONDS) : null;
            if (line == null) throw new IllegalStateException("no move within the time limit");
            Matcher m = MOVE.matcher(line);
            if (m.matches()) return Pos.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
            if (line.startsWith("ERROR")) throw new IllegalStateException(line);
        }
    }

    private void expect(String word, long ms) throws InterruptedException {
        long deadline = System.nanoTime() + ms * 1_000_000L;
        while (true) {
            long wait = deadline - System.nanoTime();
            String line = wait > 0 ? lines.poll(wait, TimeUnit.NANOSECONDS) : null;
            if (line == null) throw new IllegalStateException("no " + word + " from the brain");
            if (line.trim().equalsIgnoreCase(word)) return;
            if (line.startsWith("ERROR")) throw new IllegalStateException(line);
        }
    }

    private void send(String line) {
        in.print(line + "\r\n");
        in.flush();
    }

    @Override
    public void close() {
        if (process == null) return;
        send("END");
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
