package gomoku.web.dto;

/** WebSocket message {@code "type": "analysis"}: the game's analysis after each analysed position. */
public record AnalysisEvent(String type, AnalysisView analysis) {
    public AnalysisEvent(AnalysisView analysis) {
        this("analysis", analysis);
    }
}
