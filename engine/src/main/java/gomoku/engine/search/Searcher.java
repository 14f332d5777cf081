package gomoku.engine.search;

import static gomoku.engine.search.SearchParams.MAX_PLY;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.engine.eval.MovePolicy;
import gomoku.engine.pattern.CellTables;
import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.Threat;

/**
 * One search thread: its own board, move buffers, killers, history and PV, all allocated once in the
 * constructor; the search itself allocates nothing. Runs iterative deepening with aspiration windows
 * over PVS alpha-beta, dropping into a VCF quiescence search at the leaves.
 */
public final class Searcher {
    /** Most candidate moves at one node: every cell of a 22 x 22 board. */
    private static final int MAX_MOVES = 22 * 22;
    private static final int STACK = MAX_PLY + 8;
    private static final int KILLER_SCORE = 1 << 24;
    /** Most moves of each kind a node remembers for the history's malus. */
    private static final int MAX_TRIED = 64;
    /** Node budget for scoring the root moves of the weaker levels: keeps them well inside a second. */
    private static final long SCORE_ROOT_NODES = 300_000;
    /** Depth recorded for quiescence entries in the TT: below every real search depth. */
    private static final int QSEARCH_TT_DEPTH = -1;

    public final Board board;
    /** Whether the static evaluation is the board's network ({@link Board#networkValue}) instead of its cell values. */
    private final boolean network;
    /** What the search does differently under the board's rule (fixed for this searcher's life). */
    private final SearchRule searchRule;
    /**
     * The move ordering's scores by side to move (see {@link MovePolicy}; renju has one policy per
     * colour, the other rules one for both): by a cell's own line codes, by the opponent's, by
     * distance to the opponent's last move and to our own.
     */
    private final int[][] policySelf = new int[2][], policyOppo = new int[2][], policyLast = new int[2][], policyOwnLast = new int[2][];
    private final TranspositionTable tt;
    private final SharedState shared;
    private final boolean isMain;
    private final int[] moveBuf = new int[STACK * MAX_MOVES];
    private final int[] scoreBuf = new int[STACK * MAX_MOVES];
    private final int[] killers = new int[STACK * 2];
    /** By ply, in the quiescence: whether the four played there also made a two or more (see SUPPORTED_FOUR). */
    private final boolean[] supportedFour = new boolean[STACK];
    /**
     * History (see {@link SearchParams#HISTORY_RANGE}), by side and cell: how often a move there
     * was the best of its node lately, for attacks (our open three or more) and quiet moves apart.
     */
    private final int[] attackHistory = new int[2 * Pos.CELLS];
    private final int[] quietHistory = new int[2 * Pos.CELLS];
    /** Correction history by side and last move, and by side and hashed last two moves (see {@link SearchParams#CORRECTION_LIMIT}). */
    private final short[] correctionLast = new short[2 * Pos.CELLS];
    private final short[] correctionPair = new short[2 * SearchParams.CORRECTION_PAIRS];
    /**
     * Counter-moves, by the side and cell of the opponent's last move: the best answer found to it
     * lately, and our threat class there when it was found.
     */
    private final int[] counterMove = new int[2 * Pos.CELLS];
    private final int[] counterThreat = new int[2 * Pos.CELLS];
    /**
     * Continuation history (freestyle and standard, see {@link SearchParams#CONT_HISTORY_DIVISOR}):
     * by the move before (kind 0: the opponent's last move; kind 1: our own last move), the side to
     * move and the move, on the board's cells ({@link #cellIndex}). Empty where the rule does not use it.
     */
    private final short[] contHistory;
    private final int boardCells;
    /** Per ply, the attacks and the quiet moves searched without raising alpha (history's malus). */
    private final int[] triedAttacks = new int[STACK * MAX_TRIED];
    private final int[] triedQuiets = new int[STACK * MAX_TRIED];
    private final int[] pv = new int[STACK * STACK];
    private final int[] pvLength = new int[STACK];
    private final int[] rootMoves = new int[MAX_MOVES];
    private final int[] rootScores = new int[MAX_MOVES];
    private int rootCount;
    /**
     * Root moves the next searches must skip: multi-PV finds the second best move by searching again
     * without the best one, and so on. Empty for an ordinary search, which then runs unchanged.
     */
    private final int[] excludedRoot = new int[MAX_MOVES];
    private int excludedCount;
    /** Per ply, the move a singular-extension test leaves out (0: none). */
    private final int[] excluded = new int[STACK];
    /**
     * Per ply, the static evaluation of the node (facing an open three: the parent's, negated), for
     * "improving". The root and forced blocks take none: their slot keeps what it held (0 at the root).
     */
    private final int[] staticEval = new int[STACK];
    /**
     * Per ply, the fraction of a ply (hundredths) the path to the node carries on top of its whole
     * depth: the forced-block extension ({@link SearchParams#FORCED_BLOCK_EXTENSION}) is worth more
     * than a ply, and its remainders add up along the path until they make a whole ply. The root
     * and its children carry none (index 0 and 1 are never written).
     */
    private final int[] depthFraction = new int[STACK];
    /** Threat class, for the side that made it, of the move made at each ply. */
    private final int[] moveThreat = new int[STACK];
    /** Depth of the running iteration: extensions stop at twice this many plies. */
    private int rootDepth;
    /**
     * The network's recent values by position (network searches only): the upper 32 bits of the
     * board's key with the value in the lower 32, 0 for an empty slot. Transpositions and re-searches
     * meet the same leaf again, and a lookup costs far less than the network's head.
     */
    private final long[] evalCache;
    private static final int EVAL_CACHE_BITS = 16;

    long nodes;
    private boolean aborted;
    /** Quiescence nodes left for the current leaf of the main search. */
    private int quiescenceBudget;
    /** Evaluation handicap: 0 for full strength; see {@code Level}. */
    private int blindness;
    /** Whether the VCF quiescence runs at leaves (weak levels turn it off). */
    private boolean useQuiescence = true;

    // Result of the last completed iteration.
    private int completedDepth;
    private int bestMove = Pos.NONE;
    private int bestValue;
    private int selDepth;
    /** A later root move of the running iteration that raised alpha: adopted if the iteration is cut short. */
    private int partialBest = Pos.NONE;
    /** Iterations in a row, up to the last completed one, that kept the same best move. */
    private int stableIterations;

    Searcher(Board board, TranspositionTable tt, SharedState shared, boolean isMain) {
        this.board = board;
        this.network = board.hasNetwork();
        this.evalCache = network ? new long[1 << EVAL_CACHE_BITS] : null;
        this.searchRule = SearchParams.forRule(board.rule);
        for (int side = 0; side < 2; side++) {
            MovePolicy policy = MovePolicy.forSide(board.rule, side);
            policySelf[side] = policy.selfScores();
            policyOppo[side] = policy.oppoScores();
            policyLast[side] = policy.lastScores();
            policyOwnLast[side] = policy.ownLastScores();
        }
        this.boardCells = board.size * board.size;
        this.contHistory = new short[searchRule.useContinuationHistory ? 4 * boardCells * boardCells : 0];
        this.tt = tt;
        this.shared = shared;
        this.isMain = isMain;
    }

    /** Forgets everything learned in the previous game. */
    void clearHistory() {
        java.util.Arrays.fill(attackHistory, 0);
        java.util.Arrays.fill(quietHistory, 0);
        java.util.Arrays.fill(counterMove, 0);
        java.util.Arrays.fill(contHistory, (short) 0);
        java.util.Arrays.fill(killers, 0);
        java.util.Arrays.fill(correctionLast, (short) 0);
        java.util.Arrays.fill(correctionPair, (short) 0);
        // A value is only reused for an equal 48-bit key; emptying the cache too makes a new game
        // independent of the games this searcher played before, collisions included.
        if (evalCache != null) java.util.Arrays.fill(evalCache, 0);
    }

