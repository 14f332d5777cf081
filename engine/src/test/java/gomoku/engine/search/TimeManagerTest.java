package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.SearchLimits;
import org.junit.jupiter.api.Test;

class TimeManagerTest {
    @Test
    void turnLimit_keepsAMarginBelowIt() {
        TimeManager t = TimeManager.of(new SearchLimits(5000, 0, 0, 0, 0));
        assertThat(t.maximumMs).isLessThan(5000).isGreaterThan(4000);
        assertThat(t.optimumMs).isLessThan(t.maximumMs);
    }

    @Test
    void gomocupFastGame_shortClockLimitsTheMove() {
        // 5 s per move, 120 s per game, 8 s left: a move may not take a large share of what is left.
        TimeManager t = TimeManager.of(new SearchLimits(5000, 120_000, 8000, 0, 0));
        assertThat(t.maximumMs).isLessThanOrEqualTo(8000 / 5);
        assertThat(t.optimumMs).isLessThanOrEqualTo(t.maximumMs);
    }

    @Test
    void gomocupFastGame_theLastHundredthOfTheGameClockIsKeptBack() {
        // 120 s a game: the last 1.2 s are not planned for, so 1.25 s left leaves only the floor,
        // while a game clock of 60 s keeps 0.6 s back and still plans with what is above it.
        assertThat(TimeManager.of(new SearchLimits(5000, 120_000, 1250, 0, 0)).maximumMs).isEqualTo(10);
        TimeManager half = TimeManager.of(new SearchLimits(5000, 60_000, 1250, 0, 0));
        assertThat(half.maximumMs).isEqualTo((1250 - 600) / TimeManager.MAX_SHARE - TimeManager.RESERVE_MS);
        // The reserve is capped: a 20-minute clock keeps 3 s back, not 12.
        assertThat(TimeManager.of(new SearchLimits(0, 1_200_000, 3500, 0, 0)).maximumMs)
                .isEqualTo((3500 - TimeManager.GAME_RESERVE_MAX_MS) / TimeManager.MAX_SHARE - TimeManager.RESERVE_MS);
    }

    @Test
    void tinyLimits_stillGiveAPositiveBudget() {
        TimeManager t = TimeManager.of(new SearchLimits(20, 0, 15, 0, 0));
        assertThat(t.maximumMs).isPositive();
        assertThat(t.optimumMs).isPositive().isLessThanOrEqualTo(t.maximumMs);
    }

    @Test
    void noLimit_isUnbounded() {
        TimeManager t = TimeManager.of(SearchLimits.depth(5));
        assertThat(t.maximumMs).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void scaledOptimum_moreTimeWhenTheBestMoveJustChanged_neverAboveTheMaximum() {
        TimeManager t = TimeManager.of(new SearchLimits(1000, 0, 0, 0, 0));
        assertThat(t.scaledOptimumMs(0)).isGreaterThan(t.scaledOptimumMs(1));
        assertThat(t.scaledOptimumMs(1)).isGreaterThan(t.scaledOptimumMs(2));
        assertThat(t.scaledOptimumMs(2)).isGreaterThan(t.scaledOptimumMs(5));
        for (int stable = 0; stable < 10; stable++) assertThat(t.scaledOptimumMs(stable)).isLessThanOrEqualTo(t.maximumMs).isPositive();
        assertThat(TimeManager.of(SearchLimits.depth(5)).scaledOptimumMs(0)).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void wholeTurn_withNoGameClock_theOptimumIsTheMaximumWhateverTheStability() {
        TimeManager t = TimeManager.of(new SearchLimits(1000, 0, 0, 0, 0), true);
        assertThat(t.wholeTurn).isTrue();
        assertThat(t.maximumMs).isEqualTo(TimeManager.of(new SearchLimits(1000, 0, 0, 0, 0)).maximumMs);
        for (int stable = 0; stable < 10; stable++) assertThat(t.scaledOptimumMs(stable)).isEqualTo(t.maximumMs);
    }

    @Test
    void wholeTurn_onlyWhenTheGameClockIsAmple() {
        // 1 s a move with 100 s left: 100 turns, ample. 5 s a move, 120 s a game (Gomocup): not ample.
        assertThat(TimeManager.of(new SearchLimits(1000, 180_000, 100_000, 0, 0), true).wholeTurn).isTrue();
        TimeManager gomocup = TimeManager.of(new SearchLimits(5000, 120_000, 120_000, 0, 0), true);
        assertThat(gomocup.wholeTurn).isFalse();
        assertThat(gomocup.optimumMs).isLessThan(gomocup.maximumMs);
        assertThat(gomocup.scaledOptimumMs(5)).isLessThan(gomocup.scaledOptimumMs(0));
    }

    @Test
    void wholeTurn_notAskedFor_orNoTurnLimit_keepsTheStabilityRule() {
        TimeManager weakLevel = TimeManager.of(new SearchLimits(1000, 0, 0, 0, 0), false);
        assertThat(weakLevel.wholeTurn).isFalse();
        assertThat(weakLevel.scaledOptimumMs(5)).isLessThan(weakLevel.maximumMs);
        assertThat(TimeManager.of(SearchLimits.depth(5), true).wholeTurn).isFalse();
        assertThat(TimeManager.of(new SearchLimits(0, 60_000, 60_000, 0, 0), true).wholeTurn).isFalse();
    }
}
