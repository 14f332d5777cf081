package gomoku.game.puzzle;

/**
 * A puzzle made from one of the player's own games: at move {@code moveNumber} (1-based) of stored
 * game {@code gameId} the player to move had a VCF but played {@code played} (literature notation),
 * which lost it. The puzzle is the position before that move. Immutable.
 */
public record PersonalPuzzle(Puzzle puzzle, long gameId, int moveNumber, String played) {}