    /**
     * The index of the side to move's correction entry for the last move, or -1 (no stone yet, or
     * a pass): see {@link SearchParams#CORRECTION_LIMIT}.
     */
    private int correctionIndexLast() {
        int last = board.lastMove();
        return last != Pos.NONE && last != Pos.PASS ? board.sideToMove() * Pos.CELLS + last : -1;
    }

    /** The same for the last two moves (hashed into {@link SearchParams#CORRECTION_PAIRS} entries a side), or -1. */
    private int correctionIndexPair() {
        int n = board.ply();
        if (n < 2) return -1;
        int a = board.move(n - 1), b = board.move(n - 2);
        if (a == Pos.PASS || b == Pos.PASS) return -1;
        return board.sideToMove() * SearchParams.CORRECTION_PAIRS + ((a * 1021 + b * 31) & (SearchParams.CORRECTION_PAIRS - 1));
    }

    /** A cell's index among the board's cells, row by row. */
    private int cellIndex(int pos) {
        return ((pos >>> 5) - Pos.PAD) * board.size + (pos & (Pos.STRIDE - 1)) - Pos.PAD;
    }

    /**
     * Where {@code self}'s continuation entries after {@code prev} start (kind 0: the opponent's
     * move, 1: our own), or -1 when there is no such move. The same for every move of a node, so
     * it is computed once there; a move's entry is this plus its {@link #cellIndex}.
     */
    private int contRow(int kind, int self, int prev) {
        if (prev == Pos.PASS || prev == Pos.NONE) return -1;
        return ((kind * 2 + self) * boardCells + cellIndex(prev)) * boardCells;
    }

    /** {@code move}'s two continuation entries in the rows {@code rowLast} and {@code rowOwn} ({@link #contRow}), summed. */
    private int contScore(int rowLast, int rowOwn, int move) {
        int m = cellIndex(move);
        return (rowLast >= 0 ? contHistory[rowLast + m] : 0) + (rowOwn >= 0 ? contHistory[rowOwn + m] : 0);
    }

    /** Moves {@code move}'s two continuation entries in the rows {@code rowLast} and {@code rowOwn} by {@code bonus}. */
    private void updateCont(int rowLast, int rowOwn, int move, int bonus) {
        int m = cellIndex(move);
        if (rowLast >= 0) contHistory[rowLast + m] = (short) SearchParams.historyAfter(contHistory[rowLast + m], bonus);
        if (rowOwn >= 0) contHistory[rowOwn + m] = (short) SearchParams.historyAfter(contHistory[rowOwn + m], bonus);
    }

    /** What the searches after the same last moves found the static evaluation off by, in evaluation units. */
    private int correction() {
        int i = correctionIndexLast(), j = correctionIndexPair();
        return ((i >= 0 ? correctionLast[i] : 0) + (j >= 0 ? correctionPair[j] : 0)) / (2 * SearchParams.CORRECTION_GRAIN);
    }

    /** Moves both correction entries of the node toward {@code diff}, the search's value less the static evaluation. */
    private void updateCorrection(int diff, int depth) {
        int bonus = SearchParams.correctionBonus(diff, depth);
        int i = correctionIndexLast(), j = correctionIndexPair();
        if (i >= 0) correctionLast[i] = (short) SearchParams.correctionAfter(correctionLast[i], bonus);
        if (j >= 0) correctionPair[j] = (short) SearchParams.correctionAfter(correctionPair[j], bonus);
    }

    /** Root moves that {@link #iterate} leaves out from now on (the first {@code count} of {@code moves}). */
    void excludeRootMoves(int[] moves, int count) {
        System.arraycopy(moves, 0, excludedRoot, 0, count);
        excludedCount = count;
    }

    void configure(int blindness, boolean useQuiescence) {
        this.blindness = blindness;
        this.useQuiescence = useQuiescence;
    }

    // ------------------------------------------------------------------ iterative deepening

    /**
     * Runs iterative deepening from depth 1 to {@code maxDepth} (or until stopped), reporting each
     * completed iteration to {@code onIteration} (main thread only).
     */
    void iterate(int maxDepth, int depthOffset, IterationSink onIteration) {
        nodes = 0;
        aborted = false;
        completedDepth = 0;
        bestMove = Pos.NONE;
        stableIterations = 0;
        // Last move's history still helps, at half weight.
        for (int i = 0; i < attackHistory.length; i++) {
            attackHistory[i] >>= 1;
            quietHistory[i] >>= 1;
        }
        java.util.Arrays.fill(killers, 0);
        // Per-ply slots that some nodes read without writing (a forced block keeps its ply's static
        // evaluation and four flag): start every search from the same state, so that its result
        // depends only on the position, the table and the history.
        java.util.Arrays.fill(staticEval, 0);
        java.util.Arrays.fill(supportedFour, false);
        initRootMoves();
        if (rootCount == 0) return;
        bestMove = rootMoves[0];
        // What a search stopped inside depth 1 reports: the static value, not the last search's.
        bestValue = evaluate();
        int value = 0;
        for (int depth = 1 + depthOffset; depth <= maxDepth; depth++) {
            int delta = SearchParams.ASPIRATION_DELTA;
            int alpha = -Value.INFINITE, beta = Value.INFINITE;
            if (depth >= SearchParams.ASPIRATION_MIN_DEPTH && !Value.isMate(value)) {
                alpha = value - delta;
                beta = value + delta;
            }
            int v;
            rootDepth = depth;
            while (true) {
                v = searchRoot(alpha, beta, depth);
                if (aborted) break;
                if (v <= alpha) {
                    alpha = Math.max(-Value.INFINITE, v - delta);
                } else if (v >= beta) {
                    beta = Math.min(Value.INFINITE, v + delta);
                } else {
                    break;
                }
                delta *= 2;
                if (delta > 2000) {
                    alpha = -Value.INFINITE;
                    beta = Value.INFINITE;
                }
            }
            if (aborted) {
                // A root move that beat the first one's score in the unfinished iteration was searched
                // to the full depth: it is better than the last complete iteration's choice.
                if (partialBest != Pos.NONE) bestMove = partialBest;
                break;
            }
            value = v;
            completedDepth = depth;
            stableIterations = rootMoves[0] == bestMove ? stableIterations + 1 : 0;
            bestMove = rootMoves[0];
            bestValue = v;
            if (onIteration != null) onIteration.completed(this, depth, v);
            // A proven result does not change with more depth.
            if (Value.isMate(v) && Value.matePlies(Math.abs(v)) < depth) break;
            if (shared.stop) break;
        }
    }

    /** Called by the main searcher after each completed iteration. */
    public interface IterationSink {
        void completed(Searcher searcher, int depth, int value);
    }

    /**
     * Principal variation of the last completed iteration. Table cut-offs cut the collected line
     * short, so it is continued from the TT (best moves of the stored positions), as far as those
     * are legal and until a five is made, up to {@link #PV_MAX} moves.
     */
    public int[] principalVariation() {
        int n = pvLength[0];
        int[] line = java.util.Arrays.copyOf(pv, Math.max(n, PV_MAX));
        int made = 0;
        boolean ended = false;
        for (int i = 0; i < n; i++) {
            if (!board.isEmpty(line[i])) break;
            ended = board.isFive(line[i], board.sideToMove());
            board.makeMove(line[i]);
            made++;
        }
        if (made == n)
            while (!ended && n < PV_MAX) {
                long data = tt.probe(board.key());
                int move = data == 0 ? 0 : TranspositionTable.move(data);
                if (move == 0 || !board.isEmpty(move) || board.isForbidden(move, board.sideToMove())) break;
                ended = board.isFive(move, board.sideToMove());
                board.makeMove(move);
                made++;
                line[n++] = move;
            }
        while (made-- > 0) board.undoMove();
        return java.util.Arrays.copyOf(line, n);
    }

