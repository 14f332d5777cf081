package gomoku.game.puzzle;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.pattern.Threat;
import gomoku.game.play.MoveRefusal;
import gomoku.game.play.WinningLines;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One practice session over one puzzle. The player makes the attacking moves; the engine answers
 * each with the defence that resists longest. A move is accepted when it keeps a forced win: it is
 * a five, or a four after which every legal block still leaves the attacker a VCF (so any winning
 * four counts, not only the stored line). A rejected move leaves the position unchanged and names
 * the right move (the first move of a solver line from the current position). Hints come in two
 * steps per position: an area, then the move. The timer runs from construction until the win, read
 * from the injected clock. There is no undo.
 *
 * <p>Invariant: while not solved, the attacker is to move and has a forced win. Coordinates are
 * protocol (x, y) as in {@link gomoku.game.notation.Notation}. Not thread-safe.
 */
public final class Practice {
    /** Limits for the solver calls made after each move; far above what any puzzle needs. */
    static final int MAX_ATTACKS = 40;
    static final long MAX_NODES = 2_000_000;

    public enum Result {
        /** The move keeps the win; {@link Outcome#reply()} is the engine's defence. */
        ACCEPTED,
        /** The move makes five, or a four black cannot block (renju forbidden point): solved. */
        WON,
        /** The move loses the forced win; {@link Outcome#correct()} is a move that keeps it. */
        REJECTED,
        /** Not a move at all here (off the board, occupied, forbidden, puzzle over); see the message. */
        INVALID
    }

    /** A board point in protocol coordinates. */
    public record Point(int x, int y) {
        static Point of(int pos) {
            return new Point(Pos.x(pos), Pos.y(pos));
        }
    }

    /**
     * What became of a move. {@code reply} only with ACCEPTED, {@code correct} only with REJECTED.
     * {@code reason} is a stable code for front ends to word in their language: ACCEPTED {@code accepted};
     * WON {@code five} or {@code forbidden-block}; REJECTED {@code not-four}, {@code defender-five} or
     * {@code escape}; INVALID the {@link MoveRefusal#id} of {@code refusal} ({@code finished},
     * {@code off-board}, {@code occupied} or the foul). {@code message} says the same in English.
     * {@code refusal} only with INVALID.
     */
    public record Outcome(Result result, Point reply, Point correct, String reason, String message, MoveRefusal refusal) {}

    /** A hint: level 1 an area (inclusive corners), level 2 the move itself ({@code from == to}). */
    public record Hint(int level, Point from, Point to) {}

    private final Puzzle puzzle;
    private final Clock clock;
    private final Board board;
    private final int attacker;
    private final Instant start;
    private final List<Point> played = new ArrayList<>();
    private Instant finish;
    private int mistakes;
    private int hintsUsed;
    private int hintStep;
    private int[] line;

