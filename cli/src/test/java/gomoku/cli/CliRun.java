package gomoku.cli;

import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One in-process run of the {@code gomoku} command with its output captured. */
record CliRun(int exitCode, String out, String err) {
    static CliRun of(String... args) {
        CommandLine commandLine = Main.newCommandLine();
        StringWriter out = new StringWriter(), err = new StringWriter();
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        int exitCode = commandLine.execute(args);
        return new CliRun(exitCode, out.toString(), err.toString());
    }
}
