package gomoku.engine.eval;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.CellTables;

/**
 * One board's running sums for the {@link Network}: per side, the bias plus the summed feature
 * vectors of every empty cell's line codes for that side and, when the network has contest rows,
 * every empty cell's contest row for that side. Invariant: the sums plus the pending
 * changes equal {@link #recompute} of the board after every public call of the board. The board
 * mutates it: {@link #change} when a cell's codes for a side change (and {@link #changeContest}
 * with contest rows), {@link #remove} when a stone
 * covers a cell, {@link #save} at each stone's undo frame and {@link #restore} when the stone is
 * taken back, so undo only copies the saved sums back. Changes wait in a list until the sums are
 * read or saved: a stone taken back before that (a leaf the search never evaluates, a renju foul
 * test's stone) costs no pass over the sums, and the others are added several at a pass. Nothing
 * here allocates after construction.
 */
public final class NetworkAccumulator {
    /**
     * Changes a side's list holds before they are added in. Saving a frame adds them, so the list
     * holds one stone's changes at most: 41 cells (its own and five each way on four lines), each
     * changing the side's cell key once and, with contest rows, its contest row once: 82.
     */
    private static final int PENDING = 82;

    private final Network network;
    private final int dim;
    /**
     * Per cell key, black's and white's feature rows (see {@link Network#keyRows}), a row of
     * zeros at {@code CellTables.SIZE}, the key of a covered cell, then with contest rows black's
     * and white's contest rows ({@link Network#contestRows}) from {@link #contestBase}: one index
     * space, so that {@link #change} and the passes over the pending changes serve both.
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
    /** Black's sums and white's: separate arrays from 0, so that the loops over them vectorize. */
    private final int[] black;
    private final int[] white;
    /** Per side, the changes not yet in the sums: (old key, new key) pairs. */
    private final int[] blackPending = new int[2 * PENDING];
    private final int[] whitePending = new int[2 * PENDING];
    private int blackCount, whiteCount;
    /** Both sums of each undo frame, {@code 2 * dim} a frame: black's, then white's. */
    private final int[] saved;
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
        this.black = new int[dim];
        this.white = new int[dim];
        this.saved = new int[frames * 2 * dim];
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
            if (blackCount == PENDING) addPending();
            blackPending[2 * blackCount] = oldKey;
            blackPending[2 * blackCount++ + 1] = newKey;
        } else {
            if (whiteCount == PENDING) addPending();
            whitePending[2 * whiteCount] = oldKey;
            whitePending[2 * whiteCount++ + 1] = newKey;
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

    public void save(int frame) {
        addPending();
        System.arraycopy(black, 0, saved, frame * 2 * dim, dim);
        System.arraycopy(white, 0, saved, frame * 2 * dim + dim, dim);
    }

    public void restore(int frame) {
        blackCount = whiteCount = 0;
        System.arraycopy(saved, frame * 2 * dim, black, 0, dim);
        System.arraycopy(saved, frame * 2 * dim + dim, white, 0, dim);
    }

    /** Adds the pending changes into the sums. */
    private void addPending() {
        addPending(black, blackRows, blackPending, blackCount);
        addPending(white, whiteRows, whitePending, whiteCount);
        blackCount = whiteCount = 0;
    }

    private void addPending(int[] sum, int[][] rows, int[] pending, int count) {
        int end = 2 * count;
        // Padded to whole pairs of changes by a change that changes nothing.
        if ((count & 1) != 0) {
            pending[end++] = none;
            pending[end++] = none;
        }
        for (int k = 0; k < end; k += 4) {
            int[] from0 = rows[pending[k]], to0 = rows[pending[k + 1]], from1 = rows[pending[k + 2]], to1 = rows[pending[k + 3]];
            // Two changes a pass halve the loop overhead; make and undo took 8% longer with one, 30% with four.
            for (int j = 0; j < dim; j++) sum[j] += to0[j] - from0[j] + to1[j] - from1[j];
        }
    }

    /** The network's value for {@code self} to move, in evaluation units. */
    public int value(int self) {
        addPending();
        return self == 0 ? network.value(0, black, white, scratch) : network.value(1, white, black, scratch);
    }

    /** Side {@code side}'s sum {@code j}, for checks. */
    public int sum(int side, int j) {
        addPending();
        return side == 0 ? black[j] : white[j];
    }

    /** Sets the sums from scratch from {@code board}'s empty cells (after a clear; not for the search). */
    public void recompute(Board board) {
        blackCount = whiteCount = 0;
        recompute(board, black, white);
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
        addPending();
        int[] freshBlack = new int[dim], freshWhite = new int[dim];
        recompute(board, freshBlack, freshWhite);
        return java.util.Arrays.equals(freshBlack, black) && java.util.Arrays.equals(freshWhite, white);
    }
}
