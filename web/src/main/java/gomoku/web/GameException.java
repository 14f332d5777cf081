package gomoku.web;

import java.util.Map;

/** A request the service refuses; nothing has changed when it is thrown. {@code params} go to the ErrorBody. */
public final class GameException extends RuntimeException {
    private final ErrorCode code;
    private final Map<String, Object> params;

    public GameException(ErrorCode code, String message) {
        this(code, message, Map.of());
    }

    public GameException(ErrorCode code, String message, Map<String, Object> params) {
        super(message);
        this.code = code;
        this.params = Map.copyOf(params);
    }

    public ErrorCode code() {
        return code;
    }

    public Map<String, Object> params() {
        return params;
    }
}
