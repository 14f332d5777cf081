package gomoku.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.notation.Notation;
import gomoku.web.dto.ErrorBody;
import gomoku.web.dto.PracticeViews;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.util.Iterator;
import java.util.Set;
import java.util.Map;

import static gomoku.web.Requests.bad;
import static gomoku.web.Requests.body;
import static gomoku.web.Requests.clean;
import static gomoku.web.Requests.id;

/**
 * HTTP input and output of VCF practice under {@code /api/practice}: parses and validates, calls
 * {@link PracticeService}; every refusal is an {@link ApiException}, answered with a 4xx and an
 * {@link ErrorBody}. There are deliberately no undo, save or replay endpoints: a practice session
 * only goes forward.
 */
public final class PracticeController {
    private static final int MAX_BODY = 4096;
    private static final Set<String> MOVE_FIELDS = Set.of("x", "y", "move");

    private final PracticeService service;
    private final ObjectMapper json;

    public PracticeController(PracticeService service, ObjectMapper json) {
        this.service = service;
        this.json = json;
    }

    void register(RoutesConfig routes) {
        routes.get("/api/practice/progress", ctx -> ctx.json(service.progressView()));
        routes.get("/api/practice/puzzles", ctx -> {
            String set = ctx.queryParam("set");
            ctx.json(service.list(set == null ? "1" : set.trim()));
        });
        routes.post("/api/practice/sessions", this::start);
        routes.get("/api/practice/sessions/{id}", ctx -> ctx.json(service.get(id(ctx, ErrorCode.SESSION_NOT_FOUND, "practice session"))));
        routes.post("/api/practice/sessions/{id}/moves", this::move);
        routes.post("/api/practice/sessions/{id}/hint", ctx -> ctx.json(service.hint(id(ctx, ErrorCode.SESSION_NOT_FOUND, "practice session"))));
        routes.post("/api/practice/sessions/{id}/give-up", ctx -> ctx.json(service.giveUp(id(ctx, ErrorCode.SESSION_NOT_FOUND, "practice session"))));
        routes.post("/api/practice/personal/scan", ctx -> ctx.json(service.scanGames()));
    }

    private void start(Context ctx) {
        PracticeViews.StartRequest req = ctx.bodyAsBytes().length == 0 ? new PracticeViews.StartRequest(null, null, null)
                : body(ctx, json, PracticeViews.StartRequest.class, MAX_BODY);
        PracticeViews.Session session;
        if (req.puzzleId() != null) {
            String id = req.puzzleId().trim();
            if (!id.matches("[A-Za-z0-9_-]{1,64}")) throw new ApiException(ErrorCode.PUZZLE_NOT_FOUND, "no puzzle " + clean(id),
                    Map.of("id", clean(id)));
            session = service.startPuzzle(id);
        } else if (req.set() != null && req.set().trim().equals(PracticeService.PERSONAL)) {
            session = service.startPersonal();
        } else if (req.set() != null) {
            throw bad("set must be personal, or give level 1 to 4");
        } else if (req.level() != null) {
            session = service.startLevel(req.level());
        } else {
            session = service.startNext();
        }
        ctx.status(201).json(session);
    }

    private void move(Context ctx) {
        long id = id(ctx, ErrorCode.SESSION_NOT_FOUND, "practice session");
        JsonNode body = body(ctx, json, JsonNode.class, MAX_BODY);
        if (!body.isObject()) throw bad("the request needs a JSON object");
        for (Iterator<String> it = body.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!MOVE_FIELDS.contains(f)) throw bad("unknown field " + clean(f));
        }
        int x, y;
        if (body.hasNonNull("move")) {
            if (!body.get("move").isTextual()) throw bad("move must be a point such as h8");
            int size = service.get(id).size();
            try {
                int[] p = Notation.parseLiterature(body.get("move").asText(), size);
                x = p[0];
                y = p[1];
            } catch (IllegalArgumentException e) {
                throw new ApiException(ErrorCode.INVALID_POSITION, "not a point on this board: " + clean(body.get("move").asText()));
            }
        } else if (body.hasNonNull("x") && body.hasNonNull("y")) {
            if (!body.get("x").canConvertToInt() || !body.get("y").canConvertToInt()
                    || !body.get("x").isIntegralNumber() || !body.get("y").isIntegralNumber())
                throw new ApiException(ErrorCode.INVALID_POSITION, "x and y must be whole numbers");
            x = body.get("x").asInt();
            y = body.get("y").asInt();
        } else {
            throw bad("give x and y, or move");
        }
        ctx.json(service.move(id, x, y));
    }
}
