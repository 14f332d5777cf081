package gomoku.web.dto;

import java.util.List;

/**
 * A move that changed the outcome: {@code kind} is {@code missed-win} (the mover had a forced win
 * before the move and not after) or {@code into-loss} (the mover was not lost before and is after).
 * {@code index} is the 0-based move, {@code played} the move itself. {@code line} is the refutation,
 * played from the position after {@code lineFrom} moves: the missed winning line from before the
 * move, or the opponent's winning line from after it.
 */
public record MistakeView(int index, String color, PointView played, String kind, int lineFrom, List<PointView> line) {}
