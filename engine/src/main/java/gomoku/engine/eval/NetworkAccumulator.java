package gomoku.engine.eval;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.CellTables;

/**
 * One board's running sums for the {@link Network}: per side, the bias plus the summed feature
 * vectors of every empty cell's line codes for that side and, when the network has contest rows,
 * every empty cell's contest row for that side. The board mutates it: {@link #change} when a cell's
 * codes for a side change (and {@link #changeContest} with contest rows), {@link #remove} when a
 * stone covers a cell, {@link #save} at each stone's undo frame and {@link #restore} when the stone
 * is taken back.
 *
 * <p>The sums are computed lazily, as NNUE engines keep theirs: the changes go into a log per side
 * that grows across the undo frames, and each frame boundary has a slot of sums that is valid or
 * not, with the log position it reflects. Saving a frame only notes where its changes start and
 * invalidates the slot it opens, restoring one only cuts its changes off the logs; reading the
 * sums ({@link #value}) starts from the nearest valid slot at or below the current frame and adds
 * the changes logged since. So stones that are placed and taken back without an evaluation below
 * them (forced-line searches, renju's foul tests, leaves the search does not evaluate) cost no
 * pass over the sums and no copy of them. Invariant: the current frame's slot, brought up to the
 * logs' ends, equals {@link #recompute} of the board after every public call of the board. Nothing
 * here allocates after construction.
 */
public final class NetworkAccumulator {
    /**
     * Changes a side's log takes per undo frame, at most: the stone's own cell ({@link #remove}: its
     * key and, with contest rows, its contest row) and up to 40 empty cells within five on its four
     * lines, each once (a cell lies on one of those lines), changing the side's cell key once and,
     * with contest rows, its contest row once: 2 + 40 * 2 = 82. {@link #change} asserts it.
     */
    private static final int PER_FRAME = 82;

    private final Network network;
    private final int dim;
    /**
     * Per cell key, black's and white's feature rows (see {@link Network#keyRows}), a row of
     * zeros at {@code CellTables.SIZE}, the key of a covered cell, then with contest rows black's
     * and white's contest rows ({@link Network#contestRows}) from {@link #contestBase}: one index
     * space, so that {@link #change} and the passes over the logged changes serve both.
     */
    private final int[][] blackRows;
    private final int[][] whiteRows;
    private final int none;
    /** Whether the network has contest rows; their first index in the rows, and the number of classes. */
    private final boolean contest;
    private final int contestBase;
    private final int classes;
    /** Contest class by cell key of black's keys and of white's ({@link CellTables#contestClasses}). */
    private final byte[] blackClass;
    private final byte[] whiteClass;
    /**
     * Per frame boundary (the number of open undo frames), black's sums and white's: separate
     * arrays from 0, so that the loops over them vectorize. The slot of the current frame,
     * {@link #depth}, is where the sums are read; slots above it are never read.
     */
    private final int[][] blackSums;
    private final int[][] whiteSums;
    /** Per slot, the log positions (changes) its sums reflect, black's and white's; -1 when it is not valid. */
    private final int[] blackAt;
    private final int[] whiteAt;
    /** Open undo frames: the current slot. */
    private int depth;
    /**
     * Per side, the changes since the sums of slot 0: (old key, new key) pairs, room for {@code
     * PER_FRAME} a frame (190 KB a side at 15 x 15).
     */
    private final int[] blackLog;
    private final int[] whiteLog;
    /** The number of changes in each side's log. */
    private int blackTop, whiteTop;
    /** Per undo frame, where its changes start in each side's log. */
    private final int[] blackStart;
    private final int[] whiteStart;
    /** Room for the head's sums and inputs. */
    private final int[] scratch;

    /** An accumulator with room for {@code frames} undo frames (the board's undo log's). */
    public NetworkAccumulator(Network network, int frames) {
        this.network = network;
        this.dim = network.dim;
        this.none = CellTables.SIZE;
        this.contest = network.contestClasses != 0;
        this.contestBase = CellTables.SIZE + 1;
        this.classes = network.contestClasses;
        Rule rule = network.ruleSet == Network.RULES_RENJU ? Rule.RENJU : Rule.FREESTYLE;
        this.blackClass = CellTables.contestClasses(rule, Side.BLACK);
        this.whiteClass = CellTables.contestClasses(rule, Side.WHITE);
        this.blackRows = rows(network.keyRows(0), network.contestRows(0));
        this.whiteRows = network.keyRows(1) == network.keyRows(0) && network.contestRows(1) == network.contestRows(0)
                ? blackRows : rows(network.keyRows(1), network.contestRows(1));
        this.blackSums = new int[frames + 1][dim];
        this.whiteSums = new int[frames + 1][dim];
        this.blackAt = new int[frames + 1];
        this.whiteAt = new int[frames + 1];
        java.util.Arrays.fill(blackAt, -1);
        java.util.Arrays.fill(whiteAt, -1);
        this.blackLog = new int[2 * frames * PER_FRAME];
        this.whiteLog = new int[2 * frames * PER_FRAME];
        this.blackStart = new int[frames];
        this.whiteStart = new int[frames];
        this.scratch = new int[network.scratchLength()];
    }

