package gomoku.tui;

import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.play.Ending;
import gomoku.game.play.Mode;
import gomoku.game.play.MoveRefusal;
import gomoku.game.play.OpeningAction;
import gomoku.game.play.OpeningChoice;
import gomoku.game.play.OpeningRefusal;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.PlayClock;
import gomoku.game.play.PlaySession;
import gomoku.game.play.Seat;
import gomoku.game.store.GameStore;
import gomoku.game.store.GameSummary;
import gomoku.game.store.StoreException;
import gomoku.game.store.StoredGame;
import gomoku.game.store.StoredOpening;

import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The terminal app without the terminal: takes the lines the player types, plays the game through
 * a {@link PlaySession}, and describes the screen as a {@link SessionView}. Only the front end's thread calls it; the computer
 * searches elsewhere and {@link #tick()} picks up its answer, so nothing here needs a lock.
 *
 * <p>Every game lives in the {@link GameStore} from its first move on, written the way the web app
 * writes it (one row per game, a move per row, the result when it ends), so the two apps share their
 * games. A search result is applied only if the session's {@code generation} has not moved on since
 * it was asked for (undo, new game and load bump it). Bad input never throws: it sets the message and
 * leaves the game as it was. A computer search that fails is logged and reported in the message;
 * the game stays as it was ({@code q} tries again, {@code w} takes back).
 *
 * <p>Swap openings: the opening stones are typed as points by the seat that places them, a colour
 * choice as a word ({@code black}, {@code white}, {@code two}); when the computer's seat acts, it
 * decides through {@link ComputerPlayer#openingAction} and {@link #tick()} applies the action.
 */
public final class TuiSession {
    private static final Logger log = LoggerFactory.getLogger(TuiSession.class);
    /** The help panel's lines: help.1 to help.N in the messages. */
    static final int HELP_LINES = 16;

    private final GameStore store;
    private final ComputerPlayer computer;
    private final LongSupplier clock;
    private TuiSettings settings;
    private PlaySession game;
    private long gameId = -1;
    /** A store write failed: the stored copy is behind, and {@code s} writes the whole game anew. */
    private boolean unsaved;
    private int generation;
    private CompletableFuture<Integer> pending;
    /** The computer's action in a swap opening, when that is what it works on (then {@link #pending} is null). */
    private CompletableFuture<OpeningAction> pendingOpening;
    private int pendingGeneration;
    private String message = "";
    private String panelTitle = "";
    private List<String> panel = List.of();
    /** The games list is on screen: a bare number loads that game. */
    private boolean listing;
    private boolean quit;
    /** VCF practice; null when the app runs without it. While it is active it takes the input and the screen. */
    private final TuiPractice practice;
    /** Every word the player reads comes from here. */
    private final Messages msg;

    public TuiSession(GameStore store, ComputerPlayer computer, LongSupplier clock, TuiSettings settings) {
        this(store, computer, clock, settings, null);
    }

    public TuiSession(GameStore store, ComputerPlayer computer, LongSupplier clock, TuiSettings settings,
                      TuiPractice practice) {
        this(store, computer, clock, settings, practice, Messages.ENGLISH);
    }

    public TuiSession(GameStore store, ComputerPlayer computer, LongSupplier clock, TuiSettings settings,
                      TuiPractice practice, Messages msg) {
        this.msg = msg;
        this.practice = practice;
        this.store = store;
        this.computer = computer;
        this.clock = clock;
        startGame(settings);
        showHelp();
    }

    // ---------------------------------------------------------------- input

    /** Handles one typed line: a point such as {@code h8}, or a command letter with its words. */
    public void handle(String line) {
        String text = line == null ? "" : line.strip();
        if (text.isEmpty()) return;
        String command = text.toLowerCase(Locale.ROOT);
        String word = command.split("\\s+", 2)[0];
        String rest = command.length() > word.length() ? command.substring(word.length()).strip() : "";
        if (practice != null && practice.isActive() && !word.equals("x")) {
            if (!practice.handle(text)) {
                message = practice.message();
                game.clock().restart(clock.getAsLong());
                maybeStartComputer();
            }
            return;
        }
        boolean wasListing = listing;
        listing = false;
        message = "";
        if (wasListing && command.matches("\\d{1,9}")) {
            load(Long.parseLong(command));
            return;
        }
        if (command.matches("[a-z]\\d{1,3}")) {
            playHuman(command);
            return;
        }
        switch (word) {
            case "q" -> computerMovesNow();
            case "w" -> undo();
            case "r" -> showRecord();
            case "p" -> passHuman();
            case "n" -> newGame(rest);
            case "black", "white", "two" -> choose(OpeningChoice.parse(word));
            case "s" -> save();
            case "l" -> {
                if (rest.isEmpty()) listGames();
                else if (rest.matches("\\d{1,9}")) load(Long.parseLong(rest));
                else message = msg.get("cmd.l.usage");
            }
            case "h", "?" -> showHelp();
            case "v", "practice" -> startPractice(text.substring(word.length()).strip());
            case "x" -> quit = true;
            default -> message = msg.get("cmd.unknown", text);
        }
    }

    /**
     * Applies the computer's move if its search has finished, and ends the game when the player's
     * clock has run out. The front end calls it often (every tenth of a second or so).
     */
    public void tick() {
        if (practice != null && practice.isActive()) return;
        if (pending != null && pending.isDone()) applyComputerMove();
        if (pendingOpening != null && pendingOpening.isDone()) applyComputerOpening();
        if (clockMsLeft() >= 0 && game.flag(clock.getAsLong()) != null) timeUp();
    }

    /** The practice part, or null when the app runs without it. */
    public TuiPractice practice() {
        return practice;
    }

    public boolean isQuit() {
        return quit;
    }

    public boolean isThinking() {
        return pending != null || pendingOpening != null;
    }

    public GameState state() {
        return game.state();
    }

    /** The store id of the current game, -1 if it could not be stored. */
    public long gameId() {
        return gameId;
    }

    public TuiSettings settings() {
        return settings;
    }

    /** Stops a running search; the front end calls it on the way out. */
    public void close() {
        cancelSearch();
    }

    // ---------------------------------------------------------------- commands

    private void playHuman(String token) {
        if (isOver()) {
            message = msg.get("play.over", outcome());
            return;
        }
        if (isThinking()) {
            message = msg.get("play.thinking");
            return;
        }
        if (game.isComputerToMove()) {
            message = msg.get("play.computerTurn");
            return;
        }
        if (!game.choices().isEmpty()) {
            message = msg.get("choice.due", options());
            return;
        }
        int size = game.state().size();
        int[] point;
        try {
            point = Notation.parseLiterature(token, size);
        } catch (IllegalArgumentException e) {
            message = msg.get("play.badPoint", token, size);
            return;
        }
        MoveRefusal refusal = MoveRefusal.of(game.play(point[0], point[1], clock.getAsLong()));
        if (refusal != null) {
            message = msg.refusal(refusal, Notation.toLiterature(point[0], point[1], size), token, size,
                    msg.get("play.over", outcome()));
            return;
        }
        afterMove();
        maybeStartComputer();
    }

    private void passHuman() {
        if (isOver()) {
            message = msg.get("over.short", outcome());
            return;
        }
        if (isThinking() || game.isComputerToMove()) {
            message = msg.get("pass.computerTurn");
            return;
        }
        if (game.inOpening()) {
            message = msg.get("pass.opening");
            return;
        }
        String who = msg.side(game.state().sideToMove());
        game.pass(clock.getAsLong());
        afterMove();
        message = msg.get("pass.done", who);
        maybeStartComputer();
    }

    private void computerMovesNow() {
        if (isOver()) {
            message = msg.get("over.short", outcome());
            return;
        }
        if (isThinking()) {
            message = msg.get("computer.already");
            return;
        }
        startSearch();
    }

    /** The player to choose takes black, takes white, or (swap2) places two more stones. */
    private void choose(OpeningChoice choice) {
        if (isOver()) {
            message = msg.get("over.short", outcome());
            return;
        }
        if (game.choices().isEmpty()) {
            message = msg.get("choice.none");
            return;
        }
        if (isThinking() || game.isComputerToMove()) {
            message = msg.get("choice.computer");
            return;
        }
        Seat seat = game.seatToAct();
        OpeningRefusal refusal = game.choose(seat, choice, clock.getAsLong());
        if (refusal != null) {
            message = msg.get("choice.notAllowed", msg.get("choice." + choice.id), options());
            return;
        }
        write(() -> game.saveOpening(store, gameId));
        message = msg.get("choice.done", who(seat), msg.get("choice." + choice.id));
        maybeStartComputer();
    }

    /** The choices open now, as words to type ("black, white or two"). */
    private String options() {
        return msg.get(game.choices().contains(OpeningChoice.PLACE_TWO) ? "choice.options.3" : "choice.options.2");
    }

    /** Who a seat is, in words: you or the computer against the computer, else the first or second player. */
    private String who(Seat seat) {
        if (settings.mode() == Mode.HVC) return msg.get(game.isComputer(seat) ? "who.computer" : "who.you");
        if (settings.mode() == Mode.CVC) return msg.get("who.computer");
        return msg.get("who." + seat.id);
    }

    /** Against the computer back to before the human's last move; otherwise the last move. A running search is stopped. */
    private void undo() {
        int keep = game.undoTarget();
        if (keep < 0) {
            message = msg.get("undo.none");
            return;
        }
        cancelSearch();
        int taken = game.undoTo(keep, clock.getAsLong());
        write(() -> {
            store.truncate(gameId, keep, clock.getAsLong());
            game.saveOpening(store, gameId);
        });
        message = taken == 1 ? msg.get("undo.one") : msg.get("undo.many", taken);
        maybeStartComputer();
    }

    /** Leaves the game as it is (stored, its search stopped) and starts practising. */
    private void startPractice(String words) {
        if (practice == null) {
            message = msg.get("practice.unavailable");
            return;
        }
        if (practice.start(words)) cancelSearch();
        else message = practice.message();
    }

    private void newGame(String words) {
        TuiSettings next;
        try {
            next = settings.with(words);
        } catch (TuiSettings.BadWord e) {
            message = msg.get("new.bad", msg.get(e.key, e.word));
            return;
        }
        startGame(next);
        message = msg.get("new.started", settings.describe(msg));
        panelTitle = "";
        panel = List.of();
    }

    private void save() {
        if (gameId < 0 || unsaved) {
            unsaved = false;
            gameId = -1;
            write(() -> {});
            if (gameId < 0 || unsaved) {
                message = msg.get("save.failed", message);
                return;
            }
        }
        message = msg.get("save.done", gameId, game.state().moveCount());
    }

    private void listGames() {
        List<GameSummary> games;
        try {
            games = store.list();
        } catch (StoreException e) {
            message = msg.get("list.failed", e.getMessage());
            return;
        }
        List<String> lines = new ArrayList<>();
        SimpleDateFormat date = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.ROOT);
        for (GameSummary g : games) {
            if (lines.size() == 15) {
                lines.add(msg.get("list.more", games.size() - 15));
                break;
            }
            Ending end = Ending.parse(g.result(), g.reason());
            String result = msg.get(end == null ? "list.playing" : end.isDraw() ? "list.draw" : "list.won." + end.status());
            Mode mode = Mode.parse(g.mode());
            lines.add(msg.get("list.row", String.format(Locale.ROOT, "%4d", g.id()), date.format(new Date(g.updatedMs())),
                    String.format(Locale.ROOT, "%-9s", msg.get("rule." + g.rule().id())),
                    mode == null ? g.mode() : msg.get("list.mode." + mode.id),
                    String.format(Locale.ROOT, "%3d", g.moveCount()), result));
        }
        if (lines.isEmpty()) lines.add(msg.get("list.empty"));
        panelTitle = msg.get("list.title");
        panel = lines;
        listing = !games.isEmpty();
    }

    private void load(long id) {
        StoredGame g;
        try {
            g = store.load(id).orElse(null);
        } catch (StoreException e) {
            message = msg.get("load.failed", id, e.getMessage());
            return;
        }
        if (g == null) {
            message = msg.get("load.none", id);
            return;
        }
        Mode mode = Mode.parse(g.mode());
        StoredOpening opening;
        try {
            opening = store.loadOpening(id).orElse(null);
        } catch (StoreException e) {
            message = msg.get("load.failed", id, e.getMessage());
            return;
        }
        OpeningRule openingRule = opening == null ? OpeningRule.NONE : OpeningRule.parse(opening.rule());
        Seat storedSeat = opening == null ? null : Seat.parse(opening.humanSeat());
        if (g.size() < Pos.MIN_SIZE || g.size() > Pos.MAX_SIZE || mode == null || openingRule == null
                || opening != null && opening.humanSeat() != null && storedSeat == null) {
            message = msg.get("load.unplayable", id, g.mode(), g.size());
            return;
        }
        cancelSearch();
        // Under an opening rule the settings' colour names the human's seat (black: the first player).
        int humanSide = openingRule != OpeningRule.NONE ? (storedSeat == Seat.SECOND ? Side.WHITE : Side.BLACK)
                : g.humanSide() == Side.WHITE ? Side.WHITE : Side.BLACK;
        int level = g.level() >= 1 && g.level() <= 5 ? g.level() : settings.level();
        settings = new TuiSettings(mode, humanSide, level, g.rule(), g.size(), settings.clockSeconds(), openingRule);
        game = PlaySession.replay(g, clockOf(settings), opening);
        int replayed = game.replayed();
        gameId = id;
        unsaved = false;
        message = msg.get("load.done", id, settings.describe(msg))
                + (replayed < g.moves().size() ? msg.get("load.stopped", replayed + 1) : "");
        panelTitle = "";
        panel = List.of();
        maybeStartComputer();
    }

    private void showRecord() {
        GameState state = game.state();
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < state.moveCount(); i++) {
            String item = (i + 1) + "." + moveName(state.move(i));
            if (line.length() > 0 && line.length() + 1 + item.length() > 38) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(item);
        }
        if (line.length() > 0) lines.add(line.toString());
        if (lines.isEmpty()) lines.add(msg.get("record.none"));
        if (game.recordOpening() != null) lines.add(0, msg.get("record.opening", game.recordOpening()));
        if (isOver()) lines.add(msg.get("record.result", outcome()));
        panelTitle = msg.get("record.title", msg.get("rule." + state.rule().id()), state.size(),
                gameId >= 0 ? msg.get("record.game", gameId) : "");
        panel = lines;
    }

    private void showHelp() {
        panelTitle = msg.get("help.title");
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= HELP_LINES; i++) lines.add(msg.get("help." + i));
        panel = List.copyOf(lines);
    }

    // ---------------------------------------------------------------- the game

    private void startGame(TuiSettings next) {
        cancelSearch();
        settings = next;
        game = PlaySession.withOpening(next.mode(), next.humanSeat(), next.level(), next.size(), next.rule(),
                next.opening(), clockOf(next));
        gameId = -1;
        unsaved = false;
        maybeStartComputer();
    }

    /** The terminal's clock: a limit per move, running only while a human is to move. */
    private PlayClock clockOf(TuiSettings s) {
        return new PlayClock(s.clockSeconds() * 1000L, 0, 0, 0, clock.getAsLong());
    }

    /** Stores the move just played (a pass as -1, -1) and the result it produced. */
    private void afterMove() {
        write(() -> game.saveLastMove(store, gameId, clock.getAsLong()));
        if (game.isOver()) message = outcome();
    }

    private void maybeStartComputer() {
        if (isOver() || isThinking() || !game.isComputerToMove()) return;
        startSearch();
    }

    private void startSearch() {
        GameState state = game.state();
        try {
            if (game.inOpening())
                pendingOpening = computer.openingAction(game.copyOfState(), game.openingRule(), game.openingPhase(),
                        settings.level());
            else pending = computer.bestMove(state.size(), state.rule(), game.moves(), settings.level());
            pendingGeneration = generation;
        } catch (RuntimeException e) {
            computerFailed(e);
        }
    }

    /** The computer's search failed: nothing is played; the player may try again or take back. */
    private void computerFailed(Throwable e) {
        pending = null;
        pendingOpening = null;
        log.error("the computer's search failed", e);
        String cause = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        message = msg.get("computer.failed", cause);
    }

    /** What the computer's finished work produced, or null when it failed (reported by {@link #computerFailed}). */
    private <T> T resultOf(CompletableFuture<T> done) {
        try {
            return done.join();
        } catch (RuntimeException e) {
            computerFailed(e instanceof CompletionException && e.getCause() != null ? e.getCause() : e);
            return null;
        }
    }

    private void applyComputerMove() {
        CompletableFuture<Integer> done = pending;
        pending = null;
        if (pendingGeneration != generation) return;
        Integer result = resultOf(done);
        if (result == null) return;
        int best = result;
        GameState state = game.state();
        String who = msg.side(state.sideToMove());
        if (best == Pos.NONE || !Pos.onBoard(best, state.size())
                || game.play(Pos.x(best), Pos.y(best), clock.getAsLong()) != MoveCheck.LEGAL) {
            log.warn("the engine answered {} for {}, which is not a legal move", best, who);
            message = msg.get("computer.noMove", who);
            return;
        }
        afterMove();
        if (!isOver()) message = msg.get("computer.played", who, moveName(best));
        maybeStartComputer();
    }

    /** Applies the computer's opening action: its stones are stored one by one, then the opening. */
    private void applyComputerOpening() {
        CompletableFuture<OpeningAction> done = pendingOpening;
        pendingOpening = null;
        if (pendingGeneration != generation) return;
        OpeningAction action = resultOf(done);
        if (action == null) return;
        Seat seat = game.seatToAct();
        int before = game.state().moveCount();
        if (!action.applyTo(game, clock.getAsLong())) {
            log.warn("the computer's opening action {} does not fit the game at move {}", action, before);
            message = msg.get("computer.noOpening");
            return;
        }
        write(() -> {
            List<int[]> moves = game.storedMoves();
            for (int i = before; i < moves.size(); i++)
                store.addMove(gameId, i, moves.get(i)[0], moves.get(i)[1], clock.getAsLong());
            game.saveOpening(store, gameId);
        });
        List<String> stones = new ArrayList<>();
        for (int m : action.stones()) stones.add(moveName(m));
        String placed = String.join(" ", stones);
        if (action.choice() == null) message = msg.get("computer.placed", placed);
        else if (stones.isEmpty()) message = msg.get("choice.done", who(seat), msg.get("choice." + action.choice().id));
        else message = msg.get("computer.placedTwo", placed);
        maybeStartComputer();
    }

    private void cancelSearch() {
        generation++;
        if (pending != null || pendingOpening != null) {
            computer.stop();
            pending = null;
            pendingOpening = null;
        }
    }

    /** Milliseconds left for the human to move, -1 when no clock runs (off, over, computer's turn). */
    private long clockMsLeft() {
        if (!game.clock().isOn() || isOver() || isThinking() || game.isComputerToMove()) return -1;
        return game.clock().moveLeftMs(clock.getAsLong());
    }

    /** The side to move has just lost on time. */
    private void timeUp() {
        write(() -> store.setResult(gameId, game.storedResult(), game.storedReason(), clock.getAsLong()));
        message = outcome();
    }

    private boolean isOver() {
        return game.isOver();
    }

    /** How the game ended, e.g. "black wins with five: ..." or "white wins on time". */
    private String outcome() {
        Ending end = game.ending();
        if (end == null) return msg.get("outcome.progress");
        GameState state = game.state();
        if (end.isDraw()) return msg.get(state.result() == GameState.DRAW ? "outcome.drawFull" : "outcome.draw");
        String winner = end.status();
        return switch (end.reason()) {
            case TIME -> msg.get("outcome." + winner + ".time");
            case RESIGNATION -> msg.get("outcome." + winner + ".resignation");
            default -> {
                List<String> line = new ArrayList<>();
                for (int p : state.winningLine()) line.add(moveName(p));
                yield line.isEmpty() ? msg.get("outcome." + winner + ".plain")
                        : msg.get("outcome." + winner + ".five", String.join(" ", line));
            }
        };
    }

    /**
     * Runs a store write. A game gets its row with its first move (so starting the app and leaving
     * stores nothing), written whole, current result included. A failure marks the game unsaved
     * instead of ending the session.
     */
    private void write(Runnable work) {
        if (unsaved) return;
        try {
            if (gameId < 0) {
                // Under an opening rule the colours may still be open: the human's seat goes with the opening.
                int humanSide = settings.opening() == OpeningRule.NONE
                        ? settings.mode().storedHumanSide(settings.humanSide()) : game.humanSide();
                gameId = store.create(clock.getAsLong(), settings.mode().id, game.state().rule(), game.state().size(),
                        settings.level(), humanSide, game.storedMoves(), game.storedResult(), game.storedReason());
                game.saveOpening(store, gameId);
            } else work.run();
        } catch (StoreException e) {
            unsaved = true;
            message = msg.get("write.failed", e.getMessage());
        }
    }

    private String moveName(int pos) {
        return pos == Pos.PASS ? msg.get("move.pass") : Notation.toLiterature(Pos.x(pos), Pos.y(pos), game.state().size());
    }

    // ---------------------------------------------------------------- the screen

    public SessionView view() {
        if (practice != null && practice.isActive()) return practice.view();
        GameState state = game.state();
        int size = state.size();
        int[][] stones = new int[size][size];
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) stones[y][x] = state.stone(x, y);
        int last = state.moveCount() > 0 ? state.move(state.moveCount() - 1) : Pos.NONE;
        if (last == Pos.PASS) last = Pos.NONE;
        Set<Integer> line = new HashSet<>(state.winningLine());
        Map<Integer, Forbidden> forbidden = new HashMap<>();
        for (PlaySession.ForbiddenPoint f : game.forbiddenPoints()) forbidden.put(Pos.of(f.x(), f.y()), f.kind());
        String status = settings.describe(msg) + (unsaved ? msg.get("view.notSaved")
                : gameId >= 0 ? msg.get("view.game", gameId) : "");
        String turn;
        if (isOver()) turn = msg.get("view.over", outcome());
        else if (game.inOpening()) {
            String rule = msg.get("opening." + game.openingRule().id);
            Seat seat = game.seatToAct();
            turn = game.openingPhase().isChoice() ? msg.get("view.opening.choose", rule, who(seat), options())
                    : msg.get("view.opening.place", rule, who(seat), state.moveCount() + 1, msg.side(state.sideToMove()));
            if (isThinking()) turn += msg.get("view.thinking");
        } else {
            int side = state.sideToMove();
            String who = settings.mode() == Mode.HVC ? msg.get(game.isComputer(side) ? "view.computer" : "view.you")
                    // Two players at one keyboard who swapped need to see which of them has the colour.
                    : settings.mode() == Mode.HVH && game.openingRule() != OpeningRule.NONE
                    ? msg.get("view.seat", who(game.seatOf(side))) : "";
            turn = msg.get("view.turn", state.moveCount() + 1, msg.side(side)) + who
                    + (isThinking() ? msg.get("view.thinking") : "");
        }
        long leftMs = clockMsLeft();
        int clockLeft = leftMs < 0 ? -1 : (int) ((leftMs + 999) / 1000);
        return new SessionView(size, stones, last, line, forbidden, status, turn, message, panelTitle, panel,
                clockLeft, isThinking());
    }
}
