package gomoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Network;
import gomoku.engine.pattern.CellTables;
import gomoku.game.notation.Notation;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gomoku train} on a tiny synthetic file: it runs, writes a loadable network, and a seed fixes it. */
class TrainCommandTest {
    @TempDir
    Path dir;

    /**
     * Random positions of a few stones on the middle of the board, with random results and, as
     * selfplay's lines carry them, a score, a win chance and a game number after the result.
     */
    private Path synthetic(String name, int lines) throws IOException {
        SplittableRandom rnd = new SplittableRandom(3);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            int stones = 4 + rnd.nextInt(10);
            boolean[] used = new boolean[81];
            StringBuilder pos = new StringBuilder();
            for (int k = 0; k < stones; k++) {
                int c;
                do c = rnd.nextInt(81); while (used[c]);
                used[c] = true;
                pos.append((char) ('d' + c % 9)).append(4 + c / 9);
            }
            s.append(pos).append(",h8,").append(rnd.nextInt(3)).append(',').append(rnd.nextInt(2001) - 1000)
                    .append(",0.5,").append(i / 10 + 1).append('\n');
        }
        Path f = dir.resolve(name);
        Files.writeString(f, s.toString());
        return f;
    }

    @Test
    void train_tinyFile_writesLoadableNetworkTheSameEachRun() throws IOException {
        Path in = synthetic("tiny.csv", 60);
        Path out = dir.resolve("net.bin"), again = dir.resolve("again.bin");
        CliRun run = CliRun.of("train", in.toString(), "--out", out.toString(), "--epochs", "3", "--dim", "4", "--hidden", "4", "--seed", "5");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("epoch  3: train").contains("held out").contains("wrote");
        Network net = Network.read(new ByteArrayInputStream(Files.readAllBytes(out)));
        assertThat(net.dim).isEqualTo(4);
        assertThat(net.hidden).isEqualTo(4);
        assertThat(net.ruleSet).isEqualTo(Network.RULES_FREESTYLE);
        Board board = new Board(15, Rule.STANDARD, net);
        board.makeMove(gomoku.engine.core.Pos.of(7, 7));
        assertThat(Math.abs(board.networkValue())).isLessThan(30_000);
        CliRun second = CliRun.of("train", in.toString(), "--out", again.toString(), "--epochs", "3", "--dim", "4", "--hidden", "4", "--seed", "5");
        assertThat(second.exitCode()).isZero();
        assertThat(Files.readAllBytes(again)).isEqualTo(Files.readAllBytes(out));
    }

    @Test
    void train_scoreColumn_isASecondTarget() throws IOException {
        Path in = synthetic("scored.csv", 60);
        Path withScore = dir.resolve("with.bin"), resultOnly = dir.resolve("without.bin");
        assertThat(CliRun.of("train", in.toString(), "--out", withScore.toString(), "--epochs", "2", "--dim", "4", "--hidden", "4").exitCode()).isZero();
        assertThat(CliRun.of("train", in.toString(), "--out", resultOnly.toString(), "--epochs", "2", "--dim", "4", "--hidden", "4",
                "--score-column", "0").exitCode()).isZero();
        assertThat(Files.readAllBytes(withScore)).isNotEqualTo(Files.readAllBytes(resultOnly));
    }

    @Test
    void train_finalRate_fallsGeometrically_andEqualToRateChangesNothing() throws IOException {
        assertThat(TrainCommand.epochRate(0.002, 0.0002, 1, 3)).isEqualTo(0.002);
        assertThat(TrainCommand.epochRate(0.002, 0.0002, 2, 3)).isCloseTo(Math.sqrt(0.002 * 0.0002), org.assertj.core.data.Offset.offset(1e-12));
        assertThat(TrainCommand.epochRate(0.002, 0.0002, 3, 3)).isCloseTo(0.0002, org.assertj.core.data.Offset.offset(1e-12));
        Path in = synthetic("rates.csv", 60);
        Path plain = dir.resolve("plain.bin"), same = dir.resolve("same.bin"), falling = dir.resolve("falling.bin");
        String[] common = {"--epochs", "3", "--dim", "4", "--hidden", "4"};
        assertThat(CliRun.of(args(in, plain, common)).exitCode()).isZero();
        assertThat(CliRun.of(args(in, same, common, "--final-rate", "0.002")).exitCode()).isZero();
        CliRun run = CliRun.of(args(in, falling, common, "--final-rate", "0.0002"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("epoch  3: train").contains("(step size 0.000200)");
        assertThat(Files.readAllBytes(same)).isEqualTo(Files.readAllBytes(plain));
        assertThat(Files.readAllBytes(falling)).isNotEqualTo(Files.readAllBytes(plain));
        CliRun rising = CliRun.of(args(in, dir.resolve("rising.bin"), common, "--final-rate", "0.01"));
        assertThat(rising.exitCode()).isEqualTo(Main.BAD_INPUT);
        assertThat(rising.err()).contains("--final-rate");
    }

    private static String[] args(Path in, Path out, String[] common, String... more) {
        java.util.List<String> a = new java.util.ArrayList<>(java.util.List.of("train", in.toString(), "--out", out.toString()));
        a.addAll(java.util.List.of(common));
        a.addAll(java.util.List.of(more));
        return a.toArray(new String[0]);
    }

    @Test
    void train_renju_writesATableAndAHeadPerColour() throws IOException {
        Path in = synthetic("renju.csv", 40);
        Path out = dir.resolve("renju.bin");
        CliRun run = CliRun.of("train", in.toString(), "--rule", "renju", "--out", out.toString(), "--epochs", "1", "--dim", "4", "--hidden", "4");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Network net = Network.read(new ByteArrayInputStream(Files.readAllBytes(out)));
        assertThat(net.tables).isEqualTo(2);
        assertThat(net.heads).isEqualTo(2);
    }

    @Test
    void train_classicalBase_learnsItsWeightAndMatchesTheFloatModel() throws IOException {
        Path in = synthetic("based.csv", 60);
        Path out = dir.resolve("based.bin");
        CliRun run = CliRun.of("train", in.toString(), "--base", "classical", "--out", out.toString(), "--epochs", "2", "--dim", "4", "--hidden", "4");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("x the classical value");
        Network net = Network.read(new ByteArrayInputStream(Files.readAllBytes(out)));
        assertThat(net.baseWeight).isPositive();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("at most ([0-9.]+) evaluation units").matcher(run.out());
        assertThat(m.find()).as(run.out()).isTrue();
        assertThat(Double.parseDouble(m.group(1))).isLessThan(5.0);
        CliRun bad = CliRun.of("train", in.toString(), "--base", "rapfi", "--out", dir.resolve("y.bin").toString());
        assertThat(bad.exitCode()).isEqualTo(Main.BAD_INPUT);
        assertThat(bad.err()).contains("--base");
    }

    @Test
    void train_contest_writesVersion3AndMatchesTheFloatModel() throws IOException {
        for (String rule : new String[] {"freestyle", "renju"}) {
            Path in = synthetic("contest-" + rule + ".csv", 60);
            Path out = dir.resolve("contest-" + rule + ".bin");
            CliRun run = CliRun.of("train", in.toString(), "--rule", rule, "--contest", "--out", out.toString(), "--epochs", "2", "--dim", "4", "--hidden", "4");
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.out()).contains("with contest rows");
            byte[] bytes = Files.readAllBytes(out);
            assertThat(java.nio.ByteBuffer.wrap(bytes).getInt(4)).as("version").isEqualTo(3);
            assertThat(Network.read(new ByteArrayInputStream(bytes)).contestClasses).isEqualTo(CellTables.CONTEST_CLASSES);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("at most ([0-9.]+) evaluation units").matcher(run.out());
            assertThat(m.find()).as(run.out()).isTrue();
            assertThat(Double.parseDouble(m.group(1))).isLessThan(5.0);
        }
    }

    /**
     * The engine's integer sums of a contest network equal the trainer's float sums up to the
     * rounding of what they add: half a unit for the bias and for each empty cell's key row and
     * contest row. Trained with large steps, so that a row picked by a wrong class is off by far
     * more (black's rows picked by (white's class, black's) missed by 20 to 200 times the bound).
     */
    @Test
    void export_contest_integerSumsEqualFloatSumsUpToRounding() throws IOException {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            int dim = 4;
            NetworkTrainer trainer = new NetworkTrainer(rule, dim, 4, 600, false, true, 4, 1.0, 0.0001, 9);
            try (java.io.InputStream in = Files.newInputStream(synthetic("sums-" + rule.id() + ".csv", 80))) {
                trainer.read(in);
            }
            int[] order = new int[trainer.size()];
            for (int i = 0; i < order.length; i++) order[i] = i;
            for (int e = 0; e < 10; e++)
                for (int from = 0; from < order.length; from += 8) trainer.step(order, from, Math.min(order.length, from + 8), 0.05);
            Network net = trainer.export();
            for (int i = 0; i < trainer.size(); i++) {
                Board board = new Board(15, rule, net);
                for (int[] m : Notation.parsePosString(trainer.position(i), 15)) board.makeMove(Pos.of(m[0], m[1]));
                double bound = 0.5 * (1 + 2 * (15 * 15 - board.stoneCount())) + 1e-6;
                double[] sums = trainer.floatSums(i);
                for (int s = 0; s < 2; s++)
                    for (int j = 0; j < dim; j++)
                        assertThat((double) board.networkAccumulator().sum(s, j)).as("%s %s side %d sum %d", rule, trainer.position(i), s, j)
                                .isCloseTo(sums[s * dim + j] * Network.FEATURE_SCALE, org.assertj.core.data.Offset.offset(bound));
            }
        }
    }

    /**
     * {@code --init} starts from a network: with no epoch it writes the same bytes back (contest
     * rows and renju's two tables and heads included), and with epochs it trains on from there, a
     * different file from a run started at random; a shape that does not fit is refused.
     */
    @Test
    void train_init_startsFromTheNetworkAndTrainsOn() throws IOException {
        for (String rule : new String[] {"freestyle", "renju"}) {
            Path in = synthetic("init-" + rule + ".csv", 60);
            Path first = dir.resolve("first-" + rule + ".bin"), copy = dir.resolve("copy-" + rule + ".bin");
            String[] shape = {"--rule", rule, "--contest", "--dim", "4", "--hidden", "4"};
            assertThat(CliRun.of(args(in, first, shape, "--epochs", "2")).exitCode()).isZero();
            CliRun none = CliRun.of(args(in, copy, new String[] {"--rule", rule}, "--init", first.toString(), "--epochs", "0"));
            assertThat(none.exitCode()).as(none.err()).isZero();
            assertThat(Files.readAllBytes(copy)).isEqualTo(Files.readAllBytes(first));
            // The starting network's held-out loss is where the run starts.
            assertThat(none.out()).contains("with contest rows").contains("epoch  0: train");

            Path on = dir.resolve("on-" + rule + ".bin"), fresh = dir.resolve("fresh-" + rule + ".bin");
            CliRun more = CliRun.of(args(in, on, shape, "--init", first.toString(), "--epochs", "2"));
            assertThat(more.exitCode()).as(more.err()).isZero();
            assertThat(CliRun.of(args(in, fresh, shape, "--epochs", "2")).exitCode()).isZero();
            assertThat(Files.readAllBytes(on)).isNotEqualTo(Files.readAllBytes(first)).isNotEqualTo(Files.readAllBytes(fresh));
        }
        Path in = synthetic("init-bad.csv", 30);
        Path net = dir.resolve("small.bin");
        assertThat(CliRun.of(args(in, net, new String[] {"--dim", "4", "--hidden", "4"}, "--epochs", "1")).exitCode()).isZero();
        CliRun narrow = CliRun.of(args(in, dir.resolve("w.bin"), new String[] {"--dim", "2"}, "--init", net.toString()));
        assertThat(narrow.exitCode()).isEqualTo(Main.BAD_INPUT);
        assertThat(narrow.err()).contains("--dim").contains("has 4");
        CliRun renju = CliRun.of(args(in, dir.resolve("r.bin"), new String[] {"--rule", "renju"}, "--init", net.toString()));
        assertThat(renju.exitCode()).isEqualTo(Main.BAD_INPUT);
        assertThat(renju.err()).contains("--init").contains("freestyle and standard");
        Path junk = dir.resolve("junk.bin");
        Files.writeString(junk, "not a network");
        CliRun broken = CliRun.of(args(in, dir.resolve("j.bin"), new String[0], "--init", junk.toString()));
        assertThat(broken.exitCode()).isEqualTo(Main.BAD_INPUT);
        assertThat(broken.err()).contains("--init");
        assertThat(Files.exists(dir.resolve("w.bin"))).isFalse();
    }

    /**
     * A larger {@code --dim} or {@code --hidden} with {@code --init} widens the network: with no
     * epoch the wider file values every position as the narrow one did (the new sums reach the old
     * units through weights of 0, the new units leave through 0), and training then moves it.
     */
    @Test
    void train_init_widerShape_keepsTheValueThenTrains() throws IOException {
        for (String rule : new String[] {"freestyle", "renju"}) {
            Path in = synthetic("widen-" + rule + ".csv", 80);
            Path narrow = dir.resolve("narrow-" + rule + ".bin"), wide = dir.resolve("wide-" + rule + ".bin");
            assertThat(CliRun.of(args(in, narrow, new String[] {"--rule", rule, "--contest", "--dim", "4", "--hidden", "3"}, "--epochs", "2"))
                    .exitCode()).isZero();
            CliRun widen = CliRun.of(args(in, wide, new String[] {"--rule", rule, "--dim", "7", "--hidden", "6"}, "--init", narrow.toString(), "--epochs", "0"));
            assertThat(widen.exitCode()).as(widen.err()).isZero();
            assertThat(widen.out()).contains("7 sums a side, 6 hidden units");
            Network small = Network.read(new ByteArrayInputStream(Files.readAllBytes(narrow)));
            Network big = Network.read(new ByteArrayInputStream(Files.readAllBytes(wide)));
            assertThat(big.dim).isEqualTo(7);
            assertThat(big.hidden).isEqualTo(6);
            Rule r = rule.equals("renju") ? Rule.RENJU : Rule.FREESTYLE;
            Board a = new Board(15, r, small), b = new Board(15, r, big);
            for (String line : Files.readAllLines(in)) {
                a.clear();
                b.clear();
                for (int[] m : Notation.parsePosString(line.substring(0, line.indexOf(',')), 15)) {
                    a.makeMove(Pos.of(m[0], m[1]));
                    b.makeMove(Pos.of(m[0], m[1]));
                }
                assertThat(b.networkValue()).as(line).isEqualTo(a.networkValue());
            }
            Path trained = dir.resolve("trained-" + rule + ".bin");
            CliRun on = CliRun.of(args(in, trained, new String[] {"--rule", rule, "--dim", "7", "--hidden", "6"}, "--init", narrow.toString(), "--epochs", "2"));
            assertThat(on.exitCode()).as(on.err()).isZero();
            assertThat(Files.readAllBytes(trained)).isNotEqualTo(Files.readAllBytes(wide));
        }
    }

    @Test
    void train_badResult_exitsWithTheLine() throws IOException {
        Path in = dir.resolve("bad.csv");
        Files.writeString(in, "h8,i9,1\nh8i9,j10,7\n");
        CliRun run = CliRun.of("train", in.toString(), "--out", dir.resolve("x.bin").toString());
        assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).contains("line 2").contains("0, 1 or 2");
        assertThat(Files.exists(dir.resolve("x.bin"))).isFalse();
    }
}
