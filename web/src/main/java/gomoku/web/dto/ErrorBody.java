package gomoku.web.dto;

/** Every 4xx/5xx answer: a stable code such as {@code FORBIDDEN_MOVE} and a sentence for people. */
public record ErrorBody(String error, String message) {}