    /** Longest line {@link #principalVariation} reports. */
    private static final int PV_MAX = 24;

    public int bestMove() {
        return bestMove;
    }

    public int bestValue() {
        return bestValue;
    }

    /** Completed iterations in a row that kept the same best move (0: it just changed). */
    public int stableIterations() {
        return stableIterations;
    }

    public int completedDepth() {
        return completedDepth;
    }

    public long nodes() {
        return nodes;
    }

    /**
     * After {@link #iterate}: exact values of the first root moves (best first) with a full window at
     * {@code depth}, for the levels that choose among several good moves. Returns how many were scored.
     */
    public int scoreRootMoves(int depth, int[] moves, int[] values) {
        int n = Math.min(rootCount, moves.length);
        // The timed search is over; this short fixed-depth pass must not be cut by its clock.
        shared.stop = false;
        shared.maximumMs = Long.MAX_VALUE;
        shared.maxNodes = nodes + SCORE_ROOT_NODES;
        aborted = false;
        for (int i = 0; i < n; i++) {
            int move = rootMoves[i];
            board.makeMove(move);
            int v = -search(-Value.INFINITE, Value.INFINITE, depth - 1, 1, false);
            board.undoMove();
            if (aborted) return i;
            moves[i] = move;
            values[i] = v;
        }
        return n;
    }

    /**
     * The root's moves, best first by the ordering score. When the opponent has a five to make, the
     * block is the only move (any other loses at once; the move generator's open-three filter would
     * keep none of them when the four also left an open three); a block forbidden to renju's black
     * leaves every move, all lost, and so do open threes that no single move answers.
     */
    private void initRootMoves() {
        int self = board.sideToMove(), oppo = self ^ 1;
        int block = forcedBlock();
        if (block != Pos.NONE && !board.isForbidden(block, self)) {
            rootCount = isExcludedAtRoot(block) ? 0 : 1;
            rootMoves[0] = block;
            rootScores[0] = 0;
            return;
        }
        boolean defending = board.threatCount(oppo, Threat.FIVE) == 0 && board.threatCount(oppo, Threat.F4) > 0;
        rootCount = generate(0, defending);
        // Open threes no single move stops: every move loses, and the search still needs one to play.
        if (rootCount == 0 && defending) rootCount = generate(0, false);
        sortMoves(0, rootCount);
        int base = 0, kept = 0;
        for (int i = 0; i < rootCount; i++) {
            if (isExcludedAtRoot(moveBuf[base + i])) continue;
            rootMoves[kept] = moveBuf[base + i];
            rootScores[kept] = scoreBuf[base + i];
            kept++;
        }
        rootCount = kept;
    }

    private boolean isExcludedAtRoot(int move) {
        for (int i = 0; i < excludedCount; i++)
            if (excludedRoot[i] == move) return true;
        return false;
    }

    private int searchRoot(int alpha, int beta, int depth) {
        int ply = 0;
        pvLength[0] = 0;
        partialBest = Pos.NONE;
        int best = -Value.INFINITE;
        int bestIndex = 0;
        int side = board.sideToMove();
        for (int i = 0; i < rootCount; i++) {
            int move = rootMoves[i];
            moveThreat[0] = board.threat(move, side);
            board.makeMove(move);
            int v;
            if (i == 0) {
                v = -search(-beta, -alpha, depth - 1, ply + 1, false);
            } else {
                v = -search(-alpha - 1, -alpha, depth - 1, ply + 1, true);
                if (!aborted && v > alpha && v < beta) v = -search(-beta, -alpha, depth - 1, ply + 1, false);
            }
            board.undoMove();
            if (aborted) return best;
            if (v > best) {
                best = v;
                bestIndex = i;
                if (v > alpha) {
                    alpha = v;
                    if (i > 0) partialBest = move;
                    updatePv(ply, move);
                    if (v >= beta) break;
                }
            }
        }
        // Move the best root move to the front, keeping the others in order (stable for the next iteration).
        int m = rootMoves[bestIndex];
        System.arraycopy(rootMoves, 0, rootMoves, 1, bestIndex);
        rootMoves[0] = m;
        return best;
    }

    // ------------------------------------------------------------------ main search

    /**
     * Step 1 of {@link #search} and {@link #quiescence}: counts the node, polls the clock, and
     * returns the value of a node that needs no search (aborted, a five to take, two fives to face,
     * a full board, the ply limit), or {@link Value#NONE} when it must be searched.
     */
    private int enterNode(int ply) {
        pvLength[ply] = ply;
        if ((++nodes & (SearchParams.CHECK_EVERY - 1)) == 0) checkStop();
        if (aborted) return 0;
        if (ply > selDepth) selDepth = ply;
        int self = board.sideToMove();
        if (board.threatCount(self, Threat.FIVE) > 0) return Value.winIn(ply + 1);
        if (board.threatCount(self ^ 1, Threat.FIVE) >= 2) return Value.lossIn(ply + 2);
        if (board.isFull()) return 0;
        if (ply >= MAX_PLY) return Value.clampEval(network ? board.networkValue() : board.evaluate());
        return Value.NONE;
    }

    /**
     * Alpha-beta search of the node at {@code ply}. {@code cutNode}: a zero-window node expected to
     * fail high (Stockfish's node types: the reduced searches of late moves are expected cut nodes,
     * their full-depth re-searches and the first move of a cut node expected all nodes).
     * Its steps, numbered in the order they run ({@link #quiescence} uses the same numbers for the
     * same ideas and skips those it lacks): 1 abort, terminal checks and forced moves; 2 mate-distance
     * pruning; 3 table probe; 4 depth changes of the node; 5 drop into the quiescence; 6 static
     * evaluation and static pruning; 7 singular extension; 8 move loop; 9 history update; 10 table
     * store; 11 correction history.
     */
    private int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        // Step 1. Abort and terminal checks (five available, five threatened, full board, max ply),
        // then the forced moves: a block of the opponent's only five-point, our flex four, a
        // five-ply double threat.
        int terminal = enterNode(ply);
        if (terminal != Value.NONE) return terminal;
        int block = forcedBlock();
        if (block != Pos.NONE) return searchForcedBlock(block, alpha, beta, depth, ply, cutNode);
        int win = quickWin(ply);
        if (win != Value.NONE) return win;
        int self = board.sideToMove(), oppo = self ^ 1;

        // Step 2. Mate-distance pruning
        alpha = Math.max(alpha, Value.lossIn(ply));
        beta = Math.min(beta, Value.winIn(ply + 1));
        if (alpha >= beta) return alpha;

