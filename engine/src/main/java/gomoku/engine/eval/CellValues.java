package gomoku.engine.eval;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Pattern;
import java.io.BufferedReader;
import java.io.IOException;

/**
 * What an empty cell is worth, looked up by the combination of the four line patterns through it:
 * one value for the side to move ("self") and one for the other side ("other"). The evaluation is
 * then the sum of the side to move's self values over the empty cells minus the sum of the other
 * side's other values, plus the threat term ({@link ThreatTable}). Two values per combination let
 * the table say how much the move matters (an open three of the side to move becomes a four next
 * move; the opponent's must first be answered), which one tempo factor over the whole sum cannot.
 *
 * <p>The order of a cell's four lines does not matter, so a table holds one value per unordered
 * combination (1,365 of them for the 12 pattern codes), kept in a resource file of lines
 * {@code self|other code code code code value}, codes by name ({@link Pattern#name}). Combinations
 * not listed are worth 0. Freestyle and standard use one table, fitted by {@code gomoku tune
 * --cell-table} (with the threat table) to Rapfi's static evaluation of positions this engine played;
 * renju one per colour (and one threat table per colour), fitted the same way to Rapfi's renju
 * evaluation. Both replaced line weights ({@link EvalWeights}) after beating them in matches.
 */
public final class CellValues {
    /** Freestyle and standard; see {@code cells-freestyle.txt} for where the values come from. */
    private static final CellValues FREESTYLE = load("cells-freestyle.txt", Rule.FREESTYLE, Side.BLACK);
    /**
     * Renju, one table per colour (the rule treats the colours differently, and black's cells have
     * codes of their own: overlines and double fours).
     */
    private static final CellValues RENJU_BLACK = load("cells-renju-black.txt", Rule.RENJU, Side.BLACK);
    private static final CellValues RENJU_WHITE = load("cells-renju-white.txt", Rule.RENJU, Side.WHITE);

    /**
     * Both values and the cell's threat class by {@link CellTables#key} (one key per combination of
     * four codes), packed for the board's one lookup per cell: the self value in bits
     * 18-31, the other value in bits 4-17 (both signed), the threat class in bits 0-3.
     */
    private final int[] packed = new int[CellTables.SIZE];
    /** Largest value a table may hold: 14 signed bits. */
    static final int MAX_VALUE = (1 << 13) - 1;

    CellValues(int[] self, int[] other, Rule rule, int side) {
        if (self.length != CellTables.SIZE || other.length != CellTables.SIZE)
            throw new IllegalArgumentException("tables need " + CellTables.SIZE + " entries");
        // The threat class of a cell of this rule and side.
        int[] cells = CellTables.forSide(rule, side);
        for (int key = 0; key < CellTables.SIZE; key++) {
            if (Math.abs(self[key]) > MAX_VALUE || Math.abs(other[key]) > MAX_VALUE)
                throw new IllegalArgumentException("a value beyond " + MAX_VALUE);
            packed[key] = self[key] << 18 | (other[key] & 0x3FFF) << 4 | (cells[key] & 0xF);
        }
    }

    /** The table of {@code rule}'s black cells. */
    public static CellValues forRule(Rule rule) {
        return forSide(rule, Side.BLACK);
    }

    /** The table of {@code side}'s cells under {@code rule} (standard shares freestyle's). */
    public static CellValues forSide(Rule rule, int side) {
        if (rule != Rule.RENJU) return FREESTYLE;
        return side == Side.BLACK ? RENJU_BLACK : RENJU_WHITE;
    }

    /** Worth of a cell with line codes {@code key} ({@link CellTables#key}) to the side to move. */
    public int self(int key) {
        return selfOf(packed[key]);
    }

    /** Worth of a cell with line codes {@code key} to the side not to move. */
    public int other(int key) {
        return otherOf(packed[key]);
    }

    /** The packed entries by key (see {@link #selfOf}, {@link #otherOf}, {@link #threatOf}); shared, never to be written. */
    public int[] packed() {
        return packed;
    }

    /** The self value of a packed entry. */
    public static int selfOf(int entry) {
        return entry >> 18;
    }

    /** The other value of a packed entry. */
    public static int otherOf(int entry) {
        return entry << 14 >> 18;
    }

    /** The threat class of a packed entry. */
    public static int threatOf(int entry) {
        return entry & 0xF;
    }

    /** The codes of {@code key} by name, strongest first ("F3 B3 F2 none"), as the table files write them. */
    public static String describe(int key) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 4; i++) b.append(i > 0 ? " " : "").append(Pattern.name(CellTables.code(key, i)));
        return b.toString();
    }

    /** The pattern code named {@code name} in a table file line; an unknown name is an error naming the file and line. */
    static int code(String name, String file, String line) {
        for (int c = 0; c < Pattern.COUNT; c++)
            if (Pattern.name(c).equals(name)) return c;
        throw new IllegalStateException(file + ": unknown pattern '" + name + "' in '" + line + "'");
    }

    /** Reads the resource {@code name}: lines {@code self|other code code code code value}, '#' comments. */
    static CellValues load(String name, Rule rule, int side) {
        int[] self = new int[CellTables.SIZE], other = new int[CellTables.SIZE];
        TableFiles.readResource(name, (f, line) -> parseLine(f, line, name, self, other));
        return new CellValues(self, other, rule, side);
    }

    /** Reads a table file's lines from {@code reader}; {@code name} names it in errors. */
    public static CellValues parse(BufferedReader reader, String name, Rule rule, int side) throws IOException {
        int[] self = new int[CellTables.SIZE], other = new int[CellTables.SIZE];
        TableFiles.read(reader, (f, line) -> parseLine(f, line, name, self, other));
        return new CellValues(self, other, rule, side);
    }

    private static void parseLine(String[] f, String line, String name, int[] self, int[] other) {
        if (f.length != 6 || !(f[0].equals("self") || f[0].equals("other")))
            throw new IllegalStateException(name + ": bad line '" + line + "'");
        int key = CellTables.key(code(f[1], name, line), code(f[2], name, line), code(f[3], name, line), code(f[4], name, line));
        int value;
        try {
            value = Integer.parseInt(f[5]);
        } catch (NumberFormatException e) {
            throw new IllegalStateException(name + ": bad value in '" + line + "'");
        }
        if (Math.abs(value) > MAX_VALUE) throw new IllegalStateException(name + ": value out of range in '" + line + "'");
        (f[0].equals("self") ? self : other)[key] = value;
    }
}
