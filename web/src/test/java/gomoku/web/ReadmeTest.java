package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documentation stays usable: the README is a short front door with its screenshots near the top,
 * it and every page under {@code docs/} exist in English and Chinese in step (the strength log, an
 * engineering journal, in English only), every relative link leads to a file and heading that exist,
 * and every {@code ./gomoku} command the pages show names a real subcommand and real options.
 */
class ReadmeTest {
    static final Path ROOT = Path.of("..");
    static final Path DOCS = ROOT.resolve("docs");
    static final Path CLI_SOURCES = ROOT.resolve("cli/src/main/java/gomoku/cli");
    static final String LOG = "strength-log.md";
    /** A front door, not a manual: the topics live in docs/. */
    static final int MAX_README_LINES = 250;
    /** A reader sees the program before scrolling far. */
    static final int SCREENSHOT_WITHIN_LINES = 60;
    /**
     * Han characters per English word a translation must reach. Our translations run at about 1.4;
     * a page left in English, or cut to a fraction of the original, falls below 1.
     */
    static final double MIN_HAN_PER_ENGLISH_WORD = 1.0;

    static final Pattern FENCED_CODE = Pattern.compile("^```.*?^```", Pattern.DOTALL | Pattern.MULTILINE);
    static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    static final Pattern PICTURE = Pattern.compile("\\((docs/screenshots/[\\w.-]+\\.png)\\)");
    static final Pattern HEADING = Pattern.compile("^#+ (.*)");

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** README.md, README.zh-CN.md, CONTRIBUTING.md and every page under docs/. */
    static List<Path> markdownFiles() throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("README.zh-CN.md"),
                ROOT.resolve("CONTRIBUTING.md")));
        files.addAll(docsPages());
        return files;
    }

    static List<Path> docsPages() throws IOException {
        try (Stream<Path> s = Files.list(DOCS)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().toList();
        }
    }

    static String withoutCode(String text) {
        return FENCED_CODE.matcher(text).replaceAll("");
    }

    /** Headings of the given level ("##"), outside fenced code (where '#' starts shell comments). */
    static List<String> headings(String text, String level) {
        return withoutCode(text).lines().filter(l -> l.startsWith(level + " ")).toList();
    }

    static Set<String> pictures(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = PICTURE.matcher(text);
        while (m.find()) found.add(m.group(1));
        return found;
    }

    /** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
    static String slug(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "").replace(' ', '-');
    }

    static Set<String> anchors(String text) {
        Set<String> found = new TreeSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : withoutCode(text).lines().toList()) {
            Matcher m = HEADING.matcher(line);
            if (!m.matches()) continue;
            String s = slug(m.group(1));
            int n = seen.merge(s, 1, Integer::sum) - 1;
            found.add(n == 0 ? s : s + "-" + n);
        }
        return found;
    }

    /** Running text only: no code blocks, no inline code, no link targets. */
    static String prose(String text) {
        return withoutCode(text).replaceAll("`[^`]*`", "").replaceAll("\\]\\([^)]*\\)", "]");
    }

    static long hanCharacters(String text) {
        return text.codePoints().filter(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN).count();
    }

    static long englishWords(String text) {
        return Pattern.compile("[A-Za-z]+").matcher(text).results().count();
    }

    static int firstLineContaining(List<String> lines, String part) {
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(part)) return i + 1;
        return Integer.MAX_VALUE;
    }

    @Test
    void readmes_englishAndChinese_stayInStep() {
        String en = read(ROOT.resolve("README.md"));
        String zh = read(ROOT.resolve("README.zh-CN.md"));
        assertThat(en.lines().limit(5)).anyMatch(l -> l.contains("(README.zh-CN.md)"));
        assertThat(zh.lines().limit(5)).anyMatch(l -> l.contains("(README.md)"));
        assertThat(headings(zh, "##")).hasSameSizeAs(headings(en, "##"));
        assertThat(headings(zh, "###")).hasSameSizeAs(headings(en, "###"));
        assertThat(pictures(zh)).isEqualTo(pictures(en));
        assertThat(pictures(en)).anyMatch(p -> p.contains("/zh-CN-")).anyMatch(p -> p.contains("/en-"));
        for (String p : pictures(en)) assertThat(ROOT.resolve(p)).as(p).exists();
    }

    @Test
    void readmes_frontDoor_shortWithTheCommandsThenScreenshots() {
        for (String name : List.of("README.md", "README.zh-CN.md")) {
            List<String> lines = read(ROOT.resolve(name)).lines().toList();
            assertThat(lines).as(name + " lines").hasSizeLessThan(MAX_README_LINES);
            int testCommand = firstLineContaining(lines, "./mvnw -B verify");
            int screenshot = firstLineContaining(lines, "](docs/screenshots/");
            assertThat(firstLineContaining(lines, "./gomoku ")).as(name + ": the command that starts the web app")
                    .isLessThan(testCommand);
            assertThat(testCommand).as(name + ": the command that runs the tests, before the screenshots")
                    .isLessThan(screenshot);
            assertThat(screenshot).as(name + ": first screenshot").isLessThanOrEqualTo(SCREENSHOT_WITHIN_LINES);
        }
    }

    @Test
    void docsPages_everyTopic_inBothLanguagesAndLinkedFromItsReadme() throws IOException {
        String en = read(ROOT.resolve("README.md"));
        String zh = read(ROOT.resolve("README.zh-CN.md"));
        List<String> names = docsPages().stream().map(p -> p.getFileName().toString()).toList();
        assertThat(names).contains(LOG, "web.md", "terminal.md", "cli.md", "engine.md", "strength.md");
        assertThat(names).as("the strength log is kept in English only")
                .noneMatch(n -> n.startsWith("strength-log.") && !n.equals(LOG));
        assertThat(en).contains("(docs/" + LOG + ")", "(CONTRIBUTING.md)");
        assertThat(zh).contains("(docs/" + LOG + ")");
        for (String name : names) {
            if (name.equals(LOG)) continue;
            boolean chinese = name.endsWith(".zh-CN.md");
            String twin = chinese ? name.replace(".zh-CN.md", ".md") : name.replace(".md", ".zh-CN.md");
            assertThat(DOCS.resolve(twin)).as(name + " in the other language").exists();
            String page = read(DOCS.resolve(name));
            assertThat(page.lines().limit(5)).as(name + " links " + twin + " at the top")
                    .anyMatch(l -> l.contains("(" + twin + ")"));
            assertThat(headings(page, "##")).as(name + " has the sections of " + twin)
                    .hasSameSizeAs(headings(read(DOCS.resolve(twin)), "##"));
            assertThat(chinese ? zh : en).as("the README of its language links " + name).contains("(docs/" + name);
        }
    }

    @Test
    void translations_chinesePages_areChineseAndAsLongAsTheEnglish() throws IOException {
        Map<Path, Path> pairs = new LinkedHashMap<>();
        pairs.put(ROOT.resolve("README.md"), ROOT.resolve("README.zh-CN.md"));
        for (Path p : docsPages()) {
            String name = p.getFileName().toString();
            if (name.endsWith(".zh-CN.md")) pairs.put(DOCS.resolve(name.replace(".zh-CN.md", ".md")), p);
        }
        for (var pair : pairs.entrySet()) {
            long words = englishWords(prose(read(pair.getKey())));
            long han = hanCharacters(prose(read(pair.getValue())));
            assertThat(han).as("Han characters in " + pair.getValue().getFileName() + " for "
                            + words + " English words")
                    .isGreaterThanOrEqualTo((long) (words * MIN_HAN_PER_ENGLISH_WORD));
        }
    }

    @Test
    void links_everyRelativeLink_leadsToAnExistingFileAndHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path file : markdownFiles()) {
            Matcher m = LINK.matcher(withoutCode(read(file)));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("[a-z][a-z0-9+.-]*:.*")) continue;   // http:, https:, mailto:
                checked++;
                int hash = target.indexOf('#');
                String path = hash < 0 ? target : target.substring(0, hash);
                Path resolved = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(file + ": " + target + " (no such file)");
                } else if (hash >= 0 && (path.isEmpty() || path.endsWith(".md"))) {
                    String anchor = target.substring(hash + 1);
                    if (!anchors(read(resolved)).contains(anchor)) broken.add(file + ": " + target + " (no such heading)");
                }
            }
        }
        assertThat(checked).as("relative links found").isGreaterThan(50);
        assertThat(broken).isEmpty();
    }

    /**
     * The launcher's subcommands, read from {@code Main}'s list of command classes: each name with the
     * source of its class and of its mixins (null for picocli's {@code help}).
     */
    static Map<String, String> subcommands() {
        String main = read(CLI_SOURCES.resolve("Main.java"));
        Matcher list = Pattern.compile("subcommands\\s*=\\s*\\{(.*?)\\}", Pattern.DOTALL).matcher(main);
        assertThat(list.find()).as("Main's subcommands").isTrue();
        Map<String, String> found = new HashMap<>();
        Matcher cls = Pattern.compile("(\\w+)\\.class").matcher(list.group(1));
        while (cls.find()) {
            if (cls.group(1).equals("HelpCommand")) {
                found.put("help", null);
                continue;
            }
            String source = read(CLI_SOURCES.resolve(cls.group(1) + ".java"));
            Matcher name = Pattern.compile("@Command\\(\\s*name\\s*=\\s*\"([\\w-]+)\"").matcher(source);
            assertThat(name.find()).as(cls.group(1) + " has a command name").isTrue();
            // Options a command takes from a picocli mixin are declared in the mixin's class.
            StringBuilder all = new StringBuilder(source);
            Matcher mixin = Pattern.compile("@Mixin\\s+(?:private\\s+|final\\s+)*(\\w+)").matcher(source);
            while (mixin.find()) all.append(read(CLI_SOURCES.resolve(mixin.group(1) + ".java")));
            found.put(name.group(1), all.toString());
        }
        return found;
    }

    @Test
    void commands_everyDocumentedGomokuCommand_isARealSubcommandWithRealOptions() throws IOException {
        Map<String, String> subcommands = subcommands();
        assertThat(subcommands).containsKeys("web", "analyze", "bench", "match", "tune", "puzzles", "tui", "pbrain");
        Pattern invocation = Pattern.compile("\\./gomoku((?:[ \\t]+[^\\s`|#)]+)*)");
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Path file : markdownFiles()) {
            // A shell line continued with a backslash is one command.
            for (String line : read(file).replace("\\\n", " ").lines().toList()) {
                Matcher m = invocation.matcher(line);
                while (m.find()) {
                    List<String> words = List.of(m.group(1).trim().split("\\s+"));
                    String first = words.get(0);
                    if (first.isEmpty() || first.equals("--help") || first.equals("-h")) continue;
                    String command;
                    List<String> options;
                    if (first.startsWith("--")) {            // options alone are the web app's
                        command = "web";
                        options = words;
                    } else if (first.matches("[a-z][\\w-]*")) {
                        command = first;
                        options = words.subList(1, words.size());
                    } else {
                        continue;                            // a placeholder such as <tool>
                    }
                    checked++;
                    if (!subcommands.containsKey(command)) {
                        wrong.add(file + ": ./gomoku " + command + " is no subcommand");
                        continue;
                    }
                    String source = subcommands.get(command);
                    if (source == null) continue;
                    for (String option : options)
                        if (option.matches("--[a-z][\\w-]*") && !source.contains("\"" + option + "\""))
                            wrong.add(file + ": ./gomoku " + command + " has no option " + option);
                }
            }
        }
        assertThat(checked).as("./gomoku commands found").isGreaterThan(30);
        assertThat(wrong).isEmpty();
    }
}
