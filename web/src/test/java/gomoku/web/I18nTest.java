package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web pages' dictionaries: both languages have the same keys with the same placeholders, every key
 * the pages use exists, every error code the API can answer has a sentence, and no player-visible
 * text is written into the pages or scripts instead of the dictionaries.
 */
class I18nTest {
    static final Path PUBLIC = Path.of("src/main/resources/public");
    static final List<String> LANGS = List.of("en", "zh-CN");
    static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    static Map<String, String> dictionary(String lang) throws IOException {
        return new ObjectMapper().readValue(PUBLIC.resolve("i18n/" + lang + ".json").toFile(),
                new TypeReference<Map<String, String>>() {});
    }

    static List<Path> files(String ext) throws IOException {
        try (Stream<Path> s = Files.list(PUBLIC)) {
            return s.filter(p -> p.toString().endsWith(ext)).sorted().toList();
        }
    }

    static Set<String> placeholders(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) names.add(m.group(1));
        return names;
    }

    @Test
    void bothLanguagesHaveTheSameKeysAndPlaceholders() throws IOException {
        Map<String, String> en = dictionary("en"), zh = dictionary("zh-CN");
        assertThat(zh.keySet()).as("keys of zh-CN.json").isEqualTo(en.keySet());
        for (String key : en.keySet()) {
            assertThat(en.get(key)).as("en " + key).isNotBlank();
            assertThat(zh.get(key)).as("zh-CN " + key).isNotBlank();
            assertThat(placeholders(zh.get(key))).as("placeholders of " + key).isEqualTo(placeholders(en.get(key)));
        }
        // The Chinese dictionary is Chinese: apart from names (language names, PSQ/SGF, VCF), every text has Han characters.
        for (var e : zh.entrySet()) {
            String text = PLACEHOLDER.matcher(e.getValue()).replaceAll("");
            if (text.matches(".*\\p{IsLatin}{2,}.*") && !e.getKey().startsWith("lang."))
                assertThat(text).as("zh-CN " + e.getKey()).containsPattern("\\p{IsHan}");
        }
    }

    @Test
    void everyKeyThePagesUseExists() throws IOException {
        Map<String, String> en = dictionary("en");
        Set<String> used = new TreeSet<>();
        Pattern attr = Pattern.compile("data-i18n(?:-title|-aria)?=\"([^\"]+)\"");
        for (Path html : files(".html")) {
            Matcher m = attr.matcher(Files.readString(html));
            while (m.find()) used.add(m.group(1));
        }
        Pattern call = Pattern.compile("\\bt\\(\\s*'([\\w.-]+)'\\s*[,)]");
        for (Path js : files(".js")) {
            Matcher m = call.matcher(Files.readString(js));
            while (m.find()) used.add(m.group(1));
        }
        assertThat(used).hasSizeGreaterThan(100);
        assertThat(en.keySet()).containsAll(used);
        // Keys built from data: modes, rules, sides, fouls, results, statuses, analysis states, mistakes.
        List<String> built = new ArrayList<>();
        for (String mode : List.of("hvc", "hvh", "cvc")) built.add("mode." + mode);
        for (String rule : List.of("renju", "standard", "freestyle")) built.add("rule." + rule);
        for (String kind : List.of("double-three", "double-four", "overline")) built.add("foul." + kind);
        for (String side : List.of("black", "white")) {
            built.add("side." + side);
            built.add("info.you." + side);
            built.add("practice.task." + side);
            for (String why : List.of("five", "resignation", "time")) built.add("result." + side + "." + why);
            for (String who : List.of("plain", "you", "computer")) built.add("status." + side + "." + who);
        }
        for (String s : List.of("running", "done", "partial", "cancelled", "failed")) built.add("analysis.state." + s);
        for (String k : List.of("missed-win", "into-loss")) built.add("mistake." + k);
        for (String r : List.of("not-four", "defender-five", "escape", "other")) built.add("practice.rejected." + r);
        for (int level = 1; level <= 5; level++) built.add("level." + level);
        assertThat(en.keySet()).containsAll(built);
    }

    @Test
    void everyErrorCodeOfTheApiHasASentence() throws IOException {
        Map<String, String> en = dictionary("en");
        Set<String> codes = new TreeSet<>();
        for (ErrorCode c : ErrorCode.values()) codes.add(c.name());
        // Codes written as strings in the sources count too.
        Pattern code = Pattern.compile("ErrorBody\\(\"([A-Z_]+)\"");
        try (Stream<Path> s = Files.walk(Path.of("src/main/java"))) {
            for (Path p : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = code.matcher(Files.readString(p));
                while (m.find()) codes.add(m.group(1));
            }
        }
        assertThat(codes).contains("LEVEL_LOCKED", "NOT_FOUND", "FORBIDDEN_MOVE");
        Set<String> missing = new TreeSet<>();
        for (String c : codes) if (!en.containsKey("error." + c)) missing.add("error." + c);
        assertThat(missing).as("error codes without a sentence").isEmpty();
    }

    /** Outside scripts and styles, the pages' text is only digits and signs; words come from data-i18n. */
    @Test
    void pagesHaveNoHardCodedWords() throws IOException {
        for (Path html : files(".html")) {
            String page = Files.readString(html).replaceAll("(?s)<(script|style)[^>]*>.*?</\\1>", "");
            Matcher text = Pattern.compile(">([^<]*)<").matcher(page);
            while (text.find())
                assertThat(text.group(1).replaceAll("&\\w+;", "")).as(html.getFileName() + " text").doesNotContainPattern("\\p{L}");
            Matcher attr = Pattern.compile("\\s(title|aria-label|alt|placeholder)=\"([^\"]*)\"").matcher(page);
            while (attr.find())
                assertThat(attr.group(2)).as(html.getFileName() + " " + attr.group(1)).doesNotContainPattern("\\p{L}");
        }
    }

    /**
     * In the scripts, string literals are identifiers, CSS classes, URLs and keys, never sentences:
     * no literal with two words, none starting with a capitalised word, no Chinese.
     */
    @Test
    void scriptsHaveNoHardCodedSentences() throws IOException {
        Pattern literal = Pattern.compile("'((?:[^'\\\\\\n]|\\\\.)*)'|\"((?:[^\"\\\\\\n]|\\\\.)*)\"|`((?:[^`\\\\]|\\\\.)*)`");
        Set<String> allowed = Set.of("Content-Type", "Enter", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
                "DOMContentLoaded", "INPUT|SELECT|TEXTAREA", "use strict", "#levels button", "#progress-table tbody");
        List<String> found = new ArrayList<>();
        for (Path js : files(".js")) {
            String source = Files.readString(js).replaceAll("(?m)^\\s*//.*$", "").replaceAll("(?s)/\\*.*?\\*/", "");
            Matcher m = literal.matcher(source);
            while (m.find()) {
                String s = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
                String words = s.replaceAll("\\$\\{[^}]*}", " ");
                if (allowed.contains(s)) continue;
                boolean sentence = words.matches("(?s).*\\b\\p{L}{2,}[,.:;!?]? +\\p{L}{2,}(?![\\w-]).*")
                        || words.matches("(?s)\\s*\\p{Lu}\\p{Ll}+.*") || words.matches("(?s).*\\p{IsHan}.*");
                if (sentence) found.add(js.getFileName() + ": " + s);
            }
        }
        assertThat(found).isEmpty();
    }
}
