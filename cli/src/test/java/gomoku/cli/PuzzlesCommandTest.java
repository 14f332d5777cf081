package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.puzzle.PuzzleVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzlesCommandTest {
    @TempDir
    Path dir;

    @Test
    void verify_bundledCollection_printsCountsAndSucceeds() {
        CliRun run = CliRun.of("puzzles", "verify");
        assertThat(run.exitCode()).as(run.err()).isZero();
        int size = PuzzleCollection.bundled().size();
        assertThat(run.out()).contains("all " + size + " puzzles verify", "level 1", "level 4", "renju white", "freestyle black");
    }

    @Test
    void verify_brokenPuzzle_namesItAndExitsOne() throws Exception {
        String json = PuzzleCollection.bundled().toJson();
        String firstId = PuzzleCollection.bundled().puzzles().get(0).id();
        // The first puzzle now starts its solution in the corner: occupied or no four, either way unsound.
        String line = json.lines().filter(l -> l.contains("\"" + firstId + "\"")).findFirst().orElseThrow();
        String broken = line.replaceFirst("\"solution\": \\[\"[a-o][0-9]+\"", "\"solution\": [\"a15\"");
        Path file = dir.resolve("broken.json");
        Files.writeString(file, json.replace(line, broken));
        CliRun run = CliRun.of("puzzles", "verify", "--file", file.toString(), "--nodes", "200000");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("FAIL " + firstId, "1 of ");
    }

    @Test
    void verify_missingOrMalformedFile_exitsTwo() throws Exception {
        CliRun missing = CliRun.of("puzzles", "verify", "--file", dir.resolve("none.json").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("cannot read");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"gomoku-puzzles\", \"version\": 1, \"puzzles\": [{]}");
        CliRun malformed = CliRun.of("puzzles", "verify", "--file", bad.toString());
        assertThat(malformed.exitCode()).isEqualTo(2);
        assertThat(malformed.err()).contains("bad.json").doesNotContain("Exception");
    }

    @Test
    void generate_tinyCount_writesAVerifiedCollection() {
        Path out = dir.resolve("sub").resolve("p.json");
        CliRun run = CliRun.of("puzzles", "generate", "--count", "3", "--seed", "7", "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("wrote 3 puzzles");
        PuzzleCollection written = PuzzleCollection.read(out);
        assertThat(written.size()).isEqualTo(3);
        assertThat(new PuzzleVerifier().verifyAll(written)).isEmpty();
    }

    @Test
    void generate_badCount_exitsTwo() {
        CliRun run = CliRun.of("puzzles", "generate", "--count", "0", "--out", dir.resolve("x.json").toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--count");
    }
}
