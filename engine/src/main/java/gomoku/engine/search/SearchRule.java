package gomoku.engine.search;

/**
 * What the search does differently under one rule, chosen once when a searcher is made
 * ({@link SearchParams#forRule}) so that the search reads fields instead of testing the rule (Rapfi
 * keeps such values in per-rule arrays). The values themselves, and where they came from, are in
 * {@link SearchParams}. Immutable and shared by every searcher of the rule.
 */
final class SearchRule {
    /** Whether moves are ordered, and their results learned, by the continuation history. */
    final boolean useContinuationHistory;
    /** Whether an expected cut node without a table move loses two plies from {@link SearchParams#IIR_CUT_MIN_DEPTH}. */
    final boolean useCutNodeIir;
    /**
     * Whether black has forbidden points (renju). Then black's double three wins nothing and its
     * four-three only when its three is real (played out), and an answer to an open three is not
     * tested for leaving no flex four, since the board's test cannot see fouls.
     */
    final boolean blackHasFouls;
    /**
     * The late-move reductions by depth and move number, built from the rule's divisor
     * ({@link SearchParams#reductionTable}: a larger one reduces less).
     */
    final byte[] reductions;

    SearchRule(double lmrDivisor, boolean useContinuationHistory, boolean useCutNodeIir, boolean blackHasFouls) {
        this.useContinuationHistory = useContinuationHistory;
        this.useCutNodeIir = useCutNodeIir;
        this.blackHasFouls = blackHasFouls;
        this.reductions = SearchParams.reductionTable(lmrDivisor);
    }
}
