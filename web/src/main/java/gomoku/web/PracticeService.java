package gomoku.web;

import gomoku.engine.core.Pos;
import gomoku.game.notation.Notation;
import gomoku.game.puzzle.PersonalPuzzle;
import gomoku.game.puzzle.Practice;
import gomoku.game.puzzle.Progress;
import gomoku.game.puzzle.Puzzle;
import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import gomoku.web.dto.PracticeViews;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * VCF practice for the web app, without HTTP: hands out puzzles (by id, by level, the next unsolved
 * one, or from the personal set), runs a {@link Practice} per session, and records solves in the
 * {@link SqliteProgressStore}. There is no undo, save or replay while practising, so none is offered.
 *
 * <p>Sessions live in memory with {@link AtomicLong} ids; each is changed under its own monitor.
 * Progress is read, changed and written under {@code progressLock}, so two sessions solving at once
 * cannot lose a solve. Refusals are {@link ApiException}s thrown before anything changed.
 */
public final class PracticeService {
    public static final String PERSONAL = "personal";
    /** Sessions kept in memory; the oldest are dropped beyond this (a player has one or two open). */
    static final int MAX_SESSIONS = 256;

    private final PuzzleCollection puzzles;
    private final SqliteProgressStore store;
    private final GameStore games;
    private final Clock clock;
    private final Map<Long, Session> sessions = new ConcurrentHashMap<>();
    /**
     * Session ids start at a random point of a 2^52 range, so that servers sharing one database hand
     * out different ids and a session asked of the wrong server is not found rather than confused
     * with another (a practice session lives on the server that made it: put sticky sessions in front).
     */
    private final AtomicLong nextId = new AtomicLong(new java.security.SecureRandom().nextLong() >>> 12);
    private final Object progressLock = new Object();

    private static final class Session {
        final long id;
        final String set;
        final Practice practice;
        final PersonalPuzzle personal;
        Integer openedLevel;
        boolean gaveUp;

        Session(long id, String set, Practice practice, PersonalPuzzle personal) {
            this.id = id;
            this.set = set;
            this.practice = practice;
            this.personal = personal;
        }
    }

    public PracticeService(PuzzleCollection puzzles, SqliteProgressStore store, GameStore games, Clock clock) {
        this.puzzles = puzzles;
        this.store = store;
        this.games = games;
        this.clock = clock;
    }

    // ---------------------------------------------------------------- starting

    /** A session on the puzzle with this id (bundled or personal); the level must be open. */
    public PracticeViews.Session startPuzzle(String puzzleId) {
        Optional<Puzzle> bundled = puzzles.byId(puzzleId);
        if (bundled.isPresent()) {
            Puzzle p = bundled.get();
            if (!progress().isUnlocked(p.level()))
                throw new ApiException(ErrorCode.LEVEL_LOCKED, "level " + p.level() + " is not open yet",
                        Map.of("level", p.level(), "solves", Progress.SOLVES_TO_ADVANCE));
            return open(String.valueOf(p.level()), p, null);
        }
        for (PersonalPuzzle pp : store.personalPuzzles())
            if (pp.puzzle().id().equals(puzzleId)) return open(PERSONAL, pp.puzzle(), pp);
        throw new ApiException(ErrorCode.PUZZLE_NOT_FOUND, "no puzzle " + puzzleId, Map.of("id", puzzleId));
    }

    /** The first unsolved puzzle at an open level (all solved: the one with the slowest best time). */
    public PracticeViews.Session startLevel(int level) {
        if (level < Puzzle.MIN_LEVEL || level > Puzzle.MAX_LEVEL)
            throw new ApiException(ErrorCode.BAD_REQUEST, "level must be " + Puzzle.MIN_LEVEL + " to " + Puzzle.MAX_LEVEL);
        Progress progress = progress();
        if (!progress.isUnlocked(level))
            throw new ApiException(ErrorCode.LEVEL_LOCKED, "level " + level + " opens after "
                    + Progress.SOLVES_TO_ADVANCE + " solves at level " + (level - 1),
                    Map.of("level", level, "solves", Progress.SOLVES_TO_ADVANCE));
        Puzzle p = pick(puzzles.atLevel(level), progress);
        if (p == null) throw new ApiException(ErrorCode.NO_PUZZLE, "there are no puzzles at level " + level,
                Map.of("set", String.valueOf(level)));
        return open(String.valueOf(level), p, null);
    }

    /** The next unsolved puzzle: at the highest open level, else a lower one, else any. */
    public PracticeViews.Session startNext() {
        Progress progress = progress();
        for (int level = progress.unlockedLevel(); level >= Puzzle.MIN_LEVEL; level--)
            for (Puzzle p : puzzles.atLevel(level))
                if (!progress.isSolved(p.id())) return open(String.valueOf(level), p, null);
        return startLevel(progress.unlockedLevel());
    }

