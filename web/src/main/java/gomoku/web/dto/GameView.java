package gomoku.web.dto;

import java.util.List;

/**
 * A game as the page draws it. {@code status} is {@code ongoing}, {@code black}, {@code white} or
 * {@code draw}; {@code result}/{@code reason} are null while ongoing. {@code humanColor} is the
 * human's side in mode {@code hvc}, else null. {@code forbidden} lists renju forbidden points while
 * black is to move. {@code thinking} is true while the computer searches this game's move.
 * {@code clock} is null for a game without a clock.
 * {@code revision} grows with every change, so a client can drop a view older than the one it shows.
 * {@code online} is null except in a game between browsers; {@code opening} is null for a game
 * without an opening rule.
 */
public record GameView(long id, String mode, String rule, int size, int level, String humanColor,
                       List<PointView> moves, String toMove, String status, String result, String reason,
                       List<PointView> winningLine, List<ForbiddenView> forbidden, boolean thinking, String pos,
                       long createdMs, long updatedMs, long revision, ClockView clock,
                       OnlineView online, OpeningView opening) {}
