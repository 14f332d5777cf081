package gomoku.game.play;

import gomoku.engine.board.Forbidden;
import gomoku.engine.board.MoveCheck;

/**
 * Why a stone may not be placed where a player asked, named once for every front end. {@link #id}
 * is the stable word the terminal's and the page's dictionaries word it by (a foul as
 * {@code foul.double-three}, ...), the web API's {@code kind} of a forbidden move, and a practice
 * move's refusal reason.
 */
public enum MoveRefusal {
    OFF_BOARD("off-board"),
    OCCUPIED("occupied"),
    /** The game or the puzzle is over. */
    FINISHED("finished"),
    DOUBLE_THREE(Forbidden.DOUBLE_THREE.id),
    DOUBLE_FOUR(Forbidden.DOUBLE_FOUR.id),
    OVERLINE(Forbidden.OVERLINE.id);

    public final String id;

    MoveRefusal(String id) {
        this.id = id;
    }

    /** A renju foul: a point forbidden for black. */
    public boolean isFoul() {
        return this == DOUBLE_THREE || this == DOUBLE_FOUR || this == OVERLINE;
    }

    /** The refusal a check stands for; null when the move is legal. */
    public static MoveRefusal of(MoveCheck check) {
        return switch (check) {
            case LEGAL -> null;
            case OFF_BOARD -> OFF_BOARD;
            case OCCUPIED -> OCCUPIED;
            case GAME_OVER -> FINISHED;
            case FORBIDDEN_DOUBLE_THREE -> DOUBLE_THREE;
            case FORBIDDEN_DOUBLE_FOUR -> DOUBLE_FOUR;
            case FORBIDDEN_OVERLINE -> OVERLINE;
        };
    }

    /** The foul of a forbidden point; {@link Forbidden#NONE} is no foul. */
    public static MoveRefusal foul(Forbidden kind) {
        return switch (kind) {
            case DOUBLE_THREE -> DOUBLE_THREE;
            case DOUBLE_FOUR -> DOUBLE_FOUR;
            case OVERLINE -> OVERLINE;
            case NONE -> throw new IllegalArgumentException("not a foul");
        };
    }
}
