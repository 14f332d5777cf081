package gomoku.engine.api;

/**
 * The five difficulty levels. Each is a personality, not just a depth: weaker levels look less deep,
 * evaluate with a handicap, skip the VCF quiescence, and choose among their best few moves.
 * Every level still takes a five and blocks a four (the engine does that before any search).
 */
public enum Level {
    NOVICE(1, "Novice", 2, 150, 5, 300, 4, false, false, false),
    APPRENTICE(2, "Apprentice", 3, 250, 3, 150, 2, false, false, false),
    /**
     * Depth 8 with the VCF solver first: against Pela 7.9 40% (2026-11-26) and 50% (2026-12-02), 20
     * games each (depth 6 without it: 10%, like Apprentice).
     */
    ADEPT(3, "Adept", 8, 500, 2, 40, 0, true, true, false),
    EXPERT(4, "Expert", 64, 1000, 1, 0, 0, true, true, false),
    MASTER(5, "Master", 64, 5000, 1, 0, 0, true, true, true);

    public final int number;
    public final String title;
    /** Deepest iteration. */
    public final int maxDepth;
    /** Time per move in ms when the caller gives no limit. */
    public final int moveTimeMs;
    /** Picks at random among this many best root moves. */
    public final int topMoves;
    /** ... whose value is within this margin of the best. */
    public final int randomMargin;
    /** Evaluation handicap 0..7 (eighths of the evaluation thrown away). */
    public final int blindness;
    /** Whether leaves run the VCF quiescence (without it, four-three combinations are missed). */
    public final boolean quiescence;
    /** Whether a standalone VCF search runs before the main search. */
    public final boolean vcfFirst;
    /** Book moves and all threads. */
    public final boolean full;

    Level(int number, String title, int maxDepth, int moveTimeMs, int topMoves, int randomMargin, int blindness,
          boolean quiescence, boolean vcfFirst, boolean full) {
        this.number = number;
        this.title = title;
        this.maxDepth = maxDepth;
        this.moveTimeMs = moveTimeMs;
        this.topMoves = topMoves;
        this.randomMargin = randomMargin;
        this.blindness = blindness;
        this.quiescence = quiescence;
        this.vcfFirst = vcfFirst;
        this.full = full;
    }

    public static Level of(int number) {
        for (Level l : values()) if (l.number == number) return l;
        throw new IllegalArgumentException("level must be 1 to 5: " + number);
    }
}
