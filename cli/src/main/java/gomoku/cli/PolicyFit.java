package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.CellValues;
import gomoku.engine.eval.MovePolicy;
import gomoku.engine.pattern.Threat;
import gomoku.engine.search.Searcher;
import gomoku.game.notation.Notation;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits the move ordering's policy ({@link MovePolicy}) to the moves a strong player chose: for each
 * position, the candidates the search would generate each get the score of their own line codes'
 * combination, of the opponent's combination through the cell, and of their distances to the last
 * two moves; the softmax of the scores over the candidates is the predicted chance of each being
 * played, and the cross-entropy against the move actually played, plus a small L2 penalty, is
 * minimised by full-batch Adam. Positions where the side to move makes five or a flex four or must
 * block a five are left out (the search does not order moves there), and so are positions whose
 * move is not among the candidates.
 */
final class PolicyFit {
    /** Positions with more stones than this are left out: late in a long game most moves are filler. */
    static final int MAX_STONES = 100;
    /** Parameter blocks: self scores by combination, oppo scores by combination, the two distance terms. */
    static final int SELF = 0, OPPO = CellValueFit.COMBOS, LAST = 2 * CellValueFit.COMBOS,
            OWN_LAST = LAST + MovePolicy.MAX_DISTANCE + 1, PARAMS = OWN_LAST + MovePolicy.MAX_DISTANCE + 1;
    private static final double ADAM_EPSILON = 1e-8;

    /**
     * One position: per candidate, its parameter indices (self combination, oppo combination,
     * distance to the opponent's last move, to the own last move; -1 for four empty lines), and the
     * index of the candidate that was played.
     */
    record Sample(int[] self, int[] oppo, int[] last, int[] ownLast, int played) {
        int size() {
            return self.length;
        }
    }

    private final Rule rule;
    private final List<Sample> samples = new ArrayList<>();
    private int skipped;

    /** {@link #PolicyFit}'s side for positions of both sides to move. */
    static final int BOTH_SIDES = -1;

    private final int side;

    /** A fit of {@code rule}'s positions with {@code side} to move, or of all with {@link #BOTH_SIDES}. */
    PolicyFit(Rule rule, int side) {
        this.rule = rule;
        this.side = side;
    }

    Rule rule() {
        return rule;
    }

    List<Sample> samples() {
        return samples;
    }

    int size() {
        return samples.size();
    }

    int skipped() {
        return skipped;
    }

    /** Reads CSV lines Position,Move[,...] (pos notation) from {@code in}. */
    void read(InputStream in) throws IOException {
        read(in, this);
    }

    /**
     * Reads CSV lines Position,Move[,...] from {@code in} once, offering each position to every fit
     * of {@code fits} (all of one rule; each keeps the positions of its side).
     */
    static void read(InputStream in, PolicyFit... fits) throws IOException {
        Board board = new Board(15, fits[0].rule);
        SampleLines.read(in, board, PolicyFit::moveOf, (b, move) -> {
            for (PolicyFit fit : fits) fit.add(b, (int) move);
        });
    }

    private static double moveOf(String[] fields) {
        if (fields.length < 2) throw new IllegalArgumentException("need Position,Move");
        List<int[]> m = Notation.parsePosString(fields[1].strip(), 15);
        if (m.size() != 1) throw new IllegalArgumentException("the move must be one point, not '" + fields[1] + "'");
        return Pos.of(m.get(0)[0], m.get(0)[1]);
    }

