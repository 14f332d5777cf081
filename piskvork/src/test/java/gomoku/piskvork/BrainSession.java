package gomoku.piskvork;

import static org.assertj.core.api.Assertions.fail;

import gomoku.engine.api.Engine;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A brain talking to a test the way a manager would: lines go in through a blocking pipe, replies come
 * out line by line, and the brain runs on its own thread. Waiting is always for a line or for the
 * brain to exit, each with a deadline, never a fixed sleep.
 */
final class BrainSession implements AutoCloseable {
    /** Generous deadline for a single line; the tests' time limits are a few hundred ms. */
    static final long LINE_TIMEOUT_MS = 20_000;

    /** Small, seeded engines, so that tests are fast and the book is reproducible. */
    static final EngineFactory SMALL_ENGINE = (threads, hashMb) -> {
        Engine e = new Engine(threads, 8);
        e.setSeed(20240601);
        return e;
    };

    private final LinePipe input = new LinePipe();
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    private final Thread thread;

    BrainSession() {
        this(new PiskvorkBrain(SMALL_ENGINE));
    }

    BrainSession(PiskvorkBrain brain) {
        thread = new Thread(() -> brain.run(new BufferedReader(input), new PrintWriter(new LineCollector(output))),
                "brain-under-test");
        thread.setDaemon(true);
        thread.start();
    }

    /** Runs a whole session over a fixed text (lines joined with CR LF, as managers send them). */
    static List<String> script(String... lines) {
        return script(new PiskvorkBrain(SMALL_ENGINE), lines);
    }

    static List<String> script(PiskvorkBrain brain, String... lines) {
        BlockingQueue<String> out = new LinkedBlockingQueue<>();
        String text = String.join("\r\n", lines) + "\r\n";
        brain.run(new BufferedReader(new StringReader(text)), new PrintWriter(new LineCollector(out)));
        return new ArrayList<>(out);
    }

    void send(String... lines) {
        for (String line : lines) input.write(line + "\r\n");
    }

    /** The next line the brain prints, MESSAGE lines included. */
    String next() {
        try {
            String line = output.poll(LINE_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            if (line == null) fail("no line from the brain within " + LINE_TIMEOUT_MS + " ms");
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The next line that is not a MESSAGE. */
    String reply() {
        String line;
        do line = next(); while (line.startsWith("MESSAGE"));
        return line;
    }

    /** Sends one command and returns its reply (MESSAGE lines skipped). */
    String ask(String command) {
        send(command);
        return reply();
    }

    /** Lines printed so far and not yet taken. */
    List<String> pending() {
        List<String> lines = new ArrayList<>();
        output.drainTo(lines);
        return lines;
    }

    /** Ends the input (EOF). */
    void closeInput() {
        input.close();
    }

    /** True when the brain's run() returned within {@code ms}. */
    boolean awaitExit(long ms) {
        try {
            thread.join(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive();
    }

    @Override
    public void close() {
        closeInput();
        awaitExit(LINE_TIMEOUT_MS);
    }

    /** A Reader fed by the test: blocks until text arrives; close() is end of file. */
    static final class LinePipe extends Reader {
        private static final String END = new String("<eof>");
        private final BlockingQueue<String> chunks = new LinkedBlockingQueue<>();
        private String current = "";
        private int index;
        private boolean eof;

        void write(String text) {
            chunks.add(text);
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (len == 0) return 0;
            while (!eof && index >= current.length()) {
                try {
                    String next = chunks.take();
                    if (next == END) eof = true;
                    current = next;
                    index = 0;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    eof = true;
                }
            }
            if (eof) return -1;
            int n = Math.min(len, current.length() - index);
            current.getChars(index, index + n, buf, off);
            index += n;
            return n;
        }

        @Override
        public void close() {
            chunks.add(END);
        }
    }

    /** A Writer that hands each completed line (without its line end) to a queue. */
    static final class LineCollector extends Writer {
        private final BlockingQueue<String> lines;
        private final StringBuilder partial = new StringBuilder();

        LineCollector(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(char[] buf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                char c = buf[i];
                if (c == '\n') {
                    int end = partial.length();
                    if (end > 0 && partial.charAt(end - 1) == '\r') end--;
                    lines.add(partial.substring(0, end));
                    partial.setLength(0);
                } else {
                    partial.append(c);
                }
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    }
}
