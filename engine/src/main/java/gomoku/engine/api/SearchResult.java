package gomoku.engine.api;

/**
 * The answer of a search. {@code bestMove} is a packed position ({@code gomoku.engine.core.Pos}),
 * {@code Pos.NONE} only when the board has no legal move.
 *
 * @param mate plies to a forced win for the side to move (positive), to a forced loss (negative), or 0
 * @param source where the move came from: "search", "book", "forced", "five", "vcf", "vct", or "none" (a full board)
 */
public record SearchResult(int bestMove, int score, int mate, int depth, long nodes, long timeMs, int[] pv, String source) {}
