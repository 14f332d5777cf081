package gomoku.game.variation;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.record.RecordFormatException;
import gomoku.game.record.SgfTree;
import gomoku.game.record.SgfTree.Node;
import gomoku.game.record.SgfTree.Property;


/**
 * SGF (FF[4], GM[4]) for a whole {@link VariationTree}: every variation and every comment
 * ({@code C}). Points are written as in {@code Sgf}: two letters, column then row from the top-left.
 *
 * <pre>
 * (;FF[4]GM[4]SZ[15]RU[renju];B[hh]C[the usual start](;W[ig];B[ii])(;W[hg]))
 * </pre>
 *
 * The first child of a node is the main line. Reading takes the same rule and size properties as
 * {@code Sgf} (RU as a rule id or a Gomocup code), setup stones {@code AB}/{@code AW} on the first
 * node as stones of the main line, a comment on any node, and rejects broken syntax, off-board or
 * illegal stones with the line number. Passes cannot be stored (a colour playing twice is how a set-up
 * position is written). Stateless.
 */
public final class VariationSgf {
    private VariationSgf() {}

    public static String write(VariationTree tree) {
        StringBuilder sb = new StringBuilder("(;FF[4]GM[4]SZ[").append(tree.size()).append("]RU[").append(tree.rule().id()).append(']');
        VariationTree.Node root = tree.root();
        if (!root.comment().isEmpty()) sb.append("C[").append(escape(root.comment())).append(']');
        writeChildren(root, sb);
        return sb.append(")\n").toString();
    }

    /** Writes the line after {@code node}: a single child continues the sequence, several open one tree each. */
    private static void writeChildren(VariationTree.Node node, StringBuilder sb) {
        VariationTree.Node n = node;
        while (n.children().size() == 1) {
            n = n.children().get(0);
            writeNode(n, sb);
        }
        if (n.children().size() > 1)
            for (VariationTree.Node c : n.children()) {
                sb.append("\n(");
                writeNode(c, sb);
                writeChildren(c, sb);
                sb.append(')');
            }
    }

    private static void writeNode(VariationTree.Node n, StringBuilder sb) {
        sb.append(';').append(n.colour == Side.BLACK ? 'B' : 'W').append('[')
                .append((char) ('a' + n.x)).append((char) ('a' + n.y)).append(']');
        if (!n.comment().isEmpty()) sb.append("C[").append(escape(n.comment())).append(']');
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("]", "\\]");
    }

    /** Reads the first game tree of {@code text}. */
    public static VariationTree read(String text) throws RecordFormatException {
        Node top = SgfTree.parse(text);
        // The first node carries the game's properties.
        int size = 15;
        Rule rule = Rule.FREESTYLE;
        for (Property prop : top.props) {
            switch (prop.id()) {
                case "GM" -> {
                    if (!prop.value().strip().equals("4")) throw new RecordFormatException(prop.line(), "GM[" + prop.value() + "] is not gomoku (GM[4])");
                }
                case "SZ" -> size = SgfTree.readSize(prop);
                case "RU" -> rule = SgfTree.readRule(prop);
                default -> { }
            }
        }
        VariationTree tree = new VariationTree(size, rule);
        VariationTree.Node at = tree.root();
        for (Property prop : top.props) {
            if (prop.id().equals("AB") || prop.id().equals("AW")) {
                int[] xy = point(prop, size);
                at = add(tree, at, xy, prop.id().equals("AB") ? Side.BLACK : Side.WHITE, prop);
            }
        }
        VariationTree.Node firstNode = apply(tree, at, top, size);
        if (firstNode == at) tree.comment(at, comment(top));
        for (Node child : top.children) build(tree, firstNode, child, size);
        return tree;
    }

    private static void build(VariationTree tree, VariationTree.Node parent, Node node, int size) throws RecordFormatException {
        VariationTree.Node n = apply(tree, parent, node, size);
        for (Node child : node.children) build(tree, n, child, size);
    }

    /** The stone of {@code node} after {@code parent} (or {@code parent} itself for a node without B/W), with its comment. */
    private static VariationTree.Node apply(VariationTree tree, VariationTree.Node parent, Node node, int size) throws RecordFormatException {
        VariationTree.Node n = parent;
        for (Property prop : node.props) {
            if (!prop.id().equals("B") && !prop.id().equals("W")) continue;
            if (n != parent) throw new RecordFormatException(prop.line(), "two moves in one node");
            if (prop.value().strip().isEmpty() || prop.value().strip().equals("tt") && size <= 19)
                throw new RecordFormatException(prop.line(), "passes are not supported in variations");
            n = add(tree, parent, point(prop, size), prop.id().equals("B") ? Side.BLACK : Side.WHITE, prop);
        }
        if (n != parent) tree.comment(n, comment(node));
        return n;
    }

    private static VariationTree.Node add(VariationTree tree, VariationTree.Node parent, int[] xy, int colour, Property prop)
            throws RecordFormatException {
        try {
            return tree.play(parent, xy[0], xy[1], colour);
        } catch (IllegalArgumentException e) {
            throw new RecordFormatException(prop.line(), prop.id() + "[" + prop.value() + "] cannot be played: " + e.getMessage());
        }
    }

    private static String comment(Node node) {
        for (Property p : node.props) if (p.id().equals("C")) return p.value();
        return "";
    }

    private static int[] point(Property p, int size) throws RecordFormatException {
        String v = p.value().strip();
        if (v.length() != 2 || v.charAt(0) < 'a' || v.charAt(0) > 'z' || v.charAt(1) < 'a' || v.charAt(1) > 'z')
            throw new RecordFormatException(p.line(), "bad point " + p.id() + "[" + p.value() + "], expected two letters a-z");
        int x = v.charAt(0) - 'a', y = v.charAt(1) - 'a';
        if (!Pos.onBoard(x, y, size)) throw new RecordFormatException(p.line(), "point " + p.id() + "[" + v + "] is off the " + size + "x" + size + " board");
        return new int[] {x, y};
    }
}
