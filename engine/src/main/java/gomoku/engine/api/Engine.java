package gomoku.engine.api;

import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.book.OpeningBook;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import gomoku.engine.pattern.Threat;
import gomoku.engine.search.SearchParams;
import gomoku.engine.search.SearchThreads;
import gomoku.engine.search.Searcher;
import gomoku.engine.search.TimeManager;
import gomoku.engine.search.TranspositionTable;
import gomoku.engine.search.Value;
import gomoku.engine.search.threat.ThreatKind;
import gomoku.engine.search.threat.ThreatSolver;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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
    /** Most fours in the VCF tried before a search. */
    private static final int VCF_ATTACKS = 20;
    /** Most threats in the VCT tried before a search; deeper ones are left to the search. */
    private static final int VCT_ATTACKS = 6;
    /** Deepest iteration when neither the limits nor the level name one: time or nodes end the search first. */
    private static final int DEFAULT_MAX_DEPTH = 64;
    /** Deepest iteration of any search: below the ply limit, so that extensions and the quiescence still fit. */
    private static final int MAX_SEARCH_DEPTH = SearchParams.MAX_PLY - 8;

    /** What {@link #run} does besides the main search. */
    private enum RunMode {
        /** A game move: the opening book, then the standalone VCF and VCT, as far as the level allows. */
        PLAY(true, false),
        /** The main search alone; a lone forced block is still played at once. */
        PLAIN(false, false),
        /** The main search alone, and it searches a forced block too, so that its value is known. */
        SEARCH_ALL(false, true);

        final boolean bookAndThreats;
        final boolean searchesEveryForcedBlock;

        RunMode(boolean bookAndThreats, boolean searchesEveryForcedBlock) {
            this.bookAndThreats = bookAndThreats;
            this.searchesEveryForcedBlock = searchesEveryForcedBlock;
        }
    }

    private final TranspositionTable tt;
    private int threads;
    private SearchThreads search;
    /** One solver per kind, built on the main search board and dropped when that board changes (size or rule). */
    private final Map<ThreatKind, ThreatSolver> solvers = new EnumMap<>(ThreatKind.class);
    private Board solverBoard;
    private SplittableRandom random;
    private volatile boolean stopRequested;
    private volatile ThreatSolver runningSolver;
    private long lastThreatNodes;
    private Evaluation evaluation = Evaluation.AUTO;
    /** A network to use instead of the shipped one for its rule set, or null. */
    private Network network;

    public Engine() {
        this(Runtime.getRuntime().availableProcessors(), DEFAULT_HASH_MB);
    }

    public Engine(int threads, int hashMb) {
        this.threads = Math.max(1, threads);
        this.tt = new TranspositionTable(hashMb);
        this.random = new SplittableRandom();
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

    /**
     * The static evaluation of the following searches ({@link Evaluation#AUTO} unless set). A change
     * clears the table too: its values were the other evaluation's.
     */
    public synchronized void setEvaluation(Evaluation evaluation) {
        if (evaluation != this.evaluation) {
            this.evaluation = evaluation;
            search = null;
            tt.clear();
        }
    }

    public Evaluation evaluation() {
        return evaluation;
    }

    /**
     * A network to evaluate with instead of the shipped one, in games whose rule set is its own
     * (null: the shipped ones); it counts when a search evaluates with the network. Clears the table.
     */
    public synchronized void setNetwork(Network network) {
        if (network != this.network) {
            this.network = network;
            search = null;
            tt.clear();
        }
    }

    /** The network a search of {@code rule} at {@code level} (null: full strength) uses, or null for the classical evaluation. */
    private Network networkFor(Rule rule, Level level) {
        if (!evaluation.usesNetwork(rule, level == null || level.fullStrengthEvaluation)) return null;
        return network != null && network.ruleSet == Network.ruleSetOf(rule) ? network : Network.forRule(rule);
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
        ThreatSolver solver = runningSolver;
        if (solver != null) solver.stop();
    }

    public SearchResult search(GameState game, SearchLimits limits, Level level, SearchListener listener) {
        return search(game.size(), game.rule(), movesOf(game), limits, level, listener);
    }

    /**
     * Best move for the side to move after {@code moves} (packed positions, {@link Pos#PASS} allowed)
     * on an empty {@code size} board. {@code level} null means full strength with the caller's limits.
     */
    public synchronized SearchResult search(int size, Rule rule, int[] moves, SearchLimits limits, Level level,
                                            SearchListener listener) {
        return run(size, rule, moves, limits, level, listener, RunMode.PLAY);
    }

    private SearchResult run(int size, Rule rule, int[] moves, SearchLimits limits, Level level,
                             SearchListener listener, RunMode mode) {
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
        if (!mode.searchesEveryForcedBlock && board.threatCount(oppo, Threat.FIVE) > 0) {
            int block = st.main().findFive(oppo);
            if (!board.isForbidden(block, self)) {
                int value = board.threatCount(oppo, Threat.FIVE) >= 2 ? Value.lossIn(2) : 0;
                if (value != 0 || level == null || !level.searchesForcedBlock) return immediate(block, value, "forced", start);
            }
        }
        // Book, when nobody threatens anything.
        if (mode.bookAndThreats && (level == null || level.bookAndAllThreads)) {
            int bookMove = OpeningBook.move(board, random, false);
            if (bookMove != Pos.NONE) return immediate(bookMove, 0, "book", start);
        }
        TimeManager time = TimeManager.of(effectiveLimits(limits, level), level == null);
        if (mode.bookAndThreats && (level == null || level.vcfFirst)) {
            SearchResult win = threatWin(board, time, start);
            if (win != null) return win;
        }
        int maxDepth = limits.maxDepth() > 0 ? limits.maxDepth() : level != null ? level.maxDepth : DEFAULT_MAX_DEPTH;
        if (level != null) maxDepth = Math.min(maxDepth, level.maxDepth);
        final int depthCap = Math.min(maxDepth, MAX_SEARCH_DEPTH);
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
     * A quick standalone VCF before the main search, its node budget scaled to the time budget; then,
     * when the opponent threatens nothing yet, a short threat-space search through threes. Null when
     * neither finds a win.
     */
    private SearchResult threatWin(Board board, TimeManager time, long start) {
        int oppo = board.sideToMove() ^ 1;
        long vcfNodes = time.maximumMs == Long.MAX_VALUE ? VCF_NODES : Math.min(VCF_NODES, Math.max(2_000, time.maximumMs * 100));
        SearchResult win = winBy(ThreatKind.VCF, solve(ThreatKind.VCF, board, VCF_ATTACKS, vcfNodes), start);
        if (win == null && board.threatCount(oppo, Threat.F4) == 0 && board.threatCount(oppo, Threat.B4F3) == 0)
            win = winBy(ThreatKind.VCT, solve(ThreatKind.VCT, board, VCT_ATTACKS, vcfNodes / 2), start);
        return win;
    }

    /** The result of a threat solver's winning {@code line}; null when it found none. */
    private SearchResult winBy(ThreatKind kind, int[] line, long start) {
        if (line == null || line.length == 0) return null;
        return new SearchResult(line[0], Value.winIn(line.length), line.length, 0, lastThreatNodes, elapsed(start),
                line, kind.id());
    }

    /** Most candidates a multi-PV search reports. */
    public static final int MAX_MULTI_PV = 10;

    /**
     * The {@code count} best root moves for the side to move, best first, each with an exact value:
     * the best move is searched as an ordinary search, then the best move without it, and so on,
     * all sharing the table. Full strength, no book and no standalone VCF, so the first candidate is
     * the move {@link #searchNoBook} finds with the same limits from the same table. A time limit is
     * shared evenly between the searches. Empty when the game is over. A limit too small for one
     * iteration still gives the move searchNoBook would play, with depth 0 and the static value.
     */
    public synchronized List<Candidate> searchMultiPv(GameState game, int count, SearchLimits limits) {
        stopRequested = false;
        SearchThreads st = prepare(game.size(), game.rule(), null);
        int[] moves = movesOf(game);
        st.setPosition(moves, moves.length);
        List<Candidate> shortcut = multiPvShortcut(game, st);
        if (shortcut != null) return shortcut;
        int n = Math.max(1, Math.min(count, MAX_MULTI_PV));
        TimeManager time = TimeManager.of(limits);
        int depth = Math.min(limits.maxDepth() > 0 ? limits.maxDepth() : DEFAULT_MAX_DEPTH, MAX_SEARCH_DEPTH);
        long maximumMs = time.maximumMs == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(10, time.maximumMs / n);
        long optimumMs = time.optimumMs == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(5, time.optimumMs / n);
        long maxNodes = limits.maxNodes() > 0 ? limits.maxNodes() : Long.MAX_VALUE;
        return multiPv(st, n, depth, maximumMs, optimumMs, maxNodes, List.of(), null);
    }

    /**
     * Open-ended multi-PV analysis: depth after depth, the {@code count} best moves as in
     * {@link #searchMultiPv}, reported to {@code listener} after each of their searches, until
     * {@link #stop} is called or every candidate is a proven result. Returns the candidates of the
     * last completed depth (empty when the game is over).
     */
    public synchronized List<Candidate> analyze(GameState game, int count, AnalysisListener listener) {
        stopRequested = false;
        long start = System.nanoTime();
        SearchThreads st = prepare(game.size(), game.rule(), null);
        int[] moves = movesOf(game);
        st.setPosition(moves, moves.length);
        List<Candidate> shortcut = multiPvShortcut(game, st);
        if (shortcut != null) {
            if (!shortcut.isEmpty()) listener.onUpdate(shortcut.get(0).depth(), shortcut, 0, elapsed(start));
            return shortcut;
        }
        int n = Math.max(1, Math.min(count, MAX_MULTI_PV));
        long[] nodes = {0};
        List<Candidate> last = List.of();
        for (int depth = 1; depth <= MAX_SEARCH_DEPTH && !stopRequested; depth++) {
            List<Candidate> previous = last;
            final int d = depth;
            List<Candidate> found = multiPv(st, n, depth, Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE, previous,
                    (partial, passNodes) -> {
                        nodes[0] += passNodes;
                        listener.onUpdate(d, partial, nodes[0], elapsed(start));
                    });
            if (stopRequested || found.isEmpty()) break;
            last = found;
            boolean proven = true;
            for (Candidate c : found) proven &= c.mate() != 0 && Math.abs(c.mate()) < depth;
            if (proven) break;
        }
        return last;
    }

    /** Receives each multi-PV search's merged candidate list and its node count. */
    private interface PassSink {
        void passDone(List<Candidate> candidates, long nodes);
    }

    /**
     * The multi-PV loop: search, exclude the best root move, search again. Candidates are sorted by
     * value (stable: an equal value keeps the search order). {@code previous} fills up the lists
     * given to {@code sink} with the moves not searched yet at this depth.
     */
    private List<Candidate> multiPv(SearchThreads st, int count, int depth, long maximumMs, long optimumMs,
                                    long maxNodes, List<Candidate> previous, PassSink sink) {
        int[] excluded = new int[count];
        List<Candidate> found = new ArrayList<>();
        try {
            for (int k = 0; k < count && !stopRequested; k++) {
                st.excludeRootMoves(excluded, k);
                long start = System.nanoTime();
                Searcher.IterationSink clock = optimumMs == Long.MAX_VALUE ? null : (s, d, v) -> {
                    if (elapsed(start) >= optimumMs) st.stop();
                };
                st.run(depth, start, maximumMs, maxNodes, () -> stopRequested, clock);
                Searcher main = st.main();
                int best = main.bestMove();
                // A first search stopped inside depth 1 still names the move searchNoBook would play.
                if (best == Pos.NONE || main.completedDepth() == 0 && k > 0) break;
                int value = main.bestValue();
                int[] pv = main.principalVariation();
                found.add(new Candidate(best, value, Value.matePlies(value), main.completedDepth(),
                        pv.length > 0 && pv[0] == best ? pv : new int[] {best}));
                found.sort((a, b) -> Integer.compare(b.score(), a.score()));
                excluded[k] = best;
                if (sink != null && !stopRequested) sink.passDone(withPrevious(found, previous, count), st.nodes());
            }
        } finally {
            st.excludeRootMoves(excluded, 0);
        }
        return List.copyOf(found);
    }

    private static List<Candidate> withPrevious(List<Candidate> found, List<Candidate> previous, int count) {
        List<Candidate> out = new ArrayList<>(found);
        for (Candidate p : previous) {
            if (out.size() >= count) break;
            boolean listed = false;
            for (Candidate c : found) listed |= c.move() == p.move();
            if (!listed) out.add(p);
        }
        return List.copyOf(out);
    }

    /** Positions with no choice to analyse: the game is over (none), or a five to take (only that). */
    private static List<Candidate> multiPvShortcut(GameState game, SearchThreads st) {
        Board board = st.mainBoard();
        if (game.isOver() || board.isFull()) return List.of();
        int self = board.sideToMove();
        if (board.threatCount(self, Threat.FIVE) > 0) {
            int five = st.main().findFive(self);
            return List.of(new Candidate(five, Value.winIn(1), 1, 1, new int[] {five}));
        }
        return null;
    }

    /** The moves of {@code game} as packed positions ({@link Pos#PASS} for a pass), a fresh array. */
    public static int[] movesOf(GameState game) {
        int[] moves = new int[game.moveCount()];
        for (int i = 0; i < moves.length; i++) moves[i] = game.move(i);
        return moves;
    }

    /**
     * Plain search for benchmarks and analysis: full strength, no book, no standalone VCF, one
     * iteration per depth up to the limits (still takes an immediate five or block).
     */
    public synchronized SearchResult searchNoBook(GameState game, SearchLimits limits) {
        return run(game.size(), game.rule(), movesOf(game), limits, null, SearchListener.NONE, RunMode.PLAIN);
    }

    /**
     * {@link #searchNoBook} that also searches a forced block (so that its value is known) and reports
     * each completed iteration to {@code listener}: what the tactics measure needs.
     */
    public synchronized SearchResult searchAll(GameState game, SearchLimits limits, SearchListener listener) {
        return run(game.size(), game.rule(), movesOf(game), limits, null, listener, RunMode.SEARCH_ALL);
    }

    /** Nodes the last {@link #findWin} searched: how far it looked. */
    public synchronized long lastThreatNodes() {
        return lastThreatNodes;
    }

    /**
     * The winning line of {@code kind} for the side to move (see {@link ThreatSolver}), or null: at
     * most {@code maxAttacks} attacking moves within about {@code maxNodes} nodes.
     */
    public synchronized int[] findWin(ThreatKind kind, GameState game, int maxAttacks, long maxNodes) {
        SearchThreads st = prepare(game.size(), game.rule(), null);
        int[] moves = movesOf(game);
        st.setPosition(moves, moves.length);
        return solve(kind, st.mainBoard(), maxAttacks, maxNodes);
    }

    /** {@link #findWin} for a VCF, the threat search most callers want. */
    public int[] findVcf(GameState game, int maxAttacks, long maxNodes) {
        return findWin(ThreatKind.VCF, game, maxAttacks, maxNodes);
    }

    private int[] solve(ThreatKind kind, Board board, int maxAttacks, long maxNodes) {
        if (solverBoard != board) {
            solvers.clear();
            solverBoard = board;
        }
        ThreatSolver solver = solvers.computeIfAbsent(kind, k -> k.newSolver(board));
        runningSolver = solver;
        try {
            return stopRequested ? null : solver.solve(maxAttacks, maxNodes);
        } finally {
            lastThreatNodes = solver.nodes();
            runningSolver = null;
        }
    }

    private SearchThreads prepare(int size, Rule rule, Level level) {
        int n = level == null || level.bookAndAllThreads ? threads : 1;
        Network net = networkFor(rule, level);
        // A level or rule that switches the evaluation leaves the table with the other one's values.
        boolean otherEvaluation = search != null && search.network() != net;
        if (otherEvaluation) tt.clear();
        if (search == null || otherEvaluation || search.threads() != n || search.mainBoard().size != size
                || search.mainBoard().rule != rule)
            search = new SearchThreads(n, size, rule, tt, net);
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
