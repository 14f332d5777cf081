package gomoku.game.variation;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.record.RecordFormatException;

import java.util.ArrayList;
import java.util.List;

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
        Parser p = new Parser(text.replace("\uFEFF", ""));
        p.skipBlanks();
        if (p.peek() != '(') throw p.error("expected '(' to start an SGF game, found " + p.describe());
        SgfNode top = p.tree();
        // The first node carries the game's properties.
        int size = 15;
        Rule rule = Rule.FREESTYLE;
        for (Prop prop : top.props) {
            switch (prop.id) {
                case "GM" -> {
                    if (!prop.value.strip().equals("4")) throw new RecordFormatException(prop.line, "GM[" + prop.value + "] is not gomoku (GM[4])");
                }
                case "SZ" -> size = readSize(prop);
                case "RU" -> rule = readRule(prop);
                default -> { }
            }
        }
        VariationTree tree = new VariationTree(size, rule);
        VariationTree.Node at = tree.root();
        for (Prop prop : top.props) {
            if (prop.id.equals("AB") || prop.id.equals("AW")) {
                int[] xy = point(prop, size);
                at = add(tree, at, xy, prop.id.equals("AB") ? Side.BLACK : Side.WHITE, prop);
            }
        }
        VariationTree.Node firstNode = apply(tree, at, top, size);
        if (firstNode == at) tree.comment(at, comment(top));
        for (SgfNode child : top.children) build(tree, firstNode, child, size);
        return tree;
    }

    private static void build(VariationTree tree, VariationTree.Node parent, SgfNode node, int size) throws RecordFormatException {
        VariationTree.Node n = apply(tree, parent, node, size);
        for (SgfNode child : node.children) build(tree, n, child, size);
    }

    /** The stone of {@code node} after {@code parent} (or {@code parent} itself for a node without B/W), with its comment. */
    private static VariationTree.Node apply(VariationTree tree, VariationTree.Node parent, SgfNode node, int size) throws RecordFormatException {
        VariationTree.Node n = parent;
        for (Prop prop : node.props) {
            if (!prop.id.equals("B") && !prop.id.equals("W")) continue;
            if (n != parent) throw new RecordFormatException(prop.line, "two moves in one node");
            if (prop.value.strip().isEmpty() || prop.value.strip().equals("tt") && size <= 19)
                throw new RecordFormatException(prop.line, "passes are not supported in variations");
            n = add(tree, parent, point(prop, size), prop.id.equals("B") ? Side.BLACK : Side.WHITE, prop);
        }
        if (n != parent) tree.comment(n, comment(node));
        return n;
    }

    private static VariationTree.Node add(VariationTree tree, VariationTree.Node parent, int[] xy, int colour, Prop prop)
            throws RecordFormatException {
        try {
            return tree.play(parent, xy[0], xy[1], colour);
        } catch (IllegalArgumentException e) {
            throw new RecordFormatException(prop.line, prop.id + "[" + prop.value + "] cannot be played: " + e.getMessage());
        }
    }

    private static String comment(SgfNode node) {
        for (Prop p : node.props) if (p.id.equals("C")) return p.value;
        return "";
    }

    private static int[] point(Prop p, int size) throws RecordFormatException {
        String v = p.value.strip();
        if (v.length() != 2 || v.charAt(0) < 'a' || v.charAt(0) > 'z' || v.charAt(1) < 'a' || v.charAt(1) > 'z')
            throw new RecordFormatException(p.line, "bad point " + p.id + "[" + p.value + "], expected two letters a-z");
        int x = v.charAt(0) - 'a', y = v.charAt(1) - 'a';
        if (!Pos.onBoard(x, y, size)) throw new RecordFormatException(p.line, "point " + p.id + "[" + v + "] is off the " + size + "x" + size + " board");
        return new int[] {x, y};
    }

    private static int readSize(Prop p) throws RecordFormatException {
        try {
            int width = Integer.parseInt(p.value.strip().split("\\s*:\\s*")[0]);
            if (width < Pos.MIN_SIZE || width > Pos.MAX_SIZE)
                throw new RecordFormatException(p.line, "board size " + width + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
            return width;
        } catch (NumberFormatException e) {
            throw new RecordFormatException(p.line, "bad board size SZ[" + p.value + "]");
        }
    }

    private static Rule readRule(Prop p) throws RecordFormatException {
        String value = p.value.strip();
        for (Rule r : Rule.values()) if (value.equals(Integer.toString(r.gomocupCode))) return r;
        Rule rule = Rule.parse(value);
        if (rule == null) throw new RecordFormatException(p.line, "unknown rule RU[" + p.value + "]");
        return rule;
    }

    private record Prop(String id, String value, int line) {}

    /** A parsed node: its properties, and the nodes that follow it (the first is the main line). */
    private static final class SgfNode {
        final List<Prop> props = new ArrayList<>();
        final List<SgfNode> children = new ArrayList<>();
    }

    /** Recursive-descent parser for the SGF tree grammar, nodes kept as a tree. */
    private static final class Parser {
        private final String text;
        private int at;
        private int line = 1;
        private int depth;

        Parser(String text) {
            this.text = text;
        }

        /** GameTree = "(" Node+ GameTree* ")"; returns its first node, each node holding the next as its child. */
        SgfNode tree() throws RecordFormatException {
            if (++depth > 2_000) throw error("variations nested too deep");
            expect('(');
            skipBlanks();
            if (peek() != ';') throw error("expected ';' to start a node, found " + describe());
            SgfNode first = null, last = null;
            while (peek() == ';') {
                SgfNode n = node();
                if (first == null) first = n;
                else last.children.add(n);
                last = n;
                skipBlanks();
            }
            while (peek() == '(') {
                last.children.add(tree());
                skipBlanks();
            }
            expect(')');
            depth--;
            return first;
        }

        private SgfNode node() throws RecordFormatException {
            expect(';');
            skipBlanks();
            SgfNode n = new SgfNode();
            while (Character.isLetter(peek())) {
                StringBuilder id = new StringBuilder();
                while (Character.isLetter(peek())) {
                    char c = text.charAt(at++);
                    if (c >= 'A' && c <= 'Z') id.append(c);
                }
                skipBlanks();
                if (peek() != '[') throw error("expected '[' after property " + id + ", found " + describe());
                while (peek() == '[') {
                    int valueLine = line;
                    n.props.add(new Prop(id.toString(), value(), valueLine));
                    skipBlanks();
                }
            }
            return n;
        }

        private String value() throws RecordFormatException {
            int startLine = line;
            expect('[');
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (at >= text.length()) throw new RecordFormatException(startLine, "value '[' is never closed by ']'");
                char c = next();
                if (c == ']') return sb.toString();
                if (c == '\\' && at < text.length()) {
                    char escaped = next();
                    if (escaped == '\r' && peek() == '\n') next();
                    if (escaped != '\n' && escaped != '\r') sb.append(escaped);
                } else {
                    sb.append(c);
                }
            }
        }

        private void expect(char c) throws RecordFormatException {
            if (peek() != c) throw error("expected '" + c + "', found " + describe());
            next();
        }

        private char next() {
            char c = text.charAt(at++);
            if (c == '\n' || (c == '\r' && peek() != '\n')) line++;
            return c;
        }

        char peek() {
            return at < text.length() ? text.charAt(at) : '\0';
        }

        void skipBlanks() {
            while (at < text.length() && Character.isWhitespace(peek())) next();
        }

        String describe() {
            return at < text.length() ? "'" + peek() + "'" : "end of file";
        }

        RecordFormatException error(String detail) {
            return new RecordFormatException(line, detail);
        }
    }
}
