package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.bench.Bench;
import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Rule;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
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
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            String id = rule == Rule.RENJU ? "renju" : "freestyle";
            Network net = NetworkFiles.load("fixture-" + id + ".bin");
            String[] lines = new String(NetworkFiles.bytes("fixture-" + id + "-values.csv"), StandardCharsets.UTF_8).split("\n");
            assertThat(lines).hasSizeGreaterThanOrEqualTo(20);
            for (String line : lines) {
                String[] f = line.split(",");
                GameState g = Bench.parse(rule, 15, f[0]);
                Board b = new Board(15, rule, net);
                for (int i = 0; i < g.moveCount(); i++) b.makeMove(g.move(i));
                assertThat((double) b.networkValue()).as("%s %s", id, f[0]).isCloseTo(Double.parseDouble(f[1]), org.assertj.core.data.Offset.offset(TOLERANCE));
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
        ByteBuffer.wrap(bytes).putInt(4, 3);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(bytes))).hasMessageContaining("version 3");
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
