package gomoku.web.dto;

import java.util.Map;

/**
 * Every 4xx/5xx answer: a stable code such as {@code FORBIDDEN_MOVE}, a sentence in English for API
 * clients and logs, and the code's parameters (for example {@code point} and {@code kind}) so that a
 * page can word the refusal in its own language. {@code params} is empty, never null, when there are none.
 */
public record ErrorBody(String error, String message, Map<String, Object> params) {
    public ErrorBody {
        params = params == null ? Map.of() : Map.copyOf(params);
    }

    public ErrorBody(String error, String message) {
        this(error, message, Map.of());
    }
}
