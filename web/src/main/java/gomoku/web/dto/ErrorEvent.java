package gomoku.web.dto;

/**
 * WebSocket message {@code "type": "error"}: something the server did for this game on its own (the
 * computer's move, a hint, the analysis) failed. {@code error} is a stable code such as
 * {@code ENGINE_FAILED}; the game is left as it was and can go on.
 */
public record ErrorEvent(String type, long gameId, String error, String message) {
    public ErrorEvent(long gameId, String error, String message) {
        this("error", gameId, error, message);
    }
}
