package gomoku.engine.bench;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The fixed benchmark: positions of all three rules on 15 x 15 and 20 x 20, each searched at a fixed
 * depth on one thread with a 16 MB table after {@code newGame}. The total node count is the bench
 * signature: a change that does not mean to alter the search must leave it unchanged.
 */
public final class Bench {
    public static final int DEFAULT_DEPTH = 7;
    public static final int HASH_MB = 16;

    /** rule, size, moves as a pos string (column letter, row number from the top). */
    static final String[][] POSITIONS = {
        {"freestyle", "15", "e5j7f6f10e10j9e9h5i9j10i8f8i7k11e11k6"},
        {"freestyle", "15", "h7g6f11g5e8e7k7i7k5j8i5h5k10i11g9f10e5"},
        {"freestyle", "15", "f11g5k6k5h7h10k7f7g6j7j10j5i10f9j6f8"},
        {"freestyle", "15", "g10j9f10g11k11e6k5k7h7i10g6j8"},
        {"freestyle", "15", "j8f7f6j9i7h9h7i8e11e6j6k10"},
        {"freestyle", "15", "i5h8i8i7i11e10j5j9k7k10g5g8"},
        {"standard", "15", "h5j10g9k6i5k10g11j9"},
        {"standard", "15", "f6g11f9k9e9g8e5k7f5j8k5k6f10h9f7"},
        {"standard", "15", "k9h6i11j10f10g8i8e6f5g5i9f9e10j5"},
        {"standard", "15", "e5k7e9f7j8f9f10i9h6"},
        {"standard", "15", "h11h6e5j8g8h8k10e10j10h10g11k5f6f9f11e8k11k9"},
        {"renju", "15", "e10i11e5k11f6h8h6"},
        {"renju", "15", "e6h5h7k11h10j11i10j8f6g6e9j9"},
        {"renju", "15", "j7e5i8i11i6e9"},
        {"renju", "15", "k6e9e10h5i6i9e8"},
        {"renju", "15", "i9i7g6j10g8f10j7h7k5e8e5i6f7e6g7f8"},
        {"renju", "15", "j7i11j9e10k9g10e6g5i6g7f10j11g9h7"},
        {"freestyle", "20", "h13k14j8h10n9m10"},
        {"freestyle", "20", "m11l13k12h8h13i12h14j12"},
        {"freestyle", "20", "i11i8j10n14h10i13n12n11l13i9n9h9m10n13"},
        {"freestyle", "20", "n9j9n13h11n8n11i9j10n14i8m9k10j14h14m12k13n12"},
        {"freestyle", "20", "h8j9l10l11j13n10k12l8i10h13k8"},
    };

    /** What one bench run measured. */
    public record Report(long nodes, long timeMs, long makeUndoPerSecond, List<String> lines) {
        public long nps() {
            return timeMs <= 0 ? 0 : nodes * 1000 / timeMs;
        }
    }

    private Bench() {}

    public static int positionCount() {
        return POSITIONS.length;
    }

    /** The bench positions as games. */
    public static List<GameState> positions() {
        List<GameState> list = new ArrayList<>();
        for (String[] p : POSITIONS) list.add(parse(Rule.parse(p[0]), Integer.parseInt(p[1]), p[2]));
        return list;
    }

    static GameState parse(Rule rule, int size, String pos) {
        GameState g = new GameState(size, rule);
        int i = 0;
        while (i < pos.length()) {
            int x = pos.charAt(i++) - 'a';
            int j = i;
            while (j < pos.length() && Character.isDigit(pos.charAt(j))) j++;
            int y = Integer.parseInt(pos.substring(i, j)) - 1;
            i = j;
            MoveCheck c = g.play(x, y);
            if (c != MoveCheck.LEGAL) throw new IllegalStateException("bench position " + pos + ": " + c.message);
        }
        return g;
    }

    /** Runs the bench: every position at {@code depth}, one thread, 16 MB table, new game before each. */
    public static Report run(int depth) {
        Engine engine = new Engine(1, HASH_MB);
        engine.setSeed(1);
        long nodes = 0, ms = 0;
        List<String> lines = new ArrayList<>();
        int index = 0;
        for (GameState g : positions()) {
            index++;
            engine.newGame();
            long t0 = System.nanoTime();
            SearchResult r = engine.searchNoBook(g, SearchLimits.depth(depth));
            long t = (System.nanoTime() - t0) / 1_000_000;
            nodes += r.nodes();
            ms += t;
            lines.add(String.format("Position %2d/%d (%s %dx%d): best %s value %d depth %d nodes %d",
                    index, POSITIONS.length, g.rule().id(), g.size(), g.size(), Pos.toString(r.bestMove()), r.score(),
                    r.depth(), r.nodes()));
        }
        return new Report(nodes, Math.max(1, ms), makeUndoPerSecond(), lines);
    }

    /** Make/undo throughput on a 15 x 15 freestyle board: random 100-move playouts, made and undone. */
    static long makeUndoPerSecond() {
        SplittableRandom rnd = new SplittableRandom(11);
        Board b = new Board(15, Rule.FREESTYLE);
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
