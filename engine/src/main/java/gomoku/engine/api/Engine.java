package gomoku.engine.api;

import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.book.OpeningBook;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import gomoku.engine.search.SearchThreads;
import gomoku.engine.search.Searcher;
import gomoku.engine.search.TimeManager;
import gomoku.engine.search.TranspositionTable;
import gomoku.engine.search.Value;
import gomoku.engine.search.threat.VcfSolver;
import gomoku.engine.search.threat.VctSolver;
import java.util.SplittableRandom;

/**
 * The engine facade the front ends use. One instance owns its transposition table, its search
 * threads and their boards; nothing is static, so several engines can live in one process.
 * {@link #search} runs on the caller's thread (plus helper threads) and may be stopped from any
 * other thread with {@link #stop}; it then returns the best move found so far.
 */
public final class Engine {
    public static final int DEFAULT_HASH_MB = 64;
    /** Node budget of the VCF check before a search (about a fifth of a second). */
    private static final long VCF_NODES = 200_000;
    /** Most threats in the VCT tried before a search; deeper ones are left to the search. */
    private static final int VCT_ATTACKS = 6;

    private final TranspositionTable tt;
    private int threads;
    private SearchThreads search;
    /** Solvers are built on the main search board and rebuilt when that board changes (size or rule). */
    private VcfSolver vcf;
    private Board vcfBoard;
    private VctSolver vct;
    private Board vctBoard;
    private SplittableRandom random;
    private volatile boolean strongestBook;
    private volatile boolean stopRequested;
    private volatile VcfSolver runningVcf;
    private volatile VctSolver runningVct;

    public Engine() {
        this(Runtime.getRuntime().availableProcessors(), DEFAULT_HASH_MB);
    }

    public Engine(int threads, int hashMb) {
        this.threads = Math.max(1, threads);
        this.tt = new TranspositionTable(hashMb);
        this.random = new SplittableRandom();
    }

    /** Book moves: the strongest choice every time instead of a random good one (variety is the default). */
    public void setStrongestBook(boolean strongest) {
        this.strongestBook = strongest;
    }

    /** Makes the random choices (book, weak levels) reproducible. */
    public synchronized void setSeed(long seed) {
        random = new SplittableRandom(seed);
    }

    public synchronized void setThreads(int n) {
        if (n != threads) {
            threads = Math.max(1, n);
            search = null;
        }
    }

    public int threads() {
        return threads;
    }

    public synchronized void setHashSizeMb(int mb) {
        tt.resize(mb);
    }

    public int hashSizeMb() {
        return tt.sizeMb();
    }

    /** Forgets the previous game: clears the table and the move-ordering history. */
    public synchronized void newGame() {
        tt.clear();
        if (search != null) search.clear();
    }

    /** Stops a running search as soon as possible; it returns its best move so far. */
    public void stop() {
        stopRequested = true;
        SearchThreads s = search;
        if (s != null) s.stop();
        VcfSolver v = runningVcf;
        if (v != null) v.stop();
        VctSolver t = runningVct;
        if (t != null) t.stop();
    }

    public SearchResult search(GameState game, SearchLimits limits, Level level, SearchListener listener) {
        int[] moves = new int[game.moveCount()];
        for (int i = 0; i < moves.length; i++) moves[i] = game.move(i);
        return search(game.size(), game.rule(), moves, limits, level, listener);
    }

    /**
     * Best move for the side to move after {@code moves} (packed positions, {@link Pos#PASS} allowed)
     * on an empty {@code size} board. {@code level} null means full strength with the caller's limits.
     */
    public synchronized SearchResult search(int size, Rule rule, int[] moves, SearchLimits limits, Level level,
                                            SearchListener listener) {
        return run(size, rule, moves, limits, level, listener, true);
    }