    public Practice(Puzzle puzzle, Clock clock) {
        this.puzzle = Objects.requireNonNull(puzzle, "puzzle");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.board = puzzle.toBoard();
        this.attacker = puzzle.attacker();
        this.start = clock.instant();
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /**
     * Plays the attacker's move at (x, y). ACCEPTED makes the move and the engine's reply, WON makes
     * the move; REJECTED and INVALID change nothing.
     */
    public Outcome play(int x, int y) {
        if (isSolved()) return invalid(MoveRefusal.FINISHED, "the puzzle is already solved");
        if (!Pos.onBoard(x, y, board.size)) return invalid(MoveRefusal.OFF_BOARD, "(" + x + "," + y + ") is off the board");
        int move = Pos.of(x, y);
        if (!board.isEmpty(move)) return invalid(MoveRefusal.OCCUPIED, name(move) + " is occupied");
        if (board.isForbidden(move, attacker)) {
            MoveRefusal foul = MoveRefusal.foul(board.forbidden(move));
            return invalid(foul, name(move) + " is forbidden for black (" + foul.id + ")");
        }

        // Step 1. A five wins at once.
        if (board.isFive(move, attacker)) return win(move, "five", name(move) + " makes five");
        // Step 2. Anything but a four gives the defender a free move; it must also not leave the defender a five.
        board.makeMove(move);
        List<Integer> fives = ThreatScan.fivePoints(board, attacker);
        boolean defenderFive = board.threatCount(attacker ^ 1, Threat.FIVE) > 0;
        if (fives.isEmpty() || defenderFive) {
            board.undoMove();
            return defenderFive ? reject(move, "defender-five", "leaves the defender a five")
                    : reject(move, "not-four", "is not a four");
        }
        // Step 3. The defender's blocks; none legal (renju) means black is lost.
        List<Integer> blocks = new ArrayList<>();
        for (int p : fives) if (ThreatScan.isPlayable(board, p, attacker ^ 1)) blocks.add(p);
        if (blocks.isEmpty()) {
            board.undoMove();
            return forbiddenFinish(move, fives.get(0));
        }
        // Step 4. The defence that resists longest: the block after which the attacker's shortest VCF is longest.
        int reply = Pos.NONE, longest = -1;
        for (int block : blocks) {
            board.makeMove(block);
            VcfLine after = VcfLine.solve(board, MAX_ATTACKS, MAX_NODES);
            board.undoMove();
            int length = after == null ? Integer.MAX_VALUE : after.attackerMoves();
            if (length > longest) {
                longest = length;
                reply = block;
            }
        }
        if (longest == Integer.MAX_VALUE) {
            board.undoMove();
            return reject(move, "escape", "lets the defender escape after " + name(reply));
        }
        board.makeMove(reply);
        played.add(Point.of(move));
        played.add(Point.of(reply));
        line = null;
        hintStep = 0;
        return new Outcome(Result.ACCEPTED, Point.of(reply), null, "accepted", name(move) + " accepted, the defence is " + name(reply),
                null);
    }

    /**
     * The next hint for the current position: first the area (a 3x3 square holding the right move,
     * placed so the move is not always its centre), then the move. Further calls repeat the move.
     */
    public Hint hint() {
        if (isSolved()) throw new IllegalStateException("the puzzle is solved");
        hintsUsed++;
        hintStep = Math.min(hintStep + 1, 2);
        Point target = Point.of(solutionLine()[0]);
        if (hintStep == 2) return new Hint(2, target, target);
        int shift = Math.floorMod(puzzle.id().hashCode() + played.size(), 9);
        int x0 = clampCorner(target.x() - shift % 3), y0 = clampCorner(target.y() - shift / 3);
        return new Hint(1, new Point(x0, y0), new Point(x0 + 2, y0 + 2));
    }

    /** The attacker's moves and the engine's replies so far, in order. */
    public List<Point> played() {
        return List.copyOf(played);
    }

    /** Board cell: 0 empty, 1 black, 2 white (the puzzle's stones and the moves played). */
    public int stone(int x, int y) {
        if (!Pos.onBoard(x, y, board.size)) throw new IllegalArgumentException("(" + x + "," + y + ") is off the board");
        return board.cell(Pos.of(x, y));
    }

    public int attacker() {
        return attacker;
    }

    public boolean isSolved() {
        return finish != null;
    }

    public int mistakes() {
        return mistakes;
    }

    public int hintsUsed() {
        return hintsUsed;
    }

    /** Time since the start, frozen at the win. */
    public Duration elapsed() {
        return Duration.between(start, finish != null ? finish : clock.instant());
    }

    private Outcome win(int move, String reason, String why) {
        played.add(Point.of(move));
        board.makeMove(move);
        finish = clock.instant();
        return new Outcome(Result.WON, null, null, reason, why + " - solved in " + elapsed().toMillis() + " ms", null);
    }

    /**
     * The four at {@code move} cannot be blocked ({@code block} is forbidden for black): solved. The
     * game is played out so the board shows the end: black's forced move elsewhere, then the five.
     */
    private Outcome forbiddenFinish(int move, int block) {
        int[] line = WinningLines.complete(board, new int[] {move});
        String why = "black cannot block " + name(block) + ": the point is forbidden";
        if (line.length == 3) {
            played.add(Point.of(move));
            board.makeMove(move);
            played.add(Point.of(line[1]));
            board.makeMove(line[1]);
            return win(line[2], "forbidden-block",
                    why + "; black plays " + name(line[1]) + ", " + name(line[2]) + " makes five");
        }
        return win(move, "forbidden-block", why);
    }

    private Outcome reject(int move, String reason, String why) {
        mistakes++;
        int right = solutionLine()[0];
        return new Outcome(Result.REJECTED, null, Point.of(right), reason,
                name(move) + " " + why + "; the winning move is " + name(right), null);
    }

    private Outcome invalid(MoveRefusal refusal, String why) {
        return new Outcome(Result.INVALID, null, null, refusal.id, why, refusal);
    }

    /** A shortest winning line from the current position (the invariant says there is one). */
    private int[] solutionLine() {
        if (line == null) {
            VcfLine vcf = VcfLine.solve(board, MAX_ATTACKS, MAX_NODES);
            if (vcf == null || vcf.moves().length == 0)
                throw new IllegalStateException(puzzle.id() + ": no VCF from the current position");
            line = vcf.moves();
        }
        return line;
    }

    private int clampCorner(int c) {
        return Math.max(0, Math.min(board.size - 3, c));
    }

    private String name(int pos) {
        return ThreatScan.name(board, pos);
    }
}
