package gomoku.engine.search;

/**
 * Search tunables. Each value says where it came from; change one only with a match result.
 *
 * <p>Every rule runs the same search. Most terms below were first measured in freestyle and kept
 * out of renju, where they showed no gain with renju's hand-set move order; with the renju move
 * ordering policy ({@code MovePolicy}, one per colour) renju took all of them together. Against
 * Rapfi 0.43 at 20,000 nodes a move (ours 100,000), renju, 100 balanced renju openings a set,
 * sets 16 to 19: 69.0 + 71.5 + 66.0 + 71.0 points against 47.5 + 51.5 + 52.5 + 42.5 for the build
 * before (paired by opening and colour, 115 games better, 30 worse); the full search with the
 * hand-set order 55.5 + 58.0 on sets 16 and 17, the policy with renju's old search 46.0 + 48.0.
 */
public final class SearchParams {
    /** Plies a search may reach; stacks are sized MAX_PLY + 8. */
    public static final int MAX_PLY = 128;
    /** Initial aspiration half-window, then doubled on each fail (common practice; Rapfi uses a similar scheme). */
    public static final int ASPIRATION_DELTA = 60;
    /** Aspiration starts from this depth; shallower iterations use the full window. */
    public static final int ASPIRATION_MIN_DEPTH = 5;
    /** Late-move reductions start after this many moves at a node (hand-set, checked by match). */
    public static final int LMR_MIN_MOVES = 3;
    /** ... and only at depth at least this. */
    public static final int LMR_MIN_DEPTH = 3;
    /** Most moves searched at an ordinary node: the tail of the ordered list is rarely best in Gomoku. */
    public static final int MAX_MOVES_PER_NODE = 40;
    /** Plies of fours the VCF quiescence may chain at a leaf. */
    public static final int QSEARCH_MAX_FOURS = 14;
    /**
     * Fours the quiescence may try, per leaf of the main search. Positions full of fours for both
     * sides otherwise explode (seen in match games: minutes for one depth-5 search); the
     * standalone VCF solver covers long single-side sequences at the root.
     */
    public static final int QSEARCH_NODE_BUDGET = 64;
    /**
     * Plies less reduction for a move whose strongest effect is one open three (made, or prevented).
     * Against reducing such moves not at all, at 100,000 nodes a move: 1 scored +33 (-12 .. +80) in
     * 220 games, 2 scored +3 (-59 .. +66) in 115. In renju with the hand-set order it scored
     * -29 (-119 .. +57) in 60 games at 100,000 nodes, and with the singular extension +17
     * (-71 .. +108) in 60, but 3-37 against Rapfi at 1 s a move where the build before scored 7-33
     * the same day; renju took it with its policy (see the class comment).
     */
    static final int LMR_THREE_LESS = 1;
    /**
     * Plies more reduction at a non-PV node that is not improving (its static evaluation no better
     * than at the same side's previous node), when the reduction is already above one ply: the
     * scheme of Rapfi and Stockfish.
     * Against Rapfi 0.43 at 20,000 nodes a move (ours 100,000), paired with the build before on the
     * same 100 openings: +10 (in order: 44.0 against 34.0 points; 25 games better, 16 worse) and +4.5
     * (srand 11: 42.0 against 37.5; 19 better, 16 worse); 2 plies more scored -1.5. Tried with it and
     * rejected: reducing moves whose strongest effects are single blocked fours like quiet ones
     * (alone +10.5 and +3.5; with this -10.5 and -5).
     */
    static final int LMR_NOT_IMPROVING = 1;
    /**
     * Plies less reduction for a threat (an open three or a four) that follows our own threat of two
     * plies before: an attack under way (Rapfi's continuous-attack term).
     * Measured with the other tactical changes of the same commit (see {@link #LMR_DELAYING_FOUR}).
     */
    static final int LMR_ATTACK_LESS = 1;
    /**
     * Defending against an open three, the answers after the first are
     * late-move reduced, {@code lmr - 1} plies, and a four of ours that touches none of the
     * opponent's threat cells (it only puts the defence off) this many plies more. Measured together
     * with the exact defence of the move generator, the five-ply wins of
     * {@code Searcher.winsInFive}, single blocked fours reduced like open threes,
     * {@link #LMR_ATTACK_LESS} and the distract pruning ({@link #DISTRACT_MAX_DEPTH}): the tactics
     * set ({@code bench --tactics data/tactics/freestyle15-wins.pos --nodes 1000000}) went from 13
     * to 41 of 120 wins found. Against Rapfi 0.43 at 20,000 nodes a move (ours 100,000), freestyle,
     * sets 16 to 20 paired with the build before: +47 points in 500 games (+9.4% +- 5.5%); at equal
     * time, 0.3 s a move against the build before, 114-74-12 (60.0% +- 6.6%).
     */
    static final int LMR_DELAYING_FOUR = 1;
    /**
     * Distract pruning (Rapfi's): defending against an open three at a non-PV node of at most this
     * depth, a four of ours that touches none of the opponent's threat cells and lies more than
     * {@link #DISTRACT_DISTANCE} from both last moves is not searched.
     */
    static final int DISTRACT_MAX_DEPTH = 3;
    static final int DISTRACT_DISTANCE = 4;
    /**
     * Late-move reduction table, in plies, by depth and move number: {@code LMR_BASE + ln(depth) *
     * ln(move) / divisor}, the shape Stockfish and Rapfi use; the constants were set by match. The
     * divisor depends on the rule, as Rapfi's factor does: {@link #LMR_DIVISOR} for freestyle and
     * standard, {@link #LMR_DIVISOR_RENJU} (reducing less) for renju.
     */
    static final double LMR_BASE = 0.25;
    /**
     * Freestyle and standard. 1.8 instead of 2.2 (2026-11-29): against Rapfi 0.43 at 40,000 nodes a
     * move (ours 200,000), freestyle sets 16 to 19, 265.5 points against 239.0 in 400 games (paired
     * by opening and colour 102 games better, 66 worse). At half that budget it had shown nothing,
     * so the gain grows with the search: the stronger reductions pay off at the depths of real time.
     */
    static final double LMR_DIVISOR = 1.8;
    /**
     * Renju keeps 2.2: with 1.8, renju sets 16 and 17 at the budget above scored 61.0 + 64.0 against
     * 66.5 + 74.2 (at 100,000 nodes, 67.0 + 67.5 against 69.0 + 71.5).
     */
    static final double LMR_DIVISOR_RENJU = 2.2;
    private static final byte[] LMR = table(LMR_DIVISOR), LMR_RENJU = table(LMR_DIVISOR_RENJU);

