package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.CellValues;
import gomoku.engine.eval.ThreatTable;
import gomoku.engine.pattern.Threat;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Fits the threat term of the evaluation ({@link ThreatTable}) to game results (Texel's method): the
 * evaluation of a position, scaled by a constant, is read as the side to move's chance to win through
 * the logistic curve, and the threat values (one per threat mask) are moved to minimise the
 * cross-entropy against the results of the games the positions came from. The rest of the
 * evaluation, the cell value table's sum ({@link CellValues}, fitted by {@link CellValueFit}), is held
 * as the engine has it. Renju fits black's and white's values apart, the rule being unequal. Positions
 * where the side to move makes five or a flex four, or must block a five, are left out: their result
 * is decided by tactics the search sees, not by the evaluation.
 */
final class EvalTuner {
    /** The threat values of each set (black to move, then white), indexed by threat mask. */
    static final int PARAMS = 2 * ThreatTable.SIZE;
    /** A threat mask's value is fitted only when this many training positions have it. */
    static final int MIN_MASK_COUNT = 30;

    /**
     * One training position: its set (0 black to move, 1 white in renju; 0 otherwise), its threat
     * mask, the result for the side to move, and the engine's evaluation without the threat term.
     */
    record Sample(int set, int mask, double result, int cellEval) {}

    private final Rule rule;
    private final List<Sample> samples = new ArrayList<>();
    private int skipped;

    EvalTuner(Rule rule) {
        this.rule = rule;
    }

    int size() {
        return samples.size();
    }

    int skipped() {
        return skipped;
    }

    List<Sample> samples() {
        return samples;
    }

    /** Reads {@code Position,Move,Result} lines (pos notation, result 0/1/2 for the side to move; more fields may follow). */
    void read(InputStream in) throws IOException {
        SampleLines.read(in, new Board(15, rule), EvalTuner::result, (board, result) -> {
            Sample s = sample(board, result);
            if (s == null) skipped++;
            else samples.add(s);
        });
    }

    /**
     * The side to move's result of a {@code Position,Move,Result} line, as 0, 1/2 or 1. Fields after
     * these are not read (selfplay's files carry the search's value and the game number there).
     */
    static double result(String[] fields) {
        if (fields.length < 3) throw new IllegalArgumentException("expected Position,Move,Result");
        int result;
        try {
            result = Integer.parseInt(fields[2].strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("result '" + fields[2] + "' is not 0, 1 or 2");
        }
        if (result < 0 || result > 2) throw new IllegalArgumentException("result must be 0, 1 or 2");
        return result / 2.0;
    }

    /** The features of {@code board}, or null for a position the evaluation is not asked about. */
    Sample sample(Board board, double result) {
        int self = board.sideToMove(), oppo = self ^ 1;
        if (board.threatCount(self, Threat.FIVE) > 0 || board.threatCount(self, Threat.F4) > 0
                || board.threatCount(oppo, Threat.FIVE) > 0)
            return null;
        return new Sample(setOf(self), board.threatMask(self), result, board.evaluate());
    }

    /** Value set of a side to move: renju gives white its own. */
    int setOf(int side) {
        return CellValueFit.block(rule, side);
    }

    /** The engine's current threat values for this rule as a parameter vector. */
    double[] currentParams() {
        double[] p = new double[PARAMS];
        for (int set = 0; set < 2; set++) {
            int side = set == 0 ? Side.BLACK : Side.WHITE;
            for (int m = 0; m < ThreatTable.SIZE; m++) p[set * ThreatTable.SIZE + m] = ThreatTable.value(rule, side, m);
        }
        return p;
    }

    /**
     * Which values the fit may move: those of the masks {@code train} holds at least
     * {@link #MIN_MASK_COUNT} times (the others keep the engine's value).
     */
    static boolean[] free(List<Sample> train) {
        boolean[] f = new boolean[PARAMS];
        int[] n = maskCounts(train);
        for (int i = 0; i < n.length; i++) f[i] = n[i] >= MIN_MASK_COUNT;
        return f;
    }

    /** How many positions of {@code data} have each threat mask, per set ({@code set * SIZE + mask}). */
    static int[] maskCounts(List<Sample> data) {
        int[] n = new int[PARAMS];
        for (Sample s : data) n[s.set * ThreatTable.SIZE + s.mask]++;
        return n;
    }

    static double evaluate(double[] p, Sample s) {
        return s.cellEval + p[s.set * ThreatTable.SIZE + s.mask];
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** Mean cross-entropy of the predictions against the results: what the fit minimises. */
    static double loss(double[] p, double scale, List<Sample> data) {
        double total = 0;
        for (Sample s : data) {
            double q = sigmoid(evaluate(p, s) / scale);
            q = Math.min(1 - 1e-12, Math.max(1e-12, q));
            total -= s.result * Math.log(q) + (1 - s.result) * Math.log(1 - q);
        }
        return total / data.size();
    }

    /** The scale that best fits the results with values {@code p}: a golden-section search over a wide range. */
    static double fitScale(double[] p, List<Sample> data) {
        double lo = Math.log(10), hi = Math.log(100_000);
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 60; i++) {
            double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
            if (loss(p, Math.exp(a), data) < loss(p, Math.exp(b), data)) hi = b;
            else lo = a;
        }
        return Math.exp((lo + hi) / 2);
    }

    /**
     * Moves the free values of {@code start} by full-batch Adam on the cross-entropy at a fixed
     * {@code scale} (fixing the scale keeps the values in the engine's units); returns the result.
     */
    static double[] fit(double[] start, boolean[] free, double scale, List<Sample> data, int iterations, double rate) {
        double[] p = start.clone();
        double[] m = new double[PARAMS], v = new double[PARAMS], grad = new double[PARAMS];
        double b1 = 0.9, b2 = 0.999;
        for (int it = 1; it <= iterations; it++) {
            Arrays.fill(grad, 0);
            for (Sample s : data) grad[s.set * ThreatTable.SIZE + s.mask] += (sigmoid(evaluate(p, s) / scale) - s.result) / scale;
            for (int i = 0; i < PARAMS; i++) {
                if (!free[i]) continue;
                double gi = grad[i] / data.size();
                m[i] = b1 * m[i] + (1 - b1) * gi;
                v[i] = b2 * v[i] + (1 - b2) * gi * gi;
                double mh = m[i] / (1 - Math.pow(b1, it)), vh = v[i] / (1 - Math.pow(b2, it));
                p[i] -= rate * mh / (Math.sqrt(vh) + 1e-12);
            }
        }
        return p;
    }

    /** The threat value of {@code mask} in one set, rounded. */
    static int threatValue(double[] p, int set, int mask) {
        return (int) Math.round(p[set * ThreatTable.SIZE + mask]);
    }
}
