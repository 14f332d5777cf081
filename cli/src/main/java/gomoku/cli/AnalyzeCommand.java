package gomoku.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code gomoku analyze}: sets up a position from a move list or from composed stones and reports
 * the winner, the winning line and black's renju forbidden points, as a board diagram or as one JSON
 * object.
 *
 * <p>The work runs in three steps that later options extend without reshaping the class: options
 * become a {@link Position} ({@link PositionSetup}), the position becomes an {@link Analysis}, and
 * the analysis becomes a {@code Map} report ({@link Analysis#toJson()}) that is printed as JSON or
 * drawn as text. Search options add their own fields to that map in {@link #report}.
 */
@Command(
        name = "analyze",
        description = {
            "Show a position: winner, winning line and, in renju, the points forbidden for black.",
            "Points use literature notation: column letter from the left, row number from the bottom (h8 is the centre of 15x15)."
        },
        sortOptions = false)
final class AnalyzeCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--rule", paramLabel = "RULE", defaultValue = "freestyle", converter = RuleConverter.class,
            description = "freestyle, standard or renju (default: ${DEFAULT-VALUE}).")
    private Rule rule;

    @Option(names = "--size", paramLabel = "N", defaultValue = "15",
            description = "Board size, " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE + " (default: ${DEFAULT-VALUE}).")
    private int size;

    @Option(names = "--moves", paramLabel = "POINTS",
            description = "Moves in order, black first, e.g. \"h8 h9 j10\".")
    private String moves;

    @Option(names = "--black", paramLabel = "POINTS", description = "Black stones of a composed position, any order.")
    private String black;

    @Option(names = "--white", paramLabel = "POINTS", description = "White stones of a composed position, any order.")
    private String white;

    @Option(names = "--to-move", paramLabel = "SIDE", converter = SideConverter.class,
            description = "black or white, for a composed position (default: black if both have as many stones, else white).")
    private Integer toMove;

    @Option(names = "--json", description = "Print one JSON object instead of the board.")
    private boolean json;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws JsonProcessingException {
        Position position = setUp();
        Analysis analysis = Analysis.of(position);
        Map<String, Object> report = report(analysis);
        PrintWriter out = spec.commandLine().getOut();
        if (json) out.println(new ObjectMapper().writeValueAsString(report));
        else out.print(BoardDiagram.render(analysis));
        out.flush();
        return 0;
    }

    private Position setUp() {
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE)
            throw new IllegalArgumentException("--size: " + size + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
        boolean composed = black != null || white != null;
        if (moves != null && composed)
            throw new IllegalArgumentException("--moves cannot be combined with --black/--white: give a game or a composed position");
        if (moves != null && toMove != null)
            throw new IllegalArgumentException("--to-move applies to --black/--white only: after --moves the side to move follows from the moves");
        if (composed || toMove != null) return PositionSetup.fromStones(rule, size, black, white, toMove);
        return PositionSetup.fromMoves(rule, size, moves);
    }

    /** The JSON report; the text output draws the same analysis. */
    private Map<String, Object> report(Analysis analysis) {
        return analysis.toJson();
    }

    static final class RuleConverter implements ITypeConverter<Rule> {
        @Override
        public Rule convert(String value) {
            Rule rule = Rule.parse(value);
            if (rule == null) throw new TypeConversionException("unknown rule '" + value + "' (expected freestyle, standard or renju)");
            return rule;
        }
    }

    static final class SideConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            switch (value.strip().toLowerCase(Locale.ROOT)) {
                case "black": return Side.BLACK;
                case "white": return Side.WHITE;
                default: throw new TypeConversionException("'" + value + "' is not black or white");
            }
        }
    }
}
