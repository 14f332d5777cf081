package gomoku.web;

import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every open WebSocket of the app, whatever its path, so that a stopping server can tell each client
 * to reconnect (close 1001, going away) before it goes, instead of dropping the connection.
 */
final class OpenSockets {
    /**
     * The close reason a stopping server gives; the game page reconnects by itself after any close it
     * did not ask for.
     */
    static final String GOING_AWAY = "the server is restarting; reconnect";

    private final Set<WsContext> open = ConcurrentHashMap.newKeySet();

    /** Registered with {@code wsBefore}: runs before each endpoint's own handlers. */
    void track(WsConfig ws) {
        ws.onConnect(open::add);
        ws.onClose(open::remove);
        ws.onError(open::remove);
    }

    /** Closes every open socket with 1001 and {@link #GOING_AWAY}. */
    void goingAway() {
        for (WsContext ctx : open) {
            try {
                ctx.closeSession(1001, GOING_AWAY);
            } catch (RuntimeException e) {
                // Already closing: nothing to tell.
            }
            open.remove(ctx);
        }
    }
}
