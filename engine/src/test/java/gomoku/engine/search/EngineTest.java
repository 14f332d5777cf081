package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.api.SearchResult;
import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.pattern.Threat;
import gomoku.engine.search.threat.VcfSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Tactics every level must get right, renju fouls, and the forced win through a forbidden point. */
class EngineTest {
    private static int lit(String s) {
        return VcfSample.lit(s, 15);
    }

    /** A composed position: the stones in any order (passes fill in), then {@code toMove} to move. */
    static int[] compose(String black, String white, int toMove) {
        List<Integer> moves = new ArrayList<>();
        String[] b = black.isBlank() ? new String[0] : black.trim().split("\\s+");
        String[] w = white.isBlank() ? new String[0] : white.trim().split("\\s+");
        int side = Side.BLACK;
        for (int i = 0; i < Math.max(b.length, w.length); i++) {
            moves.add(i < b.length ? lit(b[i]) : Pos.PASS);
            moves.add(i < w.length ? lit(w[i]) : Pos.PASS);
        }
        if (toMove == Side.WHITE) moves.add(Pos.PASS);
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }

    private static SearchResult search(Rule rule, int[] moves, Level level) {
        Engine e = new Engine(1, 16);
        e.setSeed(5);
        return e.search(15, rule, moves, SearchLimits.time(level == null ? 1000 : 0).withDepth(level == null ? 8 : 0), level,
                SearchListener.NONE);
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void everyLevel_takesFiveInOne(Level level) {
        int[] moves = compose("e8 f8 g8 h8 c3", "a1 a2 a3 o1 o15", Side.BLACK);
        int best = search(Rule.FREESTYLE, moves, level).bestMove();
        assertThat(best).isIn(lit("d8"), lit("i8"));
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void everyLevel_blocksAFour(Level level) {
        // White's four e8-h8 is blocked at d8, so i8 is the only defence.
        int[] moves = compose("a1 a3 a5 o1 d8", "e8 f8 g8 h8", Side.BLACK);
        assertThat(search(Rule.FREESTYLE, moves, level).bestMove()).isEqualTo(lit("i8"));
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void everyLevel_blocksAFourBesideAnOpenThree(Level level) {
        // As above, and white's open three l3-l5 too: the levels that search a forced block must not
        // lose it to the open-three filter of their root moves (they once played the corner instead).
        int[] moves = compose("a1 a3 a5 o1 o3 o5 d8", "e8 f8 g8 h8 l3 l4 l5", Side.BLACK);
        assertThat(search(Rule.FREESTYLE, moves, level).bestMove()).isEqualTo(lit("i8"));
    }

    @ParameterizedTest
    @EnumSource(value = Level.class, names = {"ADEPT", "EXPERT", "MASTER"})
    void strongLevels_answerAnOpenThree(Level level) {
        int[] moves = compose("a1 c1 e1 o3", "f8 g8 h8", Side.BLACK);
        Engine e = new Engine(1, 16);
        SearchResult r = e.search(15, Rule.FREESTYLE, moves, SearchLimits.time(0), level, SearchListener.NONE);
        Board b = boardOf(Rule.FREESTYLE, moves);
        b.makeMove(r.bestMove());
        // Either the three is stopped, or black gained a tempo with a four of its own.
        assertThat(b.threatCount(Side.WHITE, Threat.F4) == 0 || b.threatCount(Side.BLACK, Threat.FIVE) > 0)
                .as("answered the open three with %s", Pos.toString(r.bestMove())).isTrue();
    }

    @Test
    void search_findsFourThree() {
        // Black: g8 h8 i8 (blocked at f8 by white) and j9 j10 (with j8 j11 empty): j8 makes four + three.
        int[] moves = compose("g8 h8 i8 j10 j11", "f8 a1 a3 a5 a7", Side.BLACK);
        SearchResult r = search(Rule.FREESTYLE, moves, null);
        assertThat(r.mate()).as("forced win found").isPositive();
        Board b = boardOf(Rule.FREESTYLE, moves);
        assertThat(b.threat(r.bestMove(), Side.BLACK)).isGreaterThanOrEqualTo(Threat.B4);
    }

    @Test
    void search_renjuBlack_neverPlaysAFoul() {
        SplittableRandom rnd = new SplittableRandom(31);
        Engine e = new Engine(1, 16);
        int checked = 0;
        for (int game = 0; game < 12; game++) {
            GameState g = new GameState(15, Rule.RENJU);
            e.newGame();
            for (int ply = 0; ply < 40 && !g.isOver(); ply++) {
                SearchResult r;
                if (g.sideToMove() == Side.WHITE && rnd.nextInt(3) > 0) {
                    int pos;
                    do pos = Pos.of(4 + rnd.nextInt(7), 4 + rnd.nextInt(7)); while (!g.board().isEmpty(pos) && g.moveCount() < 100);
                    if (!g.board().isEmpty(pos)) break;
                    g.play(Pos.x(pos), Pos.y(pos));
                    continue;
                }
                r = e.search(g, SearchLimits.depth(3), Level.values()[game % 5], SearchListener.NONE);
                MoveCheck c = g.play(Pos.x(r.bestMove()), Pos.y(r.bestMove()));
                assertThat(c).as("game %d ply %d", game, ply).isEqualTo(MoveCheck.LEGAL);
                if (g.sideToMove() == Side.WHITE) checked++;
            }
        }
        assertThat(checked).isGreaterThan(50);
    }

    /**
     * h8 is a double-three for black. White e5 f6 g7 with c3 and i9 blocked: d4 makes a four whose
     * only five point is h8, which black may not take: white wins by forcing black onto a foul.
     */
    @Test
    void search_renjuWhite_winsThroughForbiddenPoint() {
        int[] moves = compose("h7 h9 g8 i8 c3 i9", "e5 f6 g7 a15 o15", Side.WHITE);
        Board b = boardOf(Rule.RENJU, moves);
        assertThat(b.isForbidden(lit("h8"), Side.BLACK)).isTrue();
        VcfSolver solver = new VcfSolver(b);
        int[] line = solver.solve(4, 100_000);
        assertThat(line).isNotNull();
        assertThat(solver.endsWithForbiddenBlock()).isTrue();
        SearchResult r = search(Rule.RENJU, moves, null);
        assertThat(r.mate()).isPositive();
        assertThat(r.bestMove()).isEqualTo(lit("d4"));
    }

    @Test
    void search_sameSearchTwice_sameNodeCount() {
        GameState g = gomoku.engine.bench.Bench.positions().get(2);
        Engine e = new Engine(1, 16);
        SearchResult a = e.searchNoBook(g, SearchLimits.depth(8));
        e.newGame();
        SearchResult b = e.searchNoBook(g, SearchLimits.depth(8));
        assertThat(b.nodes()).isEqualTo(a.nodes());
        assertThat(b.bestMove()).isEqualTo(a.bestMove());
        assertThat(a.nodes()).isGreaterThan(1000);
    }

    @Test
    void search_stopFromAnotherThread_returnsALegalMove() throws Exception {
        GameState g = gomoku.engine.bench.Bench.positions().get(0);
        Engine e = new Engine(2, 16);
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
        Thread stopper = new Thread(() -> {
            try {
                started.await();
            } catch (InterruptedException ignored) {
                return;
            }
            e.stop();
        });
        stopper.start();
        SearchResult r = e.search(g, new SearchLimits(0, 0, 0, 60, 0), null, info -> started.countDown());
        stopper.join();
        assertThat(g.board().isEmpty(r.bestMove())).isTrue();
        assertThat(r.depth()).isLessThan(60);
    }

    @Test
    void levels_novicePicksAmongGoodMoves_expertDoesNot() {
        GameState g = gomoku.engine.bench.Bench.positions().get(3);
        java.util.Set<Integer> novice = new java.util.HashSet<>(), expert = new java.util.HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            Engine e = new Engine(1, 16);
            e.setSeed(seed);
            novice.add(e.search(g, SearchLimits.depth(2), Level.NOVICE, SearchListener.NONE).bestMove());
            e.setSeed(seed);
            expert.add(e.search(g, SearchLimits.depth(4), Level.EXPERT, SearchListener.NONE).bestMove());
        }
        assertThat(novice.size()).as("novice varies").isGreaterThan(1);
        assertThat(expert).as("expert is deterministic").hasSize(1);
    }

    static Board boardOf(Rule rule, int[] moves) {
        Board b = new Board(15, rule);
        for (int m : moves) {
            if (m == Pos.PASS) b.makePass();
            else b.makeMove(m);
        }
        return b;
    }
}
