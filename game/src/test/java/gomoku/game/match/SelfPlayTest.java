package gomoku.game.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SelfPlayTest {
    private static final List<List<int[]>> OPENINGS = Openings.parse("h8i9j10\nh8h9g10i10\n", 15);

    private static SelfPlay player() {
        return new SelfPlay(new SelfPlay.Settings(Rule.FREESTYLE, 15, 300, 600, 4, 3, 40));
    }

    @Test
    void play_sameSeed_sameGame_withAScoreForEveryMoveAfterTheOpening() {
        SelfPlay.Game a = player().play(OPENINGS, 11);
        SelfPlay.Game b = player().play(OPENINGS, 11);
        assertThat(b.moves()).isEqualTo(a.moves());
        assertThat(b.scores()).isEqualTo(a.scores());
        assertThat(b.opening()).isEqualTo(a.opening());
        assertThat(a.openingLength()).isEqualTo(OPENINGS.get(a.opening()).size());
        assertThat(a.positions()).isEqualTo(a.moves().length - a.openingLength()).isPositive();
        GameState replay = new GameState(15, Rule.FREESTYLE);
        for (int move : a.moves()) replay.play(Pos.x(move), Pos.y(move));
        assertThat(replay.moveCount()).as("every move legal").isEqualTo(a.moves().length);
        assertThat(replay.isOver() ? replay.result() : GameState.DRAW).isEqualTo(a.result());
    }

    @Test
    void play_otherSeeds_otherGames() {
        SelfPlay player = player();
        Set<String> games = new HashSet<>();
        for (long seed = 1; seed <= 4; seed++) games.add(java.util.Arrays.toString(player.play(OPENINGS, seed).moves()));
        assertThat(games).hasSizeGreaterThan(1);
    }

    @Test
    void start_symmetries_keepTheShape_andAnIllegalOpeningIsNamed() {
        Set<List<Integer>> seen = new HashSet<>();
        for (int sym = 0; sym < 8; sym++) {
            GameState g = SelfPlay.start(OPENINGS.get(1), sym, Rule.RENJU, 15, 2);
            assertThat(g.moveCount()).isEqualTo(4);
            seen.add(g.moves());
        }
        assertThat(seen).hasSize(8);
        assertThatThrownBy(() -> SelfPlay.start(Openings.parse("h8h8", 15).get(0), 0, Rule.FREESTYLE, 15, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("opening 5");
    }

    @Test
    void settings_networkOfAnotherRuleSetOrWithoutTheNetworkEvaluation_refused() {
        SelfPlay.Settings freestyle = new SelfPlay.Settings(Rule.FREESTYLE, 15, 300, 600, 4, 3, 40);
        assertThat(freestyle.evaluation()).isEqualTo(Evaluation.CLASSICAL);
        assertThat(freestyle.withEvaluation(Evaluation.NETWORK, Network.forRule(Rule.STANDARD)).network())
                .isSameAs(Network.forRule(Rule.FREESTYLE));
        assertThatThrownBy(() -> freestyle.withEvaluation(Evaluation.NETWORK, Network.forRule(Rule.RENJU)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a network for renju, not for freestyle");
        assertThatThrownBy(() -> freestyle.withEvaluation(Evaluation.CLASSICAL, Network.forRule(Rule.FREESTYLE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("network evaluation");
    }
}
