package gomoku.tui;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Rule;
import gomoku.game.play.OpeningAction;
import gomoku.game.play.OpeningPhase;
import gomoku.game.play.OpeningRule;

import java.util.concurrent.CompletableFuture;

/**
 * Finds the computer's move away from the caller's thread, so the terminal keeps redrawing (the
 * clock, "thinking ...") while it searches. The session tests plug in a stub that answers at once.
 */
public interface ComputerPlayer extends AutoCloseable {
    /** The best move (packed {@code Pos}) for the side to move after {@code moves}, at {@code level}. */
    CompletableFuture<Integer> bestMove(int size, Rule rule, int[] moves, int level);

    /**
     * What the computer does in {@code phase} of a swap opening under {@code opening}, with the game
     * at {@code game} (a copy it may keep): stones to place or a colour choice.
     */
    CompletableFuture<OpeningAction> openingAction(GameState game, OpeningRule opening, OpeningPhase phase, int level);

    /** Asks a running search to finish now; its future still completes, with the best move so far. */
    void stop();

    @Override
    void close();
}
