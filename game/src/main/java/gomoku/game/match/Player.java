package gomoku.game.match;

import gomoku.engine.board.GameState;

/** One side of a match: something that answers a position with a move. */
public interface Player extends AutoCloseable {
    String name();

    /** Called before each game. */
    void newGame(GameState start);

    /**
     * The move (packed position) for the side to move in {@code game}; {@code timeLeftMs} is this
     * player's remaining game time, or 0 when the game is not timed.
     */
    int move(GameState game, long timeLeftMs) throws Exception;

    @Override
    default void close() throws Exception {}
}
