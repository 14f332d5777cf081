package gomoku.engine.board;

/** The answer to "may the side to move play here?". */
public enum MoveCheck {
    LEGAL("legal"),
    OFF_BOARD("the point is off the board"),
    OCCUPIED("the point is occupied"),
    GAME_OVER("the game is over"),
    FORBIDDEN_DOUBLE_THREE("forbidden for black: double-three"),
    FORBIDDEN_DOUBLE_FOUR("forbidden for black: double-four"),
    FORBIDDEN_OVERLINE("forbidden for black: overline");

    public final String message;

    MoveCheck(String message) {
        this.message = message;
    }

    public boolean isForbidden() {
        return this == FORBIDDEN_DOUBLE_THREE || this == FORBIDDEN_DOUBLE_FOUR || this == FORBIDDEN_OVERLINE;
    }

    static MoveCheck of(Forbidden f) {
        switch (f) {
            case DOUBLE_THREE: return FORBIDDEN_DOUBLE_THREE;
            case DOUBLE_FOUR: return FORBIDDEN_DOUBLE_FOUR;
            case OVERLINE: return FORBIDDEN_OVERLINE;
            default: return LEGAL;
        }
    }
}