    private static byte[] table(double divisor) {
        byte[] t = new byte[64 * 64];
        for (int d = 1; d < 64; d++)
            for (int m = 1; m < 64; m++)
                t[d * 64 + m] = (byte) Math.max(0, (int) (LMR_BASE + Math.log(d) * Math.log(m) / divisor));
        return t;
    }

    /** Reduction in plies for the {@code move}-th move (0-based) at {@code depth}, by rule. */
    static int lmr(boolean renju, int depth, int move) {
        return (renju ? LMR_RENJU : LMR)[Math.min(depth, 63) * 64 + Math.min(move, 63)];
    }

    /**
     * Move-count pruning: at a non-PV node of depth at most {@code LMP_MAX_DEPTH}, quiet moves after
     * the first {@code LMP_BASE + depth * depth * LMP_SCALE} are not searched at all. Tried and
     * rejected: Rapfi's count of 3 + depth^1.32 at every depth (-58 ± 120 Elo, 30 games at
     * 100,000 nodes a move).
     */
    static final int LMP_MAX_DEPTH = 4;
    static final int LMP_BASE = 4;
    static final int LMP_SCALE = 2;

    /**
     * Move-count pruning at every depth below the root, PV nodes included (the shape of Rapfi's
     * "futility move count", at three times its counts): once a move that does not lose has been
     * searched, quiet moves and moves whose strongest effect is one open three are skipped from the
     * {@code (FMC_BASE + depth^FMC_EXPONENT) * FMC_SCALE}-th move on, and from half that when the
     * static evaluation is no better than at the same side's previous node (not improving). Fours,
     * four-threes and double threes are never skipped, nor anything when facing an open three.
     * Against the build without it, freestyle, balanced openings: 100,000 nodes a move 118-77-5
     * (+72, 200 games), 150,000 nodes 102-92-6 (+17, 200), 300,000 nodes 63-35-2 (+100, 100);
     * scale 2 and 4 scored +42 and +33 at 100,000 nodes, Rapfi's own counts (scale 1) 15-35 in 50.
     * In renju with the hand-set order it scored 94-97-9 (-5, 200 games at 100,000 nodes).
     */
    static final int FMC_BASE = 3;
    static final double FMC_EXPONENT = 1.32;
    static final int FMC_SCALE = 3;

