package gomoku.game.record;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;

import gomoku.game.record.SgfTree.Property;

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
    /**
     * The opening (see {@link GameRecord#opening()}) is written as the root's game comment
     * {@code GC[opening: swap2 two white]}: SGF has no property for opening rules, and a comment is
     * what other programs show; only a game comment with this prefix is read back as the opening.
     */
    static final String OPENING_PREFIX = "opening: ";

    private Sgf() {}

    /** The record as one SGF game tree, LF line ends, ending in a newline. */
    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder("(;FF[4]GM[4]SZ[").append(record.size())
                .append("]RU[").append(record.rule().id()).append(']');
        record.blackName().ifPresent(name -> sb.append("PB[").append(escape(name)).append(']'));
        record.whiteName().ifPresent(name -> sb.append("PW[").append(escape(name)).append(']'));
        record.result().ifPresent(result -> sb.append("RE[").append(escape(result)).append(']'));
        record.opening().ifPresent(opening -> sb.append("GC[").append(OPENING_PREFIX).append(escape(opening)).append(']'));
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
        List<Property> props = SgfTree.mainLine(SgfTree.parse(text));

        // Game info first, wherever it sits on the main line: moves need the board size.
        int size = DEFAULT_SIZE;
        Rule rule = Rule.FREESTYLE;
        String black = null, white = null, result = null, opening = null;
        for (Property p : props) {
            switch (p.id()) {
                case "GM":
                    if (!p.value().strip().equals("4"))
                        throw new RecordFormatException(p.line(), "GM[" + p.value() + "] is not gomoku (GM[4])");
                    break;
                case "SZ": size = SgfTree.readSize(p); break;
                case "RU": rule = SgfTree.readRule(p); break;
                case "PB": black = simpleText(p.value()); break;
                case "PW": white = simpleText(p.value()); break;
                case "RE": result = simpleText(p.value()); break;
                case "GC":
                    String comment = simpleText(p.value());
                    if (comment.startsWith(OPENING_PREFIX)) opening = comment.substring(OPENING_PREFIX.length());
                    break;
                default: break;
            }
        }

        List<int[]> moves = new ArrayList<>();
        int[] occupiedBy = new int[size * size];   // line of the stone on each point, 0 = empty
        for (Property p : props) {
            switch (p.id()) {
                case "B":
                case "W":
                    String expected = moves.size() % 2 == 0 ? "B" : "W";
                    if (!p.id().equals(expected))
                        throw new RecordFormatException(p.line(), "move " + (moves.size() + 1) + " is "
                                + p.id() + "[" + p.value() + "] but it is " + expected + "'s turn");
                    moves.add(readPoint(p, size, occupiedBy));
                    break;
                case "AB":
                case "AW":
                case "AE":
                    throw new RecordFormatException(p.line(), "setup property " + p.id() + " is not supported");
                default: break;
            }
        }
        return new GameRecord(size, rule, moves, black, white, result, opening);
    }

    private static int[] readPoint(Property p, int size, int[] occupiedBy) throws RecordFormatException {
        String v = p.value().strip();
        if (v.isEmpty() || (v.equals("tt") && size <= 19)) return GameRecord.pass();
        if (v.length() != 2 || !isLower(v.charAt(0)) || !isLower(v.charAt(1)))
            throw new RecordFormatException(p.line(), "bad point " + p.id() + "[" + p.value() + "], expected two letters a-z");
        int x = v.charAt(0) - 'a', y = v.charAt(1) - 'a';
        if (!Pos.onBoard(x, y, size))
            throw new RecordFormatException(p.line(), "point " + p.id() + "[" + v + "] is off the " + size + "x" + size + " board");
        int cell = y * size + x;
        if (occupiedBy[cell] != 0)
            throw new RecordFormatException(p.line(), "point " + p.id() + "[" + v + "] is already taken on line " + occupiedBy[cell]);
        occupiedBy[cell] = p.line();
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
}
