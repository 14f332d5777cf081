package gomoku.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * The {@code gomoku} launcher: one command with a subcommand per tool. Without a subcommand it
 * starts the web app ({@code web}, with the options given, if any). Exit status: 0 success, 2 bad input (one line
 * on stderr, no stack trace).
 * A {@link CommandLine} built by {@link #newCommandLine()} is used for a single run; it holds the
 * parsed options, so nothing is shared between runs.
 */
@Command(
        name = "gomoku",
        description = "Gomoku and renju: freestyle, standard and renju rules.",
        subcommands = {WebCommand.class, AnalyzeCommand.class, BenchCommand.class, MatchCommand.class, TuneCommand.class,
                SelfplayCommand.class, LabelCommand.class, TrainCommand.class, PbrainCommand.class, PuzzlesCommand.class, TuiCommand.class,
                CommandLine.HelpCommand.class},
        sortOptions = false)
public final class Main implements Runnable {
    /** Exit status for input the command cannot accept. Equals picocli's usage-error code. */
    static final int BAD_INPUT = CommandLine.ExitCode.USAGE;

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    public static void main(String[] args) {
        System.exit(newCommandLine().execute(withDefaultCommand(args)));
    }

    /**
     * Options without a command are the web app's: {@code gomoku --port 9000} runs as
     * {@code gomoku web --port 9000}. Help stays the launcher's own.
     */
    static String[] withDefaultCommand(String[] args) {
        if (args.length == 0 || !args[0].startsWith("-") || args[0].equals("-h") || args[0].equals("--help"))
            return args;
        String[] withWeb = new String[args.length + 1];
        withWeb[0] = "web";
        System.arraycopy(args, 0, withWeb, 1, args.length);
        return withWeb;
    }

    /** The command tree with our error handling; callers may redirect its output before executing. */
    public static CommandLine newCommandLine() {
        return newCommandLine(CommandLine.defaultFactory());
    }

    /** As {@link #newCommandLine()}, with the subcommand objects made by {@code factory} (tests stub the server). */
    static CommandLine newCommandLine(CommandLine.IFactory factory) {
        CommandLine commandLine = new CommandLine(new Main(), factory);
        commandLine.setParameterExceptionHandler(Main::rejectParameters);
        commandLine.setExecutionExceptionHandler(Main::rejectInput);
        // The terminal app's help speaks the player's language, chosen as the app chooses it (LC_ALL,
        // LC_MESSAGES, LANG), not from the JVM's default locale, which lacks Chinese on many systems.
        // An output that cannot show Chinese characters gets English, as the app itself does.
        java.util.Locale helpLocale = gomoku.tui.Messages.fromEnvironment(System.getenv());
        if (!canPrintChinese()) helpLocale = java.util.Locale.ROOT;
        commandLine.getSubcommands().get("tui").setResourceBundle(java.util.ResourceBundle.getBundle("gomoku.cli.TuiHelp", helpLocale));
        return commandLine;
    }

    private static boolean canPrintChinese() {
        String name = System.getProperty("sun.stdout.encoding", System.getProperty("native.encoding", "UTF-8"));
        try {
            return java.nio.charset.Charset.forName(name).newEncoder().canEncode('棋');
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public void run() {
        CommandLine web = spec.commandLine().getSubcommands().get("web");
        int status = web.execute();
        if (status != 0) throw new CommandLine.ExecutionException(web, "web exited with " + status);
    }

    /** Picocli could not parse the arguments: say why on one line instead of printing the usage. */
    private static int rejectParameters(ParameterException e, String[] args) {
        return report(e.getCommandLine(), e.getMessage());
    }

    /**
     * A command refused its input. Commands signal that with {@link IllegalArgumentException}; any
     * other exception is a bug, so it is rethrown and picocli prints it with its stack trace.
     */
    private static int rejectInput(Exception e, CommandLine commandLine, ParseResult parseResult) throws Exception {
        if (!(e instanceof IllegalArgumentException)) throw e;
        return report(commandLine, e.getMessage());
    }

    private static int report(CommandLine commandLine, String message) {
        // Tokens from the command line end up in messages; keep the report on one line whatever they hold.
        String text = message == null ? "invalid input" : message.replaceAll("\\p{Cntrl}+", " ").strip();
        commandLine.getErr().println(commandLine.getCommandSpec().qualifiedName() + ": " + text);
        commandLine.getErr().flush();
        return BAD_INPUT;
    }
}
