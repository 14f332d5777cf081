package gomoku.web;

/** A request the service refuses; nothing has changed when it is thrown. */
public final class GameException extends RuntimeException {
    private final ErrorCode code;

    public GameException(ErrorCode code, String message) {
        super(message);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }
}
