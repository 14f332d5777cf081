package gomoku.game.puzzle;

import gomoku.engine.core.Side;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * An ordered, immutable list of puzzles with unique ids; the bundled one is the classpath resource
 * {@value #RESOURCE} (format: {@link PuzzleJson}). Reading checks the format and that every
 * puzzle's fields agree, not that the puzzles are sound: that is {@link PuzzleVerifier}.
 */
public final class PuzzleCollection {
    public static final String RESOURCE = "/puzzles/puzzles.json";

    private final List<Puzzle> puzzles;
    private final Map<String, Puzzle> byId = new HashMap<>();

    public PuzzleCollection(List<Puzzle> puzzles) {
        this.puzzles = List.copyOf(puzzles);
        for (Puzzle p : this.puzzles)
            if (byId.putIfAbsent(p.id(), p) != null) throw new IllegalArgumentException("duplicate puzzle id " + p.id());
    }

    /** The collection shipped in the jar. */
    public static PuzzleCollection bundled() {
        try (InputStream in = PuzzleCollection.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("resource " + RESOURCE + " is missing from the build");
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** Reads a collection file; IllegalArgumentException (with the file name) when it cannot be read or parsed. */
    public static PuzzleCollection read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    public static PuzzleCollection parse(String json) {
        return new PuzzleCollection(PuzzleJson.read(json));
    }

    public String toJson() {
        return PuzzleJson.write(puzzles);
    }

    public void write(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(file, toJson(), StandardCharsets.UTF_8);
    }

    public List<Puzzle> puzzles() {
        return puzzles;
    }

    public int size() {
        return puzzles.size();
    }

    public Optional<Puzzle> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public List<Puzzle> atLevel(int level) {
        List<Puzzle> out = new ArrayList<>();
        for (Puzzle p : puzzles) if (p.level() == level) out.add(p);
        return out;
    }

    /** Counts per level ("level 1" ...), rule, attacker colour and finish, in a stable order. */
    public Map<String, Integer> statistics() {
        Map<String, Integer> stats = new java.util.LinkedHashMap<>();
        count(stats, p -> "level " + p.level());
        count(stats, p -> p.rule().id());
        count(stats, p -> Side.name(p.attacker()));
        count(stats, p -> p.rule().id() + " " + Side.name(p.attacker()));
        count(stats, p -> p.forbiddenFinish() ? "forbidden finish" : "five finish");
        return stats;
    }

    private void count(Map<String, Integer> stats, Function<Puzzle, String> key) {
        Map<String, Integer> group = new TreeMap<>();
        for (Puzzle p : puzzles) group.merge(key.apply(p), 1, Integer::sum);
        stats.putAll(group);
    }
}
