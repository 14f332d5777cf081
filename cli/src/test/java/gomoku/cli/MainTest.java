package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.web.WebMain;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

class MainTest {
    @Test
    void help_listsWebAndAnalyze() {
        CliRun run = CliRun.of("--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Usage: gomoku").contains("web", "analyze", "tui");
    }

    /**
     * picocli reads option descriptions as format strings: a lone '%' there makes it print a warning
     * to the standard error stream (three times) whenever the help is shown.
     */
    @Test
    void everyCommandsHelp_isFormattedWithoutWarnings() {
        java.io.PrintStream saved = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        List<String> names = new ArrayList<>(Main.newCommandLine().getSubcommands().keySet());
        try {
            System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
            for (String name : names) {
                CliRun run = CliRun.of(name, "--help");
                assertThat(run.exitCode()).as(name).isZero();
                assertThat(run.out()).as(name).contains("Usage:").doesNotContain("%n");
            }
        } finally {
            System.setErr(saved);
        }
        assertThat(names).contains("match", "bench", "analyze", "pbrain");
        assertThat(captured.toString(java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("WARN");
    }

    /** Makes a web command that notes where it would serve instead of serving. */
    private static CommandLine.IFactory recordingWebServer(List<String> served) {
        return new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type != WebCommand.class) return CommandLine.defaultFactory().create(type);
                return type.cast(new WebCommand() {
                    @Override
                    void serve(String host, int port, String db, int pool, String name) {
                        served.add(host + " " + port + " " + (db.startsWith("postgresql:") ? db : Path.of(db).getFileName())
                                + " " + pool + (name.equals(WebMain.defaultServerName()) ? "" : " " + name));
                    }
                });
            }
        };
    }

    @Test
    void noSubcommand_startsWebAppWithDefaults() throws Exception {
        List<String> served = new ArrayList<>();
        CommandLine.IFactory factory = recordingWebServer(served);
        int status = Main.newCommandLine(factory).execute();
        assertThat(status).isZero();
        assertThat(served).containsExactly("127.0.0.1 8080 gomoku.db 8");
    }

    @Test
    void optionsWithoutSubcommand_areTheWebApps() throws Exception {
        List<String> served = new ArrayList<>();
        CommandLine.IFactory factory = recordingWebServer(served);
        String[] args = Main.withDefaultCommand(new String[] {"--port", "9000", "--db", "x.db"});
        assertThat(Main.newCommandLine(factory).execute(args)).isZero();
        assertThat(served).containsExactly("127.0.0.1 9000 x.db 8");
        assertThat(Main.withDefaultCommand(new String[] {"--help"})).containsExactly("--help");
        assertThat(Main.withDefaultCommand(new String[] {"tui", "--db", "x.db"})).containsExactly("tui", "--db", "x.db");
    }

    @Test
    void dbOption_takesAPostgresqlUrlAndAPoolSize() throws Exception {
        List<String> served = new ArrayList<>();
        String[] args = Main.withDefaultCommand(new String[] {"--db", "postgresql://db:5432/gomoku?user=g", "--db-pool", "3",
                "--server-name", "web-a"});
        assertThat(Main.newCommandLine(recordingWebServer(served)).execute(args)).isZero();
        assertThat(served).containsExactly("127.0.0.1 8080 postgresql://db:5432/gomoku?user=g 3 web-a");
    }

    @Test
    void webBadPool_exitsTwo() {
        CliRun run = CliRun.of("web", "--db-pool", "0");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--db-pool");
    }

    @Test
    void webHelp_describesItsOptions() {
        CliRun run = CliRun.of("web", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--port", "--host", "--db", "--db-pool", "GOMOKU_DB_PASSWORD", "--server-name");
    }

    @Test
    void webBadPort_exitsTwo() {
        CliRun run = CliRun.of("web", "--port", "70000");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--port");
    }

    @Test
    void tuiHelp_inChinese_whenTheDefaultLanguageIsChinese() {
        java.util.ResourceBundle zh = java.util.ResourceBundle.getBundle("gomoku.cli.TuiHelp", java.util.Locale.SIMPLIFIED_CHINESE);
        java.util.ResourceBundle en = java.util.ResourceBundle.getBundle("gomoku.cli.TuiHelp", java.util.Locale.ROOT);
        assertThat(java.util.Collections.list(zh.getKeys())).containsExactlyInAnyOrderElementsOf(java.util.Collections.list(en.getKeys()));
        picocli.CommandLine tui = Main.newCommandLine().getSubcommands().get("tui");
        tui.setResourceBundle(zh);
        String usage = tui.getUsageMessage();
        assertThat(usage).contains("在终端里下棋", "界面语言", "--lang", "--db");
        for (String key : java.util.Collections.list(en.getKeys())) assertThat(usage).doesNotContain(en.getString(key));
    }

    @Test
    void tuiHelp_describesItsOptions() {
        CliRun run = CliRun.of("tui", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--db", "--ascii", "--lang");
    }

    @Test
    void tui_passesDbAndAsciiToTheApp() throws Exception {
        List<String> started = new ArrayList<>();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type != TuiCommand.class) return CommandLine.defaultFactory().create(type);
                return type.cast(new TuiCommand() {
                    @Override
                    int play(Path db, boolean ascii, Locale locale) {
                        started.add(db + " " + ascii + " " + locale.getLanguage());
                        return 0;
                    }
                });
            }
        };
        assertThat(Main.newCommandLine(factory).execute("tui", "--db", "games.db", "--ascii")).isZero();
        assertThat(Main.newCommandLine(factory).execute("tui")).isZero();
        assertThat(Main.newCommandLine(factory).execute("tui", "--lang", "zh-CN")).isZero();
        assertThat(Main.newCommandLine(factory).execute("tui", "--lang", "klingon")).isEqualTo(2);
        assertThat(started).hasSize(3);
        assertThat(started.get(0)).isEqualTo("games.db true en");
        assertThat(started.get(1)).contains("gomoku.db false ");
        assertThat(started.get(2)).endsWith("gomoku.db false zh");
    }

    @Test
    void analyzeHelp_describesItsOptions() {
        CliRun run = CliRun.of("analyze", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--rule", "--size", "--moves", "--black", "--white", "--to-move", "--json");
    }

    @Test
    void unknownSubcommand_exitsTwoWithOneLine() {
        CliRun run = CliRun.of("play");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).doesNotContain("\n").startsWith("gomoku: ").contains("'play'");
    }
}
