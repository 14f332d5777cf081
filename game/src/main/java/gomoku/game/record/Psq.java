package gomoku.game.record;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes Piskvork {@code .psq} game records:
 *
 * <pre>
 * Piskvorky 15x15, 11:11, 0     header; only square boards
 * 8,8,0                         one line per move: column,row,milliseconds; 1-based from top-left
 * 0,0,0                         a pass (this project's convention: 0,0 is never a point)
 * Alice                         optional: black's name, then white's ("?" = unknown)
 * Bob
 * -1                            trailer: Piskvork's error code, -1 = none
 * </pre>
 *
 * The format has no rule and no result: the reader takes the rule from the caller and returns no
 * result, and the writer drops the record's result and writes 0 ms per move. The reader is
 * tolerant: CRLF or LF, blank lines, any time field, any number of trailing name and code lines.
 * It rejects, with the line number, a bad header, a malformed or off-board move and a move on an
 * occupied point. Rule legality is left to {@link GameRecord#toGameState()}. Stateless.
 */
public final class Psq {
    private static final Pattern HEADER = Pattern.compile("piskvorky\\s+(\\d{1,3})\\s*x\\s*(\\d{1,3})\\b.*",
            Pattern.CASE_INSENSITIVE);
    /** A line starting "number," is meant as a move, so it must parse as one. */
    private static final Pattern MOVE_LIKE = Pattern.compile("[-+]?\\d+\\s*,.*");
    private static final Pattern MOVE = Pattern.compile("(\\d{1,4})\\s*,\\s*(\\d{1,4})\\s*(?:,\\s*-?\\d{1,9}\\s*)?");
    private static final Pattern CODE = Pattern.compile("[-+]?\\d+");
    private static final String UNKNOWN_NAME = "?";

    private Psq() {}

    /** The record as .psq text (LF line ends). */
    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder();
        sb.append("Piskvorky ").append(record.size()).append('x').append(record.size()).append(", 11:11, 0\n");
        for (int[] m : record.moves()) {
            if (GameRecord.isPass(m)) sb.append("0,0,0\n");
            else sb.append(m[0] + 1).append(',').append(m[1] + 1).append(",0\n");
        }
        if (record.blackName().isPresent() || record.whiteName().isPresent()) {
            sb.append(record.blackName().orElse(UNKNOWN_NAME)).append('\n');
            sb.append(record.whiteName().orElse(UNKNOWN_NAME)).append('\n');
        }
        sb.append("-1\n");
        return sb.toString();
    }

    /** Reads a freestyle game. */
    public static GameRecord read(String text) throws RecordFormatException {
        return read(text, Rule.FREESTYLE);
    }

    /** Reads a game played under {@code rule} (a .psq file does not say). */
    public static GameRecord read(String text, Rule rule) throws RecordFormatException {
        String[] lines = text.replace("\uFEFF", "").split("\r\n|\r|\n", -1);
        int i = 0;
        while (i < lines.length && lines[i].isBlank()) i++;
        if (i == lines.length) throw new RecordFormatException(1, "empty file, expected a 'Piskvorky WxH' header");
        int size = readHeader(lines[i].strip(), i + 1);

        List<int[]> moves = new ArrayList<>();
        int[] occupiedBy = new int[size * size];   // 1-based line of the stone on each point, 0 = empty
        List<String> names = new ArrayList<>();
        boolean inTrailer = false;
        for (i++; i < lines.length; i++) {
            String line = lines[i].strip();
            int lineNo = i + 1;
            if (line.isEmpty()) continue;
            if (MOVE_LIKE.matcher(line).matches()) {
                if (inTrailer) throw new RecordFormatException(lineNo, "move '" + line + "' after the player names");
                moves.add(readMove(line, lineNo, size, occupiedBy));
            } else {
                inTrailer = true;
                if (!CODE.matcher(line).matches()) names.add(line);
            }
        }
        String black = names.size() > 0 ? name(names.get(0)) : null;
        String white = names.size() > 1 ? name(names.get(1)) : null;
        return new GameRecord(size, rule, moves, black, white, null);
    }

    private static int readHeader(String line, int lineNo) throws RecordFormatException {
        Matcher m = HEADER.matcher(line);
        if (!m.matches())
            throw new RecordFormatException(lineNo, "expected a 'Piskvorky WxH, ...' header, found '" + line + "'");
        int width = Integer.parseInt(m.group(1)), height = Integer.parseInt(m.group(2));
        if (width != height)
            throw new RecordFormatException(lineNo, "only square boards are supported, found " + width + "x" + height);
        if (width < Pos.MIN_SIZE || width > Pos.MAX_SIZE)
            throw new RecordFormatException(lineNo, "board size " + width + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
        return width;
    }

    private static int[] readMove(String line, int lineNo, int size, int[] occupiedBy) throws RecordFormatException {
        Matcher m = MOVE.matcher(line);
        if (!m.matches())
            throw new RecordFormatException(lineNo, "bad move '" + line + "', expected column,row,time");
        int column = Integer.parseInt(m.group(1)), row = Integer.parseInt(m.group(2));
        if (column == 0 && row == 0) return GameRecord.pass();
        if (column < 1 || row < 1 || column > size || row > size)
            throw new RecordFormatException(lineNo, "move " + column + "," + row + " is off the " + size + "x" + size
                    + " board (columns and rows are 1 to " + size + ")");
        int cell = (row - 1) * size + (column - 1);
        if (occupiedBy[cell] != 0)
            throw new RecordFormatException(lineNo, "move " + column + "," + row
                    + " is on a point already taken on line " + occupiedBy[cell]);
        occupiedBy[cell] = lineNo;
        return new int[] {column - 1, row - 1};
    }

    private static String name(String line) {
        return line.equals(UNKNOWN_NAME) ? null : line;
    }
}