    /**
     * Rapfi's own move counts near the leaves, {@code FMC_BASE + depth^FMC_EXPONENT} (4, 5, 7 at
     * depths 1 to 3), once a move that does not lose was searched. A non-PV node facing an open
     * three skips its answers from half that count on, the second at least (Rapfi's count for a
     * node that is not improving, which a node facing a three never is there); up to
     * {@code SHALLOW_MOVE_COUNT_MAX_DEPTH} any other node skips its quiet moves, single threats and
     * blocks of one four-point of the opponent from twice the count on, from the count when not
     * improving (the 8th, 10th, 14th or 4th, 5th, 7th move, where {@link #moveCountLimit} starts at
     * the 12th, 15th, 21st or 6th, 7th, 10th and leaves the blocks alone). In our trees 74% of the
     * non-PV nodes of depth 4 or less that fail low face an open three and searched every answer;
     * Rapfi searches one or two moves there.
     * Renju first (2026-11-30), against Rapfi 0.43 at 40,000 nodes a move (ours 200,000), paired by
     * opening and colour with the build before: renju sets 34 to 36, 216.5 points against 192.5 (57
     * games better, 34 worse, sign test z = 2.4). Freestyle showed nothing at that budget (sets 34
     * to 37, 265.0 against 260.0, 74 better, 69 worse) but does at three times it (2026-12-01,
     * Rapfi 120,000 nodes, ours 600,000, where the build before scores 53.5 on set 34 instead of
     * its 67.5 at the smaller budget): sets 34 and 35, 59.5 + 62.0 against 53.5 + 56.0 (47 games
     * better, 29 worse, z = 2.1). So freestyle and standard use the counts too.
     */
    static final int SHALLOW_MOVE_COUNT_MAX_DEPTH = 3;
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

    /**
     * Futility pruning: at a non-PV node of depth at most {@code FUTILITY_MAX_DEPTH} whose static
     * evaluation is this far per ply below alpha, quiet moves are not searched.
     */
    static final int FUTILITY_MAX_DEPTH = 3;
    static final int FUTILITY_MARGIN = 150;
    /**
     * Reverse futility pruning: a non-PV node of depth at most {@code RFP_MAX_DEPTH}, not facing an
     * open three, whose static evaluation exceeds beta by this margin per ply returns the evaluation
     * without searching. The margin is Rapfi's per-ply margin (63) on our evaluation's scale. The
     * cell value table made our freestyle evaluation about twice Rapfi's (it was fitted to Rapfi's
     * evaluation read as logistic(eval / 400), at scale 800), hence 130; renju's tables were fitted
     * the same way (260 came from the line weights' 836 / 200). 130 against 260, freestyle,
     * balanced openings, 200 games each: 124-74-2 (+89, +41 .. +140) at 100,000 nodes a move,
     * 101-86-13 (+26, -20 .. +74) at 150,000; against Rapfi at 20,000 nodes (ours 100,000) no change
     * (60-137-3 against 59-140-1 over the same 200 openings); renju, with its tables, 100,000 nodes:
     * 119-80-1 (+69, +21 .. +119).
     */
    static final int RFP_MAX_DEPTH = 6;
    /**
     * ... less a ply of it when the node is improving (Rapfi's {@code d - improving}). Adopted
     * together with {@link #PV_TT_REDUCTION}.
     */
    static final int RFP_MARGIN = 130;
    /**
     * Razoring: a non-PV node of depth at most {@code RAZOR_MAX_DEPTH} whose static evaluation is
     * below alpha by {@code RAZOR_MARGIN * depth} drops straight into the VCF quiescence.
     */
    static final int RAZOR_MAX_DEPTH = 2;
    static final int RAZOR_MARGIN = 180;
    /**
     * Hundredths of a ply a forced block of a four gains beyond being free: the block is searched
     * 0.3 ply deeper than the node (Rapfi's forced-response extension of 1.3 plies; the search
     * carries the fractions along the path, see {@code Searcher.depthFraction}). Against the build
     * before, Rapfi 0.43 at 20,000 nodes a move, ours at 100,000, freestyle, {@code srand} 12, 16,
     * 17, 18, 19, 20: 59.0 + 60.5 + 59.0 + 60.5 + 56.0 + 50.0 against 53.5 + 57.5 + 58.5 + 50.0 +
     * 57.0 + 47.0 (112 games better, 88 worse, +3.6% +- 4.3%); 15 hundredths scored 50.0 on set 16,
     * 40 scored 50.0 on set 18. In renju with the hand-set order 46.0 + 50.5 against 50.5 + 52.0
     * (sets 14 and 15).
     */
    static final int FORCED_BLOCK_EXTENSION = 30;
    /** Internal iterative reduction: nodes of at least this depth without a table move lose a ply. */
    static final int IIR_MIN_DEPTH = 4;
    /**
     * Outside renju, expected cut nodes of at least this depth without a table move lose two plies
     * (Stockfish's rule), adopted with {@link #CONT_HISTORY_DIVISOR}: see there for the test.
     */
    static final int IIR_CUT_MIN_DEPTH = 7;
    /**
     * PV nodes whose table move was found by a shallower search lose this share (percent, rounded)
     * of the difference in depth, at most {@code PV_TT_REDUCTION_MAX} plies: Rapfi's 0.28 and 3.6 in
     * whole plies. (Renju with the hand-set order, srand 14 and 15: 48.0 + 50.0 against 50.5 +
     * 52.0.) With the improving margin of {@link #RFP_MARGIN}, against the build before, Rapfi 0.43
     * at 20,000 nodes a move, ours at 100,000, freestyle, srand 12, 14, 15, 16, 17: 53.5 + 54.0 +
     * 57.5 + 57.5 + 58.5 against 48.0 + 46.5 + 47.5 + 54.5 + 56.5 (130 games better, 96 worse).
     * Each alone: the margin 284.0 on the same sets (122/100, but below the baseline on 16 and 17),
     * this reduction 224.0 on 12, 14, 15, 16 against 196.5.
     */
    static final int PV_TT_REDUCTION = 28;
    static final int PV_TT_REDUCTION_MAX = 3;

