package gomoku.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;

/** A WebSocket listener that puts each whole text message, read as JSON, into a queue. */
final class JsonCollector implements WebSocket.Listener {
    private final ObjectMapper json;
    private final BlockingQueue<JsonNode> into;
    private final StringBuilder part = new StringBuilder();

    JsonCollector(ObjectMapper json, BlockingQueue<JsonNode> into) {
        this.json = json;
        this.into = into;
    }

    @Override
    public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
        part.append(data);
        if (last) {
            try {
                into.add(json.readTree(part.toString()));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            part.setLength(0);
        }
        socket.request(1);
        return null;
    }
}
