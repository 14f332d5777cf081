package gomoku.web.dto;

import java.util.List;

/**
 * The engine's view of the position after {@code index} moves: black's chance to win, the score and
 * mate distance for the side to move ({@code mate} > 0 a forced win in that many plies, < 0 a forced
 * loss), its best move (null once the game is over) and main line.
 */
public record PositionView(int index, double blackWin, int score, int mate, int depth, PointView best,
                           List<PointView> line) {}
