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
        return NetworkFiles.load(fixtureName(rule));
    }

    private static String fixtureName(Rule rule) {
        return rule == Rule.RENJU ? "fixture-renju.bin" : "fixture-freestyle.bin";
    }

    /** The fixture network of {@code rule} with random contest rows. */
    private static Network withContest(Rule rule, SplittableRandom rnd) {
        Network plain = fixture(rule);
        return NetworkFiles.read(NetworkFiles.withContest(NetworkFiles.bytes(fixtureName(rule)),
                NetworkFiles.randomContest(plain.tables, plain.dim, 3000, rnd)));
    }

    /** A new board of {@code net} that has played {@code b}'s moves. */
    private static Board replay(Board b, Network net) {
        Board fresh = new Board(b.size, b.rule, net);
        for (int i = 0; i < b.ply(); i++) {
            if (b.move(i) == Pos.PASS) fresh.makePass();
            else fresh.makeMove(b.move(i));
        }
        return fresh;
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
        assertThat(b.networkValue()).isEqualTo(replay(b, net).networkValue());
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
            Network net = withContest(rule, rnd);
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

    /**
     * The sums are brought up to date only when read: random walks of makes and undos that read the
     * value at some nodes only, with long stretches read at none (as a forced-line search plays) and
     * renju foul tests in between, must read at every node what a fresh board of the position reads.
     */
    @Test
    void lazySums_valueReadAtRandomNodes_equalsFreshBoard() {
        SplittableRandom rnd = new SplittableRandom(9);
        int checked = 0;
        for (Rule rule : Rule.values()) {
            Network plain = fixture(rule), contest = withContest(rule, rnd);
            checked += walkRandomly(plain, rule, 12, rnd);
            checked += walkRandomly(contest, rule, 12, rnd);
        }
        assertThat(checked).isGreaterThan(3000);
    }

    /**
     * Walks {@code games} random trees of moves (each step a make, a pass or an undo) on boards of
     * {@code net}, reading the value at random steps; returns the number of values checked.
     */
    private static int walkRandomly(Network net, Rule rule, int games, SplittableRandom rnd) {
        int checked = 0;
        for (int game = 0; game < games; game++) {
            Board b = new Board(game % 4 == 0 ? 20 : 15, rule, net);
            // Positions from the empty board to a crowded middle game, reached without a read.
            for (int i = rnd.nextInt(50); i > 0; i--) b.makeMove(randomEmpty(b, rnd));
            int quietUntil = 0;
            for (int step = 0; step < 300; step++) {
                if (step >= quietUntil && rnd.nextInt(30) == 0) quietUntil = step + 10 + rnd.nextInt(60);
                int r = rnd.nextInt(20);
                if (b.ply() > 0 && r < 9) b.undoMove();
                else if (r == 9) b.makePass();
                else if (b.stoneCount() < b.size * b.size - 10) b.makeMove(randomEmpty(b, rnd));
                // Renju's foul tests place and take stones of their own, deeper frames than the walk's.
                if (rule == Rule.RENJU)
                    for (int k = rnd.nextInt(4); k > 0; k--) b.isForbidden(randomEmpty(b, rnd), 0);
                if (step < quietUntil || rnd.nextInt(3) != 0) continue;
                assertValueOfFreshBoard(b, net);
                checked++;
                // A second read of the same node finds the sums up to date.
                if (rnd.nextInt(4) == 0) assertValueOfFreshBoard(b, net);
            }
            while (b.ply() > 0) b.undoMove();
            assertValueOfFreshBoard(b, net);
            assertThat(b.isConsistent()).isTrue();
        }
        return checked;
    }

    /** A frame without changes reads the sums of the frame below it (the board's frames always have some). */
    @Test
    void frameWithoutChanges_readsTheSumsBelow() {
        Network net = fixture(Rule.FREESTYLE);
        Board b = new Board(15, Rule.FREESTYLE, net);
        b.makeMove(Pos.of(7, 7));
        b.makeMove(Pos.of(8, 8));
        b.makeMove(Pos.of(6, 6));
        NetworkAccumulator acc = b.networkAccumulator();
        int value = acc.value(0);
        // The slot above now holds another position's sums.
        b.makeMove(Pos.of(9, 9));
        assertThat(acc.value(0)).isNotEqualTo(value);
        b.undoMove();
        // One frame for each stone on the board is open.
        acc.save(b.stoneCount());
        assertThat(acc.value(0)).isEqualTo(value);
        acc.restore(b.stoneCount());
        assertThat(acc.value(0)).isEqualTo(value);
    }

    /** {@code b}'s value and sums equal those of a new board that plays {@code b}'s moves, and a recomputation. */
    private static void assertValueOfFreshBoard(Board b, Network net) {
        int value = b.networkValue();
        Board fresh = replay(b, net);
        assertThat(value).as("value after %d moves", b.ply()).isEqualTo(fresh.networkValue());
        for (int s = 0; s < 2; s++)
            for (int j = 0; j < net.dim; j++)
                assertThat(b.networkAccumulator().sum(s, j)).as("side %d sum %d after %d moves", s, j, b.ply())
                        .isEqualTo(fresh.networkAccumulator().sum(s, j));
        assertThat(b.networkAccumulator().matches(b)).as("sums after %d moves", b.ply()).isTrue();
    }

    @Test
    void board_withoutNetwork_hasNoSums() {
        Board b = new Board(15, Rule.FREESTYLE);
        assertThat(b.hasNetwork()).isFalse();
        assertThat(b.networkAccumulator()).isNull();
    }
}
