package gomoku.game.notation;

import gomoku.engine.core.Pos;

import java.util.ArrayList;
import java.util.List;

/**
 * Converts board points between protocol coordinates and the three text notations players and
 * tools use. Protocol coordinates are the Piskvork ones: {@code x} = column from the left,
 * {@code y} = row from the top, both 0-based. A point is an {@code int[]{x, y}}.
 *
 * <pre>
 * notation     example   column          row                            origin
 * literature   h8        'a' + x         size - y  (1 = bottom row)     bottom-left
 * Piskvork     7,7       x               y                              top-left, 0-based
 * pos string   h8i9      'a' + x         y + 1     (1 = top row)      top-left, moves concatenated
 * </pre>
 *
 * On 15x15 the centre (7,7) is {@code h8} in both literature and pos notation, but elsewhere the two
 * differ: pos {@code h9} is (7,8), which is literature {@code h7}. Column letters run a, b, c, ...
 * without skipping {@code i}. Boards are {@value Pos#MIN_SIZE} to {@value Pos#MAX_SIZE} wide.
 * Parsers accept upper case and surrounding blanks, and throw {@link IllegalArgumentException}
 * naming the offending token. Stateless.
 */
public final class Notation {
    private Notation() {}

    /** Literature name of (x, y), e.g. {@code h8} for (7,7) on 15x15. */
    public static String toLiterature(int x, int y, int size) {
        checkPoint(x, y, size);
        return column(x) + Integer.toString(size - y);
    }

    /** Parses a literature point such as {@code h8} or {@code H8}; returns {x, y}. */
    public static int[] parseLiterature(String s, int size) {
        checkSize(size);
        String token = s == null ? "" : s.trim();
        int[] point = parsePoint(token, size);
        return new int[] {point[0], size - point[1]};
    }

    /** Literature points separated by blanks and/or commas, e.g. {@code "h8 i9, j10"}. */
    public static List<int[]> parseLiteratureList(String spaceOrCommaSeparated, int size) {
        checkSize(size);
        List<int[]> points = new ArrayList<>();
        String text = spaceOrCommaSeparated == null ? ""
                : spaceOrCommaSeparated.replaceAll("^[\\s,]+|[\\s,]+$", "");
        if (text.isEmpty()) return points;
        for (String token : text.split("[\\s,]+")) points.add(parseLiterature(token, size));
        return points;
    }

    /** Piskvork protocol form {@code x,y}. */
    public static String toPiskvork(int x, int y) {
        return x + "," + y;
    }

    /** Parses a Piskvork {@code x,y} (0-based, blanks around the numbers allowed); returns {x, y}. */
    public static int[] parsePiskvork(String s, int size) {
        checkSize(size);
        String[] parts = s == null ? new String[0] : s.split(",", -1);
        if (parts.length != 2) throw bad(s, "expected x,y");
        int x = parseNumber(parts[0].trim(), s);
        int y = parseNumber(parts[1].trim(), s);
        if (!Pos.onBoard(x, y, size)) throw bad(s, "off a " + size + "x" + size + " board");
        return new int[] {x, y};
    }

    /** Pos string of the moves, e.g. {@code h8i9} for (7,7) then (8,8). Passes cannot be written. */
    public static String toPosString(List<int[]> moves) {
        StringBuilder sb = new StringBuilder();
        for (int[] move : moves) {
            if (move[0] < 0 || move[1] < 0 || move[0] >= Pos.MAX_SIZE || move[1] >= Pos.MAX_SIZE)
                throw new IllegalArgumentException(
                        "pos strings hold board points only, not (" + move[0] + "," + move[1] + ")");
            sb.append(column(move[0])).append(move[1] + 1);
        }
        return sb.toString();
    }

    /** Parses a pos string such as {@code h8i9j10} (blanks between moves allowed); returns the moves. */
    public static List<int[]> parsePosString(String s, int size) {
        checkSize(size);
        List<int[]> moves = new ArrayList<>();
        String text = s == null ? "" : s;
        int i = 0;
        while (true) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
            if (i == text.length()) return moves;
            // Each move is one letter then the digits up to the next letter; "a11" is a, 11.
            int end = i + 1;
            while (end < text.length() && text.charAt(end) >= '0' && text.charAt(end) <= '9') end++;
            int[] point = parsePoint(text.substring(i, end), size);
            moves.add(new int[] {point[0], point[1] - 1});
            i = end;
        }
    }

    /** Column index and 1-based row number of {@code token} (a letter, then digits), both checked against the board. */
    private static int[] parsePoint(String token, int size) {
        if (token.length() < 2) throw bad(token, "expected a letter and a number");
        char letter = Character.toLowerCase(token.charAt(0));
        if (letter < 'a' || letter > 'z') throw bad(token, "expected a column letter first");
        int x = letter - 'a';
        int number = parseNumber(token.substring(1), token);
        if (x >= size) throw bad(token, "column '" + letter + "' is off a " + size + "x" + size + " board");
        if (number < 1 || number > size)
            throw bad(token, "row " + number + " is off a " + size + "x" + size + " board");
        return new int[] {x, number};
    }

    private static int parseNumber(String digits, String token) {
        if (digits.isEmpty() || digits.length() > 3) throw bad(token, "expected a number");
        for (int i = 0; i < digits.length(); i++)
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9')
                throw bad(token, "'" + digits + "' is not a number");
        return Integer.parseInt(digits);
    }

    private static String column(int x) {
        return String.valueOf((char) ('a' + x));
    }

    private static void checkPoint(int x, int y, int size) {
        checkSize(size);
        if (!Pos.onBoard(x, y, size))
            throw new IllegalArgumentException("(" + x + "," + y + ") is off a " + size + "x" + size + " board");
    }

    private static void checkSize(int size) {
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE)
            throw new IllegalArgumentException(
                    "board size " + size + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
    }

    private static IllegalArgumentException bad(String token, String why) {
        return new IllegalArgumentException("bad point '" + token + "': " + why);
    }
}
