package gomoku.piskvork;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.api.SwapAdvisor;
import gomoku.engine.bench.Bench;
import gomoku.engine.board.Board;
import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.search.TimeManager;
import gomoku.piskvork.InputPump.InputLine;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.EnumSet;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A Piskvork / Gomocup brain: the Piskvork text protocol (START, RECTSTART, RESTART,
 * BEGIN, TURN, BOARD, INFO, END, ABOUT, TAKEBACK, PLAY, and SWAP2BOARD for swap2 openings), the Yixin commands YXBOARD, YXSTOP/STOP,
 * YXSHOWFORBID and YXHASHCLEAR, and the developer commands BENCH and SHOW, on a
 * {@link BufferedReader} and a {@link PrintWriter}, driving one {@link Engine}.
 *
 * <p>Threads: {@link #run} starts an {@link InputPump} that reads lines on its own thread and queues
 * them; the calling thread takes them one at a time, handles them and runs the searches, so the
 * position, the settings and the output are touched by that one thread only. The pump stops a
 * running search itself when STOP, YXSTOP or END arrives, or when the input ends; a guard on a
 * third thread enforces the move's deadline (see {@link #think}). Commands that arrive during a
 * search simply wait in the queue, so replies always come in command order.
 *
 * <p>Every line gets the reply the protocol asks for and nothing can end the loop except END or the
 * end of the input: an unknown command is answered {@code UNKNOWN}, a known one that cannot be carried
 * out {@code ERROR <why>} with the state left as it was, and INFO is never answered.
 *
 * <p>Start-up: the JVM's own start happens before START and is outside the brain's control (Gomocup
 * counts it against the match clock, not the turn clock). START allocates the transposition table
 * and, on a background thread, builds the pattern tables of the current rule (again when INFO rule
 * changes it), so the first move pays little for initialisation. Still, a cold JVM needs about half
 * a second for the first move of a game under the standard or renju rule (the engine's pattern
 * tables) and its first searches run interpreted: fine for Gomocup's 5 s and longer turns, not for
 * sub-second ones. The first moves of a game usually come from the opening book; the time spent
 * before the engine starts is measured and taken off the move's budget.
 *
 * <p>One session per {@link #run} call; an instance is not meant to run two sessions at once.
 */
public final class PiskvorkBrain {
    static final String NAME = "Gomoku Java Engine";
    static final String VERSION = "0.1.0";
    static final String ABOUT = "name=\"" + NAME + "\", version=\"" + VERSION
            + "\", author=\"gomoku project\", country=\"International\"";

    /** Limits for a search whose stop arrived before it started: one shallow iteration. */
    private static final SearchLimits STOPPED = new SearchLimits(1, 0, 0, 1, 0);
    /** How often the guard re-checks a running search's deadline and stop requests. */
    private static final long GUARD_PERIOD_MS = 5;

    /** Kinds of BOARD-style block being collected. DISCARD swallows a block that was refused up front. */
    private enum Block { BOARD, YXBOARD, SWAP2BOARD, DISCARD }

    /**
     * Nodes per position the swap2 judgement may spend for each millisecond of the turn: it judges up
     * to about 25 positions, and 6 nodes a millisecond each keeps the whole within a third of the
     * turn at the 500k nodes a second of one loaded core.
     */
    private static final long SWAP2_NODES_PER_MS = 6;
    private static final long SWAP2_MIN_NODES = 2_000, SWAP2_MAX_NODES = 50_000;

    private final EngineFactory engineFactory;
    private final BrainSettings settings = new BrainSettings();
    private final EnumSet<Rule> warmed = EnumSet.noneOf(Rule.class);

    /** Created on first need; read by the pump thread to stop it. */
    private volatile Engine engine;
    /** The thread count and hash size the engine was last asked for. */
    private int engineThreads;
    private int engineHashMb;
    private GameState game;
    private PrintWriter out;
    /** Runs the search guard (see {@link #think}); one daemon thread per session. */
    private ScheduledExecutorService clock;

    private Block block;
    private BoardListing listing;
    private Swap2Listing swap2Listing;
    /** Seeds the swap2 openings: the clock at the session's start, so that games differ. */
    private long swap2Seed;
    private long blockReadNanos;

    /** Searches of commands read before this line must stop (written by the pump thread only). */
    private volatile long stopSeq;
    /** Line number of the command whose search is running, or -1. */
    private volatile long searchingSeq = -1;
    /** Line number of the command whose search END interrupted: its move is not printed; or -1. */
    private volatile long silencedSeq = -1;

    public PiskvorkBrain() {
        this(EngineFactory.DEFAULT);
    }

    public PiskvorkBrain(EngineFactory engineFactory) {
        this.engineFactory = engineFactory;
    }

    /**
     * A brain whose static evaluation starts as {@code evaluation} instead of auto (the
     * command line's choice); {@code INFO evaluation} still changes it.
     */
    public PiskvorkBrain(EngineFactory engineFactory, Evaluation evaluation) {
        this(engineFactory);
        settings.evaluation = evaluation;
    }

    /**
     * Runs one session: reads commands from {@code in} and writes replies to {@code out} (flushed
     * after every line) until END or the end of the input. Never throws.
     *
     * <p>Lines are handled in order, so the replies depend only on the input, not on how fast it
     * arrives, with one deliberate exception: a search that is running when END is read is stopped
     * and its move is not printed (the manager is about to kill the process). Either END or the end
     * of the input stops the searches of all commands before it: those not yet started run one
     * shallow iteration, and their moves are printed.
     */
    public void run(BufferedReader in, PrintWriter out) {
        this.out = out;
        stopSeq = 0;
        searchingSeq = -1;
        silencedSeq = -1;
        block = null;
        swap2Seed = System.nanoTime();
        InputPump pump = new InputPump(in, new InputPump.Control() {
            @Override
            public void stopBefore(long seq) {
                requestStop(seq);
            }

            @Override
            public void endAt(long seq) {
                if (seq > stopSeq) stopSeq = seq;
                long running = searchingSeq;
                if (running >= 0) silencedSeq = running;
                requestStop(seq);
            }
        });
        Thread reader = new Thread(pump, "piskvork-input");
        reader.setDaemon(true);
        reader.start();
        clock = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "piskvork-clock");
            t.setDaemon(true);
            return t;
        });
        try {
            while (true) {
                InputLine line = pump.take();
                if (line == InputPump.EOF) return;
                if (InputPump.commandWord(line.text()).equals("END")) return;
                dispatch(line);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            clock.shutdownNow();
        }
    }

    /** On the pump thread: stop the running search if its command came before line {@code seq}. */
    private void requestStop(long seq) {
        if (seq > stopSeq) stopSeq = seq;
        long running = searchingSeq;
        Engine e = engine;
        if (running >= 0 && running < seq && e != null) e.stop();
    }

    private void dispatch(InputLine line) {
        try {
            handle(line);
        } catch (ProtocolException e) {
            reply("ERROR " + e.getMessage());
        } catch (RuntimeException | Error e) {
            // The brain must outlive its own bugs: report and carry on with the next command.
            reply("ERROR internal error: " + String.valueOf(e).replaceAll("[\\r\\n]+", " "));
        }
    }

    private void handle(InputLine line) {
        String text = line.text().strip();
        if (block != null) {
            blockLine(text, line);
            return;
        }
        if (text.isEmpty()) return;
        int split = 0;
        while (split < text.length() && !Character.isWhitespace(text.charAt(split))) split++;
        String token = text.substring(0, split);
        String word = token.toUpperCase(Locale.ROOT);
        String args = text.substring(split).strip();
        if (word.equals("INFO")) {
            info(args);
            return;
        }
        if (settings.ruleError != null) {
            // The manager ignores replies to INFO, so a rule we cannot play is
            // reported here, in place of this command's reply; the rule stays what it was.
            String error = settings.ruleError;
            settings.ruleError = null;
            if (word.equals("BOARD") || word.equals("YXBOARD") || word.equals("SWAP2BOARD")) openBlock(Block.DISCARD, line);
            throw new ProtocolException(error);
        }
        switch (word) {
            case "START": start(args); break;
            case "RECTSTART": rectStart(args); break;
            case "RESTART": restart(); break;
            case "BEGIN": begin(line); break;
            case "TURN": turn(args, line); break;
            case "BOARD": openBlock(Block.BOARD, line); break;
            case "YXBOARD": openBlock(Block.YXBOARD, line); break;
            case "SWAP2BOARD": openBlock(Block.SWAP2BOARD, line); break;
            case "PLAY": play(args); break;
            case "TAKEBACK": takeBack(args); break;
            case "ABOUT": reply(ABOUT); break;
            case "YXSHOWFORBID": reply(forbiddenPoints()); break;
            case "YXHASHCLEAR": hashClear(); break;
            case "BENCH": bench(args); break;
            case "SHOW": show(); break;
            case "DONE": throw new ProtocolException("DONE without BOARD");
            default: reply("UNKNOWN " + token); break;
        }
    }

    static String printable(String line) {
        StringBuilder b = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean bad = Character.isISOControl(c) || c == '\u2028' || c == '\u2029'
                    || Character.getType(c) == Character.FORMAT || Character.isSurrogate(c)
                    && !(Character.isHighSurrogate(c) && i + 1 < line.length() && Character.isLowSurrogate(line.charAt(i + 1))
                    || Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(line.charAt(i - 1)));
            if (bad && b == null) b = new StringBuilder(line.substring(0, i));
            if (b != null) b.append(bad ? '?' : c);
        }
        return b == null ? line : b.toString();
    }

    // ---------------------------------------------------------------- game set-up

    private void start(String args) {
        int size = Fields.parseOne(args, "a board size");
        checkSize(size);
        newGame(size);
        reply("OK");
    }

    private void rectStart(String args) {
        int[] wh = Fields.parse(args, 2, "width,height");
        if (wh[0] != wh[1]) throw new ProtocolException("rectangular boards are not supported");
        checkSize(wh[0]);
        newGame(wh[0]);
        reply("OK");
    }

    private void restart() {
        newGame(requireGame().size());
        reply("OK");
    }

    private static void checkSize(int size) {
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE)
            throw new ProtocolException("board size " + size + " is not supported (" + Pos.MIN_SIZE + " to "
                    + Pos.MAX_SIZE + ")");
    }

    /** Initialisation (not on the turn clock): empty board, table allocated or cleared, tables warmed. */
    private void newGame(int size) {
        game = new GameState(size, settings.rule);
        if (engine == null) engine();
        else engine.newGame();
        warm(settings.rule);
    }

    private GameState requireGame() {
        if (game == null) throw new ProtocolException("no game: send START first");
        return game;
    }

    // ---------------------------------------------------------------- moves

    private void begin(InputLine line) {
        requireGame();
        answer(line.seq(), line.readNanos());
    }

    private void turn(String args, InputLine line) {
        GameState g = requireGame();
        int[] xy = Fields.parse(args, 2, "x,y");
        MoveCheck check = g.play(xy[0], xy[1]);
        if (check != MoveCheck.LEGAL) throw new ProtocolException(xy[0] + "," + xy[1] + ": " + check.message);
        answer(line.seq(), line.readNanos());
    }

    /** PLAY x,y: the manager imposes the brain's move (after SUGGEST); it is echoed. */
    private void play(String args) {
        GameState g = requireGame();
        int[] xy = Fields.parse(args, 2, "x,y");
        MoveCheck check = g.play(xy[0], xy[1]);
        if (check != MoveCheck.LEGAL) throw new ProtocolException(xy[0] + "," + xy[1] + ": " + check.message);
        reply(xy[0] + "," + xy[1]);
    }

    private void takeBack(String args) {
        GameState g = requireGame();
        int[] xy = Fields.parse(args, 2, "x,y");
        int last = g.moveCount() > 0 ? g.move(g.moveCount() - 1) : Pos.NONE;
        if (!Pos.onBoard(xy[0], xy[1], g.size()) || last != Pos.of(xy[0], xy[1]))
            throw new ProtocolException(xy[0] + "," + xy[1] + " is not the last stone played");
        g.undo();
        reply("OK");
    }

    /**
     * Searches the current position and plays and prints the move. {@code seq} is the line that asked
     * (for stops), {@code readNanos} when the request was read (the turn clock started then).
     */
    private void answer(long seq, long readNanos) {
        GameState g = requireGame();
        if (g.isOver())
            throw new ProtocolException(g.result() == GameState.DRAW ? "the board is full" : "the game is over");
        int move = think(g, seq, readNanos);
        if (silencedSeq == seq) return;     // END arrived during the search: the manager wants silence
        int pos = playOwn(g, move);
        if (pos == Pos.NONE) {
            // Renju black with only forbidden points left: Gomocup renju has no pass, so answer a
            // foul (a loss under the rules, which the manager scores) rather than leave it waiting.
            pos = firstFoul(g);
            reply("MESSAGE only forbidden points are left for black: playing one loses the game");
        }
        reply(SearchReport.move(pos));
    }

    /**
     * Runs the engine on the current position and returns its move. A guard on the clock thread
     * stops the search when the manager asks (STOP, YXSTOP, END, end of input) and at the hard
     * deadline, which the brain computes itself from the moment the command was read: the engine
     * starts its own clock only when its main search starts, after set-up and a quick VCF check,
     * and it forgets a stop that arrives before then. So the guard keeps repeating the stop until
     * the search returns.
     */
    private int think(GameState g, long seq, long readNanos) {
        Engine e = engine();
        SearchLimits limits = settings.limits((System.nanoTime() - readNanos) / 1_000_000);
        // Publish the search before looking at stopSeq: the pump writes stopSeq before it reads
        // searchingSeq, so one of the two sides always sees the other.
        searchingSeq = seq;
        ScheduledFuture<?> guard = null;
        try {
            if (stopSeq > seq) limits = STOPPED;
            long maximumMs = TimeManager.of(limits).maximumMs;
            boolean timed = maximumMs != Long.MAX_VALUE;
            long deadline = timed ? System.nanoTime() + maximumMs * 1_000_000 : 0;
            guard = clock.scheduleAtFixedRate(() -> {
                // nanoTime may be negative: compare differences, never absolute values.
                if (stopSeq > seq || timed && System.nanoTime() - deadline >= 0) e.stop();
            }, GUARD_PERIOD_MS, GUARD_PERIOD_MS, TimeUnit.MILLISECONDS);
            SearchListener listener = info -> {
                if (silencedSeq != seq) reply(SearchReport.message(info));
            };
            return e.search(g, limits, null, listener).bestMove();
        } finally {
            if (guard != null) guard.cancel(false);
            searchingSeq = -1;
        }
    }

    /**
     * Plays the engine's move; should it be refused, the first legal point instead; {@link Pos#NONE}
     * (nothing played) when there is no legal point.
     */
    private static int playOwn(GameState g, int move) {
        if (move != Pos.NONE && move != Pos.PASS && g.play(Pos.x(move), Pos.y(move)) == MoveCheck.LEGAL) return move;
        for (int y = 0; y < g.size(); y++)
            for (int x = 0; x < g.size(); x++)
                if (g.play(x, y) == MoveCheck.LEGAL) return Pos.of(x, y);
        return Pos.NONE;
    }

    /**
     * The first point the side to move may not play because of a renju foul; the board keeps it
     * off, since the foul ends the game. A game that is not over always has one when it has no
     * legal point (the board is not full).
     */
    private static int firstFoul(GameState g) {
        for (int y = 0; y < g.size(); y++)
            for (int x = 0; x < g.size(); x++)
                if (g.check(x, y).isForbidden()) return Pos.of(x, y);
        throw new ProtocolException("no legal move");
    }

    // ---------------------------------------------------------------- BOARD / YXBOARD blocks

    private void openBlock(Block kind, InputLine line) {
        block = kind;
        listing = new BoardListing();
        swap2Listing = new Swap2Listing();
        blockReadNanos = line.readNanos();
    }

    private void blockLine(String text, InputLine line) {
        if (text.isEmpty()) return;
        if (!text.equalsIgnoreCase("DONE")) {
            if (block == Block.SWAP2BOARD) swap2Listing.add(text);
            else if (block != Block.DISCARD) listing.add(text);
            return;
        }
        Block kind = block;
        BoardListing stones = listing;
        Swap2Listing opening = swap2Listing;
        block = null;
        listing = null;
        swap2Listing = null;
        if (kind == Block.DISCARD) return;
        if (kind == Block.SWAP2BOARD) {
            swap2(opening.build(requireGame().size(), settings.rule), line.seq(), blockReadNanos);
            return;
        }
        GameState g = stones.build(requireGame().size(), settings.rule);
        game = g;
        if (kind == Block.BOARD) answer(line.seq(), blockReadNanos);
    }

    // ---------------------------------------------------------------- SWAP2BOARD

    /**
     * Answers a swap2 stage (see {@link SwapAdvisor}): on an empty board three stones (black, white,
     * black); on three, {@code SWAP} (the brain takes black), the fourth move (it stays white) or the
     * fourth and fifth stones (the opponent chooses); on five, {@code SWAP} or the sixth move. The
     * position, with the stones the brain placed, becomes the game; the manager follows with a BOARD.
     */
    private void swap2(GameState opening, long seq, long readNanos) {
        game = opening;
        Engine e = engine();
        long maximumMs = TimeManager.of(settings.limits((System.nanoTime() - readNanos) / 1_000_000)).maximumMs;
        SwapAdvisor advisor = new SwapAdvisor(e, swap2Nodes(maximumMs), swap2Seed++);
        // Placing stones stops judging candidates after half the turn, leaving room for the answer.
        if (maximumMs != Long.MAX_VALUE) advisor.setDeadline(readNanos + maximumMs * 500_000);
        int size = opening.size();
        Rule rule = opening.rule();
        int[] moves = Engine.movesOf(opening);
        int[] stones;
        if (moves.length == 0) stones = advisor.openThree(size, rule);
        else {
            SwapAdvisor.Decision d = moves.length == 3 ? advisor.afterThree(size, rule, moves, true)
                    : advisor.afterFive(size, rule, moves);
            reply("MESSAGE swap2: white to move judged " + d.value());
            if (d.take() == SwapAdvisor.Take.BLACK) {
                reply("SWAP");
                return;
            }
            if (d.take() == SwapAdvisor.Take.WHITE) {
                answer(seq, readNanos);
                return;
            }
            stones = d.stones();
        }
        StringBuilder b = new StringBuilder();
        for (int m : stones) {
            opening.play(Pos.x(m), Pos.y(m));
            if (b.length() > 0) b.append(' ');
            b.append(SearchReport.move(m));
        }
        reply(b.toString());
    }

    /** Nodes per judged position: a share of the turn's {@code maximumMs}, or the advisor's default without a limit. */
    private static long swap2Nodes(long maximumMs) {
        if (maximumMs == Long.MAX_VALUE) return SwapAdvisor.DEFAULT_NODES;
        return Math.max(SWAP2_MIN_NODES, Math.min(SWAP2_MAX_NODES, maximumMs * SWAP2_NODES_PER_MS));
    }

    // ---------------------------------------------------------------- INFO and engine settings

    private void info(String args) {
        int split = 0;
        while (split < args.length() && !Character.isWhitespace(args.charAt(split))) split++;
        String key = args.substring(0, split);
        String value = args.substring(split).strip();
        switch (settings.apply(key, value)) {
            case RULE: ruleChanged(); break;
            case MEMORY:
            case THREADS: resizeEngine(); break;
            case EVALUATION: if (engine != null) engine.setEvaluation(settings.evaluation); break;
            default: break;
        }
    }

    /** The new rule applies to the game in progress too: its moves are replayed under it. */
    private void ruleChanged() {
        Rule rule = settings.rule;
        warm(rule);
        if (game == null || game.rule() == rule) return;
        GameState replay = new GameState(game.size(), rule);
        for (int i = 0; i < game.moveCount(); i++) {
            int move = game.move(i);
            // A move the new rule refuses (a renju foul) ends the replay: the rest cannot follow it.
            boolean done = move == Pos.PASS ? replay.pass() : replay.play(Pos.x(move), Pos.y(move)) == MoveCheck.LEGAL;
            if (!done) break;
        }
        game = replay;
    }

    private Engine engine() {
        Engine e = engine;
        if (e == null) {
            engineThreads = settings.threads;
            engineHashMb = settings.hashMb(Runtime.getRuntime().maxMemory());
            e = engineFactory.create(engineThreads, engineHashMb);
            e.setEvaluation(settings.evaluation);
            engine = e;
        }
        return e;
    }

    private void resizeEngine() {
        Engine e = engine;
        if (e == null) return;     // created later with the current settings
        int hashMb = settings.hashMb(Runtime.getRuntime().maxMemory());
        if (hashMb != engineHashMb) {
            engineHashMb = hashMb;
            e.setHashSizeMb(hashMb);
        }
        if (settings.threads != engineThreads) {
            engineThreads = settings.threads;
            e.setThreads(engineThreads);
        }
    }

    private void hashClear() {
        Engine e = engine;
        if (e != null) e.newGame();
    }

    /** Builds the rule's pattern tables off the turn clock; a search that needs them first waits for them. */
    private void warm(Rule rule) {
        if (!warmed.add(rule)) return;
        Thread t = new Thread(() -> new Board(Pos.MIN_SIZE, rule), "piskvork-warmup-" + rule.id());
        t.setDaemon(true);
        t.start();
    }

    // ---------------------------------------------------------------- developer commands (not in the protocol)

    /** BENCH [depth]: the engine's fixed benchmark, reported as MESSAGE lines. */
    private void bench(String args) {
        int depth = args.isEmpty() ? Bench.DEFAULT_DEPTH : Fields.parseOne(args, "a bench depth");
        if (depth < 1 || depth > 20) throw new ProtocolException("bench depth must be 1 to 20");
        Bench.Report report = Bench.run(depth);
        for (String line : report.lines()) reply("MESSAGE " + line);
        reply("MESSAGE Nodes searched: " + report.nodes());
        reply("MESSAGE Time: " + report.timeMs() + " ms, nps " + report.nps());
        reply("MESSAGE Make/undo per second: " + report.makeUndoPerSecond());
    }

    /** SHOW: the position as MESSAGE lines, X black, O white, one row per line, top row first. */
    private void show() {
        GameState g = requireGame();
        reply("MESSAGE " + g.rule().id() + " " + g.size() + "x" + g.size() + ", " + g.moveCount() + " moves, "
                + Side.name(g.sideToMove()) + " to move");
        for (int y = 0; y < g.size(); y++) {
            StringBuilder row = new StringBuilder("MESSAGE ");
            if (y < 10) row.append('0');
            row.append(y);
            for (int x = 0; x < g.size(); x++) {
                int cell = g.stone(x, y);
                row.append(' ').append(cell == Side.BLACK + 1 ? 'X' : cell == Side.WHITE + 1 ? 'O' : '.');
            }
            reply(row.toString());
        }
    }

    // ---------------------------------------------------------------- output

    /**
     * {@code FORBID } followed by black's renju forbidden points, each as two-digit x then two-digit
     * y, column by column, and a final dot; just {@code FORBID .} under other rules.
     */
    private String forbiddenPoints() {
        StringBuilder sb = new StringBuilder("FORBID ");
        GameState g = game;
        if (g != null && g.rule() == Rule.RENJU) {
            Board b = g.board();
            for (int x = 0; x < g.size(); x++)
                for (int y = 0; y < g.size(); y++) {
                    int pos = Pos.of(x, y);
                    if (b.isEmpty(pos) && b.forbidden(pos) != Forbidden.NONE)
                        sb.append(x < 10 ? "0" : "").append(x).append(y < 10 ? "0" : "").append(y);
                }
        }
        return sb.append('.').toString();
    }

    /**
     * Prints one line. Replies may echo what the manager sent (an unknown command, a bad argument);
     * control characters and line separators in it become '?', so every reply stays one clean line.
     */
    private void reply(String line) {
        out.print(printable(line));
        out.print('\n');
        out.flush();
    }
}
