package gomoku.game.puzzle;

import gomoku.engine.board.Board;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Re-proves puzzles. For each one: the moves are legal and end no game, the attacker is to move
 * and the defender has no four on the board, the stored solution replays soundly (every attacking
 * move is legal and makes a four, the last one a five, or in renju a white four whose only block is
 * forbidden for black; every defending move blocks a five point while the defender has no five of
 * its own), and the VCF solver, searching independently, finds a shortest line of exactly the stored
 * number of attacking moves, which fixes the level. Holds no state between calls.
 */
public final class PuzzleVerifier {
    /** Node budget per solver call; the bundled collection needs far less. */
    public static final long DEFAULT_MAX_NODES = 3_000_000;
    /** Longest line the solver looks for (a level-4 line is 8 or more attacking moves). */
    static final int MAX_ATTACKS = 40;

    private final long maxNodes;

    public PuzzleVerifier() {
        this(DEFAULT_MAX_NODES);
    }

    public PuzzleVerifier(long maxNodes) {
        if (maxNodes <= 0) throw new IllegalArgumentException("node budget must be positive");
        this.maxNodes = maxNodes;
    }

    /** The problems found with {@code puzzle}; empty when it verifies. */
    public List<String> verify(Puzzle puzzle) {
        List<String> problems = new ArrayList<>();
        Board board;
        try {
            board = puzzle.toBoard();
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
            return problems;
        }
        int attacker = puzzle.attacker(), defender = attacker ^ 1;
        if (board.sideToMove() != attacker) problems.add(Side.name(attacker) + " is not to move");
        if (board.threatCount(defender, Threat.FIVE) > 0)
            problems.add("the defender already has a four on the board");
        if (!problems.isEmpty()) return problems;

        int[] line;
        try {
            line = puzzle.solutionPositions();
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
            return problems;
        }
        String replay = replay(board, line, attacker, puzzle.forbiddenFinish());
        if (replay != null) problems.add("stored solution: " + replay);

        VcfLine found = VcfLine.solve(board, MAX_ATTACKS, maxNodes);
        if (found == null) {
            problems.add("the solver finds no VCF within " + maxNodes + " nodes");
        } else {
            if (found.attackerMoves() != puzzle.attackerMoves())
                problems.add("the shortest VCF has " + found.attackerMoves() + " attacking moves, the puzzle says "
                        + puzzle.attackerMoves());
            String again = replay(board, found.moves(), attacker, found.forbiddenFinish());
            if (again != null) problems.add("solver line: " + again);
        }
        return problems;
    }

    /** Problems per puzzle id, only for the puzzles that fail, in collection order. */
    public Map<String, List<String>> verifyAll(PuzzleCollection collection) {
        Map<String, List<String>> failures = new LinkedHashMap<>();
        for (Puzzle p : collection.puzzles()) {
            List<String> problems = verify(p);
            if (!problems.isEmpty()) failures.put(p.id(), problems);
        }
        return failures;
    }

    /**
     * Plays {@code line} on {@code board} and undoes it again. Returns null when it is a sound VCF for
     * {@code attacker}, otherwise what is wrong with the first bad move.
     */
    static String replay(Board board, int[] line, int attacker, boolean forbiddenFinish) {
        int defender = attacker ^ 1, made = 0;
        String problem = null;
        for (int i = 0; i < line.length && problem == null; i++) {
            int move = line[i];
            boolean last = i == line.length - 1;
            if (i % 2 == 0) {
                problem = attackingMove(board, move, attacker, last, forbiddenFinish);
            } else if (!ThreatScan.isPlayable(board, move, defender) || board.threat(move, attacker) != Threat.FIVE) {
                problem = "move " + (i + 1) + " " + name(board, move) + " does not block a five point";
            } else if (board.threatCount(defender, Threat.FIVE) > 0) {
                problem = "move " + (i + 1) + ": the defender could make five instead of blocking";
            }
            if (problem == null) {
                board.makeMove(move);
                made++;
            } else {
                problem = problem.startsWith("move") ? problem : "move " + (i + 1) + " " + name(board, move) + " " + problem;
            }
        }
        if (problem == null && forbiddenFinish) {
            List<Integer> blocks = ThreatScan.fivePoints(board, attacker);
            if (blocks.isEmpty()) problem = "the line ends without a four";
            for (int block : blocks)
                if (problem == null && ThreatScan.isPlayable(board, block, defender))
                    problem = "black can block the last four at " + name(board, block);
        }
        while (made-- > 0) board.undoMove();
        return problem;
    }

    private static String attackingMove(Board board, int move, int attacker, boolean last, boolean forbiddenFinish) {
        if (!ThreatScan.isPlayable(board, move, attacker)) return "is not a legal move for " + Side.name(attacker);
        List<Integer> defenderFives = ThreatScan.fivePoints(board, attacker ^ 1);
        if (!board.isFive(move, attacker) && !defenderFives.isEmpty() && !defenderFives.equals(List.of(move)))
            return "leaves the defender a five";
        if (last && !forbiddenFinish) return board.isFive(move, attacker) ? null : "should make five";
        if (board.isFive(move, attacker)) return "makes five before the end of the line";
        board.makeMove(move);
        boolean four = board.threatCount(attacker, Threat.FIVE) > 0;
        board.undoMove();
        if (!four) return "is not a four";
        if (last && (board.rule != Rule.RENJU || attacker != Side.WHITE)) return "ends on a forbidden block outside renju white";
        return null;
    }

    private static String name(Board board, int pos) {
        return ThreatScan.name(board, pos);
    }
}
