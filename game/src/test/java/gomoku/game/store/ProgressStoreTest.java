package gomoku.game.store;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.puzzle.PersonalPuzzle;
import gomoku.game.puzzle.Progress;
import gomoku.game.puzzle.Puzzle;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Practice progress and personal puzzles, the same on every database: see the subclasses. */
abstract class ProgressStoreTest {
    private String target;

    /** A new, empty database: a SQLite path or a PostgreSQL URL. */
    abstract String newTarget();

    private Database database() {
        if (target == null) target = newTarget();
        return Database.open(target, 2);
    }

    SqliteProgressStore progress() {
        return SqliteProgressStore.owning(database(), now::get);
    }

    GameStore games() {
        return GameStore.owning(database());
    }

    private final AtomicLong now = new AtomicLong(1_700_000_000_000L);

    private static Puzzle puzzle(String id) {
        return new Puzzle(id, Rule.FREESTYLE, 15, List.of("h8", "a1", "i8", "a3", "j8", "a5"), Side.BLACK, 1,
                List.of("g8", "f8", "k8"), 2, false);
    }

    /** Black's open three h8 i8 j8 is a VCF at move 7; black plays c3 instead, white then blocks both ends. */
    static List<int[]> gameWithMissedWin() {
        List<int[]> moves = new ArrayList<>();
        for (String m : List.of("h8", "a1", "i8", "a3", "j8", "a5", "c3", "g8", "c5", "k8"))
            moves.add(Notation.parseLiterature(m, 15));
        return moves;
    }

    @Test
    void save_thenReopen_keepsSolvesBestTimesAndStreak() {
        try (SqliteProgressStore store = progress()) {
            assertThat(store.load().solvedCount()).isZero();
            Progress p = store.load();
            p.recordSolve(puzzle("A"), Duration.ofMillis(9000), 0);
            p.recordSolve(puzzle("B"), Duration.ofMillis(4000), 0);
            store.save(p);
            now.addAndGet(1000);
            p.recordSolve(puzzle("A"), Duration.ofMillis(5000), 0);
            p.recordSolve(puzzle("B"), Duration.ofMillis(7000), 0);
            store.save(p);
            assertThat(store.solvedAtMs("A")).isEqualTo(1_700_000_001_000L);
            assertThat(store.solvedAtMs("B")).isEqualTo(1_700_000_000_000L);
            assertThat(store.solvedAtMs("C")).isEqualTo(-1);
        }
        try (SqliteProgressStore again = progress()) {
            Progress loaded = again.load();
            assertThat(loaded.solvedCount()).isEqualTo(2);
            assertThat(loaded.bestTime("A")).contains(Duration.ofMillis(5000));
            assertThat(loaded.bestTime("B")).contains(Duration.ofMillis(4000));
            assertThat(loaded.streak()).isEqualTo(4);
            loaded.recordFailure();
            again.save(loaded);
            assertThat(again.load().streak()).isZero();
        }
    }

    @Test
    void sameFileAsGames_bothStoresWork() {
        try (GameStore games = games(); SqliteProgressStore progress = progress()) {
            long id = games.create(now.get(), "hvc", Rule.FREESTYLE, 15, 1, Side.BLACK, gameWithMissedWin(), "W+", "resignation");
            Progress p = new Progress();
            p.recordSolve(puzzle("A"), Duration.ofSeconds(3), 0);
            progress.save(p);
            assertThat(games.load(id)).isPresent();
            assertThat(progress.load().isSolved("A")).isTrue();
        }
    }

    @Test
    void scanGames_missedVcfInFinishedGame_addsOnePersonalPuzzleThatSurvivesReopen() {
        long id;
        try (GameStore games = games(); SqliteProgressStore progress = progress()) {
            id = games.create(now.get(), "hvc", Rule.FREESTYLE, 15, 1, Side.BLACK, gameWithMissedWin(), "W+", "resignation");
            games.create(now.get(), "hvc", Rule.FREESTYLE, 15, 1, Side.BLACK, gameWithMissedWin(), null, null);
            games.create(now.get(), "cvc", Rule.FREESTYLE, 15, 1, -1, gameWithMissedWin(), "W+", "five");

            SqliteProgressStore.ScanResult first = progress.scanGames(games);
            assertThat(first.added()).isEqualTo(1);
            assertThat(first.gamesScanned()).isEqualTo(2);
            SqliteProgressStore.ScanResult second = progress.scanGames(games);
            assertThat(second.gamesScanned()).isZero();
            assertThat(second.added()).isZero();
            assertThat(second.total()).isEqualTo(1);
        }
        try (SqliteProgressStore progress = progress()) {
            List<PersonalPuzzle> personal = progress.personalPuzzles();
            assertThat(personal).hasSize(1);
            PersonalPuzzle pp = personal.get(0);
            assertThat(pp.gameId()).isEqualTo(id);
            assertThat(pp.moveNumber()).isEqualTo(7);
            assertThat(pp.played()).isEqualTo("c3");
            assertThat(pp.puzzle().id()).isEqualTo("P-" + id + "-7");
            assertThat(pp.puzzle().moves()).containsExactly("h8", "a1", "i8", "a3", "j8", "a5");
            assertThat(pp.puzzle().level()).isEqualTo(1);
            assertThat(pp.puzzle().solution().get(0)).isIn("g8", "k8");
        }
    }
}