    /** Adds the position on {@code board} with {@code move} played from it, or counts it as skipped. */
    void add(Board board, int move) {
        int self = board.sideToMove(), oppo = self ^ 1;
        if (side != BOTH_SIDES && self != side) return;
        if (board.stoneCount() == 0 || board.stoneCount() > MAX_STONES || !board.isEmpty(move)
                || board.threatCount(self, Threat.FIVE) > 0 || board.threatCount(self, Threat.F4) > 0
                || board.threatCount(oppo, Threat.FIVE) > 0) {
            skipped++;
            return;
        }
        boolean defending = board.threatCount(oppo, Threat.F4) > 0;
        int last = board.ply() >= 1 ? board.move(board.ply() - 1) : Pos.PASS;
        int ownLast = board.ply() >= 2 ? board.move(board.ply() - 2) : Pos.PASS;
        int[] s = new int[Pos.CELLS], o = new int[Pos.CELLS], l = new int[Pos.CELLS], ol = new int[Pos.CELLS];
        int n = 0, played = -1;
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int pos = Pos.of(x, y);
                if (!Searcher.isCandidate(board, pos, self, defending)) continue;
                if (pos == move) played = n;
                s[n] = CellValueFit.denseIndex(board.cellKey(pos, self));
                o[n] = CellValueFit.denseIndex(board.cellKey(pos, oppo));
                l[n] = Pos.distance(pos, last, MovePolicy.MAX_DISTANCE);
                ol[n] = Pos.distance(pos, ownLast, MovePolicy.MAX_DISTANCE);
                n++;
            }
        if (played < 0 || n < 2) {
            skipped++;
            return;
        }
        samples.add(new Sample(java.util.Arrays.copyOf(s, n), java.util.Arrays.copyOf(o, n),
                java.util.Arrays.copyOf(l, n), java.util.Arrays.copyOf(ol, n), played));
    }

    /** The score of candidate {@code i} of {@code sample} under parameters {@code p}. */
    static double score(double[] p, Sample sample, int i) {
        double z = p[LAST + sample.last[i]] + p[OWN_LAST + sample.ownLast[i]];
        if (sample.self[i] >= 0) z += p[SELF + sample.self[i]];
        if (sample.oppo[i] >= 0) z += p[OPPO + sample.oppo[i]];
        return z;
    }

    /** Mean cross-entropy of the played moves. */
    static double loss(double[] p, List<Sample> samples) {
        double sum = 0;
        double[] z = new double[Pos.CELLS];
        for (Sample s : samples) sum += -logChance(p, s, z);
        return samples.isEmpty() ? 0 : sum / samples.size();
    }

    /** Log of the predicted chance of the played move; leaves the candidates' scores in {@code z}. */
    private static double logChance(double[] p, Sample s, double[] z) {
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < s.size(); i++) max = Math.max(max, z[i] = score(p, s, i));
        double sum = 0;
        for (int i = 0; i < s.size(); i++) sum += Math.exp(z[i] - max);
        return z[s.played] - max - Math.log(sum);
    }

    /** Share of positions whose played move is among the {@code k} best-scored candidates (ties count against). */
    static double topK(double[] p, List<Sample> samples, int k) {
        int hit = 0;
        for (Sample s : samples) {
            double mine = score(p, s, s.played);
            int better = 0;
            for (int i = 0; i < s.size(); i++)
                if (i != s.played && score(p, s, i) >= mine) better++;
            if (better < k) hit++;
        }
        return samples.isEmpty() ? 0 : (double) hit / samples.size();
    }

    /** Full-batch Adam from 0 for {@code iterations} steps of size {@code rate}, L2 penalty {@code lambda}. */
    static double[] fit(List<Sample> samples, int iterations, double rate, double lambda) {
        double[] p = new double[PARAMS], m = new double[PARAMS], v = new double[PARAMS], g = new double[PARAMS];
        double[] z = new double[Pos.CELLS];
        double b1 = 0.9, b2 = 0.999;
        for (int it = 1; it <= iterations; it++) {
            java.util.Arrays.fill(g, 0);
            for (Sample s : samples) {
                double max = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < s.size(); i++) max = Math.max(max, z[i] = score(p, s, i));
                double sum = 0;
                for (int i = 0; i < s.size(); i++) sum += z[i] = Math.exp(z[i] - max);
                for (int i = 0; i < s.size(); i++) {
                    double d = (z[i] / sum - (i == s.played ? 1 : 0)) / samples.size();
                    if (s.self[i] >= 0) g[SELF + s.self[i]] += d;
                    if (s.oppo[i] >= 0) g[OPPO + s.oppo[i]] += d;
                    g[LAST + s.last[i]] += d;
                    g[OWN_LAST + s.ownLast[i]] += d;
                }
            }
            double c1 = 1 - Math.pow(b1, it), c2 = 1 - Math.pow(b2, it);
            for (int j = 0; j < PARAMS; j++) {
                double gj = g[j] + lambda * p[j];
                m[j] = b1 * m[j] + (1 - b1) * gj;
                v[j] = b2 * v[j] + (1 - b2) * gj * gj;
                p[j] -= rate * (m[j] / c1) / (Math.sqrt(v[j] / c2) + ADAM_EPSILON);
            }
        }
        return p;
    }

    /** Positions in {@code samples} where the combination of dense index {@code d} is a candidate's, on either side. */
    static int[] comboCounts(List<Sample> samples) {
        int[] n = new int[CellValueFit.COMBOS];
        for (Sample s : samples) {
            java.util.BitSet seen = new java.util.BitSet(CellValueFit.COMBOS);
            for (int i = 0; i < s.size(); i++) {
                if (s.self[i] >= 0) seen.set(s.self[i]);
                if (s.oppo[i] >= 0) seen.set(s.oppo[i]);
            }
            seen.stream().forEach(d -> n[d]++);
        }
        return n;
    }

    /** The policy file's text for parameters {@code p} (scores in hundredths), combinations seen in {@code counts}. */
    static String fileText(double[] p, int[] counts, String header) {
        StringBuilder b = new StringBuilder(header);
        for (String side : new String[] {"self", "oppo"}) {
            int base = side.equals("self") ? SELF : OPPO;
            for (int d = 0; d < CellValueFit.COMBOS; d++) {
                int v = hundredths(p[base + d]);
                if (counts[d] == 0 || v == 0) continue;
                b.append(side).append(' ').append(CellValues.describe(CellValueFit.keyOf(d)))
                        .append(' ').append(v).append("  # ").append(counts[d]).append('\n');
            }
        }
        for (String term : new String[] {"last", "ownlast"}) {
            int base = term.equals("last") ? LAST : OWN_LAST;
            for (int d = 1; d <= MovePolicy.MAX_DISTANCE; d++)
                b.append(term).append(' ').append(d).append(' ').append(hundredths(p[base + d])).append('\n');
        }
        return b.toString();
    }

    private static int hundredths(double x) {
        return (int) Math.max(-9999, Math.min(9999, Math.round(x * 100)));
    }
}