    static int pvTableReduction(int depthGap) {
        return Math.min(PV_TT_REDUCTION_MAX, (depthGap * PV_TT_REDUCTION + 50) / 100);
    }
    /**
     * Singular extension (Stockfish's and Rapfi's scheme): at depth at least {@code SE_MIN_DEPTH},
     * with a table move whose entry is a lower or exact bound at most {@code SE_TT_DEPTH} plies
     * shallower, the other moves are searched to half depth against the table value less
     * {@code SE_MARGIN} per ply.
     */
    static final int SE_MIN_DEPTH = 6;
    static final int SE_TT_DEPTH = 3;
    static final int SE_MARGIN = 4;
    /**
     * Fail-high reduction (Rapfi's scheme): at an expected cut node (non-PV)
     * whose static evaluation is at least {@code FHR_PER_PLY * depth - FHR_BIAS} above beta, and
     * {@code FHR_DEFENDING} more when facing an open three, every move except our own fours is
     * searched a ply shallower. Rapfi's margin (15 per ply, -9, 87) on our evaluation's scale
     * (about twice Rapfi's, see {@link #RFP_MARGIN}). Against Rapfi 0.43 at 20,000 nodes a move (ours
     * 100,000), freestyle, 100 balanced openings a set, paired with the build before on the same
     * openings: 45.5 against 34.0 points (srand 12; 29 games better, 17 worse) and 46.0 against 38.5
     * (srand 13; 26 / 18); on the two sets the build before had been chosen on, 44.5 against 46.0 and
     * 49.5 against 42.0. An earlier self-play test (against the build of the day, 100,000 nodes)
     * showed nothing (+23 and -14 Elo in 200 games each). Rejected beside it: a ply more late-move
     * reduction at cut nodes for moves that are not killers (38.0 and 36.5 against 46.0 and 42.0).
     */
    static final int FHR_PER_PLY = 30;
    static final int FHR_BIAS = 18;
    static final int FHR_DEFENDING = 175;

    static int failHighMargin(int depth, boolean defending) {
        return FHR_PER_PLY * depth - FHR_BIAS + (defending ? FHR_DEFENDING : 0);
    }

