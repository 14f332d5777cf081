package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.CellValues;
import gomoku.engine.eval.EvalWeights;
import gomoku.engine.eval.ThreatTable;
import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.Threat;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Fits the static evaluation's weights to game results (Texel's method): the evaluation of a
 * position, scaled by a constant, is read as the side to move's chance to win through the logistic
 * curve, and the weights are moved to minimise the cross-entropy against the results of the games
 * the positions came from.
 *
 * <p>The model is the engine's own: per side, the sum over empty cells of a weight per line pattern
 * code (four lines a cell) plus a weight per combined threat class; the side to move's sum is
 * multiplied by a tempo factor; plus the threat term, a value per threat mask ({@link ThreatTable}).
 * Renju fits black's and white's weights apart, the rule being unequal. Either the weights are
 * fitted or the threat values, the rest held. Freestyle and standard evaluate by a cell value table
 * instead of line weights ({@link CellValues}, fitted by {@link CellValueFit}): there only the threat
 * values can be fitted here, on top of the table's evaluation. Positions where the side
 * to move makes five or a flex four, or must block a five, are left out: their result is decided by
 * tactics the search sees, not by the evaluation.
 */
final class EvalTuner {
    /** One weight set: line codes 0..11, then threat classes 0..8, then the three-and-two term. */
    static final int THREE_AND_TWO = Pattern.COUNT + Threat.COUNT;
    static final int SET = THREE_AND_TWO + 1;
    private static final int TEMPO = 2 * SET;
    /** The threat table of each set (see {@link ThreatTable}), indexed by threat mask. */
    static final int TABLE = TEMPO + 2;
    static final int PARAMS = TABLE + 2 * ThreatTable.SIZE;
    /** A threat mask's value is fitted only when this many training positions have it. */
    static final int MIN_MASK_COUNT = 30;

    /**
     * One training position: feature counts of the side to move and of the other side, and the threat
     * mask. Under a rule that evaluates by cell value table ({@link CellValues}), {@code byTable} is
     * set and {@code tableEval} holds the engine's pattern evaluation, which the line weights do not
     * model: only the threat term is fitted on top of it.
     */
    record Sample(int stmSet, int otherSet, int[] stm, int[] other, int mask, double result, boolean byTable, int tableEval) {}

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

    /** Reads {@code Position,Move,Result} lines (pos notation, result 0/1/2 for the side to move). */
    void read(InputStream in) throws IOException {
        SampleLines.read(in, new Board(15, rule), EvalTuner::result, (board, result) -> {
            Sample s = sample(board, result);
            if (s == null) skipped++;
            else samples.add(s);
        });
    }

    /** The side to move's result of a {@code Position,Move,Result} line, as 0, 1/2 or 1. */
    static double result(String[] fields) {
        if (fields.length != 3) throw new IllegalArgumentException("expected Position,Move,Result");
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
        boolean byTable = CellValues.forRule(rule) != null;
        return new Sample(setOf(self), setOf(oppo), counts(board, self), counts(board, oppo), board.threatMask(self), result,
                byTable, byTable ? board.evaluate() : 0);
    }

    /** Weight set of a side: renju gives white its own. */
    int setOf(int side) {
        return rule == Rule.RENJU && side == Side.WHITE ? 1 : 0;
    }