        // Step 3. TT probe and cutoff
        long key = board.key();
        long data = tt.probe(key);
        int ttMove = 0, ttValue = 0, ttBound = 0, ttDepth = 0;
        // In a singular-extension test the node is searched without one move: the table entry,
        // which is about the whole node, may guide but not answer, and is not overwritten.
        int skip = excluded[ply];
        boolean pvNode = beta - alpha > 1;
        if (data != 0) {
            ttMove = TranspositionTable.move(data);
            if (ttMove != 0 && !board.isEmpty(ttMove)) ttMove = 0;
            ttValue = Value.fromTT(TranspositionTable.value(data), ply);
            ttBound = TranspositionTable.bound(data);
            ttDepth = TranspositionTable.depth(data);
            if (skip == 0 && !pvNode && ttDepth >= depth && cutsOff(ttBound, ttValue, alpha, beta)) {
                // A quiet table move that cuts off earns history; one that fails low loses some.
                if (ttMove != 0 && board.threatCount(oppo, Threat.F4) == 0 && board.threat(ttMove, self) < Threat.F3) {
                    int bonus = SearchParams.historyBonus(depth);
                    updateHistory(quietHistory, self * Pos.CELLS + ttMove, ttValue >= beta ? bonus : -bonus);
                }
                return ttValue;
            }
        }

        // Step 4. Depth changes of the node. Internal iterative reduction: with no table move the
        // ordering is a guess, so a deep node is searched one ply shallower (it is cheap and fills the
        // table for next time); an expected cut node two plies, where the rule uses that.
        if (ttMove == 0 && depth >= SearchParams.IIR_MIN_DEPTH)
            depth -= searchRule.useCutNodeIir && cutNode && depth >= SearchParams.IIR_CUT_MIN_DEPTH ? 2 : 1;
        // A PV node whose table move comes from a much shallower search (this position left the PV
        // some iterations ago) is searched shallower too (Rapfi's scheme).
        if (pvNode && ttMove != 0 && depth > 1 && depth > ttDepth)
            depth -= SearchParams.pvTableReduction(depth - ttDepth);

        // Step 5. Drop into the VCF quiescence at depth <= 0
        if (depth <= 0) return enterQuiescence(alpha, beta, ply);

        // Step 6. Static evaluation, and static pruning at a non-PV node that faces no open three: far
        // above beta, the position stands (reverse futility); far below alpha, only a VCF can save it
        // (razoring). The evaluation is taken at every node: the move loop's pruning needs it, and
        // whether the node is improving on the same side's previous one.
        boolean defending = board.threatCount(oppo, Threat.F4) > 0;
        int eval = evaluate();
        staticEval[ply] = defending && ply > 0 ? -staticEval[ply - 1] : eval;
        boolean improving = ply >= 2 && staticEval[ply] > staticEval[ply - 2];
        if (skip == 0 && !pvNode && !defending && depth <= SearchParams.RFP_MAX_DEPTH && Math.abs(beta) < Value.MATE_BAND) {
            if (eval - SearchParams.reverseFutilityMargin(depth, improving) >= beta) return eval;
            if (depth <= SearchParams.RAZOR_MAX_DEPTH && eval + SearchParams.razorMargin(depth) < alpha)
                return enterQuiescence(alpha, beta, ply);
        }

        // A table move renju's black may not play is no move (checked only now: the depth changes
        // above treat it as a table move).
        if (ttMove != 0 && board.isForbidden(ttMove, self)) ttMove = 0;

        // Step 7. Singular extension: when every other move falls well short of the table move's
        // value in a shallower search, the table move is the only good one and gets a ply more;
        // when another move beats beta as well, the node fails high at once (multi-cut).
        int extension = 0;
        if (skip == 0 && ttMove != 0 && depth >= SearchParams.SE_MIN_DEPTH && ply < 2 * rootDepth
                && ttBound != TranspositionTable.BOUND_UPPER && ttDepth >= depth - SearchParams.SE_TT_DEPTH
                && Math.abs(ttValue) < Value.MATE_BAND) {
            int singularBeta = ttValue - SearchParams.singularMargin(depth);
            excluded[ply] = ttMove;
            int v = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
            excluded[ply] = 0;
            if (aborted) return 0;
            if (v < singularBeta) extension = 1;
            else if (singularBeta >= beta) return singularBeta;
        }

