package gomoku.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.api.Candidate;
import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.game.notation.Notation;
import gomoku.game.play.WinningLines;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.search.threat.ThreatKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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

    @Option(names = "--time", paramLabel = "MS", description = "Search the best move for this many milliseconds.")
    private Long timeMs;

    @Option(names = "--depth", paramLabel = "N", description = "Search the best move to this depth.")
    private Integer depth;

    @Option(names = "--multipv", paramLabel = "N",
            description = "Search the N best moves (1 to " + Engine.MAX_MULTI_PV + "), each with its exact value and line; "
                    + "uses --time (shared among them) or --depth, else 1000 ms.")
    private Integer multiPv;

    @Option(names = "--vcf", description = "Also look for a win by continuous fours for the side to move.")
    private boolean vcf;

    @Option(names = "--vct", description = "Also look for a win by continuous threats (fours and threes) for the side to move.")
    private boolean vct;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Search threads (default: ${DEFAULT-VALUE}, which makes the search reproducible).")
    private int threads;

    @Option(names = "--evaluation", paramLabel = "EVAL", defaultValue = "auto", converter = EvaluationConverter.class,
            description = "Static evaluation of the search: " + AUTO_MEANS + ", classical or network (default: ${DEFAULT-VALUE}).")
    private Evaluation evaluation;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Override
    public Integer call() throws JsonProcessingException {
        Position position = setUp();
        Analysis analysis = Analysis.of(position);
        Map<String, Object> report = report(analysis, position);
        PrintWriter out = spec.commandLine().getOut();
        if (json) out.println(new ObjectMapper().writeValueAsString(report));
        else out.print(BoardDiagram.render(analysis) + searchText(report));
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

    /** The JSON report; the text output draws the same analysis plus the search lines. */
    private Map<String, Object> report(Analysis analysis, Position position) {
        Map<String, Object> report = analysis.toJson();
        GameState game = position.state();
        int size = game.size();
        if (multiPv != null) {
            if (multiPv < 1 || multiPv > Engine.MAX_MULTI_PV)
                throw new IllegalArgumentException("--multipv: " + multiPv + " must be 1 to " + Engine.MAX_MULTI_PV);
            if (timeMs == null && depth == null) timeMs = 1000L;
        }
        if (timeMs != null || depth != null) {
            if (timeMs != null && timeMs <= 0) throw new IllegalArgumentException("--time: " + timeMs + " must be positive");
            if (depth != null && (depth <= 0 || depth > 100)) throw new IllegalArgumentException("--depth: " + depth + " must be 1 to 100");
            if (threads < 1 || threads > 256) throw new IllegalArgumentException("--threads: " + threads + " must be 1 to 256");
            if (game.isOver()) {
                report.put("bestMove", null);
                if (multiPv != null) report.put("candidates", List.of());
            } else if (multiPv != null) {
                Engine engine = new Engine(threads, 64);
                engine.setEvaluation(evaluation);
                SearchLimits limits = new SearchLimits(timeMs == null ? 0 : timeMs, 0, 0, depth == null ? 0 : depth, 0);
                long start = System.nanoTime();
                List<Candidate> found = engine.searchMultiPv(game, multiPv, limits);
                List<Map<String, Object>> candidates = new ArrayList<>();
                for (Candidate c : found) {
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("move", point(c.move(), size));
                    row.put("score", c.score());
                    row.put("mate", c.mate() == 0 ? null : c.mate());
                    row.put("depth", c.depth());
                    row.put("pv", points(c.pv(), size));
                    candidates.add(row);
                }
                Candidate best = found.isEmpty() ? null : found.get(0);
                report.put("bestMove", best == null ? null : point(best.move(), size));
                report.put("score", best == null ? 0 : best.score());
                report.put("mate", best == null || best.mate() == 0 ? null : best.mate());
                report.put("depth", best == null ? 0 : best.depth());
                report.put("timeMs", (System.nanoTime() - start) / 1_000_000);
                report.put("pv", best == null ? List.of() : points(best.pv(), size));
                report.put("source", "search");
                report.put("candidates", candidates);
            } else {
                Engine engine = new Engine(threads, 64);
                engine.setEvaluation(evaluation);
                SearchLimits limits = new SearchLimits(timeMs == null ? 0 : timeMs, 0, 0, depth == null ? 0 : depth, 0);
                SearchResult r = timeMs == null ? engine.searchNoBook(game, limits) : engine.search(game, limits, null, SearchListener.NONE);
                report.put("bestMove", r.bestMove() == Pos.NONE ? null : point(r.bestMove(), size));
                report.put("score", r.score());
                report.put("mate", r.mate() == 0 ? null : r.mate());
                report.put("depth", r.depth());
                report.put("nodes", r.nodes());
                report.put("timeMs", r.timeMs());
                report.put("pv", points(WinningLines.complete(game, r.pv()), size));
                report.put("source", r.source());
            }
        }
        if (vcf) report.put(ThreatKind.VCF.id(), threatLine(game, ThreatKind.VCF, 30));
        if (vct) report.put(ThreatKind.VCT.id(), threatLine(game, ThreatKind.VCT, 10));
        return report;
    }

    /** The winning line of {@code kind} for the side to move, played out to the five; null when there is none. */
    private static List<String> threatLine(GameState game, ThreatKind kind, int maxAttacks) {
        int[] line = game.isOver() ? null : new Engine(1, 16).findWin(kind, game, maxAttacks, 2_000_000);
        return line == null ? null : points(WinningLines.complete(game, line), game.size());
    }

    private static String point(int pos, int size) {
        return Notation.toLiterature(Pos.x(pos), Pos.y(pos), size);
    }

    private static List<String> points(int[] line, int size) {
        List<String> out = new ArrayList<>();
        for (int p : line) out.add(point(p, size));
        return out;
    }

    /** The search part of the report as text lines under the board. */
    private static String searchText(Map<String, Object> report) {
        StringBuilder sb = new StringBuilder();
        if (report.containsKey("bestMove")) {
            sb.append("Best move: ").append(report.get("bestMove") == null ? "none (the game is over)" : report.get("bestMove"));
            if (report.get("bestMove") != null) {
                Object mate = report.get("mate");
                sb.append("  score ").append(report.get("score"));
                if (mate != null) sb.append(((Integer) mate) > 0 ? "  (wins in " : "  (loses in ").append(Math.abs((Integer) mate)).append(" plies)");
                sb.append("  depth ").append(report.get("depth"));
                if (report.containsKey("nodes")) sb.append("  nodes ").append(report.get("nodes"));
                sb.append("  time ").append(report.get("timeMs")).append(" ms").append(System.lineSeparator());
                sb.append("Main line: ").append(String.join(" ", castList(report.get("pv"))));
            }
            sb.append(System.lineSeparator());
        }
        if (report.get("candidates") instanceof List<?> candidates) {
            int rank = 1;
            for (Object o : candidates) {
                Map<?, ?> c = (Map<?, ?>) o;
                Object mate = c.get("mate");
                sb.append(rank++).append(". ").append(c.get("move")).append("  score ").append(c.get("score"));
                if (mate != null) sb.append(((Integer) mate) > 0 ? "  (wins in " : "  (loses in ").append(Math.abs((Integer) mate)).append(" plies)");
                sb.append("  depth ").append(c.get("depth")).append("  line ").append(String.join(" ", castList(c.get("pv"))))
                        .append(System.lineSeparator());
            }
        }
        for (String key : new String[] {"vcf", "vct"}) {
            if (!report.containsKey(key)) continue;
            Object line = report.get(key);
            sb.append(key.toUpperCase(Locale.ROOT)).append(": ").append(line == null ? "none" : String.join(" ", castList(line)))
                    .append(System.lineSeparator());
        }
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    private static List<String> castList(Object o) {
        return (List<String>) o;
    }

    /** What {@code --evaluation auto} picks, for the options' help of every command that has it. */
    static final String AUTO_MEANS = "auto (the network in freestyle and renju, the classical evaluation in standard)";

    static final class EvaluationConverter implements ITypeConverter<Evaluation> {
        @Override
        public Evaluation convert(String value) {
            Evaluation e = Evaluation.parse(value);
            if (e == null) throw new TypeConversionException("unknown evaluation '" + value + "' (expected auto, classical or network)");
            return e;
        }
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
