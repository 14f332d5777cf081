package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README and its Chinese translation stay in step: each links the other at the top, they have the
 * same sections, and they show the same screenshots, which exist, in both languages.
 */
class ReadmeTest {
    static final Path ROOT = Path.of("..");

    static List<String> headings(String text, String level) {
        return text.lines().filter(l -> l.startsWith(level + " ")).toList();
    }

    static Set<String> pictures(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = Pattern.compile("\\((docs/screenshots/[\\w.-]+\\.png)\\)").matcher(text);
        while (m.find()) found.add(m.group(1));
        return found;
    }

    @Test
    void englishAndChineseReadmesMatch() throws IOException {
        String en = Files.readString(ROOT.resolve("README.md"));
        String zh = Files.readString(ROOT.resolve("README.zh-CN.md"));
        assertThat(en.lines().limit(5)).anyMatch(l -> l.contains("(README.zh-CN.md)"));
        assertThat(zh.lines().limit(5)).anyMatch(l -> l.contains("(README.md)"));
        assertThat(headings(zh, "##")).hasSameSizeAs(headings(en, "##"));
        assertThat(headings(zh, "###")).hasSameSizeAs(headings(en, "###"));
        assertThat(pictures(zh)).isEqualTo(pictures(en));
        assertThat(pictures(en)).anyMatch(p -> p.contains("/zh-CN-")).anyMatch(p -> p.contains("/en-"));
        for (String p : pictures(en)) assertThat(ROOT.resolve(p)).as(p).exists();
        long han = zh.codePoints().filter(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN).count();
        long words = Pattern.compile("[A-Za-z]+").matcher(en).results().count();
        assertThat(han).as("Chinese characters in README.zh-CN.md").isGreaterThan(words);
    }
}
