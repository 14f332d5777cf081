package gomoku.engine.search.threat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Pattern;

/**
 * What the VCF and VCT solvers share: the board they search (made and unmade in place), the node
 * budget and stop flag, the table of refuted positions and the forbidden-block ending. Everything
 * is allocated in the constructor; {@link #begin} readies a new {@link #solve}.
 */
abstract class AbstractThreatSolver implements ThreatSolver {
    protected final Board board;
    protected final FailTable failed = new FailTable();
    protected long nodes;
    protected long maxNodes;
    protected volatile boolean stop;
    protected boolean forbiddenEnd;

    AbstractThreatSolver(Board board) {
        this.board = board;
    }

    @Override
    public void stop() {
        stop = true;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public boolean endsWithForbiddenBlock() {
        return forbiddenEnd;
    }

    /** Resets the counters and the refuted positions before a new search of about {@code maxNodes} nodes. */
    protected void begin(long maxNodes) {
        this.maxNodes = maxNodes;
        nodes = 0;
        stop = false;
        failed.clear();
    }

    /** Whether a four on some line through {@code pos} would be made by {@code side} playing there. */
    protected boolean hasFourLine(int pos, int side) {
        for (int d = 0; d < 4; d++) if (Pattern.isFour(board.pattern(pos, side, d))) return true;
        return false;
    }

    /** Black may not play a forbidden point (renju); every other move is legal. */
    protected boolean isLegal(int pos, int side) {
        return side != Side.BLACK || !board.isForbidden(pos, side);
    }
}
