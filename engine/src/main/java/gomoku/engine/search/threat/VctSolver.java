package gomoku.engine.search.threat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.pattern.Threat;

/**
 * Victory by continuous threats: the attacker plays fours and threes; after a four the defender's
 * reply is forced, after a three the defender may block it at any of its points or answer with a
 * four of its own, and every one of those replies must still lose. Depth is counted in attacking
 * moves; iterative deepening returns a short win first. Renju: black attacks and defends only
 * with legal moves, and a four whose only block is forbidden for black wins for white.
 *
 * <p>The line returned follows, at each three, the defence that resists longest, and ends with
 * the five (or, when {@link #endsWithForbiddenBlock()}, with a four black cannot stop).
 * Allocation happens only in the constructor.
 */
public final class VctSolver extends AbstractThreatSolver {
    private static final int MAX_PLY = 64;
    private static final int MOVES = 48;

    private final int[] moves = new int[MAX_PLY * MOVES];
    private final int[] pv = new int[(MAX_PLY + 4) * (MAX_PLY + 4)];
    private final int[] pvLength = new int[MAX_PLY + 4];
    private final boolean[] pvForbiddenEnd = new boolean[MAX_PLY + 4];
    private int attacker;

    public VctSolver(Board board) {
        super(board);
    }

    /** A winning line for the side to move with at most {@code maxAttacks} threats, or null. */
    @Override
    public int[] solve(int maxAttacks, long maxNodes) {
        begin(maxNodes);
        attacker = board.sideToMove();
        for (int depth = 1; depth <= Math.min(maxAttacks, MAX_PLY / 2 - 2); depth++) {
            if (attack(0, depth)) {
                forbiddenEnd = pvForbiddenEnd[0];
                int[] out = new int[pvLength[0]];
                System.arraycopy(pv, 0, out, 0, out.length);
                return out;
            }
            if (stop || nodes >= maxNodes) break;
        }
        return null;
    }

    /** The attacker to move: any threat that wins against every reply. */
    private boolean attack(int ply, int depth) {
        // Step 1. Terminal checks: our five, the defender's fives, the limits
        nodes++;
        int self = attacker, oppo = self ^ 1;
        pvLength[ply] = ply;
        pvForbiddenEnd[ply] = false;
        int five = board.findThreat(self, Threat.FIVE);
        if (five != Pos.NONE) return leaf(ply, five);
        int oppoFives = board.threatCount(oppo, Threat.FIVE);
        if (oppoFives >= 2 || depth <= 0 || stop || nodes >= maxNodes || ply >= MAX_PLY - 4) return false;
        // Step 3. Table probe: a position already refuted at this depth or deeper
        long key = board.key();
        if (failed.refuted(key, depth)) return false;

        // Step 8. Move loop. Candidates: the forced block (if it is a threat), else our fours, then our threes.
        int base = ply * MOVES, n = 0;
        boolean onlyFours = oppoFives == 1 || board.threatCount(oppo, Threat.F4) > 0;
        if (oppoFives == 1) {
            int block = board.findThreat(oppo, Threat.FIVE);
            int t = board.threat(block, self);
            if (t >= Threat.B4 && t <= Threat.F4 && isLegal(block, self)) moves[base + n++] = block;
        } else {
            n = collect(base, self, Threat.B4, Threat.F4, n);
            if (!onlyFours) n = collect(base, self, Threat.F3, Threat.F3F3, n);
        }
        for (int i = 0; i < n; i++) {
            int move = moves[base + i];
            boolean four = Threat.isFour(board.threat(move, self)) || board.threat(move, self) == Threat.F3F3 && hasFourLine(move, self);
            board.makeMove(move);
            boolean won = four ? defendFour(ply + 1, depth - 1) : defendThree(ply + 1, depth - 1);
            board.undoMove();
            if (won) {
                link(ply, move);
                return true;
            }
            if (stop || nodes >= maxNodes) return false;
        }
        if (!stop && nodes < maxNodes) {
            failed.record(key, depth);
        }
        return false;
    }

