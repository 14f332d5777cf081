package gomoku.game.play;

import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;

import java.util.Arrays;

/**
 * Winning lines shown to people end with the attacker's five. The engine's VCF and VCT lines stop at
 * the attacker's last four when the defender cannot block it (renju: every block is forbidden for
 * black); {@link #complete} adds the defender's forced non-block (a legal move elsewhere) and the
 * five.
 */
public final class WinningLines {
    private WinningLines() {}

    /** {@code line} from the position of {@code game}, completed as above; the same line when nothing is missing. */
    public static int[] complete(GameState game, int[] line) {
        Board board = new Board(game.size(), game.rule());
        for (int i = 0; i < game.moveCount(); i++) {
            int m = game.move(i);
            if (m == Pos.PASS) board.makePass();
            else board.makeMove(m);
        }
        return complete(board, line);
    }

    /** {@code line} from the position on {@code board} (left as it was), completed as above. */
    public static int[] complete(Board board, int[] line) {
        if (line == null || line.length == 0 || line.length % 2 == 0) return line;
        int attacker = board.sideToMove(), made = 0;
        try {
            for (int i = 0; i < line.length; i++) {
                int m = line[i];
                if (!Pos.onBoard(m, board.size) || !board.isEmpty(m)) return line;
                if (i == line.length - 1 && board.isFive(m, attacker)) return line;   // ends with the five already
                board.makeMove(m);
                made++;
            }
            int[] fives = fivePoints(board, attacker);
            if (fives.length == 0) return line;
            int defender = attacker ^ 1;
            for (int p : fives) if (!board.isForbidden(p, defender)) return line;     // a block exists: not forced
            int nonBlock = nearestLegal(board, defender, line[line.length - 1], fives);
            if (nonBlock == Pos.NONE) return line;
            board.makeMove(nonBlock);
            made++;
            int five = Pos.NONE;
            for (int p : fives) if (board.isEmpty(p) && board.isFive(p, attacker)) five = p;
            if (five == Pos.NONE) return line;
            int[] out = Arrays.copyOf(line, line.length + 2);
            out[line.length] = nonBlock;
            out[line.length + 1] = five;
            return out;
        } finally {
            while (made-- > 0) board.undoMove();
        }
    }

    private static int[] fivePoints(Board board, int side) {
        int[] out = new int[0];
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int p = Pos.of(x, y);
                if (board.isEmpty(p) && board.isFive(p, side)) {
                    out = Arrays.copyOf(out, out.length + 1);
                    out[out.length - 1] = p;
                }
            }
        return out;
    }

    /**
     * The defender's legal move nearest to {@code near} that neither blocks (it cannot) nor makes a
     * five of its own (then the line would not be a win): the move shown as black's forced reply.
     */
    private static int nearestLegal(Board board, int defender, int near, int[] fives) {
        int best = Pos.NONE, bestDistance = Integer.MAX_VALUE;
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int p = Pos.of(x, y);
                if (!board.isEmpty(p) || board.isForbidden(p, defender) || board.isFive(p, defender)) continue;
                if (Arrays.stream(fives).anyMatch(f -> f == p)) continue;
                int d = Math.max(Math.abs(x - Pos.x(near)), Math.abs(y - Pos.y(near)));
                if (d < bestDistance) {
                    bestDistance = d;
                    best = p;
                }
            }
        return best;
    }
}
