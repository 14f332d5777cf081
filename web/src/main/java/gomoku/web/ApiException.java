package gomoku.web;

import gomoku.web.dto.ErrorBody;
import java.util.Map;

/**
 * A request the API refuses, with its {@link ErrorCode} and the code's parameters (for example the
 * point and the kind of a forbidden move) so a page can word it in its language; nothing has changed
 * when it is thrown.
 */
public final class ApiException extends RuntimeException {
    private final ErrorCode code;
    private final Map<String, Object> params;

    public ApiException(ErrorCode code, String message) {
        this(code, message, Map.of());
    }

    public ApiException(ErrorCode code, String message, Map<String, Object> params) {
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

    /** The JSON body that answers this refusal. */
    public ErrorBody body() {
        return new ErrorBody(code.name(), getMessage(), params);
    }
}
