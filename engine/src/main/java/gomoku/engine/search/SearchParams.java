package gomoku.engine.search;

import gomoku.engine.core.Rule;

/**
 * Search tunables, one line each: what the value does and, where it was measured, its worth with a
 * pointer to the strength log ({@code docs/strength-log.md}), which keeps how each was found and the
 * runs that lost; scores against Rapfi are at a fixed number of nodes a move (ours four or five
 * times Rapfi's). Change a value only with a match result. Every rule uses every value here; what
 * differs by rule is in the per-rule settings at the end ({@link SearchRule}).
 */
public final class SearchParams {
    // ---- Limits and iterative deepening
    /** Plies a search may reach; stacks are sized MAX_PLY + 8. */
    public static final int MAX_PLY = 128;
    /** Nodes between checks of the stop flag and the clock. */
    public static final int CHECK_EVERY = 1024;
    /** Initial aspiration half-window, doubled on each fail (common practice; Rapfi's is similar). */
    public static final int ASPIRATION_DELTA = 60;
    /** Aspiration starts from this depth; shallower iterations use the full window. */
    public static final int ASPIRATION_MIN_DEPTH = 5;

    // ---- VCF quiescence at the leaves
    /** Plies of fours the quiescence may chain at a leaf. */
    public static final int QSEARCH_MAX_FOURS = 14;
    /** Fours the quiescence may try per leaf: positions full of fours for both sides otherwise explode. */
    public static final int QSEARCH_NODE_BUDGET = 64;

    // ---- Depth: extensions and reductions of a whole node
    /** Hundredths of a ply a forced block of a four goes deeper: +3.6% ± 4.3% vs Rapfi, strength log 2026-12-05. */
    static final int FORCED_BLOCK_EXTENSION = 30;
    /** Internal iterative reduction: a node of at least this depth without a table move loses a ply. */
    static final int IIR_MIN_DEPTH = 4;
    /** ... an expected cut node two plies from this depth (where SearchRule.useCutNodeIir): adopted with CONT_HISTORY_DIVISOR. */
    static final int IIR_CUT_MIN_DEPTH = 7;
    /** A PV node with a shallower table move loses this % of the gap: with RFP's improving ply +5.6% vs Rapfi, strength log 2026-12-05. */
    static final int PV_TT_REDUCTION = 28;
    /** ... at most this many plies. */
    static final int PV_TT_REDUCTION_MAX = 3;
    /** Singular extension from this depth (Stockfish's and Rapfi's scheme). */
    static final int SE_MIN_DEPTH = 6;
    /** ... when the table entry is at most this many plies shallower than the node. */
    static final int SE_TT_DEPTH = 3;
    /** ... searching the other moves against the table value less this per ply. */
    static final int SE_MARGIN = 4;

    /** The margin below the table value the other moves are tested against, for the singular extension at {@code depth}. */
    static int singularMargin(int depth) {
        return SE_MARGIN * depth;
    }

    /** Plies the PV table reduction takes for a table move {@code depthGap} plies shallower than the node. */
    static int pvTableReduction(int depthGap) {
        return Math.min(PV_TT_REDUCTION_MAX, (depthGap * PV_TT_REDUCTION + 50) / 100);
    }

    // ---- Pruning of a whole node by its static evaluation
    /** Reverse futility pruning up to this depth. */
    static final int RFP_MAX_DEPTH = 6;
    /** ... margin per ply, a ply less when improving (Rapfi's 63 on our scale): +26 to +89 Elo self-play vs 260, strength log 2026-12-05. */
    static final int RFP_MARGIN = 130;
    /** Razoring into the VCF quiescence up to this depth. */
    static final int RAZOR_MAX_DEPTH = 2;
    /** ... when the static evaluation is this far per ply below alpha. */
    static final int RAZOR_MARGIN = 180;

    /** How far above beta the static evaluation must be for reverse futility pruning at {@code depth}. */
    static int reverseFutilityMargin(int depth, boolean improving) {
        return RFP_MARGIN * (improving ? depth - 1 : depth);
    }

    /** How far below alpha the static evaluation must be for razoring at {@code depth}. */
    static int razorMargin(int depth) {
        return RAZOR_MARGIN * depth;
    }

