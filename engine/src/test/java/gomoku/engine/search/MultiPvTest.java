package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Candidate;
import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Multi-PV: the N best root moves with exact values, and the open-ended analysis built on it. */
class MultiPvTest {
    /** Openings of a few moves, each a real choice for the side to move. */
    private static final String[][] GAMES = {
        {"h8", "h9", "j10"},
        {"h8", "i9", "h10", "g9"},
        {"h8", "j9", "g7", "i7", "h6"},
        {"h8", "h7", "i8", "g8", "j7", "k6"},
    };

    private static GameState game(Rule rule, String... moves) {
        GameState g = new GameState(15, rule);
        for (String m : moves) {
            int pos = VcfSample.lit(m, 15);
            g.play(Pos.x(pos), Pos.y(pos));
        }
        return g;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void singlePvBestMove_isACandidateWithItsValue_andNothingValuedLowerLeads(int index) {
        for (Rule rule : Rule.values()) {
            GameState g = game(rule, GAMES[index]);
            Engine single = new Engine(1, 16);
            SearchResult r = single.searchNoBook(g, SearchLimits.depth(6));
            Engine multi = new Engine(1, 16);
            List<Candidate> c = multi.searchMultiPv(g, 4, SearchLimits.depth(6));
            assertThat(c).hasSize(4);
            String what = rule + " " + String.join(" ", GAMES[index]);
            // The first pass is the single-PV search itself, so its move is a candidate with the same
            // value. A later pass may value another move higher: searched first, with a full window,
            // it escapes the pruning a null-window search applied to it. Then that move leads.
            Candidate same = c.stream().filter(k -> k.move() == r.bestMove()).findFirst().orElse(null);
            assertThat(same).as(what).isNotNull();
            assertThat(same.score()).as(what).isEqualTo(r.score());
            assertThat(c.get(0).score()).as(what).isGreaterThanOrEqualTo(r.score());
            if (c.get(0).score() == r.score()) assertThat(c.get(0).move()).as(what).isEqualTo(r.bestMove());
        }
    }

    @Test
    void candidates_areDistinctLegalAndOrderedBestFirst() {
        for (String[] moves : GAMES) {
            GameState g = game(Rule.RENJU, moves);
            List<Candidate> c = new Engine(1, 16).searchMultiPv(g, 5, SearchLimits.depth(5));
            assertThat(c).hasSize(5);
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < c.size(); i++) {
                Candidate k = c.get(i);
                assertThat(seen.add(k.move())).as("distinct").isTrue();
                assertThat(g.check(Pos.x(k.move()), Pos.y(k.move()))).as("legal").isEqualTo(MoveCheck.LEGAL);
                assertThat(k.pv()[0]).isEqualTo(k.move());
                assertThat(k.depth()).isEqualTo(5);
                if (i > 0) assertThat(k.score()).isLessThanOrEqualTo(c.get(i - 1).score());
            }
        }
    }

    @Test
    void fiveOnTheBoard_isTheOnlyCandidate() {
        GameState g = game(Rule.FREESTYLE, "e8", "a1", "f8", "a3", "g8", "a5", "h8", "o1");
        List<Candidate> c = new Engine(1, 16).searchMultiPv(g, 3, SearchLimits.depth(4));
        assertThat(c).hasSize(1);
        assertThat(c.get(0).mate()).isEqualTo(1);
        assertThat(c.get(0).move()).isIn(VcfSample.lit("d8", 15), VcfSample.lit("i8", 15));
    }

    @Test
    void fourBesideAnOpenThree_theBlockIsTheOnlyCandidate_andIsSearched() {
        // White's four e8-h8 (d8 is black's) and open three l3-l5: black must block at i8, then loses.
        GameState g = game(Rule.FREESTYLE, "d8", "e8", "a1", "f8", "a3", "g8", "a5", "h8", "o1", "l3", "o3", "l4",
                "o5", "l5");
        Engine engine = new Engine(1, 16);
        List<Candidate> c = engine.searchMultiPv(g, 3, SearchLimits.depth(4));
        assertThat(c).hasSize(1);
        assertThat(c.get(0).move()).isEqualTo(VcfSample.lit("i8", 15));
        assertThat(c.get(0).depth()).isPositive();
        assertThat(c.get(0).mate()).isNegative();
        SearchResult all = engine.searchAll(g, SearchLimits.depth(4), info -> { });
        assertThat(all.bestMove()).isEqualTo(VcfSample.lit("i8", 15));
        assertThat(all.depth()).isPositive();
        assertThat(all.mate()).isNegative();
    }

    @Test
    void twoOpenThrees_everyMoveLoses_yetEachSearchHasOne() {
        // White's open threes f8-h8 and l3-l5, black without a four: no move stops both.
        GameState g = game(Rule.FREESTYLE, "a1", "f8", "o1", "g8", "o15", "h8", "a15", "l3", "b12", "l4", "n4", "l5");
        Engine engine = new Engine(1, 16);
        List<Candidate> c = engine.searchMultiPv(g, 3, SearchLimits.depth(6));
        assertThat(c).hasSize(3);
        for (Candidate k : c) assertThat(k.mate()).as("%s", k).isNegative();
        SearchResult all = engine.searchAll(g, SearchLimits.depth(6), info -> { });
        assertThat(all.depth()).isPositive();
        assertThat(all.mate()).isNegative();
        assertThat(c.stream().map(Candidate::move)).contains(all.bestMove());
    }

