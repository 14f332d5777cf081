package gomoku.engine.api;

import java.util.List;

/**
 * Receives the progress of an open-ended analysis ({@link Engine#analyze}); called on the analysing
 * thread, so implementations must be quick.
 */
@FunctionalInterface
public interface AnalysisListener {
    AnalysisListener NONE = (depth, candidates, nodes, timeMs) -> {};

    /**
     * @param depth      deepest depth completed for the best candidate
     * @param candidates best first; while a depth is in progress the moves not yet searched again at
     *                   it follow with their values from the previous depth
     * @param nodes      nodes searched since the analysis started
     * @param timeMs     time since the analysis started
     */
    void onUpdate(int depth, List<Candidate> candidates, long nodes, long timeMs);
}
