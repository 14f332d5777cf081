package gomoku.game.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.puzzle.Practice.Outcome;
import gomoku.game.puzzle.Practice.Point;
import gomoku.game.puzzle.Practice.Result;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class PracticeTest {
    /** A clock the test moves by hand. */
    static final class FakeClock extends Clock {
        private Instant now = Instant.parse("2026-01-01T00:00:00Z");

        void advance(Duration d) {
            now = now.plus(d);
        }

        @Override public ZoneId getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(ZoneId zone) { return this; }
        @Override public Instant instant() { return now; }
    }

    /**
     * Black h8 i8 j8 (an open three), white far away: g8 and k8 both make a flex four. The stored
     * line starts with g8, so k8 is the alternative; f8 is a four that lets white escape.
     */
    static final Puzzle OPEN_THREE = new Puzzle("T-open-three", Rule.FREESTYLE, 15,
            List.of("h8", "a1", "i8", "a3", "j8", "a5"), Side.BLACK, 1, List.of("g8", "f8", "k8"), 2, false);

    private static Point at(String literature) {
        int[] p = Notation.parseLiterature(literature, 15);
        return new Point(p[0], p[1]);
    }

    private static Outcome play(Practice practice, String literature) {
        Point p = at(literature);
        return practice.play(p.x(), p.y());
    }

    @Test
    void composedPuzzle_verifies() {
        assertThat(new PuzzleVerifier().verify(OPEN_THREE)).isEmpty();
    }

    @Test
    void play_alternativeWinningFour_isAcceptedAndWins() {
        FakeClock clock = new FakeClock();
        Practice practice = new Practice(OPEN_THREE, clock);
        Outcome first = play(practice, "k8");
        assertThat(first.result()).isEqualTo(Result.ACCEPTED);
        assertThat(List.of(at("g8"), at("l8"))).contains(first.reply());
        assertThat(practice.stone(first.reply().x(), first.reply().y())).isEqualTo(2);
        clock.advance(Duration.ofSeconds(7));
        String five = first.reply().equals(at("g8")) ? "l8" : "g8";
        Outcome last = play(practice, five);
        assertThat(last.result()).isEqualTo(Result.WON);
        assertThat(practice.isSolved()).isTrue();
        assertThat(practice.mistakes()).isZero();
        clock.advance(Duration.ofSeconds(30));
        assertThat(practice.elapsed()).isEqualTo(Duration.ofSeconds(7));
        assertThat(play(practice, "a10").result()).isEqualTo(Result.INVALID);
    }

    @Test
    void play_fourThatLetsTheDefenderEscape_isRejectedWithTheRightMove() {
        Practice practice = new Practice(OPEN_THREE, new FakeClock());
        Outcome outcome = play(practice, "f8");
        assertThat(outcome.result()).isEqualTo(Result.REJECTED);
        assertThat(List.of(at("g8"), at("k8"))).contains(outcome.correct());
        assertThat(outcome.message()).contains("f8");
        // position unchanged: f8 still empty, the player may try again
        assertThat(practice.stone(at("f8").x(), at("f8").y())).isZero();
        assertThat(practice.played()).isEmpty();
        assertThat(practice.mistakes()).isEqualTo(1);
        assertThat(play(practice, "g8").result()).isEqualTo(Result.ACCEPTED);
    }

    @Test
    void play_quietMove_isRejected() {
        Practice practice = new Practice(OPEN_THREE, new FakeClock());
        Outcome outcome = play(practice, "h10");
        assertThat(outcome.result()).isEqualTo(Result.REJECTED);
        assertThat(outcome.message()).contains("not a four");
    }

    @Test
    void play_badInput_isInvalidAndChangesNothing() {
        Practice practice = new Practice(OPEN_THREE, new FakeClock());
        assertThat(practice.play(-1, 3).result()).isEqualTo(Result.INVALID);
        assertThat(practice.play(15, 0).result()).isEqualTo(Result.INVALID);
        Outcome occupied = play(practice, "h8");
        assertThat(occupied.result()).isEqualTo(Result.INVALID);
        assertThat(occupied.message()).contains("occupied");
        assertThat(practice.mistakes()).isZero();
        assertThat(practice.played()).isEmpty();
    }

    @Test
    void hint_firstAreaThenMove() {
        Practice practice = new Practice(OPEN_THREE, new FakeClock());
        Practice.Hint area = practice.hint();
        assertThat(area.level()).isEqualTo(1);
        assertThat(area.to().x() - area.from().x()).isEqualTo(2);
        assertThat(area.to().y() - area.from().y()).isEqualTo(2);
        Practice.Hint move = practice.hint();
        assertThat(move.level()).isEqualTo(2);
        assertThat(move.from()).isEqualTo(move.to());
        Point p = move.from();
        assertThat(p.x()).isBetween(area.from().x(), area.to().x());
        assertThat(p.y()).isBetween(area.from().y(), area.to().y());
        assertThat(practice.hintsUsed()).isEqualTo(2);
        assertThat(practice.play(p.x(), p.y()).result()).isEqualTo(Result.ACCEPTED);
        assertThat(practice.hint().level()).as("hints start again after a move").isEqualTo(1);
    }

    @Test
    void play_storedSolutions_winInTheirLength() {
        PuzzleCollection collection = PuzzleCollection.bundled();
        int checked = 0;
        for (Puzzle puzzle : collection.puzzles()) {
            // every forbidden finish, and the first few of each level
            if (!puzzle.forbiddenFinish() && collection.atLevel(puzzle.level()).indexOf(puzzle) >= 3) continue;
            Practice practice = new Practice(puzzle, new FakeClock());
            Outcome outcome = null;
            int attacks = 0;
            while (!practice.isSolved() && attacks < 40) {
                practice.hint();
                Point next = practice.hint().from();
                outcome = practice.play(next.x(), next.y());
                assertThat(outcome.result()).as(puzzle.id()).isIn(Result.ACCEPTED, Result.WON);
                attacks++;
            }
            assertThat(outcome.result()).as(puzzle.id()).isEqualTo(Result.WON);
            assertThat(attacks).as(puzzle.id() + " follows a shortest line").isEqualTo(puzzle.attackerMoves());
            if (puzzle.forbiddenFinish()) {
                // Played out to the end: black's forced move elsewhere, then white's five.
                assertThat(outcome.message()).as(puzzle.id()).contains("black cannot block").contains("makes five");
                assertThat(practice.played()).as(puzzle.id()).hasSize(2 * attacks + 1);
            }
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(12);
    }

    @Test
    void hint_afterSolve_isRefused() {
        Practice practice = new Practice(OPEN_THREE, new FakeClock());
        play(practice, "g8");
        Point last = practice.played().get(1).equals(at("f8")) ? at("k8") : at("f8");
        assertThat(practice.play(last.x(), last.y()).result()).isEqualTo(Result.WON);
        assertThatThrownBy(practice::hint).isInstanceOf(IllegalStateException.class);
    }
}
