package gomoku.web;

/** An analysis board request refused with an HTTP status and a stable error code; nothing changed. */
public final class BoardException extends RuntimeException {
    private final int status;
    private final String code;

    public BoardException(int status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }
}
