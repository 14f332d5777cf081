package gomoku.game.store;

import java.util.ArrayList;
import java.util.List;

/**
 * The engine's verdict on one position of a game: the position after {@code index} moves (0 is the
 * empty board). {@code score} and {@code mate} are from the side to move's point of view (mate: plies
 * to a forced win, negative for a forced loss, 0 none); {@code blackWin} is black's chance to win.
 * {@code best} and {@code line} are protocol points {@code int[]{x, y}}; {@code best} is null when the
 * position is over. Immutable: arrays are copied in and out.
 */
public record PositionAnalysis(int index, int score, int mate, double blackWin, int depth, int[] best,
                               List<int[]> line) {
    public PositionAnalysis {
        best = best == null ? null : best.clone();
        List<int[]> copy = new ArrayList<>(line.size());
        for (int[] p : line) copy.add(p.clone());
        line = List.copyOf(copy);
    }

    @Override
    public int[] best() {
        return best == null ? null : best.clone();
    }

    @Override
    public List<int[]> line() {
        List<int[]> copy = new ArrayList<>(line.size());
        for (int[] p : line) copy.add(p.clone());
        return copy;
    }
}
