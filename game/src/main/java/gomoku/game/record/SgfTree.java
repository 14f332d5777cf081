package gomoku.game.record;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;

/**
 * The SGF game-tree grammar, shared by the main-line reader ({@link Sgf}) and the reader of whole
 * variation trees: {@link #parse} turns the first game tree of a text into nodes of properties, each
 * node holding the nodes that follow it (the first is the main line). Checks the syntax only, with
 * line numbers; what the properties mean is up to the caller. Stateless.
 */
public final class SgfTree {
    /** Deepest nesting of variations accepted: a bound on the parser's recursion. */
    private static final int MAX_NESTING = 2_000;

    private SgfTree() {}

    /** One property value with its identifier and the line its value starts on. */
    public record Property(String id, String value, int line) {}

    /** A node: its properties in order, and the nodes that follow it (the first continues the main line). */
    public static final class Node {
        public final List<Property> props = new ArrayList<>();
        public final List<Node> children = new ArrayList<>();
    }

    /** The first node of the first game tree in {@code text} (a byte-order mark is ignored). */
    public static Node parse(String text) throws RecordFormatException {
        Parser p = new Parser(text.replace("\uFEFF", ""));
        p.skipBlanks();
        if (p.peek() != '(') throw p.error("expected '(' to start an SGF game, found " + p.describe());
        return p.tree(0);
    }

    /** The properties of the main line, node after node: the first variation at every branch. */
    public static List<Property> mainLine(Node first) {
        List<Property> out = new ArrayList<>();
        for (Node n = first; n != null; n = n.children.isEmpty() ? null : n.children.get(0)) out.addAll(n.props);
        return out;
    }

    /** {@code SZ}: a square board of a size we play on. */
    public static int readSize(Property p) throws RecordFormatException {
        String[] parts = p.value().strip().split("\\s*:\\s*", -1);
        try {
            int width = Integer.parseInt(parts[0]);
            if (parts.length > 2 || (parts.length == 2 && Integer.parseInt(parts[1]) != width))
                throw new RecordFormatException(p.line(), "only square boards are supported, found SZ[" + p.value() + "]");
            if (width < Pos.MIN_SIZE || width > Pos.MAX_SIZE)
                throw new RecordFormatException(p.line(), "board size " + width + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
            return width;
        } catch (NumberFormatException e) {
            throw new RecordFormatException(p.line(), "bad board size SZ[" + p.value() + "]");
        }
    }

    /** {@code RU}: a rule id or one of the Gomocup codes 0, 1 and 4. */
    public static Rule readRule(Property p) throws RecordFormatException {
        String value = p.value().strip();
        for (Rule r : Rule.values())
            if (value.equals(Integer.toString(r.gomocupCode))) return r;
        Rule rule = Rule.parse(value);
        if (rule == null)
            throw new RecordFormatException(p.line(), "unknown rule RU[" + p.value() + "], expected freestyle, standard, renju, 0, 1 or 4");
        return rule;
    }

    /** Recursive-descent parser for the SGF tree grammar. */
    private static final class Parser {
        private final String text;
        private int at;
        private int line = 1;

        Parser(String text) {
            this.text = text;
        }

        /** GameTree = "(" Node+ GameTree* ")"; returns its first node, each node holding the next. */
        Node tree(int nesting) throws RecordFormatException {
            if (nesting > MAX_NESTING) throw error("variations nested more than " + MAX_NESTING + " deep");
            expect('(');
            skipBlanks();
            if (peek() != ';') throw error("expected ';' to start a node, found " + describe());
            Node first = null, last = null;
            while (peek() == ';') {
                Node n = node();
                if (first == null) first = n;
                else last.children.add(n);
                last = n;
                skipBlanks();
            }
            while (peek() == '(') {
                last.children.add(tree(nesting + 1));
                skipBlanks();
            }
            expect(')');
            return first;
        }

        private Node node() throws RecordFormatException {
            expect(';');
            skipBlanks();
            Node n = new Node();
            while (Character.isLetter(peek())) {
                String id = identifier();
                skipBlanks();
                if (peek() != '[') throw error("expected '[' after property " + id + ", found " + describe());
                while (peek() == '[') {
                    int valueLine = line;
                    n.props.add(new Property(id, value(), valueLine));
                    skipBlanks();
                }
            }
            return n;
        }

        /** Upper-case letters only: FF[1]-style identifiers such as "AddBlack" reduce to "AB". */
        private String identifier() {
            StringBuilder sb = new StringBuilder();
            while (Character.isLetter(peek())) {
                char c = text.charAt(at++);
                if (c >= 'A' && c <= 'Z') sb.append(c);
            }
            return sb.toString();
        }

        /** A bracketed value with its escapes resolved; a backslash-newline is a soft break and vanishes. */
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

        /** Advances one character, counting CRLF, LF and lone CR as one line end each. */
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
