package gomoku.tui;

import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.record.GameRecord;
import gomoku.game.store.GameStore;
import gomoku.game.store.GameSummary;
import gomoku.game.store.StoreException;
import gomoku.game.store.StoredGame;

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
import java.util.function.LongSupplier;

/**
 * The terminal app without the terminal: takes the lines the player types, keeps the game, and
 * describes the screen as a {@link SessionView}. Only the front end's thread calls it; the computer
 * searches elsewhere and {@link #tick()} picks up its answer, so nothing here needs a lock.
 *
 * <p>Every game lives in the {@link GameStore} from its first move on, written the way the web app
 * writes it (one row per game, a move per row, the result when it ends), so the two apps share their
 * games. A pass is stored as the point (-1, -1). A search result is applied only if the session's
 * {@code generation} has not moved on since it was asked for (undo, new game and load bump it).
 * Bad input never throws: it sets the message and leaves the game as it was.
 */
public final class TuiSession {
    /** Stored coordinates of a pass. */
    static final int PASS_XY = -1;

    private final GameStore store;
    private final ComputerPlayer computer;
    private final LongSupplier clock;
    private TuiSettings settings;
    private GameState state;
    private long gameId = -1;
    /** A store write failed: the stored copy is behind, and {@code s} writes the whole game anew. */
    private boolean unsaved;
    /** An end the board does not show (loss on time, resignation), in the store's result form. */
    private String endResult;
    private String endReason;
    private long turnStartMs;
    private int generation;
    private CompletableFuture<Integer> pending;
    private int pendingGeneration;
    private String message = "";
    private String panelTitle = "";
    private List<String> panel = List.of();
    /** The games list is on screen: a bare number loads that game. */
    private boolean listing;
    private boolean quit;
    /** VCF practice; null when the app runs without it. While it is active it takes the input and the screen. */
    private final TuiPractice practice;

    public TuiSession(GameStore store, ComputerPlayer computer, LongSupplier clock, TuiSettings settings) {
        this(store, computer, clock, settings, null);
    }

