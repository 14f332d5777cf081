package gomoku.engine.board;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;

/** Test helper: builds boards from literature coordinates ({@code h8}, rows counted from the bottom). */
final class Positions {
    private Positions() {}

    static int lit(String s, int size) {
        int x = s.charAt(0) - 'a';
        int y = size - Integer.parseInt(s.substring(1));
        return Pos.of(x, y);
    }

    /** A board with the given stones (space separated) and {@code toMove} to move; passes fill the gaps. */
    static Board board(Rule rule, int size, String black, String white, int toMove) {
        Board b = new Board(size, rule);
        String[] bs = split(black), ws = split(white);
        int n = Math.max(bs.length, ws.length);
        for (int i = 0; i < n; i++) {
            place(b, i < bs.length ? bs[i] : null, Side.BLACK, size);
            place(b, i < ws.length ? ws[i] : null, Side.WHITE, size);
        }
        if (b.sideToMove() != toMove) b.makePass();
        return b;
    }

    private static void place(Board b, String s, int side, int size) {
        if (b.sideToMove() != side) b.makePass();
        if (s == null) b.makePass();
        else b.makeMove(lit(s, size));
    }

    private static String[] split(String s) {
        return s == null || s.isBlank() ? new String[0] : s.trim().split("\\s+");
    }
}
