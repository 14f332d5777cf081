package gomoku.tui;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.puzzle.PersonalPuzzle;
import gomoku.game.puzzle.Practice;
import gomoku.game.puzzle.Progress;
import gomoku.game.puzzle.Puzzle;
import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import gomoku.game.store.StoreException;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * VCF practice in the terminal app, without the terminal: picks puzzles (a level, the next unsolved
 * one, a puzzle id, or the personal set made from the player's missed wins), runs one {@link Practice}
 * at a time, records solves in the {@link SqliteProgressStore}, and describes the screen as a
 * {@link SessionView}. Moves only go forward: there is no undo, save or replay while practising.
 *
 * <p>The marked point (in parentheses on the board) is the engine's reply after an accepted move,
 * the right move after a wrong one, or the hinted move. Only the front end's thread calls it. Bad
 * input sets the message and changes nothing.
 */
public final class TuiPractice {
    private final PuzzleCollection puzzles;
    private final SqliteProgressStore progress;
    private final GameStore games;
    private final Clock clock;
    private Practice practice;
    private PersonalPuzzle personal;
    private boolean gaveUp;
    private int marked = Pos.NONE;
    private String message = "";
    private String hintText = "";

    public TuiPractice(PuzzleCollection puzzles, SqliteProgressStore progress, GameStore games, Clock clock) {
        this.puzzles = puzzles;
        this.progress = progress;
        this.games = games;
        this.clock = clock;
    }

    public boolean isActive() {
        return practice != null;
    }

    /** The puzzle being practised, or null. */
    public Practice practice() {
        return practice;
    }

    public String message() {
        return message;
    }

    /**
     * Starts practising: no words for the next unsolved puzzle, a level {@code 1}-{@code 4}, {@code next},
     * {@code personal}, {@code scan} (look for missed wins in the finished games), or a puzzle id.
     * Returns false (with the reason in {@link #message()}) when nothing was started.
     */
    public boolean start(String words) {
        String w = words == null ? "" : words.strip();
        String lower = w.toLowerCase(Locale.ROOT);
        try {
            Progress p = progress.load();
            if (lower.isEmpty() || lower.equals("next")) return begin(next(p), null, "");
            if (lower.matches("\\d{1,3}")) {
                int level = Integer.parseInt(lower);
                if (level < Puzzle.MIN_LEVEL || level > Puzzle.MAX_LEVEL) return fail("levels are 1 to 4");
                if (!p.isUnlocked(level))
                    return fail("level " + level + " is locked: solve " + Progress.SOLVES_TO_ADVANCE
                            + " puzzles at level " + (level - 1) + " first");
                Puzzle q = pick(puzzles.atLevel(level), p);
                return q == null ? fail("there are no puzzles at level " + level) : begin(q, null, "");
            }
            if (lower.equals("personal")) {
                List<PersonalPuzzle> list = progress.personalPuzzles();
                List<Puzzle> plain = new ArrayList<>();
                for (PersonalPuzzle pp : list) plain.add(pp.puzzle());
                Puzzle q = pick(plain, p);
                if (q == null) return fail("no personal puzzles yet: v scan looks for wins you missed in your games");
                for (PersonalPuzzle pp : list) if (pp.puzzle() == q) return begin(q, pp, "");
            }
            if (lower.equals("scan")) {
                SqliteProgressStore.ScanResult r = progress.scanGames(games);
                return fail(r.gamesScanned() + " finished game(s) searched, " + r.added() + " new personal puzzle(s), "
                        + r.total() + " in all; v personal practises them");
            }
            if (w.matches("[A-Za-z0-9_-]{1,64}")) {
                Puzzle q = null;
                for (Puzzle c : puzzles.puzzles()) if (c.id().equalsIgnoreCase(w)) q = c;
                if (q != null) {
                    if (!p.isUnlocked(q.level())) return fail("level " + q.level() + " is locked");
                    return begin(q, null, "");
                }
                for (PersonalPuzzle pp : progress.personalPuzzles())
                    if (pp.puzzle().id().equalsIgnoreCase(w)) return begin(pp.puzzle(), pp, "");
            }
            return fail("no puzzle '" + w + "': v, v 1-4, v next, v personal, v scan or v PUZZLE-ID");
        } catch (StoreException e) {
            return fail("the practice database failed: " + e.getMessage());
        }
    }

    /** Handles a line while practising; returns false when the player left practice. */
    public boolean handle(String line) {
        String text = line.strip();
        String lower = text.toLowerCase(Locale.ROOT);
        String word = lower.split("\\s+", 2)[0];
        String rest = lower.length() > word.length() ? text.substring(word.length()).strip() : "";
        message = "";
        if (lower.matches("[a-z]\\d{1,3}")) {
            play(lower);
            return true;
        }
        switch (word) {
            case "t", "hint" -> hint();
            case "n" -> start("next");
            case "v", "practice" -> start(rest);
            case "g" -> giveUp();
            case "e" -> {
                practice = null;
                message = "practice ended; back to the game";
                return false;
            }
            case "w" -> message = "no take-backs while practising: every move counts";
            case "s", "l", "r" -> message = "no saving, loading or records while practising (e ends practice)";
            case "q", "p" -> message = "you make the attacking moves; the computer answers them";
            default -> message = "unknown key '" + text + "' in practice: h8 plays, t hint, n next, g give up, e end";
        }
        return true;
    }

    private void play(String token) {
        int size = practice.puzzle().size();
        if (practice.isSolved() || gaveUp) {
            message = "this puzzle is over: n for the next one";
            return;
        }
        int[] point;
        try {
            point = Notation.parseLiterature(token, size);
        } catch (IllegalArgumentException e) {
            message = e.getMessage();
            return;
        }
        Practice.Outcome o = practice.play(point[0], point[1]);
        hintText = "";
        switch (o.result()) {
            case INVALID -> message = o.message();
            case REJECTED -> {
                marked = Pos.of(o.correct().x(), o.correct().y());
                message = "wrong: " + o.message() + " (marked)";
            }
            case ACCEPTED -> {
                marked = Pos.of(o.reply().x(), o.reply().y());
                message = o.message();
            }
            case WON -> {
                marked = Pos.NONE;
                message = recordSolve();
            }
        }
    }

    private String recordSolve() {
        String time = seconds(practice.elapsed().toMillis());
        try {
            Progress p = progress.load();
            boolean opened = p.recordSolve(practice.puzzle(), practice.elapsed(), practice.mistakes());
            progress.save(p);
            return "solved in " + time + "! best " + seconds(p.bestTime(practice.puzzle().id()).orElseThrow().toMillis())
                    + (opened ? "; level " + p.unlockedLevel() + " is now open" : "") + ". n: next puzzle";
        } catch (StoreException e) {
            return "solved in " + time + ", but the progress could not be saved: " + e.getMessage();
        }
    }

    private void hint() {
        if (practice.isSolved() || gaveUp) {
            message = "this puzzle is over: n for the next one";
            return;
        }
        Practice.Hint h = practice.hint();
        int size = practice.puzzle().size();
        if (h.level() == 1) {
            hintText = "hint: the move is in the square " + name(h.from().x(), h.from().y(), size) + "-"
                    + name(h.to().x(), h.to().y(), size);
        } else {
            marked = Pos.of(h.from().x(), h.from().y());
            hintText = "hint: play " + name(h.from().x(), h.from().y(), size) + " (marked)";
        }
        message = hintText;
    }

    private void giveUp() {
        if (practice.isSolved() || gaveUp) {
            message = "this puzzle is over: n for the next one";
            return;
        }
        Practice.Hint h = practice.hint();
        marked = Pos.of(h.from().x(), h.from().y());
        gaveUp = true;
        try {
            Progress p = progress.load();
            p.recordFailure();
            progress.save(p);
        } catch (StoreException e) {
            message = "the practice database failed: " + e.getMessage();
            return;
        }
        message = "given up (the streak starts again); the winning move was "
                + name(h.from().x(), h.from().y(), practice.puzzle().size()) + ". n: next puzzle";
    }

    private boolean begin(Puzzle puzzle, PersonalPuzzle pp, String why) {
        practice = new Practice(puzzle, clock);
        personal = pp;
        gaveUp = false;
        marked = Pos.NONE;
        hintText = "";
        message = (pp != null ? "personal puzzle " : "level " + puzzle.level() + " puzzle ") + puzzle.id()
                + ": " + Side.name(puzzle.attacker()) + " to play and win by fours" + why;
        return true;
    }

    private boolean fail(String why) {
        message = why;
        return false;
    }

    private Puzzle next(Progress p) {
        for (int level = p.unlockedLevel(); level >= Puzzle.MIN_LEVEL; level--)
            for (Puzzle q : puzzles.atLevel(level)) if (!p.isSolved(q.id())) return q;
        return pick(puzzles.atLevel(p.unlockedLevel()), p);
    }

    /** The first unsolved puzzle of the list, else the one with the slowest best time. */
    private static Puzzle pick(List<Puzzle> list, Progress p) {
        Puzzle slowest = null;
        for (Puzzle q : list) {
            if (!p.isSolved(q.id())) return q;
            if (slowest == null || p.bestTime(q.id()).orElseThrow().compareTo(p.bestTime(slowest.id()).orElseThrow()) > 0)
                slowest = q;
        }
        return slowest;
    }

    // ---------------------------------------------------------------- the screen

    public SessionView view() {
        Puzzle puzzle = practice.puzzle();
        int size = puzzle.size();
        int[][] stones = new int[size][size];
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) stones[y][x] = practice.stone(x, y);
        int last = marked;
        if (last == Pos.NONE && !practice.played().isEmpty()) {
            Practice.Point p = practice.played().get(practice.played().size() - 1);
            last = Pos.of(p.x(), p.y());
        }
        Progress p;
        try {
            p = progress.load();
        } catch (StoreException e) {
            p = new Progress();
        }
        String status = "Practice: " + (personal != null ? "personal puzzle " + puzzle.id() + " (game " + personal.gameId()
                + ", move " + personal.moveNumber() + ", you played " + personal.played() + ")"
                : "level " + puzzle.level() + ", puzzle " + puzzle.id()) + ", " + puzzle.rule().id();
        String state = practice.isSolved() ? "Solved in " + seconds(practice.elapsed().toMillis())
                : gaveUp ? "Given up" : Side.name(puzzle.attacker()) + " to play and win by continuous fours";
        String turn = state + "   time " + clockText(practice.elapsed().toMillis()) + "   mistakes " + practice.mistakes()
                + "   hints " + practice.hintsUsed();
        List<String> panel = new ArrayList<>();
        for (int level = Puzzle.MIN_LEVEL; level <= Puzzle.MAX_LEVEL; level++) {
            int solved = 0;
            List<Puzzle> at = puzzles.atLevel(level);
            for (Puzzle q : at) if (p.isSolved(q.id())) solved++;
            panel.add(String.format(Locale.ROOT, "level %d  %3d/%-3d %s", level, solved, at.size(),
                    p.isUnlocked(level) ? "open" : "locked"));
        }
        List<PersonalPuzzle> mine;
        try {
            mine = progress.personalPuzzles();
        } catch (StoreException e) {
            mine = List.of();
        }
        int mineSolved = 0;
        for (PersonalPuzzle pp : mine) if (p.isSolved(pp.puzzle().id())) mineSolved++;
        panel.add(String.format(Locale.ROOT, "personal %3d/%-3d", mineSolved, mine.size()));
        panel.add("streak " + p.streak() + ", solved " + p.solvedCount());
        panel.add("best here: " + p.bestTime(puzzle.id()).map(d -> seconds(d.toMillis())).orElse("-"));
        panel.add("");
        panel.add("h8 play     t hint (area, then move)");
        panel.add("n  next     v N level, v personal");
        panel.add("v scan      find my missed wins");
        panel.add("g  give up  e end practice  x quit");
        return new SessionView(size, stones, last, Set.of(), new HashMap<>(), status, turn, message,
                "Practice progress", panel, -1, false);
    }

    private static String name(int x, int y, int size) {
        return Notation.toLiterature(x, y, size);
    }

    private static String seconds(long ms) {
        return String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    private static String clockText(long ms) {
        long s = ms / 1000;
        return s / 60 + ":" + String.format(Locale.ROOT, "%02d", s % 60);
    }
}
