package gomoku.engine.api;

/**
 * What a search may spend. Zero or negative means "no limit" for every field. The time fields follow
 * the Gomocup protocol: {@code turnTimeMs} per move, {@code matchTimeMs} per game and
 * {@code timeLeftMs} remaining in the game; the engine keeps a safety margin below all of them.
 *
 * @param turnTimeMs  hard limit for this move in milliseconds
 * @param matchTimeMs time for the whole game in milliseconds
 * @param timeLeftMs  time remaining in the game in milliseconds
 * @param maxDepth    deepest iteration to run
 * @param maxNodes    stop after about this many nodes
 */
public record SearchLimits(long turnTimeMs, long matchTimeMs, long timeLeftMs, int maxDepth, long maxNodes) {

    public static SearchLimits depth(int depth) {
        return new SearchLimits(0, 0, 0, depth, 0);
    }

    public static SearchLimits time(long ms) {
        return new SearchLimits(ms, 0, 0, 0, 0);
    }

    /** About {@code nodes} nodes and no other limit. */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(0, 0, 0, 0, nodes);
    }

    public SearchLimits withDepth(int depth) {
        return new SearchLimits(turnTimeMs, matchTimeMs, timeLeftMs, depth, maxNodes);
    }

    public boolean hasTimeLimit() {
        return turnTimeMs > 0 || timeLeftMs > 0 || matchTimeMs > 0;
    }
}
