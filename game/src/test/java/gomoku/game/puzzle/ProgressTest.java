package gomoku.game.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private static final PuzzleCollection BUNDLED = PuzzleCollection.bundled();

    @Test
    void recordSolve_fiveAtALevel_opensTheNextUpToFour() {
        Progress progress = new Progress();
        assertThat(progress.unlockedLevel()).isEqualTo(1);
        for (int level = 1; level <= 4; level++) {
            List<Puzzle> puzzles = BUNDLED.atLevel(level);
            assertThat(puzzles.size()).isGreaterThanOrEqualTo(Progress.SOLVES_TO_ADVANCE);
            for (int i = 0; i < Progress.SOLVES_TO_ADVANCE; i++) {
                boolean opened = progress.recordSolve(puzzles.get(i), Duration.ofSeconds(10), 0);
                assertThat(opened).isEqualTo(i == Progress.SOLVES_TO_ADVANCE - 1 && level < 4);
                // solving the same puzzle again does not count twice
                progress.recordSolve(puzzles.get(i), Duration.ofSeconds(20), 0);
                if (i < Progress.SOLVES_TO_ADVANCE - 1) assertThat(progress.unlockedLevel()).isEqualTo(level);
            }
            assertThat(progress.unlockedLevel()).isEqualTo(Math.min(level + 1, 4));
        }
        assertThat(progress.isUnlocked(4)).isTrue();
        assertThat(progress.isUnlocked(5)).isFalse();
        assertThat(progress.solvedCount()).isEqualTo(20);
    }

    @Test
    void recordSolve_keepsBestTimeAndCountsStreak() {
        Progress progress = new Progress();
        List<Puzzle> puzzles = BUNDLED.atLevel(1);
        Puzzle a = puzzles.get(0), b = puzzles.get(1);
        progress.recordSolve(a, Duration.ofSeconds(40), 0);
        progress.recordSolve(a, Duration.ofSeconds(25), 0);
        progress.recordSolve(a, Duration.ofSeconds(90), 0);
        assertThat(progress.bestTime(a.id())).contains(Duration.ofSeconds(25));
        assertThat(progress.bestTime(b.id())).isEmpty();
        assertThat(progress.streak()).isEqualTo(3);
        progress.recordSolve(b, Duration.ofSeconds(5), 1);
        assertThat(progress.streak()).isZero();
        assertThat(progress.isSolved(b.id())).isTrue();
        progress.recordSolve(b, Duration.ofSeconds(5), 0);
        progress.recordFailure();
        assertThat(progress.streak()).isZero();
    }

    @Test
    void inMemoryStore_savesACopy() {
        ProgressStore store = new ProgressStore.InMemory();
        assertThat(store.load().solvedCount()).isZero();
        Progress progress = store.load();
        Puzzle p = BUNDLED.atLevel(2).get(0);
        progress.recordSolve(p, Duration.ofMillis(1234), 0);
        assertThat(store.load().solvedCount()).as("not saved yet").isZero();
        store.save(progress);
        progress.recordFailure();
        Progress loaded = store.load();
        assertThat(loaded.bestTime(p.id())).contains(Duration.ofMillis(1234));
        assertThat(loaded.streak()).isEqualTo(1);
        assertThat(loaded.solves()).containsExactly(new Progress.Solve(p.id(), 2, Duration.ofMillis(1234)));
    }
}
