package gomoku.engine.eval;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;

/**
 * One board's running sums for the {@link Network}: per side, the bias plus the summed feature
 * vectors of every empty cell's line codes for that side. Invariant: equal to {@link #recompute}
 * of the board after every public call of the board. The board mutates it: {@link #change} when a
 * cell's codes for a side change, {@link #remove} when a stone covers a cell, {@link #save} at each
 * stone's undo frame and {@link #restore} when the stone is taken back, so undo only copies the
 * saved sums back. Nothing here allocates after construction.
 */
public final class NetworkAccumulator {
    private final Network network;
    private final int dim;
    /** Per cell key, black's and white's feature rows (see {@link Network#keyRows}). */
    private final int[][] blackRows;
    private final int[][] whiteRows;
    /** Black's sums and white's: separate arrays from 0, so that the loops over them vectorize. */
    private final int[] black;
    private final int[] white;
    /** Both sums of each undo frame, {@code 2 * dim} a frame: black's, then white's. */
    private final int[] saved;
    /** Room for the head's sums and inputs. */
    private final int[] scratch;

    /** An accumulator with room for {@code frames} undo frames (the board's undo log's). */
    public NetworkAccumulator(Network network, int frames) {
        this.network = network;
        this.dim = network.dim;
        this.blackRows = network.keyRows(0);
        this.whiteRows = network.keyRows(1);
        this.black = new int[dim];
        this.white = new int[dim];
        this.saved = new int[frames * 2 * dim];
        this.scratch = new int[network.scratchLength()];
    }

    public Network network() {
        return network;
    }

    /** Side {@code side}'s cell went from cell key {@code oldKey} to {@code newKey} ({@link gomoku.engine.pattern.CellTables#packedKey}). */
    public void change(int side, int oldKey, int newKey) {
        int[][] rows = side == 0 ? blackRows : whiteRows;
        int[] sum = side == 0 ? black : white, from = rows[oldKey], to = rows[newKey];
        for (int j = 0; j < dim; j++) sum[j] += to[j] - from[j];
    }

    /** A stone covers a cell whose keys were {@code blackKey} and {@code whiteKey}: it no longer counts. */
    public void remove(int blackKey, int whiteKey) {
        int[] b = blackRows[blackKey], w = whiteRows[whiteKey];
        for (int j = 0; j < dim; j++) {
            black[j] -= b[j];
            white[j] -= w[j];
        }
    }

    public void save(int frame) {
        System.arraycopy(black, 0, saved, frame * 2 * dim, dim);
        System.arraycopy(white, 0, saved, frame * 2 * dim + dim, dim);
    }

    public void restore(int frame) {
        System.arraycopy(saved, frame * 2 * dim, black, 0, dim);
        System.arraycopy(saved, frame * 2 * dim + dim, white, 0, dim);
    }

    /** The network's value for {@code self} to move, in evaluation units. */
    public int value(int self) {
        return self == 0 ? network.value(0, black, white, scratch) : network.value(1, white, black, scratch);
    }

    /** Side {@code side}'s sum {@code j}, for checks. */
    public int sum(int side, int j) {
        return side == 0 ? black[j] : white[j];
    }

    /** Sets the sums from scratch from {@code board}'s empty cells (after a clear; not for the search). */
    public void recompute(Board board) {
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
        int[] freshBlack = new int[dim], freshWhite = new int[dim];
        recompute(board, freshBlack, freshWhite);
        return java.util.Arrays.equals(freshBlack, black) && java.util.Arrays.equals(freshWhite, white);
    }
}
