package gomoku.game.play;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.store.GameStore;
import gomoku.game.store.StoredGame;

import java.util.ArrayList;
import java.util.List;

/**
 * One game being played, as every front end plays it: the moves, who plays which side, the clock,
 * and how the game ended, on the board (a five, a full board) or off it (resignation, time). It
 * knows nothing of storage or screens: the front end writes what changed and draws what it shows.
 * Refused actions change nothing. Not thread-safe: the caller keeps one thread (or one lock) per session.
 */
public final class PlaySession {
    /** Stored coordinates of a pass. */
    public static final int PASS_XY = -1;

    /** A point black may not play in renju, and why. */
    public record ForbiddenPoint(int x, int y, Forbidden kind) {}

    private final Mode mode;
    private final int humanSide;
    private final int level;
    private final GameState state;
    private final PlayClock clock;
    /** An end the board does not show (resignation, time); null otherwise. */
    private Ending offBoard;

    public PlaySession(Mode mode, int humanSide, int level, int size, Rule rule, PlayClock clock) {
        this.mode = mode;
        this.humanSide = mode == Mode.HVC ? humanSide : -1;
        this.level = level;
        this.state = new GameState(size, rule);
        this.clock = clock;
    }

    /**
     * The stored game replayed: its moves in order (a pass stored as {@link #PASS_XY}) up to the first
     * that is not legal, and its off-board end if it has one. See {@link #replayed(StoredGame)}.
     *
     * @throws IllegalArgumentException for a mode this program does not know
     */
    public static PlaySession replay(StoredGame game, PlayClock clock) {
        Mode mode = Mode.parse(game.mode());
        if (mode == null) throw new IllegalArgumentException("unknown mode " + game.mode());
        PlaySession s = new PlaySession(mode, game.humanSide(), game.level(), game.size(), game.rule(), clock);
        for (int[] m : game.moves()) {
            boolean ok = m[0] == PASS_XY && m[1] == PASS_XY ? s.state.pass()
                    : s.state.play(m[0], m[1]) == MoveCheck.LEGAL;
            if (!ok) break;
        }
        if (!s.state.isOver()) s.offBoard = Ending.parse(game.result(), game.reason());
        return s;
    }

    /** How many of the stored game's moves the replay kept (fewer than all when one was illegal). */
    public int replayed() {
        return state.moveCount();
    }

    public Mode mode() {
        return mode;
    }

    /** The human's side in {@link Mode#HVC}, else -1. */
    public int humanSide() {
        return humanSide;
    }

    public int level() {
        return level;
    }

    /** The game's moves and board; read it, but play only through this session. */
    public GameState state() {
        return state;
    }

    /** A copy of the game's moves and board, for work away from this session's thread or lock. */
    public GameState copyOfState() {
        GameState copy = new GameState(state.size(), state.rule());
        for (int i = 0; i < state.moveCount(); i++) {
            int m = state.move(i);
            if (m == Pos.PASS) copy.pass();
            else copy.play(Pos.x(m), Pos.y(m));
        }
        return copy;
    }

    public PlayClock clock() {
        return clock;
    }

    public boolean isComputer(int side) {
        return mode.isComputer(side, humanSide);
    }

    public boolean isComputerToMove() {
        return isComputer(state.sideToMove());
    }

    /** How the game ended, null while it goes on. */
    public Ending ending() {
        return offBoard != null ? offBoard : Ending.of(state);
    }

    public boolean isOver() {
        return ending() != null;
    }

    /** Plays (x, y) for the side to move, charging its clock; why not otherwise (nothing changed). */
    public MoveCheck play(int x, int y, long nowMs) {
        if (offBoard != null) return MoveCheck.GAME_OVER;
        int mover = state.sideToMove();
        MoveCheck check = state.play(x, y);
        if (check == MoveCheck.LEGAL) clock.charge(mover, nowMs);
        return check;
    }

    /** The side to move passes; false when the game is over. */
    public boolean pass(long nowMs) {
        if (isOver()) return false;
        int mover = state.sideToMove();
        state.pass();
        clock.charge(mover, nowMs);
        return true;
    }

    /**
     * How many moves an undo keeps: against the computer, those before the human's last move (the
     * computer's answer goes too); otherwise all but the last. -1 when there is nothing to take back.
     */
    public int undoTarget() {
        int count = state.moveCount();
        if (mode != Mode.HVC) return count - 1;
        for (int i = count - 1; i >= 0; i--)
            if (i % 2 == humanSide) return i;      // move i was played by side i % 2
        return -1;
    }

