package gomoku.engine.board;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.core.Zobrist;
import gomoku.engine.eval.CellValues;
import gomoku.engine.eval.Network;
import gomoku.engine.eval.NetworkAccumulator;
import gomoku.engine.eval.ThreatTable;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.PatternTables;
import gomoku.engine.pattern.Threat;

/**
 * The board the engine searches on: stones, Zobrist key, one 64-bit key per line (two bits a cell)
 * and, for every empty cell, the {@link Pattern} code of each of its four lines for both sides.
 *
 * <p>Invariant: after every public call, {@link #isConsistent()} holds, i.e. the line keys and the
 * patterns equal what a from-scratch computation gives. {@link #makeMove}/{@link #undoMove} keep it
 * incrementally by touching only the cells within {@code half} of the move on its four lines.
 * One instance per search thread; not thread-safe.
 */
public final class Board {
    public static final int EMPTY = 0;
    public static final int WALL = 3;
    /** Longest game: every cell of a 22 x 22 board plus passes. */
    public static final int MAX_MOVES = 1024;

    /** Undo frames beyond one per cell: the foul test's nested placements of its own. */
    private static final int LOG_EXTRA_FRAMES = 64;
    /** Cells one placement can overwrite: its own and up to five each side on four lines. */
    private static final int LOG_PER_FRAME = 1 + 4 * 10;

    private static final int[] LINE = new int[4 * Pos.CELLS];
    private static final int[] OFFSET = new int[4 * Pos.CELLS];

    static {
        for (int pos = 0; pos < Pos.CELLS; pos++) {
            int px = pos & 31, py = pos >>> 5;
            set(0, pos, py, px);
            set(1, pos, 64 + px, py);
            set(2, pos, 128 + px - py + 31, py);
            set(3, pos, 192 + px + py, px);
        }
    }

    private static void set(int d, int pos, int line, int offset) {
        LINE[d * Pos.CELLS + pos] = line;
        OFFSET[d * Pos.CELLS + pos] = offset;
    }

    public final int size;
    public final Rule rule;
    private final boolean renju;
    private final int half;
    private final byte[] smallBlack;
    private final byte[] smallWhite;
    /** A window half's four cells (two bits each) as base-3 digits, black's view in the low 16 bits, white's in the high. */
    private final int[] base3 = new int[256];
    /** Exact-five rules look 5 cells each side: the outermost cells count when they are own stones. */
    private final boolean far;
    /** Shifts that bring the four cells left and right of the centre to the low byte. */
    private final int leftShift;
    private final int rightShift;
    private final int windowMask;
    private final int[] cellBlack;
    private final int[] cellWhite;

    private final byte[] cells = new byte[Pos.CELLS];
    private final long[] lineKey = new long[256];
    /**
     * Pattern codes, the four lines' packed four bits each ({@code dir} at bit {@code 4 * dir}), so
     * that one load gives the cell's {@link CellTables#packedKey}: index {@code pos << 1 | side}.
     */
    private final char[] codes = new char[Pos.CELLS * 2];
    /** Threat class per empty cell and side: index {@code pos << 1 | side}; NONE on occupied cells. */
    private final byte[] threat = new byte[Pos.CELLS * 2];
    /** Number of empty cells of each threat class per side: index {@code side * Threat.COUNT + class}. */
    private final int[] threatCount = new int[2 * Threat.COUNT];
    /**
     * The rule's cell value tables ({@link CellValues#packed}), black's cells' and white's (renju has
     * one per colour; the other rules share one); each empty cell's table entry per side (its worth to
     * that side when it is to move and when it is not, and its threat class), same index as
     * {@link #threat}, and the two worths' sums per side. The move ordering's line-weight worth is
     * looked up when asked for ({@link #cellValue}).
     */
    private final int[] cellValuesBlack;
    private final int[] cellValuesWhite;
    private final int[] cellEntry = new int[Pos.CELLS * 2];
    private final long[] tableSum = new long[2];
    /**
     * Stones by row ({@code pos >>> 5}), one bit a column ({@code pos & 31}), both colours: a cell is
     * near a stone when the 5x5 square around it holds one, read from five rows ({@link #nearRow}).
     */
    private final int[] stoneRows = new int[Pos.STRIDE];
    /** The board's columns in a row mask. */
    private final int boardColumns;
    private final int[] moves = new int[MAX_MOVES];
    private int ply;
    private int side;
    /** Set while a cell's threat and worth must be recomputed even if its line codes did not change (from scratch, not logged). */
    private boolean refreshAll;
    /**
     * Undo log: what each stone placement overwrote, so that taking the stone back restores it
     * instead of recomputing it. One frame per stone on the board (renju's foul test places and
     * takes stones of its own, so frames are not plies). Per overwritten cell {@code cellLog} holds
     * {@code pos} and both sides' old packed codes (black's, then white's, in the low 32 bits; the
     * placed stone's own cell's codes stay); {@code entryLog} the two old table entries
     * (black's in the high half), which give back the threat classes too. The threat counts and
     * table sums are saved whole at each frame. Sized for a full board (about 140 KB at 15 x 15).
     */
    private final long[] cellLog;
    private final long[] entryLog;
    private final int[] logStart;
    private final int[] countLog;
    private final long[] sumLog;
    private int frames;
    private int logTop;
    /**
     * The network evaluation's sums, kept with the patterns (saved at each undo frame) only when the
     * board was built for the network evaluation; null otherwise, so the classical board does no
     * network work.
     */
    private final NetworkAccumulator net;
    /** Whether the network has contest rows ({@link Network#contestClasses}): a cell's change then also changes them. */
    private final boolean netContest;
    /** The network's weight of the classical value ({@link Network#baseWeight}), 0 for none or no network. */
    private final int netBase;
    /** Per side to move, the threat term of the classical value ({@link ThreatTable}), by {@link #threatMask}. */
    private final int[][] threatValues;
    private int stoneCount;
    private long key;

