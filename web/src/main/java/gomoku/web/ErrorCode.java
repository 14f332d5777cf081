package gomoku.web;

import gomoku.game.play.MoveRefusal;
import gomoku.web.dto.ErrorBody;

/** Error codes of the JSON API (games, practice and the analysis board) with the HTTP status each is answered with. */
public enum ErrorCode {
    BAD_REQUEST(400),
    INVALID_POSITION(400),
    GAME_NOT_FOUND(404),
    SESSION_NOT_FOUND(404),
    PUZZLE_NOT_FOUND(404),
    /** No puzzle left to give at the level asked for. */
    NO_PUZZLE(404),
    BOARD_NOT_FOUND(404),
    /** A node id that is not (or no longer) in the analysis board's tree. */
    NODE_NOT_FOUND(404),
    /** An imported SGF or PSQ text that cannot be read or replayed. */
    BAD_RECORD(400),
    POSITION_OCCUPIED(409),
    GAME_FINISHED(409),
    FORBIDDEN_MOVE(409),
    NOT_YOUR_TURN(409),
    /** Someone else (another server, another tab) changed the game first; the answer is refused, the game sent anew. */
    GAME_CHANGED(409),
    NOTHING_TO_UNDO(409),
    LEVEL_LOCKED(409),
    PUZZLE_FINISHED(409),
    /** The analysis board's main line has two stones of one colour in a row, which PSQ cannot hold. */
    NOT_A_GAME(409),
    /** An action on a game that needs a seat of it, asked without that seat's token (or with a wrong one). */
    NOT_YOUR_SEAT(403),
    /** A private game between browsers, asked for without its watch code or a seat token. */
    PRIVATE_GAME(403),
    /** An invitation code that names no free seat (unknown, withdrawn or taken already). */
    INVITATION_NOT_FOUND(404),
    /** A game between browsers whose second seat is still free. */
    WAITING_FOR_OPPONENT(409),
    /** Between people, a move is taken back only when the opponent agrees (an offer). */
    NEEDS_CONSENT(409),
    /** Something a game between people does not allow while it is played (a hint, an analysis). */
    NOT_IN_ONLINE_GAME(409),
    /** A stone while the opening's colour choice is due. */
    CHOICE_DUE(409),
    /** A colour choice when none is due. */
    NO_CHOICE_DUE(409),
    /** A choice the opening rule does not offer here (placing two more stones after five, or in swap). */
    CHOICE_NOT_ALLOWED(409),
    /** An answer to an offer that is not (or no longer) open. */
    NO_OFFER(409),
    /** An offer while another one is still open, or an answer to one's own offer. */
    OFFER_PENDING(409),
    /** Deleting a game between people while it is being played; resign first. */
    GAME_NOT_OVER(409),
    PAYLOAD_TOO_LARGE(413),
    /** Too many actions too quickly from one seat or one connection. */
    TOO_MANY_REQUESTS(429),
    BUSY(503),
    /** The engine failed while searching (the computer's move, a hint, the analysis); the game is as it was. */
    ENGINE_FAILED(500),
    /** An API path that does not exist. */
    NOT_FOUND(404),
    /** The server failed on something no other code describes. */
    INTERNAL_ERROR(500);

    public final int status;

    ErrorCode(int status) {
        this.status = status;
    }

    /** The code that answers a move the rules refuse. */
    public static ErrorCode of(MoveRefusal refusal) {
        return switch (refusal) {
            case OFF_BOARD -> INVALID_POSITION;
            case OCCUPIED -> POSITION_OCCUPIED;
            case FINISHED -> GAME_FINISHED;
            case DOUBLE_THREE, DOUBLE_FOUR, OVERLINE -> FORBIDDEN_MOVE;
        };
    }

    /** The JSON body of this error, for an answer that has no parameters. */
    public ErrorBody body(String message) {
        return new ErrorBody(name(), message);
    }
}
