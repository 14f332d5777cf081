package gomoku.game.puzzle;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A player's puzzle progress: which puzzles are solved (with their level and best time), the
 * current streak, and the highest open level. Level 1 is always open; level N+1 opens once 5
 * different puzzles of level N are solved, up to level 4. The streak counts puzzles solved in a row
 * without a wrong move; a solve with a mistake ends it (that solve still counts as solved).
 *
 * <p>Mutable; a {@link ProgressStore} saves and loads it. Solves are kept in id order so that
 * {@link #solves()} is stable. Not thread-safe.
 */
public final class Progress {
    /** Puzzles to solve at a level before the next one opens. */
    public static final int SOLVES_TO_ADVANCE = 5;

    /** One solved puzzle: its level and the best time so far. */
    public record Solve(String puzzleId, int level, Duration bestTime) {
        public Solve {
            if (level < Puzzle.MIN_LEVEL || level > Puzzle.MAX_LEVEL) throw new IllegalArgumentException("level " + level);
            if (bestTime.isNegative()) throw new IllegalArgumentException("negative time for " + puzzleId);
        }
    }

    private final Map<String, Solve> solves = new TreeMap<>();
    private int streak;

    public Progress() {}

    /** Rebuilds saved progress. */
    public Progress(Collection<Solve> solves, int streak) {
        if (streak < 0) throw new IllegalArgumentException("negative streak");
        for (Solve s : solves) this.solves.put(s.puzzleId(), s);
        this.streak = streak;
    }

    /**
     * Records a solved puzzle. {@code mistakes} is the number of rejected moves on the way (a
     * perfect solve extends the streak, any mistake resets it). Returns true when this solve opened
     * a new level.
     */
    public boolean recordSolve(Puzzle puzzle, Duration time, int mistakes) {
        if (time.isNegative()) throw new IllegalArgumentException("negative time");
        int before = unlockedLevel();
        solves.merge(puzzle.id(), new Solve(puzzle.id(), puzzle.level(), time),
                (old, now) -> now.bestTime().compareTo(old.bestTime()) < 0 ? now : old);
        streak = mistakes == 0 ? streak + 1 : 0;
        return unlockedLevel() > before;
    }

    /** A failed attempt (the player gave up): the streak ends. */
    public void recordFailure() {
        streak = 0;
    }

    public boolean isSolved(String puzzleId) {
        return solves.containsKey(puzzleId);
    }

    public Optional<Duration> bestTime(String puzzleId) {
        Solve s = solves.get(puzzleId);
        return s == null ? Optional.empty() : Optional.of(s.bestTime());
    }

    public int solvedCount() {
        return solves.size();
    }

    public int solvedAtLevel(int level) {
        int n = 0;
        for (Solve s : solves.values()) if (s.level() == level) n++;
        return n;
    }

    public int streak() {
        return streak;
    }

    /** The highest level the player may practise. */
    public int unlockedLevel() {
        int level = Puzzle.MIN_LEVEL;
        while (level < Puzzle.MAX_LEVEL && solvedAtLevel(level) >= SOLVES_TO_ADVANCE) level++;
        return level;
    }

    public boolean isUnlocked(int level) {
        return level >= Puzzle.MIN_LEVEL && level <= unlockedLevel();
    }

    /** The solves in id order, for storage. */
    public List<Solve> solves() {
        return List.copyOf(solves.values());
    }

    /** An independent copy. */
    public Progress copy() {
        return new Progress(solves.values(), streak);
    }
}
