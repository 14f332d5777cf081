package gomoku.engine.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The evaluation's table files: lines of blank-separated fields, '#' starting a comment. */
final class TableFiles {
    /** Takes one line's fields (comment removed, never empty) and the whole line, for errors. */
    interface LineHandler {
        void accept(String[] fields, String line);
    }

    private TableFiles() {}

    /** Hands every line of {@code reader} that holds something besides a comment to {@code handler}. */
    static void read(BufferedReader reader, LineHandler handler) throws IOException {
        String line;
        while ((line = reader.readLine()) != null) {
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!text.isEmpty()) handler.accept(text.split("\\s+"), line);
        }
    }

    /** The same for the resource {@code name} beside this class; a missing resource is an error. */
    static void readResource(String name, LineHandler handler) {
        try (InputStream in = TableFiles.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing resource " + name);
            read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), handler);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
