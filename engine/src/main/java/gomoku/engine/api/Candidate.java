package gomoku.engine.api;

/**
 * One of the best root moves of a multi-PV search, with its exact value.
 *
 * @param move  packed position ({@code gomoku.engine.core.Pos})
 * @param score value for the side to move (see {@code Value}); mates are in the {@code WIN} band
 * @param mate  plies to a forced win for the side to move (positive), a forced loss (negative), or 0
 * @param depth depth of the iteration that found the value
 * @param pv    principal variation starting with {@code move}
 */
public record Candidate(int move, int score, int mate, int depth, int[] pv) {}
