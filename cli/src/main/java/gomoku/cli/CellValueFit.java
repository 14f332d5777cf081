package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.CellValues;
import gomoku.engine.eval.ThreatTable;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Threat;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits the cell value table ({@link CellValues}) and the threat table ({@link ThreatTable}) together
 * to target win chances: the model is the engine's evaluation, the sum over empty cells of the side
 * to move's "self" values minus the other side's "other" values, plus the threat value of the
 * position's threat mask, read as a win chance through the logistic curve at a fixed scale. The
 * cross-entropy against the targets, plus a small L2 penalty that holds rare combinations near 0, is
 * minimised by full-batch Adam.
 *
 * <p>Targets are win chances of the side to move from 0 to 1: game results (0, 1/2, 1), or the
 * judgement of a stronger evaluation, which says much more per position than a result does. Positions
 * where the side to move makes five or a flex four, or must block a five, are left out, as the
 * search never evaluates them.
 */
final class CellValueFit {
    /**
     * Unordered combinations of four line codes ({@link CellTables#key}) but four empty lines (key 0,
     * worth 0, not fitted): one parameter each per side, the dense index being the key minus one.
     */
    static final int COMBOS = CellTables.SIZE - 1;
    /**
     * Adam's floor under a gradient's size: a combination seen in a handful of positions has a tiny
     * gradient, and without the floor Adam would still move it a full step each iteration (it
     * normalises by the gradient's size), so its value would drift far from what its few positions say.
     */
    private static final double ADAM_EPSILON = Double.parseDouble(System.getProperty("fit.eps", "1e-6"));
    /**
     * Parameter blocks: self values, other values, threat values, each once per colour (block 0
     * black's, block 1 white's). Renju fits one table per colour; the other rules use block 0 for both.
     */
    static final int SELF = 0, OTHER = 2 * COMBOS, THREAT = 4 * COMBOS, PARAMS = THREAT + 2 * ThreatTable.SIZE;

    /** The {@link CellTables#key} of dense index {@code d}. */
    static int keyOf(int d) {
        return d + 1;
    }

    /** The parameter index (past {@link #SELF} or {@link #OTHER}, in block 0) of {@code key}'s combination, or -1 for four empty lines. */
    static int denseIndex(int key) {
        return key - 1;
    }

    /**
     * One position: the combinations of the side to move's empty cells and of the other side's, as
     * parallel lists of index (dense index plus the side's colour block) and count; its threat mask
     * plus the side to move's colour block ({@code mask}, an offset into the threat values); the
     * target; and the engine's current evaluation of it (to report the loss before the fit).
     */
    record Sample(int[] selfIds, int[] selfCounts, int[] otherIds, int[] otherCounts, int mask, double target, int engineEval) {}

    private final Rule rule;
    private final List<Sample> samples = new ArrayList<>();
    private int skipped;

    CellValueFit(Rule rule) {
        this.rule = rule;
    }

    /** The parameter block of {@code side}'s tables under {@code rule}: one per colour in renju only. */
    static int block(Rule rule, int side) {
        return rule == Rule.RENJU ? side : 0;
    }

    /** How many colour blocks {@code rule} fits. */
    static int blocks(Rule rule) {
        return rule == Rule.RENJU ? 2 : 1;
    }

    List<Sample> samples() {
        return samples;
    }

    int skipped() {
        return skipped;
    }

    /**
     * Reads {@code Position,Target} lines (pos notation, the side to move's win chance from 0 to 1) or
     * {@code Position,Move,Result} lines (result 0/1/2 for the side to move, as c-gomoku-cli samples;
     * more fields may follow, as in selfplay's files).
     */
    void read(InputStream in) throws IOException {
        SampleLines.read(in, new Board(15, rule), CellValueFit::target, (board, target) -> {
            Sample s = sample(board, target);
            if (s == null) skipped++;
            else samples.add(s);
        });
    }

