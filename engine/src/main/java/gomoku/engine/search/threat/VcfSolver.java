package gomoku.engine.search.threat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.pattern.Threat;
import java.util.Arrays;

/**
 * Victory by continuous fours: the side to move plays only fours, the defender's reply to each is
 * forced (the one point that stops the five). Iterative deepening on the number of attacking moves
 * gives a shortest line first. A table of positions already proven to have no VCF within a given
 * number of moves prunes transpositions. In renju, black attacks only with legal moves, and a
 * white four whose only block is forbidden for black wins at once.
 *
 * <p>The returned line alternates attacker and defender moves and ends with the attacker's five;
 * when the defender cannot block (renju: the point is forbidden for black) it ends with the
 * attacker's four and {@link #endsWithForbiddenBlock()} is true.
 */
public final class VcfSolver extends AbstractThreatSolver {
    private static final int MAX_LINE = 256;

    private final int[] line = new int[MAX_LINE];
    private int lineLength;
    private final int[] candidates = new int[MAX_LINE * 64];

    public VcfSolver(Board board) {
        super(board);
    }

    /**
     * Searches a VCF for the side to move with at most {@code maxAttacks} attacking moves and about
     * {@code maxNodes} nodes. Returns the winning line as packed positions, or null if none was found.
     * The board is left as it was.
     */
    @Override
    public int[] solve(int maxAttacks, long maxNodes) {
        begin(maxNodes);
        for (int attacks = 1; attacks <= maxAttacks; attacks++) {
            lineLength = 0;
            forbiddenEnd = false;
            if (attack(0, attacks)) return Arrays.copyOf(line, lineLength);
            if (stop || nodes >= maxNodes) break;
        }
        return null;
    }

    private boolean attack(int ply, int attacksLeft) {
        nodes++;
        int self = board.sideToMove(), oppo = self ^ 1;
        // Step 1. Terminal checks: our five, the defender's five threats
        if (board.threatCount(self, Threat.FIVE) > 0) {
            line[ply] = board.findThreat(self, Threat.FIVE);
            lineLength = ply + 1;
            return true;
        }
        if (attacksLeft <= 0 || stop || nodes >= maxNodes || ply + 2 >= MAX_LINE) return false;
        int oppoFives = board.threatCount(oppo, Threat.FIVE);
        if (oppoFives >= 2) return false;
        // Step 3. Table probe: a position already refuted with as many attacks left or more
        long key = board.key();
        if (failed.refuted(key, attacksLeft)) return false;

        // Step 8. Move loop over our fours (or the one block we must make, if it is also a four)
        int base = ply * 64, n = 0;
        if (oppoFives == 1) {
            int block = board.findThreat(oppo, Threat.FIVE);
            if (Threat.isFour(board.threat(block, self)) && isLegal(block, self)) candidates[base + n++] = block;
        } else {
            int size = board.size;
            for (int y = 0; y < size && n < 64; y++)
                for (int x = 0, pos = Pos.of(0, y); x < size && n < 64; x++, pos++) {
                    if (!board.isEmpty(pos)) continue;
                    int t = board.threat(pos, self);
                    if (Threat.isFour(t) || (t == Threat.F3F3 && hasFourLine(pos, self))) {
                        if (isLegal(pos, self)) candidates[base + n++] = pos;
                    }
                }
            sortByThreat(base, n, self);
        }
        for (int i = 0; i < n; i++) {
            int move = candidates[base + i];
            board.makeMove(move);
            boolean won = defend(ply + 1, attacksLeft - 1);
            board.undoMove();
            if (won) {
                line[ply] = move;
                return true;
            }
            if (stop || nodes >= maxNodes) return false;
        }
        if (nodes < maxNodes && !stop) {
            failed.record(key, attacksLeft);
        }
        return false;
    }

    /** The defender is to move after our four: block the five point (or lose if it cannot). */
    private boolean defend(int ply, int attacksLeft) {
        nodes++;
        int self = board.sideToMove(), oppo = self ^ 1;
        int fives = board.threatCount(oppo, Threat.FIVE);
        if (board.threatCount(self, Threat.FIVE) > 0) return false; // cannot happen after a legal four, kept for safety
        if (fives == 0) return false;
        int block = board.findThreat(oppo, Threat.FIVE);
        if (fives >= 2) {
            // A flex four: the defender blocks one end, we take the other.
            board.makeMove(block);
            int five = board.findThreat(oppo, Threat.FIVE);
            board.undoMove();
            line[ply] = block;
            line[ply + 1] = five;
            lineLength = ply + 2;
            return true;
        }
        if (board.isForbidden(block, self)) {
            forbiddenEnd = true;
            lineLength = ply;
            return true;
        }
        board.makeMove(block);
        boolean won = attack(ply + 1, attacksLeft);
        board.undoMove();
        if (won) line[ply] = block;
        return won;
    }

    /** Strongest fours first (flex four, four-three), then by cell worth; ties by position. */
    private void sortByThreat(int base, int n, int self) {
        for (int i = base + 1; i < base + n; i++) {
            int m = candidates[i];
            long s = key(m, self);
            int j = i - 1;
            while (j >= base && key(candidates[j], self) < s) {
                candidates[j + 1] = candidates[j];
                j--;
            }
            candidates[j + 1] = m;
        }
    }

    private long key(int pos, int self) {
        return ((long) board.threat(pos, self) << 40) + ((long) board.cellValue(pos, self) << 12) - pos;
    }
}
