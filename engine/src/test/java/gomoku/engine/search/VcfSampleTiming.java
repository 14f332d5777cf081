package gomoku.engine.search;

import gomoku.engine.board.Board;
import gomoku.engine.search.threat.VcfSolver;

/**
 * Developer tool (not a test): time to solve each position of the VCF sample (test resource vcf-sample.json).
 * Run: {@code java -cp engine/target/classes:engine/target/test-classes gomoku.engine.search.VcfSampleTiming}
 */
public final class VcfSampleTiming {
    public static void main(String[] args) throws Exception {
        // Warm up the JIT on the whole sample first, then time each case.
        for (int round = 0; round < 2; round++) {
            long total = 0;
            for (VcfSample.Case c : VcfSample.load()) {
                Board b = VcfSolverTest.boardOf(c.game());
                VcfSolver solver = new VcfSolver(b);
                long t0 = System.nanoTime();
                int[] line = solver.solve(30, 5_000_000);
                long us = (System.nanoTime() - t0) / 1000;
                total += us;
                if (round == 1)
                    System.out.printf("%s %s %s: %s in %d us (%d nodes)%n", c.name(), c.rule().id(), c.toMove(),
                            line == null ? "no VCF" : (line.length + 1) / 2 + " attacking moves", us, solver.nodes());
            }
            if (round == 1) System.out.printf("total %d us%n", total);
        }
    }
}