    private SearchResult run(int size, Rule rule, int[] moves, SearchLimits limits, Level level,
                             SearchListener listener, boolean extras) {
        stopRequested = false;
        long start = System.nanoTime();
        SearchThreads st = prepare(size, rule, level);
        st.setPosition(moves, moves.length);
        Board board = st.mainBoard();
        int self = board.sideToMove(), oppo = self ^ 1;
        if (board.isFull()) return new SearchResult(Pos.NONE, 0, 0, 0, 0, 0, new int[0], "none");

        // Tactics first: take a five, block a five.
        int five = st.main().findFive(self);
        if (board.threatCount(self, Threat.FIVE) > 0)
            return immediate(five, Value.winIn(1), "five", start);
        if (board.threatCount(oppo, Threat.FIVE) > 0) {
            int block = st.main().findFive(oppo);
            if (!board.isForbidden(block, self)) {
                int value = board.threatCount(oppo, Threat.FIVE) >= 2 ? Value.lossIn(2) : 0;
                if (value != 0 || level == null || level.number < 4) return immediate(block, value, "forced", start);
            }
        }
        // Book, when nobody threatens anything.
        if (extras && (level == null || level.full)) {
            int bookMove = OpeningBook.move(board, random, strongestBook);
            if (bookMove != Pos.NONE) return immediate(bookMove, 0, "book", start);
        }
        TimeManager time = TimeManager.of(effectiveLimits(limits, level));
        // A quick standalone VCF before the main search, its node budget scaled to the time budget.
        if (extras && (level == null || level.vcfFirst)) {
            long vcfNodes = time.maximumMs == Long.MAX_VALUE ? VCF_NODES : Math.min(VCF_NODES, Math.max(2_000, time.maximumMs * 100));
            int[] line = solveVcf(board, 20, vcfNodes);
            if (line != null && line.length > 0)
                return new SearchResult(line[0], Value.winIn(line.length), line.length, 0, vcf.nodes(),
                        elapsed(start), line, "vcf");
            // Then a short threat-space search through threes, when nobody threatens anything yet.
            if (board.threatCount(oppo, Threat.F4) == 0 && board.threatCount(oppo, Threat.B4F3) == 0) {
                line = solveVct(board, VCT_ATTACKS, vcfNodes / 2);
                if (line != null && line.length > 0)
                    return new SearchResult(line[0], Value.winIn(line.length), line.length, 0, vct.nodes(),
                            elapsed(start), line, "vct");
            }
        }
        int maxDepth = limits.maxDepth() > 0 ? limits.maxDepth() : level != null ? level.maxDepth : 64;
        if (level != null) maxDepth = Math.min(maxDepth, level.maxDepth);
        final int depthCap = Math.min(maxDepth, gomoku.engine.search.SearchParams.MAX_PLY - 8);
        Searcher.IterationSink sink = (s, depth, value) -> {
            long ms = elapsed(start);
            listener.onIteration(new SearchInfo(depth, value, Value.matePlies(value), st.nodes(), ms, s.principalVariation()));
            if (ms >= time.scaledOptimumMs(s.stableIterations())) st.stop();
        };
        // The clock started when the search was asked for: the VCF check above counts against the budget.
        st.run(depthCap, start, time.maximumMs, limits.maxNodes() > 0 ? limits.maxNodes() : Long.MAX_VALUE,
                () -> stopRequested, sink);
        Searcher main = st.main();
        int best = main.bestMove();
        int value = main.bestValue();
        int[] pv = main.principalVariation();
        if (level != null && level.topMoves > 1 && !Value.isMate(value) && main.completedDepth() > 0)
            best = pickWithPersonality(main, level, best);
        if (best == Pos.NONE) best = anyLegal(board);
        return new SearchResult(best, value, Value.matePlies(value), main.completedDepth(), st.nodes(),
                elapsed(start), pv.length > 0 && pv[0] == best ? pv : new int[] {best}, "search");
    }

    /**
     * Plain search for benchmarks and analysis: full strength, no book, no standalone VCF, one
     * iteration per depth up to the limits (still takes an immediate five or block).
     */
    public synchronized SearchResult searchNoBook(GameState game, SearchLimits limits) {
        int[] moves = new int[game.moveCount()];
        for (int i = 0; i < moves.length; i++) moves[i] = game.move(i);
        return run(game.size(), game.rule(), moves, limits, null, SearchListener.NONE, false);
    }

