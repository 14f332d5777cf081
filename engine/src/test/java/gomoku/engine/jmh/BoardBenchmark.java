package gomoku.engine.jmh;

import gomoku.engine.board.Board;
import gomoku.engine.board.Forbidden;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Network;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Board micro-benchmarks. Run: {@code ./mvnw -B -q -pl engine -am -Pjmh test-compile exec:exec}
 * (add {@code -Djmh.args=forbidden} to pick one).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BoardBenchmark {
    /** A renju midgame: 60 stones around the centre of a 15x15 board, black to move. */
    private Board renju;
    private Board free;
    /** The same freestyle midgame on a board that keeps the network's sums. */
    private Board freeNetwork;
    /** Eight freestyle midgames of 10 to 52 stones that keep the network's sums. */
    private Board[] networkBoards;
    private int[] playout;

    @Setup(Level.Trial)
    public void setUp() {
        renju = midgame(Rule.RENJU, 60, 1);
        free = midgame(Rule.FREESTYLE, 60, 1);
        freeNetwork = midgame(Rule.FREESTYLE, 60, 1, Network.forRule(Rule.FREESTYLE));
        networkBoards = new Board[8];
        for (int i = 0; i < networkBoards.length; i++)
            networkBoards[i] = midgame(Rule.FREESTYLE, 10 + 6 * i, 2 + i, Network.forRule(Rule.FREESTYLE));
        SplittableRandom rnd = new SplittableRandom(3);
        Board tmp = new Board(15, Rule.FREESTYLE);
        playout = new int[100];
        for (int i = 0; i < playout.length; i++) {
            int pos;
            do pos = Pos.of(rnd.nextInt(15), rnd.nextInt(15)); while (!tmp.isEmpty(pos));
            tmp.makeMove(pos);
            playout[i] = pos;
        }
    }

    static Board midgame(Rule rule, int stones, long seed) {
        return midgame(rule, stones, seed, null);
    }

    static Board midgame(Rule rule, int stones, long seed, Network network) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Board b = new Board(15, rule, network);
        while (b.stoneCount() < stones) {
            int pos = Pos.of(3 + rnd.nextInt(9), 3 + rnd.nextInt(9));
            if (!b.isEmpty(pos) || (b.sideToMove() == 0 && b.isForbidden(pos, 0)) || b.isFive(pos, b.sideToMove())) continue;
            b.makeMove(pos);
        }
        if (b.sideToMove() != 0) b.makePass();
        return b;
    }

    /** Forbidden-point test for every empty point of a 15x15 renju midgame. */
    @Benchmark
    public int forbiddenAllEmptyPoints() {
        int n = 0;
        for (int y = 0; y < 15; y++)
            for (int x = 0; x < 15; x++) {
                int pos = Pos.of(x, y);
                if (renju.isEmpty(pos) && renju.forbidden(pos) != Forbidden.NONE) n++;
            }
        return n;
    }

    /** 100 makeMove then 100 undoMove on a freestyle 15x15 board (200 operations). */
    @Benchmark
    public long makeUndo100() {
        return makeUndo(free);
    }

    /** The same with the network's sums kept (and saved and restored) by every move. */
    @Benchmark
    public long makeUndo100Network() {
        return makeUndo(freeNetwork);
    }

    /** The same, reading the network's value after every move, as a search that evaluates every node. */
    @Benchmark
    public long makeEvaluateUndo100Network() {
        Board b = freeNetwork;
        int base = b.ply();
        long sum = 0;
        for (int pos : playout)
            if (b.isEmpty(pos)) {
                b.makeMove(pos);
                sum += b.networkValue();
            }
        while (b.ply() > base) b.undoMove();
        return sum;
    }

    /** The classical static evaluation of the midgame (a few loads: the board keeps its sums). */
    @Benchmark
    public int evaluateClassical() {
        return free.evaluate();
    }

    /** The network's value of the midgame: the head over the kept sums. */
    @Benchmark
    public int evaluateNetwork() {
        return freeNetwork.networkValue();
    }

    /** The network's value of eight midgames in turn: inputs that change from call to call, as in a search. */
    @Benchmark
    public int evaluateNetwork8() {
        int sum = 0;
        for (Board b : networkBoards) sum += b.networkValue();
        return sum;
    }

    private long makeUndo(Board b) {
        int base = b.ply();
        for (int pos : playout) if (b.isEmpty(pos)) b.makeMove(pos);
        long k = b.key();
        while (b.ply() > base) b.undoMove();
        return k;
    }
}
