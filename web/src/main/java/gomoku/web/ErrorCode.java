package gomoku.web;

/** Error codes of the JSON API (games and practice) with the HTTP status each is answered with. */
public enum ErrorCode {
    BAD_REQUEST(400),
    INVALID_POSITION(400),
    GAME_NOT_FOUND(404),
    SESSION_NOT_FOUND(404),
    PUZZLE_NOT_FOUND(404),
    /** No puzzle left to give at the level asked for. */
    NO_PUZZLE(404),
    POSITION_OCCUPIED(409),
    GAME_FINISHED(409),
    FORBIDDEN_MOVE(409),
    NOT_YOUR_TURN(409),
    NOTHING_TO_UNDO(409),
    LEVEL_LOCKED(409),
    PUZZLE_FINISHED(409),
    PAYLOAD_TOO_LARGE(413),
    BUSY(503),
    /** The engine failed while searching (the computer's move, a hint, the analysis); the game is as it was. */
    ENGINE_FAILED(500);

    public final int status;

    ErrorCode(int status) {
        this.status = status;
    }
}