    /** The defender after a four: the block is forced (or impossible). */
    private boolean defendFour(int ply, int depth) {
        nodes++;
        int self = board.sideToMove(), oppo = self ^ 1;
        pvLength[ply] = ply;
        pvForbiddenEnd[ply] = false;
        int fives = board.threatCount(oppo, Threat.FIVE);
        if (fives >= 2) {
            int block = board.findThreat(oppo, Threat.FIVE);
            board.makeMove(block);
            int five = board.findThreat(oppo, Threat.FIVE);
            board.undoMove();
            pv[ply * (MAX_PLY + 4) + ply] = block;
            pv[ply * (MAX_PLY + 4) + ply + 1] = five;
            pvLength[ply] = ply + 2;
            return true;
        }
        int block = board.findThreat(oppo, Threat.FIVE);
        if (block == Pos.NONE) return false;
        if (!isLegal(block, self)) {
            pvForbiddenEnd[ply] = true;
            return true;
        }
        board.makeMove(block);
        boolean won = attack(ply + 1, depth);
        board.undoMove();
        if (won) link(ply, block);
        return won;
    }

    /** The defender after a three: every block and every counter-four must lose. */
    private boolean defendThree(int ply, int depth) {
        nodes++;
        int self = board.sideToMove(), oppo = self ^ 1;
        pvLength[ply] = ply;
        pvForbiddenEnd[ply] = false;
        if (board.threatCount(self, Threat.FIVE) > 0) return false;
        if (board.threatCount(oppo, Threat.F4) == 0 && board.threatCount(oppo, Threat.FIVE) == 0) return false;
        int base = ply * MOVES, n = 0;
        // Replies: cells where the attacker would make a four (this blocks the three), and our own fours.
        n = collect(base, oppo, Threat.B4, Threat.FIVE, n);
        for (int i = 0; i < n; i++) if (!isLegal(moves[base + i], self)) moves[base + i] = Pos.NONE;
        n = collectOwnFours(base, self, n);
        int longest = -1;
        boolean anyLegal = false;
        for (int i = 0; i < n; i++) {
            int reply = moves[base + i];
            if (reply == Pos.NONE || !board.isEmpty(reply)) continue;
            anyLegal = true;
            board.makeMove(reply);
            boolean won = attack(ply + 1, depth);
            board.undoMove();
            if (!won) return false;
            if (pvLength[ply + 1] > longest) {
                longest = pvLength[ply + 1];
                link(ply, reply);
            }
            if (stop || nodes >= maxNodes) return false;
        }
        if (!anyLegal) {
            // Renju: every defence is forbidden for black, so the three cannot be stopped.
            pvForbiddenEnd[ply] = true;
            pvLength[ply] = ply;
        }
        return true;
    }

    private boolean leaf(int ply, int five) {
        pv[ply * (MAX_PLY + 4) + ply] = five;
        pvLength[ply] = ply + 1;
        return true;
    }

    /** Puts {@code move} in front of the child's line. */
    private void link(int ply, int move) {
        int row = ply * (MAX_PLY + 4), child = (ply + 1) * (MAX_PLY + 4);
        pv[row + ply] = move;
        int len = pvLength[ply + 1];
        System.arraycopy(pv, child + ply + 1, pv, row + ply + 1, Math.max(0, len - ply - 1));
        pvLength[ply] = Math.max(len, ply + 1);
        pvForbiddenEnd[ply] = pvForbiddenEnd[ply + 1];
    }

    private int collect(int base, int side, int minThreat, int maxThreat, int n) {
        int size = board.size;
        for (int y = 0; y < size && n < MOVES; y++)
            for (int x = 0, pos = Pos.of(0, y); x < size && n < MOVES; x++, pos++) {
                if (!board.isEmpty(pos)) continue;
                int t = board.threat(pos, side);
                if (t < minThreat || t > maxThreat) continue;
                if (side == attacker && !isLegal(pos, side)) continue;
                if (contains(base, n, pos)) continue;
                moves[base + n++] = pos;
            }
        return n;
    }

    private int collectOwnFours(int base, int side, int n) {
        int size = board.size;
        for (int y = 0; y < size && n < MOVES; y++)
            for (int x = 0, pos = Pos.of(0, y); x < size && n < MOVES; x++, pos++) {
                if (!board.isEmpty(pos)) continue;
                int t = board.threat(pos, side);
                if (!Threat.isFour(t) || !isLegal(pos, side) || contains(base, n, pos)) continue;
                moves[base + n++] = pos;
            }
        return n;
    }

    private boolean contains(int base, int n, int pos) {
        for (int i = 0; i < n; i++) if (moves[base + i] == pos) return true;
        return false;
    }
}
