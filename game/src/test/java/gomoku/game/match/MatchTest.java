package gomoku.game.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchTest {
    @Test
    void elo_evenScore_isZero_andMarginShrinksWithGames() {
        assertThat(Elo.difference(0.5)).isZero();
        assertThat(Elo.difference(0.75)).isBetween(190.0, 192.0);
        assertThat(Elo.errorMargin(40, 20, 40)).isLessThan(Elo.errorMargin(4, 2, 4));
        double[] i = Elo.interval(36, 2, 2);
        assertThat(i[0]).isBetween(250.0, Elo.difference(0.925));
        assertThat(i[1]).isGreaterThan(Elo.difference(0.925));
    }

    @Test
    void run_eachOpeningBothColours_recordsReplay() {
        List<List<int[]>> openings = Openings.parse("h8i9j10\n# comment\n\n0,0, 1,1, 2,2\n", 15);
        assertThat(openings).hasSize(2);
        List<Match.Outcome> games = new ArrayList<>();
        Match.Summary s = new Match(Rule.FREESTYLE, 15).run(
                EnginePlayer.parse("depth=3", 1), EnginePlayer.parse("level=1", 2), openings, 0, games::add);
        assertThat(s.games()).isEqualTo(4);
        assertThat(games).extracting(Match.Outcome::firstIsBlack).containsExactly(true, false, true, false);
        for (Match.Outcome o : games) {
            assertThat(o.record().toGameState().moveCount()).isEqualTo(o.record().moveCount());
            assertThat(o.reason()).doesNotContain("illegal").doesNotContain("failed");
        }
        assertThat(s.wins() + s.draws() + s.losses()).isEqualTo(4);
    }

    @Test
    void run_networkAgainstClassical_playsLegalGames() {
        List<List<int[]>> openings = Openings.parse("h8i9j10\n", 15);
        List<Match.Outcome> games = new ArrayList<>();
        Match.Summary s = new Match(Rule.RENJU, 15).run(
                EnginePlayer.parse("depth=2,evaluation=network", 1), EnginePlayer.parse("depth=2", 2), openings, 0, games::add);
        assertThat(s.games()).isEqualTo(2);
        for (Match.Outcome o : games) assertThat(o.reason()).doesNotContain("illegal").doesNotContain("failed");
    }

    @Test
    void enginePlayer_nodes_isALimitOfItsOwn() {
        List<List<int[]>> openings = Openings.parse("h8i9j10\n", 15);
        Match.Summary s = new Match(Rule.FREESTYLE, 15).run(
                EnginePlayer.parse("nodes=2000", 1), EnginePlayer.parse("nodes=2000,evaluation=network", 2), openings, 0, o -> { });
        assertThat(s.games()).isEqualTo(2);
        assertThatThrownBy(() -> EnginePlayer.parse("threads=1", 1)).hasMessageContaining("nodes=");
    }

    @Test
    void enginePlayer_networkFile_playsWithIt(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("net.bin");
        try (java.io.OutputStream out = java.nio.file.Files.newOutputStream(file)) {
            gomoku.engine.eval.Network.forRule(Rule.FREESTYLE).write(out);
        }
        List<List<int[]>> openings = Openings.parse("h8i9j10\n", 15);
        Match.Summary s = new Match(Rule.FREESTYLE, 15).run(
                EnginePlayer.parse("depth=2,network=" + file, 1), EnginePlayer.parse("depth=2", 2), openings, 0, o -> { });
        assertThat(s.games()).isEqualTo(2);
        java.nio.file.Files.write(file, new byte[100]);
        assertThatThrownBy(() -> EnginePlayer.parse("depth=2,network=" + file, 1)).hasMessageContaining("network file").hasMessageContaining("magic");
    }

    @Test
    void enginePlayer_badSpec_namesThePart() {
        assertThatThrownBy(() -> EnginePlayer.parse("level=9", 1)).hasMessageContaining("9");
        assertThatThrownBy(() -> EnginePlayer.parse("speed=3", 1)).hasMessageContaining("speed");
        assertThatThrownBy(() -> EnginePlayer.parse("depth=2,evaluation=neural", 1)).hasMessageContaining("classical or network");
        assertThatThrownBy(() -> Openings.parse("zz99", 15)).hasMessageContaining("line 1");
        assertThatThrownBy(() -> EnginePlayer.parse("depth=2,network=/no/such/net.bin", 1)).hasMessageContaining("cannot read network file");
    }

    @Test
    void run_stopRule_isAskedAfterEachPair_andEndsTheMatch() {
        List<List<int[]>> openings = Openings.parse("h8i9j10\nh8h9h10\nh8i8j8\n", 15);
        List<Integer> asked = new ArrayList<>();
        Match.Summary s = new Match(Rule.FREESTYLE, 15).run(EnginePlayer.parse("depth=2", 1), EnginePlayer.parse("level=1", 2),
                openings, 0, null, sum -> {
                    asked.add(sum.games());
                    return sum.games() >= 4;
                });
        assertThat(asked).containsExactly(2, 4);
        assertThat(s.games()).isEqualTo(4);
    }

    @Test
    void protocolPlayer_sendsBoardOnce_thenTurns(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // A brain that writes down what it hears and plays down the first column.
        java.nio.file.Path log = dir.resolve("heard.txt");
        java.nio.file.Path brain = dir.resolve("brain.sh");
        java.nio.file.Files.writeString(brain, String.join("\n",
                "i=0",
                "while read -r line; do",
                "  line=${line%$'\\r'}",
                "  echo \"$line\" >> '" + log + "'",
                "  case \"$line\" in START*) echo OK;; DONE|TURN*) echo \"0,$i\"; i=$((i+1));; END) exit 0;; esac",
                "done", ""));
        List<List<int[]>> openings = Openings.parse("h8\n", 15);
        try (ProtocolPlayer p = new ProtocolPlayer("column", "bash " + brain, 1000, 0, List.of())) {
            Match.Summary s = new Match(Rule.FREESTYLE, 15).run(p, EnginePlayer.parse("depth=1", 1), openings.subList(0, 1), 0, null);
            assertThat(s.games()).isEqualTo(2);
        }
        List<String> heard = java.nio.file.Files.readAllLines(log);
        long boards = heard.stream().filter("BOARD"::equals).count();
        long turns = heard.stream().filter(l -> l.startsWith("TURN ")).count();
        assertThat(boards).as(String.join(" | ", heard)).isEqualTo(2);   // one per game, after START
        assertThat(turns).isPositive();
    }
}
