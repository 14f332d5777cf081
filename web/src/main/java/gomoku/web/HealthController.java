package gomoku.web;

import io.javalin.config.RoutesConfig;

import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * {@code GET /health}: the process answers (liveness), always 200 {@code {"status":"up"}} while it
 * serves. {@code GET /ready}: 200 {@code {"status":"ready"}} when the database answers a trivial
 * query, else 503 {@code {"status":"unavailable","reason":...}}; also 503 once the server is
 * stopping, so that a load balancer sends no new players to it.
 */
final class HealthController {
    private final BooleanSupplier databaseReady;
    private final BooleanSupplier stopping;

    HealthController(BooleanSupplier databaseReady, BooleanSupplier stopping) {
        this.databaseReady = databaseReady;
        this.stopping = stopping;
    }

    void register(RoutesConfig routes) {
        routes.get("/health", ctx -> ctx.json(Map.of("status", "up")));
        routes.get("/ready", ctx -> {
            if (stopping.getAsBoolean())
                ctx.status(503).json(Map.of("status", "unavailable", "reason", "the server is stopping"));
            else if (!databaseReady.getAsBoolean())
                ctx.status(503).json(Map.of("status", "unavailable", "reason", "the database does not answer"));
            else ctx.json(Map.of("status", "ready"));
        });
    }
}
