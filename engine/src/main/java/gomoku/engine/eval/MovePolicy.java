package gomoku.engine.eval;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.CellTables;
import java.io.BufferedReader;
import java.io.IOException;

/**
 * The move ordering's score of an empty cell: what the combination of its four line patterns is
 * worth as a move to the side to move ("self", its own lines) and as a block ("oppo", the
 * opponent's lines through it), plus a term for its distance to the opponent's last move ("last")
 * and to the side's own last move ("ownlast"), Chebyshev distance 1 to {@link #MAX_DISTANCE}, the
 * last taking every farther distance and the case of no such move. Scores are log-odds in
 * hundredths: the score of a cell is how likely it is to be the move played, against the others.
 *
 * <p>Fitted by {@code gomoku tune --policy} (softmax regression) to the moves Rapfi 0.43 played
 * (its self-play and its moves against this engine). Freestyle and standard share one policy; renju
 * has one per colour, since black's fouls make the colours play differently, each fitted to the
 * positions with that colour to move. Resource file lines: {@code self|oppo code code code code
 * score} (codes by name, {@link gomoku.engine.pattern.Pattern#name}; combinations not listed score 0)
 * and {@code last|ownlast distance score}.
 */
public final class MovePolicy {
    /** Farthest distance with a score of its own. */
    public static final int MAX_DISTANCE = 7;
    /** Largest score a table may hold: the search packs a cell's score into the upper bits of an int. */
    static final int MAX_SCORE = 9999;
    private static final MovePolicy FREESTYLE = load("policy-freestyle.txt");
    private static final MovePolicy RENJU_BLACK = load("policy-renju-black.txt");
    private static final MovePolicy RENJU_WHITE = load("policy-renju-white.txt");

    private final int[] self = new int[CellTables.SIZE];
    private final int[] oppo = new int[CellTables.SIZE];
    private final int[] last = new int[MAX_DISTANCE + 1];
    private final int[] ownLast = new int[MAX_DISTANCE + 1];

    private MovePolicy() {}

    /** The policy of {@code side} to move under {@code rule}: renju has one per colour, the other rules one for both. */
    public static MovePolicy forSide(Rule rule, int side) {
        if (rule != Rule.RENJU) return FREESTYLE;
        return side == Side.BLACK ? RENJU_BLACK : RENJU_WHITE;
    }

    /** Scores of a cell's own line codes by {@link CellTables#key}; shared, never to be written. */
    public int[] selfScores() {
        return self;
    }

    /** Scores of the opponent's line codes through a cell by {@link CellTables#key}; shared, never to be written. */
    public int[] oppoScores() {
        return oppo;
    }

    /** Scores by distance to the opponent's last move (index 1 to {@link #MAX_DISTANCE}); shared, never to be written. */
    public int[] lastScores() {
        return last;
    }

    /** Scores by distance to the side's own last move; shared, never to be written. */
    public int[] ownLastScores() {
        return ownLast;
    }

    /** The score of a cell with keys {@code selfKey} and {@code oppoKey} at distances {@code toLast}, {@code toOwnLast}. */
    public int score(int selfKey, int oppoKey, int toLast, int toOwnLast) {
        return self[selfKey] + oppo[oppoKey] + last[toLast] + ownLast[toOwnLast];
    }

    static MovePolicy load(String name) {
        MovePolicy p = new MovePolicy();
        TableFiles.readResource(name, (f, line) -> p.parseLine(f, line, name));
        return p;
    }

    /** Reads a policy file's lines from {@code reader}; {@code name} names it in errors. */
    public static MovePolicy parse(BufferedReader reader, String name) throws IOException {
        MovePolicy p = new MovePolicy();
        TableFiles.read(reader, (f, line) -> p.parseLine(f, line, name));
        return p;
    }

    private void parseLine(String[] f, String line, String name) {
        if (f.length == 6 && (f[0].equals("self") || f[0].equals("oppo"))) {
            int key = CellTables.key(CellValues.code(f[1], name, line), CellValues.code(f[2], name, line),
                    CellValues.code(f[3], name, line), CellValues.code(f[4], name, line));
            int value = value(f[5], name, line);
            (f[0].equals("self") ? self : oppo)[key] = value;
        } else if (f.length == 3 && (f[0].equals("last") || f[0].equals("ownlast"))) {
            int d = value(f[1], name, line);
            if (d < 1 || d > MAX_DISTANCE) throw new IllegalStateException(name + ": distance out of range in '" + line + "'");
            (f[0].equals("last") ? last : ownLast)[d] = value(f[2], name, line);
        } else {
            throw new IllegalStateException(name + ": bad line '" + line + "'");
        }
    }

    private static int value(String text, String name, String line) {
        int v;
        try {
            v = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalStateException(name + ": bad number in '" + line + "'");
        }
        if (Math.abs(v) > MAX_SCORE) throw new IllegalStateException(name + ": value out of range in '" + line + "'");
        return v;
    }

}
