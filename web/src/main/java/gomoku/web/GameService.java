package gomoku.web;

import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.play.Ending;
import gomoku.game.play.Mode;
import gomoku.game.play.MoveRefusal;
import gomoku.game.play.PlaySession;
import gomoku.game.record.GameRecord;
import gomoku.game.store.GameStore;
import gomoku.game.store.GameSummary;
import gomoku.game.store.StoredClock;
import gomoku.game.store.StoredSeat;
import gomoku.game.store.StoredOpening;
import gomoku.game.play.OpeningChoice;
import gomoku.game.play.OpeningRefusal;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.Seat;
import gomoku.web.dto.AnalysisView;
import gomoku.web.dto.GameSummaryView;
import gomoku.web.dto.GameView;
import gomoku.web.dto.HintView;
import gomoku.web.dto.StateEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.Map;

/**
 * The games being played and the commands on them; knows nothing about HTTP.
 *
 * <p>Every change to a game is made under that game's monitor, written to the store, then pushed to
 * its subscribers (WebSocket clients). The game flow itself (turns, undo, resignation, clock) is the
 * {@link PlaySession}'s; the computer's moves and hints are {@link ComputerMoves}', the post-game
 * analysis {@link GameAnalysis}', the views {@link GameViews}'.
 */
public final class GameService implements AutoCloseable {
    /** Settings fixed for the life of the service. */
    public record Options(int engineThreads, int hashMb, int hintLevel, int queueCapacity, int analysisMs) {
        /** Default engine time per analysed position. */
        public static final int ANALYSIS_MS = 200;

        public Options(int engineThreads, int hashMb, int hintLevel, int queueCapacity) {
            this(engineThreads, hashMb, hintLevel, queueCapacity, ANALYSIS_MS);
        }