    private static double target(String[] fields) {
        if (fields.length >= 3) return EvalTuner.result(fields);
        if (fields.length != 2) throw new IllegalArgumentException("expected Position,Target or Position,Move,Result");
        double target;
        try {
            target = Double.parseDouble(fields[1].strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + fields[1] + "' is not a number");
        }
        if (!(target >= 0 && target <= 1)) throw new IllegalArgumentException("the target must be 0 to 1");
        return target;
    }

    /** The features of {@code board}, or null for a position the evaluation is not asked about. */
    static Sample sample(Board board, double target) {
        int self = board.sideToMove(), oppo = self ^ 1;
        if (board.threatCount(self, Threat.FIVE) > 0 || board.threatCount(self, Threat.F4) > 0
                || board.threatCount(oppo, Threat.FIVE) > 0)
            return null;
        int[][] mine = combinations(board, self), theirs = combinations(board, oppo);
        int mask = board.threatMask(self);
        int engineEval = board.evaluate() + ThreatTable.value(board.rule, self, mask);
        return new Sample(mine[0], mine[1], theirs[0], theirs[1], block(board.rule, self) * ThreatTable.SIZE + mask, target, engineEval);
    }

    /** Indices (dense index plus the side's colour block) and counts of the combinations of {@code side}'s empty cells. */
    private static int[][] combinations(Board board, int side) {
        int offset = block(board.rule, side) * COMBOS;
        int[] count = new int[COMBOS];
        int distinct = 0;
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int pos = Pos.of(x, y);
                if (!board.isEmpty(pos)) continue;
                int id = denseIndex(board.cellKey(pos, side));
                if (id >= 0 && count[id]++ == 0) distinct++;
            }
        int[] ids = new int[distinct], counts = new int[distinct];
        for (int id = 0, j = 0; id < COMBOS; id++)
            if (count[id] > 0) {
                ids[j] = offset + id;
                counts[j++] = count[id];
            }
        return new int[][] {ids, counts};
    }

    /** The model's evaluation of {@code s} with parameters {@code p}, in the units of {@code p}. */
    static double evaluate(double[] p, Sample s) {
        double v = p[THREAT + s.mask];
        for (int j = 0; j < s.selfIds.length; j++) v += p[SELF + s.selfIds[j]] * s.selfCounts[j];
        for (int j = 0; j < s.otherIds.length; j++) v -= p[OTHER + s.otherIds[j]] * s.otherCounts[j];
        return v;
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    private static double crossEntropy(double target, double q) {
        q = Math.min(1 - 1e-12, Math.max(1e-12, q));
        return -(target * Math.log(q) + (1 - target) * Math.log(1 - q));
    }

    /** Mean cross-entropy of the model with {@code p} (engine units) at {@code scale} against the targets. */
    static double loss(double[] p, double scale, List<Sample> data) {
        double total = 0;
        for (Sample s : data) total += crossEntropy(s.target, sigmoid(evaluate(p, s) / scale));
        return total / data.size();
    }

    /** The loss no evaluation can beat: the mean entropy of the targets themselves. */
    static double targetEntropy(List<Sample> data) {
        double total = 0;
        for (Sample s : data) total += crossEntropy(s.target, s.target);
        return total / data.size();
    }

    /** The same for the engine's current evaluation. */
    static double engineLoss(double scale, List<Sample> data) {
        double total = 0;
        for (Sample s : data) total += crossEntropy(s.target, sigmoid(s.engineEval / scale));
        return total / data.size();
    }

    /**
     * Fits all parameters from 0 by full-batch Adam, its step falling linearly from {@code rate} to 0,
     * on the cross-entropy at {@code scale} plus
     * {@code lambda} times the mean squared parameter in logit units (parameter / scale) per position.
     * Returns the parameters in engine units. With {@code fixedThreats} (engine units, laid out as the
     * threat block: black to move's masks, then white's), the threat values are held there instead.
     */
    static double[] fit(List<Sample> data, double scale, int iterations, double rate, double lambda, double[] fixedThreats) {
        double[] t = new double[PARAMS], m = new double[PARAMS], v = new double[PARAMS], grad = new double[PARAMS];
        int fitted = fixedThreats == null ? PARAMS : THREAT;
        if (fixedThreats != null)
            for (int i = 0; i < 2 * ThreatTable.SIZE; i++) t[THREAT + i] = fixedThreats[i] / scale;
        double b1 = 0.9, b2 = 0.999;
        int n = data.size();
        for (int it = 1; it <= iterations; it++) {
            java.util.Arrays.fill(grad, 0);
            for (Sample s : data) {
                double e = sigmoid(evaluate(t, s)) - s.target;
                grad[THREAT + s.mask] += e;
                for (int j = 0; j < s.selfIds.length; j++) grad[SELF + s.selfIds[j]] += e * s.selfCounts[j];
                for (int j = 0; j < s.otherIds.length; j++) grad[OTHER + s.otherIds[j]] -= e * s.otherCounts[j];
            }
            double c1 = 1 - Math.pow(b1, it), c2 = 1 - Math.pow(b2, it);
            // The step shrinks linearly to 0: a constant step keeps a full-batch fit bouncing around its minimum.
            double step = rate * (iterations - it + 1) / iterations;
            for (int i = 0; i < fitted; i++) {
                double g = (grad[i] + 2 * lambda * t[i]) / n;
                m[i] = b1 * m[i] + (1 - b1) * g;
                v[i] = b2 * v[i] + (1 - b2) * g * g;
                t[i] -= step * (m[i] / c1) / (Math.sqrt(v[i] / c2) + ADAM_EPSILON);
            }
        }
        for (int i = 0; i < PARAMS; i++) t[i] *= scale;
        return t;
    }

    /** The engine's threat values of {@code rule} in the threat block's layout (for {@link #fit}'s fixed threats). */
    static double[] engineThreats(Rule rule) {
        double[] v = new double[2 * ThreatTable.SIZE];
        for (int side = 0; side < 2; side++)
            for (int mask = 0; mask < ThreatTable.SIZE; mask++)
                v[block(rule, side) * ThreatTable.SIZE + mask] = ThreatTable.value(rule, side, mask);
        return v;
    }

    /** How many positions of {@code data} have each threat mask (the threat block's layout). */
    static int[] maskCounts(List<Sample> data) {
        int[] n = new int[2 * ThreatTable.SIZE];
        for (Sample s : data) n[s.mask]++;
        return n;
    }

    /** How many positions of {@code data} have each combination, on either side. */
    static int[] comboCounts(List<Sample> data) {
        int[] n = new int[2 * COMBOS];
        for (Sample s : data) {
            for (int id : s.selfIds) n[id]++;
            for (int id : s.otherIds) n[id]++;
        }
        return n;
    }

    /** The lines of colour block {@code block}'s cell value file: every combination whose value rounds to something else than 0. */
    static List<String> cellLines(double[] p, int[] comboCounts, int block) {
        List<String> lines = new ArrayList<>();
        for (String which : new String[] {"self", "other"})
            for (int id = 0; id < COMBOS; id++) {
                int at = block * COMBOS + id;
                long value = Math.round(p[(which.equals("self") ? SELF : OTHER) + at]);
                if (value != 0) lines.add(which + " " + CellValues.describe(keyOf(id)) + " " + value + "  # " + comboCounts[at]);
            }
        return lines;
    }

    /** The lines of colour block {@code block}'s threat table file: the masks seen {@code minCount} times or more. */
    static List<String> threatLines(double[] p, int[] maskCounts, int minCount, int block) {
        List<String> lines = new ArrayList<>();
        for (int mask = 0; mask < ThreatTable.SIZE; mask++) {
            int at = block * ThreatTable.SIZE + mask;
            if (maskCounts[at] >= minCount)
                lines.add(mask + " " + Math.round(p[THREAT + at]) + "  # " + maskCounts[at] + ": " + ThreatTable.describe(mask));
        }
        return lines;
    }
}
