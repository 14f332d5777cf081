package gomoku.game.puzzle;

import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One VCF puzzle: a position reached by {@code moves} (literature notation, play order from an
 * empty board, black first), the side to move attacks, and {@code solution} is a shortest winning
 * line by continuous fours: attacker, forced reply, ..., ending with the attacker's five, or (renju,
 * {@code forbiddenFinish}) with a white four whose only block is forbidden for black.
 *
 * <p>Invariant kept by the constructor: the fields agree with each other (attacker = colour to move
 * after {@code moves}, attacking moves counted from the solution, level from that count). Whether the
 * moves are legal and the line really wins is {@link PuzzleVerifier}'s job. Immutable.
 */
public record Puzzle(String id, Rule rule, int size, List<String> moves, int attacker, int level,
                     List<String> solution, int attackerMoves, boolean forbiddenFinish) {
    public static final int MIN_LEVEL = 1;
    public static final int MAX_LEVEL = 4;

    public Puzzle {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(rule, "rule");
        if (id.isBlank() || !id.matches("[A-Za-z0-9_-]+"))
            throw new IllegalArgumentException("puzzle id '" + id + "' must be letters, digits, '-' or '_'");
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE)
            throw new IllegalArgumentException(id + ": board size " + size + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
        moves = List.copyOf(moves);
        solution = List.copyOf(solution);
        if (attacker != Side.BLACK && attacker != Side.WHITE)
            throw new IllegalArgumentException(id + ": attacker must be black or white");
        if (attacker != moves.size() % 2)
            throw new IllegalArgumentException(id + ": " + Side.name(attacker) + " is not to move after "
                    + moves.size() + " moves");
        if (solution.isEmpty() || solution.size() % 2 == 0)
            throw new IllegalArgumentException(id + ": a solution alternates attacker and defender and ends with the attacker,"
                    + " so it has an odd number of moves, not " + solution.size());
        if (attackerMoves != (solution.size() + 1) / 2)
            throw new IllegalArgumentException(id + ": " + attackerMoves + " attacking moves but the solution has "
                    + (solution.size() + 1) / 2);
        if (level != levelFor(attackerMoves))
            throw new IllegalArgumentException(id + ": level " + level + " does not match " + attackerMoves
                    + " attacking moves (level " + levelFor(attackerMoves) + ")");
        if (forbiddenFinish && (rule != Rule.RENJU || attacker != Side.WHITE))
            throw new IllegalArgumentException(id + ": only white in renju can win by a forbidden block");
    }

    /** Level by the length of the shortest solution: 1-2 attacking moves, 3-4, 5-7, 8 or more. */
    public static int levelFor(int attackerMoves) {
        if (attackerMoves <= 0) throw new IllegalArgumentException("a solution has at least one attacking move");
        if (attackerMoves <= 2) return 1;
        if (attackerMoves <= 4) return 2;
        if (attackerMoves <= 7) return 3;
        return 4;
    }

    /** The position as a game (moves checked for legality); IllegalArgumentException names the bad move. */
    public GameState toGameState() {
        GameState game = new GameState(size, rule);
        for (int i = 0; i < moves.size(); i++) {
            int[] p = point(moves.get(i), "move " + (i + 1));
            MoveCheck check = game.play(p[0], p[1]);
            if (check != MoveCheck.LEGAL)
                throw new IllegalArgumentException(id + ": move " + (i + 1) + " " + moves.get(i) + " is illegal: " + check.message);
            if (game.isOver())
                throw new IllegalArgumentException(id + ": move " + (i + 1) + " " + moves.get(i) + " ends the game");
        }
        return game;
    }

    /** A fresh analysis board holding the position (see {@link #toGameState()} for the checks). */
    public Board toBoard() {
        GameState game = toGameState();
        Board board = new Board(size, rule);
        for (int move : game.moves()) board.makeMove(move);
        return board;
    }

    /** The solution as packed positions. */
    public int[] solutionPositions() {
        int[] line = new int[solution.size()];
        for (int i = 0; i < line.length; i++) {
            int[] p = point(solution.get(i), "solution move " + (i + 1));
            line[i] = Pos.of(p[0], p[1]);
        }
        return line;
    }

    /** Literature names of packed positions on a {@code size} board. */
    static List<String> literature(int[] positions, int count, int size) {
        List<String> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) out.add(Notation.toLiterature(Pos.x(positions[i]), Pos.y(positions[i]), size));
        return out;
    }

    private int[] point(String text, String what) {
        try {
            return Notation.parseLiterature(text, size);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(id + ": " + what + ": " + e.getMessage());
        }
    }
}
