package gomoku.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.engine.core.Side;
import gomoku.game.store.StoredSeat;
import gomoku.game.play.OpeningChoice;
import gomoku.web.dto.OnlineViews;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import static gomoku.web.Requests.bad;
import static gomoku.web.Requests.body;
import static gomoku.web.Requests.id;

/**
 * Online play over HTTP (invitations, challenges, seats, offers) and the seat check in front of every
 * game endpoint. A seat token travels only in the {@value #TOKEN_HEADER} header, both ways (never in a
 * URL, a body that lists games, or a log); a private game's watch code in {@value #WATCH_HEADER}.
 */
final class OnlineController {
    static final String TOKEN_HEADER = "X-Seat-Token";
    static final String GAME_HEADER = "X-Game-Id";
    static final String WATCH_HEADER = "X-Watch-Code";
    /** The seat the guard found for this request (an Integer attribute), for the game endpoints. */
    static final String SEAT = "gomoku.seat";
    static final int MAX_BODY = 64 * 1024;
    /** Most seat tokens one games-list request may carry. */
    static final int MAX_HELD = 2000;

    private final OnlineService online;
    private final ObjectMapper json;
    private final RateLimit seatActions;
    private final RateLimit addressActions;
    private final SecureRandom random = new SecureRandom();

    OnlineController(OnlineService online, ObjectMapper json, RateLimit seatActions, RateLimit addressActions) {
        this.online = online;
        this.json = json;
        this.seatActions = seatActions;
        this.addressActions = addressActions;
    }

