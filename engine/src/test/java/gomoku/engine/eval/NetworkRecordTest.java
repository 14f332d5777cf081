package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code networks.md}, beside the shipped network files, records each file's size and SHA-256 with
 * how it was trained: a file replaced without its record fails here.
 */
class NetworkRecordTest {
    /** A table row of the record: {@code | `network-x.bin` | bytes | sha256 | ...}. */
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`(network-[a-z]+\\.bin)`\\s*\\|\\s*([0-9,]+)\\s*\\|\\s*`([0-9a-f]{64})`\\s*\\|");

    record Entry(String file, long bytes, String sha256) {}

    static List<Entry> entries(String record) {
        List<Entry> out = new ArrayList<>();
        for (String line : record.split("\n")) {
            Matcher m = ROW.matcher(line);
            if (m.find()) out.add(new Entry(m.group(1), Long.parseLong(m.group(2).replace(",", "")), m.group(3)));
        }
        return out;
    }

    static byte[] resource(String name) throws IOException {
        try (InputStream in = Network.class.getResourceAsStream(name)) {
            assertThat(in).as("resource " + name).isNotNull();
            return in.readAllBytes();
        }
    }

    static String sha256(byte[] bytes) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    @Test
    void record_listsEveryShippedNetworkWithItsSizeAndDigest() throws Exception {
        List<Entry> entries = entries(new String(resource("networks.md"), StandardCharsets.UTF_8));
        assertThat(entries).extracting(Entry::file).containsExactlyInAnyOrder("network-freestyle.bin", "network-renju.bin");
        for (Entry e : entries) {
            byte[] bytes = resource(e.file());
            assertThat((long) bytes.length).as(e.file() + " size").isEqualTo(e.bytes());
            assertThat(sha256(bytes)).as(e.file() + " SHA-256").isEqualTo(e.sha256());
        }
    }

    @Test
    void entries_readOnlyWellFormedRows() {
        String record = "| file | bytes | SHA-256 |\n|---|---|---|\n"
                + "| `network-freestyle.bin` | 91,820 | `" + "ab".repeat(32) + "` | 2026-12-05 |\n"
                + "| `network-renju.bin` | 12 | `not-a-digest` |\n";
        assertThat(entries(record)).containsExactly(new Entry("network-freestyle.bin", 91_820, "ab".repeat(32)));
    }
}
