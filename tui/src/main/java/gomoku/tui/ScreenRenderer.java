package gomoku.tui;

import gomoku.engine.core.Pos;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;
import org.jline.utils.AttributedStyle;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@link SessionView} into the lines of the screen: the board with its coordinates on the
 * left, the panel (help, record, games) on its right when the terminal is wide enough or else below
 * it, then the status, turn and clock, the message and the prompt with what is being typed.
 *
 * <p>Two alphabets: Unicode box drawing for the grid with {@code ●} black and {@code ○} white, or
 * plain ASCII ({@code X}, {@code O}, {@code .}) when the terminal is not UTF-8. The last move sits
 * in parentheses and renju's forbidden points show as {@code ×} / {@code f} in both, so nothing
 * depends on colour; colour, when on, only adds to it. Stateless apart from its two switches.
 */
public final class ScreenRenderer {
    private static final AttributedStyle PLAIN = AttributedStyle.DEFAULT;
    private static final AttributedStyle WOOD = PLAIN.background(AttributedStyle.YELLOW).foreground(AttributedStyle.BLACK);
    private static final AttributedStyle BLACK_STONE = WOOD.bold();
    private static final AttributedStyle WHITE_STONE = WOOD.foreground(AttributedStyle.WHITE).bold();
    private static final AttributedStyle MARK = WOOD.foreground(AttributedStyle.RED).bold();
    private static final AttributedStyle FIVE = PLAIN.background(AttributedStyle.GREEN).bold();
    private static final AttributedStyle BOLD = PLAIN.bold();
    private static final AttributedStyle WARN = PLAIN.foreground(AttributedStyle.RED).bold();

    private final boolean unicode;
    private final boolean colour;
    private final Messages msg;

    public ScreenRenderer(boolean unicode, boolean colour) {
        this(unicode, colour, Messages.ENGLISH);
    }

    public ScreenRenderer(boolean unicode, boolean colour, Messages msg) {
        this.unicode = unicode;
        this.colour = colour;
        this.msg = msg;
    }

    /** The whole screen for a terminal {@code width} columns wide; the last line is the prompt. */
    public List<AttributedString> render(SessionView v, String input, int width) {
        List<AttributedString> board = board(v);
        List<AttributedString> panel = new ArrayList<>();
        if (!v.panel().isEmpty()) {
            panel.add(new AttributedString(v.panelTitle(), style(BOLD)));
            for (String line : v.panel()) panel.add(new AttributedString(line));
        }
        int boardWidth = 0;
        for (AttributedString line : board) boardWidth = Math.max(boardWidth, line.columnLength());
        int panelWidth = 0;
        for (AttributedString line : panel) panelWidth = Math.max(panelWidth, line.columnLength());
        List<AttributedString> screen = new ArrayList<>();
        boolean beside = boardWidth + 3 + panelWidth <= width;
        for (int i = 0; i < board.size() || beside && i < panel.size(); i++) {
            AttributedStringBuilder b = new AttributedStringBuilder();
            if (i < board.size()) b.append(board.get(i));
            if (beside && i < panel.size()) {
                while (b.columnLength() < boardWidth + 3) b.append(' ');
                b.append(panel.get(i));
            }
            screen.add(b.toAttributedString());
        }
        if (!beside) screen.addAll(panel);
        screen.add(new AttributedString(v.status()));
        AttributedStringBuilder turn = new AttributedStringBuilder().append(v.turn());
        if (v.clockSecondsLeft() >= 0)
            turn.append("   ").append(msg.get("view.clock", v.clockSecondsLeft()),
                    style(v.clockSecondsLeft() <= 5 ? WARN : BOLD));
        screen.add(turn.toAttributedString());
        screen.add(new AttributedString(v.message(), style(BOLD)));
        screen.add(new AttributedString("> " + input));
        return screen;
    }

    /** The board rows, top (highest number) first, framed by the column letters. */
    List<AttributedString> board(SessionView v) {
        int n = v.size();
        List<AttributedString> rows = new ArrayList<>();
        StringBuilder letters = new StringBuilder("   ");
        for (int x = 0; x < n; x++) letters.append(' ').append((char) ('a' + x));
        rows.add(new AttributedString(letters.toString()));
        int lastX = v.lastMove() == Pos.NONE ? -9 : Pos.x(v.lastMove());
        int lastY = v.lastMove() == Pos.NONE ? -9 : Pos.y(v.lastMove());
        for (int y = 0; y < n; y++) {
            String label = String.format("%2d", n - y);
            AttributedStringBuilder b = new AttributedStringBuilder().append(label).append(' ');
            for (int x = 0; x <= n; x++) {
                // The separator before column x: a parenthesis next to the last move, else grid or blank.
                if (y == lastY && x == lastX) b.append("(", style(MARK));
                else if (y == lastY && x == lastX + 1) b.append(")", style(MARK));
                else if (unicode && x > 0 && x < n) b.append("─", style(WOOD));
                else b.append(" ", x > 0 && x < n ? style(WOOD) : PLAIN);
                if (x < n) cell(b, v, x, y);
            }
            rows.add(b.append(label).toAttributedString());
        }
        rows.add(new AttributedString(letters.toString()));
        return rows;
    }

    private void cell(AttributedStringBuilder b, SessionView v, int x, int y) {
        int stone = v.stones()[y][x];
        int pos = Pos.of(x, y);
        boolean five = v.winningLine().contains(pos);
        if (stone == 1) b.append(unicode ? "●" : "X", style(five ? FIVE : BLACK_STONE));
        else if (stone == 2) b.append(unicode ? "○" : "O", style(five ? FIVE : WHITE_STONE));
        else if (v.forbidden().containsKey(pos)) b.append(unicode ? "×" : "f", style(MARK));
        else b.append(unicode ? grid(x, y, v.size()) : ".", style(WOOD));
    }

    /** The box-drawing piece of an empty point: corners, edges or a cross. */
    private static String grid(int x, int y, int n) {
        int col = x == 0 ? 0 : x == n - 1 ? 2 : 1;
        int row = y == 0 ? 0 : y == n - 1 ? 2 : 1;
        return String.valueOf("┌┬┐├┼┤└┴┘".charAt(row * 3 + col));
    }

    private AttributedStyle style(AttributedStyle s) {
        return colour ? s : PLAIN;
    }
}