    private static int[] counts(Board board, int side) {
        int[] n = new int[SET];
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int pos = Pos.of(x, y);
                if (!board.isEmpty(pos)) continue;
                int cls = board.threat(pos, side);
                // Renju black's fouls are worth nothing to black (the engine's cell table says so too).
                if (cls == Threat.FORBIDDEN) continue;
                int c0 = board.pattern(pos, side, 0), c1 = board.pattern(pos, side, 1);
                int c2 = board.pattern(pos, side, 2), c3 = board.pattern(pos, side, 3);
                n[c0]++;
                n[c1]++;
                n[c2]++;
                n[c3]++;
                n[Pattern.COUNT + cls]++;
                if (EvalWeights.isThreeAndTwo(c0, c1, c2, c3, cls)) n[THREE_AND_TWO]++;
            }
        return n;
    }

    /** The engine's current weights for this rule as a parameter vector. */
    double[] currentParams() {
        double[] p = new double[PARAMS];
        for (int set = 0; set < 2; set++) {
            EvalWeights.Set w = EvalWeights.of(rule, set == 0 ? Side.BLACK : Side.WHITE);
            for (int c = 0; c < Pattern.COUNT; c++) p[set * SET + c] = w.line(c);
            for (int t = 0; t < Threat.COUNT; t++) p[set * SET + Pattern.COUNT + t] = w.combo(t);
            p[set * SET + THREE_AND_TWO] = w.threeAndTwo();
            p[TEMPO + set] = w.tempoPercent();
            int side = set == 0 ? Side.BLACK : Side.WHITE;
            for (int m = 0; m < ThreatTable.SIZE; m++) p[TABLE + set * ThreatTable.SIZE + m] = ThreatTable.value(rule, side, m);
        }
        return p;
    }

    /**
     * Which parameters the fit may move: the weights the filtered positions say something about, or,
     * with {@code threatTable}, only the threat values of the masks {@code train} holds at least
     * {@link #MIN_MASK_COUNT} times (the others keep their hand-set value).
     */
    static boolean[] free(boolean threatTable, List<Sample> train) {
        boolean[] f = new boolean[PARAMS];
        if (threatTable) {
            int[] n = maskCounts(train);
            for (int i = 0; i < n.length; i++) f[TABLE + i] = n[i] >= MIN_MASK_COUNT;
            return f;
        }
        for (int set = 0; set < 2; set++) {
            for (int c = Pattern.B1; c <= Pattern.F4; c++) f[set * SET + c] = true;
            for (int t = Threat.QUIET; t <= Threat.F4; t++) f[set * SET + Pattern.COUNT + t] = true;
            f[set * SET + THREE_AND_TWO] = true;
            f[TEMPO + set] = true;
        }
        return f;
    }

    /** How many positions of {@code data} have each threat mask, per set ({@code set * SIZE + mask}). */
    static int[] maskCounts(List<Sample> data) {
        int[] n = new int[2 * ThreatTable.SIZE];
        for (Sample s : data) n[s.stmSet * ThreatTable.SIZE + s.mask]++;
        return n;
    }

    static double evaluate(double[] p, Sample s) {
        double threat = p[TABLE + s.stmSet * ThreatTable.SIZE + s.mask];
        if (s.byTable) return s.tableEval + threat;
        return p[TEMPO + s.stmSet] / 100.0 * sum(p, s.stmSet, s.stm) - sum(p, s.otherSet, s.other) + threat;
    }

    private static double sum(double[] p, int set, int[] n) {
        double v = 0;
        int base = set * SET;
        for (int i = 0; i < SET; i++) v += p[base + i] * n[i];
        return v;
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

    /** The scale that best fits the results with weights {@code p}: a golden-section search over a wide range. */
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
     * Moves the free parameters of {@code start} by full-batch Adam on the cross-entropy at a fixed
     * {@code scale} (fixing the scale keeps the weights in the engine's units); returns the result.
     */
    static double[] fit(double[] start, boolean[] free, double scale, List<Sample> data, int iterations, double rate) {
        double[] p = start.clone();
        double[] m = new double[PARAMS], v = new double[PARAMS], grad = new double[PARAMS];
        double b1 = 0.9, b2 = 0.999;
        for (int it = 1; it <= iterations; it++) {
            Arrays.fill(grad, 0);
            for (Sample s : data) {
                double e = (sigmoid(evaluate(p, s) / scale) - s.result) / scale;
                grad[TABLE + s.stmSet * ThreatTable.SIZE + s.mask] += e;
                if (s.byTable) continue;   // the line weights are not this rule's evaluation
                double tempo = p[TEMPO + s.stmSet] / 100.0;
                int bs = s.stmSet * SET, bo = s.otherSet * SET;
                for (int i = 0; i < SET; i++) {
                    if (s.stm[i] != 0) grad[bs + i] += e * tempo * s.stm[i];
                    if (s.other[i] != 0) grad[bo + i] -= e * s.other[i];
                }
                grad[TEMPO + s.stmSet] += e * sum(p, s.stmSet, s.stm) / 100.0;
            }
            for (int i = 0; i < PARAMS; i++) {
                if (!free[i]) continue;
                double gi = grad[i] / data.size();
                m[i] = b1 * m[i] + (1 - b1) * gi;
                v[i] = b2 * v[i] + (1 - b2) * gi * gi;
                double mh = m[i] / (1 - Math.pow(b1, it)), vh = v[i] / (1 - Math.pow(b2, it));
                p[i] -= rate * mh / (Math.sqrt(vh) + 1e-12);
                if (i < TABLE) p[i] = Math.max(0, p[i]);   // weights stay non-negative; threat values may be either
            }
        }
        return p;
    }

    static int tempo(double[] p, int set) {
        return (int) Math.round(p[TEMPO + set]);
    }

    /** The threat value of {@code mask} in one set, rounded. */
    static int threatValue(double[] p, int set, int mask) {
        return (int) Math.round(p[TABLE + set * ThreatTable.SIZE + mask]);
    }

    /** Line weights of one set, rounded, indexed by pattern code. */
    static int[] lineWeights(double[] p, int set) {
        int[] w = new int[Pattern.COUNT];
        for (int c = 0; c < w.length; c++) w[c] = (int) Math.round(p[set * SET + c]);
        return w;
    }

    /** The three-and-two term of one set, rounded. */
    static int threeAndTwo(double[] p, int set) {
        return (int) Math.round(p[set * SET + THREE_AND_TWO]);
    }

    /** Combination weights of one set, rounded, indexed by threat class. */
    static int[] comboWeights(double[] p, int set) {
        int[] w = new int[Threat.COUNT];
        for (int t = 0; t < w.length; t++) w[t] = (int) Math.round(p[set * SET + Pattern.COUNT + t]);
        return w;
    }
}
