package gomoku.web.dto;

/** A row of {@code GET /api/games}. */
public record GameSummaryView(long id, long createdMs, long updatedMs, String mode, String rule, int size, int level,
                              String humanColor, String result, String reason, int moves) {}
