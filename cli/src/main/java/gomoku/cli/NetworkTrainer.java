package gomoku.cli;

import gomoku.engine.api.WinChance;
import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.Network;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.Threat;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Trains the evaluation network ({@link Network}) in floating point and quantises it to the
 * engine's file. The float model is the engine's integer one without rounding: per side, a bias plus
 * every empty cell's vector by its cell key, each key's vector the sum of one vector per line code
 * of its four lines plus a correction of its own (held near 0 by an L2 penalty, so that rare
 * combinations lean on their codes); both sums clipped to 0..1, the side to move's first; one
 * clipped hidden layer; a logit out. Loss: cross-entropy against the target, the game result (and a
 * search's win chance when the lines carry a score). With a base, the logit also takes a learned
 * weight (starting at 1) times the classical value over the evaluation scale, so the
 * network learns a correction to the classical evaluation. With contest rows, each side's sum also
 * takes, per empty cell, a vector of its own by the pair of the cell's contest classes (the side's
 * and the other side's, {@link CellTables#contestClasses}). Adam on mini-batches, single-threaded
 * and seeded, so a seed gives the same network every run.
 *
 * <p>A position is kept as the counts of its cells' keys per side (and of their contest rows): all
 * the model needs.
 */
final class NetworkTrainer {
    private static final int KEYS = CellTables.SIZE;
    private static final int CODES = Pattern.COUNT;
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-8;
    /** Step size factors of the code vectors and of the keys' corrections (see {@link #step}). */
    private static final double CODE_RATE = 1.0 / 512;
    private static final double KEY_RATE = 1.0 / 32;
    /** Contest classes and rows a table. */
    private static final int CLASSES = CellTables.CONTEST_CLASSES;
    private static final int CONTEST_ROWS = CLASSES * CLASSES;

    final Rule rule;
    final int dim;
    final int hidden;
    final int tables;
    final int heads;
    final int evalScale;
    /** Whether the classical value is the network's base ({@link Network#baseWeight}). */
    final boolean base;
    /** Whether the network has contest rows ({@link Network#contestClasses}). */
    final boolean contest;
    private final double scoreWeight;
    private final int scoreColumn;

    // Positions: per position its cells' keys with their counts, black's then white's ({@link #add} packs
    // them), the side to move, the target, and the pos string (for the checks after training).
    private final List<int[]> sampleKeys = new ArrayList<>();
    private final List<int[]> sampleCounts = new ArrayList<>();
    /** With contest rows, per position its cells' contest rows with their counts, packed as the keys. */
    private final List<int[]> sampleRows = new ArrayList<>();
    private final List<int[]> sampleRowCounts = new ArrayList<>();
    private final List<Integer> sampleSide = new ArrayList<>();
    private final List<Double> sampleTarget = new ArrayList<>();
    /** The classical value of each position (0 without a base), in evaluation units. */
    private final List<Double> sampleBase = new ArrayList<>();
    private final List<String> samplePos = new ArrayList<>();
    private int skipped;

    // Parameters, flat; with their Adam moments, one layout: see offsets.
    private final double[] param;
    private final double[] grad;
    private final double[] m;
    private final double[] v;
    private final int offBias;
    private final int offCode;
    private final int offKey;
    private final int offContest;
    private final int offW1;
    private final int offB1;
    private final int offW2;
    private final int offB2;
    private final int offAlpha;
    private final double keyLambda;
    /**
     * Where the L2 penalty holds each key's correction and contest row: 0 for a new network, the
     * starting network's values after {@link #startFrom}, indexed as {@link #param}.
     */
    private final double[] anchor;
    private long steps;

    NetworkTrainer(Rule rule, int dim, int hidden, int evalScale, boolean base, boolean contest, int scoreColumn, double scoreWeight,
                   double keyLambda, long seed) {
        this.rule = rule;
        this.dim = dim;
        this.hidden = hidden;
        this.tables = rule == Rule.RENJU ? 2 : 1;
        this.heads = tables;
        this.evalScale = evalScale;
        this.base = base;
        this.contest = contest;
        this.scoreColumn = scoreColumn;
        this.scoreWeight = scoreWeight;
        this.keyLambda = keyLambda;
        int in = 2 * dim;
        offBias = 0;
        offCode = offBias + tables * dim;
        offKey = offCode + tables * CODES * dim;
        offContest = offKey + tables * KEYS * dim;
        // The contest vectors start at 0, so that a new network starts as one without them.
        offW1 = offContest + (contest ? tables * CONTEST_ROWS * dim : 0);
        offB1 = offW1 + heads * hidden * in;
        offW2 = offB1 + heads * hidden;
        offB2 = offW2 + heads * hidden;
        offAlpha = offB2 + heads;
        int n = offAlpha + 1;
        param = new double[n];
        grad = new double[n];
        m = new double[n];
        v = new double[n];
        anchor = new double[n];
        SplittableRandom rnd = new SplittableRandom(seed);
        // A start where the sums sit inside the clip (about 200 empty cells add up) and the units differ.
        for (int i = 0; i < tables * dim; i++) param[offBias + i] = 0.5;
        for (int i = 0; i < tables * CODES * dim; i++) param[offCode + i] = (rnd.nextDouble() - 0.5) * 0.004;
        double w1Range = Math.sqrt(6.0 / (in + hidden));
        for (int i = 0; i < heads * hidden * in; i++) param[offW1 + i] = (rnd.nextDouble() * 2 - 1) * w1Range;
        for (int i = 0; i < heads * hidden; i++) param[offB1 + i] = 0.0;
        for (int i = 0; i < heads * hidden; i++) param[offW2 + i] = (rnd.nextDouble() * 2 - 1) * 0.1;
        param[offAlpha] = base ? 1.0 : 0.0;
    }

    /**
     * Starts from {@code net}'s weights instead of the random ones: its quantised values as floats,
     * each key's vector as the key's own correction (the codes' vectors 0), so that the float model
     * is {@code net} and exporting it before any step gives {@code net} again. The L2 penalty then
     * holds the corrections and contest rows near {@code net}'s instead of near 0. {@code net} must
     * have this trainer's rule set, contest rows, base and scale, and at most its widths.
     *
     * <p>A narrower {@code net} is widened without changing its value: the new sums start as a new
     * network's (bias, random code vectors) but reach the old hidden units through weights of 0, and
     * the new hidden units start with random input weights and an output weight of 0. Training then
     * moves both from there.
     */
    void startFrom(Network net) {
        String shape = net.ruleSet + " " + net.tables + " " + net.heads + " "
                + (net.contestClasses != 0) + " " + (net.baseWeight != 0) + " " + net.evalScale;
        String mine = Network.ruleSetOf(rule) + " " + tables + " " + heads + " " + contest + " " + base + " " + evalScale;
        if (!shape.equals(mine) || net.dim > dim || net.hidden > hidden)
            throw new IllegalArgumentException("the starting network's shape (" + shape + ", " + net.dim + " sums, " + net.hidden
                    + " hidden) does not fit the trainer's (" + mine + ", " + dim + " sums, " + hidden + " hidden)");
        Network.Weights w = net.weights();
        double fs = Network.FEATURE_SCALE, act = Network.ACTIVATION_ONE;
        int od = net.dim, oh = net.hidden, in = 2 * dim;
        double[] fresh = param.clone();
        java.util.Arrays.fill(param, 0);
        for (int t = 0; t < tables; t++) {
            for (int j = 0; j < dim; j++)
                param[offBias + t * dim + j] = j < od ? w.bias()[t * od + j] / fs : fresh[offBias + t * dim + j];
            for (int c = 0; c < CODES; c++)
                for (int j = od; j < dim; j++) param[offCode + (t * CODES + c) * dim + j] = fresh[offCode + (t * CODES + c) * dim + j];
            for (int k = 0; k < KEYS; k++)
                for (int j = 0; j < od; j++) param[offKey + (t * KEYS + k) * dim + j] = w.features()[(t * KEYS + k) * od + j] / fs;
            if (contest)
                for (int r = 0; r < CONTEST_ROWS; r++)
                    for (int j = 0; j < od; j++)
                        param[offContest + (t * CONTEST_ROWS + r) * dim + j] = w.contest()[(t * CONTEST_ROWS + r) * od + j] / fs;
        }
        for (int hd = 0; hd < heads; hd++) {
            for (int h = 0; h < hidden; h++) {
                int row = offW1 + (hd * hidden + h) * in;
                if (h >= oh) {
                    System.arraycopy(fresh, row, param, row, in);
                    continue;
                }
                int old = (hd * oh + h) * 2 * od;
                for (int j = 0; j < od; j++) {
                    param[row + j] = w.w1()[old + j] / (double) Network.HIDDEN_SCALE;
                    param[row + dim + j] = w.w1()[old + od + j] / (double) Network.HIDDEN_SCALE;
                }
                param[offB1 + hd * hidden + h] = w.b1()[hd * oh + h] / (act * Network.HIDDEN_SCALE);
                param[offW2 + hd * hidden + h] = w.w2()[hd * oh + h] / (double) Network.OUTPUT_SCALE;
            }
            param[offB2 + hd] = w.b2()[hd] / (act * Network.OUTPUT_SCALE);
        }
        param[offAlpha] = base ? net.baseWeight / (double) Network.BASE_ONE : 0.0;
        System.arraycopy(param, offKey, anchor, offKey, offW1 - offKey);
    }

    int size() {
        return sampleSide.size();
    }

    int skipped() {
        return skipped;
    }

    String position(int i) {
        return samplePos.get(i);
    }

    /**
     * Reads {@code Position,Move,Result[,...]} lines. The target is the result (0, 1 or 2 for the side to
     * move, as 0 to 1) and, when column {@code scoreColumn} (from 1; 0 for none) holds a number,
     * that search score's win chance weighted by {@code scoreWeight}. Positions with a five to make or
     * to block are left out: the search decides them, not the evaluation.
     */
    void read(InputStream in) throws IOException {
        String[] pos = new String[1];
        SampleLines.read(in, new Board(15, rule), fields -> {
            pos[0] = fields[0].strip();
            return target(fields);
        }, (board, target) -> add(board, target, pos[0]));
    }

    private double target(String[] fields) {
        double t = EvalTuner.result(fields);
        if (scoreColumn > 0 && fields.length >= scoreColumn && scoreWeight > 0) {
            try {
                double score = Double.parseDouble(fields[scoreColumn - 1].strip());
                if (Double.isFinite(score) && Math.abs(score) <= Integer.MAX_VALUE)
                    t = (1 - scoreWeight) * t + scoreWeight * WinChance.forSideToMove((int) Math.round(score));
            } catch (NumberFormatException e) {
                // A column that holds no number (another tool's) gives no score.
            }
        }
        return t;
    }

    private void add(Board board, double target, String pos) {
        int self = board.sideToMove();
        if (board.threatCount(self, Threat.FIVE) > 0 || board.threatCount(self ^ 1, Threat.FIVE) > 0) {
            skipped++;
            return;
        }
        int[][] count = new int[2][KEYS], rowCount = contest ? new int[2][CONTEST_ROWS] : null;
        byte[] blackClass = CellTables.contestClasses(rule, Side.BLACK), whiteClass = CellTables.contestClasses(rule, Side.WHITE);
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int p = Pos.of(x, y);
                if (!board.isEmpty(p)) continue;
                int blackKey = board.cellKey(p, Side.BLACK), whiteKey = board.cellKey(p, Side.WHITE);
                count[Side.BLACK][blackKey]++;
                count[Side.WHITE][whiteKey]++;
                if (!contest) continue;
                int b = blackClass[blackKey], w = whiteClass[whiteKey];
                rowCount[Side.BLACK][b * CLASSES + w]++;
                rowCount[Side.WHITE][w * CLASSES + b]++;
            }
        int[][] packed = pack(count);
        sampleKeys.add(packed[0]);
        sampleCounts.add(packed[1]);
        if (contest) {
            packed = pack(rowCount);
            sampleRows.add(packed[0]);
            sampleRowCounts.add(packed[1]);
        }
        sampleSide.add(self);
        sampleTarget.add(target);
        sampleBase.add(base ? (double) board.classicalValue() : 0.0);
        samplePos.add(pos);
    }

    /**
     * Both sides' counts by index as {indices, counts}: element 0 of the indices is the number of
     * black's, then black's indices that occur, then white's, each with its count at the same place.
     */
    private static int[][] pack(int[][] count) {
        int n0 = 0, n1 = 0;
        for (int k = 0; k < count[0].length; k++) {
            if (count[0][k] > 0) n0++;
            if (count[1][k] > 0) n1++;
        }
        int[] indices = new int[1 + n0 + n1], counts = new int[1 + n0 + n1];
        indices[0] = n0;
        int i = 1;
        for (int s = 0; s < 2; s++)
            for (int k = 0; k < count[s].length; k++)
                if (count[s][k] > 0) {
                    indices[i] = k;
                    counts[i++] = count[s][k];
                }
        return new int[][] {indices, counts};
    }

    // ---------------------------------------------------------------- the float model

    /** Per table, every key's vector (sum of its codes' vectors and its own correction), for the current parameters. */
    private double[] keyVectors() {
        double[] kv = new double[tables * KEYS * dim];
        for (int t = 0; t < tables; t++)
            for (int k = 0; k < KEYS; k++) {
                int o = (t * KEYS + k) * dim;
                for (int j = 0; j < dim; j++) kv[o + j] = param[offKey + o + j];
                for (int i = 0; i < 4; i++) {
                    int c = (t * CODES + CellTables.code(k, i)) * dim;
                    for (int j = 0; j < dim; j++) kv[o + j] += param[offCode + c + j];
                }
            }
        return kv;
    }

    /** Both sides' sums of sample {@code i}: black's at 0, white's at {@code dim}. */
    private double[] sums(int i, double[] kv) {
        int[] keys = sampleKeys.get(i), counts = sampleCounts.get(i);
        double[] acc = new double[2 * dim];
        for (int s = 0; s < 2; s++) {
            int t = tables == 2 ? s : 0;
            for (int j = 0; j < dim; j++) acc[s * dim + j] = param[offBias + t * dim + j];
        }
        for (int p = 1; p < keys.length; p++) {
            int s = p <= keys[0] ? 0 : 1, t = tables == 2 ? s : 0;
            int o = (t * KEYS + keys[p]) * dim;
            for (int j = 0; j < dim; j++) acc[s * dim + j] += counts[p] * kv[o + j];
        }
        if (!contest) return acc;
        int[] rows = sampleRows.get(i), rowCounts = sampleRowCounts.get(i);
        for (int p = 1; p < rows.length; p++) {
            int s = p <= rows[0] ? 0 : 1, t = tables == 2 ? s : 0;
            int o = offContest + (t * CONTEST_ROWS + rows[p]) * dim;
            for (int j = 0; j < dim; j++) acc[s * dim + j] += rowCounts[p] * param[o + j];
        }
        return acc;
    }

    /**
     * The logit of sample {@code i} for its side to move; with {@code g} (the loss's derivative by the
     * logit) not NaN, adds the gradient to {@link #grad} and each key vector's to {@code dKey}.
     */
    private double forward(int i, double[] kv, double g, double[] dKey) {
        int self = sampleSide.get(i);
        int head = heads == 2 ? self : 0, in = 2 * dim;
        double[] acc = sums(i, kv);
        double[] a = new double[in];
        for (int j = 0; j < dim; j++) {
            a[j] = clip(acc[self * dim + j]);
            a[dim + j] = clip(acc[(self ^ 1) * dim + j]);
        }
        double[] z = new double[hidden];
        double baseLogit = sampleBase.get(i) / evalScale;
        double out = param[offB2 + head] + param[offAlpha] * baseLogit;
        for (int h = 0; h < hidden; h++) {
            double s = param[offB1 + head * hidden + h];
            int w = offW1 + (head * hidden + h) * in;
            for (int j = 0; j < in; j++) s += param[w + j] * a[j];
            z[h] = s;
            out += param[offW2 + head * hidden + h] * clip(s);
        }
        if (Double.isNaN(g)) return out;
        grad[offB2 + head] += g;
        grad[offAlpha] += g * baseLogit;
        double[] da = new double[in];
        for (int h = 0; h < hidden; h++) {
            grad[offW2 + head * hidden + h] += g * clip(z[h]);
            if (z[h] <= 0 || z[h] >= 1) continue;
            double dz = g * param[offW2 + head * hidden + h];
            grad[offB1 + head * hidden + h] += dz;
            int w = offW1 + (head * hidden + h) * in;
            for (int j = 0; j < in; j++) {
                grad[w + j] += dz * a[j];
                da[j] += dz * param[w + j];
            }
        }
        double[] dAcc = new double[2 * dim];
        for (int j = 0; j < dim; j++) {
            double x = acc[self * dim + j], y = acc[(self ^ 1) * dim + j];
            if (x > 0 && x < 1) dAcc[self * dim + j] = da[j];
            if (y > 0 && y < 1) dAcc[(self ^ 1) * dim + j] = da[dim + j];
        }
        for (int s = 0; s < 2; s++) {
            int t = tables == 2 ? s : 0;
            for (int j = 0; j < dim; j++) grad[offBias + t * dim + j] += dAcc[s * dim + j];
        }
        int[] keys = sampleKeys.get(i), counts = sampleCounts.get(i);
        for (int p = 1; p < keys.length; p++) {
            int s = p <= keys[0] ? 0 : 1, t = tables == 2 ? s : 0;
            int o = (t * KEYS + keys[p]) * dim;
            for (int j = 0; j < dim; j++) dKey[o + j] += counts[p] * dAcc[s * dim + j];
        }
        if (!contest) return out;
        int[] rows = sampleRows.get(i), rowCounts = sampleRowCounts.get(i);
        for (int p = 1; p < rows.length; p++) {
            int s = p <= rows[0] ? 0 : 1, t = tables == 2 ? s : 0;
            int o = offContest + (t * CONTEST_ROWS + rows[p]) * dim;
            for (int j = 0; j < dim; j++) grad[o + j] += rowCounts[p] * dAcc[s * dim + j];
        }
        return out;
    }

    private static double clip(double x) {
        return x < 0 ? 0 : Math.min(x, 1);
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** Both sides' sums of sample {@code i} in the float model, black's then white's, {@code dim} each: for checks. */
    double[] floatSums(int i) {
        return sums(i, keyVectors());
    }

    /** The float model's evaluation of sample {@code i} in evaluation units (the logit times the scale). */
    double floatValue(int i) {
        return forward(i, keyVectors(), Double.NaN, null) * evalScale;
    }

    /** Mean cross-entropy of the samples {@code idx[from..to)}. */
    double loss(int[] idx, int from, int to) {
        double[] kv = keyVectors();
        double sum = 0;
        for (int n = from; n < to; n++) {
            int i = idx[n];
            double p = sigmoid(forward(i, kv, Double.NaN, null)), y = sampleTarget.get(i);
            p = Math.min(1 - 1e-12, Math.max(1e-12, p));
            sum -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
        }
        return to > from ? sum / (to - from) : 0;
    }

    /** One Adam step on the samples {@code idx[from..to)}. */
    void step(int[] idx, int from, int to, double rate) {
        java.util.Arrays.fill(grad, 0);
        double[] kv = keyVectors();
        double[] dKey = new double[tables * KEYS * dim];
        int n = to - from;
        for (int b = from; b < to; b++) {
            int i = idx[b];
            double out = forward(i, kv, Double.NaN, null);
            forward(i, kv, (sigmoid(out) - sampleTarget.get(i)) / n, dKey);
        }
        // A key's vector is its codes' vectors plus its own correction: both take its gradient.
        for (int t = 0; t < tables; t++)
            for (int k = 0; k < KEYS; k++) {
                int o = (t * KEYS + k) * dim;
                for (int j = 0; j < dim; j++) grad[offKey + o + j] += dKey[o + j] + keyLambda * (param[offKey + o + j] - anchor[offKey + o + j]);
                for (int c = 0; c < 4; c++) {
                    int co = (t * CODES + CellTables.code(k, c)) * dim;
                    for (int j = 0; j < dim; j++) grad[offCode + co + j] += dKey[o + j];
                }
            }
        // The contest vectors overlap the keys' (a key already tells its own side's class): the same
        // penalty leaves to them only what the keys cannot say.
        for (int p = offContest; p < offW1; p++) grad[p] += keyLambda * (param[p] - anchor[p]);
        steps++;
        double c1 = 1 - Math.pow(BETA1, steps), c2 = 1 - Math.pow(BETA2, steps);
        for (int p = 0; p < param.length; p++) {
            m[p] = BETA1 * m[p] + (1 - BETA1) * grad[p];
            v[p] = BETA2 * v[p] + (1 - BETA2) * grad[p] * grad[p];
            // Adam moves every weight by about the step size: a code's vector counts about 800 times
            // in a sum (200 cells, four lines) and a key's a few times, so theirs are made smaller, or
            // one step would push every sum out of the clip. A contest vector counts like a key's:
            // the commonest (two quiet sides) about as often as the commonest keys, the contested
            // threes and fours as rarely as rare keys; so it takes the keys' step.
            double r = p < offCode || p >= offW1 ? rate : p < offKey ? rate * CODE_RATE : rate * KEY_RATE;
            param[p] -= r * (m[p] / c1) / (Math.sqrt(v[p] / c2) + EPSILON);
        }
    }

    /**
     * Training and held-out positions: every tenth block of 200 positions is held out, so that most of
     * a game's positions stay on one side. Returns {train..., held out...} and the train count.
     */
    int[] split(int[] trainCount) {
        int[] order = new int[size()];
        int t = 0, h = 0;
        List<Integer> held = new ArrayList<>();
        for (int i = 0; i < size(); i++) {
            if (i / 200 % 10 == 9 || size() < 2000 && i % 10 == 9) held.add(i);
            else order[t++] = i;
        }
        trainCount[0] = t;
        for (int i : held) order[t + h++] = i;
        return order;
    }

    /** Shuffles {@code idx[0..n)} with {@code rnd}. */
    static void shuffle(int[] idx, int n, SplittableRandom rnd) {
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1), x = idx[i];
            idx[i] = idx[j];
            idx[j] = x;
        }
    }

    // ---------------------------------------------------------------- export

    /** The quantised network of the current parameters. */
    Network export() {
        int in = 2 * dim;
        int act = Network.ACTIVATION_ONE;
        int[] bias = new int[tables * dim];
        short[] features = new short[tables * KEYS * dim];
        for (int i = 0; i < bias.length; i++) bias[i] = toInt(param[offBias + i] * Network.FEATURE_SCALE);
        double[] kv = keyVectors();
        for (int i = 0; i < features.length; i++) features[i] = toShort(kv[i] * Network.FEATURE_SCALE);
        // Same scale as the features: a contest row is added to the same sums.
        short[] contestRows = new short[offW1 - offContest];
        for (int i = 0; i < contestRows.length; i++) contestRows[i] = toShort(param[offContest + i] * Network.FEATURE_SCALE);
        short[] w1 = new short[heads * hidden * in], w2 = new short[heads * hidden];
        int[] b1 = new int[heads * hidden], b2 = new int[heads];
        for (int i = 0; i < w1.length; i++) w1[i] = toShort(param[offW1 + i] * Network.HIDDEN_SCALE);
        for (int i = 0; i < b1.length; i++) b1[i] = toInt(param[offB1 + i] * act * Network.HIDDEN_SCALE);
        for (int i = 0; i < w2.length; i++) w2[i] = toShort(param[offW2 + i] * Network.OUTPUT_SCALE);
        for (int i = 0; i < b2.length; i++) b2[i] = toInt(param[offB2 + i] * act * Network.OUTPUT_SCALE);
        int baseWeight = base ? (int) Math.max(1, Math.min(8 * Network.BASE_ONE, Math.round(param[offAlpha] * Network.BASE_ONE))) : 0;
        return new Network(Network.ruleSetOf(rule), dim, tables, hidden, heads, evalScale, baseWeight, contest ? CLASSES : 0,
                bias, features, contestRows, w1, b1, w2, b2);
    }

    private static int toInt(double x) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Math.round(x)));
    }

    private static short toShort(double x) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(x)));
    }
}
