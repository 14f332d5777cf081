package gomoku.piskvork;

import gomoku.engine.eval.Evaluation;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Process entry point of the brain: wires standard input and output (UTF-8, flushed after every
 * line) to a {@link PiskvorkBrain}. The launcher's {@code gomoku pbrain} subcommand calls
 * {@link #run()}; a Piskvork-style manager starts it through the {@code pbrain-gomoku} script.
 * Nothing else may write to standard output while the brain runs: the manager reads every line.
 */
public final class PiskvorkMain {
    private PiskvorkMain() {}

    public static void main(String[] args) {
        run();
        // Every thread the brain starts is a daemon; exit at once anyway, since the manager kills a
        // brain that lingers after END.
        System.exit(0);
    }

    /** Runs one brain session on standard input and output; returns after END or end of input. */
    public static void run() {
        run(System.in, System.out);
    }

    /** Runs one brain session on the given streams; returns after END or end of input. */
    public static void run(InputStream in, OutputStream out) {
        run(in, out, Evaluation.AUTO);
    }

    /** Runs one session on standard input and output with {@code evaluation} as the starting static evaluation. */
    public static void run(Evaluation evaluation) {
        run(System.in, System.out, evaluation);
    }

    /** Runs one session on the given streams, starting with {@code evaluation}; returns after END or end of input. */
    public static void run(InputStream in, OutputStream out, Evaluation evaluation) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        PrintWriter writer = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        new PiskvorkBrain(EngineFactory.DEFAULT, evaluation).run(reader, writer);
        writer.flush();
    }
}
