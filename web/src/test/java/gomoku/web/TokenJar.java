package gomoku.web;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a browser's localStorage does for the API tests: keeps the seat token the server hands out
 * with a new game (the {@code X-Seat-Token} answer header) and sends it with every request on that game.
 */
final class TokenJar {
    private static final Pattern GAME = Pattern.compile("^/api/games/(\\d+)");
    final Map<Long, String> tokens = new ConcurrentHashMap<>();

    /** Adds the token of the game {@code path} names, if this jar holds one. */
    HttpRequest.Builder sign(HttpRequest.Builder b, String path) {
        Matcher m = GAME.matcher(path);
        if (m.find()) {
            String token = tokens.get(Long.parseLong(m.group(1)));
            if (token != null) b.header(OnlineController.TOKEN_HEADER, token);
        }
        return b;
    }

    /** Keeps the token a response hands out. */
    <T> HttpResponse<T> remember(HttpResponse<T> r) {
        r.headers().firstValue(OnlineController.TOKEN_HEADER).ifPresent(t ->
                tokens.put(Long.parseLong(r.headers().firstValue(OnlineController.GAME_HEADER).orElseThrow()), t));
        return r;
    }
}
