package gomoku.engine.eval;

import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.Threat;

/**
 * Static evaluation weights. The evaluation is the sum, over empty cells, of what each cell is worth
 * to each side (its line patterns plus a bonus for the combination), own minus opponent's. Values
 * are in the units of {@code Value} (a five is 30000); the numbers were set by hand to keep the
 * order of threats (a flex three outweighs any number of twos nearby) and then checked with match.
 */
public final class EvalWeights {
    /** Worth of one line pattern code through an empty cell, indexed by {@link Pattern} code. */
    static final int[] LINE = {
        0,   // NONE
        1,   // B1
        3,   // F1
        5,   // B2
        14,  // F2
        16,  // B3
        48,  // F3
        56,  // B4
        160, // F4
        400, // FIVE
        0,   // OVERLINE
        0,   // DOUBLE_FOUR
    };

    /** Bonus for the combined threat of the cell, indexed by {@link Threat} class. */
    static final int[] COMBO = {0, 0, 0, 80, 0, 220, 260, 400, 0};

    /**
     * Side-to-move weight in percent: the side that moves next converts its threats first.
     * Match, depth 5, 60 games each over the freestyle openings, against 120: 100 scored -108 ± 95
     * Elo, 140 scored -250 ± 120 (the same build against itself: exactly 50%).
     */
    public static final int TEMPO_PERCENT = 120;

    private EvalWeights() {}

    /** Cell worth from its four line codes and its threat class. */
    public static int cellValue(int c0, int c1, int c2, int c3, int threat) {
        return LINE[c0] + LINE[c1] + LINE[c2] + LINE[c3] + COMBO[threat];
    }
}
