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
import gomoku.game.store.StoredOpening;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One game being played, as every front end plays it: the moves, who plays which side, the clock,
 * and how the game ended, on the board (a five, a full board) or off it (resignation, time). It
 * knows nothing of storage or screens: the front end writes what changed and draws what it shows.
 * Refused actions change nothing. Not thread-safe: the caller keeps one thread (or one lock) per session.
 *
 * <p>Players are {@link Seat}s: the first opens. Without an opening rule the first seat plays black.
 * Under {@link OpeningRule#SWAP} or {@link OpeningRule#SWAP2} the opening stones are ordinary moves
 * of the game (black, white, black, [white, black]) placed by the seat {@link #seatToAct()} names,
 * and the colours are settled by {@link #choose}; until then {@link #sideOf} is -1. The clock is kept
 * by colour: while the colours are undecided the first seat's time counts as black's and the second's
 * as white's, and when a choice gives the first seat white the two times change places with the seats.
 */
public final class PlaySession {
    /** Stored coordinates of a pass. */
    public static final int PASS_XY = -1;

    /** A point black may not play in renju, and why. */
    public record ForbiddenPoint(int x, int y, Forbidden kind) {}

    private final Mode mode;
    /** The human's seat in {@link Mode#HVC}, else null. */
    private final Seat humanSeat;
    private final int level;
    private final GameState state;
    private final PlayClock clock;
    private final OpeningProgress opening;
    /** An end the board does not show (resignation, time); null otherwise. */
    private Ending offBoard;

    /** A game without an opening rule; {@code humanSide} is the human's colour in {@link Mode#HVC}. */
    public PlaySession(Mode mode, int humanSide, int level, int size, Rule rule, PlayClock clock) {
        this(mode, seatPlaying(humanSide), level, size, rule, OpeningRule.NONE, clock);
    }

    /** The seat that plays {@code side} without an opening rule (the first black), null for no side. */
    private static Seat seatPlaying(int side) {
        return side == Side.BLACK ? Seat.FIRST : side == Side.WHITE ? Seat.SECOND : null;
    }

    private PlaySession(Mode mode, Seat humanSeat, int level, int size, Rule rule, OpeningRule opening,
                        PlayClock clock) {
        this.mode = mode;
        this.humanSeat = mode == Mode.HVC ? humanSeat : null;
        this.level = level;
        this.state = new GameState(size, rule);
        this.clock = clock;
        this.opening = new OpeningProgress(opening);
    }

    /**
     * A game that opens by {@code opening}; {@code humanSeat} is the human's seat in {@link Mode#HVC}
     * (ignored in the other modes). With {@link OpeningRule#NONE} it is the game the public
     * constructor makes with the first seat's colour, black.
     */
    public static PlaySession withOpening(Mode mode, Seat humanSeat, int level, int size, Rule rule,
                                          OpeningRule opening, PlayClock clock) {
        return new PlaySession(mode, humanSeat, level, size, rule, opening, clock);
    }

    /**
     * The stored game replayed: its moves in order (a pass stored as {@link #PASS_XY}) up to the first
     * that is not legal, and its off-board end if it has one. See {@link #replayed(StoredGame)}.
     *
     * @throws IllegalArgumentException for a mode this program does not know
     */
    public static PlaySession replay(StoredGame game, PlayClock clock) {
        return replay(game, clock, null);
    }

    /**
     * {@link #replay(StoredGame, PlayClock)} with the game's opening ({@code opening} null: no opening
     * rule): each stored choice is made when the stones it was made on are on the board. The replay
     * stops at the first move or choice that does not fit the opening (a stone where a choice was
     * due, a choice not open there). The clock is taken as stored: it already counts by the colours.
     *
     * @throws IllegalArgumentException for a mode, an opening rule or a seat this program does not know
     */
    public static PlaySession replay(StoredGame game, PlayClock clock, StoredOpening opening) {
        Mode mode = Mode.parse(game.mode());
        if (mode == null) throw new IllegalArgumentException("unknown mode " + game.mode());
        OpeningRule rule = opening == null ? OpeningRule.NONE : OpeningRule.parse(opening.rule());
        if (rule == null) throw new IllegalArgumentException("unknown opening rule " + opening.rule());
        Seat humanSeat;
        if (opening == null || rule == OpeningRule.NONE)
            humanSeat = seatPlaying(game.humanSide());
        else if (opening.humanSeat() == null) humanSeat = null;
        else if ((humanSeat = Seat.parse(opening.humanSeat())) == null)
            throw new IllegalArgumentException("unknown seat " + opening.humanSeat());
        PlaySession s = new PlaySession(mode, humanSeat, game.level(), game.size(), game.rule(), rule, clock);
        List<OpeningChoice> pending = new ArrayList<>();
        if (opening != null)
            for (String word : opening.choices().strip().split("\\s+")) {
                if (word.isEmpty()) continue;
                OpeningChoice c = OpeningChoice.parse(word);
                if (c == null) break;
                pending.add(c);
            }
        for (int[] m : game.moves()) {
            s.replayChoices(pending);
            if (s.openingPhase().isChoice()) break;
            boolean pass = m[0] == PASS_XY && m[1] == PASS_XY;
            boolean ok = pass ? !s.inOpening() && s.state.pass() : s.state.play(m[0], m[1]) == MoveCheck.LEGAL;
            if (!ok) break;
        }
        s.replayChoices(pending);
        if (!s.state.isOver()) s.offBoard = Ending.parse(game.result(), game.reason());
        return s;
    }

    /** Makes the next stored choices while one is due and open; a choice that is not open ends them. */
    private void replayChoices(List<OpeningChoice> pending) {
        while (!pending.isEmpty() && openingPhase().isChoice()) {
            OpeningChoice c = pending.remove(0);
            if (!choices().contains(c)) {
                pending.clear();
                return;
            }
            opening.choose(c);
        }
    }

    /** How many of the stored game's moves the replay kept (fewer than all when one was illegal). */
    public int replayed() {
        return state.moveCount();
    }

    public Mode mode() {
        return mode;
    }

    /** The human's side in {@link Mode#HVC}, else -1; -1 too while an opening leaves the colours undecided. */
    public int humanSide() {
        return humanSeat == null ? -1 : opening.sideOf(humanSeat);
    }

    /** The human's seat in {@link Mode#HVC}, else null. */
    public Seat humanSeat() {
        return humanSeat;
    }

    public OpeningRule openingRule() {
        return opening.rule();
    }

    /** Where the opening stands: what {@link #seatToAct()} must do, or {@link OpeningPhase#DONE}. */
    public OpeningPhase openingPhase() {
        return opening.phase(state.moveCount());
    }

    /** Whether the opening still goes on: stones to place or a colour to choose. */
    public boolean inOpening() {
        return openingPhase() != OpeningPhase.DONE;
    }

    /** The colour choices made so far, in order. */
    public List<OpeningChoice> openingChoices() {
        return opening.made();
    }

    /**
     * The seat that must act now: place an opening stone, choose, or (after the opening) play the
     * side to move. When the game is over, the seat that would have acted.
     */
    public Seat seatToAct() {
        return opening.seatToAct(openingPhase(), state.sideToMove());
    }

    /** The choices {@link #seatToAct()} may make now; empty unless a choice is due (and the game goes on). */
    public Set<OpeningChoice> choices() {
        if (isOver()) return Set.of();
        return opening.choices(openingPhase());
    }

    /** The colour {@code seat} plays ({@link Side#BLACK}, {@link Side#WHITE}), -1 while undecided. */
    public int sideOf(Seat seat) {
        return opening.sideOf(seat);
    }

    /** The seat that plays {@code side}, null while the colours are undecided. */
    public Seat seatOf(int side) {
        return opening.sideOf(Seat.FIRST) < 0 ? null : opening.seatOf(side);
    }

    /** The seat that placed move {@code index} (0-based) of this game. */
    public Seat seatOfMove(int index) {
        return opening.seatOfMove(index);
    }

    /**
     * Whether {@code seat} may place a stone now (with {@link #play}): null if so, else why not.
     * Front ends that know who asked (a seat's token, the computer) check this first.
     */
    public OpeningRefusal checkTurn(Seat seat) {
        if (isOver()) return OpeningRefusal.FINISHED;
        if (openingPhase().isChoice()) return OpeningRefusal.CHOICE_DUE;
        return seat == seatToAct() ? null : OpeningRefusal.WRONG_SEAT;
    }

    /**
     * {@code seat} makes the colour choice that is due, charging its clock; null when done, else why
     * not (nothing changed).
     */
    public OpeningRefusal choose(Seat seat, OpeningChoice choice, long nowMs) {
        if (isOver()) return OpeningRefusal.FINISHED;
        OpeningPhase phase = openingPhase();
        if (!phase.isChoice()) return OpeningRefusal.NO_CHOICE_DUE;
        if (seat != seatToAct()) return OpeningRefusal.WRONG_SEAT;
        if (!choices().contains(choice)) return OpeningRefusal.CHOICE_NOT_ALLOWED;
        int firstWas = opening.provisionalSide(Seat.FIRST);
        clock.charge(opening.provisionalSide(seat), nowMs);
        opening.choose(choice);
        if (opening.provisionalSide(Seat.FIRST) != firstWas) clock.swapSides();
        return null;
    }

    /**
     * The colour whose clock runs: that of the seat to act, which while the colours are undecided is
     * black for the first seat and white for the second (see the class comment).
     */
    public int clockSide() {
        return opening.provisionalSide(seatToAct());
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

    /** Whether the computer plays {@code side} (while the colours are undecided: the seat that has it by default). */
    public boolean isComputer(int side) {
        return isComputer(opening.seatOf(side));
    }

    public boolean isComputer(Seat seat) {
        return mode == Mode.CVC || mode == Mode.HVC && seat != humanSeat;
    }

    /**
     * Whether the computer must act now: move, or during an opening place a stone or choose (see
     * {@link #seatToAct()}).
     */
    public boolean isComputerToMove() {
        return isComputer(seatToAct());
    }

    /** How the game ended, null while it goes on. */
    public Ending ending() {
        return offBoard != null ? offBoard : Ending.of(state);
    }

    public boolean isOver() {
        return ending() != null;
    }

    /**
     * Plays (x, y) for the side to move, charging the clock of the seat to act; why not otherwise
     * (nothing changed). During an opening this places its next stone, in colour order; a placed black
     * stone is checked for renju fouls like any move (none can arise among black's first three).
     *
     * @throws IllegalStateException while a colour choice is due (see {@link #choices()}, {@link #checkTurn})
     */
    public MoveCheck play(int x, int y, long nowMs) {
        if (offBoard != null) return MoveCheck.GAME_OVER;
        if (!isOver() && openingPhase().isChoice()) throw new IllegalStateException("a colour choice is due");
        int mover = clockSide();
        MoveCheck check = state.play(x, y);
        if (check == MoveCheck.LEGAL) clock.charge(mover, nowMs);
        return check;
    }

    /** The side to move passes; false when the game is over or in its opening (its stones alternate colours). */
    public boolean pass(long nowMs) {
        if (isOver() || inOpening()) return false;
        int mover = clockSide();
        state.pass();
        clock.charge(mover, nowMs);
        return true;
    }

    /**
     * How many moves an undo keeps: against the computer, those before the human's last stone (the
     * computer's answer goes too); otherwise all but the last. -1 when there is nothing to take back.
     * Opening stones count as their placer's; a choice is taken back only with the stone it was made
     * on (see {@link #undoTo}).
     */
    public int undoTarget() {
        int count = state.moveCount();
        if (mode != Mode.HVC) return count - 1;
        for (int i = count - 1; i >= 0; i--)
            if (humanSeat != null && opening.seatOfMove(i) == humanSeat) return i;
        return -1;
    }

    /**
     * Takes moves back until {@code keep} remain; the running turn is charged to the seat to act and
     * an off-board end is forgotten. A colour choice made on more stones than {@code keep} is
     * forgotten too (the clock's times change places back if it had swapped them). Returns how many
     * moves were taken back.
     */
    public int undoTo(int keep, long nowMs) {
        if (keep < 0 || keep > state.moveCount()) throw new IllegalArgumentException("keep " + keep);
        if (!isOver()) clock.charge(clockSide(), nowMs);
        else clock.restart(nowMs);
        int taken = state.moveCount() - keep;
        while (state.moveCount() > keep) state.undo();
        int firstWas = opening.provisionalSide(Seat.FIRST);
        opening.undoTo(keep);
        if (opening.provisionalSide(Seat.FIRST) != firstWas) clock.swapSides();
        offBoard = null;
        return taken;
    }

    /**
     * The human gives up (in {@link Mode#HVC} the human's seat, otherwise the seat to act). A game that
     * ends before the colours are chosen is recorded with the colours the seats have by default (the
     * first black).
     *
     * @throws IllegalStateException when the game is over
     */
    public Ending resign(long nowMs) {
        return resign(mode == Mode.HVC && humanSeat != null ? humanSeat : seatToAct(), nowMs);
    }

    /**
     * {@code seat} gives up, whoever is to act (a game between people, each on their own screen).
     *
     * @throws IllegalStateException when the game is over
     */
    public Ending resign(Seat seat, long nowMs) {
        if (isOver()) throw new IllegalStateException("the game is over");
        clock.charge(clockSide(), nowMs);
        offBoard = Ending.resignation(opening.provisionalSide(seat));
        return offBoard;
    }

    /**
     * Both players agree to a draw.
     *
     * @throws IllegalStateException when the game is over
     */
    public Ending agreeDraw(long nowMs) {
        if (isOver()) throw new IllegalStateException("the game is over");
        clock.charge(clockSide(), nowMs);
        offBoard = new Ending(Ending.DRAW, Ending.Reason.AGREEMENT);
        return offBoard;
    }

    /**
     * Ends the game on time when the side to move has used up its move or game time; returns the end,
     * or null when the game goes on (no clock, time left, or already over).
     */
    public Ending flag(long nowMs) {
        if (!clock.isOn() || isOver()) return null;
        int side = clockSide();
        if (!clock.isOut(side, nowMs)) return null;
        clock.charge(side, nowMs);
        offBoard = Ending.time(side);
        return offBoard;
    }

    /** The search limits that keep the seat to act inside its clock. */
    public SearchLimits searchLimits(long nowMs) {
        return clock.searchLimits(clockSide(), nowMs);
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

    /**
     * The opening as a game record keeps it ({@link gomoku.game.record.GameRecord#opening()}): the
     * rule and the choices made, e.g. {@code "swap2 two white"}; null without an opening rule.
     */
    public String recordOpening() {
        if (opening.rule() == OpeningRule.NONE) return null;
        String choices = opening.stored();
        return choices.isEmpty() ? opening.rule().id : opening.rule().id + " " + choices;
    }

    /** The opening as the store keeps it: the rule, the human's seat against the computer, the choices. */
    public StoredOpening storedOpening() {
        return new StoredOpening(opening.rule().id, humanSeat == null ? null : humanSeat.id, opening.stored());
    }

    /**
     * Writes the opening to game {@code gameId} of {@code store} when the game has an opening rule:
     * after creating the game, after a choice, after an undo. A game without one writes nothing.
     */
    public void saveOpening(GameStore store, long gameId) {
        if (opening.rule() != OpeningRule.NONE) store.setOpening(gameId, storedOpening());
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
