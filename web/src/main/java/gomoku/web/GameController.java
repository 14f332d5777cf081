package gomoku.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.api.Level;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.play.Mode;
import gomoku.game.record.GameRecord;
import gomoku.game.record.Psq;
import gomoku.game.record.RecordFormatException;
import gomoku.game.record.Sgf;
import gomoku.web.dto.ErrorBody;
import gomoku.web.dto.GameView;
import gomoku.web.dto.MoveRequest;
import gomoku.web.dto.NewGameRequest;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static gomoku.web.Requests.bad;
import static gomoku.web.Requests.body;
import static gomoku.web.Requests.clean;
import static gomoku.web.Requests.id;
import static gomoku.web.Requests.tooLarge;

/**
 * HTTP and WebSocket input and output: parses and validates requests, calls {@link GameService},
 * picks the status code. Every refusal is a 4xx with an {@link ErrorBody}; a refused request has
 * changed nothing.
 */
public final class GameController {
    /** Largest import accepted; real PSQ/SGF games are a few kilobytes. */
    public static final int MAX_IMPORT_BYTES = 64 * 1024;

    private final GameService service;
    private final ObjectMapper json;
    private final Map<String, AutoCloseable> sockets = new ConcurrentHashMap<>();

    public GameController(GameService service, ObjectMapper json) {
        this.service = service;
        this.json = json;
    }

