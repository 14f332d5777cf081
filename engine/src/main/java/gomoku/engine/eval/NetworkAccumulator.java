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
    private final short[] blackFeatures;
    private final short[] whiteFeatures;
    /** Black's sums at 0, white's at {@code dim}. */
    private final int[] acc;
    /** Both sums of each undo frame, {@code 2 * dim} a frame. */
    private final int[] saved;
    /** Room for the head's sums and inputs. */
    private final int[] scratch;

    /** An accumulator with room for {@code frames} undo frames (the board's undo log's). */
    public NetworkAccumulator(Network network, int frames) {
        this.network = network;
        this.dim = network.dim;
        this.blackFeatures = network.keyFeatures(0);
        this.whiteFeatures = network.keyFeatures(1);
        this.acc = new int[2 * dim];
        this.saved = new int[frames * 2 * dim];
        this.scratch = new int[network.scratchLength()];
    }

    public Network network() {
        return network;
    }

    /** Side {@code side}'s cell went from cell key {@code oldKey} to {@code newKey} ({@link gomoku.engine.pattern.CellTables#packedKey}). */
    public void change(int side, int oldKey, int newKey) {
        short[] f = side == 0 ? blackFeatures : whiteFeatures;
        int o = oldKey * dim, n = newKey * dim, a = side * dim;
        for (int j = 0; j < dim; j++) acc[a + j] += f[n + j] - f[o + j];
    }

    /** A stone covers a cell whose keys were {@code blackKey} and {@code whiteKey}: it no longer counts. */
    public void remove(int blackKey, int whiteKey) {
        int b = blackKey * dim, w = whiteKey * dim;
        for (int j = 0; j < dim; j++) {
            acc[j] -= blackFeatures[b + j];
            acc[dim + j] -= whiteFeatures[w + j];
        }
    }

    public void save(int frame) {
        System.arraycopy(acc, 0, saved, frame * 2 * dim, 2 * dim);
    }

    public void restore(int frame) {
        System.arraycopy(saved, frame * 2 * dim, acc, 0, 2 * dim);
    }

    /** The network's value for {@code self} to move, in evaluation units. */
    public int value(int self) {
        return network.value(acc, self, scratch);
    }

    /** Side {@code side}'s sum {@code j}, for checks. */
    public int sum(int side, int j) {
        return acc[side * dim + j];
    }

    /** Sets the sums from scratch from {@code board}'s empty cells (after a clear; not for the search). */
    public void recompute(Board board) {
        recompute(board, acc);
    }

    /** The sums {@code board} should have, into {@code into} (black's at 0, white's at {@code dim}). */
    public void recompute(Board board, int[] into) {
        network.initAccumulator(0, into, 0);
        network.initAccumulator(1, into, dim);
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int pos = Pos.of(x, y);
                if (!board.isEmpty(pos)) continue;
                int b = board.cellKey(pos, 0) * dim, w = board.cellKey(pos, 1) * dim;
                for (int j = 0; j < dim; j++) {
                    into[j] += blackFeatures[b + j];
                    into[dim + j] += whiteFeatures[w + j];
                }
            }
    }

    /** True when the sums equal a recomputation from {@code board}. */
    public boolean matches(Board board) {
        int[] fresh = new int[2 * dim];
        recompute(board, fresh);
        return java.util.Arrays.equals(fresh, acc);
    }
}