    // ---- Pruning of single moves
    /** Most moves searched at an ordinary node: the tail of the ordered list is rarely best. */
    public static final int MAX_MOVES_PER_NODE = 40;
    /** Futility pruning of quiet moves up to this depth. */
    static final int FUTILITY_MAX_DEPTH = 3;
    /** ... when the static evaluation is this far per ply below alpha. */
    static final int FUTILITY_MARGIN = 150;
    /** Late-move pruning of quiet moves at non-PV nodes up to this depth. */
    static final int LMP_MAX_DEPTH = 4;
    /** ... after the first LMP_BASE + depth * depth * LMP_SCALE moves. */
    static final int LMP_BASE = 4;
    static final int LMP_SCALE = 2;
    /** Rapfi's move count 3 + depth^1.32: its base ... */
    static final int FMC_BASE = 3;
    /** ... and exponent. */
    static final double FMC_EXPONENT = 1.32;
    /** Move-count pruning at every depth, from this many times Rapfi's count: +17 to +100 Elo self-play, strength log 2026-12-05. */
    static final int FMC_SCALE = 3;
    /** Rapfi's own counts near the leaves up to this depth: +8% renju, +6% freestyle vs Rapfi, strength log 2026-12-05. */
    static final int SHALLOW_MOVE_COUNT_MAX_DEPTH = 3;
    /** Distract pruning (Rapfi's): facing an open three, a four that only delays the defence is skipped up to this depth ... */
    static final int DISTRACT_MAX_DEPTH = 3;
    /** ... when farther than this from both last moves (with LMR_DELAYING_FOUR, strength log 2026-12-05). */
    static final int DISTRACT_DISTANCE = 4;

    /** How far below alpha the static evaluation must be for futility pruning at {@code depth}. */
    static int futilityMargin(int depth) {
        return FUTILITY_MARGIN * depth;
    }

    /** Quiet moves from which late-move pruning skips them at {@code depth} (0-based index). */
    static int lateMovePruningCount(int depth) {
        return LMP_BASE + depth * depth * LMP_SCALE;
    }

    /** Rapfi's move counts by depth, and the every-depth pruning's ({@link #FMC_SCALE} times them). */
    private static final int[] RAPFI_MOVE_COUNT = new int[64], MOVE_COUNT_LIMIT = new int[64];
    static {
        for (int d = 0; d < 64; d++) {
            RAPFI_MOVE_COUNT[d] = FMC_BASE + (int) Math.pow(d, FMC_EXPONENT);
            MOVE_COUNT_LIMIT[d] = RAPFI_MOVE_COUNT[d] * FMC_SCALE;
        }
    }

    /** Moves (1-based count) from which a non-PV node facing an open three skips its answers. */
    static int defenceMoveCount(int depth) {
        return Math.max(2, RAPFI_MOVE_COUNT[Math.min(depth, 63)] / 2);
    }

    /**
     * Moves (1-based count) from which a node up to {@link #SHALLOW_MOVE_COUNT_MAX_DEPTH}
     * skips quiet moves, single threats and blocks of one four-point.
     */
    static int shallowMoveCount(int depth, boolean improving) {
        int count = RAPFI_MOVE_COUNT[Math.min(depth, 63)];
        return improving ? 2 * count : count;
    }

    /** Moves (1-based count) from which move-count pruning skips a move at {@code depth} ({@link #FMC_SCALE}). */
    static int moveCountLimit(int depth, boolean improving) {
        int limit = MOVE_COUNT_LIMIT[Math.min(depth, 63)];
        return improving ? limit : limit / 2;
    }

    // ---- Late-move reductions
    /** Late-move reductions start after this many moves at a node (hand-set). */
    static final int LMR_MIN_MOVES = 3;
    /** ... and only at depth at least this. */
    static final int LMR_MIN_DEPTH = 3;
    /** Reduction table LMR_BASE + ln(depth) * ln(move) / divisor (Stockfish's and Rapfi's shape; the divisor is per rule). */
    static final double LMR_BASE = 0.25;
    /** Plies less for a move whose strongest effect is one open three: +33 Elo self-play vs none, strength log 2026-12-05. */
    static final int LMR_THREE_LESS = 1;
    /** Plies more at a non-PV node that is not improving: +7% vs Rapfi, strength log 2026-12-05. */
    static final int LMR_NOT_IMPROVING = 1;
    /** Plies less for a threat that follows our own of two plies before (Rapfi's continuous attack). */
    static final int LMR_ATTACK_LESS = 1;
    /** Plies more for a four that only delays a defence: with the tactical terms +9.4% ± 5.5% vs Rapfi, strength log 2026-12-05. */
    static final int LMR_DELAYING_FOUR = 1;
    /** Fail-high reduction at cut nodes (Rapfi's): margin per ply above beta ... */
    static final int FHR_PER_PLY = 30;
    /** ... less this ... */
    static final int FHR_BIAS = 18;
    /** ... and this more facing an open three: +9.5% vs Rapfi (new openings), strength log 2026-12-05. */
    static final int FHR_DEFENDING = 175;

    /** The late-move reduction table of {@code divisor}, in plies, by depth and move number (each 0 to 63). */
    static byte[] reductionTable(double divisor) {
        byte[] t = new byte[64 * 64];
        for (int d = 1; d < 64; d++)
            for (int m = 1; m < 64; m++)
                t[d * 64 + m] = (byte) Math.max(0, (int) (LMR_BASE + Math.log(d) * Math.log(m) / divisor));
        return t;
    }

