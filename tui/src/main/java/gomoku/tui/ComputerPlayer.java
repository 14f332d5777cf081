package gomoku.tui;

import gomoku.engine.core.Rule;

import java.util.concurrent.CompletableFuture;

/**
 * Finds the computer's move away from the caller's thread, so the terminal keeps redrawing (the
 * clock, "thinking ...") while it searches. The session tests plug in a stub that answers at once.
 */
public interface ComputerPlayer extends AutoCloseable {
    /** The best move (packed {@code Pos}) for the side to move after {@code moves}, at {@code level}. */
    CompletableFuture<Integer> bestMove(int size, Rule rule, int[] moves, int level);

    /** Asks a running search to finish now; its future still completes, with the best move so far. */
    void stop();

    @Override
    void close();
}