        // Step 8. Move loop: picker -> makeMove -> PVS re-search -> undoMove. The TT move goes first,
        // before any generation: when it cuts off, as it usually does, the node never scans the board.
        // First the node's pruning limits ("from the n-th move on"; NO_LIMIT: none), see isPruned.
        boolean canPrune = !pvNode && !defending && depth <= SearchParams.LMP_MAX_DEPTH;
        boolean futile = canPrune && depth <= SearchParams.FUTILITY_MAX_DEPTH
                && eval + SearchParams.futilityMargin(depth) <= alpha;
        int quietLimit = !canPrune ? NO_LIMIT : futile ? 1 : SearchParams.lateMovePruningCount(depth);
        // Rapfi's move counts: facing an open three, and near the leaves.
        int shallowLimit = defending ? (pvNode ? NO_LIMIT : SearchParams.defenceMoveCount(depth))
                : depth <= SearchParams.SHALLOW_MOVE_COUNT_MAX_DEPTH ? SearchParams.shallowMoveCount(depth, improving) : NO_LIMIT;
        int countLimit = defending ? NO_LIMIT : SearchParams.moveCountLimit(depth, improving);
        boolean distract = defending && !pvNode && depth <= SearchParams.DISTRACT_MAX_DEPTH && board.ply() >= 2;
        // Fail-high reduction (Rapfi's): an expected cut node whose evaluation is well above beta will
        // most likely fail high whatever it plays, so every move but our fours is searched a ply shallower.
        boolean likelyFailHigh = !pvNode && cutNode
                && eval >= beta + SearchParams.failHighMargin(depth, defending);
        int base = ply * MAX_MOVES;
        int k0 = killers[ply * 2], k1 = killers[ply * 2 + 1];
        int count = -1, limit = 0;
        int best = -Value.INFINITE, bestMoveHere = 0;
        int oldAlpha = alpha;
        // The move that raised alpha last, and how many attacks and quiet moves were tried besides.
        int alphaMove = 0, attacksTried = 0, quietsTried = 0;
        int tried = ply * MAX_TRIED;
        // The children of a real choice carry this node's fraction of a ply unchanged.
        depthFraction[ply + 1] = depthFraction[ply];
        for (int i = 0; ; i++) {
            int move;
            if (i == 0 && ttMove != 0) {
                move = ttMove;
            } else {
                if (count < 0) {
                    count = generateAfterTableMove(ply, defending, ttMove, k0, k1);
                    // No move: facing an open three, no defence; otherwise only renju's black can
                    // have none on a board not full, every cell left forbidden to it: it must foul.
                    if (count == 0 && ttMove == 0) return defending ? Value.lossIn(ply + 4) : Value.lossIn(ply + 1);
                    limit = defending ? count : Math.min(count, SearchParams.MAX_MOVES_PER_NODE - (ttMove != 0 ? 1 : 0));
                }
                int j = ttMove != 0 ? i - 1 : i;
                if (j >= limit) break;
                move = pickNext(base, j, count);
            }
            if (move == skip) continue;
            int ownThreat = board.threat(move, self), oppThreat = board.threat(move, oppo);
            // Step 8a. Pruning: the first move is always searched.
            if (i > 0 && isPruned(move, i, ownThreat, oppThreat, best, defending, quietLimit, shallowLimit, countLimit, distract))
                continue;
            // Step 8b. Reductions, then the search of the move (PVS): a late move first with a reduced
            // zero window, again at full depth if it beats alpha, and with the full window if it may be exact.
            boolean killer = move == k0 || move == k1;
            int newDepth = depth - 1 - (likelyFailHigh && !Threat.isFour(ownThreat) ? 1 : 0);
            int reduction = i == 0 ? 0 : reduction(move, i, ply, depth, newDepth, ownThreat, oppThreat, pvNode, improving, defending, killer);
            moveThreat[ply] = ownThreat;
            board.makeMove(move);
            int v;
            if (i == 0) {
                v = -search(-beta, -alpha, newDepth + extension, ply + 1, !pvNode && !cutNode);   // only a table move is extended
            } else {
                v = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1, reduction > 0 || !cutNode);
                if (!aborted && v > alpha && reduction > 0) v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                if (!aborted && v > alpha && v < beta) v = -search(-beta, -alpha, newDepth, ply + 1, false);
            }
            board.undoMove();
            if (aborted) return 0;
            // Step 8c. The result: a new best move, a new alpha (and PV), a cutoff (and killer).
            if (v > best) {
                best = v;
                bestMoveHere = move;
                if (v > alpha) {
                    alpha = v;
                    alphaMove = move;
                    updatePv(ply, move);
                    if (v >= beta) {
                        if (isQuiet(ownThreat, oppThreat) && k0 != move) {
                            killers[ply * 2 + 1] = k0;
                            killers[ply * 2] = move;
                        }
                        break;
                    }
                }
            }
            if (move != alphaMove) {
                if (ownThreat >= Threat.F3) {
                    if (attacksTried < MAX_TRIED) triedAttacks[tried + attacksTried++] = move;
                } else if (!defending && quietsTried < MAX_TRIED) {
                    triedQuiets[tried + quietsTried++] = move;
                }
            }
        }
        // Step 9. History: the move that raised alpha earns, the others tried lose.
        if (alphaMove != 0) updateStats(alphaMove, depth, defending, tried, attacksTried, quietsTried);

        // Step 10. Store to TT (skipped if aborted)
        int bound = boundOf(best, oldAlpha, beta);
        if (skip == 0) tt.store(key, bestMoveHere, Value.toTT(best, ply), depth, bound);

        // Step 11. Correction history
        if (skip == 0 && !defending && blindness == 0) learnCorrection(best, eval, bound, bestMoveHere, depth);
        return best;
    }

    /** "No limit" for the move loop's pruning limits: a move count no node reaches. */
    private static final int NO_LIMIT = Integer.MAX_VALUE;

    /**
     * Step 1 of both searches: the cell the side to move must block, the opponent's only
     * five-point, or {@link Pos#NONE}. (Two five-points are a loss, found by {@link #enterNode}.)
     */
    private int forcedBlock() {
        int oppo = board.sideToMove() ^ 1;
        return board.threatCount(oppo, Threat.FIVE) == 1 ? findFive(oppo) : Pos.NONE;
    }

    /**
     * Step 1 of {@link #search}: a forced block is not a real choice, so it is searched without
     * spending depth, and a little deeper ({@link SearchParams#FORCED_BLOCK_EXTENSION}), so that a
     * line of fours is seen through. Renju's black loses when the block is forbidden to it.
     */
    private int searchForcedBlock(int block, int alpha, int beta, int depth, int ply, boolean cutNode) {
        int self = board.sideToMove();
        if (board.isForbidden(block, self)) return Value.lossIn(ply + 2);
        moveThreat[ply] = board.threat(block, self);
        board.makeMove(block);
        int fraction = depthFraction[ply] + SearchParams.FORCED_BLOCK_EXTENSION;
        depthFraction[ply + 1] = fraction % 100;
        int v = -search(-beta, -alpha, depth + fraction / 100, ply + 1, beta - alpha == 1 && !cutNode);
        board.undoMove();
        if (!aborted && v > alpha) updatePv(ply, block);
        return v;
    }

    /**
     * Step 1 of both searches, after the forced block: the value of a win the opponent cannot stop
     * (our flex four, a five-ply double threat, see {@link #winsInFive}), or {@link Value#NONE}.
     */
    private int quickWin(int ply) {
        int self = board.sideToMove();
        if (board.threatCount(self, Threat.F4) > 0) return Value.winIn(ply + 3);
        if (winsInFive(self)) return Value.winIn(ply + 5);
        return Value.NONE;
    }

    /** Step 3 of both searches: whether a table entry's {@code bound} and {@code value} settle the window. */
    private static boolean cutsOff(int bound, int value, int alpha, int beta) {
        return bound == TranspositionTable.BOUND_EXACT
                || (bound == TranspositionTable.BOUND_LOWER && value >= beta)
                || (bound == TranspositionTable.BOUND_UPPER && value <= alpha);
    }

    /** Steps 5 and 6: the VCF quiescence in place of this node's search, with a fresh node budget. */
    private int enterQuiescence(int alpha, int beta, int ply) {
        quiescenceBudget = SearchParams.QSEARCH_NODE_BUDGET;
        return quiescence(alpha, beta, ply, SearchParams.QSEARCH_MAX_FOURS);
    }

    /** A move that makes no open three or more for either side, by its threat classes for us and for the opponent. */
    private static boolean isQuiet(int ownThreat, int oppThreat) {
        return ownThreat < Threat.F3 && oppThreat < Threat.F3;
    }

    /**
     * A move whose strongest effect is one open three, made or prevented, or one blocked four of
     * ours: late-move reduced too, a ply less than a quiet move ({@link SearchParams#LMR_THREE_LESS});
     * double threats never are.
     */
    private static boolean isSingleThreat(int ownThreat, int oppThreat) {
        return !isQuiet(ownThreat, oppThreat) && (ownThreat <= Threat.F3 || ownThreat == Threat.B4) && oppThreat <= Threat.F3;
    }

    /**
     * Step 8. Generates the moves of {@code ply} behind its table move, already searched: the
     * table move leaves the list (the picker's order does not depend on the list's) and the two
     * killers gain {@link #KILLER_SCORE}. Returns how many are left.
     */
    private int generateAfterTableMove(int ply, boolean defending, int ttMove, int k0, int k1) {
        int base = ply * MAX_MOVES;
        int count = generate(ply, defending);
        for (int j = 0; j < count; j++) {
            int m = moveBuf[base + j];
            if (m == ttMove) {
                moveBuf[base + j] = moveBuf[base + count - 1];
                scoreBuf[base + j] = scoreBuf[base + count - 1];
                count--;
                j--;
            } else if (m == k0 || m == k1) {
                scoreBuf[base + j] += KILLER_SCORE;
            }
        }
        return count;
    }

    /**
     * Step 8a. Whether the node's {@code i}-th move (0-based, never the first) is skipped. The limits
     * are the node's, computed once before its move loop: the index ({@code quietLimit}) or the
     * 1-based count (the others) from which moves are skipped, {@link #NO_LIMIT} for none:
     * <ul>
     * <li>{@code quietLimit}: quiet moves near the leaves, by late-move pruning, or all of them
     *     when futile (1);</li>
     * <li>distract pruning ({@code distract}, Rapfi's): defending, a four of ours that touches none
     *     of the opponent's threats, far from both last moves, only puts the defence off;</li>
     * <li>{@code shallowLimit}, Rapfi's move counts: facing an open three every answer, elsewhere
     *     quiet moves, single threats and blocks of one four-point;</li>
     * <li>{@code countLimit}, move-count pruning at every depth: quiet moves and single threats.</li>
     * </ul>
     * All but the first need a move that does not lose searched already ({@code best}).
     */
    private boolean isPruned(int move, int i, int ownThreat, int oppThreat, int best, boolean defending,
                             int quietLimit, int shallowLimit, int countLimit, boolean distract) {
        boolean quiet = isQuiet(ownThreat, oppThreat);
        if (quiet && i >= quietLimit) return true;
        if (best <= -Value.MATE_BAND) return false;
        if (distract && oppThreat < Threat.B4
                && Pos.distance(move, board.lastMove(), 5) > SearchParams.DISTRACT_DISTANCE
                && Pos.distance(move, board.move(board.ply() - 2), 5) > SearchParams.DISTRACT_DISTANCE) return true;
        boolean single = isSingleThreat(ownThreat, oppThreat);
        if (i + 1 >= shallowLimit
                && (defending || quiet || single || ownThreat <= Threat.F3 && oppThreat == Threat.B4)) return true;
        return (quiet || single) && i + 1 >= countLimit;
    }

    /**
     * Step 8b. Plies to reduce the {@code i}-th move (0-based, not the first) by in its first,
     * zero-window search. Quiet moves and single threats of a node not facing an open three take
     * the late-move reduction: the table's, a ply more at non-PV nodes and more again when not
     * improving, less for killers, single threats, a good history, an attack under way. Facing an
     * open three, the answers after the first take a ply less than the table, and a four that
     * touches none of the opponent's threats (it only puts the defence off) more.
     */
    private int reduction(int move, int i, int ply, int depth, int newDepth, int ownThreat, int oppThreat,
                          boolean pvNode, boolean improving, boolean defending, boolean killer) {
        if (depth < SearchParams.LMR_MIN_DEPTH) return 0;
        boolean quiet = isQuiet(ownThreat, oppThreat), single = isSingleThreat(ownThreat, oppThreat);
        if ((quiet || single) && !defending) {
            if (i < SearchParams.LMR_MIN_MOVES) return 0;
            int r = SearchParams.lmr(searchRule, depth, i) + (pvNode ? 0 : 1);
            if (killer) r--;
            if (!pvNode && !improving && r > 1) r += SearchParams.LMR_NOT_IMPROVING;
            if (single) r -= SearchParams.LMR_THREE_LESS;
            // A move with a good history is reduced less, one with a bad history more.
            int h = board.sideToMove() * Pos.CELLS + move;
            r -= SearchParams.historyReduction(attackHistory[h], quietHistory[h]);
            // A threat that goes on from our threat of two plies before: an attack under way.
            if (ply >= 2 && moveThreat[ply - 2] >= Threat.F3 && ownThreat >= Threat.F3) r -= SearchParams.LMR_ATTACK_LESS;
            return Math.max(quiet ? 1 : 0, Math.min(r, newDepth));
        }
        if (!defending) return 0;
        int r = SearchParams.lmr(searchRule, depth, i) - 1 + (oppThreat < Threat.B4 ? SearchParams.LMR_DELAYING_FOUR : 0);
        return Math.max(0, Math.min(r, newDepth - 1));
    }

    /** Step 10 of both searches: the bound a node's result {@code best} is for the window it was searched with. */
    private static int boundOf(int best, int oldAlpha, int beta) {
        return best >= beta ? TranspositionTable.BOUND_LOWER
                : best > oldAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
    }

    /**
     * Step 11. A searched node's result teaches the correction history of its last moves
     * ({@link #updateCorrection}) when it says something about the static evaluation {@code eval}:
     * its value is no mate, its best move makes no threat of its own, and its bound says the
     * evaluation was off in that direction (a fail-high above it, a fail-low below it, or exact).
     */
    private void learnCorrection(int best, int eval, int bound, int bestMove, int depth) {
        if (Math.abs(best) >= Value.MATE_BAND) return;
        if (bestMove != 0 && board.threat(bestMove, board.sideToMove()) >= Threat.F3) return;
        if (bound == TranspositionTable.BOUND_LOWER && best <= eval) return;
        if (bound == TranspositionTable.BOUND_UPPER && best >= eval) return;
        updateCorrection(best - eval, depth);
    }

    /**
     * After a node whose best move {@code move} raised alpha (Rapfi's update): the move earns
     * history of its kind (an attack, or a quiet move when not defending), the other attacks tried
     * lose as much, and so do the other quiet moves when the best was quiet; the move becomes the
     * counter-move of the opponent's last move.
     */
    private void updateStats(int move, int depth, boolean defending, int tried, int attacksTried, int quietsTried) {
        int self = board.sideToMove(), side = self * Pos.CELLS;
        int bonus = SearchParams.historyBonus(depth);
        int own = board.threat(move, self);
        // The continuation entries follow the last two moves: the same for every move updated here.
        int last = board.lastMove(), ownLast = board.ply() >= 2 ? board.move(board.ply() - 2) : Pos.PASS;
        int rowLast = contRow(0, self, last), rowOwn = contRow(1, self, ownLast);
        if (own >= Threat.F3) {
            updateHistory(attackHistory, side + move, bonus);
            if (searchRule.useContinuationHistory) updateCont(rowLast, rowOwn, move, bonus);
        } else if (!defending) {
            updateHistory(quietHistory, side + move, bonus);
            if (searchRule.useContinuationHistory) updateCont(rowLast, rowOwn, move, bonus);
            for (int i = 0; i < quietsTried; i++) {
                updateHistory(quietHistory, side + triedQuiets[tried + i], -bonus);
                if (searchRule.useContinuationHistory) updateCont(rowLast, rowOwn, triedQuiets[tried + i], -bonus);
            }
        }
        for (int i = 0; i < attacksTried; i++) {
            updateHistory(attackHistory, side + triedAttacks[tried + i], -bonus);
            if (searchRule.useContinuationHistory) updateCont(rowLast, rowOwn, triedAttacks[tried + i], -bonus);
        }
        if (last != Pos.NONE && last != Pos.PASS) {
            counterMove[(self ^ 1) * Pos.CELLS + last] = move;
            counterThreat[(self ^ 1) * Pos.CELLS + last] = own;
        }
    }

    private static void updateHistory(int[] table, int index, int bonus) {
        table[index] = SearchParams.historyAfter(table[index], bonus);
    }

    // ------------------------------------------------------------------ VCF quiescence

    /**
     * Leaf search: stand pat on the static evaluation, or keep playing fours (the opponent's reply to
     * each is forced). Same step numbering as {@link #search}.
     */
    private int quiescence(int alpha, int beta, int ply, int foursLeft) {
        // Step 1. Abort and terminal checks, then the forced moves
        int terminal = enterNode(ply);
        if (terminal != Value.NONE) return terminal;
        int self = board.sideToMove();
        int block = forcedBlock();
        if (block != Pos.NONE) {
            // The block is no four of ours: it spends none of the chain's.
            if (board.isForbidden(block, self)) return Value.lossIn(ply + 2);
            board.makeMove(block);
            int v = -quiescence(-beta, -alpha, ply + 1, foursLeft);
            board.undoMove();
            return v;
        }
        int win = quickWin(ply);
        if (win != Value.NONE) return win;

        // Step 3. TT probe: sequences of fours transpose heavily, so the table is what keeps this small.
        long key = board.key();
        long data = tt.probe(key);
        if (data != 0) {
            int ttValue = Value.fromTT(TranspositionTable.value(data), ply);
            if (cutsOff(TranspositionTable.bound(data), ttValue, alpha, beta)) return ttValue;
        }
        // Step 6. Static evaluation: stand pat
        int stand = evaluate();
        if (stand >= beta) return stand;
        // Both sides' fours can chain; the node budget keeps a leaf's quiescence bounded whatever the position.
        if (!useQuiescence || foursLeft <= 0 || quiescenceBudget <= 0
                || board.threatCount(self, Threat.B4) + board.threatCount(self, Threat.B4F3) == 0)
            return stand;
        int oldAlpha = alpha;
        if (stand > alpha) alpha = stand;
        // Step 8. Move loop over our fours only: four-threes first, then plain fours. Below the first
        // four of the chain a VCF goes on near the last one: only the cells around our own last four
        // (two steps in any direction, or four along one of its lines) are tried, and a bare four (one
        // that makes nothing else, not even a two) only after two fours that did.
        int best = stand, bestMove = 0;
        int size = board.size;
        boolean chained = foursLeft < SearchParams.QSEARCH_MAX_FOURS;
        int ownLast = Pos.NONE, x0 = 0, y0 = 0, x1 = size - 1, y1 = size - 1;
        if (chained) {
            ownLast = board.move(board.ply() - 2);
            int lx = Pos.x(ownLast), ly = Pos.y(ownLast);
            x0 = Math.max(0, lx - 4);
            y0 = Math.max(0, ly - 4);
            x1 = Math.min(size - 1, lx + 4);
            y1 = Math.min(size - 1, ly + 4);
        }
        // (A four made by a forced block never passed through this loop: its flag is the one last
        // written at that ply. Harmless for a heuristic, and deterministic.)
        boolean bareFours = !chained || supportedFour[ply - 2]
                && (foursLeft == SearchParams.QSEARCH_MAX_FOURS - 1 || supportedFour[ply - 4]);
        outer:
        for (int pass = Threat.B4F3; pass >= Threat.B4; pass--) {
            // The counters say how many cells of this class there are: stop scanning once all are seen.
            int left = board.threatCount(self, pass);
            for (int y = y0; y <= y1 && left > 0; y++)
                for (int x = x0, pos = Pos.of(x0, y); x <= x1; x++, pos++) {
                    if (board.threat(pos, self) != pass || !board.isEmpty(pos)) continue;
                    left--;
                    if (chained && !nearFour(pos, ownLast)) continue;
                    boolean supported = pass == Threat.B4F3 || SUPPORTED_FOUR[board.cellKey(pos, self)];
                    if (!supported && !bareFours) continue;
                    supportedFour[ply] = supported;
                    if (--quiescenceBudget < 0) break outer;
                    board.makeMove(pos);
                    int v = -quiescence(-beta, -alpha, ply + 1, foursLeft - 1);
                    board.undoMove();
                    if (aborted) return 0;
                    if (v > best) {
                        best = v;
                        bestMove = pos;
                        if (v > alpha) {
                            alpha = v;
                            updatePv(ply, pos);
                            if (v >= beta) break outer;
                        }
                    }
                }
        }
        // Step 10. Store to TT at the lowest depth, so any real search result replaces it.
        tt.store(key, bestMove, Value.toTT(best, ply), QSEARCH_TT_DEPTH, boundOf(best, oldAlpha, beta));
        return best;
    }

    /** Whether {@code pos} is within two cells of {@code four}, or on one of its lines within four. */
    private static boolean nearFour(int pos, int four) {
        int dx = Math.abs(Pos.x(pos) - Pos.x(four)), dy = Math.abs(Pos.y(pos) - Pos.y(four));
        return dx <= 2 && dy <= 2 || (dx == 0 || dy == 0 || dx == dy) && Math.max(dx, dy) <= 4;
    }

    /**
     * By cell key: the cell makes a four on one line and at least an open two ({@link Pattern#F2}, or
     * any stronger code) on another, so the four also builds toward the next threat.
     */
    private static final boolean[] SUPPORTED_FOUR = new boolean[CellTables.SIZE];

    static {
        // A four (B4 is itself above F2) and a second line at F2 or above.
        for (int c0 = 0; c0 < Pattern.COUNT; c0++)
            for (int c1 = 0; c1 < Pattern.COUNT; c1++)
                for (int c2 = 0; c2 < Pattern.COUNT; c2++)
                    for (int c3 = 0; c3 < Pattern.COUNT; c3++) {
                        boolean four = c0 == Pattern.B4 || c1 == Pattern.B4 || c2 == Pattern.B4 || c3 == Pattern.B4;
                        int twos = (c0 >= Pattern.F2 ? 1 : 0) + (c1 >= Pattern.F2 ? 1 : 0)
                                + (c2 >= Pattern.F2 ? 1 : 0) + (c3 >= Pattern.F2 ? 1 : 0);
                        SUPPORTED_FOUR[CellTables.key(c0, c1, c2, c3)] = four && twos >= 2;
                    }
    }

    private int evaluate() {
        // The network sees the threats through its features, or its base brings the threat term in.
        int v = network ? cachedNetworkValue() : board.evaluate();
        if (blindness > 0) {
            v = v * (8 - blindness) / 8;
        } else {
            if (!network) v += board.threatTerm();
            v += correction();
        }
        return Value.clampEval(v);
    }

    /** The network's value of the position, from {@link #evalCache} when this searcher met it lately. */
    private int cachedNetworkValue() {
        long key = board.key();
        int slot = (int) key & ((1 << EVAL_CACHE_BITS) - 1);
        long entry = evalCache[slot];
        if (entry != 0 && (int) (entry >>> 32) == (int) (key >>> 32)) return (int) entry;
        int v = board.networkValue();
        evalCache[slot] = (key & 0xFFFF_FFFF_0000_0000L) | (v & 0xFFFF_FFFFL);
        return v;
    }

    // ------------------------------------------------------------------ moves

    /**
     * Fills the buffer of {@code ply} with candidate moves and ordering scores; returns the count.
     * Defending against a flex-four threat, only our fours and the cells that spoil the opponent's
     * four-making points are generated. Renju black never gets a forbidden point.
     */
    private int generate(int ply, boolean defending) {
        int self = board.sideToMove();
        int base = ply * MAX_MOVES;
        int n = 0;
        int size = board.size;
        // The policy's distance terms look at the last two moves: the same for every candidate.
        int at = board.ply();
        int last = at >= 1 ? board.move(at - 1) : Pos.PASS, ownLast = at >= 2 ? board.move(at - 2) : Pos.PASS;
        int rowLast = contRow(0, self, last), rowOwn = contRow(1, self, ownLast);
        // Row by row, only the empty cells near a stone, in increasing position (the picker breaks
        // ties by position, so the order of the list does not matter; the scan's order is kept anyway).
        for (int row = Pos.PAD; row < Pos.PAD + size; row++)
            for (int bits = board.emptyNearRow(row); bits != 0; bits &= bits - 1) {
                int pos = row * Pos.STRIDE + Integer.numberOfTrailingZeros(bits);
                if (!isCandidateNear(board, pos, self, defending, searchRule)) continue;
                moveBuf[base + n] = pos;
                scoreBuf[base + n] = orderScore(pos, self, board.threat(pos, self), last, ownLast, rowLast, rowOwn);
                n++;
            }
        if (n == 0 && board.stoneCount() == 0) {
            moveBuf[base] = Pos.of(size / 2, size / 2);
            scoreBuf[base] = 0;
            n = 1;
        }
        return n;
    }

    /**
     * Whether {@code self}, to move, wins in five plies by a double threat the opponent cannot meet
     * (Rapfi's quick win check):
     * <ul>
     * <li>a four-three whose forced block is not a four-point of the opponent. The block lies on the
     *     four's line, which meets the three's line only at the stone played, so the three becomes a
     *     flex four next move; the opponent, with no four after the block, cannot make five in time
     *     (their fours elsewhere do not help: each would be answered by our five);</li>
     * <li>a double three when the opponent has no four to make at all: one stone answers only one
     *     of two threes whose lines meet at our stone, and without fours they gain no tempo.</li>
     * </ul>
     * A four-three's block is read from the board without the move. Renju black has fouls: a double
     * three is never a win, and a four-three (never a foul itself: a four and two threes is classed
     * F3F3) counts only when black still has a flex four after the block, that is when its three was
     * a real one, so black's four-threes are played out (make and undo, not counted as nodes).
     */
    boolean winsInFive(int self) {
        int oppo = self ^ 1;
        boolean fouls = searchRule.blackHasFouls && self == Side.BLACK;
        boolean oppoFours = board.threatCount(oppo, Threat.B4) + board.threatCount(oppo, Threat.B4F3)
                + board.threatCount(oppo, Threat.F4) > 0;
        int fourThrees = board.threatCount(self, Threat.B4F3);
        if (fourThrees > 0) {
            if (!oppoFours && !fouls) return true;
            int size = board.size;
            for (int y = 0; y < size && fourThrees > 0; y++)
                for (int x = 0, pos = Pos.of(0, y); x < size; x++, pos++) {
                    if (board.threat(pos, self) != Threat.B4F3 || !board.isEmpty(pos)) continue;
                    fourThrees--;
                    if (!fouls) {
                        // Read from the board without the move (renju's white included: no fouls of its own).
                        if (board.leavesOneBlockThatMakesNoFour(pos, self)) return true;
                        continue;
                    }
                    board.makeMove(pos);
                    int block = board.findThreat(self, Threat.FIVE);
                    boolean wins = board.threatCount(self, Threat.FIVE) == 1 && board.threat(block, oppo) < Threat.B4;
                    if (wins) {
                        // The three is real if black still has a flex four after the block (a flex
                        // four that is also a foul is classed FORBIDDEN or F3F3, never F4).
                        board.makeMove(block);
                        wins = board.threatCount(self, Threat.F4) > 0;
                        board.undoMove();
                    }
                    board.undoMove();
                    if (wins) return true;
                }
        }
        return !fouls && !oppoFours && board.threatCount(self, Threat.F3F3) > 0;
    }

    /**
     * Whether our stone on {@code pos} leaves {@code oppo} no flex four to make: a real answer to
     * their open three (outside renju; read from the board without the move).
     */
    static boolean defends(Board board, int pos, int oppo) {
        return board.leavesNoFlexFour(pos, oppo ^ 1);
    }

    /**
     * Whether the search generates {@code pos} as a move for {@code self}: an empty cell near a
     * stone, never a renju foul, and when {@code defending} (the opponent has an open three) only
     * our fours and the cells that spoil the opponent's four-making points; where black has no fouls
     * (not renju) only those of them that really answer the three ({@link #defends}).
     * In renju a point forbidden to black (class FORBIDDEN for black) is one of them too: black
     * cannot play there, but white's stone there still cuts black's lines through it, and it may be
     * white's only defence (leaving it out made the search announce false wins for black).
     */
    public static boolean isCandidate(Board board, int pos, int self, boolean defending) {
        return board.isEmpty(pos) && board.isNearStone(pos)
                && isCandidateNear(board, pos, self, defending, SearchParams.forRule(board.rule));
    }

    /** {@link #isCandidate} for an empty cell near a stone, under {@code rule}'s settings. */
    private static boolean isCandidateNear(Board board, int pos, int self, boolean defending, SearchRule rule) {
        int own = board.threat(pos, self), opp = board.threat(pos, self ^ 1);
        if (defending && !(Threat.isFour(own) || opp >= Threat.B4)) return false;
        if (own == Threat.FORBIDDEN) return false;
        if (own == Threat.F3F3 && self == Side.BLACK && board.isForbidden(pos, self)) return false;
        return !defending || Threat.isFour(own) || rule.blackHasFouls || defends(board, pos, self ^ 1);
    }

    /**
     * Ordering score of a candidate, in the upper bits: the policy's score plus the history's and
     * the counter-move's terms ({@link SearchParams#HISTORY_RANGE}). {@code last} and
     * {@code ownLast} are the last two moves ({@link Pos#PASS} when there are none), {@code rowLast}
     * and {@code rowOwn} their continuation rows ({@link #contRow}).
     */
    private int orderScore(int pos, int self, int own, int last, int ownLast, int rowLast, int rowOwn) {
        int s = POLICY_BIAS + policySelf[self][board.cellKey(pos, self)] + policyOppo[self][board.cellKey(pos, self ^ 1)]
                + policyLast[self][Pos.distance(pos, last, MovePolicy.MAX_DISTANCE)]
                + policyOwnLast[self][Pos.distance(pos, ownLast, MovePolicy.MAX_DISTANCE)];
        int h = self * Pos.CELLS + pos;
        s += own >= Threat.F3 ? attackHistory[h] * 2 / SearchParams.HISTORY_ORDER_DIVISOR
                : quietHistory[h] / SearchParams.HISTORY_ORDER_DIVISOR;
        // The best answer found lately to the opponent's last move, when it is still as strong a threat.
        int c = (self ^ 1) * Pos.CELLS + last;
        if (last != Pos.PASS && counterMove[c] == pos && own >= counterThreat[c]) s += SearchParams.COUNTER_MOVE_BONUS;
        if (searchRule.useContinuationHistory) s += contScore(rowLast, rowOwn, pos) / SearchParams.CONT_HISTORY_DIVISOR;
        return s << 8;
    }

    /** Keeps policy scores positive (each of the four terms is at most 9,999 in size). */
    private static final int POLICY_BIAS = 40_000;

    /** The cell where {@code side} makes five, or {@link Pos#NONE}. */
    public int findFive(int side) {
        return board.findThreat(side, Threat.FIVE);
    }

    /**
     * Selection step of a lazy sort: brings the best remaining move to index {@code i} and returns it.
     * Cut-offs usually come early, so this beats sorting the whole list. Ties go to the lower position.
     */
    private int pickNext(int base, int i, int count) {
        int bestIndex = base + i;
        int bestScore = scoreBuf[bestIndex], bestMove = moveBuf[bestIndex];
        for (int j = base + i + 1; j < base + count; j++) {
            int sc = scoreBuf[j];
            if (sc > bestScore || (sc == bestScore && moveBuf[j] < bestMove)) {
                bestIndex = j;
                bestScore = sc;
                bestMove = moveBuf[j];
            }
        }
        moveBuf[bestIndex] = moveBuf[base + i];
        scoreBuf[bestIndex] = scoreBuf[base + i];
        moveBuf[base + i] = bestMove;
        scoreBuf[base + i] = bestScore;
        return bestMove;
    }

    /** Sorts a move list by score, descending, ties by position: a total order (determinism). */
    private void sortMoves(int base, int count) {
        for (int i = base + 1; i < base + count; i++) {
            int m = moveBuf[i], s = scoreBuf[i];
            int j = i - 1;
            while (j >= base && (scoreBuf[j] < s || (scoreBuf[j] == s && moveBuf[j] > m))) {
                moveBuf[j + 1] = moveBuf[j];
                scoreBuf[j + 1] = scoreBuf[j];
                j--;
            }
            moveBuf[j + 1] = m;
            scoreBuf[j + 1] = s;
        }
    }

    private void updatePv(int ply, int move) {
        int row = ply * STACK, next = (ply + 1) * STACK;
        pv[row + ply] = move;
        int len = pvLength[ply + 1];
        for (int i = ply + 1; i < len; i++) pv[row + i] = pv[next + i];
        pvLength[ply] = Math.max(len, ply + 1);
    }

    private void checkStop() {
        if (shared.stop) {
            aborted = true;
            return;
        }
        if (isMain && (shared.elapsedMs() >= shared.maximumMs || nodes >= shared.maxNodes)) {
            shared.stop = true;
            aborted = true;
        }
    }
}
