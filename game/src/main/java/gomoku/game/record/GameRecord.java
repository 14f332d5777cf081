package gomoku.game.record;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable game record: board size, rule, the moves in play order and optional player names,
 * result and opening, independent of any file format. Black moves first and colours alternate, so a move's
 * colour follows from its index. A move is an {@code int[]{x, y}} in protocol coordinates (see
 * {@link Notation}); a pass is {@code {-1, -1}}.
 *
 * <p>Invariant: size is {@value Pos#MIN_SIZE}..{@value Pos#MAX_SIZE} and every move is a pass or a
 * point on the board. Legality (occupied points, renju forbidden points, moves after the end) is
 * checked only by {@link #toGameState()}. Arrays are copied in and out, so no caller can change a
 * record. Names and the result are single-line text; blank counts as absent.
 *
 * <p>The result uses the SGF {@code RE} convention: {@link #BLACK_WINS} {@code "B+"},
 * {@link #WHITE_WINS} {@code "W+"}, {@link #DRAW} {@code "0"}; other text read from a file (such as
 * {@code "B+R"}) is kept as it is.
 *
 * <p>The opening, when the game had an opening rule, is its rule's word followed by the colour
 * choices made, as the store keeps them ({@code "swap2 two white"}); the opening stones are the
 * record's first moves like any others.
 */
public final class GameRecord {
    public static final String BLACK_WINS = "B+";
    public static final String WHITE_WINS = "W+";
    public static final String DRAW = "0";

    private final int size;
    private final Rule rule;
    private final List<int[]> moves;
    private final String blackName;
    private final String whiteName;
    private final String result;
    private final String opening;

    public GameRecord(int size, Rule rule, List<int[]> moves) {
        this(size, rule, moves, null, null, null);
    }

    /** Names and result may be null (absent). */
    public GameRecord(int size, Rule rule, List<int[]> moves, String blackName, String whiteName, String result) {
        this(size, rule, moves, blackName, whiteName, result, null);
    }

    /** Names, result and opening may be null (absent). */
    public GameRecord(int size, Rule rule, List<int[]> moves, String blackName, String whiteName, String result,
                      String opening) {
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE)
            throw new IllegalArgumentException("board size " + size + " is not " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
        this.size = size;
        this.rule = Objects.requireNonNull(rule, "rule");
        List<int[]> copy = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            int[] m = moves.get(i);
            if (m == null || m.length != 2 || !(isPass(m) || Pos.onBoard(m[0], m[1], size)))
                throw new IllegalArgumentException("move " + (i + 1) + " is neither a pass nor a point on a "
                        + size + "x" + size + " board");
            copy.add(m.clone());
        }
        this.moves = Collections.unmodifiableList(copy);
        this.blackName = text(blackName, "black name");
        this.whiteName = text(whiteName, "white name");
        this.result = text(result, "result");
        this.opening = text(opening, "opening");
    }

    /** The moves and result of {@code state}; no names. */
    public static GameRecord of(GameState state) {
        List<int[]> moves = new ArrayList<>(state.moveCount());
        for (int i = 0; i < state.moveCount(); i++) {
            int pos = state.move(i);
            moves.add(pos == Pos.PASS ? pass() : new int[] {Pos.x(pos), Pos.y(pos)});
        }
        String result;
        switch (state.result()) {
            case Side.BLACK: result = BLACK_WINS; break;
            case Side.WHITE: result = WHITE_WINS; break;
            case GameState.DRAW: result = DRAW; break;
            default: result = null;
        }
        return new GameRecord(state.size(), state.rule(), moves, null, null, result);
    }

    /** A new pass move {@code {-1, -1}}. */
    public static int[] pass() {
        return new int[] {-1, -1};
    }

    public static boolean isPass(int[] move) {
        return move[0] == -1 && move[1] == -1;
    }

    /**
     * Replays the moves on a fresh {@link GameState}.
     *
     * @throws IllegalArgumentException naming the move number, colour and point of the first move
     *     the rule refuses (occupied, forbidden for black in renju, played after the game ended)
     */
    public GameState toGameState() {
        GameState state = new GameState(size, rule);
        for (int i = 0; i < moves.size(); i++) {
            int[] m = moves.get(i);
            String colour = Side.name(i % 2);
            if (isPass(m)) {
                if (!state.pass())
                    throw new IllegalArgumentException("move " + (i + 1) + " (" + colour + " pass): the game is over");
                continue;
            }
            MoveCheck check = state.play(m[0], m[1]);
            if (check != MoveCheck.LEGAL)
                throw new IllegalArgumentException("move " + (i + 1) + " (" + colour + " "
                        + Notation.toLiterature(m[0], m[1], size) + ") is illegal under " + rule.id()
                        + ": " + check.message);
        }
        return state;
    }

    public int size() {
        return size;
    }

    public Rule rule() {
        return rule;
    }

    public int moveCount() {
        return moves.size();
    }

    /** A copy of move {@code index} (0-based). */
    public int[] move(int index) {
        return moves.get(index).clone();
    }

    /** Copies of all moves, in play order. */
    public List<int[]> moves() {
        List<int[]> list = new ArrayList<>(moves.size());
        for (int[] m : moves) list.add(m.clone());
        return list;
    }

    public Optional<String> blackName() {
        return Optional.ofNullable(blackName);
    }

    public Optional<String> whiteName() {
        return Optional.ofNullable(whiteName);
    }

    public Optional<String> result() {
        return Optional.ofNullable(result);
    }

    /** The opening rule and the choices made ({@code "swap2 two white"}), absent without an opening rule. */
    public Optional<String> opening() {
        return Optional.ofNullable(opening);
    }

    public GameRecord withNames(String black, String white) {
        return new GameRecord(size, rule, moves, black, white, result, opening);
    }

    public GameRecord withResult(String newResult) {
        return new GameRecord(size, rule, moves, blackName, whiteName, newResult, opening);
    }

    public GameRecord withOpening(String newOpening) {
        return new GameRecord(size, rule, moves, blackName, whiteName, result, newOpening);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof GameRecord)) return false;
        GameRecord r = (GameRecord) o;
        if (size != r.size || rule != r.rule || moves.size() != r.moves.size()) return false;
        for (int i = 0; i < moves.size(); i++)
            if (moves.get(i)[0] != r.moves.get(i)[0] || moves.get(i)[1] != r.moves.get(i)[1]) return false;
        return Objects.equals(blackName, r.blackName) && Objects.equals(whiteName, r.whiteName)
                && Objects.equals(result, r.result) && Objects.equals(opening, r.opening);
    }

    @Override
    public int hashCode() {
        int h = Objects.hash(size, rule, blackName, whiteName, result, opening);
        for (int[] m : moves) h = 31 * h + m[0] * 32 + m[1];
        return h;
    }

    /** Debug form, moves in literature notation: {@code renju 15x15 [h8 i9 pass] B+}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(rule.id()).append(' ').append(size).append('x').append(size).append(" [");
        for (int i = 0; i < moves.size(); i++) {
            int[] m = moves.get(i);
            if (i > 0) sb.append(' ');
            sb.append(isPass(m) ? "pass" : Notation.toLiterature(m[0], m[1], size));
        }
        sb.append(']');
        if (blackName != null || whiteName != null) sb.append(' ').append(blackName).append(" vs ").append(whiteName);
        if (result != null) sb.append(' ').append(result);
        if (opening != null) sb.append(" (").append(opening).append(')');
        return sb.toString();
    }

    private static String text(String value, String what) {
        if (value == null || value.isBlank()) return null;
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0)
            throw new IllegalArgumentException(what + " must be a single line");
        return value.strip();
    }
}
