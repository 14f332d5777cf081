package gomoku.web.dto;

import java.util.List;

/**
 * Post-game analysis of a game: {@code status} is {@code none}, {@code running}, {@code partial}
 * (some positions analysed, nothing running), {@code cancelled}, {@code failed} or {@code done};
 * {@code total} positions (moves + 1) of which {@code analysed} are done; {@code moveMs} is the
 * engine time per position. {@code positions} holds the analysed ones in order, {@code mistakes}
 * those found among them.
 */
public record AnalysisView(long gameId, String status, int total, int analysed, long moveMs,
                           List<PositionView> positions, List<MistakeView> mistakes) {}