    /**
     * A crowded freestyle position from self-play, white to move, with so many fours on the board
     * that depth 1 alone searches about 6,000 nodes: more than a small node limit allows. Multi-PV
     * once came back empty in such a position, which stopped a self-play run.
     */
    private static GameState crowded() {
        return game(Rule.FREESTYLE,
            "h2", "j3", "j8", "j5", "i4", "m6", "j6", "k3", "l5", "j4", "l3", "j2", "j1", "i5", "h6", "i6",
            "g5", "i7", "i8", "l2", "m1", "j7", "k8", "h8", "h7", "m5", "l4", "g6", "k10", "j9", "m8", "l8",
            "k9", "k11", "f4", "e5", "f6", "e7", "k1", "l1", "e4", "f3", "g4", "h4", "j11", "l9", "l10", "m10",
            "h10", "i9", "j10", "i10", "j12", "e9", "e6", "g9", "f7", "f9", "h9", "e11", "f10", "e8", "e10",
            "g8", "g10", "d10", "f11", "e12", "f8", "f5", "h13", "d9", "c9");
    }

    @Test
    void limitTooSmallForDepthOne_stillGivesTheMoveTheSearchPlays() {
        GameState g = crowded();
        SearchLimits few = SearchLimits.nodes(1);
        SearchResult single = new Engine(1, 16).searchNoBook(g, few);
        assertThat(single.depth()).as("the limit stops the search inside depth 1").isZero();
        List<Candidate> c = new Engine(1, 16).searchMultiPv(g, 5, few);
        assertThat(c).hasSize(1);
        assertThat(c.get(0).move()).isEqualTo(single.bestMove());
        assertThat(c.get(0).depth()).isZero();
        assertThat(g.check(Pos.x(c.get(0).move()), Pos.y(c.get(0).move()))).isEqualTo(MoveCheck.LEGAL);
    }

    @Test
    void searchStoppedInsideDepthOne_doesNotReportTheLastSearchsValue() {
        // A won position first (f8-h8 an open three, black to move: a win in 3), then the crowded one.
        Engine engine = new Engine(1, 16);
        GameState won = game(Rule.FREESTYLE, "f8", "a1", "g8", "a15", "h8", "o1");
        assertThat(engine.searchNoBook(won, SearchLimits.depth(6)).mate()).isPositive();
        SearchResult r = engine.searchNoBook(crowded(), SearchLimits.nodes(1));
        assertThat(r.depth()).isZero();
        assertThat(Value.isMate(r.score())).as("score %d", r.score()).isFalse();
    }

    @Test
    void secondCandidate_isTheOtherWinningMove() {
        // The open three f8-h8 becomes a flex four at e8 or at i8: the two fastest wins.
        GameState open = game(Rule.FREESTYLE, "f8", "a1", "g8", "a3", "h8", "o15");
        List<Candidate> c = new Engine(1, 16).searchMultiPv(open, 3, SearchLimits.depth(5));
        assertThat(c).hasSize(3);
        assertThat(Set.of(c.get(0).move(), c.get(1).move())).isEqualTo(Set.of(VcfSample.lit("e8", 15), VcfSample.lit("i8", 15)));
        assertThat(c.get(0).mate()).isPositive();
        assertThat(c.get(1).mate()).isEqualTo(c.get(0).mate());
        assertThat(c.get(2).mate() == 0 || c.get(2).mate() > c.get(1).mate()).as("third is slower: %s", c.get(2)).isTrue();
    }

    @Test
    void multiPvOff_leavesTheSearchUnchanged() {
        GameState g = game(Rule.STANDARD, GAMES[2]);
        Engine a = new Engine(1, 16);
        SearchResult before = a.searchNoBook(g, SearchLimits.depth(6));
        // A multi-PV search in between must not leave moves excluded behind it.
        Engine b = new Engine(1, 16);
        b.searchMultiPv(g, 3, SearchLimits.depth(3));
        b.newGame();
        SearchResult after = b.searchNoBook(g, SearchLimits.depth(6));
        assertThat(after.bestMove()).isEqualTo(before.bestMove());
        assertThat(after.nodes()).isEqualTo(before.nodes());
    }

    @Test
    void analyze_reportsGrowingDepths_untilStopped() throws Exception {
        GameState g = game(Rule.RENJU, GAMES[1]);
        Engine e = new Engine(1, 16);
        List<Integer> depths = new CopyOnWriteArrayList<>();
        List<List<Candidate>> updates = new CopyOnWriteArrayList<>();
        CompletableFuture<List<Candidate>> done = CompletableFuture.supplyAsync(() -> e.analyze(g, 3, (depth, cands, nodes, ms) -> {
            depths.add(depth);
            updates.add(cands);
        }));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (depths.stream().noneMatch(d -> d >= 4) && System.nanoTime() < deadline) Thread.onSpinWait();
        e.stop();
        List<Candidate> last = done.get(30, TimeUnit.SECONDS);
        assertThat(depths).contains(1, 2, 3, 4);
        for (int i = 1; i < depths.size(); i++) assertThat(depths.get(i)).isGreaterThanOrEqualTo(depths.get(i - 1));
        assertThat(last).hasSize(3);
        for (List<Candidate> u : updates) {
            assertThat(u.size()).isBetween(1, 3);
            List<Integer> moves = new ArrayList<>();
            for (Candidate c : u) moves.add(c.move());
            assertThat(new HashSet<>(moves)).hasSameSizeAs(moves);
        }
    }

    @Test
    void analyze_stopsAtOnceOnAProvenWin() {
        // Black to move has a four-three: every candidate search ends in proven values quickly.
        GameState g = game(Rule.FREESTYLE, "h8", "a1", "i8", "a3", "j8", "a5", "k9", "o1", "k10", "o3");
        List<Candidate> c = new Engine(1, 16).analyze(g, 1, (depth, cands, nodes, ms) -> {});
        assertThat(c).hasSize(1);
        assertThat(c.get(0).mate()).isPositive();
    }
}
