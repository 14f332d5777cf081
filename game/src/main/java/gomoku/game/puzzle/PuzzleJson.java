package gomoku.game.puzzle;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The collection file format: a small JSON document written one puzzle per line, so a regenerated
 * collection diffs line by line.
 *
 * <pre>
 * {"format": "gomoku-puzzles", "version": 1, "puzzles": [
 *   {"id": "F-1a2b3c4d5e", "rule": "freestyle", "size": 15, "attacker": "black", "level": 2,
 *    "attackerMoves": 3, "finish": "five", "moves": ["h8", "i9", ...], "solution": ["j10", ...]},
 *   ...
 * ]}
 * </pre>
 *
 * {@code finish} is {@code five} or {@code forbidden} (renju: white's last four cannot be blocked
 * because the point is forbidden for black). Points are literature notation (rows from the bottom).
 * The reader is a plain recursive-descent JSON parser, enough for this format and nothing more; it
 * rejects malformed input with an {@link IllegalArgumentException} that names the position or the
 * puzzle. Stateless.
 */
final class PuzzleJson {
    static final String FORMAT = "gomoku-puzzles";
    static final int VERSION = 1;

    private PuzzleJson() {}

    static String write(List<Puzzle> puzzles) {
        StringBuilder sb = new StringBuilder();
        sb.append("{\"format\": \"").append(FORMAT).append("\", \"version\": ").append(VERSION).append(", \"puzzles\": [\n");
        for (int i = 0; i < puzzles.size(); i++) {
            Puzzle p = puzzles.get(i);
            sb.append("  {\"id\": ").append(quote(p.id()))
                    .append(", \"rule\": ").append(quote(p.rule().id()))
                    .append(", \"size\": ").append(p.size())
                    .append(", \"attacker\": ").append(quote(Side.name(p.attacker())))
                    .append(", \"level\": ").append(p.level())
                    .append(", \"attackerMoves\": ").append(p.attackerMoves())
                    .append(", \"finish\": ").append(quote(p.forbiddenFinish() ? "forbidden" : "five"))
                    .append(", \"moves\": ").append(list(p.moves()))
                    .append(", \"solution\": ").append(list(p.solution()))
                    .append(i + 1 < puzzles.size() ? "},\n" : "}\n");
        }
        return sb.append("]}\n").toString();
    }

