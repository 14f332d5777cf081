package gomoku.web;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchInfo;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.api.WinChance;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.game.notation.Notation;
import gomoku.game.play.ComputerOpening;
import gomoku.game.play.OpeningPhase;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.PlaySession;
import gomoku.game.play.WinningLines;
import gomoku.game.store.GameLocks;
import gomoku.web.dto.ErrorEvent;
import gomoku.web.dto.HintView;
import gomoku.web.dto.SearchEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The computer's moves and the hints, searched on the {@link EnginePool}. A result is applied only if
 * the game's {@code generation} has not moved on meanwhile (undo, resign, delete all bump it and stop
 * the search). A search that fails leaves the game as it was, no longer thinking: the failure is
 * logged and the game's subscribers get an {@link ErrorEvent}; a resume tries again, and undo and
 * resign work as always.
 *
 * <p>On a database several servers share, the server that searches a game's move holds the game's
 * lock ({@link GameLocks}) from the moment the search is queued until it is applied or dropped;
 * another server that finds the computer to move marks the game as thinking elsewhere and tries
 * again later ({@link GameService}'s sweep), so it takes the move over when the first server dies.
 */
final class ComputerMoves {
    private static final Logger log = LoggerFactory.getLogger(ComputerMoves.class);

    private final LiveGames games;
    private final EnginePool pool;
    private final GameLocks locks;
    private final int hintLevel;

    ComputerMoves(LiveGames games, EnginePool pool, GameLocks locks, int hintLevel) {
        this.games = games;
        this.pool = pool;
        this.locks = locks;
        this.hintLevel = hintLevel;
    }

    /**
     * Queues the computer's move if it is the computer's turn and none is queued, unless another
     * server searches it already. Holds g's monitor.
     */
    void maybeStart(LiveGame g) {
        PlaySession s = g.session;
        if (g.deleted || g.thinking || s.isOver() || !s.isComputerToMove()) {
            g.thinkingElsewhere = false;
            return;
        }
        if (!locks.tryLock(g.id)) {
            if (!g.thinkingElsewhere) log.info("{}: another server searches the computer's move", games.tag(g));
            g.thinkingElsewhere = true;
            return;
        }
        if (g.thinkingElsewhere) log.info("{}: takes the computer's move over", games.tag(g));
        g.thinkingElsewhere = false;
        try {
            start(g);
        } catch (RuntimeException e) {
            locks.unlock(g.id);
            throw e;
        }
    }

    /** Queues the computer's turn; the caller holds the game's lock, which the queued turn gives back when done. */
    private void start(LiveGame g) {
        PlaySession s = g.session;
        if (s.inOpening()) {
            startOpening(g);
            return;
        }
        int generation = g.generation;
        int[] moves = s.moves();
        int size = s.state().size();
        Rule rule = s.state().rule();
        Level level = Level.of(s.level());
        SearchLimits limits = s.searchLimits(games.now());
        queue(g, () -> computerMove(g, generation, size, rule, moves, level, limits));
    }

    private void computerMove(LiveGame g, int generation, int size, Rule rule, int[] moves, Level level,
                              SearchLimits limits) {
        int side = moves.length % 2;
        searchThenApply(g, generation,
                engine -> engine.search(size, rule, moves, limits, level, info -> progress(g, generation, info, side)),
                r -> {
                    int best = r.bestMove();
                    if (best == Pos.NONE || g.session.play(Pos.x(best), Pos.y(best), games.now()) != MoveCheck.LEGAL) {
                        log.warn("{}: the engine answered {} in a position where it is not legal", games.tag(g), best);
                        g.send(new ErrorEvent(g.id, ErrorCode.ENGINE_FAILED.name(), "the computer found no legal move"));
                        return false;
                    }
                    games.afterMove(g);
                    return true;
                });
    }

    /** Queues the computer's turn in a swap opening (stones to place, or a colour to choose). Holds g's monitor. */
    private void startOpening(LiveGame g) {
        PlaySession s = g.session;
        int generation = g.generation;
        GameState copy = s.copyOfState();
        OpeningRule rule = s.openingRule();
        OpeningPhase phase = s.openingPhase();
        Level level = Level.of(s.level());
        queue(g, () -> computerOpening(g, generation, copy, rule, phase, level));
    }

    private void computerOpening(LiveGame g, int generation, GameState copy, OpeningRule rule, OpeningPhase phase,
                                 Level level) {
        searchThenApply(g, generation,
                engine -> new ComputerOpening(engine, System.nanoTime()).decide(copy, rule, phase, level),
                action -> {
                    PlaySession s = g.session;
                    int before = s.state().moveCount();
                    if (!action.applyTo(s, games.now())) {
                        log.warn("{}: the computer's opening action does not fit the game", games.tag(g));
                        g.send(new ErrorEvent(g.id, ErrorCode.ENGINE_FAILED.name(), "the computer found no opening action"));
                        return false;
                    }
                    games.afterOpening(g, before);
                    return true;
                });
    }

    /**
     * Queues {@code turn}, the game thinking until it is done, the game's lock given back after it; a
     * full queue leaves the game as it was (the caller gives the lock back). Holds g's monitor.
     */
    private void queue(LiveGame g, Runnable turn) {
        g.thinking = true;
        try {
            pool.execute(() -> {
                try {
                    turn.run();
                } finally {
                    locks.unlock(g.id);
                }
            });
        } catch (ApiException e) {
            g.thinking = false;
            throw e;
        }
    }

    /**
     * The computer's turn on the engine thread: {@code search} on the game's engine, then, unless the
     * game moved on (or ran out of time) meanwhile, {@code apply} its answer under g's monitor. A true
     * {@code apply} queues the computer's next turn if it has one; a false one has told the players
     * why nothing was played. Either way the game's new state is published.
     */
    private <T> void searchThenApply(LiveGame g, int generation, Function<Engine, T> search, Predicate<T> apply) {
        synchronized (g) {
            if (g.generation != generation) return;
        }
        T answer;
        try {
            Engine engine = pool.engineFor(g.id);
            g.running = engine;
            // Re-check after publishing the engine: a cancel in between must reach this search.
            synchronized (g) {
                if (g.generation != generation) return;
            }
            pool.beforeSearch();
            answer = search.apply(engine);
        } catch (RuntimeException | Error e) {
            failed(g, generation, e);
            return;
        } finally {
            g.running = null;
        }
        synchronized (g) {
            if (g.generation != generation || g.deleted) return;
            g.thinking = false;
            if (games.flag(g)) return;
            boolean applied;
            try {
                applied = apply.test(answer);
            } catch (ApiException e) {
                return;   // another server changed the game first: it was read again and published
            } catch (RuntimeException e) {
                failed(g, generation, e);
                return;
            }
            if (applied) {
                try {
                    maybeStart(g);
                } catch (ApiException e) {
                    g.send(new ErrorEvent(g.id, e.code().name(), e.getMessage()));
                }
            }
            games.publish(g);
        }
    }

    /** The search of game g's move failed: nothing is played, the game stops thinking, everyone is told. */
    private void failed(LiveGame g, int generation, Throwable e) {
        log.error("{}: the computer's search failed", games.tag(g), e);
        synchronized (g) {
            if (g.generation != generation || g.deleted) return;
            g.thinking = false;
            g.send(new ErrorEvent(g.id, ErrorCode.ENGINE_FAILED.name(),
                    "the computer could not move (" + e.getClass().getSimpleName() + "); resume to try again,"
                            + " or undo or resign"));
            games.publish(g);
        }
    }

    private void progress(LiveGame g, int generation, SearchInfo info, int side) {
        if (g.generation != generation) return;   // racy read is fine: a stale event is harmless
        int size = g.session.state().size();
        g.send(new SearchEvent(g.id, info.depth(), info.score(), info.mate(), WinChance.forBlack(info.score(), side),
                info.nodes(), info.timeMs(), GameViews.names(info.pv(), size)));
    }

    /** The engine's suggestion for the human to move; fails with {@code ENGINE_FAILED} when the search does. */
    CompletableFuture<HintView> hint(LiveGame g) {
        int[] moves;
        int size;
        Rule rule;
        GameState position;
        synchronized (g) {
            games.flag(g);
            if (g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.thinking || g.session.isComputerToMove())
                throw new ApiException(ErrorCode.NOT_YOUR_TURN, "it is the computer's turn");
            moves = g.session.moves();
            size = g.session.state().size();
            rule = g.session.state().rule();
            position = g.session.copyOfState();
        }
        Level level = Level.of(hintLevel);
        CompletableFuture<HintView> hint;
        try {
            hint = CompletableFuture.supplyAsync(() -> {
                Engine engine = pool.engineFor(g.id);
                pool.beforeSearch();
                SearchResult r = engine.search(size, rule, moves, SearchLimits.time(0), level, info -> {});
                int x = Pos.x(r.bestMove()), y = Pos.y(r.bestMove());
                int[] line = WinningLines.complete(position, r.pv());
                return new HintView(x, y, Notation.toLiterature(x, y, size), r.score(), r.mate(),
                        WinChance.forBlack(r.score(), position.sideToMove()), GameViews.names(line, size));
            }, pool.executor());
        } catch (RejectedExecutionException e) {
            throw EnginePool.busy();
        }
        return hint.exceptionally(e -> {
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            log.error("{}: the hint's search failed", games.tag(g), cause);
            String message = "the engine could not find a hint (" + cause.getClass().getSimpleName() + "); try again";
            g.send(new ErrorEvent(g.id, ErrorCode.ENGINE_FAILED.name(), message));
            throw new ApiException(ErrorCode.ENGINE_FAILED, message);
        });
    }
}
