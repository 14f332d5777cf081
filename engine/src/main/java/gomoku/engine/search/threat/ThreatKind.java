package gomoku.engine.search.threat;

import gomoku.engine.board.Board;
import java.util.Locale;

/** The two threat searches a caller can ask for; {@link #newSolver} builds one. */
public enum ThreatKind {
    /** Victory by continuous fours. */
    VCF,
    /** Victory by continuous threats: fours and threes. */
    VCT;

    /** A new solver of this kind on {@code board}. */
    public ThreatSolver newSolver(Board board) {
        return this == VCF ? new VcfSolver(board) : new VctSolver(board);
    }

    /** The lower-case name front ends and reports use: {@code vcf} or {@code vct}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
