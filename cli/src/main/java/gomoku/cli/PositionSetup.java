package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a {@link Position} from command-line text: either a game record ({@code --moves}, black
 * first) or a composed position ({@code --black}, {@code --white}, side to move). Every refusal is an
 * {@link IllegalArgumentException} whose message names the option and the offending token.
 *
 * <p>A composed position is reached through {@link GameState} with passes between stones, so the
 * engine's own rules decide the winner and the forbidden points. The order of the stones matters:
 * the game ends at the first five, and in renju a black stone can be forbidden in one order and
 * legal in another (h7 h9 g8 i8 h8: h8 last is a double-three, h8 first is fine). So the stones are
 * placed by a depth-first search over orders (see {@link Placement}). Composed problems need not be
 * reachable (several fives, a black stone on what is now a foul): when no order is found, the stones
 * are set up as given ({@link GameState#composed}) and the position says why it is unreachable.
 * Stateless.
 */
final class PositionSetup {
    /** Search nodes allowed for ordering the stones of a composed position. Real positions need one
     *  node per stone; only positions that cannot be reached by legal moves exhaust the limit. */
    static final int PLACEMENT_LIMIT = 20_000;

    private PositionSetup() {}

    /** Plays {@code movesText} (literature points, blank or comma separated) in order, black first. */
    static Position fromMoves(Rule rule, int size, String movesText) {
        GameState state = new GameState(size, rule);
        List<String> moves = new ArrayList<>();
        List<String> tokens = tokens(movesText);
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            int[] point = parse("--moves", token, size);
            int mover = state.sideToMove();
            MoveCheck check = state.play(point[0], point[1]);
            if (check != MoveCheck.LEGAL)
                throw new IllegalArgumentException("--moves: move " + (i + 1) + " '" + token + "' ("
                        + Side.name(mover) + "): " + check.message);
            moves.add(Notation.toLiterature(point[0], point[1], size));
        }
        int last = state.moveCount() == 0 ? Pos.NONE : state.move(state.moveCount() - 1);
        return new Position(state, moves, last, state.sideToMove());
    }

    /**
     * Sets up the given stones. {@code toMove} null means black when both sides have as many stones,
     * white otherwise. A position containing a five is set up with the five completed last, so the
     * result names its winner.
     */
    static Position fromStones(Rule rule, int size, String blackText, String whiteText, Integer toMove) {
        List<String> blackTokens = tokens(blackText), whiteTokens = tokens(whiteText);
        List<Stone> stones = new ArrayList<>();
        Map<Integer, String> seen = new HashMap<>();
        collect("--black", Side.BLACK, blackTokens, size, stones, seen);
        collect("--white", Side.WHITE, whiteTokens, size, stones, seen);
        int side = toMove != null ? toMove : blackTokens.size() == whiteTokens.size() ? Side.BLACK : Side.WHITE;

        GameState state = new GameState(size, rule);
        String unreachable = new Placement(state, stones, size).run();
        if (unreachable != null) {
            state = GameState.composed(size, rule, positions(stones, Side.BLACK), positions(stones, Side.WHITE), side);
            return new Position(state, List.of(), Pos.NONE, side, unreachable);
        }
        if (!state.isOver() && state.sideToMove() != side) state.pass();
        return new Position(state, List.of(), Pos.NONE, side);
    }

    private static int[] positions(List<Stone> stones, int side) {
        return stones.stream().filter(s -> s.side == side).mapToInt(Stone::pos).toArray();
    }

    private static void collect(String option, int side, List<String> tokens, int size,
                                List<Stone> stones, Map<Integer, String> seen) {
        for (String token : tokens) {
            int[] point = parse(option, token, size);
            int pos = Pos.of(point[0], point[1]);
            String earlier = seen.putIfAbsent(pos, option);
            if (earlier != null)
                throw new IllegalArgumentException(option + ": point '" + token + "' is given twice"
                        + (earlier.equals(option) ? "" : " (also in " + earlier + ")"));
            stones.add(new Stone(pos, side, token));
        }
    }

    private static List<String> tokens(String text) {
        String trimmed = text == null ? "" : text.strip().replaceAll("^,+|,+$", "").strip();
        return trimmed.isEmpty() ? List.of() : List.of(trimmed.split("[\\s,]+"));
    }

    private static int[] parse(String option, String token, int size) {
        try {
            return Notation.parseLiterature(token, size);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage(), e);
        }
    }

    /** One stone of a composed position; {@code token} is how the user wrote it. */
    private record Stone(int pos, int side, String token) {}

    /**
     * Finds an order of passes and moves that puts every stone on the board through legal moves.
     * Depth-first: at each node, try each unplaced stone that its side may play now and that does not
     * make five (white ones first: white is never forbidden and its stones can only block black's
     * lines). When no such stone is left, what remains must be a single stone that completes a five.
     * The set of placed stones fully determines the board, so a failed set is never searched twice.
     */
    private static final class Placement {
        private final GameState state;
        private final Board board;
        private final List<Stone> stones;
        private final int size;
        private final BitSet placed = new BitSet();
        private final Set<BitSet> failed = new HashSet<>();
        private int nodes;
        /** Why the first dead end was dead: reported if no order works. */
        private String firstDeadEnd;

        Placement(GameState state, List<Stone> stones, int size) {
            this.state = state;
            this.board = state.board();
            this.stones = stones;
            this.size = size;
        }

        /** Places the stones; null when it found an order, else why it found none. */
        String run() {
            if (place()) return null;
            String reason = firstDeadEnd != null ? firstDeadEnd : "too many stones to order";
            String outcome = nodes > PLACEMENT_LIMIT
                    ? "found no order of legal moves reaching this position in " + PLACEMENT_LIMIT + " tries"
                    : "no order of legal moves reaches this position";
            return outcome + ": " + reason;
        }

        private boolean place() {
            if (placed.cardinality() == stones.size()) return true;
            if (failed.contains(placed) || ++nodes > PLACEMENT_LIMIT) return false;
            boolean quietMove = false;
            for (int side : new int[] {Side.WHITE, Side.BLACK})
                for (int i = 0; i < stones.size(); i++) {
                    Stone stone = stones.get(i);
                    if (placed.get(i) || stone.side != side || !isQuiet(stone)) continue;
                    quietMove = true;
                    int mark = state.moveCount();
                    play(stone);
                    placed.set(i);
                    if (place()) return true;
                    placed.clear(i);
                    while (state.moveCount() > mark) state.undo();
                }
            if (!quietMove && finishWithFive()) return true;
            failed.add((BitSet) placed.clone());
            return false;
        }

        /** Legal for its side and not a five: placing it cannot end the game early. */
        private boolean isQuiet(Stone stone) {
            return !board.isFive(stone.pos, stone.side) && !board.isForbidden(stone.pos, stone.side);
        }

        /** Dead end: succeeds only if the one stone left completes a five (the game ends with it). */
        private boolean finishWithFive() {
            List<Stone> left = new ArrayList<>();
            for (int i = placed.nextClearBit(0); i < stones.size(); i = placed.nextClearBit(i + 1)) left.add(stones.get(i));
            if (left.size() == 1 && board.isFive(left.get(0).pos, left.get(0).side)) {
                play(left.get(0));
                return true;
            }
            if (firstDeadEnd == null) firstDeadEnd = describe(left);
            return false;
        }

        private String describe(List<Stone> left) {
            for (Stone stone : left)
                if (!board.isFive(stone.pos, stone.side) && board.isForbidden(stone.pos, stone.side))
                    return Side.name(stone.side) + " '" + stone.token + "' is on a forbidden point ("
                            + board.forbidden(stone.pos).id + ")";
            StringBuilder fives = new StringBuilder();
            for (Stone stone : left) fives.append(fives.length() == 0 ? "" : ", ").append(Side.name(stone.side))
                    .append(" '").append(stone.token).append('\'');
            return "more than one five (" + fives + " each complete one)";
        }

        private void play(Stone stone) {
            if (state.sideToMove() != stone.side) state.pass();
            MoveCheck check = state.play(Pos.x(stone.pos), Pos.y(stone.pos));
            // isQuiet/isFive said the move is legal; a refusal here is a bug, not bad input.
            if (check != MoveCheck.LEGAL)
                throw new IllegalStateException("placing " + Notation.toLiterature(Pos.x(stone.pos), Pos.y(stone.pos), size)
                        + " was refused: " + check.message);
        }
    }
}
