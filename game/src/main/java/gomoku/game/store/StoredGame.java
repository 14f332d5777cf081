package gomoku.game.store;

import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;

/**
 * One game as the store keeps it: its settings, its moves in play order ({@code int[]{x, y}} in
 * protocol coordinates) and its result, null while the game is unfinished. The result follows the
 * {@code GameRecord} convention ({@code "B+"}, {@code "W+"}, {@code "0"}); {@code reason} says how it
 * ended ({@code five}, {@code resignation}, {@code time}, {@code draw}). {@code humanSide} is the side
 * the human plays in mode {@code hvc}, else -1. Immutable: the move list is copied in and out.
 */
public record StoredGame(long id, long createdMs, long updatedMs, String mode, Rule rule, int size, int level,
                         int humanSide, String result, String reason, List<int[]> moves) {
    public StoredGame {
        List<int[]> copy = new ArrayList<>(moves.size());
        for (int[] m : moves) copy.add(m.clone());
        moves = List.copyOf(copy);
    }

    @Override
    public List<int[]> moves() {
        List<int[]> copy = new ArrayList<>(moves.size());
        for (int[] m : moves) copy.add(m.clone());
        return copy;
    }

    /** How many moves were played, without copying them. */
    public int moveCount() {
        return moves.size();
    }

    public boolean isFinished() {
        return result != null;
    }
}
