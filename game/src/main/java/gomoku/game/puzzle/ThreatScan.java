package gomoku.game.puzzle;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.Threat;
import java.util.ArrayList;
import java.util.List;

/**
 * The few threat questions the puzzle code asks of a board, answered from the board's incremental
 * threat codes: where a side would make five, whether a move is a four, whether a side may play a
 * point. Outside the search hot path, so it scans the whole board and returns lists. Stateless.
 */
final class ThreatScan {
    private ThreatScan() {}

    /** Empty points where {@code side} would make five, in position order. */
    static List<Integer> fivePoints(Board board, int side) {
        List<Integer> out = new ArrayList<>();
        if (board.threatCount(side, Threat.FIVE) == 0) return out;
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int pos = Pos.of(x, y);
                if (board.isEmpty(pos) && board.threat(pos, side) == Threat.FIVE) out.add(pos);
            }
        return out;
    }

    /** True when playing {@code pos} makes a four for {@code side} (a threat to make five next move). */
    static boolean isFour(Board board, int pos, int side) {
        if (Threat.isFour(board.threat(pos, side))) return true;
        // A four combined with other shapes can be classed under a stronger combined code; ask the lines.
        for (int d = 0; d < 4; d++) if (Pattern.isFour(board.pattern(pos, side, d))) return true;
        return false;
    }

    /** On the board, empty, and not a renju forbidden point for black. */
    static boolean isPlayable(Board board, int pos, int side) {
        return Pos.onBoard(pos, board.size) && board.isEmpty(pos) && !board.isForbidden(pos, side);
    }

    static String name(Board board, int pos) {
        return gomoku.game.notation.Notation.toLiterature(Pos.x(pos), Pos.y(pos), board.size);
    }

    static String colour(int side) {
        return Side.name(side);
    }
}
