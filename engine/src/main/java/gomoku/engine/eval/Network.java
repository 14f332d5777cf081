package gomoku.engine.eval;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.pattern.CellTables;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.zip.CRC32;

/**
 * The weights of the evaluation network, immutable once built, shared by every board of a rule.
 *
 * <p>The network: every empty cell's four line codes, for each side, pick a feature vector of
 * {@code dim} values by the cell's {@link CellTables#key} (the combination of its four codes, in
 * any order); the trainer makes each such vector the sum of one vector per code, one for each of
 * the four directions, plus a correction of the combination's own, and stores the sums. The cells'
 * vectors plus a bias make that side's accumulator.
 * The board keeps both accumulators up to date as stones come and go ({@link NetworkAccumulator}).
 * The head reads the side to move's accumulator and then the other side's, each clipped to 0..1,
 * through one hidden layer of {@code hidden} clipped units to one output: the side to move's
 * chance to win as a logit, times {@code evalScale} in evaluation units. A network may also lean on
 * the classical evaluation: with a {@code baseWeight} above 0 its output is a correction added to
 * that weight (in {@link #BASE_ONE}ths) times the classical value (cell values plus the threat
 * term, {@link gomoku.engine.board.Board#networkValue}), so that it needs to learn only what the
 * classical evaluation misses. Renju has a feature table
 * per colour (its black cells have codes of their own) and a head per colour to move; freestyle and
 * standard share one network with one table and one head, as they share their cell values.
 *
 * <p>A network may also have contest rows: a cell's key for one side cannot tell a point that is
 * strong for both sides (a contested point) from two points each strong for one side. Each feature
 * table then has a row per pair of {@link CellTables#CONTEST_CLASSES contest classes}, and every
 * empty cell also adds, to each side's sum, the row of (the class of its key for that side, the
 * class of its key for the other side) from that side's table: row {@code selfClass * K +
 * oppoClass}, K the number of classes.
 *
 * <p>Integers throughout: features, contest rows and weights int16, biases and the board's sums
 * int32 (the constructor checks that no sum can leave 32 bits on the largest board), the head's
 * sums int64. Features and sums carry the factor {@link #FEATURE_SCALE}, a fine one (a sum
 * adds about 200 cells' rounding errors, and a feature rarely needs to reach 1); a clipped sum is
 * an activation of 0 to {@link #ACTIVATION_ONE}; the weights of the hidden layer and of the output
 * carry {@link #HIDDEN_SCALE} and {@link #OUTPUT_SCALE}. The trainer ({@code gomoku train})
 * quantises with the same constants.
 *
 * <p>File format (big-endian, as {@link DataOutputStream} writes it):
 *
 * <pre>
 * bytes  what
 * 4      magic "GMNN"
 * 4      version: 1; 2 with a base weight; 3 with contest rows (the oldest that holds the network)
 * 4      rule set: 0 freestyle and standard, 1 renju
 * 4      keys: cell keys (CellTables.SIZE, 1365)
 * 4      dim: accumulator width, 1 to 64
 * 4      tables: 1 (both colours) or 2 (black's, then white's)
 * 4      hidden: units of the hidden layer, 1 to 64
 * 4      heads: 1 (either side to move) or 2 (black to move, then white)
 * 4      evalScale: evaluation units per logit
 * 4      baseWeight (versions 2 and 3; 0 in version 1): the classical evaluation's weight, 1024 = 1
 * 4      contestClasses (version 3 only; 0 before): K, 0 for no contest rows or CONTEST_CLASSES (11)
 * per table: int32 bias[dim], int16 feature[keys][dim], then int16 contest[K * K][dim] (row
 *            selfClass * K + oppoClass; none when K is 0)
 * per head:  int16 w1[hidden][2 * dim], int32 b1[hidden], int16 w2[hidden], int32 b2
 * 4      CRC-32 of every byte before it
 * </pre>
 */