    /** The next unsolved personal puzzle (all solved: the slowest). */
    public PracticeViews.Session startPersonal() {
        List<PersonalPuzzle> personal = store.personalPuzzles();
        Progress progress = progress();
        List<Puzzle> list = new ArrayList<>();
        for (PersonalPuzzle pp : personal) list.add(pp.puzzle());
        Puzzle p = pick(list, progress);
        if (p == null)
            throw new ApiException(ErrorCode.NO_PUZZLE, "no personal puzzles yet: scan your finished games first",
                    Map.of("set", PERSONAL));
        for (PersonalPuzzle pp : personal) if (pp.puzzle() == p) return open(PERSONAL, p, pp);
        throw new IllegalStateException("picked puzzle vanished");
    }

    // ---------------------------------------------------------------- playing

    public PracticeViews.Session get(long id) {
        Session s = session(id);
        synchronized (s) {
            return view(s);
        }
    }

    /** Plays the attacker's move; refusals (off the board, occupied, forbidden, solved) change nothing. */
    public PracticeViews.MoveResult move(long id, int x, int y) {
        Session s = session(id);
        synchronized (s) {
            Practice practice = s.practice;
            int size = practice.puzzle().size();
            if (!Pos.onBoard(x, y, size))
                throw new ApiException(ErrorCode.INVALID_POSITION, "(" + x + "," + y + ") is off the board",
                        Map.of("x", x, "y", y));
            if (practice.isSolved())
                throw new ApiException(ErrorCode.PUZZLE_FINISHED, "the puzzle is already solved");
            if (practice.stone(x, y) != 0)
                throw new ApiException(ErrorCode.POSITION_OCCUPIED, Notation.toLiterature(x, y, size) + " is occupied",
                        Map.of("point", Notation.toLiterature(x, y, size)));
            Practice.Outcome outcome = practice.play(x, y);
            // Only a foul is left to refuse here: the checks above answered the rest.
            if (outcome.result() == Practice.Result.INVALID)
                throw new ApiException(ErrorCode.of(outcome.refusal()), outcome.message(),
                        Map.of("point", Notation.toLiterature(x, y, size), "kind", outcome.refusal().id));
            if (outcome.result() == Practice.Result.WON && !s.gaveUp) recordSolve(s);
            // A wrong move is refused without the answer: the player asks for it with hints.
            boolean rejected = outcome.result() == Practice.Result.REJECTED;
            String message = rejected ? outcome.message().replaceFirst("; the winning move is .*$", "") : outcome.message();
            return new PracticeViews.MoveResult(outcome.result().name(), PracticeSessionViews.point(outcome.reply(), size),
                    null, outcome.reason(), message, view(s));
        }
    }

    /** The next hint: first the area, then the move. */
    public PracticeViews.Hint hint(long id) {
        Session s = session(id);
        synchronized (s) {
            if (s.practice.isSolved()) throw new ApiException(ErrorCode.PUZZLE_FINISHED, "the puzzle is already solved");
            Practice.Hint h = s.practice.hint();
            int size = s.practice.puzzle().size();
            return new PracticeViews.Hint(h.level(), PracticeSessionViews.point(h.from(), size),
                    PracticeSessionViews.point(h.to(), size), view(s));
        }
    }

    /**
     * The player gives up: the answer (the move, as the second hint shows it) and the streak ends. The
     * puzzle may still be played out, but finishing it no longer counts as a solve.
     */
    public PracticeViews.Hint giveUp(long id) {
        Session s = session(id);
        synchronized (s) {
            if (s.practice.isSolved()) throw new ApiException(ErrorCode.PUZZLE_FINISHED, "the puzzle is already solved");
            Practice.Hint h = s.practice.hint();
            if (h.level() < 2) h = s.practice.hint();
            if (!s.gaveUp) {
                s.gaveUp = true;
                synchronized (progressLock) {
                    Progress p = store.load();
                    p.recordFailure();
                    store.save(p);
                }
            }
            int size = s.practice.puzzle().size();
            return new PracticeViews.Hint(h.level(), PracticeSessionViews.point(h.from(), size),
                    PracticeSessionViews.point(h.to(), size), view(s));
        }
    }

    // ---------------------------------------------------------------- progress and sets

