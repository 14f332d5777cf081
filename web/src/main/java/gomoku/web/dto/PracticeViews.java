package gomoku.web.dto;

import java.util.List;

/**
 * The JSON records of the practice API ({@code /api/practice/...}), kept together because they only
 * make sense together. Points are {@link PointView}s; times are milliseconds.
 */
public final class PracticeViews {
    private PracticeViews() {}

    /** A stone of a practice board; {@code color} is "black" or "white". */
    public record Stone(int x, int y, String name, String color) {}

    /**
     * One practice session: the puzzle, the stones on the board (the puzzle's, then the moves played),
     * the moves played since the start, the clock and the result so far. {@code openedLevel} is set once,
     * on the solve that opened a new level. {@code source} describes a personal puzzle's game in English,
     * else null; {@code origin} gives the same as data for a page to word in its language. {@code number}
     * is the puzzle's place in its set (from 1), the name players see ("Level 2 - 14") instead of the id;
     * {@code winningLine} the stones of the attacker's five once solved, else empty.
     */
    public record Session(long id, String puzzleId, String set, int level, String rule, int size, String attacker,
                          List<Stone> stones, List<PointView> played, PointView lastMove, boolean solved,
                          int mistakes, int hintsUsed, long elapsedMs, Long bestMs, Integer openedLevel,
                          String source, Origin origin, int number, List<PointView> winningLine) {}

    /** Where a personal puzzle comes from: the game, the move number and the move the player made there. */
    public record Origin(long gameId, int moveNumber, String played) {}

    /**
     * The answer to a move: ACCEPTED (with the reply), WON, or REJECTED; {@code reason} is a stable code
     * (see {@code Practice.Outcome}), {@code message} the same in English. A rejection does not give the
     * answer away: {@code correct} is null, and the player asks for it through hints.
     */
    public record MoveResult(String result, PointView reply, PointView correct, String reason, String message,
                             Session session) {}

    /** A hint: level 1 an area (corners {@code from}, {@code to}), level 2 the move ({@code from == to}). */
    public record Hint(int level, PointView from, PointView to, Session session) {}

    /** A level's row in the progress panel. */
    public record Level(int level, int total, int solved, boolean unlocked) {}

    /** A best time; {@code set} and {@code number} name the puzzle as in {@link Session}. */
    public record Best(String puzzleId, int level, long bestMs, String set, int number) {}

    /** The progress panel: solves per level, the personal set, streak, open level, best times. */
    public record Progress(int unlockedLevel, int maxLevel, int solvesToAdvance, int streak, int solved,
                           List<Level> levels, int personalTotal, int personalSolved, List<Best> best) {}

    /** A puzzle in a set's list. */
    public record Item(String id, int level, boolean solved, Long bestMs, boolean locked, String source, Origin origin) {}

    /** What a scan for missed wins did. */
    public record Scan(int gamesScanned, int added, int total) {}

    /** Body of POST /api/practice/sessions: a puzzle id, or a set ("1"-"4" or "personal"), or nothing (next unsolved). */
    public record StartRequest(String puzzleId, Integer level, String set) {}
}
