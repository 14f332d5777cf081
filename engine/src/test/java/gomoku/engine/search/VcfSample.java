package gomoku.engine.search;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the VCF sample positions (test resource vcf-sample.json) with a tiny purpose-made parser. */
final class VcfSample {
    record Case(String name, Rule rule, int size, List<String> moves, String toMove, boolean hasVcf, int shortest,
                List<String> solution) {
        GameState game() {
            GameState g = new GameState(size, rule);
            for (String m : moves) {
                int pos = lit(m, size);
                MoveCheck c = g.play(Pos.x(pos), Pos.y(pos));
                if (c != MoveCheck.LEGAL) throw new IllegalStateException(name + " " + m + " " + c);
            }
            return g;
        }
    }

    static int lit(String s, int size) {
        return Pos.of(s.charAt(0) - 'a', size - Integer.parseInt(s.substring(1)));
    }

    /** The sample, a test resource of this module; missing or empty is an error, never a reason to skip. */
    static List<Case> load() throws IOException {
        String text;
        try (InputStream in = VcfSample.class.getResourceAsStream("/vcf-sample.json")) {
            if (in == null) throw new IOException("the test resource vcf-sample.json is missing");
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Case> cases = new ArrayList<>();
        Matcher m = Pattern.compile("\\{[^{}]*\"name\"[^{}]*\\}", Pattern.DOTALL).matcher(text);
        while (m.find()) {
            String o = m.group();
            cases.add(new Case(str(o, "name"), Rule.parse(str(o, "rule")), Integer.parseInt(num(o, "size")),
                    list(o, "moves"), str(o, "toMove"), "true".equals(num(o, "hasVcf")),
                    num(o, "shortestAttackerMoves").equals("null") ? 0 : Integer.parseInt(num(o, "shortestAttackerMoves")),
                    o.contains("\"solution\"") ? list(o, "solution") : List.of()));
        }
        return cases;
    }

    private static String str(String o, String key) {
        Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*\"([^\"]*)\"").matcher(o);
        return m.find() ? m.group(1) : null;
    }

    private static String num(String o, String key) {
        Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*([a-z0-9]+)").matcher(o);
        return m.find() ? m.group(1) : "null";
    }

    private static List<String> list(String o, String key) {
        Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*\\[([^\\]]*)\\]").matcher(o);
        List<String> out = new ArrayList<>();
        if (!m.find()) return out;
        Matcher s = Pattern.compile("\"([a-z0-9]+)\"").matcher(m.group(1));
        while (s.find()) out.add(s.group(1));
        return out;
    }
}
