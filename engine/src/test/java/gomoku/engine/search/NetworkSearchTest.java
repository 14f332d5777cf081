package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.bench.Bench;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import java.io.IOException;
import java.io.InputStream;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The network evaluation drives a real search: legal moves in every rule, a game played on. */
class NetworkSearchTest {
    @Test
    void search_networkEvaluation_playsLegalMovesInEveryRule() {
        Engine engine = new Engine(1, 16);
        engine.setEvaluation(Evaluation.NETWORK);
        Set<Rule> seen = EnumSet.noneOf(Rule.class);
        for (GameState start : Bench.positions()) {
            if (start.size() != 15 || !seen.add(start.rule())) continue;
            GameState g = Bench.parse(start.rule(), 15, posString(start));
            engine.newGame();
            // A few moves of a game, each a short search, each checked by the game's own rules.
            for (int i = 0; i < 6 && !g.isOver(); i++) {
                SearchResult r = engine.searchNoBook(g, SearchLimits.depth(4));
                assertThat(r.bestMove()).isNotEqualTo(Pos.NONE);
                assertThat(g.play(Pos.x(r.bestMove()), Pos.y(r.bestMove()))).as("%s move %d", start.rule(), i).isEqualTo(MoveCheck.LEGAL);
            }
        }
        assertThat(seen).containsExactlyInAnyOrder(Rule.values());
        assertThat(engine.evaluation()).isEqualTo(Evaluation.NETWORK);
    }

    @Test
    void search_switchingEvaluation_changesValuesNotLegality() {
        GameState g = Bench.positions().get(0);
        Engine engine = new Engine(1, 16);
        engine.setEvaluation(Evaluation.CLASSICAL);
        SearchResult classical = engine.searchNoBook(g, SearchLimits.depth(3));
        engine.setEvaluation(Evaluation.NETWORK);
        engine.newGame();
        SearchResult network = engine.searchNoBook(g, SearchLimits.depth(3));
        engine.setEvaluation(Evaluation.CLASSICAL);
        engine.newGame();
        SearchResult again = engine.searchNoBook(g, SearchLimits.depth(3));
        assertThat(again.nodes()).isEqualTo(classical.nodes());
        assertThat(again.score()).isEqualTo(classical.score());
        assertThat(g.check(Pos.x(network.bestMove()), Pos.y(network.bestMove()))).isEqualTo(MoveCheck.LEGAL);
    }

    @Test
    void auto_isTheDefault_networkInFreestyleAndRenjuAtFullStrength_classicalElsewhere() {
        assertThat(new Engine(1, 16).evaluation()).isEqualTo(Evaluation.AUTO);
        for (GameState g : new GameState[] {first(Rule.FREESTYLE), first(Rule.RENJU), first(Rule.STANDARD)}) {
            boolean network = g.rule() != Rule.STANDARD;
            // Full strength (no level), then a level that keeps the classical evaluation, then Expert.
            for (Level level : new Level[] {null, Level.ADEPT, Level.EXPERT}) {
                boolean expected = network && level != Level.ADEPT;
                SearchLimits limits = level == null ? SearchLimits.depth(4) : new SearchLimits(0, 0, 0, 4, 0);
                Engine auto = new Engine(1, 16), same = new Engine(1, 16), other = new Engine(1, 16);
                auto.setSeed(5);
                same.setSeed(5);
                other.setSeed(5);
                same.setEvaluation(expected ? Evaluation.NETWORK : Evaluation.CLASSICAL);
                other.setEvaluation(expected ? Evaluation.CLASSICAL : Evaluation.NETWORK);
                SearchResult a = searchAt(auto, g, limits, level), b = searchAt(same, g, limits, level), c = searchAt(other, g, limits, level);
                String what = g.rule() + " " + level;
                assertThat(a.nodes()).as(what).isEqualTo(b.nodes());
                assertThat(a.score()).as(what).isEqualTo(b.score());
                assertThat(a.nodes() != c.nodes() || a.score() != c.score()).as(what + ": the other evaluation searches otherwise").isTrue();
            }
        }
    }

    private static SearchResult searchAt(Engine engine, GameState g, SearchLimits limits, Level level) {
        return level == null ? engine.searchNoBook(g, limits) : engine.search(g, limits, level, gomoku.engine.api.SearchListener.NONE);
    }

    @Test
    void search_ownNetwork_replacesTheShippedOneOfItsRuleSetOnly() throws IOException {
        Network own;
        try (InputStream in = NetworkSearchTest.class.getResourceAsStream("/gomoku/engine/eval/fixture-freestyle.bin")) {
            own = Network.read(in);
        }
        GameState freestyle = first(Rule.FREESTYLE), renju = first(Rule.RENJU);
        Engine shipped = new Engine(1, 16), custom = new Engine(1, 16);
        shipped.setEvaluation(Evaluation.NETWORK);
        custom.setEvaluation(Evaluation.NETWORK);
        custom.setNetwork(own);
        SearchResult a = shipped.searchNoBook(freestyle, SearchLimits.depth(4)), b = custom.searchNoBook(freestyle, SearchLimits.depth(4));
        assertThat(b.nodes() != a.nodes() || b.score() != a.score()).as("the own network's search differs").isTrue();
        // A renju game keeps the shipped renju network: the same search node for node.
        shipped.newGame();
        custom.newGame();
        SearchResult c = shipped.searchNoBook(renju, SearchLimits.depth(4)), d = custom.searchNoBook(renju, SearchLimits.depth(4));
        assertThat(d.nodes()).isEqualTo(c.nodes());
        assertThat(d.score()).isEqualTo(c.score());
        // Back to the shipped network: the first search again.
        custom.setNetwork(null);
        assertThat(custom.searchNoBook(freestyle, SearchLimits.depth(4)).nodes()).isEqualTo(a.nodes());
    }

    @Test
    void search_networkOfZeroesOnAFullBase_searchesAsTheClassicalEvaluation() {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            int tables = rule == Rule.RENJU ? 2 : 1, dim = 4, hidden = 4;
            Network zero = new Network(Network.ruleSetOf(rule), dim, tables, hidden, tables, 600, Network.BASE_ONE,
                    new int[tables * dim], new short[tables * gomoku.engine.pattern.CellTables.SIZE * dim],
                    new short[tables * hidden * 2 * dim], new int[tables * hidden], new short[tables * hidden], new int[tables]);
            GameState g = first(rule);
            Engine classical = new Engine(1, 16), based = new Engine(1, 16);
            classical.setEvaluation(Evaluation.CLASSICAL);
            based.setEvaluation(Evaluation.NETWORK);
            based.setNetwork(zero);
            SearchResult a = classical.searchNoBook(g, SearchLimits.depth(6)), b = based.searchNoBook(g, SearchLimits.depth(6));
            assertThat(b.nodes()).as("%s nodes", rule).isEqualTo(a.nodes());
            assertThat(b.score()).as("%s score", rule).isEqualTo(a.score());
            assertThat(b.bestMove()).isEqualTo(a.bestMove());
        }
    }

    private static GameState first(Rule rule) {
        for (GameState g : Bench.positions())
            if (g.size() == 15 && g.rule() == rule) return Bench.parse(rule, 15, posString(g));
        throw new AssertionError("no bench position of " + rule);
    }

    private static String posString(GameState g) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < g.moveCount(); i++) s.append((char) ('a' + Pos.x(g.move(i)))).append(Pos.y(g.move(i)) + 1);
        return s.toString();
    }
}
