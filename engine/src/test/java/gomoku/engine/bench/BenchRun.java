package gomoku.engine.bench;

/** Developer entry point for running the bench from the test classpath. */
public final class BenchRun {
    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : Bench.DEFAULT_DEPTH;
        Bench.Report r = Bench.run(depth);
        r.lines().forEach(System.out::println);
        System.out.println("Nodes searched: " + r.nodes());
        System.out.println("Time (ms): " + r.timeMs());
        System.out.println("Nodes/second: " + r.nps());
        System.out.println("Make/undo per second: " + r.makeUndoPerSecond());
    }
}
