package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.bench.Bench;
import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.pattern.CellTables;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/** The network file's loader and the integer inference against the trainer's float model. */
class NetworkTest {
    /**
     * Integer against float: features and sums are rounded to 1/32768, activations to 1/4096, weights
     * to 1/1024; the trainer measured at most about one evaluation unit apart on these networks.
     */
    private static final double TOLERANCE = 3.0;

    @Test
    void integerValue_fixturePositions_matchesTrainerFloatModel() {
        assertMatchesFloatValues("", TOLERANCE);
    }

    /**
     * A contest row rounds as a feature does, and the commonest (two quiet sides) is picked by most
     * cells, so that its rounding counts a hundred times and more in a sum: the trainer measured
     * about twice the plain networks' difference, at most 5 units in freestyle and 10 in renju on
     * 1,000 held-out positions. (A row picked by a wrong class would show in the sums, which the
     * trainer's own test holds to the rounding of each row.)
     */
    @Test
    void integerValue_contestFixturePositions_matchesTrainerFloatModel() {
        assertMatchesFloatValues("-contest", 4 * TOLERANCE);
    }

    /** The fixture networks {@code fixture-RULE{suffix}.bin} against their float values, within {@code tolerance}. */
    private static void assertMatchesFloatValues(String suffix, double tolerance) {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            String id = (rule == Rule.RENJU ? "renju" : "freestyle") + suffix;
            Network net = NetworkFiles.load("fixture-" + id + ".bin");
            assertThat(net.contestClasses).isEqualTo(suffix.isEmpty() ? 0 : CellTables.CONTEST_CLASSES);
            String[] lines = new String(NetworkFiles.bytes("fixture-" + id + "-values.csv"), StandardCharsets.UTF_8).split("\n");
            assertThat(lines).hasSizeGreaterThanOrEqualTo(20);
            for (String line : lines) {
                String[] f = line.split(",");
                GameState g = Bench.parse(rule, 15, f[0]);
                Board b = new Board(15, rule, net);
                for (int i = 0; i < g.moveCount(); i++) b.makeMove(g.move(i));
                assertThat((double) b.networkValue()).as("%s %s", id, f[0]).isCloseTo(Double.parseDouble(f[1]), org.assertj.core.data.Offset.offset(tolerance));
            }
        }
    }

    @Test
    void read_writtenNetwork_roundTripsByteForByte() throws IOException {
        byte[] bytes = NetworkFiles.bytes("fixture-renju.bin");
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        Network.read(new ByteArrayInputStream(bytes)).write(again);
        assertThat(again.toByteArray()).isEqualTo(bytes);
    }

    @Test
    void read_flippedByte_rejectsChecksum() {
        byte[] bytes = NetworkFiles.bytes("fixture-freestyle.bin");
        bytes[bytes.length / 2] ^= 0x10;
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(bytes)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("checksum mismatch");
    }

    @Test
    void read_wrongDimensions_rejectsWithSizes() {
        byte[] bytes = NetworkFiles.bytes("fixture-freestyle.bin");
        // dim (the fifth header field) from 16 to 17, the checksum made to match again.
        ByteBuffer.wrap(bytes).putInt(16, 17);
        resign(bytes);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(bytes)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("its dimensions need");
        ByteBuffer.wrap(bytes).putInt(16, 65);
        resign(bytes);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(bytes)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dimensions out of range");
    }

    @Test
    void read_otherFiles_rejectedClearly() {
        byte[] bytes = NetworkFiles.bytes("fixture-freestyle.bin");
        byte[] shorter = java.util.Arrays.copyOf(bytes, bytes.length - 100);
        resign(shorter);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(shorter))).hasMessageContaining("its dimensions need");
        byte[] text = "# not a network, but long enough to have a header and a checksum".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(text))).hasMessageContaining("bad magic");
        ByteBuffer.wrap(bytes).putInt(4, 4);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(bytes))).hasMessageContaining("version 4");
    }

    @Test
    void read_contestNetwork_roundTripsByteForByteAsVersion3() throws IOException {
        for (String name : new String[] {"fixture-freestyle.bin", "fixture-renju.bin"}) {
            Network plain = NetworkFiles.load(name);
            byte[] bytes = NetworkFiles.withContest(NetworkFiles.bytes(name), NetworkFiles.randomContest(plain.tables, plain.dim, 2000, new SplittableRandom(4)));
            Network net = Network.read(new ByteArrayInputStream(bytes));
            assertThat(net.contestClasses).isEqualTo(CellTables.CONTEST_CLASSES);
            assertThat(net.baseWeight).isZero();
            ByteArrayOutputStream again = new ByteArrayOutputStream();
            net.write(again);
            assertThat(again.toByteArray()).as(name).isEqualTo(bytes);
            assertThat(ByteBuffer.wrap(bytes).getInt(4)).as("version").isEqualTo(3);
        }
    }

    @Test
    void read_versions1And2_loadWithoutContestAndKeepTheirVersion() throws IOException {
        Network v1 = NetworkFiles.load("fixture-freestyle.bin"), v2 = withBase(NetworkFiles.bytes("fixture-freestyle.bin"), 1024);
        for (Network net : new Network[] {v1, v2, Network.forRule(Rule.FREESTYLE)}) {
            assertThat(net.contestClasses).isZero();
            ByteArrayOutputStream again = new ByteArrayOutputStream();
            net.write(again);
            assertThat(ByteBuffer.wrap(again.toByteArray()).getInt(4)).as("version").isEqualTo(net.baseWeight == 0 ? 1 : 2);
        }
    }

    @Test
    void contest_zeroRows_giveExactlyTheValueWithout_otherRowsDiffer() {
        SplittableRandom rnd = new SplittableRandom(5);
        for (Rule rule : Rule.values()) {
            String name = rule == Rule.RENJU ? "fixture-renju.bin" : "fixture-freestyle.bin";
            Network plain = NetworkFiles.load(name);
            short[] zeros = new short[plain.tables * CellTables.CONTEST_CLASSES * CellTables.CONTEST_CLASSES * plain.dim];
            Network zero = NetworkFiles.read(NetworkFiles.withContest(NetworkFiles.bytes(name), zeros));
            Network random = NetworkFiles.read(NetworkFiles.withContest(NetworkFiles.bytes(name), NetworkFiles.randomContest(plain.tables, plain.dim, 2000, rnd)));
            Board p = new Board(15, rule, plain), z = new Board(15, rule, zero), r = new Board(15, rule, random);
            int differing = 0;
            for (int i = 0; i < 60; i++) {
                int pos;
                do pos = Pos.of(rnd.nextInt(15), rnd.nextInt(15)); while (!p.isEmpty(pos));
                for (Board b : new Board[] {p, z, r}) b.makeMove(pos);
                assertThat(z.networkValue()).as("%s after %d moves", rule, i + 1).isEqualTo(p.networkValue());
                for (int s = 0; s < 2; s++)
                    for (int j = 0; j < plain.dim; j++) assertThat(z.networkAccumulator().sum(s, j)).isEqualTo(p.networkAccumulator().sum(s, j));
                if (r.networkAccumulator().sum(0, 0) != p.networkAccumulator().sum(0, 0)) differing++;
            }
            assertThat(differing).as("random contest rows change the sums").isPositive();
        }
    }

    @Test
    void read_badContestClasses_rejected() {
        byte[] bytes = NetworkFiles.bytes("fixture-freestyle.bin");
        Network plain = NetworkFiles.load("fixture-freestyle.bin");
        byte[] v3 = NetworkFiles.withContest(bytes, new short[CellTables.CONTEST_CLASSES * CellTables.CONTEST_CLASSES * plain.dim]);
        ByteBuffer.wrap(v3).putInt(40, 5);
        resign(v3);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(v3))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("5 contest classes, expected 0 or 11");
        // A version 2 file relabelled version 3: its first feature is read as the number of classes, its length is off.
        byte[] relabelled = java.util.Arrays.copyOf(v3, v3.length);
        ByteBuffer.wrap(relabelled).putInt(40, 0);
        resign(relabelled);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(relabelled))).hasMessageContaining("its dimensions need");
    }

    @Test
    void constructor_contestOfWrongShape_refused() {
        int dim = 2, hidden = 2, k = CellTables.CONTEST_CLASSES;
        int[] bias = new int[dim], b1 = new int[hidden], b2 = new int[1];
        short[] features = new short[CellTables.SIZE * dim], w1 = new short[hidden * 2 * dim], w2 = new short[hidden];
        assertThatThrownBy(() -> new Network(0, dim, 1, hidden, 1, 600, 0, k, bias, features, new short[k * k * dim - 1], w1, b1, w2, b2))
                .hasMessageContaining("contest has " + (k * k * dim - 1) + " values, not " + k * k * dim);
        assertThatThrownBy(() -> new Network(0, dim, 1, hidden, 1, 600, 0, 7, bias, features, new short[7 * 7 * dim], w1, b1, w2, b2))
                .hasMessageContaining("contestClasses 7 must be 0 or 11");
        short[] large = new short[k * k * dim];
        java.util.Arrays.fill(large, Short.MAX_VALUE);
        int[] largeBias = {Integer.MAX_VALUE - 1000, 0};
        assertThatThrownBy(() -> new Network(0, dim, 1, hidden, 1, 600, 0, k, largeBias, features, large, w1, b1, w2, b2))
                .hasMessageContaining("bias 0 too large for 32-bit sums");
        assertThat(new Network(0, dim, 1, hidden, 1, 600, 0, k, bias, features, large, w1, b1, w2, b2).contestClasses).isEqualTo(k);
    }

    @Test
    void board_networkOfOtherRuleSet_refused() {
        Network renju = NetworkFiles.load("fixture-renju.bin");
        assertThatThrownBy(() -> new Board(15, Rule.STANDARD, renju)).hasMessageContaining("not for standard");
    }

    @Test
    void forRule_shippedNetworks_loadForEveryRule() {
        assertThat(Network.forRule(Rule.FREESTYLE)).isSameAs(Network.forRule(Rule.STANDARD));
        assertThat(Network.forRule(Rule.FREESTYLE).ruleSet).isEqualTo(Network.RULES_FREESTYLE);
        assertThat(Network.forRule(Rule.RENJU).ruleSet).isEqualTo(Network.RULES_RENJU);
        assertThat(Network.forRule(Rule.RENJU).tables).isEqualTo(2);
    }

    @Test
    void baseWeight_addsThatShareOfTheClassicalValue_andRoundTrips() throws IOException {
        Network plain = NetworkFiles.load("fixture-freestyle.bin");
        Network based = withBase(NetworkFiles.bytes("fixture-freestyle.bin"), 1536);
        assertThat(based.baseWeight).isEqualTo(1536);
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        based.write(again);
        assertThat(Network.read(new ByteArrayInputStream(again.toByteArray())).baseWeight).isEqualTo(1536);
        assertThat(ByteBuffer.wrap(again.toByteArray()).getInt(4)).as("version").isEqualTo(2);
        GameState g = Bench.parse(Rule.FREESTYLE, 15, "h8i9j10h9i8j8g7");
        Board p = new Board(15, Rule.FREESTYLE, plain), b = new Board(15, Rule.FREESTYLE, based), c = new Board(15, Rule.FREESTYLE);
        int differing = 0;
        for (int i = 0; i < g.moveCount(); i++) {
            p.makeMove(g.move(i));
            b.makeMove(g.move(i));
            c.makeMove(g.move(i));
            assertThat(b.networkValue()).isEqualTo(p.networkValue() + c.classicalValue() * 1536 / Network.BASE_ONE);
            if (c.classicalValue() != 0) differing++;
        }
        assertThat(differing).isPositive();
    }

    @Test
    void read_outOfRangeBaseWeight_rejected() {
        assertThatThrownBy(() -> withBase(NetworkFiles.bytes("fixture-freestyle.bin"), -1)).hasMessageContaining("baseWeight");
    }

    /** A version 1 file made version 2 with {@code baseWeight} after the header's scale. */
    private static Network withBase(byte[] v1, int baseWeight) throws IOException {
        byte[] v2 = new byte[v1.length + 4];
        System.arraycopy(v1, 0, v2, 0, 36);
        ByteBuffer.wrap(v2).putInt(4, 2).putInt(36, baseWeight);
        System.arraycopy(v1, 36, v2, 40, v1.length - 36);
        resign(v2);
        return Network.read(new ByteArrayInputStream(v2));
    }

    /** Rewrites the trailing checksum of {@code bytes} to match the rest. */
    private static void resign(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        ByteBuffer.wrap(bytes).putInt(bytes.length - 4, (int) crc.getValue());
    }
}
