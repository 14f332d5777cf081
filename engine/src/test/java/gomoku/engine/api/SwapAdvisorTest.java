package gomoku.engine.api;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

class SwapAdvisorTest {
    /** Small enough that twenty openings take a few seconds on one thread. */
    private static final long NODES = 8_000;
    /** The budget of the independent, deeper look at what the advisor chose. */
    private static final long DEEP_NODES = 4 * NODES;

    private static int[] points(int... xy) {
        int[] p = new int[xy.length / 2];
        for (int i = 0; i < p.length; i++) p[i] = Pos.of(xy[2 * i], xy[2 * i + 1]);
        return p;
    }

    @Test
    void openThree_overManySeeds_isBalancedByADeeperSearchToo() {
        Engine engine = new Engine(1, 16);
        List<Integer> deep = new ArrayList<>();
        Set<String> distinct = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            Rule rule = seed % 2 == 0 ? Rule.FREESTYLE : Rule.RENJU;
            int[] three = new SwapAdvisor(engine, NODES, seed).openThree(15, rule);
            assertThat(three).hasSize(3);
            assertThat(three[0]).isEqualTo(Pos.of(7, 7));
            for (int m : three) assertThat(Pos.distance(m, Pos.of(7, 7), 9)).isLessThanOrEqualTo(3);
            distinct.add(rule + " " + Pos.toString(three[1]) + Pos.toString(three[2]));
            // The value it judged by, recomputed by a fresh advisor: inside the band.
            int value = new SwapAdvisor(engine, NODES, 99).evaluate(15, rule, three);
            assertThat(Math.abs(value)).as("seed %d value", seed).isLessThanOrEqualTo(SwapAdvisor.BALANCE_BAND);
            deep.add(new SwapAdvisor(engine, DEEP_NODES, 99).evaluate(15, rule, three));
        }
        // A search four times as long agrees that they are near even: on average inside the band,
        // none far outside it (the classical renju openings reach -390 at the shorter budget).
        double mean = deep.stream().mapToInt(Integer::intValue).average().orElseThrow();
        assertThat(Math.abs(mean)).as("deep values %s", deep).isLessThanOrEqualTo(SwapAdvisor.BALANCE_BAND);
        assertThat(deep).as("deep values").allSatisfy(v -> assertThat(Math.abs(v)).isLessThanOrEqualTo(2 * SwapAdvisor.BALANCE_BAND + 100));
        assertThat(distinct).as("different openings for different seeds").hasSizeGreaterThanOrEqualTo(12);
    }

    @Test
    void openThree_sameSeed_sameOpening() {
        Engine engine = new Engine(1, 16);
        int[] a = new SwapAdvisor(engine, NODES, 7).openThree(15, Rule.STANDARD);
        int[] b = new SwapAdvisor(engine, NODES, 7).openThree(15, Rule.STANDARD);
        assertThat(a).isEqualTo(b);
    }

    /** Three stones where black is clearly better (a centre pair, white's stone wasted in a corner) and the reverse. */
    private static final int[] BLACK_AHEAD = points(7, 7, 0, 0, 8, 7);
    private static final int[] WHITE_AHEAD = points(0, 0, 7, 7, 14, 14);

    @Test
    void afterThree_aClearAdvantage_takesThatSide_evenWhenItMayPlaceTwo() {
        Engine engine = new Engine(1, 16);
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            SwapAdvisor deep = new SwapAdvisor(engine, DEEP_NODES, 1);
            assertThat(deep.evaluate(15, rule, BLACK_AHEAD)).isLessThan(-SwapAdvisor.BALANCE_BAND);
            assertThat(deep.evaluate(15, rule, WHITE_AHEAD)).isGreaterThan(SwapAdvisor.BALANCE_BAND);
            for (boolean mayPlaceTwo : new boolean[] {false, true}) {
                SwapAdvisor advisor = new SwapAdvisor(engine, NODES, 1);
                SwapAdvisor.Decision black = advisor.afterThree(15, rule, BLACK_AHEAD, mayPlaceTwo);
                assertThat(black.take()).as("%s", rule).isEqualTo(SwapAdvisor.Take.BLACK);
                assertThat(black.stones()).isEmpty();
                assertThat(advisor.afterThree(15, rule, WHITE_AHEAD, mayPlaceTwo).take()).isEqualTo(SwapAdvisor.Take.WHITE);
            }
        }
    }

    @Test
    void afterFive_aClearAdvantage_takesThatSide() {
        Engine engine = new Engine(1, 16);
        // Black's open three in the centre, white to move; and white's centre pair against corner stones.
        int[] blackAhead = points(7, 7, 0, 0, 8, 7, 0, 14, 6, 8);
        int[] whiteAhead = points(0, 0, 7, 7, 14, 14, 8, 8, 14, 0);
        SwapAdvisor deep = new SwapAdvisor(engine, DEEP_NODES, 1);
        assertThat(deep.evaluate(15, Rule.FREESTYLE, blackAhead)).isLessThan(-SwapAdvisor.BALANCE_BAND);
        assertThat(deep.evaluate(15, Rule.FREESTYLE, whiteAhead)).isGreaterThan(SwapAdvisor.BALANCE_BAND);
        SwapAdvisor advisor = new SwapAdvisor(engine, NODES, 1);
        assertThat(advisor.afterFive(15, Rule.FREESTYLE, blackAhead).take()).isEqualTo(SwapAdvisor.Take.BLACK);
        assertThat(advisor.afterFive(15, Rule.FREESTYLE, whiteAhead).take()).isEqualTo(SwapAdvisor.Take.WHITE);
    }

    @Test
    void afterThree_balanced_swap2PlacesTwoBalancedStones_swapTakesTheLeaningSide() {
        Engine engine = new Engine(1, 16);
        int[] three = new SwapAdvisor(engine, NODES, 3).openThree(15, Rule.FREESTYLE);
        SwapAdvisor advisor = new SwapAdvisor(engine, NODES, 4);
        SwapAdvisor.Decision d = advisor.afterThree(15, Rule.FREESTYLE, three, true);
        assertThat(Math.abs(d.value())).isLessThanOrEqualTo(SwapAdvisor.BALANCE_BAND);
        assertThat(d.take()).isEqualTo(SwapAdvisor.Take.PLACE_TWO);
        assertThat(d.stones()).hasSize(2).doesNotContain(three[0], three[1], three[2]);
        assertThat(d.stones()[0]).isNotEqualTo(d.stones()[1]);
        // The placed stones are a judged placement, and a fresh search values them the same.
        List<int[]> judged = advisor.lastJudged();
        int[] placed = judged.stream().filter(j -> j[0] == d.stones()[0] && j[1] == d.stones()[1]).findFirst()
                .orElseThrow();
        int[] five = {three[0], three[1], three[2], d.stones()[0], d.stones()[1]};
        int value = new SwapAdvisor(engine, NODES, 99).evaluate(15, Rule.FREESTYLE, five);
        assertThat(value).isEqualTo(placed[2]);
        // Balanced when any judged placement was, else the nearest to 0 (a sharp evaluation may find
        // none: most five-stone freestyle openings are far from even).
        int nearest = judged.stream().mapToInt(j -> Math.abs(j[2])).min().orElseThrow();
        if (nearest <= SwapAdvisor.BALANCE_BAND) assertThat(Math.abs(value)).isLessThanOrEqualTo(SwapAdvisor.BALANCE_BAND);
        else assertThat(Math.abs(value)).isEqualTo(nearest);

        SwapAdvisor.Decision swap = new SwapAdvisor(engine, NODES, 4).afterThree(15, Rule.FREESTYLE, three, false);
        assertThat(swap.take()).isEqualTo(d.value() < 0 ? SwapAdvisor.Take.BLACK : SwapAdvisor.Take.WHITE);
    }

    @Test
    void placeTwo_withFourStones_addsTheBlackFifth() {
        Engine engine = new Engine(1, 16);
        int[] four = points(7, 7, 8, 6, 5, 9, 9, 9);
        int[] fifth = new SwapAdvisor(engine, NODES, 5).placeTwo(15, Rule.RENJU, four);
        assertThat(fifth).hasSize(1);
        assertThat(four).doesNotContain(fifth[0]);
    }

    @Test
    void placing_pastItsDeadline_judgesOneCandidateAndStillAnswers() {
        SwapAdvisor advisor = new SwapAdvisor(new Engine(1, 16), NODES, 6);
        advisor.setDeadline(System.nanoTime() - 1_000_000_000L);
        int[] three = advisor.openThree(15, Rule.FREESTYLE);
        assertThat(three).hasSize(3);
        assertThat(advisor.lastJudged()).hasSize(1);
        assertThat(advisor.lastJudged().get(0)).startsWith(three);
    }
}