    public Board(int size, Rule rule) {
        this(size, rule, null);
    }

    /**
     * A board that also keeps the sums of {@code network} (null for none) as moves are made and
     * taken back, for {@link #networkValue}.
     */
    public Board(int size, Rule rule, Network network) {
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE)
            throw new IllegalArgumentException("board size must be " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
        this.size = size;
        this.rule = rule;
        this.renju = rule == Rule.RENJU;
        PatternTables tables = PatternTables.forRule(rule);
        this.half = tables.half;
        this.smallBlack = tables.small(Side.BLACK);
        this.smallWhite = tables.small(Side.WHITE);
        byte[] base3Black = PatternTables.base3Table(Side.BLACK), base3White = PatternTables.base3Table(Side.WHITE);
        for (int v = 0; v < 256; v++) base3[v] = base3Black[v] | base3White[v] << 16;
        this.far = half == 5;
        this.leftShift = half == 5 ? 2 : 0;
        this.rightShift = half == 5 ? 12 : 10;
        this.windowMask = (1 << (2 * (2 * half + 1))) - 1;
        this.cellBlack = CellTables.forSide(rule, Side.BLACK);
        this.cellWhite = CellTables.forSide(rule, Side.WHITE);
        this.cellValuesBlack = CellValues.forSide(rule, Side.BLACK).packed();
        this.cellValuesWhite = CellValues.forSide(rule, Side.WHITE).packed();
        this.boardColumns = ((1 << size) - 1) << Pos.PAD;
        int logFrames = size * size + LOG_EXTRA_FRAMES;
        this.cellLog = new long[logFrames * LOG_PER_FRAME];
        this.entryLog = new long[logFrames * LOG_PER_FRAME];
        this.logStart = new int[logFrames + 1];
        this.countLog = new int[logFrames * 2 * Threat.COUNT];
        this.sumLog = new long[logFrames * 2];
        if (network != null && network.ruleSet != Network.ruleSetOf(rule))
            throw new IllegalArgumentException("the network is not for " + rule.id());
        this.net = network == null ? null : new NetworkAccumulator(network, logFrames);
        this.netBase = network == null ? 0 : network.baseWeight;
        this.netContest = network != null && network.contestClasses != 0;
        this.threatValues = new int[][] {ThreatTable.forSide(rule, Side.BLACK), ThreatTable.forSide(rule, Side.WHITE)};
        clear();
    }

