package gomoku.cli;

import gomoku.engine.board.GameState;

import java.util.List;

/**
 * A position to analyse, as built by {@link PositionSetup}.
 *
 * @param state    the game reaching the position (composed positions include the passes used to place stones)
 * @param moves    the {@code --moves} as played, in literature notation; empty for a composed position
 * @param lastMove packed position of the last move, or {@code Pos.NONE} when there is none to show
 * @param toMove   side to move ({@code Side.BLACK} or {@code Side.WHITE})
 * @param unreachable why no order of legal moves reaches this composed position (its stones are then
 *                 analysed as given), or null when legal moves reach it
 */
record Position(GameState state, List<String> moves, int lastMove, int toMove, String unreachable) {
    Position {
        moves = List.copyOf(moves);
    }

    Position(GameState state, List<String> moves, int lastMove, int toMove) {
        this(state, moves, lastMove, toMove, null);
    }

    boolean reachable() {
        return unreachable == null;
    }
}
