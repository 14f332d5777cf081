package gomoku.tui;

import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.Display;
import org.jline.utils.InfoCmp.Capability;
import org.jline.utils.NonBlockingReader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The JLine front end: puts the terminal in raw mode on its alternate screen, edits the input line
 * itself (so the screen can redraw while the player types: the clock, the computer's answer), hands
 * each finished line to the {@link TuiSession} and redraws with {@link Display}, which sends only
 * what changed. Restores the terminal on the way out, also after Ctrl-C.
 */
public final class TerminalApp {
    /** How long one wait for a key lasts before the screen is refreshed, in ms. */
    private static final long REFRESH_MS = 100;
    private static final int MAX_INPUT = 60;

    private final Terminal terminal;
    private final TuiSession session;
    private final ScreenRenderer renderer;
    private volatile boolean interrupted;

    public TerminalApp(Terminal terminal, TuiSession session, ScreenRenderer renderer) {
        this.terminal = terminal;
        this.session = session;
        this.renderer = renderer;
    }

    /** UTF-8 terminals get box drawing unless {@code forceAscii}. */
    public static boolean supportsUnicode(Terminal terminal, boolean forceAscii) {
        return !forceAscii && terminal.encoding() != null && terminal.encoding().equals(StandardCharsets.UTF_8);
    }

    /** Colour when the terminal declares at least 8 colours and is not the dumb fallback. */
    public static boolean supportsColour(Terminal terminal) {
        if (terminal.getType() == null || terminal.getType().startsWith(Terminal.TYPE_DUMB)) return false;
        Integer colours = terminal.getNumericCapability(Capability.max_colors);
        return colours != null && colours >= 8;
    }

    /** Runs until the player quits ({@code x}, Ctrl-C, Ctrl-D on an empty line, or end of input). */
    public void run() throws IOException {
        // JLine would swap box-drawing characters for the VT100 line-drawing set, which some
        // terminals (tmux among them) then show as letters; a UTF-8 terminal draws them as they are.
        System.setProperty("org.jline.utils.disableAlternateCharset", "true");
        Attributes saved = terminal.enterRawMode();
        Terminal.SignalHandler previous = terminal.handle(Terminal.Signal.INT, signal -> interrupted = true);
        terminal.puts(Capability.enter_ca_mode);
        terminal.puts(Capability.clear_screen);
        terminal.flush();
        Display display = new Display(terminal, true);
        NonBlockingReader reader = terminal.reader();
        StringBuilder input = new StringBuilder();
        try {
            while (!session.isQuit() && !interrupted) {
                session.tick();
                draw(display, input.toString());
                int c = reader.read(REFRESH_MS);
                if (c == NonBlockingReader.READ_EXPIRED) continue;
                if (c < 0 || c == 3 || c == 4 && input.length() == 0) break;
                if (c == '\r' || c == '\n') {
                    String line = input.toString();
                    input.setLength(0);
                    session.handle(line);
                } else if (c == 127 || c == 8) {
                    if (input.length() > 0) input.setLength(input.length() - 1);
                } else if (c == 21) {
                    input.setLength(0);
                } else if (c == 27) {
                    skipEscapeSequence(reader);
                } else if (c >= 32 && input.length() < MAX_INPUT) {
                    input.append((char) c);
                }
            }
        } finally {
            session.close();
            terminal.puts(Capability.exit_ca_mode);
            terminal.setAttributes(saved);
            terminal.handle(Terminal.Signal.INT, previous);
            terminal.flush();
        }
    }

    private void draw(Display display, String input) {
        Size size = terminal.getSize();
        int rows = size.getRows() > 0 ? size.getRows() : 24;
        int cols = size.getColumns() > 0 ? size.getColumns() : 80;
        display.resize(rows, cols);
        List<AttributedString> lines = renderer.render(session.view(), input, cols);
        if (lines.size() > rows) {
            // Keep the top of the screen and the prompt; the panel's tail is what gets cut.
            List<AttributedString> cut = new ArrayList<>(lines.subList(0, rows - 1));
            cut.add(lines.get(lines.size() - 1));
            lines = cut;
        }
        int cursorColumn = Math.min(cols - 1, 2 + input.length());
        display.update(lines, new Size(cols, rows).cursorPos(lines.size() - 1, cursorColumn));
        terminal.flush();
    }

    /** Arrow and function keys send ESC [ ... final-letter; they mean nothing here, so drop them. */
    private static void skipEscapeSequence(NonBlockingReader reader) throws IOException {
        for (int i = 0; i < 8; i++) {
            int c = reader.read(20);
            if (c < 0) return;
            if (i > 0 && (Character.isLetter(c) || c == '~')) return;
            if (i == 0 && c != '[' && c != 'O') return;
        }
    }
}
