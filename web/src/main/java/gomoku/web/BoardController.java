package gomoku.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Side;
import gomoku.engine.search.threat.ThreatKind;
import gomoku.web.dto.BoardViews;
import gomoku.web.dto.ErrorBody;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;

import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.CompletionException;

/**
 * HTTP and WebSocket input and output of the analysis board under {@code /api/boards} and
 * {@code /ws/boards}: parses and validates, calls {@link BoardService} and {@link BoardEngines}, and
 * answers every refusal with a 4xx and an {@link ErrorBody}.
 *
 * <p>WebSocket messages from the page: {@code {"type":"analyze","board":1,"node":5,"multipv":3}}
 * (re)starts the live analysis of that position, {@code {"type":"stop"}} stops it; closing the socket
 * stops it too. The server sends {@code analysis} and {@code analysis-done} events
 * ({@link BoardViews.AnalysisEvent}) and errors ({@code BUSY}, {@code BAD_REQUEST}, ...).
 */
public final class BoardController {
    private static final int MAX_BODY = GameController.MAX_IMPORT_BYTES;

    private final BoardService boards;
    private final BoardEngines engines;
    private final ObjectMapper json;

    public BoardController(BoardService boards, BoardEngines engines, ObjectMapper json) {
        this.boards = boards;
        this.engines = engines;
        this.json = json;
    }

    void register(RoutesConfig routes) {
        routes.get("/api/boards", ctx -> ctx.json(boards.list()));
        routes.post("/api/boards", ctx -> ctx.status(201).json(boards.create(body(ctx, BoardViews.CreateRequest.class))));
        routes.get("/api/boards/{id}", ctx -> ctx.json(boards.get(id(ctx))));
        routes.post("/api/boards/{id}/moves", this::move);
        routes.post("/api/boards/{id}/current", ctx -> ctx.json(boards.show(id(ctx), required(body(ctx, BoardViews.NodeRequest.class).node(), "node"))));
        routes.delete("/api/boards/{id}/nodes/{node}", ctx -> ctx.json(boards.delete(id(ctx), node(ctx))));
        routes.post("/api/boards/{id}/nodes/{node}/promote", ctx -> ctx.json(boards.promote(id(ctx), node(ctx))));
        routes.put("/api/boards/{id}/nodes/{node}/comment",
                ctx -> ctx.json(boards.comment(id(ctx), node(ctx), body(ctx, BoardViews.CommentRequest.class).text())));
        routes.get("/api/boards/{id}/export", this::export);
        routes.post("/api/boards/{id}/threats", this::threat);
        routes.ws("/ws/boards", this::socket);
    }

    private void move(Context ctx) {
        long id = id(ctx);
        BoardViews.MoveRequest req = body(ctx, BoardViews.MoveRequest.class);
        int x = required(req.x(), "x"), y = required(req.y(), "y");
        Integer colour = req.colour() == null ? null : side(req.colour());
        ctx.json(boards.play(id, req.from(), x, y, colour));
    }

    private void export(Context ctx) {
        long id = id(ctx);
        String format = ctx.queryParam("format") == null ? "sgf" : ctx.queryParam("format").toLowerCase(Locale.ROOT);
        String text = switch (format) {
            case "sgf" -> boards.sgf(id);
            case "psq" -> boards.psq(id);
            default -> throw bad("format must be psq or sgf");
        };
        ctx.header("Content-Disposition", "attachment; filename=\"analysis-" + id + "." + format + "\"");
        ctx.contentType("text/plain; charset=utf-8").result(text);
    }

    private void threat(Context ctx) {
        long id = id(ctx);
        BoardViews.ThreatRequest req = body(ctx, BoardViews.ThreatRequest.class);
        ThreatKind kind = threatKind(req.kind());
        GameState position = boards.position(id, req.node());
        int side = req.side() == null ? position.sideToMove() : side(req.side());
        ctx.future(() -> engines.threat(position, kind, side).handle((view, error) -> {
            if (error == null) {
                ctx.json(view);
            } else {
                Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
                ApiException e = cause instanceof ApiException a ? a
                        : new ApiException(ErrorCode.ENGINE_FAILED, "the engine failed: " + cause.getClass().getSimpleName());
                ctx.status(e.code().status).json(e.body());
            }
            return null;
        }));
    }

    private void socket(WsConfig ws) {
        ws.onMessage(ctx -> {
            JsonNode msg;
            try {
                msg = json.readTree(ctx.message());
            } catch (IOException e) {
                send(ctx, ErrorCode.BAD_REQUEST.body("malformed JSON message"));
                return;
            }
            String type = msg != null && msg.hasNonNull("type") ? msg.get("type").asText() : "";
            switch (type) {
                case "stop" -> engines.stop(ctx.sessionId());
                case "analyze" -> analyze(ctx, msg);
                default -> send(ctx, ErrorCode.BAD_REQUEST.body("type must be analyze or stop"));
            }
        });
        ws.onClose(ctx -> engines.stop(ctx.sessionId()));
        ws.onError(ctx -> engines.stop(ctx.sessionId()));
    }

    private void analyze(WsContext ctx, JsonNode msg) {
        if (!msg.path("board").canConvertToLong() || !msg.path("node").canConvertToInt() || !msg.path("board").isIntegralNumber()
                || !msg.path("node").isIntegralNumber()) {
            send(ctx, ErrorCode.BAD_REQUEST.body("analyze needs board and node numbers"));
            return;
        }
        long board = msg.get("board").asLong();
        int node = msg.get("node").asInt();
        int multiPv = msg.path("multipv").isIntegralNumber() ? msg.get("multipv").asInt() : 1;
        if (multiPv < 1 || multiPv > BoardEngines.MAX_MULTI_PV) {
            send(ctx, ErrorCode.BAD_REQUEST.body("multipv must be 1 to " + BoardEngines.MAX_MULTI_PV));
            return;
        }
        GameState position;
        try {
            position = boards.position(board, node);
        } catch (ApiException e) {
            send(ctx, e.body());
            return;
        }
        if (!engines.start(ctx.sessionId(), board, node, position, multiPv, event -> send(ctx, event)))
            send(ctx, ErrorCode.BUSY.body("every engine is analysing for someone else; try again"));
    }

    private void send(WsContext ctx, Object event) {
        Requests.send(ctx, json, event);
    }

    private <T> T body(Context ctx, Class<T> type) {
        return Requests.body(ctx, json, type, MAX_BODY);
    }

    private static int side(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "black" -> Side.BLACK;
            case "white" -> Side.WHITE;
            default -> throw bad("colour must be black or white");
        };
    }

    private static ThreatKind threatKind(String text) {
        return switch (text == null ? "" : text.toLowerCase(Locale.ROOT)) {
            case "vcf" -> ThreatKind.VCF;
            case "vct" -> ThreatKind.VCT;
            default -> throw bad("kind must be vcf or vct");
        };
    }

    private static int required(Integer value, String name) {
        if (value == null) throw bad(name + " is required");
        return value;
    }

    private static long id(Context ctx) {
        return Requests.id(ctx, ErrorCode.BOARD_NOT_FOUND, "analysis board");
    }

    private static int node(Context ctx) {
        String text = ctx.pathParam("node");
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new ApiException(ErrorCode.NODE_NOT_FOUND, "no move " + Requests.clean(text) + " on this board");
        }
    }

    private static ApiException bad(String message) {
        return Requests.bad(message);
    }
}
