package gomoku.web.dto;

import java.util.List;

/** WebSocket message {@code "type": "search"}: progress of the computer's search, one per finished iteration. */
public record SearchEvent(String type, long gameId, int depth, int score, int mate, double blackWinProbability,
                          long nodes, long timeMs, List<String> pv) {
    public SearchEvent(long gameId, int depth, int score, int mate, double blackWinProbability, long nodes, long timeMs,
                       List<String> pv) {
        this("search", gameId, depth, score, mate, blackWinProbability, nodes, timeMs, pv);
    }
}