    public TuiSession(GameStore store, ComputerPlayer computer, LongSupplier clock, TuiSettings settings,
                      TuiPractice practice) {
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
                turnStartMs = clock.getAsLong();
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
            case "s" -> save();
            case "l" -> {
                if (rest.isEmpty()) listGames();
                else if (rest.matches("\\d{1,9}")) load(Long.parseLong(rest));
                else message = "l alone lists the saved games; l N loads game N";
            }
            case "h", "?" -> showHelp();
            case "v", "practice" -> startPractice(text.substring(word.length()).strip());
            case "x" -> quit = true;
            default -> message = "unknown command '" + text + "': type a point such as h8, or h for help";
        }
    }

    /**
     * Applies the computer's move if its search has finished, and ends the game when the player's
     * clock has run out. The front end calls it often (every tenth of a second or so).
     */
    public void tick() {
        if (practice != null && practice.isActive()) return;
        if (pending != null && pending.isDone()) applyComputerMove();
        if (clockMsLeft() == 0) timeUp();
    }

    /** The practice part, or null when the app runs without it. */
    public TuiPractice practice() {
        return practice;
    }

    public boolean isQuit() {
        return quit;
    }

    public boolean isThinking() {
        return pending != null;
    }

    public GameState state() {
        return state;
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
            message = "the game is over (" + outcome() + "): n for a new game, w to take back";
            return;
        }
        if (pending != null) {
            message = "the computer is thinking; w takes your move back";
            return;
        }
        if (settings.isComputer(state.sideToMove())) {
            message = "it is the computer's turn: q makes it move";
            return;
        }
        int[] point;
        try {
            point = Notation.parseLiterature(token, state.size());
        } catch (IllegalArgumentException e) {
            message = e.getMessage();
            return;
        }
        MoveCheck check = state.play(point[0], point[1]);
        if (check != MoveCheck.LEGAL) {
            String name = Notation.toLiterature(point[0], point[1], state.size());
            message = check == MoveCheck.OCCUPIED ? name + " is occupied" : name + " is " + check.message;
            return;
        }
        afterMove(point[0], point[1]);
        maybeStartComputer();
    }

    private void passHuman() {
        if (isOver()) {
            message = "the game is over (" + outcome() + ")";
            return;
        }
        if (pending != null || settings.isComputer(state.sideToMove())) {
            message = "it is the computer's turn";
            return;
        }
        String who = Side.name(state.sideToMove());
        state.pass();
        afterMove(PASS_XY, PASS_XY);
        message = who + " passes";
        maybeStartComputer();
    }

    private void computerMovesNow() {
        if (isOver()) {
            message = "the game is over (" + outcome() + ")";
            return;
        }
        if (pending != null) {
            message = "the computer is already thinking";
            return;
        }
        startSearch();
    }

    /** In hvc back to before the human's last move; otherwise the last move. A running search is stopped. */
    private void undo() {
        int count = state.moveCount();
        int target = count - 1;
        if (settings.mode().equals("hvc")) {
            target = -1;
            for (int i = count - 1; i >= 0; i--)
                if (i % 2 == settings.humanSide()) {       // move i was played by side i % 2
                    target = i;
                    break;
                }
        }
        if (target < 0) {
            message = "there is no move of yours to take back";
            return;
        }
        cancelSearch();
        int taken = count - target, keep = target;
        while (state.moveCount() > keep) state.undo();
        endResult = null;
        endReason = null;
        turnStartMs = clock.getAsLong();
        write(() -> store.truncate(gameId, keep, clock.getAsLong()));
        message = taken == 1 ? "took back 1 move" : "took back " + taken + " moves";
        maybeStartComputer();
    }

    /** Leaves the game as it is (stored, its search stopped) and starts practising. */
    private void startPractice(String words) {
        if (practice == null) {
            message = "practice is not available here";
            return;
        }
        if (practice.start(words)) cancelSearch();
        else message = practice.message();
    }

    private void newGame(String words) {
        TuiSettings next;
        try {
            next = settings.with(words);
        } catch (IllegalArgumentException e) {
            message = e.getMessage() + "; e.g. n renju 3 white hvc 15x15 clock";
            return;
        }
        startGame(next);
        message = "new game: " + settings.describe();
        panelTitle = "";
        panel = List.of();
    }

    private void save() {
        if (gameId < 0 || unsaved) {
            unsaved = false;
            gameId = -1;
            write(() -> {});
            if (gameId < 0 || unsaved) {
                message = "not saved: " + message;
                return;
            }
        }
        message = "saved as game " + gameId + " (" + state.moveCount() + " moves); l lists the saved games";
    }

    private void listGames() {
        List<GameSummary> games;
        try {
            games = store.list();
        } catch (StoreException e) {
            message = "cannot read the saved games: " + e.getMessage();
            return;
        }
        List<String> lines = new ArrayList<>();
        SimpleDateFormat date = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.ROOT);
        for (GameSummary g : games) {
            if (lines.size() == 15) {
                lines.add("... and " + (games.size() - 15) + " older (l N loads any)");
                break;
            }
            String result = g.result() == null ? "playing" : g.result().startsWith("B") ? "black won"
                    : g.result().startsWith("W") ? "white won" : "draw";
            lines.add(String.format(Locale.ROOT, "%4d %s %-9s %s %3d mv %s", g.id(),
                    date.format(new Date(g.updatedMs())), g.rule().id(), g.mode(), g.moveCount(), result));
        }
        if (lines.isEmpty()) lines.add("no saved games yet");
        panelTitle = "Saved games (type a number to load)";
        panel = lines;
        listing = !games.isEmpty();
    }

    private void load(long id) {
        StoredGame g;
        try {
            g = store.load(id).orElse(null);
        } catch (StoreException e) {
            message = "cannot load game " + id + ": " + e.getMessage();
            return;
        }
        if (g == null) {
            message = "there is no game " + id + "; l lists the saved games";
            return;
        }
        if (g.size() < Pos.MIN_SIZE || g.size() > Pos.MAX_SIZE || !List.of("hvc", "hvh", "cvc").contains(g.mode())) {
            message = "game " + id + " cannot be played here (" + g.mode() + ", " + g.size() + "x" + g.size() + ")";
            return;
        }
        cancelSearch();
        int humanSide = g.humanSide() == Side.WHITE ? Side.WHITE : Side.BLACK;
        int level = g.level() >= 1 && g.level() <= 5 ? g.level() : settings.level();
        settings = new TuiSettings(g.mode(), humanSide, level, g.rule(), g.size(), settings.clockSeconds());
        state = new GameState(g.size(), g.rule());
        int replayed = 0;
        for (int[] m : g.moves()) {
            boolean ok = m[0] == PASS_XY && m[1] == PASS_XY ? state.pass() : state.play(m[0], m[1]) == MoveCheck.LEGAL;
            if (!ok) break;
            replayed++;
        }
        gameId = id;
        unsaved = false;
        endResult = !state.isOver() && g.result() != null ? g.result() : null;
        endReason = endResult != null ? g.reason() : null;
        turnStartMs = clock.getAsLong();
        message = "loaded game " + id + ": " + settings.describe()
                + (replayed < g.moves().size() ? " (stopped at move " + (replayed + 1) + ", which is illegal)" : "");
        panelTitle = "";
        panel = List.of();
        maybeStartComputer();
    }

    private void showRecord() {
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
        if (lines.isEmpty()) lines.add("no moves yet");
        if (isOver()) lines.add("Result: " + outcome());
        panelTitle = "Record (" + state.rule().id() + " " + state.size() + "x" + state.size()
                + (gameId >= 0 ? ", game " + gameId : "") + ")";
        panel = lines;
    }

    private void showHelp() {
        panelTitle = "Keys (type, then Enter)";
        panel = List.of(
                "h8     play at h8 (H8 works too)",
                "q      computer moves for the side to move",
                "w      take back (your last move)",
                "p      pass",
                "r      show the game record",
                "n      new game; may add words:",
                "       freestyle|standard|renju 1-5",
                "       black|white hvc|hvh|cvc 15x15",
                "       clock clock=N noclock",
                "s      save (games are kept as played)",
                "l      list saved games, then a number",
                "v      VCF practice: v, v 1-4, v personal",
                "       v scan (missed wins in your games)",
                "h      this help",
                "x      quit");
    }

    // ---------------------------------------------------------------- the game

    private void startGame(TuiSettings next) {
        cancelSearch();
        settings = next;
        state = new GameState(next.size(), next.rule());
        endResult = null;
        endReason = null;
        turnStartMs = clock.getAsLong();
        gameId = -1;
        unsaved = false;
        maybeStartComputer();
    }

    /** Stores the move just played (a pass as -1, -1) and the result it produced. */
    private void afterMove(int x, int y) {
        turnStartMs = clock.getAsLong();
        int index = state.moveCount() - 1;
        write(() -> store.addMove(gameId, index, x, y, clock.getAsLong()));
        if (state.isOver()) {
            write(() -> store.setResult(gameId, resultForStore(), reasonForStore(), clock.getAsLong()));
            message = outcome();
        }
    }

    private void maybeStartComputer() {
        if (isOver() || pending != null || !settings.isComputer(state.sideToMove())) return;
        startSearch();
    }

    private void startSearch() {
        int[] moves = new int[state.moveCount()];
        for (int i = 0; i < moves.length; i++) moves[i] = state.move(i);
        pendingGeneration = generation;
        pending = computer.bestMove(state.size(), state.rule(), moves, settings.level());
    }

    private void applyComputerMove() {
        CompletableFuture<Integer> done = pending;
        pending = null;
        if (pendingGeneration != generation) return;
        int best;
        try {
            best = done.join();
        } catch (RuntimeException e) {
            message = "the computer failed to move: " + e.getMessage();
            return;
        }
        String who = Side.name(state.sideToMove());
        if (best == Pos.NONE || !Pos.onBoard(best, state.size())
                || state.play(Pos.x(best), Pos.y(best)) != MoveCheck.LEGAL) {
            message = "the computer found no move for " + who;
            return;
        }
        afterMove(Pos.x(best), Pos.y(best));
        if (!isOver()) message = "computer (" + who + ") played " + moveName(best);
        maybeStartComputer();
    }

    private void cancelSearch() {
        generation++;
        if (pending != null) {
            computer.stop();
            pending = null;
        }
    }

    /** Milliseconds left for the human to move, -1 when no clock runs (off, over, computer's turn). */
    private long clockMsLeft() {
        if (settings.clockSeconds() <= 0 || isOver() || pending != null || settings.isComputer(state.sideToMove()))
            return -1;
        return Math.max(0, turnStartMs + settings.clockSeconds() * 1000L - clock.getAsLong());
    }

    private void timeUp() {
        int loser = state.sideToMove();
        endResult = loser == Side.BLACK ? GameRecord.WHITE_WINS : GameRecord.BLACK_WINS;
        endReason = "time";
        write(() -> store.setResult(gameId, endResult, endReason, clock.getAsLong()));
        message = outcome();
    }

    private boolean isOver() {
        return endResult != null || state.isOver();
    }

    /** How the game ended, e.g. "black wins with five" or "white wins on time". */
    private String outcome() {
        if (endResult != null) {
            String winner = endResult.startsWith("B") ? "black" : endResult.startsWith("W") ? "white" : null;
            if (winner == null) return "draw";
            String how = "time".equals(endReason) ? "on time" : "resignation".equals(endReason)
                    ? "by resignation" : endReason == null ? "" : "(" + endReason + ")";
            return (winner + " wins " + how).strip();
        }
        int r = state.result();
        if (r == GameState.DRAW) return "draw: the board is full";
        if (r == GameState.ONGOING) return "game in progress";
        List<String> line = new ArrayList<>();
        for (int p : state.winningLine()) line.add(moveName(p));
        return Side.name(r) + " wins with five: " + String.join(" ", line);
    }

    /**
     * Runs a store write. A game gets its row with its first move (so starting the app and leaving
     * stores nothing), written whole, current result included. A failure marks the game unsaved
     * instead of ending the session.
     */
    private void write(Runnable work) {
        if (unsaved) return;
        try {
            if (gameId < 0)
                gameId = store.create(clock.getAsLong(), settings.mode(), state.rule(), state.size(), settings.level(),
                        humanSideForStore(), storedMoves(), resultForStore(), reasonForStore());
            else work.run();
        } catch (StoreException e) {
            unsaved = true;
            message = "could not write the game database (" + e.getMessage() + "); s tries again";
        }
    }

    private int humanSideForStore() {
        return settings.mode().equals("hvc") ? settings.humanSide() : -1;
    }

    private String resultForStore() {
        if (endResult != null) return endResult;
        int r = state.result();
        return r == Side.BLACK ? GameRecord.BLACK_WINS : r == Side.WHITE ? GameRecord.WHITE_WINS
                : r == GameState.DRAW ? GameRecord.DRAW : null;
    }

    private String reasonForStore() {
        if (endResult != null) return endReason;
        int r = state.result();
        return r == GameState.ONGOING ? null : r == GameState.DRAW ? "draw" : "five";
    }

    private List<int[]> storedMoves() {
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i < state.moveCount(); i++) {
            int m = state.move(i);
            moves.add(m == Pos.PASS ? new int[] {PASS_XY, PASS_XY} : new int[] {Pos.x(m), Pos.y(m)});
        }
        return moves;
    }

    private String moveName(int pos) {
        return pos == Pos.PASS ? "pass" : Notation.toLiterature(Pos.x(pos), Pos.y(pos), state.size());
    }

    // ---------------------------------------------------------------- the screen

    public SessionView view() {
        if (practice != null && practice.isActive()) return practice.view();
        int size = state.size();
        int[][] stones = new int[size][size];
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) stones[y][x] = state.stone(x, y);
        int last = state.moveCount() > 0 ? state.move(state.moveCount() - 1) : Pos.NONE;
        if (last == Pos.PASS) last = Pos.NONE;
        Set<Integer> line = new HashSet<>(state.winningLine());
        Map<Integer, Forbidden> forbidden = new HashMap<>();
        if (!isOver() && state.rule() == Rule.RENJU && state.sideToMove() == Side.BLACK)
            for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++) {
                    int pos = Pos.of(x, y);
                    if (state.stone(x, y) != 0) continue;
                    Forbidden f = state.board().forbidden(pos);
                    if (f != Forbidden.NONE) forbidden.put(pos, f);
                }
        String status = settings.describe() + (unsaved ? ", not saved (s to retry)"
                : gameId >= 0 ? ", game " + gameId : "");
        String turn;
        if (isOver()) turn = "Game over: " + outcome() + ". n: new game, w: take back";
        else {
            int side = state.sideToMove();
            String who = settings.mode().equals("hvc") ? (settings.isComputer(side) ? "computer" : "you") : null;
            turn = "Move " + (state.moveCount() + 1) + ", " + Side.name(side) + " to move"
                    + (who != null ? " (" + who + ")" : "") + (pending != null ? ": thinking ..." : "");
        }
        long leftMs = clockMsLeft();
        int clockLeft = leftMs < 0 ? -1 : (int) ((leftMs + 999) / 1000);
        return new SessionView(size, stones, last, line, forbidden, status, turn, message, panelTitle, panel,
                clockLeft, pending != null);
    }
}
