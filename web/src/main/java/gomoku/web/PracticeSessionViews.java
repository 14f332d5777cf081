package gomoku.web;

import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.puzzle.PersonalPuzzle;
import gomoku.game.puzzle.Practice;
import gomoku.game.puzzle.Progress;
import gomoku.game.puzzle.Puzzle;
import gomoku.web.dto.PointView;
import gomoku.web.dto.PracticeViews;

import java.util.ArrayList;
import java.util.List;

/** The JSON views of a practice session, of a puzzle in a list, and of the points on a practice board. */
final class PracticeSessionViews {
    private PracticeSessionViews() {}

    /**
     * The session {@code id} on {@code practice} as the page draws it; {@code best} is the puzzle's best
     * time, {@code number} its place in its set. Holds the session's monitor.
     */
    static PracticeViews.Session session(long id, String set, Practice practice, PersonalPuzzle personal,
                                         Integer openedLevel, Long best, int number) {
        Puzzle puzzle = practice.puzzle();
        int size = puzzle.size();
        List<PracticeViews.Stone> stones = new ArrayList<>();
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++) {
                int c = practice.stone(x, y);
                if (c != 0) stones.add(new PracticeViews.Stone(x, y, Notation.toLiterature(x, y, size),
                        c == 1 ? "black" : "white"));
            }
        List<PointView> played = new ArrayList<>();
        for (Practice.Point p : practice.played()) played.add(point(p, size));
        PointView last = played.isEmpty() ? lastOfPuzzle(puzzle) : played.get(played.size() - 1);
        return new PracticeViews.Session(id, puzzle.id(), set, puzzle.level(), puzzle.rule().id(), size,
                Side.name(puzzle.attacker()), stones, played, last, practice.isSolved(), practice.mistakes(),
                practice.hintsUsed(), practice.elapsed().toMillis(), best, openedLevel,
                source(personal), origin(personal), number,
                practice.isSolved() && !played.isEmpty() ? five(practice, played.get(played.size() - 1), size) : List.of());
    }

    static PracticeViews.Item item(Puzzle q, Progress p, boolean locked, PersonalPuzzle personal) {
        Long best = p.bestTime(q.id()).map(d -> d.toMillis()).orElse(null);
        return new PracticeViews.Item(q.id(), q.level(), p.isSolved(q.id()), best, locked, source(personal),
                origin(personal));
    }

    private static String source(PersonalPuzzle pp) {
        return pp == null ? null : "game " + pp.gameId() + ", move " + pp.moveNumber() + ": you played " + pp.played();
    }

    private static PracticeViews.Origin origin(PersonalPuzzle pp) {
        return pp == null ? null : new PracticeViews.Origin(pp.gameId(), pp.moveNumber(), pp.played());
    }

    /** The five (or longer) through {@code last}, in order along its line; empty when there is none. */
    private static List<PointView> five(Practice practice, PointView last, int size) {
        int colour = practice.stone(last.x(), last.y());
        for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
            int x = last.x(), y = last.y();
            while (on(x - d[0], y - d[1], size) && practice.stone(x - d[0], y - d[1]) == colour) {
                x -= d[0];
                y -= d[1];
            }
            List<PointView> line = new ArrayList<>();
            for (; on(x, y, size) && practice.stone(x, y) == colour; x += d[0], y += d[1])
                line.add(new PointView(x, y, Notation.toLiterature(x, y, size)));
            if (line.size() >= 5) return line;
        }
        return List.of();
    }

    private static boolean on(int x, int y, int size) {
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    private static PointView lastOfPuzzle(Puzzle puzzle) {
        if (puzzle.moves().isEmpty()) return null;
        String name = puzzle.moves().get(puzzle.moves().size() - 1);
        int[] p = Notation.parseLiterature(name, puzzle.size());
        return new PointView(p[0], p[1], name);
    }

    static PointView point(Practice.Point p, int size) {
        return p == null ? null : new PointView(p.x(), p.y(), Notation.toLiterature(p.x(), p.y(), size));
    }
}
