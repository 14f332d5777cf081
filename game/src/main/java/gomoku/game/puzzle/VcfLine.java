package gomoku.game.puzzle;

import gomoku.engine.board.Board;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.search.threat.VcfSolver;
import java.util.Arrays;
import java.util.List;

/**
 * A shortest VCF line for the side to move, as the {@link VcfSolver} finds it but with every
 * defending move one the defender may actually play. The solver answers a double four or flex four
 * with the first five point it sees; in renju that point can be forbidden for black, who then blocks
 * the other one instead, or, if every block is forbidden, has already lost (a forbidden finish one
 * attacking move earlier). Immutable.
 */
record VcfLine(int[] moves, boolean forbiddenFinish) {
    int attackerMoves() {
        return (moves.length + 1) / 2;
    }

    /** Solves for the side to move on {@code board} (left unchanged); null when no VCF is found. */
    static VcfLine solve(Board board, int maxAttacks, long maxNodes) {
        VcfSolver solver = new VcfSolver(board);
        int[] line = solver.solve(maxAttacks, maxNodes);
        return line == null ? null : playable(board, line, solver.endsWithForbiddenBlock());
    }

    /** Replaces unplayable defences in a sound solver line, as described above. */
    static VcfLine playable(Board board, int[] line, boolean forbiddenEnd) {
        int attacker = board.sideToMove(), made = 0;
        int[] out = line.clone();
        int length = out.length;
        boolean forbidden = forbiddenEnd;
        for (int i = 0; i < length; i++) {
            if (i % 2 == 1 && board.rule == Rule.RENJU && attacker == Side.WHITE
                    && !ThreatScan.isPlayable(board, out[i], Side.BLACK)) {
                List<Integer> fives = ThreatScan.fivePoints(board, attacker);
                int block = -1, other = -1;
                for (int p : fives) {
                    if (block < 0 && ThreatScan.isPlayable(board, p, Side.BLACK)) block = p;
                }
                if (block < 0) {
                    length = i;
                    forbidden = true;
                    break;
                }
                for (int p : fives) if (p != block) other = p;
                // Only a double threat lets the solver pick a block at all, so another five point remains.
                out[i] = block;
                if (i + 1 < length && other >= 0) out[i + 1] = other;
            }
            board.makeMove(out[i]);
            made++;
        }
        while (made-- > 0) board.undoMove();
        return new VcfLine(Arrays.copyOf(out, length), forbidden);
    }
}