    /** Reduction in plies for the {@code move}-th move (0-based) at {@code depth} under {@code rule}'s table. */
    static int lmr(SearchRule rule, int depth, int move) {
        return rule.reductions[Math.min(depth, 63) * 64 + Math.min(move, 63)];
    }

    /** How far above beta an expected cut node's static evaluation must be for the fail-high reduction. */
    static int failHighMargin(int depth, boolean defending) {
        return FHR_PER_PLY * depth - FHR_BIAS + (defending ? FHR_DEFENDING : 0);
    }

    // ---- History (move ordering and reductions)
    /** History entries stay within ± this (Rapfi's shape): +5.7% ± 5.3% vs Rapfi, strength log 2026-12-05. */
    static final int HISTORY_RANGE = 10692;
    /** An entry divided by this (attacks: by half this) is added to the ordering score. */
    static final int HISTORY_ORDER_DIVISOR = 128;
    /** Ordering bonus of the best answer found lately to the opponent's last move. */
    static final int COUNTER_MOVE_BONUS = 20;
    /** History per ply of reduction ... */
    static final int HISTORY_LMR_DIVISOR = 12267;
    /** ... and the history a move needs to be reduced no more than usual. */
    static final int HISTORY_LMR_BIAS = 3322;
    /** Continuation history's share of the ordering (where SearchRule.useContinuationHistory): the sum of its two entries over this. */
    static final int CONT_HISTORY_DIVISOR = 128;

    /** A best move's history bonus at {@code depth} (Rapfi's curve, never negative). */
    static int historyBonus(int depth) {
        return Math.max(0, Math.min(25 * depth * depth + 105 * depth - 157, 8927));
    }

    /**
     * A history entry after adding {@code bonus} (at most {@link #HISTORY_RANGE} in size): the more
     * the entry already holds in the bonus's direction, the less it gains, so it stays in the range.
     */
    static int historyAfter(int entry, int bonus) {
        return gravity(entry, bonus, HISTORY_RANGE);
    }

    /** {@code entry} plus {@code bonus}, less the more the entry holds already: within +-{@code range} when the bonus is. */
    private static int gravity(int entry, int bonus, int range) {
        return entry + bonus - entry * Math.abs(bonus) / range;
    }

    /** Plies less reduction for a move with these history entries (negative: more), rounded. */
    static int historyReduction(int attack, int quiet) {
        int stat = attack + quiet * 780 / 1024 - HISTORY_LMR_BIAS;
        return Math.floorDiv(stat + HISTORY_LMR_DIVISOR / 2, HISTORY_LMR_DIVISOR);
    }

    // ---- Correction history (static evaluation)
    /** Correction entries stay within ± this: +28 Elo (freestyle), +56 Elo (renju) at equal time, strength log 2026-12-05. */
    static final int CORRECTION_LIMIT = 8192;
    /** The correction is the mean of a node's two entries divided by this. */
    static final int CORRECTION_GRAIN = 16;
    /** Entries a side for the last two moves (a power of two). */
    static final int CORRECTION_PAIRS = 1 << 16;

    /** The bonus for a node of {@code depth} whose value is {@code diff} above its static evaluation. */
    static int correctionBonus(int diff, int depth) {
        int bonus = diff * depth * CORRECTION_GRAIN / 8;
        return Math.max(-CORRECTION_LIMIT / 4, Math.min(CORRECTION_LIMIT / 4, bonus));
    }

    /** A correction entry after adding {@code bonus}: as {@link #historyAfter}, within +-{@code CORRECTION_LIMIT}. */
    static int correctionAfter(int entry, int bonus) {
        return gravity(entry, bonus, CORRECTION_LIMIT);
    }

    // ---- Per rule: a searcher takes its rule's settings once, when it is made
    /** Freestyle and standard. */
    static final SearchRule FREESTYLE = new SearchRule(
            /* lmrDivisor */ 1.8,                 // +6.6% vs Rapfi against 2.2, strength log 2026-12-05
            /* useContinuationHistory */ true,    // with useCutNodeIir +4.6% vs Rapfi, strength log 2026-12-05
            /* useCutNodeIir */ true,
            /* blackHasFouls */ false);
    /** Renju: reduces less, and keeps out the two terms never tested in renju. */
    static final SearchRule RENJU = new SearchRule(
            /* lmrDivisor */ 2.2,                 // 1.8 scored -7.9% vs Rapfi in renju, strength log 2026-12-05
            /* useContinuationHistory */ false,
            /* useCutNodeIir */ false,
            /* blackHasFouls */ true);

    /** The search's settings for {@code rule} (standard shares freestyle's). */
    static SearchRule forRule(Rule rule) {
        return rule == Rule.RENJU ? RENJU : FREESTYLE;
    }

    private SearchParams() {}
}