    /** The key rows, the zero row, then the contest rows if any. */
    private int[][] rows(int[][] keyRows, int[][] contestRows) {
        int contestCount = contestRows == null ? 0 : contestRows.length;
        int[][] all = java.util.Arrays.copyOf(keyRows, keyRows.length + 1 + contestCount);
        all[keyRows.length] = new int[dim];
        if (contestCount > 0) System.arraycopy(contestRows, 0, all, keyRows.length + 1, contestCount);
        return all;
    }

    /** The index of the contest row of a cell of class {@code selfClass} for a side and {@code oppoClass} for the other. */
    private int contestRow(int selfClass, int oppoClass) {
        return contestBase + selfClass * classes + oppoClass;
    }

    public Network network() {
        return network;
    }

    /** Side {@code side}'s cell went from cell key {@code oldKey} to {@code newKey} ({@link gomoku.engine.pattern.CellTables#packedKey}). */
    public void change(int side, int oldKey, int newKey) {
        if (side == 0) {
            assert depth > 0 && blackTop - blackStart[depth - 1] < PER_FRAME : "black's changes in frame " + depth;
            blackLog[2 * blackTop] = oldKey;
            blackLog[2 * blackTop++ + 1] = newKey;
        } else {
            assert depth > 0 && whiteTop - whiteStart[depth - 1] < PER_FRAME : "white's changes in frame " + depth;
            whiteLog[2 * whiteTop] = oldKey;
            whiteLog[2 * whiteTop++ + 1] = newKey;
        }
    }

    /**
     * A cell's keys went from {@code oldBlackKey} and {@code oldWhiteKey} to {@code blackKey} and
     * {@code whiteKey}: both sides' contest rows follow the classes. Only for a network with
     * contest rows ({@code Network.contestClasses} not 0).
     */
    public void changeContest(int oldBlackKey, int oldWhiteKey, int blackKey, int whiteKey) {
        int oldBlack = blackClass[oldBlackKey], oldWhite = whiteClass[oldWhiteKey];
        int black = blackClass[blackKey], white = whiteClass[whiteKey];
        // Most changes keep both classes (a quiet cell stays quiet): then the rows stand.
        if (oldBlack == black && oldWhite == white) return;
        change(0, contestRow(oldBlack, oldWhite), contestRow(black, white));
        change(1, contestRow(oldWhite, oldBlack), contestRow(white, black));
    }

    /** A stone covers a cell whose keys were {@code blackKey} and {@code whiteKey}: it no longer counts. */
    public void remove(int blackKey, int whiteKey) {
        change(0, blackKey, none);
        change(1, whiteKey, none);
        if (contest) {
            int black = blackClass[blackKey], white = whiteClass[whiteKey];
            change(0, contestRow(black, white), none);
            change(1, contestRow(white, black), none);
        }
    }

    /**
     * Opens undo frame {@code frame}: its changes start at the logs' ends. The slot it opens may
     * hold an earlier frame's sums.
     */
    public void save(int frame) {
        assert frame == depth;
        blackStart[frame] = blackTop;
        whiteStart[frame] = whiteTop;
        depth = frame + 1;
        blackAt[depth] = whiteAt[depth] = -1;
    }

    /**
     * Closes undo frame {@code frame}: its changes leave the logs. A valid slot at or below it
     * reflects no change of its, and the slot above is read again only after {@link #save}
     * invalidates it.
     */
    public void restore(int frame) {
        assert frame == depth - 1;
        blackTop = blackStart[frame];
        whiteTop = whiteStart[frame];
        depth = frame;
    }

