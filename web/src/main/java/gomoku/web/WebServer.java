package gomoku.web;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.function.BooleanSupplier;

/**
 * Builds the Javalin app around an injected {@link GameService}: the JSON API, the game WebSocket and
 * the single-page app served from the classpath folder {@code /public} only (no request path reaches
 * the file system). The caller starts and stops the returned app.
 */
public final class WebServer {
    private static final Logger log = LoggerFactory.getLogger(WebServer.class);

    /** How long a stopping server waits for requests in flight, in ms. */
    static final long STOP_TIMEOUT_MS = 5_000;

    private WebServer() {}

    public static Javalin create(GameService service) {
        return create(service, null);
    }

    /** As {@link #create(GameService)}, plus the practice API when {@code practice} is not null. */
    public static Javalin create(GameService service, PracticeService practice) {
        return create(service, practice, null, null);
    }

    /** As {@link #create(GameService, PracticeService)}, plus the analysis board when {@code boards} is not null. */
    public static Javalin create(GameService service, PracticeService practice, BoardService boards, BoardEngines boardEngines) {
        return create(service, practice, boards, boardEngines, () -> true, () -> false);
    }

    /**
     * As {@link #create(GameService, PracticeService, BoardService, BoardEngines)}, with {@code /ready}
     * answering from {@code databaseReady} and {@code stopping} ({@link HealthController}).
     */
    public static Javalin create(GameService service, PracticeService practice, BoardService boards, BoardEngines boardEngines,
                                 BooleanSupplier databaseReady, BooleanSupplier stopping) {
        ObjectMapper json = new ObjectMapper()
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                .configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true);
        OnlineService online = new OnlineService(service);
        GameController controller = new GameController(service, online, json,
                new RateLimit(GameController.SOCKET_BURST, 2, System::currentTimeMillis));
        // A seat acts at a person's pace; an address creates or joins a few games a minute.
        OnlineController onlineController = new OnlineController(online, json,
                new RateLimit(40, 10, System::currentTimeMillis), new RateLimit(60, 1, System::currentTimeMillis));
        return Javalin.create(config -> {
            config.jsonMapper(new JavalinJackson(json, false));
            config.http.maxRequestSize = 1_000_000;
            config.startup.showJavalinBanner = false;
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            config.staticFiles.add("/public", Location.CLASSPATH);
            // Requests in flight get this long to finish when the server stops.
            config.jetty.modifyServer(server -> server.setStopTimeout(STOP_TIMEOUT_MS));
            // A stopping server tells each WebSocket client to reconnect rather than dropping it.
            OpenSockets sockets = new OpenSockets();
            config.routes.wsBefore(sockets::track);
            config.events.serverStopping(sockets::goingAway);
            new HealthController(databaseReady, stopping).register(config.routes);
            onlineController.register(config.routes);
            controller.register(config.routes);
            if (practice != null) new PracticeController(practice, json).register(config.routes);
            if (boards != null) new BoardController(boards, boardEngines, json).register(config.routes);
            config.routes.exception(ApiException.class, (e, ctx) ->
                    ctx.status(e.code().status).json(e.body()));
            config.routes.exception(Exception.class, (e, ctx) -> {
                log.error("{} {} failed", ctx.method(), ctx.path(), e);
                ctx.status(ErrorCode.INTERNAL_ERROR.status)
                        .json(ErrorCode.INTERNAL_ERROR.body("the server failed: " + e.getClass().getSimpleName()));
            });
        });
    }
}
