package gomoku.web;

/** A request the API refuses, with its {@link ErrorCode}; nothing has changed when it is thrown. */
public final class ApiException extends RuntimeException {
    private final ErrorCode code;

    public ApiException(ErrorCode code, String message) {
        super(message);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }
}