    /** Empties the board: black to move. */
    public void clear() {
        java.util.Arrays.fill(cells, (byte) WALL);
        java.util.Arrays.fill(lineKey, -1L);
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) {
                int pos = Pos.of(x, y);
                cells[pos] = EMPTY;
                for (int d = 0; d < 4; d++) {
                    int i = d * Pos.CELLS + pos;
                    lineKey[LINE[i]] &= ~(3L << (2 * OFFSET[i]));
                }
            }
        ply = 0;
        side = Side.BLACK;
        stoneCount = 0;
        key = 0;
        java.util.Arrays.fill(codes, (char) 0);
        java.util.Arrays.fill(threat, (byte) 0);
        java.util.Arrays.fill(threatCount, 0);
        java.util.Arrays.fill(cellEntry, 0);
        java.util.Arrays.fill(tableSum, 0);
        java.util.Arrays.fill(stoneRows, 0);
        frames = 0;
        logTop = 0;
        threatCount[Threat.NONE] = Pos.CELLS;
        threatCount[Threat.COUNT + Threat.NONE] = Pos.CELLS;
        refreshAll = true;
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) {
                int pos = Pos.of(x, y);
                for (int d = 0; d < 4; d++) updatePattern(pos, d);
            }
        refreshAll = false;
        if (net != null) net.recompute(this);
    }

    // ---------------------------------------------------------------- queries

    public int sideToMove() {
        return side;
    }

    public int ply() {
        return ply;
    }

    public int stoneCount() {
        return stoneCount;
    }

    public long key() {
        return key;
    }

    /** {@link #EMPTY}, {@code side + 1} for a stone, or {@link #WALL}. */
    public int cell(int pos) {
        return cells[pos];
    }

    public boolean isEmpty(int pos) {
        return cells[pos] == EMPTY;
    }

    /** The move made at {@code index} (0-based), {@link Pos#PASS} for a pass. */
    public int move(int index) {
        return moves[index];
    }

    public int lastMove() {
        return ply == 0 ? Pos.NONE : moves[ply - 1];
    }

    public boolean isFull() {
        return stoneCount == size * size;
    }

    /** Pattern code of line {@code dir} through the empty cell {@code pos} if {@code side} played there. */
    public int pattern(int pos, int side, int dir) {
        return codes[pos << 1 | side] >>> 4 * dir & 15;
    }

    /** True when {@code side} playing the empty cell {@code pos} makes a winning five. */
    public boolean isFive(int pos, int side) {
        int c = codes[pos << 1 | side];
        return (c & 15) == Pattern.FIVE || (c >>> 4 & 15) == Pattern.FIVE
                || (c >>> 8 & 15) == Pattern.FIVE || c >>> 12 == Pattern.FIVE;
    }

    /** Threat class of the empty cell {@code pos} for {@code side} ({@link Threat}). */
    public int threat(int pos, int side) {
        return threat[pos << 1 | side];
    }

    /** Worth of the empty cell {@code pos} for {@code side} by the line weights (renju's move ordering measure). */
    public int cellValue(int pos, int side) {
        if (cells[pos] != EMPTY) return 0;
        return (side == Side.BLACK ? cellBlack : cellWhite)[cellKey(pos, side)] >> 8;
    }

    /** The {@link CellTables#key} of the four line codes through the empty cell {@code pos} for {@code side}. */
    public int cellKey(int pos, int side) {
        return CellTables.packedKey(codes[pos << 1 | side]);
    }

    /** How many empty cells give {@code side} the threat class {@code cls}. */
    public int threatCount(int side, int cls) {
        return threatCount[side * Threat.COUNT + cls];
    }

    /**
     * Which threats each side holds, as the bits of {@link ThreatTable}: {@code self}'s first, then
     * the other side's (for {@link ThreatTable#value}).
     */
    public int threatMask(int self) {
        int s = self * Threat.COUNT, o = (self ^ 1) * Threat.COUNT, m = 0;
        if (threatCount[o + Threat.FIVE] > 0) m |= ThreatTable.OPPO_FIVE;
        if (threatCount[s + Threat.F4] > 0) m |= ThreatTable.SELF_F4;
        if (threatCount[o + Threat.F4] > 0) m |= ThreatTable.OPPO_F4;
        if (threatCount[s + Threat.B4F3] > 0) m |= ThreatTable.SELF_B4F3;
        if (threatCount[s + Threat.B4] > 0) m |= ThreatTable.SELF_B4;
        if (threatCount[s + Threat.F3F3] > 0) m |= ThreatTable.SELF_F3F3;
        if (threatCount[s + Threat.F3] > 0) m |= ThreatTable.SELF_F3;
        if (threatCount[o + Threat.B4F3] > 0) m |= ThreatTable.OPPO_B4F3;
        if (threatCount[o + Threat.B4] > 0) m |= ThreatTable.OPPO_B4;
        if (threatCount[o + Threat.F3F3] > 0) m |= ThreatTable.OPPO_F3F3;
        if (threatCount[o + Threat.F3] > 0) m |= ThreatTable.OPPO_F3;
        return m;
    }

    /** True when the empty cell {@code pos} has a stone within two cells (a candidate move). */
    public boolean isNearStone(int pos) {
        return (nearRow(pos >>> 5) & columnBit(pos)) != 0;
    }

    /**
     * The cells of board row {@code row} ({@code pos >>> 5}, an on-board row) within two cells of a
     * stone, stones included, one bit a column ({@code pos & 31}).
     */
    private int nearRow(int row) {
        int m = stoneRows[row - 2] | stoneRows[row - 1] | stoneRows[row] | stoneRows[row + 1] | stoneRows[row + 2];
        return (m | m << 1 | m << 2 | m >>> 1 | m >>> 2) & boardColumns;
    }

    /**
     * The empty cells of board row {@code row} ({@code pos >>> 5}, an on-board row) within two cells
     * of a stone, one bit a column: the row's candidate moves, for a scan that skips the others.
     */
    public int emptyNearRow(int row) {
        return nearRow(row) & ~stoneRows[row];
    }

    /**
     * An empty cell where {@code side} has threat class {@code cls}, or {@link Pos#NONE}. Looks on
     * the lines of the last move first (where a new four's five point usually is), then everywhere.
     */
    public int findThreat(int side, int cls) {
        if (threatCount[side * Threat.COUNT + cls] == 0) return Pos.NONE;
        int last = lastMove();
        if (last > 0)
            for (int d = 0; d < 4; d++)
                for (int i = -4; i <= 4; i++) {
                    int p = last + Pos.DIR[d] * i;
                    if (cells[p] == EMPTY && threat[p << 1 | side] == cls) return p;
                }
        for (int y = 0; y < size; y++)
            for (int x = 0, pos = Pos.of(0, y); x < size; x++, pos++)
                if (cells[pos] == EMPTY && threat[pos << 1 | side] == cls) return pos;
        return Pos.NONE;
    }

    /**
     * Static evaluation for the side to move: what the empty cells are worth to it, minus what they
     * are worth to the opponent, by the cell value tables: the side to move's cells take their "self"
     * values and the opponent's their "other" values.
     */
    public int evaluate() {
        return selfOfSum(tableSum[side]) - otherOfSum(tableSum[side ^ 1]);
    }

    /** True when the board keeps the network's sums ({@link #networkValue} may be asked). */
    public boolean hasNetwork() {
        return net != null;
    }

    /**
     * The network evaluation for the side to move, in evaluation units; only on a board built with a
     * network. A network with a base weight adds its output to that share of the classical value
     * (the cell values of {@link #evaluate} plus {@link ThreatTable}'s term for {@link #threatMask}).
     */
    public int networkValue() {
        int v = net.value(side);
        if (netBase != 0) v += (int) ((long) netBase * classicalValue() / Network.BASE_ONE);
        return v;
    }

    /** The classical evaluation without the search's corrections: the cell values plus the threat term. */
    public int classicalValue() {
        return evaluate() + threatTerm();
    }

    /** The threat term of the classical evaluation for the side to move: see {@link ThreatTable}. */
    public int threatTerm() {
        return threatValues[side][threatMask(side)];
    }

    /** The network's sums, for checks; null on a board without a network. */
    public NetworkAccumulator networkAccumulator() {
        return net;
    }

    // ---------------------------------------------------------------- make / undo

    /** Plays the side to move at the empty cell {@code pos}. */
    public void makeMove(int pos) {
        assert cells[pos] == EMPTY : "occupied " + Pos.toString(pos);
        moves[ply++] = pos;
        put(pos, side);
        side ^= 1;
        key ^= Zobrist.SIDE;
    }

    /** The side to move passes. */
    public void makePass() {
        moves[ply++] = Pos.PASS;
        side ^= 1;
        key ^= Zobrist.SIDE;
    }

    /** Takes back the last move or pass. */
    public void undoMove() {
        assert ply > 0;
        int pos = moves[--ply];
        side ^= 1;
        key ^= Zobrist.SIDE;
        if (pos != Pos.PASS) take(pos);
    }

    private void put(int pos, int s) {
        openFrame(pos);
        uncount(pos);
        cells[pos] = (byte) (s + 1);
        flipStoneRow(pos);
        key ^= Zobrist.stone(s, pos);
        stoneCount++;
        flipLineKeys(pos, s + 1);
        refreshAround(pos);
    }

    private void take(int pos) {
        int s = cells[pos] - 1;
        cells[pos] = EMPTY;
        flipStoneRow(pos);
        key ^= Zobrist.stone(s, pos);
        stoneCount--;
        flipLineKeys(pos, s + 1);
        closeFrame();
    }

    /** Starts the undo frame of a stone about to cover {@code pos}: saves the totals and the cell's own state. */
    private void openFrame(int pos) {
        int f = frames++;
        logStart[f] = logTop;
        System.arraycopy(threatCount, 0, countLog, f * 2 * Threat.COUNT, 2 * Threat.COUNT);
        sumLog[2 * f] = tableSum[0];
        sumLog[2 * f + 1] = tableSum[1];
        if (net != null) net.save(f);
        logCell(pos);
    }

    /** Records cell {@code pos}'s codes and entries before they change. */
    private void logCell(int pos) {
        int i = pos << 1;
        cellLog[logTop] = (long) pos << 32 | (codes[i] << 16 | codes[i + 1]) & 0xFFFFFFFFL;
        entryLog[logTop++] = (long) cellEntry[i] << 32 | (cellEntry[i + 1] & 0xFFFFFFFFL);
    }

    /** Takes back everything the last frame's stone changed, newest first. */
    private void closeFrame() {
        int f = --frames;
        for (int k = logTop - 1, start = logStart[f]; k >= start; k--) {
            long c = cellLog[k];
            int i = (int) (c >>> 32) << 1;
            codes[i] = (char) (c >>> 16);
            codes[i + 1] = (char) c;
            long e = entryLog[k];
            cellEntry[i] = (int) (e >>> 32);
            cellEntry[i + 1] = (int) e;
            threat[i] = (byte) CellValues.threatOf(cellEntry[i]);
            threat[i + 1] = (byte) CellValues.threatOf(cellEntry[i + 1]);
        }
        logTop = logStart[f];
        System.arraycopy(countLog, f * 2 * Threat.COUNT, threatCount, 0, 2 * Threat.COUNT);
        tableSum[0] = sumLog[2 * f];
        tableSum[1] = sumLog[2 * f + 1];
        if (net != null) net.restore(f);
    }

    /** Removes an empty cell's threat classes and worth from the totals before a stone covers it. */
    private void uncount(int pos) {
        if (net != null) net.remove(CellTables.packedKey(codes[pos << 1]), CellTables.packedKey(codes[pos << 1 | 1]));
        for (int s = 0; s < 2; s++) {
            int i = pos << 1 | s;
            threatCount[s * Threat.COUNT + threat[i]]--;
            threatCount[s * Threat.COUNT + Threat.NONE]++;
            threat[i] = Threat.NONE;
            tableSum[s] -= wide(cellEntry[i]);
            cellEntry[i] = 0;
        }
    }

    /** Puts a stone on {@code pos} into its row's mask, or takes it out. */
    private void flipStoneRow(int pos) {
        stoneRows[pos >>> 5] ^= columnBit(pos);
    }

    /** The bit of {@code pos}'s column in a row mask. */
    private static int columnBit(int pos) {
        return 1 << (pos & (Pos.STRIDE - 1));
    }

    private void flipLineKeys(int pos, int code) {
        for (int d = 0; d < 4; d++) {
            int i = d * Pos.CELLS + pos;
            lineKey[LINE[i]] ^= (long) code << (2 * OFFSET[i]);
        }
    }

    /**
     * Recomputes the patterns of the empty cells within {@code half} of {@code pos} on each line,
     * logging what changes so that {@link #closeFrame} can restore it: a cell's update costs four
     * table lookups and the totals' bookkeeping, its restore a few stores.
     */
    private void refreshAround(int pos) {
        for (int d = 0; d < 4; d++) {
            int step = Pos.DIR[d];
            int li = d * Pos.CELLS + pos;
            // All cells of the window lie on the same line: one key, offsets consecutive.
            long lineBits = lineKey[LINE[li]];
            int first = OFFSET[li] - 2 * half;
            for (int i = -half; i <= half; i++) {
                int p = pos + step * i;
                if (cells[p] == EMPTY) {
                    // An empty cell is on the board, so its offset is at least PAD >= half: the shift is positive.
                    setPatterns(p, d, (int) (lineBits >>> (2 * (first + i + half))) & windowMask);
                }
            }
        }
    }

    private void updatePattern(int pos, int d) {
        int li = d * Pos.CELLS + pos;
        setPatterns(pos, d, (int) (lineKey[LINE[li]] >>> (2 * (OFFSET[li] - half))) & windowMask);
    }

    /**
     * Stores the line codes of window {@code w} (the {@code 2 * half + 1} cells around {@code pos},
     * centre included, two bits each) for direction {@code d}, and updates the cell.
     */
    private void setPatterns(int pos, int d, int w) {
        int i = pos << 1, shift = 4 * d;
        int both = smallIndices(w);
        int oldBlack = codes[i], oldWhite = codes[i + 1];
        int black = oldBlack & ~(15 << shift) | smallBlack[both & 0xFFFF] << shift;
        int white = oldWhite & ~(15 << shift) | smallWhite[both >>> 16] << shift;
        boolean blackChanged = black != oldBlack || refreshAll, whiteChanged = white != oldWhite || refreshAll;
        // Far cells usually keep their codes: then the cell's threat and worth cannot change either.
        if (!blackChanged && !whiteChanged) return;
        if (!refreshAll) logCell(pos);
        int blackKey = blackChanged ? CellTables.packedKey(black) : 0, whiteKey = whiteChanged ? CellTables.packedKey(white) : 0;
        if (net != null && !refreshAll) {
            // From-scratch refreshes (clear, checks) leave the sums to a recomputation.
            int oldBlackKey = CellTables.packedKey(oldBlack), oldWhiteKey = CellTables.packedKey(oldWhite);
            if (blackChanged) net.change(0, oldBlackKey, blackKey);
            if (whiteChanged) net.change(1, oldWhiteKey, whiteKey);
            if (netContest)
                net.changeContest(oldBlackKey, oldWhiteKey, blackChanged ? blackKey : oldBlackKey, whiteChanged ? whiteKey : oldWhiteKey);
        }
        codes[i] = (char) black;
        codes[i + 1] = (char) white;
        // One lookup a side gives the threat class and both table worths; a side whose code kept still keeps them.
        if (blackChanged) setEntry(i, cellValuesBlack[blackKey], 0);
        if (whiteChanged) setEntry(i + 1, cellValuesWhite[whiteKey], Threat.COUNT);
    }

    /**
     * Both sides' small-table indices of window {@code w}: black's in the low 16 bits, white's in the
     * high. Each is below 26,244 (6,561 plus the far cells' offsets), so the halves cannot carry into
     * each other.
     */
    private int smallIndices(int w) {
        int left = (w >>> leftShift) & 0xFF, right = (w >>> rightShift) & 0xFF;
        int both = base3[left] + 81 * base3[right];
        if (far) {
            int farL = w & 3, farR = w >>> 20;
            both += (farL == 1 ? 6561 : 0) + (farR == 1 ? 13122 : 0)
                    + ((farL == 2 ? 6561 : 0) + (farR == 2 ? 13122 : 0) << 16);
        }
        return both;
    }

    /** A table entry's self worth in the high half of a long, its other worth in the low half: one sum keeps both. */
    private static long wide(int entry) {
        return ((long) CellValues.selfOf(entry) << 32) + CellValues.otherOf(entry);
    }

    private static int otherOfSum(long sum) {
        return (int) sum;
    }

    private static int selfOfSum(long sum) {
        return (int) ((sum - (int) sum) >> 32);
    }

    /** Stores cell-side {@code i}'s cell value table entry (index of {@link #threat}; count offset of its side). */
    private void setEntry(int i, int entry, int countBase) {
        int old = cellEntry[i], s = i & 1;
        if (old == entry) return;
        int was = CellValues.threatOf(old), now = CellValues.threatOf(entry);
        // Most changes keep the class (a quiet cell stays quiet): then the counts stand.
        if (was != now) {
            threatCount[countBase + was]--;
            threatCount[countBase + now]++;
            threat[i] = (byte) now;
        }
        tableSum[s] += wide(entry) - wide(old);
        cellEntry[i] = entry;
    }

    /**
     * Whether a stone of {@code side} on the empty cell {@code pos} would leave the other side no
     * flex-four point (no empty cell of class {@link Threat#F4}): what {@link #makeMove} there and a
     * look at {@link #threatCount} would say, without the move. Outside renju a stone never raises
     * the other side's classes, and only cells on its four lines within reach can change, so only
     * the other side's flex-four points there are looked at again, each on the one line through
     * {@code pos}. Not for renju (its fouls can turn a black point into a flex four).
     */
    public boolean leavesNoFlexFour(int pos, int side) {
        assert !renju && cells[pos] == EMPTY;
        int other = side ^ 1;
        int total = threatCount[other * Threat.COUNT + Threat.F4];
        if (total == 0) return true;
        int seen = threat[pos << 1 | other] == Threat.F4 ? 1 : 0;
        for (int d = 0; d < 4; d++)
            for (int i = -half, p = pos - half * Pos.DIR[d]; i <= half; i++, p += Pos.DIR[d]) {
                if (i == 0 || cells[p] != EMPTY || threat[p << 1 | other] != Threat.F4) continue;
                seen++;
                int code = lineCode(windowWithStone(pos, side, d, i), other);
                if (threatWithCode(p, other, d, code) == Threat.F4) return false;
            }
        // A flex-four point out of reach keeps its class.
        return seen == total;
    }

    /**
     * Whether {@code side}'s stone on the empty cell {@code pos} would leave it exactly one cell
     * to make five, and that cell no four-making point ({@link Threat#B4} or above) of the other
     * side once the stone is there: what {@link #makeMove} there, {@link #findThreat} and
     * {@link #threat} would say, without the move. Not for renju's black (its fouls); {@code side}
     * must have no five to make already (its new five-points are then all on the stone's lines,
     * each on its one line through the stone).
     */
    public boolean leavesOneBlockThatMakesNoFour(int pos, int side) {
        assert !(renju && side == Side.BLACK) && cells[pos] == EMPTY
                && threatCount[side * Threat.COUNT + Threat.FIVE] == 0;
        int fives = 0, block = 0, blockDir = 0, blockWindow = 0;
        for (int d = 0; d < 4; d++)
            for (int i = -half, p = pos - half * Pos.DIR[d]; i <= half; i++, p += Pos.DIR[d]) {
                if (i == 0 || cells[p] != EMPTY) continue;
                int w = windowWithStone(pos, side, d, i);
                if (lineCode(w, side) != Pattern.FIVE) continue;
                if (++fives > 1) return false;
                block = p;
                blockDir = d;
                blockWindow = w;
            }
        int other = side ^ 1;
        return fives == 1 && threatWithCode(block, other, blockDir, lineCode(blockWindow, other)) < Threat.B4;
    }

    /**
     * The window (as {@link #setPatterns} takes it) of the cell {@code i} steps from {@code pos} on
     * line {@code d}, were a stone of {@code side} on the empty cell {@code pos}.
     */
    private int windowWithStone(int pos, int side, int d, int i) {
        int li = d * Pos.CELLS + pos;
        long lineBits = lineKey[LINE[li]] | (long) (side + 1) << (2 * OFFSET[li]);
        return (int) (lineBits >>> (2 * (OFFSET[li] + i - half))) & windowMask;
    }

    /** {@code side}'s pattern code of window {@code w} (as {@link #setPatterns} reads it). */
    private int lineCode(int w, int side) {
        int both = smallIndices(w);
        return side == Side.BLACK ? smallBlack[both & 0xFFFF] : smallWhite[both >>> 16];
    }

    /** {@code side}'s threat class of the empty cell {@code pos} were its code on line {@code d} {@code code}. */
    private int threatWithCode(int pos, int side, int d, int code) {
        int key = CellTables.packedKey(codes[pos << 1 | side] & ~(15 << 4 * d) | code << 4 * d);
        return CellValues.threatOf((side == Side.BLACK ? cellValuesBlack : cellValuesWhite)[key]);
    }

    // ---------------------------------------------------------------- renju

    /**
     * Renju: why black may not play the empty cell {@code pos}, or {@link Forbidden#NONE}. A move
     * that makes five is never forbidden. Other rules: always NONE. Costs four lookups unless the
     * cell has two threes, which are then verified recursively (a three whose completing point is
     * itself forbidden is not a three).
     */
    public Forbidden forbidden(int pos) {
        if (!renju || cells[pos] != EMPTY) return Forbidden.NONE;
        return Forbidden.VALUES[forbiddenCode(pos)];
    }

    /** True when {@code side} may not play {@code pos} because of a renju foul. */
    public boolean isForbidden(int pos, int side) {
        return renju && side == Side.BLACK && cells[pos] == EMPTY && forbiddenCode(pos) != 0;
    }

    /** Codes are {@link Forbidden} ordinals. */
    private int forbiddenCode(int pos) {
        int black = codes[pos << 1];
        int fours = 0, threes = 0;
        boolean overline = false;
        for (int d = 0; d < 4; d++) {
            int c = black >>> 4 * d & 15;
            if (c == Pattern.FIVE) return 0;
            if (c == Pattern.OVERLINE) overline = true;
            else if (c == Pattern.DOUBLE_FOUR) fours += 2;
            else if (c == Pattern.B4 || c == Pattern.F4) fours++;
            else if (c == Pattern.F3) threes++;
        }
        if (overline) return Forbidden.OVERLINE.ordinal();
        if (fours >= 2) return Forbidden.DOUBLE_FOUR.ordinal();
        if (threes < 2) return 0;
        put(pos, Side.BLACK);
        int real = 0;
        for (int d = 0; d < 4 && real < 2; d++)
            if ((black >>> 4 * d & 15) == Pattern.F3 && isRealThree(pos, d)) real++;
        take(pos);
        return real >= 2 ? Forbidden.DOUBLE_THREE.ordinal() : 0;
    }

    /**
     * With black on {@code pos}: is there an empty cell on line {@code d} that turns the line into a
     * straight four containing {@code pos}, without making five, and that black may legally play?
     */
    private boolean isRealThree(int pos, int d) {
        int step = Pos.DIR[d];
        for (int sign = -1; sign <= 1; sign += 2)
            for (int i = 1; i <= 4; i++) {
                int q = pos + step * i * sign;
                int c = cells[q];
                if (c == EMPTY) {
                    if ((codes[q << 1] >>> 4 * d & 15) == Pattern.F4 && !isFive(q, Side.BLACK) && forbiddenCode(q) == 0)
                        return true;
                    break; // the four must be unbroken between pos and q
                }
                if (c != 1) break;
            }
        return false;
    }

    // ---------------------------------------------------------------- checks

    /** Recomputes line keys and patterns from scratch and compares; for tests and assertions. */
    public boolean isConsistent() {
        long[] keys = lineKey.clone();
        char[] pats = codes.clone();
        java.util.Arrays.fill(lineKey, -1L);
        long k = side == Side.WHITE ? Zobrist.SIDE : 0;
        int count = 0;
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) {
                int pos = Pos.of(x, y);
                for (int d = 0; d < 4; d++) {
                    int i = d * Pos.CELLS + pos;
                    lineKey[LINE[i]] &= ~(3L << (2 * OFFSET[i]));
                    lineKey[LINE[i]] |= (long) cells[pos] << (2 * OFFSET[i]);
                }
                if (cells[pos] != EMPTY) {
                    k ^= Zobrist.stone(cells[pos] - 1, pos);
                    count++;
                }
            }
        boolean ok = java.util.Arrays.equals(keys, lineKey) && k == key && count == stoneCount;
        for (int y = 0; y < size && ok; y++)
            for (int x = 0; x < size; x++) {
                int pos = Pos.of(x, y);
                if (cells[pos] != EMPTY) continue;
                refreshAll = true;
                for (int d = 0; d < 4; d++) updatePattern(pos, d);
                refreshAll = false;
                ok &= pats[pos << 1] == codes[pos << 1] && pats[pos << 1 | 1] == codes[pos << 1 | 1];
            }
        System.arraycopy(keys, 0, lineKey, 0, keys.length);
        System.arraycopy(pats, 0, codes, 0, pats.length);
        int[] counts = new int[2 * Threat.COUNT];
        int[] selfSums = new int[2], otherSums = new int[2];
        for (int pos = 0; pos < Pos.CELLS; pos++) {
            boolean stone = cells[pos] == 1 || cells[pos] == 2;
            ok &= ((stoneRows[pos >>> 5] & columnBit(pos)) != 0) == stone;
            if (cells[pos] == EMPTY) {
                boolean nearStone = false;
                for (int dy = -2; dy <= 2; dy++)
                    for (int dx = -2; dx <= 2; dx++) {
                        int c = cells[pos + dy * Pos.STRIDE + dx];
                        nearStone |= c == 1 || c == 2;
                    }
                ok &= isNearStone(pos) == nearStone;
            }
            for (int s = 0; s < 2; s++) {
                counts[s * Threat.COUNT + threat[pos << 1 | s]]++;
                selfSums[s] += CellValues.selfOf(cellEntry[pos << 1 | s]);
                otherSums[s] += CellValues.otherOf(cellEntry[pos << 1 | s]);
                if (cells[pos] != EMPTY)
                    ok &= threat[pos << 1 | s] == Threat.NONE && cellEntry[pos << 1 | s] == 0;
            }
        }
        ok &= net == null || net.matches(this);
        return ok && java.util.Arrays.equals(counts, threatCount)
                && selfSums[0] == selfOfSum(tableSum[0]) && selfSums[1] == selfOfSum(tableSum[1])
                && otherSums[0] == otherOfSum(tableSum[0]) && otherSums[1] == otherOfSum(tableSum[1]);
    }
}
