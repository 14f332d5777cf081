package gomoku.engine.eval;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.pattern.CellTables;

/**
 * One board's running sums for the {@link Network}: per side, the bias plus the summed feature
 * vectors of every empty cell's line codes for that side. Invariant: the sums plus the pending
 * changes equal {@link #recompute} of the board after every public call of the board. The board
 * mutates it: {@link #change} when a cell's codes for a side change, {@link #remove} when a stone
 * covers a cell, {@link #save} at each stone's undo frame and {@link #restore} when the stone is
 * taken back, so undo only copies the saved sums back. Changes wait in a list until the sums are
 * read or saved: a stone taken back before that (a leaf the search never evaluates, a renju foul
 * test's stone) costs no pass over the sums, and the others are added several at a pass. Nothing
 * here allocates after construction.
 */
public final class NetworkAccumulator {
    /** Changes a side's list holds before they are added in: a stone makes at most 41 (its cell, 10 a line). */
    private static final int PENDING = 64;

    private final Network network;
    private final int dim;
    /**
     * Per cell key, black's and white's feature rows (see {@link Network#keyRows}), and a row of
     * zeros at {@code CellTables.SIZE}, the key of a covered cell.
     */
    private final int[][] blackRows;
    private final int[][] whiteRows;
    private final int none;
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
        this.blackRows = withZeroRow(network.keyRows(0));
        this.whiteRows = network.keyRows(1) == network.keyRows(0) ? blackRows : withZeroRow(network.keyRows(1));
        this.black = new int[dim];
        this.white = new int[dim];
        this.saved = new int[frames * 2 * dim];
        this.scratch = new int[network.scratchLength()];
    }

    private int[][] withZeroRow(int[][] rows) {
        int[][] all = java.util.Arrays.copyOf(rows, rows.length + 1);
        all[rows.length] = new int[dim];
        return all;
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

    /** A stone covers a cell whose keys were {@code blackKey} and {@code whiteKey}: it no longer counts. */
    public void remove(int blackKey, int whiteKey) {
        change(0, blackKey, none);
        change(1, whiteKey, none);
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
                int[] b = blackRows[board.cellKey(pos, 0)], w = whiteRows[board.cellKey(pos, 1)];
                for (int j = 0; j < dim; j++) {
                    intoBlack[j] += b[j];
                    intoWhite[j] += w[j];
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
