package gomoku.game.variation;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A position explored with variations, as on an analysis board: a tree of stones from an empty board
 * of one size and rule. Node 0 is the empty board; every other node is one stone of a given colour.
 * Colours normally alternate, but a node may repeat its parent's colour (a problem being set up): the
 * side to move is always the other colour of the last stone, and the position is replayed with a
 * pass where a colour repeats. The first child of a node continues the main line; the others are
 * alternatives in the order they were added. Node ids are stable for the tree's life and are never
 * reused. Each stone is legal where it was played (no occupied point, no move after a five, no
 * renju forbidden point for black). Not thread-safe: the owner serialises access.
 */
public final class VariationTree {
    public static final int ROOT = 0;
    /** Longest comment kept, in characters. */
    public static final int MAX_COMMENT = 500;
    /** Most nodes in one tree: a bound on what a client can make the server store. */
    public static final int MAX_NODES = 5_000;

    /** A stone the rules refuse where it was asked for; the message is the name of its {@link MoveCheck}. */
    public static final class IllegalStoneException extends IllegalArgumentException {
        private final MoveCheck check;

        IllegalStoneException(MoveCheck check) {
            super(check.name());
            this.check = check;
        }

        public MoveCheck check() {
            return check;
        }
    }

    /** One stone of the tree; {@code colour} is a {@link Side} constant, -1 for the root. */
    public static final class Node {
        public final int id;
        public final Node parent;
        public final int colour;
        public final int x;
        public final int y;
        private String comment = "";
        private final List<Node> children = new ArrayList<>();

        private Node(int id, Node parent, int colour, int x, int y) {
            this.id = id;
            this.parent = parent;
            this.colour = colour;
            this.x = x;
            this.y = y;
        }

        public String comment() {
            return comment;
        }

        public List<Node> children() {
            return Collections.unmodifiableList(children);
        }

        /** Stones from the empty board to here (0 for the root). */
        public int depth() {
            int d = 0;
            for (Node n = this; n.parent != null; n = n.parent) d++;
            return d;
        }
    }

    private final int size;
    private final Rule rule;
    private final Node root;
    private final Map<Integer, Node> nodes = new LinkedHashMap<>();
    private int nextId = 1;

    public VariationTree(int size, Rule rule) {
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE) throw new IllegalArgumentException("board size must be " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
        this.size = size;
        this.rule = rule;
        this.root = new Node(ROOT, null, -1, -1, -1);
        nodes.put(ROOT, root);
    }

    public int size() {
        return size;
    }

    public Rule rule() {
        return rule;
    }

    public Node root() {
        return root;
    }

    public int nodeCount() {
        return nodes.size();
    }

    /** The node with {@code id}; an {@link IllegalArgumentException} when there is none. */
    public Node node(int id) {
        Node n = nodes.get(id);
        if (n == null) throw new IllegalArgumentException("no node " + id);
        return n;
    }

    public boolean has(int id) {
        return nodes.containsKey(id);
    }

    /** Every node, parents before children (in the order they were added). */
    public List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Node n, List<Node> out) {
        out.add(n);
        for (Node c : n.children) collect(c, out);
    }

    /** The colour whose turn it is after {@code node}: black on the empty board, else the other colour of its stone. */
    public int sideToMove(Node node) {
        return node.parent == null ? Side.BLACK : node.colour ^ 1;
    }

    /** The nodes from the first stone down to {@code node} (empty for the root). */
    public List<Node> path(Node node) {
        List<Node> path = new ArrayList<>();
        for (Node n = node; n.parent != null; n = n.parent) path.add(n);
        Collections.reverse(path);
        return path;
    }

    /** The position at {@code node}, replayed with a pass wherever a colour repeats. */
    public GameState position(Node node) {
        GameState g = new GameState(size, rule);
        for (Node n : path(node)) {
            if (g.sideToMove() != n.colour) g.pass();
            MoveCheck check = g.play(n.x, n.y);
            if (check != MoveCheck.LEGAL) throw new IllegalStateException("stone " + n.id + " is illegal: " + check.message);
        }
        return g;
    }

    /** Whether {@code colour} may place a stone at (x, y) after {@code node}: {@link MoveCheck#LEGAL} or the reason not. */
    public MoveCheck check(Node node, int x, int y, int colour) {
        GameState g = position(node);
        if (g.isOver()) return MoveCheck.GAME_OVER;
        if (g.sideToMove() != colour) g.pass();
        return g.check(x, y);
    }

    /**
     * Places a stone of {@code colour} at (x, y) after {@code parent}. If that stone already follows,
     * it is returned and nothing changes; otherwise it becomes the last alternative. Throws
     * {@link IllegalStoneException} for an illegal stone, {@link IllegalArgumentException} for a full tree.
     */
    public Node play(Node parent, int x, int y, int colour) {
        if (colour != Side.BLACK && colour != Side.WHITE) throw new IllegalArgumentException("colour must be black or white");
        for (Node c : parent.children)
            if (c.x == x && c.y == y && c.colour == colour) return c;
        MoveCheck check = check(parent, x, y, colour);
        if (check != MoveCheck.LEGAL) throw new IllegalStoneException(check);
        if (nodes.size() >= MAX_NODES) throw new IllegalArgumentException("TREE_FULL");
        Node n = new Node(nextId++, parent, colour, x, y);
        parent.children.add(n);
        nodes.put(n.id, n);
        return n;
    }

    /** Plays {@code moves} (x, y pairs) in turn from {@code from}; returns the last node. */
    public Node playLine(Node from, List<int[]> moves) {
        Node n = from;
        for (int[] m : moves) n = play(n, m[0], m[1], sideToMove(n));
        return n;
    }

    /** Removes {@code node} and everything after it; the root cannot be removed. Returns its parent. */
    public Node delete(Node node) {
        if (node.parent == null) throw new IllegalArgumentException("the empty board cannot be deleted");
        node.parent.children.remove(node);
        List<Node> gone = new ArrayList<>();
        collect(node, gone);
        for (Node n : gone) nodes.remove(n.id);
        return node.parent;
    }

    /** Makes the line through {@code node} the main line: it and each of its ancestors becomes the first child. */
    public void promote(Node node) {
        for (Node n = node; n.parent != null; n = n.parent) {
            n.parent.children.remove(n);
            n.parent.children.add(0, n);
        }
    }

    /** Sets the comment of {@code node}: blanks at the ends dropped, cut to {@link #MAX_COMMENT} characters. */
    public void comment(Node node, String text) {
        String t = text == null ? "" : text.strip();
        node.comment = t.length() > MAX_COMMENT ? t.substring(0, MAX_COMMENT) : t;
    }

    /** The main line: first children from the root down. */
    public List<Node> mainLine() {
        List<Node> line = new ArrayList<>();
        for (Node n = root; !n.children.isEmpty(); n = n.children.get(0)) line.add(n.children.get(0));
        return line;
    }

    /**
     * Rebuilds a node with a known id (for a store loading a saved tree); parents come before their
     * children and children in their order. Checks legality like {@link #play}.
     */
    public Node restore(int id, Node parent, int x, int y, int colour, String comment) {
        if (nodes.containsKey(id) || id <= 0) throw new IllegalArgumentException("node id " + id + " is taken");
        MoveCheck check = check(parent, x, y, colour);
        if (check != MoveCheck.LEGAL) throw new IllegalStoneException(check);
        Node n = new Node(id, parent, colour, x, y);
        n.comment = comment == null ? "" : comment;
        parent.children.add(n);
        nodes.put(id, n);
        nextId = Math.max(nextId, id + 1);
        return n;
    }
}
