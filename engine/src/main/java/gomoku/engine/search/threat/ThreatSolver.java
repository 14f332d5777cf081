package gomoku.engine.search.threat;

/**
 * A search for a win by a sequence of threats for the side to move on the board the solver was
 * built on ({@link VcfSolver}: fours only; {@link VctSolver}: fours and threes). A solver belongs to
 * one thread; only {@link #stop} may be called from another. The board is left as it was.
 */
public interface ThreatSolver {
    /**
     * A winning line with at most {@code maxAttacks} attacking moves within about {@code maxNodes}
     * nodes, as packed positions alternating attacker and defender, or null when none was found.
     */
    int[] solve(int maxAttacks, long maxNodes);

    /** Nodes the last {@link #solve} searched. */
    long nodes();

    /** Asks a running {@link #solve} to give up (from another thread). */
    void stop();

    /** Whether the last line found ends with a four whose only block is forbidden for black (renju). */
    boolean endsWithForbiddenBlock();
}
