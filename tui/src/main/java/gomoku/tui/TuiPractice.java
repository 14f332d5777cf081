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
    /** The practice panel's key lines: pr.help.1 to pr.help.N in the messages. */
    static final int PRACTICE_HELP_LINES = 4;
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
    private final Messages msg;

    public TuiPractice(PuzzleCollection puzzles, SqliteProgressStore progress, GameStore games, Clock clock) {
        this(puzzles, progress, games, clock, Messages.ENGLISH);
    }

    public TuiPractice(PuzzleCollection puzzles, SqliteProgressStore progress, GameStore games, Clock clock,
                       Messages msg) {
        this.msg = msg;
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
                if (level < Puzzle.MIN_LEVEL || level > Puzzle.MAX_LEVEL) return fail(msg.get("pr.levels"));
                if (!p.isUnlocked(level))
                    return fail(msg.get("pr.locked.solve", level, Progress.SOLVES_TO_ADVANCE, level - 1));
                Puzzle q = pick(puzzles.atLevel(level), p);
                return q == null ? fail(msg.get("pr.noneAtLevel", level)) : begin(q, null, "");
            }
            if (lower.equals("personal")) {
                List<PersonalPuzzle> list = progress.personalPuzzles();
                List<Puzzle> plain = new ArrayList<>();
                for (PersonalPuzzle pp : list) plain.add(pp.puzzle());
                Puzzle q = pick(plain, p);
                if (q == null) return fail(msg.get("pr.noPersonal"));
                for (PersonalPuzzle pp : list) if (pp.puzzle() == q) return begin(q, pp, "");
            }
            if (lower.equals("scan")) {
                SqliteProgressStore.ScanResult r = progress.scanGames(games);
                return fail(msg.get("pr.scanned", r.gamesScanned(), r.added(), r.total()));
            }
            if (w.matches("[A-Za-z0-9_-]{1,64}")) {
                Puzzle q = null;
                for (Puzzle c : puzzles.puzzles()) if (c.id().equalsIgnoreCase(w)) q = c;
                if (q != null) {
                    if (!p.isUnlocked(q.level())) return fail(msg.get("pr.locked", q.level()));
                    return begin(q, null, "");
                }
                for (PersonalPuzzle pp : progress.personalPuzzles())
                    if (pp.puzzle().id().equalsIgnoreCase(w)) return begin(pp.puzzle(), pp, "");
            }
            return fail(msg.get("pr.noPuzzle", w));
        } catch (StoreException e) {
            return fail(msg.get("pr.dbFailed", e.getMessage()));
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
                message = msg.get("pr.ended");
                return false;
            }
            case "w" -> message = msg.get("pr.noUndo");
            case "s", "l", "r" -> message = msg.get("pr.noSave");
            case "q", "p" -> message = msg.get("pr.youAttack");
            default -> message = msg.get("pr.unknown", text);
        }
        return true;
    }

    private void play(String token) {
        int size = practice.puzzle().size();
        if (practice.isSolved() || gaveUp) {
            message = msg.get("pr.over");
            return;
        }
        int[] point;
        try {
            point = Notation.parseLiterature(token, size);
        } catch (IllegalArgumentException e) {
            message = msg.get("play.badPoint", token, size);
            return;
        }
        String played = name(point[0], point[1], size);
        Practice.Outcome o = practice.play(point[0], point[1]);
        hintText = "";
        switch (o.result()) {
            case INVALID -> message = msg.refusal(o.refusal(), played, token, size, msg.get("pr.over"));
            case REJECTED -> {
                marked = Pos.of(o.correct().x(), o.correct().y());
                String why = switch (o.reason()) {
                    case "not-four", "defender-five", "escape" -> o.reason();
                    default -> "other";
                };
                message = msg.get("pr.wrong", played, msg.get("pr.why." + why),
                        name(o.correct().x(), o.correct().y(), size));
            }
            case ACCEPTED -> {
                marked = Pos.of(o.reply().x(), o.reply().y());
                message = msg.get("pr.accepted", played, name(o.reply().x(), o.reply().y(), size));
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
            return msg.get("pr.solved", time, seconds(p.bestTime(practice.puzzle().id()).orElseThrow().toMillis()))
                    + (opened ? msg.get("pr.opened", p.unlockedLevel()) : "") + msg.get("pr.solvedNext");
        } catch (StoreException e) {
            return msg.get("pr.solvedUnsaved", time, e.getMessage());
        }
    }

    private void hint() {
        if (practice.isSolved() || gaveUp) {
            message = msg.get("pr.over");
            return;
        }
        Practice.Hint h = practice.hint();
        int size = practice.puzzle().size();
        if (h.level() == 1) {
            hintText = msg.get("pr.hintArea", name(h.from().x(), h.from().y(), size), name(h.to().x(), h.to().y(), size));
        } else {
            marked = Pos.of(h.from().x(), h.from().y());
            hintText = msg.get("pr.hintMove", name(h.from().x(), h.from().y(), size));
        }
        message = hintText;
    }

    private void giveUp() {
        if (practice.isSolved() || gaveUp) {
            message = msg.get("pr.over");
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
            message = msg.get("pr.dbFailed", e.getMessage());
            return;
        }
        message = msg.get("pr.gaveUp", name(h.from().x(), h.from().y(), practice.puzzle().size()));
    }

    private boolean begin(Puzzle puzzle, PersonalPuzzle pp, String why) {
        practice = new Practice(puzzle, clock);
        personal = pp;
        gaveUp = false;
        marked = Pos.NONE;
        hintText = "";
        message = (pp != null ? msg.get("pr.begin.personal", puzzle.id()) : msg.get("pr.begin.level", puzzle.level(), puzzle.id()))
                + msg.get("pr.begin.task", msg.side(puzzle.attacker())) + why;
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
        String status = msg.get("pr.status", personal != null
                ? msg.get("pr.status.personal", puzzle.id(), personal.gameId(), personal.moveNumber(), personal.played())
                : msg.get("pr.status.level", puzzle.level(), puzzle.id()), msg.get("rule." + puzzle.rule().id()));
        String state = practice.isSolved() ? msg.get("pr.state.solved", seconds(practice.elapsed().toMillis()))
                : gaveUp ? msg.get("pr.state.gaveUp") : msg.get("pr.state.task", msg.side(puzzle.attacker()));
        String turn = msg.get("pr.turn", state, clockText(practice.elapsed().toMillis()), practice.mistakes(),
                practice.hintsUsed());
        List<String> panel = new ArrayList<>();
        for (int level = Puzzle.MIN_LEVEL; level <= Puzzle.MAX_LEVEL; level++) {
            int solved = 0;
            List<Puzzle> at = puzzles.atLevel(level);
            for (Puzzle q : at) if (p.isSolved(q.id())) solved++;
            panel.add(msg.get("pr.panel.level", level, String.format(Locale.ROOT, "%3d/%-3d", solved, at.size()),
                    msg.get(p.isUnlocked(level) ? "pr.open" : "pr.lockedWord")));
        }
        List<PersonalPuzzle> mine;
        try {
            mine = progress.personalPuzzles();
        } catch (StoreException e) {
            mine = List.of();
        }
        int mineSolved = 0;
        for (PersonalPuzzle pp : mine) if (p.isSolved(pp.puzzle().id())) mineSolved++;
        panel.add(msg.get("pr.panel.personal", String.format(Locale.ROOT, "%3d/%-3d", mineSolved, mine.size())));
        panel.add(msg.get("pr.panel.streak", p.streak(), p.solvedCount()));
        panel.add(msg.get("pr.panel.best", p.bestTime(puzzle.id()).map(d -> seconds(d.toMillis())).orElse("-")));
        panel.add("");
        for (int i = 1; i <= PRACTICE_HELP_LINES; i++) panel.add(msg.get("pr.help." + i));
        return new SessionView(size, stones, last, Set.of(), new HashMap<>(), status, turn, message,
                msg.get("pr.panel.title"), panel, -1, false);
    }

    private static String name(int x, int y, int size) {
        return Notation.toLiterature(x, y, size);
    }

    private String seconds(long ms) {
        return msg.get("pr.seconds", String.format(Locale.ROOT, "%.1f", ms / 1000.0));
    }

    private static String clockText(long ms) {
        long s = ms / 1000;
        return s / 60 + ":" + String.format(Locale.ROOT, "%02d", s % 60);
    }
}
