package gomoku.engine.bench;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchInfo;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The fixed benchmark: positions of all three rules on 15 x 15 and 20 x 20, each searched at a fixed
 * depth on one thread with a 16 MB table after {@code newGame}. The total node count is the bench
 * signature: a change that does not mean to alter the search must leave it unchanged.
 */
public final class Bench {
    public static final int DEFAULT_DEPTH = 6;
    public static final int HASH_MB = 16;

    /**
     * rule, size, moves as a pos string (column letter, row number from the top). Made by our own
     * engine playing itself at a weak level and kept when a depth-5 search judged them close.
     */
    static final String[][] POSITIONS = {
        {"freestyle", "15", "h8j6f8e8h5h4i5j5j4h6i6j7g5"},
        {"freestyle", "15", "h8j6j5k4k6i4h4h5g6l5m6k8l9"},
        {"freestyle", "15", "h8f6j8k8k7l6j6j7k5"},
        {"freestyle", "15", "h8f6h5h7e8g6e4g8"},
        {"freestyle", "15", "h8j6f8e8f6f7g7i9e5d4"},
        {"freestyle", "15", "h8f6h5h6i6j7j5g5l3k4i7e7"},
        {"standard", "15", "h8j6k5j5j4i3k4i5k2k6"},
        {"standard", "15", "h8h6g5i5g7h4g6g4e5d4i9f6g8g9i8j8e8f8f7e4"},
        {"standard", "15", "h8j6h5h7k8i6j5k6h6i5j8l8i8g8h4e10f9"},
        {"standard", "15", "h8h6f5e6f6e5e4f4"},
        {"standard", "15", "h8j6k5j5j4l6i6k3k8l9l8j8i9"},
        {"renju", "15", "h8h6f5e5e6g4d6c6"},
        {"renju", "15", "h8h6f5h4f6h5h3f7g7i9i4g2e5d4g4i2e4e6g8g6e8"},
        {"renju", "15", "h8h6g5i5g7f6g6g8e4f5f7e8e2g4h3d7i7e7"},
        {"renju", "15", "h8f6e6f5g8g5f8e8d5f7h5e7d8h4i3"},
        {"renju", "15", "h8h6g5e5j10k11h11h10g7e3e2"},
        {"renju", "15", "h8j6h5h4k7j4j7g4f4l7k6"},
        {"freestyle", "20", "k11j9j12l10h8l11l12j10k10k12j13"},
        {"freestyle", "20", "k11j9j12l10l12k9k12m12m13j10h12"},
        {"freestyle", "20", "k11j9i7i5g4i10h11j11j10h9k12i9k9k10"},
        {"freestyle", "20", "k11m9o7p5p6q5o5o4q6o6n4q7n7"},
        {"freestyle", "20", "k11m9o7p9n9o5m4o10"},
    };

    /** What one bench run measured. */
    public record Report(long nodes, long timeMs, long makeUndoPerSecond, List<String> lines) {
        public long nps() {
            return timeMs <= 0 ? 0 : nodes * 1000 / timeMs;
        }
    }

    private Bench() {}

    /** The bench positions as games. */
    public static List<GameState> positions() {
        List<GameState> list = new ArrayList<>();
        for (String[] p : POSITIONS) list.add(parse(Rule.parse(p[0]), Integer.parseInt(p[1]), p[2]));
        return list;
    }

    /** A game from a pos string (column letter, row number from the top); throws on an illegal move. */
    public static GameState parse(Rule rule, int size, String pos) {
        GameState g = new GameState(size, rule);
        int i = 0;
        while (i < pos.length()) {
            int x = pos.charAt(i++) - 'a';
            int j = i;
            while (j < pos.length() && Character.isDigit(pos.charAt(j))) j++;
            int y = Integer.parseInt(pos.substring(i, j)) - 1;
            i = j;
            MoveCheck c = g.play(x, y);
            if (c != MoveCheck.LEGAL) throw new IllegalArgumentException("position " + pos + ": " + c.message);
        }
        return g;
    }

    /** Runs the bench: every position at {@code depth}, one thread, 16 MB table, new game before each. */
    public static Report run(int depth) {
        return run(depth, Evaluation.CLASSICAL);
    }

    /**
     * The same with {@code evaluation}; its make/undo figure is taken on a board that keeps that
     * evaluation's state. The signature is the classical evaluation's.
     */
    public static Report run(int depth, Evaluation evaluation) {
        Engine engine = new Engine(1, HASH_MB);
        engine.setSeed(1);
        engine.setEvaluation(evaluation);
        return measure(engine, SearchLimits.depth(depth), false);
    }

    /**
     * Depth reached within {@code moveTimeMs} on each bench position (new game before each, no book
     * or VCF pre-check): what a player gets from a given time per move.
     */
    public static Report runTimed(long moveTimeMs, int threads) {
        return runTimed(moveTimeMs, threads, Evaluation.CLASSICAL);
    }

