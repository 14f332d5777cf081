package gomoku.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;

import java.io.IOException;
import java.util.Map;

/**
 * Reads what the controllers read from a request: the id in the path and the JSON body. Anything
 * unreadable is an {@link ApiException} (a 4xx), never a server error; echoed input is cleaned.
 * Also sends a JSON event on a WebSocket, the one way the controllers push.
 */
final class Requests {
    private Requests() {}

    /** The positive id in path parameter {@code id}; {@code notFound} with "no {what} ..." otherwise. */
    static long id(Context ctx, ErrorCode notFound, String what) {
        String text = ctx.pathParam("id");
        try {
            long id = Long.parseLong(text);
            if (id > 0) return id;
        } catch (NumberFormatException e) {
            // answered below, like any other id that names nothing
        }
        throw new ApiException(notFound, "no " + what + " " + clean(text), Map.of("id", clean(text)));
    }

    /** The body as {@code type}: present, at most {@code maxBytes}, well-formed JSON of that shape. */
    static <T> T body(Context ctx, ObjectMapper json, Class<T> type, int maxBytes) {
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0) throw bad("the request needs a JSON body");
        if (bytes.length > maxBytes) throw tooLarge(maxBytes);
        try {
            T value = json.readValue(bytes, type);
            if (value == null) throw bad("the request needs a JSON object");
            return value;
        } catch (IOException e) {
            throw bad("malformed JSON body");
        }
    }

    static ApiException bad(String message) {
        return new ApiException(ErrorCode.BAD_REQUEST, message);
    }

    static ApiException tooLarge(int maxBytes) {
        return new ApiException(ErrorCode.PAYLOAD_TOO_LARGE, "the request is larger than " + maxBytes + " bytes",
                Map.of("max", maxBytes));
    }

    /** Echoed input is cut short and kept to one line. */
    static String clean(String s) {
        if (s == null) return "";
        String t = s.replaceAll("\\p{Cntrl}+", " ").strip();
        return t.length() > 80 ? t.substring(0, 80) + "..." : t;
    }

    /** Sends {@code event} as JSON on the socket if it is still open; senders on several threads take turns. */
    static void send(WsContext ctx, ObjectMapper json, Object event) {
        String text;
        try {
            text = json.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        synchronized (ctx.session) {
            if (ctx.session.isOpen()) ctx.send(text);
        }
    }
}
