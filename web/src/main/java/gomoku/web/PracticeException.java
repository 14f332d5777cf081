package gomoku.web;

/** A practice request refused with an HTTP status and a stable error code; nothing changed. */
public final class PracticeException extends RuntimeException {
    private final int status;
    private final String code;

    public PracticeException(int status, String code, String message) {
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
