package gomoku.piskvork;

import gomoku.engine.api.SearchLimits;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
import java.util.Locale;

/**
 * What the manager has said with {@code INFO key value} lines, and what follows from it: the search
 * limits for the next move and the size of the transposition table. Values persist across games (the
 * manager sends limits once, before the first move). Unknown keys and values that do not parse are
 * ignored, as the protocol asks: the manager never reads a reply to INFO. Owned and mutated by the
 * brain's command thread only.
 */
final class BrainSettings {
    /** Per-move budget when the manager gives neither {@code timeout_turn} nor {@code time_left}. */
    static final long DEFAULT_TURN_MS = 5_000;
    /** Gomocup's memory limit, assumed when {@code max_memory} is 0 (no limit) or never sent. */
    static final long ASSUMED_MEMORY_BYTES = 350L << 20;
    /** What the JVM itself needs besides the table: heap for everything else, metaspace, code cache, stacks. */
    static final long JVM_ALLOWANCE_MB = 120;
    static final int MIN_HASH_MB = 8;
    static final int MAX_HASH_MB = 1024;
    /** {@code time_left} value that Piskvork sends for an unlimited game clock. */
    static final long UNLIMITED_TIME_LEFT = Integer.MAX_VALUE;
    static final int MAX_THREADS = 256;
    /**
     * The brain's own reserve on the turn clock, on top of the engine's margin: writing the reply
     * and JVM pauses (garbage collection, JIT compilation) the engine's clock does not see. Runs
     * with a 1 s turn overshot the engine's margin by up to ~60 ms without it. At most a tenth of
     * the turn, so that very short turns keep most of their budget.
     */
    static final long REPLY_RESERVE_MS = 50;
    static final int DEFAULT_THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());

    /** What an INFO line changed, so the brain knows what to re-apply. */
    enum Change { NONE, LIMITS, RULE, MEMORY, THREADS, EVALUATION }

    /** ms per move; -1 when never sent, 0 means "as fast as possible". */
    long turnMs = -1;
    /** ms for the whole game; 0 = unlimited. */
    long matchMs;
    /** ms left in the game; valid only when {@link #timeLeftKnown}; may be negative. */
    long timeLeftMs;
    boolean timeLeftKnown;
    /** bytes; 0 = no limit. */
    long maxMemoryBytes;
    int gameType;
    /** Lazy SMP threads: all cores unless {@code INFO thread_num} says otherwise (the engine issue's default). */
    int threads = DEFAULT_THREADS;
    int maxDepth;
    long maxNodes;
    Rule rule = Rule.FREESTYLE;
    /** {@code INFO evaluation auto|classical|network}: the engine's static evaluation (auto unless said). */
    Evaluation evaluation = Evaluation.AUTO;
    /** Set by an unsupported {@code INFO rule}; reported at the next non-INFO command, then cleared. */
    String ruleError;
    /** Folder for persistent files; null when the manager offers none. The brain keeps no files. */
    String folder;

    /** Applies one INFO line; {@code key} in any case. */
    Change apply(String key, String value) {
        String v = value.strip();
        switch (key.toLowerCase(Locale.ROOT)) {
            case "timeout_turn": {
                long ms = parseLong(v);
                if (ms < 0) return Change.NONE;
                turnMs = ms;
                return Change.LIMITS;
            }
            case "timeout_match": {
                long ms = parseLong(v);
                if (ms < 0) return Change.NONE;
                matchMs = ms;
                return Change.LIMITS;
            }
            case "time_left": {
                // May legitimately be negative (the manager's clock ran over); only garbage is ignored.
                if (!isInteger(v)) return Change.NONE;
                timeLeftMs = parseLong(v);
                timeLeftKnown = true;
                return Change.LIMITS;
            }
            case "max_memory": {
                long bytes = parseLong(v);
                if (bytes < 0) return Change.NONE;
                maxMemoryBytes = bytes;
                return Change.MEMORY;
            }
            case "game_type": {
                long type = parseLong(v);
                if (type < 0 || type > 3) return Change.NONE;
                gameType = (int) type;
                return Change.NONE;
            }
            case "rule": {
                if (!isInteger(v)) return Change.NONE;
                long code = parseLong(v);
                Rule r = code < 0 || code > Integer.MAX_VALUE ? null : Rule.fromGomocup((int) code);
                if (r == null) {
                    ruleError = "unsupported rule " + v + " (this brain plays freestyle, standard and renju)";
                    return Change.NONE;
                }
                ruleError = null;
                rule = r;
                return Change.RULE;
            }
            case "folder":
                folder = v.isEmpty() ? null : v;
                return Change.NONE;
            case "thread_num": {
                long n = parseLong(v);
                if (n < 1) return Change.NONE;
                threads = (int) Math.min(n, MAX_THREADS);
                return Change.THREADS;
            }
            case "max_depth": {
                long d = parseLong(v);
                if (d < 0) return Change.NONE;
                maxDepth = (int) Math.min(d, 1_000);
                return Change.LIMITS;
            }
            case "evaluation": {
                Evaluation e = Evaluation.parse(v);
                if (e == null) return Change.NONE;
                evaluation = e;
                return Change.EVALUATION;
            }
            case "max_node": {
                long n = parseLong(v);
                if (n < 0) return Change.NONE;
                maxNodes = n;
                return Change.LIMITS;
            }
            default:
                return Change.NONE;
        }
    }

    /**
     * Limits for the next move. {@code overheadMs} is the time already spent since the command was
     * read (queueing, replaying the position, engine setup); it is taken off both clocks so that the
     * engine's own safety margin is kept against the manager's clock, not against ours. The turn
     * clock also loses {@link #REPLY_RESERVE_MS}.
     */
    SearchLimits limits(long overheadMs) {
        long left = 0;
        if (timeLeftKnown && timeLeftMs < UNLIMITED_TIME_LEFT) left = Math.max(1, timeLeftMs);
        long turn;
        if (turnMs > 0) turn = turnMs;
        else if (turnMs == 0) turn = 1;               // "as fast as possible": the engine's minimum budget
        else turn = left > 0 || matchMs > 0 ? 0 : DEFAULT_TURN_MS;   // never search without any clock
        long spent = Math.max(0, overheadMs);
        if (turn > 1) turn = Math.max(1, turn - spent - Math.min(REPLY_RESERVE_MS, turn / 10));
        if (left > 0) left = Math.max(1, left - spent);
        return new SearchLimits(turn, matchMs, left, maxDepth, maxNodes);
    }

    /**
     * Transposition-table size in MB: half of what {@code max_memory} leaves after the JVM allowance,
     * within [{@link #MIN_HASH_MB}, {@link #MAX_HASH_MB}], and never more than half the heap the JVM
     * was given ({@code heapBytes}), because the table lives on the heap.
     */
    int hashMb(long heapBytes) {
        long memory = maxMemoryBytes > 0 ? maxMemoryBytes : ASSUMED_MEMORY_BYTES;
        long mb = ((memory >> 20) - JVM_ALLOWANCE_MB) / 2;
        if (heapBytes > 0) mb = Math.min(mb, (heapBytes >> 20) / 2);
        return (int) Math.max(MIN_HASH_MB, Math.min(MAX_HASH_MB, mb));
    }

    private static boolean isInteger(String v) {
        return v.matches("-?[0-9]{1,18}");
    }

    /** The value, or -1 when it is not a plain integer (every caller treats negatives as invalid). */
    private static long parseLong(String v) {
        return isInteger(v) ? Long.parseLong(v) : -1;
    }
}