    /**
     * Brings the current slot up to the logs' ends: from the nearest valid slot at or below it (slot
     * 0 always is), each slot above that one up to the current one becomes the slot below plus the
     * changes since that one's position. The slots between are filled too, as the search reads a
     * node's children in turn below ancestors it did not read (their values were cached, or forced
     * lines passed them): without them each child would add its ancestors' changes again, and the
     * network bench searched a quarter fewer nodes a second.
     */
    private void update() {
        int d = depth;
        if (blackAt[d] == blackTop && whiteAt[d] == whiteTop) return;
        int k = d;
        while (blackAt[k] < 0) k--;
        if (k == d) {
            add(blackSums[d], blackSums[d], blackRows, blackLog, blackAt[d], blackTop);
            add(whiteSums[d], whiteSums[d], whiteRows, whiteLog, whiteAt[d], whiteTop);
        }
        for (; k < d; k++) {
            // A slot below the current one is complete once its frame is: the next frame's changes start there.
            int blackEnd = k + 1 == d ? blackTop : blackStart[k + 1], whiteEnd = k + 1 == d ? whiteTop : whiteStart[k + 1];
            add(blackSums[k + 1], blackSums[k], blackRows, blackLog, blackAt[k], blackEnd);
            add(whiteSums[k + 1], whiteSums[k], whiteRows, whiteLog, whiteAt[k], whiteEnd);
            blackAt[k + 1] = blackEnd;
            whiteAt[k + 1] = whiteEnd;
        }
        blackAt[d] = blackTop;
        whiteAt[d] = whiteTop;
    }

    /**
     * Sets {@code sum} to {@code base} (the same array or a slot below) plus changes {@code from}
     * to {@code to} of {@code log}. The first pass reads the base, so that filling a slot costs no
     * copy of its own.
     */
    private void add(int[] sum, int[] base, int[][] rows, int[] log, int from, int to) {
        int k = 2 * from, end = 2 * to;
        if (end - k < 4) {
            if (k == end) {
                if (sum != base) System.arraycopy(base, 0, sum, 0, dim);
            } else {
                int[] from0 = rows[log[k]], to0 = rows[log[k + 1]];
                for (int j = 0; j < dim; j++) sum[j] = base[j] + to0[j] - from0[j];
            }
            return;
        }
        int[] from0 = rows[log[k]], to0 = rows[log[k + 1]], from1 = rows[log[k + 2]], to1 = rows[log[k + 3]];
        for (int j = 0; j < dim; j++) sum[j] = base[j] + to0[j] - from0[j] + to1[j] - from1[j];
        for (k += 4; k + 4 <= end; k += 4) {
            from0 = rows[log[k]];
            to0 = rows[log[k + 1]];
            from1 = rows[log[k + 2]];
            to1 = rows[log[k + 3]];
            // Two changes a pass halve the loop overhead; make and undo took 8% longer with one, 30% with four.
            for (int j = 0; j < dim; j++) sum[j] += to0[j] - from0[j] + to1[j] - from1[j];
        }
        if (k < end) {
            from0 = rows[log[k]];
            to0 = rows[log[k + 1]];
            for (int j = 0; j < dim; j++) sum[j] += to0[j] - from0[j];
        }
    }

    /** The network's value for {@code self} to move, in evaluation units. */
    public int value(int self) {
        update();
        int[] black = blackSums[depth], white = whiteSums[depth];
        return self == 0 ? network.value(0, black, white, scratch) : network.value(1, white, black, scratch);
    }

    /** Side {@code side}'s sum {@code j}, for checks. */
    public int sum(int side, int j) {
        update();
        return side == 0 ? blackSums[depth][j] : whiteSums[depth][j];
    }

    /** Sets the sums from scratch from {@code board}'s empty cells (after a clear, no frame open; not for the search). */
    public void recompute(Board board) {
        depth = blackTop = whiteTop = 0;
        recompute(board, blackSums[0], whiteSums[0]);
        blackAt[0] = whiteAt[0] = 0;
    }

    /** The sums {@code board} should have, into {@code intoBlack} and {@code intoWhite}. */
    private void recompute(Board board, int[] intoBlack, int[] intoWhite) {
        network.initAccumulator(0, intoBlack);
        network.initAccumulator(1, intoWhite);
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int pos = Pos.of(x, y);
                if (!board.isEmpty(pos)) continue;
                int blackKey = board.cellKey(pos, 0), whiteKey = board.cellKey(pos, 1);
                int[] b = blackRows[blackKey], w = whiteRows[whiteKey];
                for (int j = 0; j < dim; j++) {
                    intoBlack[j] += b[j];
                    intoWhite[j] += w[j];
                }
                if (!contest) continue;
                int blackClassOf = blackClass[blackKey], whiteClassOf = whiteClass[whiteKey];
                int[] bc = blackRows[contestRow(blackClassOf, whiteClassOf)], wc = whiteRows[contestRow(whiteClassOf, blackClassOf)];
                for (int j = 0; j < dim; j++) {
                    intoBlack[j] += bc[j];
                    intoWhite[j] += wc[j];
                }
            }
    }

    /** True when the sums equal a recomputation from {@code board}. */
    public boolean matches(Board board) {
        update();
        int[] freshBlack = new int[dim], freshWhite = new int[dim];
        recompute(board, freshBlack, freshWhite);
        return java.util.Arrays.equals(freshBlack, blackSums[depth]) && java.util.Arrays.equals(freshWhite, whiteSums[depth]);
    }
}
