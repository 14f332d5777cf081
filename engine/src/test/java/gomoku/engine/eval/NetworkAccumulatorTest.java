package gomoku.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.pattern.CellTables;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The board's network sums, kept by make and undo, equal sums recomputed from the board. */
class NetworkAccumulatorTest {

    static Network fixture(Rule rule) {
        return NetworkFiles.load(rule == Rule.RENJU ? "fixture-renju.bin" : "fixture-freestyle.bin");
    }

    private static int randomEmpty(Board b, SplittableRandom rnd) {
        while (true) {
            int pos = Pos.of(rnd.nextInt(b.size), rnd.nextInt(b.size));
            if (b.isEmpty(pos)) return pos;
        }
    }

    /** The sums and value a fresh board reaches by replaying {@code b}'s moves. */
    private static void assertMatchesRecomputation(Board b, Network net) {
        NetworkAccumulator acc = b.networkAccumulator();
        assertThat(acc.matches(b)).as("sums after %d moves", b.ply()).isTrue();
        Board fresh = new Board(b.size, b.rule, net);
        for (int i = 0; i < b.ply(); i++) {
            if (b.move(i) == Pos.PASS) fresh.makePass();
            else fresh.makeMove(b.move(i));
        }
        assertThat(b.networkValue()).isEqualTo(fresh.networkValue());
    }

    @Test
    void makeUndo_randomSequences_sumsEqualRecomputation() {
        SplittableRandom rnd = new SplittableRandom(7);
        int sequences = 0;
        for (Rule rule : Rule.values()) sequences += playRandomSequences(fixture(rule), rule, 100, rnd);
        assertThat(sequences).isEqualTo(300);
    }

    @Test
    void makeUndo_contestRows_sumsEqualRecomputation() {
        SplittableRandom rnd = new SplittableRandom(8);
        int sequences = 0;
        for (Rule rule : Rule.values()) {
            Network plain = fixture(rule);
            Network net = NetworkFiles.read(NetworkFiles.withContest(NetworkFiles.bytes(rule == Rule.RENJU ? "fixture-renju.bin" : "fixture-freestyle.bin"),
                    NetworkFiles.randomContest(plain.tables, plain.dim, 3000, rnd)));
            assertThat(net.contestClasses).isEqualTo(CellTables.CONTEST_CLASSES);
            sequences += playRandomSequences(net, rule, 60, rnd);
        }
        assertThat(sequences).isEqualTo(180);
    }

    /**
     * Plays {@code games} random games with takebacks on boards of {@code net}, checking the sums
     * against a recomputation along the way; returns {@code games}.
     */
    private static int playRandomSequences(Network net, Rule rule, int games, SplittableRandom rnd) {
        for (int game = 0; game < games; game++) {
            Board b = new Board(game % 5 == 0 ? 20 : 15, rule, net);
            int length = 10 + rnd.nextInt(70);
            for (int i = 0; i < length; i++) {
                // Now and then take a few moves back, so undo is tested in the middle of a game too.
                if (b.ply() > 3 && rnd.nextInt(6) == 0) {
                    for (int k = rnd.nextInt(3) + 1; k > 0; k--) b.undoMove();
                    assertMatchesRecomputation(b, net);
                }
                if (rnd.nextInt(25) == 0) b.makePass();
                else b.makeMove(randomEmpty(b, rnd));
                if (i % 5 == 0) assertMatchesRecomputation(b, net);
                // Renju's foul test places and takes stones of its own: it must leave the sums alone.
                if (rule == Rule.RENJU) b.isForbidden(randomEmpty(b, rnd), 0);
            }
            assertMatchesRecomputation(b, net);
            while (b.ply() > 0) b.undoMove();
            assertMatchesRecomputation(b, net);
            assertThat(b.isConsistent()).isTrue();
        }
        return games;
    }

    @Test
    void board_withoutNetwork_hasNoSums() {
        Board b = new Board(15, Rule.FREESTYLE);
        assertThat(b.hasNetwork()).isFalse();
        assertThat(b.networkAccumulator()).isNull();
    }
}
