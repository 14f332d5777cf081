package gomoku.web;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Errors the web server answers before a request reaches the app (a path Jetty will not decode, such
 * as one holding {@code %00}; a malformed request line; headers too large) get the API's JSON error
 * body instead of Jetty's HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {
    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json;charset=utf-8");
        response.write(true, ByteBuffer.wrap(body(code, message)), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json;charset=utf-8");
        return ByteBuffer.wrap(body(status, reason));
    }

    private static byte[] body(int status, String message) {
        String code = switch (status) {
            case 400 -> "BAD_REQUEST";
            case 404 -> "NOT_FOUND";
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 414 -> "URI_TOO_LONG";
            case 431 -> "HEADERS_TOO_LARGE";
            default -> status >= 500 ? "INTERNAL_ERROR" : "HTTP_" + status;
        };
        String text = message == null || message.isBlank() ? "the request was refused (HTTP " + status + ")"
                : Requests.clean(message);
        return ("{\"error\":\"" + code + "\",\"message\":\"" + text.replace("\\", "\\\\").replace("\"", "\\\"")
                + "\"}").getBytes(StandardCharsets.UTF_8);
    }
}