public final class Network {
    public static final int MAGIC = 'G' << 24 | 'M' << 16 | 'N' << 8 | 'N';
    /**
     * The newest file version. A network is written in the oldest version that holds it (1 without
     * a base weight or contest rows, 2 with a base weight only), so older files keep their bytes.
     */
    public static final int VERSION = 3;
    /** A base weight of 1.0: the classical value counted as it is. */
    public static final int BASE_ONE = 1024;
    /** A feature or a sum of 1.0. */
    public static final int FEATURE_SCALE = 32768;
    /** A clipped activation of 1.0: a sum's factor shifted right by {@link #FEATURE_SHIFT}. */
    public static final int ACTIVATION_ONE = 4096;
    private static final int FEATURE_SHIFT = 3;
    /** Factor of the hidden layer's weights: a hidden sum is divided by it back to activation units. */
    public static final int HIDDEN_SCALE = 1024;
    /** Factor of the output weights. */
    public static final int OUTPUT_SCALE = 1024;
    /** Largest accumulator width and hidden layer: keeps every int32 sum clear of overflow. */
    public static final int MAX_DIM = 64;
    public static final int RULES_FREESTYLE = 0;
    public static final int RULES_RENJU = 1;

    public final int ruleSet;
    public final int dim;
    public final int tables;
    public final int hidden;
    public final int heads;
    public final int evalScale;
    /** The classical evaluation's weight in the value, in {@link #BASE_ONE}ths; 0 for none. */
    public final int baseWeight;
    /** Contest classes K: 0 for no contest rows, else {@link CellTables#CONTEST_CLASSES}. */
    public final int contestClasses;
    private final int[] bias;
    private final short[] features;
    /** Per table, {@code K * K} contest rows of {@code dim}; empty without contest rows. */
    private final short[] contest;
    private final short[] w1;
    private final int[] b1;
    private final short[] w2;
    private final int[] b2;
    /**
     * Per colour, the summed feature vector of each {@link CellTables#key} as an int row of its own,
     * {@code keyRows[side][key][j]}: the board adds and subtracts these in loops C2 vectorizes only
     * over arrays indexed from 0 (see {@link #w1Rows}).
     */
    private final int[][][] keyRows = new int[2][][];
    /** Per colour, the contest rows as int rows ({@code contestRows[side][selfClass * K + oppoClass]}); null without. */
    private final int[][][] contestRows = new int[2][][];
    /**
     * {@link #w1} transposed, per head and input: {@code w1Rows[head][j][h]} is input {@code j}'s
     * weight in hidden unit {@code h}. One int array a row, indexed from 0, because C2 (JDK 17)
     * vectorizes {@code z[h] += row[h] * a} only when both arrays share the index: with the row at
     * an offset in one flat array the loop runs scalar.
     */
    private final int[][][] w1Rows;

    /** A network without contest rows from its quantised weights, laid out as the file stores them; checks the dimensions. */
    public Network(int ruleSet, int dim, int tables, int hidden, int heads, int evalScale, int baseWeight,
                   int[] bias, short[] features, short[] w1, int[] b1, short[] w2, int[] b2) {
        this(ruleSet, dim, tables, hidden, heads, evalScale, baseWeight, 0, bias, features, new short[0], w1, b1, w2, b2);
    }

