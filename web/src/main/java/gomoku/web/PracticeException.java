package gomoku.web;

import java.util.Map;

/** A practice request refused with an HTTP status and a stable error code (and its parameters); nothing changed. */
public final class PracticeException extends RuntimeException {
    private final int status;
    private final String code;
    private final Map<String, Object> params;

    public PracticeException(int status, String code, String message) {
        this(status, code, message, Map.of());
    }

    public PracticeException(int status, String code, String message, Map<String, Object> params) {
        super(message);
        this.status = status;
        this.code = code;
        this.params = Map.copyOf(params);
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public Map<String, Object> params() {
        return params;
    }
}
