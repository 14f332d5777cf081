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

    /** A game's WebSocket: its subscription (null until it may see the game), whether it counts as a spectator. */
    private static final class Socket {
        final long id;
        AutoCloseable sub;
        boolean spectator;
        boolean player;

        Socket(long id) {
            this.id = id;
        }
    }

    /** A socket's messages: a hello now and then, never a flood. */
    static final int SOCKET_BURST = 10;

    private final GameService service;
    private final OnlineService online;
    private final ObjectMapper json;
    private final Map<String, Socket> sockets = new ConcurrentHashMap<>();
    private final RateLimit socketMessages;

    public GameController(GameService service, OnlineService online, ObjectMapper json, RateLimit socketMessages) {
        this.service = service;
        this.online = online;
        this.json = json;
        this.socketMessages = socketMessages;
    }

    void register(RoutesConfig routes) {
        // The games nobody owns (stored before seats existed); a browser lists its own with POST /api/games/mine.
        routes.get("/api/games", ctx -> ctx.json(online.unowned()));
        routes.post("/api/games", this::create);
        routes.post("/api/games/import", this::importRecord);
        routes.get("/api/games/{id}", ctx -> ctx.json(service.get(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.delete("/api/games/{id}", ctx -> {
            service.delete(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"));
            ctx.status(204);
        });
        routes.post("/api/games/{id}/moves", this::move);
        routes.post("/api/games/{id}/undo", ctx -> ctx.json(service.humans().undo(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"))));
        routes.post("/api/games/{id}/resign", ctx -> ctx.json(service.humans().resign(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"),
                OnlineController.sideOrNone(ctx))));
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
        Level.of(level);
        GameSettings settings = GameSettings.of(req.rule(), req.size(), req.moveSeconds(), req.gameSeconds(),
                req.opening());
        OnlineService.Seated<GameView> made = online.createOwned(mode, side, level, settings.rule(), settings.size(),
                settings.moveMs(), settings.gameMs(), settings.opening());
        OnlineController.giveToken(ctx, made.body().id(), made.token());
        ctx.status(201).json(made.body());
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
        ctx.json(service.humans().move(id, x, y, OnlineController.sideOrNone(ctx)));
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
        String token = online.newSecret(OnlineService.TOKEN_BYTES);
        GameView imported = service.records().importRecord(record, OnlineService.hash(token));
        OnlineController.giveToken(ctx, imported.id(), token);
        ctx.status(201).json(imported);
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

    /**
     * A game's live events. A game anyone may see is followed at once (a private game between browsers
     * with {@code ?watch=CODE}); a player then says {@code {"type":"hello","token":...}} as its first
     * message, which follows a private game too and keeps the player out of the spectator count (a
     * connection that will say hello asks with {@code ?hello=1}, so it is not counted meanwhile).
     */
    private void socket(WsConfig ws) {
        ws.onConnect(ctx -> {
            long id;
            try {
                id = Long.parseLong(ctx.pathParam("id"));
                service.get(id);
            } catch (NumberFormatException | ApiException e) {
                send(ctx, new ErrorBody(ErrorCode.GAME_NOT_FOUND.name(), "no game " + clean(ctx.pathParam("id")),
                        Map.of("id", clean(ctx.pathParam("id")))));
                ctx.closeSession(4404, "game not found");
                return;
            }
            Socket socket = new Socket(id);
            sockets.put(ctx.sessionId(), socket);
            if (online.canRead(id, null, ctx.queryParam("watch"))) {
                follow(ctx, socket);
                if (!"1".equals(ctx.queryParam("hello"))) countSpectator(socket);
            }
        });
        ws.onMessage(ctx -> {
            Socket socket = sockets.get(ctx.sessionId());
            if (socket == null) return;
            if (!socketMessages.tryAcquire(ctx.sessionId())) {
                ctx.closeSession(4429, "too many messages");
                return;
            }
            String token = null;
            try {
                var msg = json.readTree(ctx.message().length() > 1000 ? "" : ctx.message());
                if (msg != null && "hello".equals(msg.path("type").asText()) && msg.path("token").isTextual())
                    token = msg.path("token").asText();
            } catch (Exception e) {
                // not a hello: answered below
            }
            if (token == null) {
                send(ctx, ErrorCode.BAD_REQUEST.body("the only message is {\"type\":\"hello\",\"token\":...}"));
                return;
            }
            synchronized (socket) {
                if (online.seatOf(socket.id, token) >= 0) {
                    socket.player = true;
                    if (socket.spectator) {
                        socket.spectator = false;
                        online.spectators(socket.id, -1);
                    }
                    if (socket.sub == null) follow(ctx, socket);
                } else if (socket.sub == null) {
                    send(ctx, ErrorCode.PRIVATE_GAME.body("this game is private: open it with its watch link"));
                    ctx.closeSession(4403, "private game");
                } else {
                    countSpectator(socket);
                }
            }
        });
        ws.onClose(ctx -> unsubscribe(ctx));
        ws.onError(ctx -> unsubscribe(ctx));
    }

    private void follow(WsContext ctx, Socket socket) {
        try {
            socket.sub = service.subscribe(socket.id, event -> send(ctx, event));
            service.resume(socket.id);
        } catch (ApiException e) {
            ctx.closeSession(4404, "game not found");
        }
    }

    private void countSpectator(Socket socket) {
        synchronized (socket) {
            if (socket.spectator || socket.player) return;
            socket.spectator = true;
        }
        online.spectators(socket.id, 1);
    }

    private void unsubscribe(WsContext ctx) {
        Socket socket = sockets.remove(ctx.sessionId());
        if (socket == null) return;
        synchronized (socket) {
            if (socket.spectator) {
                socket.spectator = false;
                online.spectators(socket.id, -1);
            }
            if (socket.sub == null) return;
            try {
                socket.sub.close();
            } catch (Exception e) {
                // Nothing to undo: the subscription list is in memory.
            }
            socket.sub = null;
        }
    }

    private void send(WsContext ctx, Object event) {
        Requests.send(ctx, json, event);
    }

    private static void error(Context ctx, ErrorCode code, String message) {
        ctx.status(code.status).json(code.body(message));
    }
}
