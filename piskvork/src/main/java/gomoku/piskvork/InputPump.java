package gomoku.piskvork;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The reader side of the brain: reads the manager's lines on its own thread and queues them for the
 * command thread, stamped with a sequence number and the time they were read. It acts on two kinds
 * of line at once, because they must work while the command thread is busy searching:
 * {@code STOP}/{@code YXSTOP} (not queued) and {@code END} (queued last; nothing after it is read).
 * At end of input every earlier search is stopped and {@link #EOF} is queued.
 *
 * <p>Sequence numbers give a stop its meaning without races: a stop read as line {@code n} applies to
 * the searches of commands read before line {@code n}, whether they have started yet or not.
 */
final class InputPump implements Runnable {
    /** One line of input. {@code seq} counts lines from 1; {@code readNanos} is {@link System#nanoTime()}. */
    record InputLine(String text, long seq, long readNanos) {}

    /** Queued after the last line. */
    static final InputLine EOF = new InputLine(null, Long.MAX_VALUE, 0);

    /** What the pump tells the command side, on the pump's thread. */
    interface Control {
        /** Searches for commands read before line {@code seq} must stop now (or not start). */
        void stopBefore(long seq);

        /** {@code END} was read as line {@code seq}: stop everything and print nothing more. */
        void endAt(long seq);
    }

    private final BufferedReader in;
    private final Control control;
    private final BlockingQueue<InputLine> queue = new LinkedBlockingQueue<>();

    InputPump(BufferedReader in, Control control) {
        this.in = in;
        this.control = control;
    }

    /** The next line, waiting for it; {@link #EOF} once the input is over. */
    InputLine take() throws InterruptedException {
        return queue.take();
    }

    @Override
    public void run() {
        long seq = 0;
        try {
            String text;
            while ((text = in.readLine()) != null) {
                long now = System.nanoTime();
                seq++;
                String word = commandWord(text);
                if (word.equals("STOP") || word.equals("YXSTOP")) {
                    control.stopBefore(seq);
                    continue;
                }
                if (word.equals("END")) {
                    // Flag first, then queue: a search cut short by END must not print its move.
                    control.endAt(seq);
                    queue.add(new InputLine(text, seq, now));
                    return;
                }
                queue.add(new InputLine(text, seq, now));
            }
        } catch (IOException | RuntimeException e) {
            // A broken input is the end of the session, the same as end of file.
        } finally {
            control.stopBefore(seq + 1);
            queue.add(EOF);
        }
    }

    /** The first word of a line, upper-cased; empty for a blank line. */
    static String commandWord(String line) {
        String s = line.strip();
        int end = 0;
        while (end < s.length() && !Character.isWhitespace(s.charAt(end))) end++;
        return s.substring(0, end).toUpperCase(Locale.ROOT);
    }
}
