package gomoku.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gomoku.game.notation.Notation;
import gomoku.web.dto.ErrorBody;
import gomoku.web.dto.PracticeViews;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * HTTP input and output of VCF practice under {@code /api/practice}: parses and validates, calls
 * {@link PracticeService}, and answers every refusal with a 4xx and an {@link ErrorBody}. There are
 * deliberately no undo, save or replay endpoints: a practice session only goes forward.
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
        routes.get("/api/practice/sessions/{id}", ctx -> ctx.json(service.get(id(ctx))));
        routes.post("/api/practice/sessions/{id}/moves", this::move);
        routes.post("/api/practice/sessions/{id}/hint", ctx -> ctx.json(service.hint(id(ctx))));
        routes.post("/api/practice/personal/scan", ctx -> ctx.json(service.scanGames()));
        routes.exception(PracticeException.class,
                (e, ctx) -> ctx.status(e.status()).json(new ErrorBody(e.code(), e.getMessage(), e.params())));
    }

    private void start(Context ctx) {
        byte[] bytes = ctx.bodyAsBytes();
        PracticeViews.StartRequest req = bytes.length == 0 ? new PracticeViews.StartRequest(null, null, null)
                : read(bytes, PracticeViews.StartRequest.class);
        PracticeViews.Session session;
        if (req.puzzleId() != null) {
            String id = req.puzzleId().trim();
            if (!id.matches("[A-Za-z0-9_-]{1,64}")) throw new PracticeException(404, "PUZZLE_NOT_FOUND", "no puzzle " + clean(id),
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
        long id = id(ctx);
        JsonNode body = read(ctx.bodyAsBytes(), JsonNode.class);
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
                throw new PracticeException(400, "INVALID_POSITION", "not a point on this board: " + clean(body.get("move").asText()));
            }
        } else if (body.hasNonNull("x") && body.hasNonNull("y")) {
            if (!body.get("x").canConvertToInt() || !body.get("y").canConvertToInt()
                    || !body.get("x").isIntegralNumber() || !body.get("y").isIntegralNumber())
                throw new PracticeException(400, "INVALID_POSITION", "x and y must be whole numbers");
            x = body.get("x").asInt();
            y = body.get("y").asInt();
        } else {
            throw bad("give x and y, or move");
        }
        ctx.json(service.move(id, x, y));
    }

    private <T> T read(byte[] bytes, Class<T> type) {
        if (bytes.length == 0) throw bad("the request needs a JSON body");
        if (bytes.length > MAX_BODY) throw new PracticeException(413, "PAYLOAD_TOO_LARGE", "the request is too large");
        try {
            T value = json.readValue(bytes, type);
            if (value == null) throw bad("the request needs a JSON object");
            return value;
        } catch (IOException e) {
            throw bad("malformed JSON body");
        }
    }

    private static long id(Context ctx) {
        String text = ctx.pathParam("id");
        try {
            long id = Long.parseLong(text);
            if (id <= 0) throw new NumberFormatException();
            return id;
        } catch (NumberFormatException e) {
            throw new PracticeException(404, "SESSION_NOT_FOUND", "no practice session " + clean(text),
                    Map.of("id", clean(text)));
        }
    }

    private static PracticeException bad(String message) {
        return new PracticeException(400, "BAD_REQUEST", message);
    }

    /** Echoed input is cut short and kept to one line. */
    private static String clean(String s) {
        if (s == null) return "";
        String t = s.replaceAll("\\p{Cntrl}+", " ").strip();
        return t.length() > 80 ? t.substring(0, 80) + "..." : t;
    }
}
