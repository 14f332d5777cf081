package gomoku.engine.board;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;

import java.util.ArrayList;
import java.util.List;

/**
 * A game as the front ends see it: the moves in order, the side to move, undo, pass, and the result
 * (winner with the winning line, or a draw when the board is full). Moves are checked before they
 * are made; a refused move leaves the state unchanged. Not thread-safe.
 */
public final class GameState {
    /** Result codes. */
    public static final int ONGOING = -1;
    public static final int DRAW = 2;

    private final Board board;
    private final int[] winnerAt = new int[Board.MAX_MOVES + 1];
    private final long[] lineAt = new long[Board.MAX_MOVES + 1];

    public GameState(int size, Rule rule) {
        this.board = new Board(size, rule);
        winnerAt[0] = ONGOING;
    }

    /**
     * A position set up as given, whether or not any order of legal moves reaches it (composed
     * problems: several fives, a black stone on what is now a foul): the stones are placed without the
     * rule checks, passes filling in, then {@code toMove} is to move. The result is what the board
     * shows: a side with a five has won (in renju black's overline is no five); when both have one,
     * the side not to move; else a full board is a draw.
     */
    public static GameState composed(int size, Rule rule, int[] black, int[] white, int toMove) {
        GameState g = new GameState(size, rule);
        Board b = g.board;
        int nextBlack = 0, nextWhite = 0;
        while (nextBlack < black.length || nextWhite < white.length) {
            if (b.sideToMove() == Side.BLACK) {
                if (nextBlack < black.length) b.makeMove(black[nextBlack++]);
                else b.makePass();
            } else if (nextWhite < white.length) b.makeMove(white[nextWhite++]);
            else b.makePass();
        }
        if (b.sideToMove() != toMove) b.makePass();
        int ply = b.ply();
        for (int i = 1; i <= ply; i++) g.winnerAt[i] = ONGOING;
        long lastMoverLine = g.fiveOf(toMove ^ 1, toMove == Side.BLACK ? white : black);
        long toMoveLine = g.fiveOf(toMove, toMove == Side.BLACK ? black : white);
        if (lastMoverLine != 0) {
            g.winnerAt[ply] = toMove ^ 1;
            g.lineAt[ply] = lastMoverLine;
        } else if (toMoveLine != 0) {
            g.winnerAt[ply] = toMove;
            g.lineAt[ply] = toMoveLine;
        } else if (b.isFull()) g.winnerAt[ply] = DRAW;
        return g;
    }

    /** The packed winning line through one of {@code stones} of {@code side}, 0 if none. */
    private long fiveOf(int side, int[] stones) {
        for (int pos : stones) {
            long line = findLine(pos, side);
            if (line != 0) return line;
        }
        return 0;
    }

    public int size() {
        return board.size;
    }

    public Rule rule() {
        return board.rule;
    }

    public int sideToMove() {
        return board.sideToMove();
    }

    public int moveCount() {
        return board.ply();
    }

    /** The move at {@code index}, {@link Pos#PASS} for a pass. */
    public int move(int index) {
        return board.move(index);
    }

    public List<Integer> moves() {
        List<Integer> list = new ArrayList<>(board.ply());
        for (int i = 0; i < board.ply(); i++) list.add(board.move(i));
        return list;
    }

    /** {@link Side#BLACK}, {@link Side#WHITE}, {@link #DRAW} or {@link #ONGOING}. */
    public int result() {
        return winnerAt[board.ply()];
    }

    public boolean isOver() {
        return result() != ONGOING;
    }

    /** The stones of the winning five (or longer line), in order along the line; empty if none. */
    public List<Integer> winningLine() {
        List<Integer> list = new ArrayList<>();
        long packed = lineAt[board.ply()];
        if (packed == 0) return list;
        int from = (int) (packed >>> 32), step = (int) (packed >>> 16) & 0xFFFF, len = (int) packed & 0xFFFF;
        for (int i = 0; i < len; i++) list.add(from + (step - 32768) * i);
        return list;
    }

    /** Cell code at (x, y): {@link Board#EMPTY} or side + 1. */
    public int stone(int x, int y) {
        return board.cell(Pos.of(x, y));
    }

    /** Read-only view for analysis; do not make moves on it. */
    public Board board() {
        return board;
    }

    public MoveCheck check(int x, int y) {
        if (!Pos.onBoard(x, y, board.size)) return MoveCheck.OFF_BOARD;
        if (isOver()) return MoveCheck.GAME_OVER;
        int pos = Pos.of(x, y);
        if (!board.isEmpty(pos)) return MoveCheck.OCCUPIED;
        if (board.sideToMove() == Side.BLACK) return MoveCheck.of(board.forbidden(pos));
        return MoveCheck.LEGAL;
    }

    /** Plays (x, y) for the side to move if legal; returns why not otherwise (state unchanged). */
    public MoveCheck play(int x, int y) {
        MoveCheck c = check(x, y);
        if (c != MoveCheck.LEGAL) return c;
        int pos = Pos.of(x, y);
        int mover = board.sideToMove();
        boolean five = board.isFive(pos, mover);
        board.makeMove(pos);
        int ply = board.ply();
        winnerAt[ply] = five ? mover : board.isFull() ? DRAW : ONGOING;
        lineAt[ply] = five ? findLine(pos, mover) : 0;
        return MoveCheck.LEGAL;
    }

    /** The side to move passes; false (nothing changes) when the game is over. */
    public boolean pass() {
        if (isOver()) return false;
        board.makePass();
        winnerAt[board.ply()] = ONGOING;
        lineAt[board.ply()] = 0;
        return true;
    }

    /** Takes back the last move or pass; false when there is none. */
    public boolean undo() {
        if (board.ply() == 0) return false;
        board.undoMove();
        return true;
    }

    /** Packs the longest winning run through {@code pos}: from | step + 32768 | length. */
    private long findLine(int pos, int side) {
        int code = side + 1;
        for (int d = 0; d < 4; d++) {
            int step = Pos.DIR[d];
            int back = 0, fwd = 0;
            while (board.cell(pos - step * (back + 1)) == code) back++;
            while (board.cell(pos + step * (fwd + 1)) == code) fwd++;
            int len = back + fwd + 1;
            boolean wins = board.rule.exactFive(side) ? len == 5 : len >= 5;
            if (wins) return ((long) (pos - step * back) << 32) | ((long) (step + 32768) << 16) | len;
        }
        return 0;
    }
}
