package gomoku.engine.book;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import java.util.SplittableRandom;

/**
 * Opening book for the first three stones, with variety. Black opens in the centre; white answers
 * next to it, directly (orthogonally) or indirectly (diagonally); black's third stone comes from the
 * canonical renju openings that theory rates well for black, and the same
 * shapes serve freestyle and standard. Positions are matched under the 8 symmetries of the board,
 * on any board size. The book is only asked when nobody has a threat, so it never overrides a
 * tactical win or a forced defence.
 */
public final class OpeningBook {
    /** A canonical opening: name and the third stone as an offset from h8, white's second at h9 or i9. */
    public record Opening(String code, String name, boolean direct, int dx, int dy) {}

    /** The 26 canonical renju openings; offsets in protocol coordinates (y grows downwards). */
    public static final Opening[] CANONICAL = {
        new Opening("1D", "Kansei (Cold Star)", true, 0, -2),
        new Opening("2D", "Keigetsu (Brook Moon)", true, 1, -2),
        new Opening("3D", "Sosei (Sparse Star)", true, 2, -2),
        new Opening("4D", "Kagetsu (Flower Moon)", true, 1, -1),
        new Opening("5D", "Zangetsu (Waning Moon)", true, 2, -1),
        new Opening("6D", "Ugetsu (Rain Moon)", true, 1, 0),
        new Opening("7D", "Kinsei (Venus)", true, 2, 0),
        new Opening("8D", "Shogetsu (Pine Moon)", true, 0, 1),
        new Opening("9D", "Kyugetsu (Hill Moon)", true, 1, 1),
        new Opening("10D", "Shingetsu (New Moon)", true, 2, 1),
        new Opening("11D", "Zuisei (Lucky Star)", true, 0, 2),
        new Opening("12D", "Sangetsu (Mountain Moon)", true, 1, 2),
        new Opening("13D", "Yusei (Wandering Star)", true, 2, 2),
        new Opening("1I", "Chosei (Long Star)", false, 2, -2),
        new Opening("2I", "Kyogetsu (Gorge Moon)", false, 2, -1),
        new Opening("3I", "Kosei (Fixed Star)", false, 2, 0),
        new Opening("4I", "Suigetsu (Water Moon)", false, 2, 1),
        new Opening("5I", "Ryusei (Meteor)", false, 2, 2),
        new Opening("6I", "Ungetsu (Cloud Moon)", false, 1, 0),
        new Opening("7I", "Hogetsu (Bay Moon)", false, 1, 1),
        new Opening("8I", "Rangetsu (Storm Moon)", false, 1, 2),
        new Opening("9I", "Gingetsu (Silver Moon)", false, 0, 1),
        new Opening("10I", "Myojo (Morning Star)", false, 0, 2),
        new Opening("11I", "Shagetsu (Slanting Moon)", false, -1, 1),
        new Opening("12I", "Meigetsu (Harvest Moon)", false, -1, 2),
        new Opening("13I", "Suisei (Comet)", false, -2, 2),
    };

    /** Black's third stones the book plays, strongest first (4D and 7I are the strongest by theory). */
    private static final String[] BLACK_THIRD_DIRECT = {"4D", "2D", "1D"};
    private static final String[] BLACK_THIRD_INDIRECT = {"7I", "2I", "3I", "4I", "6I", "8I", "10I"};

    private OpeningBook() {}

    /**
     * A book move for the side to move, or {@link Pos#NONE}. {@code strongest} picks the first
     * choice instead of a random one.
     */
    public static int move(Board board, SplittableRandom random, boolean strongest) {
        int n = board.stoneCount();
        if (n > 2 || board.size < 9) return Pos.NONE;
        for (int s = 0; s < 2; s++)
            if (board.threatCount(s, Threat.F3) + board.threatCount(s, Threat.B4) + board.threatCount(s, Threat.F4)
                    + board.threatCount(s, Threat.FIVE) > 0) return Pos.NONE;
        int c = board.size / 2;
        int centre = Pos.of(c, c);
        if (n == 0) return board.sideToMove() == Side.BLACK ? centre : Pos.NONE;
        if (n == 1) {
            if (board.cell(centre) != Side.BLACK + 1 || board.sideToMove() != Side.WHITE) return Pos.NONE;
            boolean direct = strongest || random.nextBoolean();
            int sym = strongest ? 0 : random.nextInt(8);
            int[] d = transform(direct ? 0 : 1, -1, sym);
            return Pos.of(c + d[0], c + d[1]);
        }
        // n == 2: black centre and a white stone next to it, black to move.
        if (board.cell(centre) != Side.BLACK + 1 || board.sideToMove() != Side.BLACK) return Pos.NONE;
        for (int sym = 0; sym < 8; sym++) {
            for (int kind = 0; kind < 2; kind++) {
                int[] w = transform(kind == 0 ? 0 : 1, -1, sym);
                if (board.cell(Pos.of(c + w[0], c + w[1])) != Side.WHITE + 1) continue;
                String[] choices = kind == 0 ? BLACK_THIRD_DIRECT : BLACK_THIRD_INDIRECT;
                String code = choices[strongest ? 0 : random.nextInt(choices.length)];
                Opening o = find(code);
                int[] t = transform(o.dx, o.dy, sym);
                int pos = Pos.of(c + t[0], c + t[1]);
                if (board.rule == Rule.RENJU && board.isForbidden(pos, Side.BLACK)) return Pos.NONE;
                return board.isEmpty(pos) ? pos : Pos.NONE;
            }
        }
        return Pos.NONE;
    }

    /**
     * The canonical opening (renju numbering) that the first three stones of {@code board} form, under
     * any symmetry, or null.
     */
    public static Opening identify(Board board) {
        if (board.stoneCount() < 3 || board.ply() < 3) return null;
        int c = board.size / 2;
        int m0 = board.move(0), m1 = board.move(1), m2 = board.move(2);
        if (m0 != Pos.of(c, c) || m1 == Pos.PASS || m2 == Pos.PASS) return null;
        for (Opening o : CANONICAL)
            for (int sym = 0; sym < 8; sym++) {
                int[] w = transform(o.direct ? 0 : 1, -1, sym);
                int[] b = transform(o.dx, o.dy, sym);
                if (m1 == Pos.of(c + w[0], c + w[1]) && m2 == Pos.of(c + b[0], c + b[1])) return o;
            }
        return null;
    }

    public static Opening find(String code) {
        for (Opening o : CANONICAL) if (o.code.equals(code)) return o;
        throw new IllegalArgumentException(code);
    }

    /** Applies symmetry {@code sym} (bit 0 mirror x, bit 1 mirror y, bit 2 swap axes) to an offset. */
    static int[] transform(int dx, int dy, int sym) {
        int x = dx, y = dy;
        if ((sym & 1) != 0) x = -x;
        if ((sym & 2) != 0) y = -y;
        if ((sym & 4) != 0) {
            int t = x;
            x = y;
            y = t;
        }
        return new int[] {x, y};
    }
}
