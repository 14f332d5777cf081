package gomoku.game.match;

import gomoku.game.notation.Notation;
import java.util.ArrayList;
import java.util.List;

/**
 * Opening files for matches: one opening per line, either in the "pos" format ({@code h8i9j10},
 * rows from the top) or in the Gomocup offset format ({@code 0,0, 1,0, 1,3}, offsets from the
 * centre). Blank lines and lines starting with {@code #} are skipped.
 */
public final class Openings {
    private Openings() {}

    public static List<List<int[]>> parse(String text, int size) {
        List<List<int[]>> out = new ArrayList<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("#")) continue;
            try {
                out.add(Character.isLetter(line.charAt(0)) ? Notation.parsePosString(line, size) : offsets(line, size));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("openings line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return out;
    }

    private static List<int[]> offsets(String line, int size) {
        String[] parts = line.split(",");
        if (parts.length % 2 != 0) throw new IllegalArgumentException("odd number of offsets in '" + line + "'");
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i < parts.length; i += 2) {
            int x = Integer.parseInt(parts[i].trim()) + size / 2, y = Integer.parseInt(parts[i + 1].trim()) + size / 2;
            if (x < 0 || y < 0 || x >= size || y >= size) throw new IllegalArgumentException("offset off the board in '" + line + "'");
            moves.add(new int[] {x, y});
        }
        return moves;
    }
}