    /**
     * A network from its quantised weights, laid out as the file stores them, with {@code
     * contestClasses} (0 or {@link CellTables#CONTEST_CLASSES}) classes of contest rows, {@code
     * contest} holding each table's {@code K * K} rows one after the other; checks the dimensions.
     */
    public Network(int ruleSet, int dim, int tables, int hidden, int heads, int evalScale, int baseWeight,
                   int contestClasses, int[] bias, short[] features, short[] contest, short[] w1, int[] b1, short[] w2, int[] b2) {
        if (ruleSet != RULES_FREESTYLE && ruleSet != RULES_RENJU) throw new IllegalArgumentException("unknown rule set " + ruleSet);
        if (dim < 1 || dim > MAX_DIM) throw new IllegalArgumentException("dim " + dim + " must be 1 to " + MAX_DIM);
        if (hidden < 1 || hidden > MAX_DIM) throw new IllegalArgumentException("hidden " + hidden + " must be 1 to " + MAX_DIM);
        if (tables != 1 && tables != 2) throw new IllegalArgumentException("tables " + tables + " must be 1 or 2");
        if (heads != 1 && heads != 2) throw new IllegalArgumentException("heads " + heads + " must be 1 or 2");
        if (evalScale < 1 || evalScale > 10_000) throw new IllegalArgumentException("evalScale " + evalScale + " must be 1 to 10000");
        if (baseWeight < 0 || baseWeight > 8 * BASE_ONE) throw new IllegalArgumentException("baseWeight " + baseWeight + " must be 0 to " + 8 * BASE_ONE);
        if (contestClasses != 0 && contestClasses != CellTables.CONTEST_CLASSES)
            throw new IllegalArgumentException("contestClasses " + contestClasses + " must be 0 or " + CellTables.CONTEST_CLASSES);
        checkLength("bias", bias.length, tables * dim);
        checkLength("features", features.length, tables * CellTables.SIZE * dim);
        checkLength("contest", contest.length, tables * contestClasses * contestClasses * dim);
        checkLength("w1", w1.length, heads * hidden * 2 * dim);
        checkLength("b1", b1.length, heads * hidden);
        checkLength("w2", w2.length, heads * hidden);
        checkLength("b2", b2.length, heads);
        this.ruleSet = ruleSet;
        this.dim = dim;
        this.tables = tables;
        this.hidden = hidden;
        this.heads = heads;
        this.evalScale = evalScale;
        this.baseWeight = baseWeight;
        this.contestClasses = contestClasses;
        this.bias = bias.clone();
        this.features = features.clone();
        this.contest = contest.clone();
        this.w1 = w1.clone();
        this.b1 = b1.clone();
        this.w2 = w2.clone();
        this.b2 = b2.clone();
        for (int u = 0; u < heads * hidden; u++)
            if (!fitsInt(u)) throw new IllegalArgumentException("hidden unit " + u + "'s weights too large for 32-bit sums");
        for (int t = 0; t < tables; t++)
            for (int j = 0; j < dim; j++)
                if (!sumFitsInt(t, j)) throw new IllegalArgumentException("table " + t + "'s bias " + j + " too large for 32-bit sums");
        int rows = contestClasses * contestClasses;
        for (int t = 0; t < tables; t++) {
            keyRows[t] = new int[CellTables.SIZE][dim];
            for (int key = 0; key < CellTables.SIZE; key++)
                for (int j = 0; j < dim; j++) keyRows[t][key][j] = features[(t * CellTables.SIZE + key) * dim + j];
            if (rows == 0) continue;
            contestRows[t] = new int[rows][dim];
            for (int r = 0; r < rows; r++)
                for (int j = 0; j < dim; j++) contestRows[t][r][j] = contest[(t * rows + r) * dim + j];
        }
        if (tables == 1) {
            keyRows[1] = keyRows[0];
            contestRows[1] = contestRows[0];
        }
        w1Rows = new int[heads][2 * dim][hidden];
        for (int head = 0; head < heads; head++)
            for (int h = 0; h < hidden; h++)
                for (int j = 0; j < 2 * dim; j++) w1Rows[head][j][h] = w1[(head * hidden + h) * 2 * dim + j];
    }

    /**
     * The quantised weights as the file stores them (copies): for a trainer that starts from this
     * network ({@code gomoku train --init}).
     */
    public record Weights(int[] bias, short[] features, short[] contest, short[] w1, int[] b1, short[] w2, int[] b2) {}

    /** A copy of the quantised weights, laid out as the constructor takes them. */
    public Weights weights() {
        return new Weights(bias.clone(), features.clone(), contest.clone(), w1.clone(), b1.clone(), w2.clone(), b2.clone());
    }

