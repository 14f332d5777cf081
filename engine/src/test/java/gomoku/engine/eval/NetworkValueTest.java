package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.pattern.CellTables;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The network's inference, however it is arranged for speed, gives exactly the value of the plain
 * definition: every unit's sum in full, truncated to activation units, clipped, weighted.
 */
class NetworkValueTest {
    /**
     * The head read straight from the file format (via {@link Network#write}), evaluated the slow
     * way in longs: nothing shared with {@link Network}'s inference.
     */
    private static final class Reference {
        final int dim, hidden, heads, evalScale;
        final short[] w1, w2;
        final int[] b1, b2;

        Reference(Network net) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                net.write(out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            ByteBuffer in = ByteBuffer.wrap(out.toByteArray());
            in.position(16);
            dim = in.getInt();
            int tables = in.getInt();
            hidden = in.getInt();
            heads = in.getInt();
            evalScale = in.getInt();
            // Version 2 adds the base weight (the head's value does not include the base), version 3
            // the contest classes, whose rows follow each table's features.
            int version = in.getInt(4);
            if (version >= 2) in.getInt();
            int classes = version >= 3 ? in.getInt() : 0;
            in.position(in.position() + tables * (4 * dim + 2 * (CellTables.SIZE + classes * classes) * dim));
            w1 = new short[heads * hidden * 2 * dim];
            w2 = new short[heads * hidden];
            b1 = new int[heads * hidden];
            b2 = new int[heads];
            for (int h = 0; h < heads; h++) {
                for (int i = 0; i < hidden * 2 * dim; i++) w1[h * hidden * 2 * dim + i] = in.getShort();
                for (int i = 0; i < hidden; i++) b1[h * hidden + i] = in.getInt();
                for (int i = 0; i < hidden; i++) w2[h * hidden + i] = in.getShort();
                b2[h] = in.getInt();
            }
        }

        int value(int[] acc, int self) {
            int head = heads == 2 ? self : 0;
            long[] input = new long[2 * dim];
            for (int j = 0; j < dim; j++) {
                input[j] = activation(acc[self * dim + j]);
                input[dim + j] = activation(acc[(1 - self) * dim + j]);
            }
            long out = b2[head];
            for (int h = 0; h < hidden; h++) {
                int unit = head * hidden + h;
                long z = b1[unit];
                for (int j = 0; j < 2 * dim; j++) z += (long) w1[unit * 2 * dim + j] * input[j];
                assertThat(z).as("a unit's sum fits 32 bits").isBetween((long) Integer.MIN_VALUE, (long) Integer.MAX_VALUE);
                // Long division truncates toward zero like the int division it stands for.
                long a = Math.max(0, Math.min(z / Network.HIDDEN_SCALE, Network.ACTIVATION_ONE));
                out += w2[unit] * a;
            }
            return (int) (out * evalScale / ((long) Network.ACTIVATION_ONE * Network.OUTPUT_SCALE));
        }

        private static long activation(int sum) {
            return (long) Math.max(0, Math.min(sum, Network.FEATURE_SCALE)) * Network.ACTIVATION_ONE / Network.FEATURE_SCALE;
        }
    }

