package gomoku.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.bench.Bench;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
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

    private static String posString(GameState g) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < g.moveCount(); i++) s.append((char) ('a' + Pos.x(g.move(i)))).append(Pos.y(g.move(i)) + 1);
        return s.toString();
    }
}
