package gomoku.game.record;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes SGF (FF[4]) game records for gomoku ({@code GM[4]}):
 *
 * <pre>
 * (;FF[4]GM[4]SZ[15]RU[renju]PB[Ann]PW[Bob]RE[B+]
 * ;B[hh];W[hg];B[])
 * </pre>
 *
 * A point is two lower-case letters, column then row from the top-left, {@code a} = 0, so
 * {@code hg} is protocol (7,6). A pass is an empty value, and on boards up to 19 also {@code tt}
 * (the Go convention). {@code RU} holds the rule id ({@code freestyle|standard|renju}); the reader
 * also takes the Gomocup codes 0, 1 and 4 that c-gomoku-cli writes, and assumes freestyle when RU
 * is missing, and 15x15 when SZ is. {@code RE} is kept as written ({@code B+}, {@code W+}, {@code 0}
 * for a draw, or anything else).
 *
 * <p>The reader is tolerant: any whitespace between tokens, escaped {@code \]} and {@code \\} in
 * values, unknown properties ignored. Only the main line is read, i.e. the first variation at every
 * branch, and only the first game of a collection. It rejects, with the line number, broken syntax,
 * a non-gomoku GM, B/W out of turn, setup stones (AB/AW/AE), malformed or off-board points and moves
 * on occupied points. Rule legality is left to {@link GameRecord#toGameState()}. Stateless.
 */
public final class Sgf {
    private static final int DEFAULT_SIZE = 15;
    private static final int MOVES_PER_LINE = 12;

    private Sgf() {}

    /** The record as one SGF game tree, LF line ends, ending in a newline. */
    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder("(;FF[4]GM[4]SZ[").append(record.size())
                .append("]RU[").append(record.rule().id()).append(']');
        record.blackName().ifPresent(name -> sb.append("PB[").append(escape(name)).append(']'));
        record.whiteName().ifPresent(name -> sb.append("PW[").append(escape(name)).append(']'));
        record.result().ifPresent(result -> sb.append("RE[").append(escape(result)).append(']'));
        List<int[]> moves = record.moves();
        for (int i = 0; i < moves.size(); i++) {
            int[] m = moves.get(i);
            if (i % MOVES_PER_LINE == 0) sb.append('\n');
            sb.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[');
            if (!GameRecord.isPass(m)) sb.append((char) ('a' + m[0])).append((char) ('a' + m[1]));
            sb.append(']');
        }
        return sb.append(")\n").toString();
    }

    /** Reads the main line of the first game in {@code text}. */
    public static GameRecord read(String text) throws RecordFormatException {
        List<Property> props = new Parser(text.replace("\uFEFF", "")).mainLine();

        // Game info first, wherever it sits on the main line: moves need the board size.
        int size = DEFAULT_SIZE;
        Rule rule = Rule.FREESTYLE;
        String black = null, white = null, result = null;
        for (Property p : props) {
            switch (p.id) {
                case "GM":
                    if (!p.value.strip().equals("4"))
                        throw new RecordFormatException(p.line, "GM[" + p.value + "] is not gomoku (GM[4])");
                    break;
                case "SZ": size = readSize(p); break;
                case "RU": rule = readRule(p); break;
                case "PB": black = simpleText(p.value); break;
                case "PW": white = simpleText(p.value); break;
                case "RE": result = simpleText(p.value); break;
                default: break;
            }
        }

        List<int[]> moves = new ArrayList<>();
        int[] occupiedBy = new int[size * size];   // line of the stone on each point, 0 = empty
        for (Property p : props) {
            switch (p.id) {
                case "B":
                case "W":
                    String expected = moves.size() % 2 == 0 ? "B" : "W";
                    if (!p.id.equals(expected))
                        throw new RecordFormatException(p.line, "move " + (moves.size() + 1) + " is "
                                + p.id + "[" + p.value + "] but it is " + expected + "'s turn");
                    moves.add(readPoint(p, size, occupiedBy));
                    break;
                case "AB":
                case "AW":
                case "AE":
                    throw new RecordFormatException(p.line, "setup property " + p.id + " is not supported");
                default: break;
            }
        }
        return new GameRecord(size, rule, moves, black, white, result);
    }

    private static int readSize(Property p) throws RecordFormatException {
        String[] parts = p.value.strip().split("\\s*:\\s*", -1);
        try {
            int width = Integer.parseInt(parts[0]);
            if (parts.length > 2 || (parts.length == 2 && Integer.parseInt(parts[1]) != width))
                throw new RecordFormatException(p.line, "only square boards are supported, found SZ[" + p.value + "]");
            if (width < Pos.MIN_SIZE || width > Pos.MAX_SIZE)
                throw new RecordFormatException(p.line, "board size " + width + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
            return width;
        } catch (NumberFormatException e) {
            throw new RecordFormatException(p.line, "bad board size SZ[" + p.value + "]");
        }
    }

    private static Rule readRule(Property p) throws RecordFormatException {
        String value = p.value.strip();
        for (Rule r : Rule.values())
            if (value.equals(Integer.toString(r.gomocupCode))) return r;
        Rule rule = Rule.parse(value);
        if (rule == null)
            throw new RecordFormatException(p.line, "unknown rule RU[" + p.value + "], expected freestyle, standard, renju, 0, 1 or 4");
        return rule;
    }

    private static int[] readPoint(Property p, int size, int[] occupiedBy) throws RecordFormatException {
        String v = p.value.strip();
        if (v.isEmpty() || (v.equals("tt") && size <= 19)) return GameRecord.pass();
        if (v.length() != 2 || !isLower(v.charAt(0)) || !isLower(v.charAt(1)))
            throw new RecordFormatException(p.line, "bad point " + p.id + "[" + p.value + "], expected two letters a-z");
        int x = v.charAt(0) - 'a', y = v.charAt(1) - 'a';
        if (!Pos.onBoard(x, y, size))
            throw new RecordFormatException(p.line, "point " + p.id + "[" + v + "] is off the " + size + "x" + size + " board");
        int cell = y * size + x;
        if (occupiedBy[cell] != 0)
            throw new RecordFormatException(p.line, "point " + p.id + "[" + v + "] is already taken on line " + occupiedBy[cell]);
        occupiedBy[cell] = p.line;
        return new int[] {x, y};
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    /** SimpleText: every line break or tab becomes a space. */
    private static String simpleText(String value) {
        return value.replaceAll("\\s", " ").strip();
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("]", "\\]");
    }

    /** One property value with its identifier and the line its value starts on. */
    private record Property(String id, String value, int line) {}

    /**
     * Recursive-descent parser for the SGF tree grammar; keeps the properties of the main line in
     * order and checks, then discards, everything else.
     */
    private static final class Parser {
        private final String text;
        private int at;
        private int line = 1;
        private final List<Property> mainLine = new ArrayList<>();

        Parser(String text) {
            this.text = text;
        }

        List<Property> mainLine() throws RecordFormatException {
            skipBlanks();
            if (peek() != '(') throw error("expected '(' to start an SGF game, found " + describe());
            tree(true);
            return mainLine;
        }

        /** GameTree = "(" Node+ GameTree* ")"; only the first child continues the main line. */
        private void tree(boolean main) throws RecordFormatException {
            expect('(');
            skipBlanks();
            if (peek() != ';') throw error("expected ';' to start a node, found " + describe());
            while (peek() == ';') {
                node(main);
                skipBlanks();
            }
            boolean firstChild = true;
            while (peek() == '(') {
                tree(main && firstChild);
                firstChild = false;
                skipBlanks();
            }
            expect(')');
        }

        private void node(boolean main) throws RecordFormatException {
            expect(';');
            skipBlanks();
            while (Character.isLetter(peek())) {
                String id = identifier();
                skipBlanks();
                if (peek() != '[') throw error("expected '[' after property " + id + ", found " + describe());
                while (peek() == '[') {
                    int valueLine = line;
                    String value = value();
                    if (main) mainLine.add(new Property(id, value, valueLine));
                    skipBlanks();
                }
            }
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

        private char peek() {
            return at < text.length() ? text.charAt(at) : '\0';
        }

        private void skipBlanks() {
            while (at < text.length() && Character.isWhitespace(peek())) next();
        }

        private String describe() {
            return at < text.length() ? "'" + peek() + "'" : "end of file";
        }

        private RecordFormatException error(String detail) {
            return new RecordFormatException(line, detail);
        }
    }
}
