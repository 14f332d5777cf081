package gomoku.game.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PuzzleCollectionTest {
    private static final PuzzleCollection BUNDLED = PuzzleCollection.bundled();

    @Test
    void bundled_everyPuzzleVerifies() {
        Map<String, List<String>> failures = new PuzzleVerifier().verifyAll(BUNDLED);
        assertThat(failures).isEmpty();
    }

    @Test
    void bundled_coversLevelsRulesAndColours() {
        assertThat(BUNDLED.size()).isGreaterThanOrEqualTo(200);
        for (int level = Puzzle.MIN_LEVEL; level <= Puzzle.MAX_LEVEL; level++)
            assertThat(BUNDLED.atLevel(level)).as("level %d", level).isNotEmpty();
        for (Rule rule : List.of(Rule.FREESTYLE, Rule.RENJU))
            for (int side : List.of(Side.BLACK, Side.WHITE))
                assertThat(BUNDLED.puzzles()).as(rule + " " + Side.name(side))
                        .anyMatch(p -> p.rule() == rule && p.attacker() == side);
        assertThat(BUNDLED.puzzles()).as("renju white wins through a forbidden point").anyMatch(Puzzle::forbiddenFinish);
        assertThat(BUNDLED.statistics()).containsKeys("level 1", "level 4", "freestyle", "renju", "black", "white");
    }

    @Test
    void json_roundTrip_keepsEveryPuzzle() {
        PuzzleCollection again = PuzzleCollection.parse(BUNDLED.toJson());
        assertThat(again.puzzles()).isEqualTo(BUNDLED.puzzles());
    }

    @Test
    void parse_badInput_namesTheProblem() {
        assertThatThrownBy(() -> PuzzleCollection.parse("{\"format\": \"gomoku-puzzles\", \"version\": 1, \"puzzles\": [")) 
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 1");
        assertThatThrownBy(() -> PuzzleCollection.parse("[]")).isInstanceOf(IllegalArgumentException.class);
        String wrongLevel = BUNDLED.toJson().replaceFirst("\"level\": 1", "\"level\": 3");
        assertThatThrownBy(() -> PuzzleCollection.parse(wrongLevel))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("level 3");
    }

    @Test
    void verify_wrongDefence_isReported() {
        Puzzle p = PracticeTest.OPEN_THREE;
        Puzzle bad = new Puzzle(p.id(), p.rule(), p.size(), p.moves(), p.attacker(), p.level(),
                List.of("g8", "a10", "k8"), 2, false);
        assertThat(new PuzzleVerifier().verify(bad)).anyMatch(s -> s.contains("a10") && s.contains("block"));
        Puzzle quiet = new Puzzle(p.id(), p.rule(), p.size(), p.moves(), p.attacker(), p.level(),
                List.of("h10", "a10", "k8"), 2, false);
        assertThat(new PuzzleVerifier().verify(quiet)).anyMatch(s -> s.contains("h10") && s.contains("not a four"));
    }
}
