package gomoku.web.dto;

/** WebSocket message {@code "type": "state"}: the game after any change. */
public record StateEvent(String type, GameView game) {
    public StateEvent(GameView game) {
        this("state", game);
    }
}
