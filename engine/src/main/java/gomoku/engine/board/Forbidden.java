package gomoku.engine.board;

/** Why a renju point is forbidden for black (or that it is not). */
public enum Forbidden {
    NONE("none"),
    DOUBLE_THREE("double-three"),
    DOUBLE_FOUR("double-four"),
    OVERLINE("overline");

    /** Name used in JSON and messages. */
    public final String id;

    Forbidden(String id) {
        this.id = id;
    }

    static final Forbidden[] VALUES = values();
}