    @Test
    void value_randomNetworks_matchesReference() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int n = 0; n < 150; n++) {
            Network net = randomNetwork(rnd);
            assertMatchesOnRandomSums(net, new Reference(net), rnd, 40);
        }
    }

    @Test
    void value_shippedAndFixtureNetworks_matchesReference() {
        SplittableRandom rnd = new SplittableRandom(12);
        Network[] nets = {Network.forRule(Rule.FREESTYLE), Network.forRule(Rule.RENJU),
                NetworkFiles.load("fixture-freestyle.bin"), NetworkFiles.load("fixture-renju.bin")};
        for (Network net : nets) assertMatchesOnRandomSums(net, new Reference(net), rnd, 3000);
    }

    @Test
    void networkValue_playedPositions_matchesReference() {
        SplittableRandom rnd = new SplittableRandom(13);
        for (Rule rule : Rule.values()) {
            Network net = Network.forRule(rule);
            Reference ref = new Reference(net);
            int[] acc = new int[2 * net.dim];
            for (int game = 0; game < 20; game++) {
                Board b = new Board(15, rule, net);
                for (int i = 0; i < 120 && b.stoneCount() < 200; i++) {
                    int pos;
                    do pos = Pos.of(rnd.nextInt(15), rnd.nextInt(15)); while (!b.isEmpty(pos));
                    b.makeMove(pos);
                    for (int s = 0; s < 2; s++)
                        for (int j = 0; j < net.dim; j++) acc[s * net.dim + j] = b.networkAccumulator().sum(s, j);
                    assertThat(b.networkValue()).as("%s after %d moves", rule, b.ply()).isEqualTo(ref.value(acc, b.sideToMove()));
                }
            }
        }
    }

    private static void assertMatchesOnRandomSums(Network net, Reference ref, SplittableRandom rnd, int count) {
        int[] scratch = new int[net.scratchLength()];
        for (int k = 0; k < count; k++) {
            int[] acc = randomSums(net.dim, rnd);
            int[] black = java.util.Arrays.copyOfRange(acc, 0, net.dim), white = java.util.Arrays.copyOfRange(acc, net.dim, 2 * net.dim);
            for (int self = 0; self < 2; self++)
                assertThat(self == 0 ? net.value(0, black, white, scratch) : net.value(1, white, black, scratch))
                        .as("dim %d hidden %d heads %d, sums %s, self %d", net.dim, net.hidden, net.heads, java.util.Arrays.toString(acc), self)
                        .isEqualTo(ref.value(acc, self));
        }
    }

    /** Sums below, inside and above the clipped range, some exactly at its ends, some runs of zeros. */
    private static int[] randomSums(int dim, SplittableRandom rnd) {
        int[] acc = new int[2 * dim];
        int mode = rnd.nextInt(6);
        for (int i = 0; i < acc.length; i++) {
            int kind = mode == 0 ? 0 : mode == 1 ? 4 : rnd.nextInt(8);
            acc[i] = switch (kind) {
                case 0 -> -rnd.nextInt(1 << 20);
                case 1 -> 0;
                case 2 -> Network.FEATURE_SCALE;
                case 3 -> rnd.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
                case 4 -> Network.FEATURE_SCALE + rnd.nextInt(1 << 20);
                default -> rnd.nextInt(Network.FEATURE_SCALE + 1);
            };
        }
        return acc;
    }

    /**
     * A network of random shape whose hidden units range from small weights (sums near the clipped
     * range, where truncation shows) to weights at the 32-bit bound the constructor allows.
     */
    private static Network randomNetwork(SplittableRandom rnd) {
        int dim = 1 + rnd.nextInt(Network.MAX_DIM), hidden = 1 + rnd.nextInt(Network.MAX_DIM);
        int tables = 1 + rnd.nextInt(2), heads = 1 + rnd.nextInt(2), in = 2 * dim;
        int[] bias = new int[tables * dim];
        for (int i = 0; i < bias.length; i++) bias[i] = rnd.nextInt(-Network.FEATURE_SCALE, Network.FEATURE_SCALE);
        short[] features = new short[tables * CellTables.SIZE * dim];
        for (int i = 0; i < features.length; i++) features[i] = (short) rnd.nextInt(-4096, 4096);
        short[] w1 = new short[heads * hidden * in], w2 = new short[heads * hidden];
        int[] b1 = new int[heads * hidden], b2 = new int[heads];
        int limit = (int) Math.min(Short.MAX_VALUE, (long) Integer.MAX_VALUE / ((long) Network.ACTIVATION_ONE * in));
        for (int u = 0; u < heads * hidden; u++) {
            int mode = rnd.nextInt(3);
            long bound = 0;
            for (int j = 0; j < in; j++) {
                int w = switch (mode) {
                    case 0 -> rnd.nextInt(-64, 65);
                    case 1 -> rnd.nextBoolean() ? limit : -limit;
                    default -> rnd.nextInt(-limit, limit + 1);
                };
                w1[u * in + j] = (short) w;
                bound += (long) Math.abs(w) * Network.ACTIVATION_ONE;
            }
            long room = Integer.MAX_VALUE - bound;
            long b = mode == 0 ? rnd.nextLong(-(1L << 22), 1L << 22) : rnd.nextLong(-room, room + 1);
            b1[u] = (int) Math.max(-room, Math.min(room, b));
            w2[u] = (short) rnd.nextInt(Short.MIN_VALUE, Short.MAX_VALUE + 1);
        }
        for (int h = 0; h < heads; h++) b2[h] = rnd.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
        // Contest rows now and then: they change the sums, not the head, but move the head in the file.
        int classes = rnd.nextBoolean() ? CellTables.CONTEST_CLASSES : 0;
        short[] contest = NetworkFiles.randomContest(classes == 0 ? 0 : tables, dim, 4096, rnd);
        return new Network(rnd.nextInt(2), dim, tables, hidden, heads, 1 + rnd.nextInt(10_000), 0, classes, bias, features, contest, w1, b1, w2, b2);
    }
}
