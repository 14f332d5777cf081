package gomoku.piskvork;

import gomoku.engine.api.Engine;

/**
 * Creates the brain's one engine. The brain asks once, lazily, with the thread count and hash size
 * its INFO settings call for; later INFO changes resize the engine it got. Tests pass a factory that
 * ignores the requested size to keep the table small.
 */
@FunctionalInterface
public interface EngineFactory {
    EngineFactory DEFAULT = Engine::new;

    Engine create(int threads, int hashMb);
}
