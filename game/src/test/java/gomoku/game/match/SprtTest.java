package gomoku.game.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SprtTest {
    private final Sprt test = new Sprt(0, 20, 0.05, 0.05);

    @Test
    void bounds_followTheErrorRates() {
        assertThat(test.upperBound()).isCloseTo(Math.log(0.95 / 0.05), org.assertj.core.data.Offset.offset(1e-9));
        assertThat(test.lowerBound()).isCloseTo(-test.upperBound(), org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void decide_lopsidedResults_acceptTheMatchingHypothesis() {
        assertThat(test.decide(150, 20, 50)).isEqualTo(Sprt.Decision.ACCEPT_H1);
        assertThat(test.decide(50, 20, 150)).isEqualTo(Sprt.Decision.ACCEPT_H0);
        assertThat(test.decide(5, 2, 5)).isEqualTo(Sprt.Decision.CONTINUE);
        assertThat(test.decide(0, 0, 0)).isEqualTo(Sprt.Decision.CONTINUE);
    }

    @Test
    void llr_growsWithTheScore_andWithTheNumberOfGames() {
        assertThat(test.llr(60, 0, 40)).isGreaterThan(test.llr(55, 0, 45));
        assertThat(test.llr(120, 0, 80)).isGreaterThan(test.llr(60, 0, 40));
        // An even score is evidence for "no gain": the ratio falls below zero.
        assertThat(test.llr(50, 10, 50)).isNegative();
    }

    @Test
    void badHypotheses_areRefused() {
        assertThatThrownBy(() -> new Sprt(10, 0, 0.05, 0.05)).hasMessageContaining("elo1");
        assertThatThrownBy(() -> new Sprt(0, 10, 0.6, 0.05)).hasMessageContaining("alpha");
    }
}