    /** Whether hidden unit {@code u}'s sum stays within 32 bits for any activations of 0 to {@link #ACTIVATION_ONE}. */
    private boolean fitsInt(int u) {
        long bound = Math.abs((long) b1[u]);
        for (int j = 0; j < 2 * dim; j++) bound += (long) Math.abs(w1[u * 2 * dim + j]) * ACTIVATION_ONE;
        return bound <= Integer.MAX_VALUE;
    }

    /**
     * Whether table {@code t}'s sum {@code j} stays within 32 bits on any board: its bias plus, for
     * each cell of the largest board, the largest feature and the largest contest row.
     */
    private boolean sumFitsInt(int t, int j) {
        int rows = contestClasses * contestClasses;
        long feature = 0, row = 0;
        for (int key = 0; key < CellTables.SIZE; key++)
            feature = Math.max(feature, Math.abs(features[(t * CellTables.SIZE + key) * dim + j]));
        for (int r = 0; r < rows; r++) row = Math.max(row, Math.abs(contest[(t * rows + r) * dim + j]));
        long cells = (long) Pos.MAX_SIZE * Pos.MAX_SIZE;
        return Math.abs((long) bias[t * dim + j]) + cells * (feature + row) <= Integer.MAX_VALUE;
    }

    private static void checkLength(String what, int length, int expected) {
        if (length != expected) throw new IllegalArgumentException(what + " has " + length + " values, not " + expected);
    }

    /** The rule set whose network a board of {@code rule} uses. */
    public static int ruleSetOf(Rule rule) {
        return rule == Rule.RENJU ? RULES_RENJU : RULES_FREESTYLE;
    }

    /** The network shipped for {@code rule}, loaded from the classpath the first time it is asked for. */
    public static Network forRule(Rule rule) {
        return rule == Rule.RENJU ? Renju.NETWORK : Freestyle.NETWORK;
    }

    /** Loads on first use, so that a classical search never reads the network files. */
    private static final class Freestyle {
        static final Network NETWORK = loadResource("network-freestyle.bin", RULES_FREESTYLE);
    }

    private static final class Renju {
        static final Network NETWORK = loadResource("network-renju.bin", RULES_RENJU);
    }

