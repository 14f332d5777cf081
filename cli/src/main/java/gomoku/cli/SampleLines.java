package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.game.notation.Notation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** Reads the fitters' CSV lines: a position in pos notation first, then what the fitter makes of the rest. */
final class SampleLines {
    /** The target of a line's fields, or an {@link IllegalArgumentException} naming what is wrong (the line number is added). */
    interface Target {
        double of(String[] fields);
    }

    /** Takes each position, set up on the board, with its line's target. */
    interface Consumer {
        void accept(Board board, double target);
    }

    private SampleLines() {}

    /** Opens sample file {@code file} for reading, through gzip when its name ends in {@code .gz}. */
    static InputStream open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        if (!file.getFileName().toString().endsWith(".gz")) return raw;
        try {
            return new GZIPInputStream(raw);
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    /** Reads every non-blank line of {@code in}: its target first, then its position on {@code board}, then {@code consumer}. */
    static void read(InputStream in, Board board, Target target, Consumer consumer) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        int lineNo = 0;
        while ((line = reader.readLine()) != null) {
            lineNo++;
            line = line.strip();
            if (line.isEmpty()) continue;
            String[] fields = line.split(",");
            double value;
            try {
                value = target.of(fields);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + lineNo + ": " + e.getMessage(), e);
            }
            board.clear();
            for (int[] m : Notation.parsePosString(fields[0], 15)) {
                int pos = Pos.of(m[0], m[1]);
                if (!board.isEmpty(pos)) throw new IllegalArgumentException("line " + lineNo + ": point played twice");
                board.makeMove(pos);
            }
            consumer.accept(board, value);
        }
    }
}
