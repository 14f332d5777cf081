package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;

/**
 * Plain-text board for the terminal: column letters above and below, row numbers (1 = bottom) on
 * both sides, {@code X} black, {@code O} white, {@code .} empty, {@code f} a point forbidden for
 * black. The last move is framed by parentheses, e.g. {@code (X)}, which fit in the blanks between
 * cells so the columns stay aligned. Stateless.
 */
final class BoardDiagram {
    static final char BLACK = 'X';
    static final char WHITE = 'O';
    static final char EMPTY = '.';
    static final char FORBIDDEN = 'f';

    private BoardDiagram() {}

    /** The board, a legend and the summary; lines end with '\n'. */
    static String render(Analysis analysis) {
        Board board = analysis.position.state().board();
        int size = analysis.size;
        int last = analysis.position.lastMove();
        StringBuilder sb = new StringBuilder();
        String letters = letters(size);
        sb.append(letters).append('\n');
        for (int y = 0; y < size; y++) {
            int number = size - y;
            sb.append(String.format("%2d ", number));
            for (int x = 0; x < size; x++) {
                int pos = Pos.of(x, y);
                sb.append(pos == last ? '(' : x > 0 && Pos.of(x - 1, y) == last ? ')' : ' ');
                sb.append(symbol(board, pos, analysis));
            }
            sb.append(Pos.of(size - 1, y) == last ? ')' : ' ');
            sb.append(number).append('\n');
        }
        sb.append(letters).append('\n');
        sb.append(legend(analysis)).append('\n');
        sb.append(summary(analysis)).append('\n');
        if (!analysis.position.reachable())
            sb.append("Warning: ").append(analysis.position.unreachable())
                    .append("; the stones are analysed as given").append('\n');
        if (!analysis.forbidden.isEmpty()) {
            sb.append("Forbidden for black:");
            for (Analysis.ForbiddenPoint f : analysis.forbidden) sb.append(' ').append(f.point()).append(" (").append(f.kind()).append(')');
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String letters(int size) {
        StringBuilder sb = new StringBuilder("   ");
        for (int x = 0; x < size; x++) sb.append(' ').append((char) ('a' + x));
        return sb.toString();
    }

    private static char symbol(Board board, int pos, Analysis analysis) {
        int cell = board.cell(pos);
        if (cell == Side.BLACK + 1) return BLACK;
        if (cell == Side.WHITE + 1) return WHITE;
        return analysis.forbiddenPositions.contains(pos) ? FORBIDDEN : EMPTY;
    }

    private static String legend(Analysis analysis) {
        String legend = BLACK + " black  " + WHITE + " white  " + EMPTY + " empty";
        if (analysis.position.state().rule() == Rule.RENJU)
            legend += "  " + FORBIDDEN + " forbidden for black";
        int last = analysis.position.lastMove();
        if (last != Pos.NONE)
            legend += "  (" + symbol(analysis.position.state().board(), last, analysis) + ") last move";
        return legend;
    }

    private static String summary(Analysis analysis) {
        String winner = analysis.winner();
        String result = winner == null ? "none"
                : winner.equals("draw") ? "draw (board full)"
                : winner + " with " + String.join(" ", analysis.winningLine());
        return analysis.position.state().rule().id() + " " + analysis.size + "x" + analysis.size + ", "
                + Side.name(analysis.position.toMove()) + " to move, winner: " + result;
    }
}