    private static Network loadResource(String name, int ruleSet) {
        try (InputStream in = Network.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing resource " + name);
            Network n = read(in);
            if (n.ruleSet != ruleSet) throw new IllegalStateException(name + ": a network of rule set " + n.ruleSet);
            return n;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(name + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a network file; a wrong magic, version or dimension, a short file, trailing bytes or a
     * checksum that does not match is an {@link IllegalArgumentException} saying which.
     */
    public static Network read(InputStream in) throws IOException {
        byte[] bytes = in.readAllBytes();
        if (bytes.length < 40) throw new IllegalArgumentException("network file too short (" + bytes.length + " bytes)");
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        int stored = (bytes[bytes.length - 4] & 0xFF) << 24 | (bytes[bytes.length - 3] & 0xFF) << 16
                | (bytes[bytes.length - 2] & 0xFF) << 8 | bytes[bytes.length - 1] & 0xFF;
        DataInputStream data = new DataInputStream(new java.io.ByteArrayInputStream(bytes, 0, bytes.length - 4));
        if (data.readInt() != MAGIC) throw new IllegalArgumentException("not a network file (bad magic)");
        int version = data.readInt();
        if (version < 1 || version > VERSION) throw new IllegalArgumentException("network file version " + version + ", expected 1 to " + VERSION);
        if ((int) crc.getValue() != stored)
            throw new IllegalArgumentException(String.format("network file checksum mismatch: stored %08x, computed %08x", stored, (int) crc.getValue()));
        int ruleSet = data.readInt(), keys = data.readInt(), dim = data.readInt(), tables = data.readInt(),
                hidden = data.readInt(), heads = data.readInt(), evalScale = data.readInt();
        int baseWeight = version == 1 ? 0 : data.readInt();
        int contestClasses = version < 3 ? 0 : data.readInt();
        if (keys != CellTables.SIZE) throw new IllegalArgumentException("network file has " + keys + " cell keys, expected " + CellTables.SIZE);
        if (contestClasses != 0 && contestClasses != CellTables.CONTEST_CLASSES)
            throw new IllegalArgumentException("network file has " + contestClasses + " contest classes, expected 0 or " + CellTables.CONTEST_CLASSES);
        if (dim < 1 || dim > MAX_DIM || hidden < 1 || hidden > MAX_DIM || tables < 1 || tables > 2 || heads < 1 || heads > 2)
            throw new IllegalArgumentException("network file dimensions out of range: dim " + dim + ", tables " + tables
                    + ", hidden " + hidden + ", heads " + heads);
        int rows = contestClasses * contestClasses;
        int expected = 32 + 4 * version + tables * (2 + keys + rows) * dim * 2 + heads * (hidden * 2 * dim * 2 + hidden * 4 + hidden * 2 + 4);
        if (bytes.length - 4 != expected)
            throw new IllegalArgumentException("network file has " + (bytes.length - 4) + " bytes of data, its dimensions need " + expected);
        int[] bias = new int[tables * dim];
        short[] features = new short[tables * keys * dim], contest = new short[tables * rows * dim];
        for (int t = 0; t < tables; t++) {
            for (int j = 0; j < dim; j++) bias[t * dim + j] = data.readInt();
            readShorts(data, features, t * keys * dim, keys * dim);
            readShorts(data, contest, t * rows * dim, rows * dim);
        }
        short[] w1 = new short[heads * hidden * 2 * dim], w2 = new short[heads * hidden];
        int[] b1 = new int[heads * hidden], b2 = new int[heads];
        for (int h = 0; h < heads; h++) {
            readShorts(data, w1, h * hidden * 2 * dim, hidden * 2 * dim);
            for (int i = 0; i < hidden; i++) b1[h * hidden + i] = data.readInt();
            readShorts(data, w2, h * hidden, hidden);
            b2[h] = data.readInt();
        }
        return new Network(ruleSet, dim, tables, hidden, heads, evalScale, baseWeight, contestClasses, bias, features, contest, w1, b1, w2, b2);
    }

    private static void readShorts(DataInputStream data, short[] to, int from, int count) throws IOException {
        try {
            for (int i = 0; i < count; i++) to[from + i] = data.readShort();
        } catch (EOFException e) {
            throw new IllegalArgumentException("network file ends early");
        }
    }

    /** Writes the file {@link #read} reads. */
    public void write(OutputStream out) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(buffer);
        int version = contestClasses != 0 ? 3 : baseWeight != 0 ? 2 : 1;
        for (int v : new int[] {MAGIC, version, ruleSet, CellTables.SIZE, dim, tables, hidden, heads, evalScale}) data.writeInt(v);
        if (version >= 2) data.writeInt(baseWeight);
        if (version >= 3) data.writeInt(contestClasses);
        int rows = contestClasses * contestClasses;
        for (int t = 0; t < tables; t++) {
            for (int j = 0; j < dim; j++) data.writeInt(bias[t * dim + j]);
            for (int i = 0; i < CellTables.SIZE * dim; i++) data.writeShort(features[t * CellTables.SIZE * dim + i]);
            for (int i = 0; i < rows * dim; i++) data.writeShort(contest[t * rows * dim + i]);
        }
        for (int h = 0; h < heads; h++) {
            for (int i = 0; i < hidden * 2 * dim; i++) data.writeShort(w1[h * hidden * 2 * dim + i]);
            for (int i = 0; i < hidden; i++) data.writeInt(b1[h * hidden + i]);
            for (int i = 0; i < hidden; i++) data.writeShort(w2[h * hidden + i]);
            data.writeInt(b2[h]);
        }
        data.flush();
        CRC32 crc = new CRC32();
        byte[] bytes = buffer.toByteArray();
        crc.update(bytes);
        out.write(bytes);
        new DataOutputStream(out).writeInt((int) crc.getValue());
        out.flush();
    }

    // ---------------------------------------------------------------- inference

    /** The summed feature vectors by cell key for {@code side}'s cells, a row a key: shared, never to be written. */
    int[][] keyRows(int side) {
        return keyRows[side];
    }

    /**
     * The contest rows added to {@code side}'s sum, row {@code selfClass * K + oppoClass}: shared,
     * never to be written; null for a network without contest rows.
     */
    int[][] contestRows(int side) {
        return contestRows[side];
    }

    /** The accumulator's starting value for {@code side} (the bias), into {@code acc}. */
    void initAccumulator(int side, int[] acc) {
        int t = tables == 2 ? side : 0;
        System.arraycopy(bias, t * dim, acc, 0, dim);
    }

    /** The length of the {@code scratch} array {@link #value} needs. */
    int scratchLength() {
        return hidden + 2 * (2 * dim + 3);
    }

    /**
     * The value for the side to move {@code self} from its accumulator {@code own} and the other
     * side's {@code other}, in evaluation units; {@code scratch} ({@link #scratchLength} values) is
     * the caller's room for the hidden sums and the inputs. Allocates nothing.
     */
    int value(int self, int[] own, int[] other, int[] scratch) {
        int head = heads == 2 ? self : 0;
        int hidden = this.hidden;
        // The hidden sums at 0 (the vectorized loop below needs them there), then the inputs whose
        // activation is not 0 as (input, activation) pairs: the others add nothing.
        int[] z = scratch;
        int first = hidden, end = pickActive(own, 0, scratch, first);
        end = pickActive(other, dim, scratch, end);
        // Padded to whole groups of four by inputs of activation 0.
        while ((end - first) % 8 != 0) {
            scratch[end++] = 0;
            scratch[end++] = 0;
        }
        int[][] rows = w1Rows[head];
        System.arraycopy(b1, head * hidden, z, 0, hidden);
        for (int k = first; k < end; k += 8) {
            int[] r0 = rows[scratch[k]], r1 = rows[scratch[k + 2]], r2 = rows[scratch[k + 4]], r3 = rows[scratch[k + 6]];
            int a0 = scratch[k + 1], a1 = scratch[k + 3], a2 = scratch[k + 5], a3 = scratch[k + 7];
            // Four inputs a pass: over a few dozen units a vectorized pass is mostly loop overhead
            // (one input a pass took 1.6 times as long).
            // Int sums wrap, so any order of the terms gives the same sum, and the constructor keeps
            // each unit's sum within 32 bits (see fitsInt): it equals the sum taken in longs.
            for (int h = 0; h < hidden; h++) z[h] += r0[h] * a0 + r1[h] * a1 + r2[h] * a2 + r3[h] * a3;
        }
        long out = b2[head];
        for (int h = 0; h < hidden; h++) out += (long) w2[head * hidden + h] * clip(z[h] / HIDDEN_SCALE);
        return (int) (out * evalScale / ((long) ACTIVATION_ONE * OUTPUT_SCALE));
    }

    /**
     * Appends the (input, activation) pairs of the sums {@code acc}, numbered from input
     * {@code input}, whose activation is not 0, to {@code to} at {@code at}; returns the end.
     */
    private int pickActive(int[] acc, int input, int[] to, int at) {
        for (int j = 0; j < dim; j++) {
            int a = clipSum(acc[j]);
            if (a == 0) continue;
            to[at++] = input + j;
            to[at++] = a;
        }
        return at;
    }

    /** A sum clipped to 0..1, as an activation. */
    private static int clipSum(int v) {
        return v < 0 ? 0 : Math.min(v, FEATURE_SCALE) >> FEATURE_SHIFT;
    }

    private static int clip(int v) {
        return v < 0 ? 0 : Math.min(v, ACTIVATION_ONE);
    }
}
