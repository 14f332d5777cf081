package gomoku.web.dto;

import java.util.List;

/** JSON of the analysis board: requests, the board with its variation tree, threat answers and live analysis events. */
public final class BoardViews {
    private BoardViews() {}

    /**
     * A new board: empty ({@code size}, {@code rule}), a pos string or literature move list
     * ({@code moves}), a stored game ({@code gameId}, shown at {@code ply}, optionally with a
     * {@code branch} of points played from there), or an imported {@code sgf} / {@code psq} text.
     */
    public record CreateRequest(Integer size, String rule, String moves, Long gameId, Integer ply, List<List<Integer>> branch,
                                String sgf, String psq, String title) {}

    /** A stone after node {@code from} (default: the shown node), of {@code colour} (default: the side to move). */
    public record MoveRequest(Integer x, Integer y, String colour, Integer from) {}

    public record NodeRequest(Integer node) {}

    public record CommentRequest(String text) {}

    public record ThreatRequest(String kind, String side, Integer node) {}

    public record Point(int x, int y, String name) {}

    /** One node of the tree; {@code number} is its move number (depth), 0 for the empty board. */
    public record Node(int id, int parent, int x, int y, String colour, String name, int number, String comment, List<Integer> children) {}

    public record Stone(int x, int y, String colour, String name, int number, int node) {}

    /**
     * The board: the whole tree, the shown node and the position there (stones with move numbers,
     * side to move, black's forbidden points when black is to move in renju, winner and winning line).
     */
    public record Board(long id, String title, int size, String rule, int current, String toMove, List<Node> nodes,
                        List<Stone> stones, List<Point> forbidden, String winner, List<Point> winningLine) {}

    public record Summary(long id, String title, int size, String rule, int stones, long updatedMs) {}

    /**
     * A VCF or VCT search for {@code side}: the winning line, or none within {@code maxAttacks}
     * threats and {@code maxNodes} nodes; {@code nodes} is how many it searched.
     */
    public record Threat(String kind, String side, boolean found, List<Point> line, int maxAttacks, long maxNodes, long nodes,
                         long timeMs) {}

    /**
     * One candidate of the live analysis; {@code winChance} is the side to move's chance to win,
     * {@code mate} plies to a forced win (negative: loss) or 0.
     */
    public record Candidate(int x, int y, String name, int score, int mate, double winChance, int depth, List<Point> pv) {}

    /** Live analysis progress ({@code type} "analysis"), and its end ({@code type} "analysis-done"). */
    public record AnalysisEvent(String type, long board, int node, int depth, long nodes, long timeMs, List<Candidate> candidates) {}
}