    /**
     * Continuation history outside renju (Stockfish's, two kinds: after the opponent's last move and
     * after our own last move, by side and cell): updated with the history's bonus and malus, the
     * two entries' sum divided by this is added to the ordering score. Adopted with the deeper IIR at
     * cut nodes ({@link #IIR_CUT_MIN_DEPTH}): against Rapfi 0.43 classical at 100,000 nodes a move,
     * ours at 400,000, freestyle, 100 balanced openings a set, sets 61 to 64: 67.5 + 68.0 + 69.5 +
     * 70.5 = 275.5 points against 63.5 + 67.5 + 67.5 + 58.5 = 257.0 for the build before (paired by
     * opening and colour, 92 games better, 63 worse). Each alone on sets 61 and 62: the history
     * 133.0, the IIR 130.5 against 131.0. Renju was not tested and keeps neither.
     */
    static final int CONT_HISTORY_DIVISOR = 128;
    /**
     * History (Rapfi's shape): per side and cell, one table for attacks (our open three or more) and
     * one for quiet moves, each entry kept within +-{@code HISTORY_RANGE} by gravity (a bonus adds
     * less the more the entry holds). A node's best move earns {@link #historyBonus}; the other
     * moves of its kind tried there lose as much; a quiet table move that cuts off earns it too.
     * The move ordering adds an entry divided by {@code HISTORY_ORDER_DIVISOR} (attacks: twice that)
     * to the policy score, and {@code COUNTER_MOVE_BONUS} to the best answer found lately to the
     * opponent's last move; late-move reductions take {@link #historyReduction} plies less.
     * Against Rapfi 0.43 at 20,000 nodes a move (ours 100,000), freestyle, 100 balanced openings
     * a set, sets 16 to 24: 651.5 points against 600.0 for the build before (+5.7 +- 5.3 per 100
     * games; paired by opening and colour, 192 games better, 140 worse). Earlier shapes that
     * lost: history at 1/64 of the policy with a malus for quiet moves only, or steering
     * reductions alone (a ply per 2,048); a counter-move ordered after the killers, in self-play.
     * In renju with the hand-set order it showed no gain (sets 16 and 17 of the same gauntlet on
     * renju openings: 47.5 + 51.5 against 49.0 + 54.5); renju took it with its policy.
     */
    static final int HISTORY_RANGE = 10692;
    static final int HISTORY_ORDER_DIVISOR = 128;
    static final int COUNTER_MOVE_BONUS = 20;
    /** History per ply of reduction, and the history a move needs to be reduced no more than usual. */
    static final int HISTORY_LMR_DIVISOR = 12267;
    static final int HISTORY_LMR_BIAS = 3322;

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

    /**
     * Correction history (Stockfish's, after the searches of this engine's own tree): the static
     * evaluation is corrected by what searches found it was off by at nodes reached by the same
     * last move, and by the same last two moves (hashed), per side to move; the correction is the
     * mean of the two entries divided by {@code CORRECTION_GRAIN}, so at most
     * {@code CORRECTION_LIMIT / CORRECTION_GRAIN} evaluation units. A searched node teaches its
     * entries when it faces no open three, its value is no mate, its best move makes no threat of
     * its own, and its bound says the static evaluation was off in that direction (a fail-high
     * above it, a fail-low below it, or an exact value); the bonus grows with depth
     * ({@link #correctionBonus}), gravity keeps the entries in range ({@link #correctionAfter}).
     * Levels that see less of the evaluation (blindness) neither use nor teach it. Freestyle,
     * against Rapfi 0.43 at 20,000 nodes a move (ours 100,000), sets {@code 61} to {@code 63}, 100
     * games each, paired by opening and colour with the build before: 233.5 points against 221.0
     * (55 games better, 42 worse); at equal time, 0.3 s a move against the build before, 200 games
     * ({@code srand=23}, {@code 24}): 98-82-20, 54.0% +- 6.6%, +28 Elo (-18 .. +74). Renju, the
     * same gauntlet on set {@code 61}: 77.5 against 74.5; at 0.3 s a move ({@code srand=23}):
     * 53-37-10, 58.0% +- 9.2%, +56 Elo (-8 .. +124).
     */
    static final int CORRECTION_LIMIT = 8192;
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

    /** Nodes between checks of the stop flag and the clock. */
    public static final int CHECK_EVERY = 1024;

    private SearchParams() {}
}