    static List<Puzzle> read(String text) {
        Object root = new Parser(text).document();
        if (!(root instanceof Map<?, ?> map)) throw new IllegalArgumentException("puzzle file: expected a JSON object at the top");
        if (!FORMAT.equals(map.get("format")))
            throw new IllegalArgumentException("puzzle file: \"format\" must be \"" + FORMAT + "\"");
        if (!Long.valueOf(VERSION).equals(map.get("version")))
            throw new IllegalArgumentException("puzzle file: unsupported version " + map.get("version"));
        if (!(map.get("puzzles") instanceof List<?> list)) throw new IllegalArgumentException("puzzle file: \"puzzles\" must be a list");
        List<Puzzle> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof Map<?, ?> entry))
                throw new IllegalArgumentException("puzzle " + (i + 1) + ": expected an object");
            out.add(puzzle(entry, "puzzle " + (i + 1)));
        }
        return out;
    }

    private static Puzzle puzzle(Map<?, ?> m, String where) {
        String id = string(m, "id", where);
        where = where + " (" + id + ")";
        Rule rule = Rule.parse(string(m, "rule", where));
        if (rule == null) throw new IllegalArgumentException(where + ": rule must be freestyle, standard or renju");
        String colour = string(m, "attacker", where);
        int attacker = switch (colour) {
            case "black" -> Side.BLACK;
            case "white" -> Side.WHITE;
            default -> throw new IllegalArgumentException(where + ": attacker must be black or white, not '" + colour + "'");
        };
        String finish = string(m, "finish", where);
        if (!finish.equals("five") && !finish.equals("forbidden"))
            throw new IllegalArgumentException(where + ": finish must be five or forbidden, not '" + finish + "'");
        return new Puzzle(id, rule, number(m, "size", where), strings(m, "moves", where), attacker,
                number(m, "level", where), strings(m, "solution", where), number(m, "attackerMoves", where),
                finish.equals("forbidden"));
    }

    private static String string(Map<?, ?> m, String key, String where) {
        if (!(m.get(key) instanceof String s)) throw new IllegalArgumentException(where + ": \"" + key + "\" must be a string");
        return s;
    }

    private static int number(Map<?, ?> m, String key, String where) {
        if (!(m.get(key) instanceof Long n) || n < 0 || n > 10_000)
            throw new IllegalArgumentException(where + ": \"" + key + "\" must be a small whole number");
        return n.intValue();
    }

    private static List<String> strings(Map<?, ?> m, String key, String where) {
        if (!(m.get(key) instanceof List<?> list)) throw new IllegalArgumentException(where + ": \"" + key + "\" must be a list");
        List<String> out = new ArrayList<>(list.size());
        for (Object o : list) {
            if (!(o instanceof String s)) throw new IllegalArgumentException(where + ": \"" + key + "\" must hold strings");
            out.add(s);
        }
        return out;
    }

    private static String list(List<String> items) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < items.size(); i++) sb.append(i > 0 ? ", " : "").append(quote(items.get(i)));
        return sb.append(']').toString();
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        return sb.append('"').toString();
    }

    /** JSON values as Map (insertion order), List, String, Long, Double, Boolean or null. */
    private static final class Parser {
        private static final int MAX_NESTING = 64;
        private final String text;
        private int at;
        private int nesting;

        Parser(String text) {
            this.text = text;
        }

        Object document() {
            Object value = value();
            skipBlanks();
            if (at != text.length()) throw error("unexpected text after the document");
            return value;
        }

        private Object value() {
            skipBlanks();
            if (at >= text.length()) throw error("unexpected end of input");
            char c = text.charAt(at);
            if (c == '{') return object();
            if (c == '[') return array();
            if (c == '"') return string();
            if (c == '-' || (c >= '0' && c <= '9')) return number();
            if (text.startsWith("true", at)) { at += 4; return Boolean.TRUE; }
            if (text.startsWith("false", at)) { at += 5; return Boolean.FALSE; }
            if (text.startsWith("null", at)) { at += 4; return null; }
            throw error("unexpected character '" + c + "'");
        }

        private Map<String, Object> object() {
            enter();
            Map<String, Object> map = new LinkedHashMap<>();
            at++;
            skipBlanks();
            if (peek() == '}') { at++; nesting--; return map; }
            while (true) {
                skipBlanks();
                if (peek() != '"') throw error("expected a key in quotes");
                String key = string();
                skipBlanks();
                expect(':');
                map.put(key, value());
                skipBlanks();
                if (peek() == ',') { at++; continue; }
                expect('}');
                nesting--;
                return map;
            }
        }

        private List<Object> array() {
            enter();
            List<Object> list = new ArrayList<>();
            at++;
            skipBlanks();
            if (peek() == ']') { at++; nesting--; return list; }
            while (true) {
                list.add(value());
                skipBlanks();
                if (peek() == ',') { at++; continue; }
                expect(']');
                nesting--;
                return list;
            }
        }

        private String string() {
            at++;
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (at >= text.length()) throw error("unterminated string");
                char c = text.charAt(at++);
                if (c == '"') return sb.toString();
                if (c != '\\') { sb.append(c); continue; }
                if (at >= text.length()) throw error("unterminated string");
                char e = text.charAt(at++);
                switch (e) {
                    case '"', '\\', '/' -> sb.append(e);
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        if (at + 4 > text.length()) throw error("bad \\u escape");
                        try {
                            sb.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        at += 4;
                    }
                    default -> throw error("bad escape \\" + e);
                }
            }
        }

        private Object number() {
            int start = at;
            if (peek() == '-') at++;
            while (at < text.length() && "0123456789.eE+-".indexOf(text.charAt(at)) >= 0) at++;
            String s = text.substring(start, at);
            try {
                if (s.matches("-?\\d{1,18}")) return Long.parseLong(s);
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                throw error("bad number '" + s + "'");
            }
        }

        private void enter() {
            if (++nesting > MAX_NESTING) throw error("nested too deeply");
        }

        private char peek() {
            return at < text.length() ? text.charAt(at) : '\0';
        }

        private void expect(char c) {
            if (peek() != c) throw error("expected '" + c + "'");
            at++;
        }

        private void skipBlanks() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        }

        private IllegalArgumentException error(String why) {
            int line = 1, column = 1;
            for (int i = 0; i < Math.min(at, text.length()); i++) {
                if (text.charAt(i) == '\n') { line++; column = 1; } else column++;
            }
            return new IllegalArgumentException("puzzle file: line " + line + ", column " + column + ": " + why);
        }
    }
}
