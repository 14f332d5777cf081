package gomoku.tui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The terminal app's two bundles have the same keys and placeholders, every key the code asks for
 * exists, the code writes no sentence of its own for the player, and the language follows
 * LC_ALL / LC_MESSAGES / LANG and --lang.
 */
class MessagesTest {
    static final Path SOURCES = Path.of("src/main/java/gomoku/tui");
    static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

    static Properties bundle(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = MessagesTest.class.getResourceAsStream("/gomoku/tui/" + name + ".properties")) {
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return p;
    }

    static Set<String> placeholders(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) names.add(m.group(1));
        return names;
    }

    static String sources() throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> s = Files.list(SOURCES)) {
            for (Path p : s.filter(p -> p.toString().endsWith(".java")).sorted().toList())
                all.append(Files.readString(p)).append('\n');
        }
        return all.toString();
    }

    @Test
    void bothBundlesHaveTheSameKeysAndPlaceholders() throws IOException {
        Properties en = bundle("messages"), zh = bundle("messages_zh_CN");
        assertThat(zh.stringPropertyNames()).isEqualTo(en.stringPropertyNames());
        for (String key : en.stringPropertyNames()) {
            assertThat(placeholders(zh.getProperty(key))).as(key).isEqualTo(placeholders(en.getProperty(key)));
            assertThat(en.getProperty(key)).as("en " + key).isNotEmpty();
        }
        long han = zh.stringPropertyNames().stream().filter(k -> zh.getProperty(k).matches("(?s).*\\p{IsHan}.*")).count();
        assertThat(han).as("Chinese texts").isGreaterThan(zh.size() - 12);   // the help's setting words stay as typed
    }

    @Test
    void everyKeyTheCodeAsksForExists() throws IOException {
        Set<String> keys = bundle("messages").stringPropertyNames();
        Matcher m = Pattern.compile("msg\\.get\\(\"([\\w.-]+)\"\\s*[,)]").matcher(sources());
        Set<String> used = new TreeSet<>();
        while (m.find()) used.add(m.group(1));
        assertThat(used).hasSizeGreaterThan(60);
        assertThat(keys).containsAll(used);
        // Keys built from data.
        List<String> built = new ArrayList<>();
        for (String side : List.of("black", "white")) {
            built.add("side." + side);
            built.add("list.won." + side);
            for (String how : List.of("time", "resignation", "five", "plain")) built.add("outcome." + side + "." + how);
        }
        for (String r : List.of("freestyle", "standard", "renju")) built.add("rule." + r);
        for (String mode : List.of("hvc", "hvh", "cvc")) built.add("list.mode." + mode);
        for (String f : List.of("double-three", "double-four", "overline")) built.add("foul." + f);
        for (String w : List.of("not-four", "defender-five", "escape", "other")) built.add("pr.why." + w);
        for (String k : List.of("settings.badSize", "settings.badClock", "settings.unknown")) built.add(k);
        for (String seat : List.of("first", "second")) {
            built.add("describe.hvc." + seat);
            built.add("who." + seat);
        }
        for (String rule : List.of("swap", "swap2")) built.add("opening." + rule);
        for (String choice : List.of("black", "white", "two")) built.add("choice." + choice);
        for (int i = 1; i <= TuiSession.HELP_LINES; i++) built.add("help." + i);
        for (int i = 1; i <= TuiPractice.PRACTICE_HELP_LINES; i++) built.add("pr.help." + i);
        assertThat(keys).containsAll(built);
        assertThat(keys).doesNotContain("help." + (TuiSession.HELP_LINES + 1), "pr.help." + (TuiPractice.PRACTICE_HELP_LINES + 1));
    }

    /**
     * String literals in the app's code are keys, command words, formats and log or exception text,
     * never a sentence for the player: outside log calls, exceptions and the command line's usage
     * errors (stderr, in English like every command-line tool), no literal holds two words or Chinese.
     */
    @Test
    void theCodeWritesNoSentenceOfItsOwn() throws IOException {
        Pattern literal = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
        List<String> found = new ArrayList<>();
        for (String line : sources().split("\n")) {
            String code = line.strip();
            if (code.startsWith("*") || code.startsWith("/*") || code.startsWith("//") || code.contains("log.")
                    || code.contains("throw new") || code.contains("new BadWord(") || code.contains("usage(")
                    || code.contains("err.println") || code.contains("super(")) continue;
            Matcher m = literal.matcher(code);
            while (m.find()) {
                String s = m.group(1);
                if (s.equals("yyyy-MM-dd HH:mm")) continue;   // the games list's date format
                if (s.matches("(?s).*\\b\\p{L}{2,}[,.:;!?]? +\\p{L}{2,}\\b.*") || s.matches("(?s).*\\p{IsHan}.*"))
                    found.add(s);
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void languageFromEnvironmentAndOption() {
        assertThat(Messages.fromEnvironment(Map.of("LANG", "zh_CN.UTF-8"))).isEqualTo(Messages.CHINESE);
        assertThat(Messages.fromEnvironment(Map.of("LANG", "zh_CN.UTF-8", "LC_ALL", "en_US.UTF-8"))).isEqualTo(Locale.ENGLISH);
        assertThat(Messages.fromEnvironment(Map.of("LANG", "C.UTF-8", "LC_MESSAGES", "zh_TW.UTF-8"))).isEqualTo(Messages.CHINESE);
        assertThat(Messages.fromEnvironment(Map.of("LC_ALL", "", "LANG", "zh_CN"))).isEqualTo(Messages.CHINESE);
        assertThat(Messages.fromEnvironment(Map.of())).isEqualTo(Locale.ENGLISH);
        assertThat(Messages.isUtf8(Map.of("LANG", "zh_CN.UTF-8"))).isTrue();
        assertThat(Messages.isUtf8(Map.of("LANG", "zh_CN.utf8", "LC_ALL", "C"))).isFalse();
        assertThat(Messages.isUtf8(Map.of())).isFalse();
        assertThat(Messages.parse("zh-CN")).isEqualTo(Messages.CHINESE);
        assertThat(Messages.parse("ZH_cn")).isEqualTo(Messages.CHINESE);
        assertThat(Messages.parse("en")).isEqualTo(Locale.ENGLISH);
        assertThatThrownBy(() -> Messages.parse("fr")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Messages.of(Messages.CHINESE).get("foul.double-three")).isEqualTo("三三禁手");
        assertThat(Messages.of(Locale.ENGLISH).get("play.forbidden", "h9", "double-three"))
                .isEqualTo("h9 is forbidden for black: double-three");
        // A missing placeholder argument leaves the placeholder; an English locale never falls back to another.
        assertThat(Messages.of(Locale.GERMAN).get("foul.overline")).isEqualTo("overline");
    }
}