    /** The VCF winning line for the side to move (see {@link VcfSolver}), or null. */
    public synchronized int[] findVcf(GameState game, int maxAttacks, long maxNodes) {
        SearchThreads st = prepare(game.size(), game.rule(), null);
        int[] moves = new int[game.moveCount()];
        for (int i = 0; i < moves.length; i++) moves[i] = game.move(i);
        st.setPosition(moves, moves.length);
        return solveVcf(st.mainBoard(), maxAttacks, maxNodes);
    }

    private int[] solveVcf(Board board, int maxAttacks, long maxNodes) {
        if (vcf == null || vcfBoard != board) {
            vcf = new VcfSolver(board);
            vcfBoard = board;
        }
        runningVcf = vcf;
        try {
            return stopRequested ? null : vcf.solve(maxAttacks, maxNodes);
        } finally {
            runningVcf = null;
        }
    }


    private int[] solveVct(Board board, int maxAttacks, long maxNodes) {
        if (vct == null || vctBoard != board) {
            vct = new VctSolver(board);
            vctBoard = board;
        }
        runningVct = vct;
        try {
            return stopRequested ? null : vct.solve(maxAttacks, maxNodes);
        } finally {
            runningVct = null;
        }
    }

    /** The VCT winning line for the side to move (see {@link VctSolver}), or null. */
    public synchronized int[] findVct(GameState game, int maxAttacks, long maxNodes) {
        SearchThreads st = prepare(game.size(), game.rule(), null);
        int[] moves = new int[game.moveCount()];
        for (int i = 0; i < moves.length; i++) moves[i] = game.move(i);
        st.setPosition(moves, moves.length);
        return solveVct(st.mainBoard(), maxAttacks, maxNodes);
    }

    private SearchThreads prepare(int size, Rule rule, Level level) {
        int n = level == null || level.full ? threads : 1;
        if (search == null || search.threads() != n || search.mainBoard().size != size || search.mainBoard().rule != rule)
            search = new SearchThreads(n, size, rule, tt);
        search.configure(level == null ? 0 : level.blindness, level == null || level.quiescence);
        return search;
    }

    private static SearchLimits effectiveLimits(SearchLimits limits, Level level) {
        if (level == null) return limits;
        long turn = limits.turnTimeMs() > 0 ? Math.min(limits.turnTimeMs(), level.moveTimeMs) : level.moveTimeMs;
        return new SearchLimits(turn, limits.matchTimeMs(), limits.timeLeftMs(), limits.maxDepth(), limits.maxNodes());
    }

    private int pickWithPersonality(Searcher main, Level level, int best) {
        int[] moves = new int[12];
        int[] values = new int[12];
        int n = main.scoreRootMoves(Math.max(1, Math.min(3, main.completedDepth() - 1)), moves, values);
        if (n == 0) return best;
        int top = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) top = Math.max(top, values[i]);
        // Sort by value, descending, ties by position.
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && (values[j] > values[j - 1] || values[j] == values[j - 1] && moves[j] < moves[j - 1]); j--) {
                int t = values[j]; values[j] = values[j - 1]; values[j - 1] = t;
                t = moves[j]; moves[j] = moves[j - 1]; moves[j - 1] = t;
            }
        int k = 1;
        while (k < n && k < level.topMoves && values[k] >= top - level.randomMargin && !Value.isMate(values[k])) k++;
        if (Value.isMate(top)) return moves[0];
        return moves[random.nextInt(k)];
    }

    private static int anyLegal(Board board) {
        int self = board.sideToMove();
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int pos = Pos.of(x, y);
                if (board.isEmpty(pos) && !(self == Side.BLACK && board.isForbidden(pos, self))) return pos;
            }
        return Pos.NONE;
    }

    private static SearchResult immediate(int move, int value, String source, long start) {
        return new SearchResult(move, value, Value.matePlies(value), 0, 0, elapsed(start), new int[] {move}, source);
    }

    private static long elapsed(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