    void register(RoutesConfig routes) {
        routes.get("/api/games", ctx -> ctx.json(service.list()));
        routes.post("/api/games", this::create);
        routes.post("/api/games/import", this::importRecord);
        routes.get("/api/games/{id}", ctx -> ctx.json(service.get(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.delete("/api/games/{id}", ctx -> {
            service.delete(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"));
            ctx.status(204);
        });
        routes.post("/api/games/{id}/moves", this::move);
        routes.post("/api/games/{id}/undo", ctx -> ctx.json(service.undo(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.post("/api/games/{id}/resign", ctx -> ctx.json(service.resign(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.post("/api/games/{id}/resume", ctx -> ctx.json(service.resume(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.post("/api/games/{id}/hint", ctx -> {
            long id = id(ctx, ErrorCode.GAME_NOT_FOUND, "game");
            ctx.future(() -> service.hint(id).thenAccept(ctx::json));
        });
        routes.get("/api/games/{id}/export", this::export);
        routes.post("/api/games/{id}/analysis", ctx -> ctx.status(202).json(service.startAnalysis(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.get("/api/games/{id}/analysis", ctx -> ctx.json(service.analysis(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.delete("/api/games/{id}/analysis", ctx -> ctx.json(service.stopAnalysis(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.ws("/ws/games/{id}", this::socket);

        routes.error(404, "*", ctx -> {
            // Our own 404s (GAME_NOT_FOUND) are JSON already; only unknown API paths get this body.
            String type = ctx.res().getContentType();
            if (ctx.path().startsWith("/api/") && (type == null || !type.contains("json")))
                ctx.json(ErrorCode.NOT_FOUND.body("no such endpoint: " + ctx.method() + " " + clean(ctx.path())));
        });
    }

    private void create(Context ctx) {
        NewGameRequest req = body(ctx, json, NewGameRequest.class, MAX_IMPORT_BYTES);
        Mode mode = req.mode() == null ? Mode.HVC : Mode.parse(req.mode());
        if (mode == null) throw bad("mode must be hvc, hvh or cvc");
        String color = req.color() == null ? "black" : req.color().trim().toLowerCase(Locale.ROOT);
        int side = switch (color) {
            case "black" -> Side.BLACK;
            case "white" -> Side.WHITE;
            default -> throw bad("color must be black or white");
        };
        int level = req.level() == null ? 2 : req.level();
        if (level < 1 || level > 5) throw bad("level must be 1 to 5");
        Rule rule = req.rule() == null ? Rule.RENJU : Rule.parse(req.rule());
        if (rule == null) throw bad("rule must be freestyle, standard or renju");
        int size = req.size() == null ? 15 : req.size();
        if (size != 15 && size != 20) throw bad("size must be 15 or 20");
        int moveSeconds = req.moveSeconds() == null ? 0 : req.moveSeconds();
        if (moveSeconds < 0 || moveSeconds > 3600) throw bad("moveSeconds must be 0 (no limit) to 3600");
        int gameSeconds = req.gameSeconds() == null ? 0 : req.gameSeconds();
        if (gameSeconds < 0 || gameSeconds > 36_000) throw bad("gameSeconds must be 0 (no limit) to 36000");
        Level.of(level);
        ctx.status(201).json(service.create(mode, side, level, rule, size, moveSeconds * 1000L, gameSeconds * 1000L));
    }

    private void move(Context ctx) {
        long id = id(ctx, ErrorCode.GAME_NOT_FOUND, "game");
        MoveRequest req = body(ctx, json, MoveRequest.class, MAX_IMPORT_BYTES);
        int x, y;
        if (req.move() != null) {
            GameView current = service.get(id);
            try {
                int[] p = Notation.parseLiterature(req.move(), current.size());
                x = p[0];
                y = p[1];
            } catch (IllegalArgumentException e) {
                throw new ApiException(ErrorCode.INVALID_POSITION, "not a point on this board: " + clean(req.move()));
            }
        } else if (req.x() != null && req.y() != null) {
            x = req.x();
            y = req.y();
            if (x < 0 || y < 0 || x >= Pos.MAX_SIZE || y >= Pos.MAX_SIZE)
                throw new ApiException(ErrorCode.INVALID_POSITION, "the point is off the board");
        } else {
            throw bad("give x and y, or move");
        }
        ctx.json(service.move(id, x, y));
    }

    private void importRecord(Context ctx) {
        // The body is read before it is judged too large (the server caps it at maxRequestSize): a
        // reply sent while the client is still sending meets a closed connection and gets lost.
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length > MAX_IMPORT_BYTES) throw tooLarge(MAX_IMPORT_BYTES);
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.isBlank()) throw bad("the record is empty");
        String format = ctx.queryParam("format");
        if (format == null) format = text.stripLeading().startsWith("(") ? "sgf" : "psq";
        GameRecord record;
        try {
            record = switch (format.toLowerCase(Locale.ROOT)) {
                case "sgf" -> Sgf.read(text);
                case "psq" -> {
                    String ruleParam = ctx.queryParam("rule");
                    Rule rule = ruleParam == null ? null : Rule.parse(ruleParam);
                    if (ruleParam != null && rule == null) throw bad("rule must be freestyle, standard or renju");
                    yield rule == null ? Psq.read(text) : Psq.read(text, rule);
                }
                default -> throw bad("format must be psq or sgf");
            };
        } catch (RecordFormatException | IllegalArgumentException e) {
            throw bad("cannot read the record: " + clean(e.getMessage()));
        }
        ctx.status(201).json(service.importRecord(record));
    }

    private void export(Context ctx) {
        long id = id(ctx, ErrorCode.GAME_NOT_FOUND, "game");
        String format = ctx.queryParam("format") == null ? "sgf" : ctx.queryParam("format").toLowerCase(Locale.ROOT);
        GameRecord record = service.record(id);
        String text = switch (format) {
            case "sgf" -> Sgf.write(record);
            case "psq" -> Psq.write(record);
            default -> throw bad("format must be psq or sgf");
        };
        ctx.header("Content-Disposition", "attachment; filename=\"gomoku-" + id + "." + format + "\"");
        ctx.contentType("text/plain; charset=utf-8").result(text);
    }

    private void socket(WsConfig ws) {
        ws.onConnect(ctx -> {
            long id;
            try {
                id = Long.parseLong(ctx.pathParam("id"));
                sockets.put(ctx.sessionId(), service.subscribe(id, event -> send(ctx, event)));
                service.resume(id);
            } catch (NumberFormatException | ApiException e) {
                send(ctx, new ErrorBody(ErrorCode.GAME_NOT_FOUND.name(), "no game " + clean(ctx.pathParam("id")),
                        Map.of("id", clean(ctx.pathParam("id")))));
                ctx.closeSession(4404, "game not found");
            }
        });
        ws.onClose(ctx -> unsubscribe(ctx));
        ws.onError(ctx -> unsubscribe(ctx));
    }

    private void unsubscribe(WsContext ctx) {
        AutoCloseable sub = sockets.remove(ctx.sessionId());
        if (sub == null) return;
        try {
            sub.close();
        } catch (Exception e) {
            // Nothing to undo: the subscription list is in memory.
        }
    }

    private void send(WsContext ctx, Object event) {
        Requests.send(ctx, json, event);
    }

    private static void error(Context ctx, ErrorCode code, String message) {
        ctx.status(code.status).json(code.body(message));
    }
}
