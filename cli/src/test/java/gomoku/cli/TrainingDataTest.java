package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Rule;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code data/train/README.md} records every training file kept in the repository with its rule,
 * its number of positions and its SHA-256: a file added, replaced or cut short without its row fails
 * here, and every line of every file must read as a training line of its rule.
 */
class TrainingDataTest {
    private static final Path DIR = Path.of("..", "data", "train");
    /** A table row: {@code | `file.csv.gz` | rule | positions | `sha256` | ...}. */
    private static final Pattern ROW = Pattern.compile(
            "^\\|\\s*`([A-Za-z0-9._-]+\\.csv\\.gz)`\\s*\\|\\s*([a-z]+)\\s*\\|\\s*([0-9,]+)\\s*\\|\\s*`([0-9a-f]{64})`\\s*\\|");

    record Entry(String file, Rule rule, int positions, String sha256) {}

    static List<Entry> entries(String record) {
        List<Entry> out = new ArrayList<>();
        for (String line : record.split("\n")) {
            Matcher m = ROW.matcher(line);
            if (m.find())
                out.add(new Entry(m.group(1), Rule.valueOf(m.group(2).toUpperCase(Locale.ROOT)),
                        Integer.parseInt(m.group(3).replace(",", "")), m.group(4)));
        }
        return out;
    }

    @Test
    void record_listsEveryFileWithItsPositionsAndDigest() throws Exception {
        List<Entry> entries = entries(Files.readString(DIR.resolve("README.md")));
        List<String> files;
        try (Stream<Path> s = Files.list(DIR)) {
            files = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".csv.gz")).toList();
        }
        assertThat(entries).extracting(Entry::file).containsExactlyInAnyOrderElementsOf(files);
        for (Entry e : entries) {
            Path file = DIR.resolve(e.file());
            String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
            assertThat(digest).as(e.file() + " SHA-256").isEqualTo(e.sha256());
            int[] lines = {0};
            try (InputStream in = SampleLines.open(file)) {
                SampleLines.read(in, new Board(15, e.rule()), TrainingDataTest::scoredResult, (board, result) -> {
                    assertThat(board.stoneCount()).as(e.file() + " line " + (lines[0] + 1)).isPositive();
                    lines[0]++;
                });
            }
            assertThat(lines[0]).as(e.file() + " positions").isEqualTo(e.positions());
        }
    }

    /** A line's result, once its fourth field is checked to be a search score. */
    private static double scoredResult(String[] fields) {
        double result = EvalTuner.result(fields);
        if (fields.length < 4 || !fields[3].strip().matches("-?[0-9]+")) throw new IllegalArgumentException("no search score");
        return result;
    }

    @Test
    void entries_readOnlyWellFormedRows() throws IOException {
        String record = "| file | rule | positions | SHA-256 | how |\n|---|---|---|---|---|\n"
                + "| `a.csv.gz` | renju | 1,234 | `" + "cd".repeat(32) + "` | self-play |\n"
                + "| `b.csv.gz` | freestyle | 12 | `short` | |\n";
        assertThat(entries(record)).containsExactly(new Entry("a.csv.gz", Rule.RENJU, 1_234, "cd".repeat(32)));
    }
}