    public PracticeViews.Progress progressView() {
        Progress p = progress();
        List<PracticeViews.Level> levels = new ArrayList<>();
        for (int level = Puzzle.MIN_LEVEL; level <= Puzzle.MAX_LEVEL; level++) {
            int solved = 0;
            List<Puzzle> at = puzzles.atLevel(level);
            for (Puzzle q : at) if (p.isSolved(q.id())) solved++;
            levels.add(new PracticeViews.Level(level, at.size(), solved, p.isUnlocked(level)));
        }
        List<PersonalPuzzle> personal = store.personalPuzzles();
        int personalSolved = 0;
        for (PersonalPuzzle pp : personal) if (p.isSolved(pp.puzzle().id())) personalSolved++;
        List<PracticeViews.Best> best = new ArrayList<>();
        for (Progress.Solve s : p.solves())
            best.add(new PracticeViews.Best(s.puzzleId(), s.level(), s.bestTime().toMillis(),
                    puzzles.byId(s.puzzleId()).isPresent() ? String.valueOf(s.level()) : PERSONAL, number(s.puzzleId(), personal)));
        best.sort(Comparator.comparingInt(PracticeViews.Best::level).thenComparing(PracticeViews.Best::puzzleId));
        return new PracticeViews.Progress(p.unlockedLevel(), Puzzle.MAX_LEVEL, Progress.SOLVES_TO_ADVANCE, p.streak(),
                p.solvedCount(), levels, personal.size(), personalSolved, best);
    }

    /** The puzzles of a set: "1" to "4" or "personal". */
    public List<PracticeViews.Item> list(String set) {
        Progress p = progress();
        List<PracticeViews.Item> items = new ArrayList<>();
        if (PERSONAL.equals(set)) {
            for (PersonalPuzzle pp : store.personalPuzzles())
                items.add(PracticeSessionViews.item(pp.puzzle(), p, false, pp));
            return items;
        }
        int level;
        try {
            level = Integer.parseInt(set);
        } catch (NumberFormatException e) {
            level = -1;
        }
        if (level < Puzzle.MIN_LEVEL || level > Puzzle.MAX_LEVEL)
            throw new ApiException(ErrorCode.BAD_REQUEST, "set must be 1 to 4 or personal");
        for (Puzzle q : puzzles.atLevel(level)) items.add(PracticeSessionViews.item(q, p, !p.isUnlocked(level), null));
        return items;
    }

    /** Searches the finished games not searched yet for missed VCFs and adds them as personal puzzles. */
    public PracticeViews.Scan scanGames() {
        SqliteProgressStore.ScanResult r = store.scanGames(games);
        return new PracticeViews.Scan(r.gamesScanned(), r.added(), r.total());
    }

    // ---------------------------------------------------------------- inside

    private PracticeViews.Session open(String set, Puzzle puzzle, PersonalPuzzle personal) {
        long id = nextId.incrementAndGet();
        Session s = new Session(id, set, new Practice(puzzle, clock), personal);
        sessions.put(id, s);
        if (sessions.size() > MAX_SESSIONS) sessions.remove(id - MAX_SESSIONS);
        synchronized (s) {
            return view(s);
        }
    }

    private Session session(long id) {
        Session s = sessions.get(id);
        if (s == null) throw new ApiException(ErrorCode.SESSION_NOT_FOUND, "no practice session " + id);
        return s;
    }

    private void recordSolve(Session s) {
        synchronized (progressLock) {
            Progress p = store.load();
            boolean opened = p.recordSolve(s.practice.puzzle(), s.practice.elapsed(), s.practice.mistakes());
            store.save(p);
            if (opened) s.openedLevel = p.unlockedLevel();
        }
    }

    private Progress progress() {
        synchronized (progressLock) {
            return store.load();
        }
    }

    private static Puzzle pick(List<Puzzle> list, Progress progress) {
        Puzzle slowest = null;
        for (Puzzle p : list) {
            if (!progress.isSolved(p.id())) return p;
            if (slowest == null || progress.bestTime(p.id()).orElseThrow()
                    .compareTo(progress.bestTime(slowest.id()).orElseThrow()) > 0) slowest = p;
        }
        return slowest;
    }

    private PracticeViews.Session view(Session s) {
        String puzzleId = s.practice.puzzle().id();
        Long best = progressBest(puzzleId);
        return PracticeSessionViews.session(s.id, s.set, s.practice, s.personal, s.openedLevel, best,
                number(puzzleId, s.personal == null ? List.of() : store.personalPuzzles()));
    }

    /** A puzzle's place in its set, from 1: among its level's puzzles, else among the personal ones; 0 if neither. */
    private int number(String puzzleId, List<PersonalPuzzle> personal) {
        Puzzle bundled = puzzles.byId(puzzleId).orElse(null);
        List<String> ids = bundled != null ? puzzles.atLevel(bundled.level()).stream().map(Puzzle::id).toList()
                : personal.stream().map(pp -> pp.puzzle().id()).toList();
        return ids.indexOf(puzzleId) + 1;
    }

    private Long progressBest(String puzzleId) {
        return progress().bestTime(puzzleId).map(d -> d.toMillis()).orElse(null);
    }
}