    /**
     * Takes moves back until {@code keep} remain; the running turn is charged to the side to move and
     * an off-board end is forgotten. Returns how many moves were taken back.
     */
    public int undoTo(int keep, long nowMs) {
        if (keep < 0 || keep > state.moveCount()) throw new IllegalArgumentException("keep " + keep);
        if (!isOver()) clock.charge(state.sideToMove(), nowMs);
        else clock.restart(nowMs);
        int taken = state.moveCount() - keep;
        while (state.moveCount() > keep) state.undo();
        offBoard = null;
        return taken;
    }

    /**
     * The human gives up (in {@link Mode#HVC} the human's side, otherwise the side to move).
     *
     * @throws IllegalStateException when the game is over
     */
    public Ending resign(long nowMs) {
        if (isOver()) throw new IllegalStateException("the game is over");
        int loser = mode == Mode.HVC ? humanSide : state.sideToMove();
        clock.charge(state.sideToMove(), nowMs);
        offBoard = Ending.resignation(loser);
        return offBoard;
    }

    /**
     * {@code loser} gives up, whoever is to move (a game between two people, each at their own screen).
     *
     * @throws IllegalStateException when the game is over
     */
    public Ending resign(int loser, long nowMs) {
        if (isOver()) throw new IllegalStateException("the game is over");
        clock.charge(state.sideToMove(), nowMs);
        offBoard = Ending.resignation(loser);
        return offBoard;
    }

    /**
     * Both players agree to a draw.
     *
     * @throws IllegalStateException when the game is over
     */
    public Ending agreeDraw(long nowMs) {
        if (isOver()) throw new IllegalStateException("the game is over");
        clock.charge(state.sideToMove(), nowMs);
        offBoard = new Ending(Ending.DRAW, Ending.Reason.AGREEMENT);
        return offBoard;
    }

    /**
     * Ends the game on time when the side to move has used up its move or game time; returns the end,
     * or null when the game goes on (no clock, time left, or already over).
     */
    public Ending flag(long nowMs) {
        if (!clock.isOn() || isOver()) return null;
        int side = state.sideToMove();
        if (!clock.isOut(side, nowMs)) return null;
        clock.charge(side, nowMs);
        offBoard = Ending.time(side);
        return offBoard;
    }

    /** The search limits that keep the side to move inside its clock. */
    public SearchLimits searchLimits(long nowMs) {
        return clock.searchLimits(state.sideToMove(), nowMs);
    }

    /** The empty points black may not play, while the game goes on in renju with black to move. */
    public List<ForbiddenPoint> forbiddenPoints() {
        List<ForbiddenPoint> list = new ArrayList<>();
        if (isOver() || state.rule() != Rule.RENJU || state.sideToMove() != Side.BLACK) return list;
        int size = state.size();
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) {
                if (state.stone(x, y) != 0) continue;
                Forbidden f = state.board().forbidden(Pos.of(x, y));
                if (f != Forbidden.NONE) list.add(new ForbiddenPoint(x, y, f));
            }
        return list;
    }

    /** The moves as packed points ({@link Pos#PASS} for a pass), a fresh array. */
    public int[] moves() {
        return Engine.movesOf(state);
    }

    /** The moves as the store keeps them: {x, y}, a pass as {@link #PASS_XY} twice. */
    public List<int[]> storedMoves() {
        List<int[]> list = new ArrayList<>(state.moveCount());
        for (int i = 0; i < state.moveCount(); i++) list.add(toStored(state.move(i)));
        return list;
    }

    /** Writes the move just played to game {@code gameId} of {@code store}, and the result when it ended the game. */
    public void saveLastMove(GameStore store, long gameId, long nowMs) {
        int index = state.moveCount() - 1;
        int[] m = storedMove(index);
        store.addMove(gameId, index, m[0], m[1], nowMs);
        if (isOver()) store.setResult(gameId, storedResult(), storedReason(), nowMs);
    }

    /** Move {@code index} as the store keeps it. */
    private int[] storedMove(int index) {
        return toStored(state.move(index));
    }

    private static int[] toStored(int m) {
        return m == Pos.PASS ? new int[] {PASS_XY, PASS_XY} : new int[] {Pos.x(m), Pos.y(m)};
    }

    /** The result as the store keeps it ({@code B+}, {@code W+T}, ...), null while the game goes on. */
    public String storedResult() {
        Ending e = ending();
        return e == null ? null : e.result();
    }

    /** The reason as the store keeps it ({@code five}, {@code time}, ...), null while the game goes on. */
    public String storedReason() {
        Ending e = ending();
        return e == null ? null : e.reason().id;
    }
}