    void register(RoutesConfig routes) {
        routes.before("/api/games/{id}", this::guard);
        routes.before("/api/games/{id}/*", this::guard);
        routes.before("/api/boards", this::guardBoardImport);
        routes.post("/api/games/mine", this::mine);
        routes.post("/api/online/games", this::invite);
        routes.get("/api/online", ctx -> ctx.json(online.lobby()));
        routes.get("/api/online/invitations/{code}", ctx -> ctx.json(online.invitation(ctx.pathParam("code"))));
        routes.post("/api/online/join", this::join);
        routes.get("/api/games/{id}/seat", ctx -> ctx.json(online.seat(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"), seat(ctx))));
        routes.post("/api/games/{id}/offers", ctx -> {
            OnlineViews.Offer req = body(ctx, json, OnlineViews.Offer.class, MAX_BODY);
            String kind = req.kind() == null ? "" : req.kind().trim().toLowerCase(Locale.ROOT);
            if (!kind.equals(OnlineState.TAKEBACK) && !kind.equals(OnlineState.DRAW)) throw bad("kind must be takeback or draw");
            ctx.json(online.offers().offer(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"), side(ctx), kind));
        });
        routes.post("/api/games/{id}/choice", ctx -> {
            OnlineViews.Choice req = body(ctx, json, OnlineViews.Choice.class, MAX_BODY);
            OpeningChoice choice = OpeningChoice.parse(req.choice());
            if (choice == null) throw bad("choice must be black, white or two");
            ctx.json(online.choose(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"), sideOrNone(ctx), choice));
        });
        routes.post("/api/games/{id}/offers/answer", ctx -> {
            OnlineViews.Answer req = body(ctx, json, OnlineViews.Answer.class, MAX_BODY);
            if (req.accept() == null) throw bad("accept must be true or false");
            ctx.json(online.offers().answer(id(ctx, ErrorCode.GAME_NOT_FOUND, "game"), side(ctx), req.accept()));
        });
    }

    /** The seat the guard found: the asker's side in a game between browsers. */
    static int seat(Context ctx) {
        Integer seat = ctx.attribute(SEAT);
        if (seat == null) throw new ApiException(ErrorCode.NOT_YOUR_SEAT, "this browser holds no seat of this game");
        return seat;
    }

    private static int side(Context ctx) {
        int seat = seat(ctx);
        if (seat != StoredSeat.BLACK && seat != StoredSeat.WHITE)
            throw new ApiException(ErrorCode.BAD_REQUEST, "offers are for games between browsers");
        return seat;
    }

    /** The side of the seat that asks, or -1 (for the game endpoints: move, resign). */
    static int sideOrNone(Context ctx) {
        Integer seat = ctx.attribute(SEAT);
        return seat == null || seat == StoredSeat.OWNER ? -1 : seat;
    }

    /**
     * Runs before every {@code /api/games/{id}...} request: reading a private game needs its watch code
     * or a seat token; anything that changes a game needs a seat token of it (except in a game stored
     * before seats existed); a game between people refuses undo (it takes consent), hints and, while
     * it is played, analysis and deletion. An id that names no game is left to the endpoint (404).
     */
    private void guard(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            return;
        }
        if (id <= 0) return;
        String prefix = "/api/games/" + ctx.pathParam("id");
        String sub = ctx.path().length() > prefix.length() ? ctx.path().substring(prefix.length()) : "";
        boolean online;
        try {
            online = this.online.isOnline(id);
        } catch (ApiException e) {
            return;   // no such game: the endpoint answers 404
        }
        String token = ctx.header(TOKEN_HEADER);
        String method = ctx.method().name();
        boolean read = method.equals("GET") || method.equals("HEAD");
        if ((read && !sub.equals("/seat")) || sub.equals("/resume")) {
            // A game that is not between browsers (no link, so online is false) is anyone's to read.
            if (online && !this.online.canRead(id, token, ctx.header(WATCH_HEADER)))
                throw new ApiException(ErrorCode.PRIVATE_GAME, "this game is private: open it with its watch link",
                        Map.of("id", id));
            return;
        }
        int seat = this.online.seatOrUnowned(id, token);
        if (seat == OnlineService.UNOWNED) return;
        if (seat < 0) throw new ApiException(ErrorCode.NOT_YOUR_SEAT, "this browser holds no seat of game " + id,
                Map.of("id", id));
        if (!read) seatActions.acquire(id + "/" + seat);
        ctx.attribute(SEAT, seat);
        if (!online) return;
        switch (sub) {
            case "/undo" -> throw new ApiException(ErrorCode.NEEDS_CONSENT,
                    "between people a move is taken back only when the opponent agrees: ask with an offer");
            case "/hint" -> throw new ApiException(ErrorCode.NOT_IN_ONLINE_GAME, "no hints in a game against a person");
            case "/analysis" -> {
                if (this.online.inPlay(id))
                    throw new ApiException(ErrorCode.NOT_IN_ONLINE_GAME, "analysis waits until the game is over");
            }
            case "" -> {
                if (method.equals("DELETE") && this.online.inPlay(id))
                    throw new ApiException(ErrorCode.GAME_NOT_OVER, "the game is being played: resign first");
            }
            default -> { }
        }
    }

    /** An analysis board made from a stored game reads that game: a private one needs its watch code or a seat. */
    private void guardBoardImport(Context ctx) {
        if (!ctx.method().name().equals("POST")) return;
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0 || bytes.length > MAX_BODY) return;   // the endpoint refuses it
        long gameId;
        try {
            var node = json.readTree(bytes);
            if (node == null || !node.path("gameId").canConvertToLong()) return;
            gameId = node.path("gameId").asLong();
        } catch (java.io.IOException e) {
            return;   // malformed: the endpoint answers 400
        }
        if (!online.canRead(gameId, ctx.header(TOKEN_HEADER), ctx.header(WATCH_HEADER)))
            throw new ApiException(ErrorCode.PRIVATE_GAME, "this game is private: open it with its watch link",
                    Map.of("id", gameId));
    }

    private void mine(Context ctx) {
        OnlineViews.Mine req = body(ctx, json, OnlineViews.Mine.class, MAX_BODY);
        Map<Long, String> held = new HashMap<>();
        if (req.games() != null) {
            if (req.games().size() > MAX_HELD) throw bad("at most " + MAX_HELD + " games");
            for (OnlineViews.Held h : req.games())
                if (h != null && h.id() != null && h.token() != null) held.put(h.id(), h.token());
        }
        ctx.json(online.mine(held));
    }

    private void invite(Context ctx) {
        addressActions.acquire(ctx.ip());
        OnlineViews.NewOnlineGame req = body(ctx, json, OnlineViews.NewOnlineGame.class, MAX_BODY);
        GameSettings settings = GameSettings.of(req.rule(), req.size(), req.moveSeconds(), req.gameSeconds(),
                req.opening());
        // With a swap opening, black is the first seat: the player who places the opening stones.
        String color = req.color() == null ? "random" : req.color().trim().toLowerCase(Locale.ROOT);
        int side = switch (color) {
            case "black" -> Side.BLACK;
            case "white" -> Side.WHITE;
            case "random" -> random.nextBoolean() ? Side.BLACK : Side.WHITE;
            default -> throw bad("color must be black, white or random");
        };
        String name = name(req.name());
        boolean listed = req.listed() != null && req.listed();
        OnlineService.Seated<OnlineViews.Invitation> made = online.invite(settings.rule(), settings.size(),
                settings.moveMs(), settings.gameMs(), side, name, listed, settings.opening());
        giveToken(ctx, made.body().game().id(), made.token());
        ctx.status(201).json(made.body());
    }

    private void join(Context ctx) {
        addressActions.acquire(ctx.ip());
        OnlineViews.Join req = body(ctx, json, OnlineViews.Join.class, MAX_BODY);
        OnlineService.Seated<OnlineViews.Joined> made = online.join(req.code(), name(req.name()));
        giveToken(ctx, made.body().game().id(), made.token());
        ctx.json(made.body());
    }

    /** The new seat's token, to the browser that took the seat and to nobody else. */
    static void giveToken(Context ctx, long gameId, String token) {
        ctx.header(TOKEN_HEADER, token);
        ctx.header(GAME_HEADER, String.valueOf(gameId));
        ctx.header("Cache-Control", "no-store");
    }

    /** A player's name: trimmed, one line, at most {@value OnlineService#MAX_NAME} characters; blank is no name. */
    static String name(String given) {
        if (given == null) return null;
        String n = given.replaceAll("\\p{Cntrl}+", " ").strip();
        if (n.isEmpty()) return null;
        if (n.codePointCount(0, n.length()) > OnlineService.MAX_NAME)
            throw bad("a name has at most " + OnlineService.MAX_NAME + " characters");
        return n;
    }
}
