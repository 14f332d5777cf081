package gomoku.engine.eval;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Pattern;
import gomoku.engine.pattern.Threat;

/**
 * Static evaluation weights. The evaluation is the sum, over empty cells, of what each cell is worth
 * to each side (a weight per line pattern through it plus a weight for the combined threat), the
 * side to move's sum weighted up for the tempo, minus the opponent's. Values are in the units of
 * {@code Value} (a five is 30000).
 *
 * <p>One weight set for freestyle and standard (both sides alike) and one per colour in renju,
 * where the rule treats the two sides differently. Every rule now evaluates by a cell value table
 * ({@link CellValues}) instead: these weights only order the moves (a cell's worth to each side).
 * They are set by hand: the sets {@code gomoku tune} fitted to game results never won a match against
 * them, and it no longer fits them.
 */
public final class EvalWeights {
    /**
     * One side's weights: {@code line} by {@link Pattern} code, {@code combo} by {@link Threat} class,
     * and {@code threeAndTwo}, added to a cell whose strongest threat is one open three when another
     * of its lines holds an open two or a closed three: the shape that turns into a four-three or a
     * double three with the next move.
     */
    public record Set(int[] line, int[] combo, int tempoPercent, int threeAndTwo) {
        public Set {
            if (line.length != Pattern.COUNT || combo.length != Threat.COUNT)
                throw new IllegalArgumentException("line needs " + Pattern.COUNT + " weights, combo " + Threat.COUNT);
            line = line.clone();
            combo = combo.clone();
        }

        /** Cell worth from its four line codes and its threat class. */
        public int cellValue(int c0, int c1, int c2, int c3, int threat) {
            int v = line[c0] + line[c1] + line[c2] + line[c3] + combo[threat];
            return isThreeAndTwo(c0, c1, c2, c3, threat) ? v + threeAndTwo : v;
        }

        public int line(int code) {
            return line[code];
        }

        public int combo(int cls) {
            return combo[cls];
        }
    }

    /**
     * Freestyle and standard, set by hand to keep the order of threats (a flex three outweighs any
     * number of twos nearby); open twos get no term of their own. Tempo 120% and the three-and-two
     * term 40 won their matches, strength log 2026-12-05.
     */
    public static final Set FREESTYLE = new Set(
            //   none B1 F1 B2  F2  B3  F3  B4  F4 five over 4x4
            new int[] {0, 1, 3, 5, 14, 16, 48, 56, 160, 400, 0, 0},
            //   none quiet F3 F3F3 B4 B4F3  F4  five foul
            new int[] {0, 0, 0, 80, 0, 220, 260, 400, 0},
            120, 40);

    /**
     * Renju, black and white: the freestyle weights for now, without the three-and-two term (no gain
     * shown in renju; fitted sets per colour lost, strength log 2026-12-05).
     */
    public static final Set RENJU_BLACK = new Set(FREESTYLE.line, FREESTYLE.combo, FREESTYLE.tempoPercent, 0);
    public static final Set RENJU_WHITE = RENJU_BLACK;

    private EvalWeights() {}

    /**
     * Whether a cell with these four line codes and this threat class takes the three-and-two term
     * ({@link Set#threeAndTwo}): its strongest threat is one open three and another line holds an
     * open two or a closed three.
     */
    public static boolean isThreeAndTwo(int c0, int c1, int c2, int c3, int threat) {
        return threat == Threat.F3 && (supports(c0) || supports(c1) || supports(c2) || supports(c3));
    }

    private static boolean supports(int code) {
        return code == Pattern.F2 || code == Pattern.B3;
    }

    /** The weights of {@code side} under {@code rule}. */
    public static Set of(Rule rule, int side) {
        if (rule != Rule.RENJU) return FREESTYLE;
        return side == Side.BLACK ? RENJU_BLACK : RENJU_WHITE;
    }
}