    /** The same with {@code evaluation}. */
    public static Report runTimed(long moveTimeMs, int threads, Evaluation evaluation) {
        Engine engine = new Engine(threads, 64);
        engine.setEvaluation(evaluation);
        return measure(engine, SearchLimits.time(moveTimeMs), true);
    }

    /** Searches every position with {@code limits}; {@code timed} words the lines around the depth reached. */
    private static Report measure(Engine engine, SearchLimits limits, boolean timed) {
        long nodes = 0, ms = 0;
        List<String> lines = new ArrayList<>();
        int index = 0, depthSum = 0;
        for (GameState g : positions()) {
            index++;
            engine.newGame();
            long t0 = System.nanoTime();
            SearchResult r = engine.searchNoBook(g, limits);
            long t = (System.nanoTime() - t0) / 1_000_000;
            nodes += r.nodes();
            ms += t;
            depthSum += r.depth();
            String where = String.format("Position %2d/%d (%s %dx%d): ", index, POSITIONS.length, g.rule().id(), g.size(), g.size());
            lines.add(where + (timed
                    ? String.format("depth %d in %d ms, nodes %d", r.depth(), t, r.nodes())
                    : String.format("best %s value %d depth %d nodes %d", Pos.toString(r.bestMove()), r.score(), r.depth(), r.nodes())));
        }
        if (timed) lines.add(String.format("Average depth: %.1f", depthSum / (double) POSITIONS.length));
        return new Report(nodes, Math.max(1, ms), makeUndoPerSecond(engine.evaluation()), lines);
    }

    /** How one tactics position went: the mate's plies and the nodes spent when it was first announced. */
    public record TacticsResult(int index, String moves, int mate, long nodes, int depth, long timeMs) {
        /** A win for the side to move announced within the node limit. */
        public boolean solved() {
            return mate > 0;
        }
    }

    /**
     * Tactics run: each position (pos format, the side to move has a forced win) searched from an
     * empty table on one thread until the search first announces a win for the side to move or has
     * spent {@code maxNodes}. No book and no standalone VCF or VCT: it measures the search alone.
     * Node counts do not depend on the machine's load, so two builds compare in a minute.
     */
    public static List<TacticsResult> runTactics(Rule rule, int size, List<String> positions, long maxNodes,
                                                 Consumer<TacticsResult> each) {
        return runTactics(rule, size, positions, maxNodes, Evaluation.CLASSICAL, each);
    }

    /** The same with {@code evaluation}. */
    public static List<TacticsResult> runTactics(Rule rule, int size, List<String> positions, long maxNodes,
                                                 Evaluation evaluation, Consumer<TacticsResult> each) {
        Engine engine = new Engine(1, 64);
        engine.setEvaluation(evaluation);
        List<TacticsResult> results = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            String moves = positions.get(i);
            GameState g = parse(rule, size, moves);
            engine.newGame();
            SearchInfo[] first = new SearchInfo[1];
            long t0 = System.nanoTime();
            SearchResult r = engine.searchAll(g, SearchLimits.nodes(maxNodes), info -> {
                if (first[0] == null && info.mate() > 0 && info.nodes() <= maxNodes) {
                    first[0] = info;
                    engine.stop();
                }
            });
            long ms = (System.nanoTime() - t0) / 1_000_000;
            TacticsResult t;
            if (first[0] != null) t = new TacticsResult(i + 1, moves, first[0].mate(), first[0].nodes(), first[0].depth(), ms);
            else if (r.mate() > 0 && r.depth() == 0) t = new TacticsResult(i + 1, moves, r.mate(), 0, 0, ms); // immediate five
            else t = new TacticsResult(i + 1, moves, 0, r.nodes(), r.depth(), ms);
            results.add(t);
            each.accept(t);
        }
        return results;
    }

    /**
     * Make/undo throughput on a 15 x 15 freestyle board: random 100-move playouts, made and undone;
     * with the network evaluation the board keeps the network's sums too.
     */
    static long makeUndoPerSecond(Evaluation evaluation) {
        SplittableRandom rnd = new SplittableRandom(11);
        Board b = new Board(15, Rule.FREESTYLE, evaluation.usesNetwork(Rule.FREESTYLE, true) ? Network.forRule(Rule.FREESTYLE) : null);
        int[] playout = new int[100];
        for (int i = 0; i < playout.length; i++) {
            int pos;
            do pos = Pos.of(rnd.nextInt(15), rnd.nextInt(15)); while (!b.isEmpty(pos));
            b.makeMove(pos);
            playout[i] = pos;
        }
        while (b.ply() > 0) b.undoMove();
        long ops = 0;
        long t0 = System.nanoTime();
        long deadline = t0 + 500_000_000L;
        while (System.nanoTime() < deadline) {
            for (int r = 0; r < 100; r++) {
                for (int pos : playout) b.makeMove(pos);
                for (int i = 0; i < playout.length; i++) b.undoMove();
            }
            ops += 100 * 2 * playout.length;
        }
        long ns = System.nanoTime() - t0;
        return ops * 1_000_000_000L / ns;
    }
}