        public static Options defaults() {
            return new Options(Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())), 16, 3, 256);
        }
    }

    private final GameStore store;
    private final LiveGames games;
    private final EnginePool pool;
    private final ComputerMoves computer;
    private final GameAnalysis analysis;

    public GameService(GameStore store, Options options, LongSupplier clock) {
        this.store = store;
        this.games = new LiveGames(store, clock);
        this.pool = new EnginePool(options.engineThreads(), options.hashMb(), options.queueCapacity());
        this.computer = new ComputerMoves(games, pool, options.hintLevel());
        this.analysis = new GameAnalysis(games, pool, options.analysisMs());
    }

    public GameService(GameStore store) {
        this(store, Options.defaults(), System::currentTimeMillis);
    }

    /** Starts a new game without a clock. */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size) {
        return create(mode, humanSide, level, rule, size, 0, 0);
    }

    /**
     * Starts a new game; arguments are validated by the caller. {@code moveMs}/{@code gameMs} limit each
     * move and each side's game (0: no limit). The computer starts if it has black.
     */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size, long moveMs, long gameMs) {
        return create(mode, humanSide, level, rule, size, moveMs, gameMs, null);
    }

    /**
     * As {@link #create(Mode, int, int, Rule, int, long, long)}, owned by the browser whose seat token
     * hashes to {@code ownerHash} (null: a game anyone may play, as before seats existed).
     */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size, long moveMs, long gameMs,
                           String ownerHash) {
        return create(mode, humanSide, level, rule, size, moveMs, gameMs, ownerHash, OpeningRule.NONE);
    }

    /**
     * As above, opening by {@code opening} (swap, swap2); against the computer {@code humanSide} black
     * means the human's seat is the first (the one who places the opening stones).
     */
    public GameView create(Mode mode, int humanSide, int level, Rule rule, int size, long moveMs, long gameMs,
                           String ownerHash, OpeningRule opening) {
        if (moveMs < 0 || gameMs < 0) throw new IllegalArgumentException("negative clock");
        Level.of(level);
        boolean swap = opening != OpeningRule.NONE;
        // With a swap opening the colours are chosen later: the human's seat is stored, black meaning first.
        long id = store.create(games.now(), mode.id, rule, size, level, swap ? -1 : mode.storedHumanSide(humanSide),
                List.of(), null, null);
        if (ownerHash != null) store.addSeat(id, StoredSeat.OWNER, ownerHash, null);
        if (swap) store.setOpening(id, new StoredOpening(opening.id,
                mode == Mode.HVC ? (humanSide == Side.WHITE ? Seat.SECOND : Seat.FIRST).id : null, ""));
        if (moveMs > 0 || gameMs > 0) store.setClock(id, new StoredClock(moveMs, gameMs, 0, 0));
        LiveGame g = games.get(id);
        synchronized (g) {
            computer.maybeStart(g);
            return games.view(g);
        }
    }

    public GameView get(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            return games.view(g);
        }
    }

    /** Plays (x, y) for the human to move. */
    public GameView move(long id, int x, int y) {
        return move(id, x, y, -1);
    }

    /**
     * Plays (x, y) for the human to move; in a game between browsers only for {@code seat}, the seat
     * that asks (0 first, 1 second; checked under the game's lock, so two quick clicks never play for
     * both). During a swap opening the stone is the next opening stone.
     */
    public GameView move(long id, int x, int y, int seat) {
        LiveGame g = games.get(id);
        synchronized (g) {
            PlaySession s = g.session;
            if (g.online != null && !g.isOver()) {
                if (g.online.waiting)
                    throw new ApiException(ErrorCode.WAITING_FOR_OPPONENT, "the game starts when the second player joins");
                if (seat < 0 || s.checkTurn(OnlineState.seat(seat)) == OpeningRefusal.WRONG_SEAT)
                    throw new ApiException(ErrorCode.NOT_YOUR_TURN, "it is your opponent's turn");
            }
            if (!g.isOver() && s.openingPhase().isChoice())
                throw new ApiException(ErrorCode.CHOICE_DUE, "the opening's colour choice is due first");
            if (games.flag(g))
                throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over: "
                        + Mode.colorName(s.state().sideToMove()) + " ran out of time");
            if (g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.thinking || s.isComputerToMove())
                throw new ApiException(ErrorCode.NOT_YOUR_TURN, "it is the computer's turn");
            MoveCheck check = s.play(x, y, games.now());
            MoveRefusal refusal = MoveRefusal.of(check);
            if (refusal != null) throw refused(refusal, check, x, y, s.state().size());
            games.afterMove(g);
            computer.maybeStart(g);
            return games.publish(g);
        }
    }

    /**
     * Takes back moves: against the computer back to before the human's last move (stopping the
     * computer's search if it runs), otherwise the last move.
     */
    public GameView undo(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            PlaySession s = g.session;
            int target = s.undoTarget();
            if (target < 0) throw new ApiException(ErrorCode.NOTHING_TO_UNDO, s.mode() == Mode.HVC
                    ? "you have no move to take back" : "there is no move to take back");
            g.cancelSearch();
            GameAnalysis.cancel(g);
            g.updatedMs = games.now();
            s.undoTo(target, g.updatedMs);
            games.saveClock(g);
            store.truncate(id, target, g.updatedMs);
            s.saveOpening(store, id);
            computer.maybeStart(g);
            return games.publish(g);
        }
    }

    /** The side the human plays (with two humans: the side to move) gives up. */
    public GameView resign(long id) {
        return resign(id, -1);
    }

    /** As {@link #resign(long)}; in a game between browsers {@code seat} (the seat that asks: 0 first, 1 second) gives up. */
    public GameView resign(long id, int seat) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            if (g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.online != null && g.online.waiting)
                throw new ApiException(ErrorCode.WAITING_FOR_OPPONENT, "the game has not started; withdraw it instead");
            g.cancelSearch();
            g.updatedMs = games.now();
            games.saveEnding(g, g.online != null && seat >= 0 ? g.session.resign(OnlineState.seat(seat), g.updatedMs)
                    : g.session.resign(g.updatedMs));
            return games.publish(g);
        }
    }

    /**
     * Starts the computer's search of a loaded game whose turn it is (after a server restart, or to
     * try again after the search failed).
     */
    public GameView resume(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            computer.maybeStart(g);
            return games.view(g);
        }
    }

    /** The engine's suggestion for the human to move; the search runs on the engine threads. */
    public CompletableFuture<HintView> hint(long id) {
        return computer.hint(games.get(id));
    }

    public void delete(long id) {
        LiveGame g = games.remove(id);
        if (g != null) synchronized (g) {
            g.cancelSearch();
            GameAnalysis.cancel(g);
            g.deleted = true;
        }
        if (!store.delete(id)) throw LiveGames.notFound(id);
    }

    public List<GameSummaryView> list() {
        List<GameSummaryView> list = new ArrayList<>();
        for (GameSummary s : store.list())
            list.add(new GameSummaryView(s.id(), s.createdMs(), s.updatedMs(), s.mode(), s.rule().id(), s.size(),
                    s.level(), Mode.colorName(s.humanSide()), s.result(), s.reason(), s.moveCount()));
        return list;
    }

    /** Stores an imported record as a finished-or-not two-humans game; the record must replay legally. */
    public GameView importRecord(GameRecord record) {
        return importRecord(record, null);
    }

    /** As {@link #importRecord(GameRecord)}, owned by the browser whose seat token hashes to {@code ownerHash}. */
    public GameView importRecord(GameRecord record, String ownerHash) {
        GameState state;
        try {
            state = record.toGameState();
        } catch (IllegalArgumentException e) {
            throw new ApiException(ErrorCode.BAD_REQUEST, "the record has an illegal move: " + e.getMessage());
        }
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i < state.moveCount(); i++) {
            int m = state.move(i);
            if (m == Pos.PASS) throw new ApiException(ErrorCode.BAD_REQUEST, "records with passes are not supported");
            moves.add(new int[] {Pos.x(m), Pos.y(m)});
        }
        Ending end = Ending.of(state);
        if (end == null && record.result().isPresent()) {
            // Only an end the moves cannot show is taken from the record: a resignation or a loss on time.
            Ending given = Ending.parse(record.result().get(), null);
            if (given != null && given.offBoard()) end = given;
        }
        long id = store.create(games.now(), Mode.HVH.id, record.rule(), record.size(), 1, -1, moves,
                end == null ? null : end.result(), end == null ? null : end.reason().id);
        if (ownerHash != null) store.addSeat(id, StoredSeat.OWNER, ownerHash, null);
        return get(id);
    }

    /** The game as a record, for export. */
    public GameRecord record(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            GameRecord r = GameRecord.of(g.session.state());
            if (g.online != null && (g.online.names[0] != null || g.online.names[1] != null)) {
                String[] names = g.online.namesByColour(g.session);
                r = r.withNames(names[0], names[1]);
            }
            String opening = g.session.recordOpening();
            if (opening != null) r = r.withOpening(opening);
            Ending end = g.session.ending();
            return end != null && end.offBoard() ? r.withResult(end.result()) : r;
        }
    }

    /**
     * Sends {@code sink} a state event now and every event of game {@code id} from now on. Closing the
     * returned handle unsubscribes; when the last subscriber leaves, a running search is stopped.
     */
    public AutoCloseable subscribe(long id, Consumer<Object> sink) {
        LiveGame g = games.get(id);
        synchronized (g) {
            g.subscribers.add(sink);
            sink.accept(new StateEvent(games.view(g)));
        }
        return () -> {
            synchronized (g) {
                g.subscribers.remove(sink);
                if (g.subscribers.isEmpty() && g.thinking) {
                    g.cancelSearch();
                    games.publish(g);
                }
            }
        };
    }

    /**
     * Starts analysing every position of the game (positions already in the store are reused) unless
     * an analysis of these moves runs already. Progress goes to subscribers as analysis events.
     */
    public AnalysisView startAnalysis(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            if (g.thinking) throw new ApiException(ErrorCode.NOT_YOUR_TURN, "wait until the computer has moved");
            return analysis.start(g);
        }
    }

    /** The game's analysis: the running one, or what the store holds for the current moves. */
    public AnalysisView analysis(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            return analysis.view(g);
        }
    }

    /** Stops a running analysis; positions analysed so far stay stored. */
    public AnalysisView stopAnalysis(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            GameAnalysis.cancel(g);
            return analysis.view(g);
        }
    }

    /**
     * Makes the colour choice of a swap opening for {@code seat} (0 first, 1 second; -1: whoever must
     * choose, in a game at one screen).
     */
    public GameView choose(long id, int seat, OpeningChoice choice) {
        LiveGame g = games.get(id);
        synchronized (g) {
            PlaySession s = g.session;
            if (games.flag(g) || g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.online != null && g.online.waiting)
                throw new ApiException(ErrorCode.WAITING_FOR_OPPONENT, "the game starts when the second player joins");
            Seat who = seat >= 0 ? OnlineState.seat(seat) : s.seatToAct();
            if (s.isComputer(s.seatToAct())) throw new ApiException(ErrorCode.NOT_YOUR_TURN, "it is the computer's turn");
            g.updatedMs = games.now();
            OpeningRefusal refusal = s.choose(who, choice, g.updatedMs);
            if (refusal != null) throw switch (refusal) {
                case FINISHED -> new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
                case NO_CHOICE_DUE -> new ApiException(ErrorCode.NO_CHOICE_DUE, "no colour choice is due now");
                case WRONG_SEAT -> new ApiException(ErrorCode.NOT_YOUR_TURN, "the other player chooses");
                default -> new ApiException(ErrorCode.CHOICE_NOT_ALLOWED, "the opening does not offer " + choice.id + " here",
                        Map.of("choice", choice.id));
            };
            if (g.online != null) g.online.clearOffer();
            s.saveOpening(store, id);
            games.saveClock(g);
            computer.maybeStart(g);
            return games.publish(g);
        }
    }

    /** The games in memory, for the services that add to a game (online play). */
    LiveGames games() {
        return games;
    }

    /** The limits the computer would search with now in game {@code id} (for tests). */
    SearchLimits computerLimits(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            return g.session.searchLimits(games.now());
        }
    }

    /** For tests: {@code hook} runs on the engine thread before every search (a throwing hook plays a failing engine). */
    void setBeforeSearch(Runnable hook) {
        pool.setBeforeSearch(hook);
    }

    /** A human move the rules refuse as an API error; the point is named only where the answer needs it (it may be off the board). */
    private static ApiException refused(MoveRefusal refusal, MoveCheck check, int x, int y, int size) {
        if (refusal == MoveRefusal.OFF_BOARD) return new ApiException(ErrorCode.INVALID_POSITION, "the point is off the board");
        if (refusal == MoveRefusal.FINISHED) return new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
        String point = Notation.toLiterature(x, y, size);
        if (refusal == MoveRefusal.OCCUPIED)
            return new ApiException(ErrorCode.POSITION_OCCUPIED, point + " is occupied", Map.of("point", point));
        return new ApiException(ErrorCode.FORBIDDEN_MOVE, point + " is " + check.message,
                Map.of("point", point, "kind", refusal.id));
    }

    @Override
    public void close() {
        for (LiveGame g : games.all())
            synchronized (g) {
                g.cancelSearch();
                GameAnalysis.cancel(g);
            }
        pool.close();
    }
}
