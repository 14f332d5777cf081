package gomoku.engine.api;

/**
 * The five difficulty levels. Each is a personality, not just a depth: weaker levels look less deep,
 * evaluate with a handicap, skip the VCF quiescence, and choose among their best few moves.
 * Every level still takes a five and blocks a four (the engine does that before any search).
 * A setting a level does not name is off (zero, or a single best move).
 */
public enum Level {
    NOVICE(1, "Novice", settings().maxDepth(2).moveTimeMs(150).topMoves(5).randomMargin(300).blindness(4)),
    APPRENTICE(2, "Apprentice", settings().maxDepth(3).moveTimeMs(250).topMoves(3).randomMargin(150).blindness(2)),
    /** Depth 8 and the VCF solver first are what set it apart from Apprentice (strength log 2026-12-02). */
    ADEPT(3, "Adept", settings().maxDepth(8).moveTimeMs(500).topMoves(2).randomMargin(40).quiescence().vcfFirst()),
    EXPERT(4, "Expert", settings().maxDepth(64).moveTimeMs(1000).quiescence().vcfFirst().searchesForcedBlock()
            .fullStrengthEvaluation()),
    MASTER(5, "Master", settings().maxDepth(64).moveTimeMs(5000).quiescence().vcfFirst().searchesForcedBlock()
            .fullStrengthEvaluation().bookAndAllThreads());

    public final int number;
    public final String title;
    /** Deepest iteration. */
    public final int maxDepth;
    /** Time per move in ms when the caller gives no limit. */
    public final int moveTimeMs;
    /** Picks at random among this many best root moves ... */
    public final int topMoves;
    /** ... whose value is within this margin of the best. */
    public final int randomMargin;
    /** Evaluation handicap 0..7 (eighths of the evaluation thrown away). */
    public final int blindness;
    /** Whether leaves run the VCF quiescence (without it, four-three combinations are missed). */
    public final boolean quiescence;
    /** Whether a standalone VCF search (then a short VCT) runs before the main search. */
    public final boolean vcfFirst;
    /** Whether the one block of a lone five threat is searched (for its value) instead of played at once. */
    public final boolean searchesForcedBlock;
    /**
     * Whether the default evaluation ({@code Evaluation.AUTO}) gives this level the one of the full
     * strength searches (the network in freestyle and renju); the others keep the classical evaluation, with
     * which their handicaps and random margins were tuned.
     */
    public final boolean fullStrengthEvaluation;
    /** Book moves and all threads (the weaker levels search on one thread). */
    public final boolean bookAndAllThreads;

    Level(int number, String title, Settings s) {
        this.number = number;
        this.title = title;
        this.maxDepth = s.maxDepth;
        this.moveTimeMs = s.moveTimeMs;
        this.topMoves = s.topMoves;
        this.randomMargin = s.randomMargin;
        this.blindness = s.blindness;
        this.quiescence = s.quiescence;
        this.vcfFirst = s.vcfFirst;
        this.searchesForcedBlock = s.searchesForcedBlock;
        this.fullStrengthEvaluation = s.fullStrengthEvaluation;
        this.bookAndAllThreads = s.bookAndAllThreads;
    }

    public static Level of(int number) {
        for (Level l : values()) if (l.number == number) return l;
        throw new IllegalArgumentException("level must be 1 to 5: " + number);
    }

    private static Settings settings() {
        return new Settings();
    }

    /** Names each setting of a level where it is declared; the fields above say what each one does. */
    private static final class Settings {
        private int maxDepth, moveTimeMs, topMoves = 1, randomMargin, blindness;
        private boolean quiescence, vcfFirst, searchesForcedBlock, fullStrengthEvaluation, bookAndAllThreads;

        Settings maxDepth(int depth) {
            maxDepth = depth;
            return this;
        }

        Settings moveTimeMs(int ms) {
            moveTimeMs = ms;
            return this;
        }

        Settings topMoves(int n) {
            topMoves = n;
            return this;
        }

        Settings randomMargin(int margin) {
            randomMargin = margin;
            return this;
        }

        Settings blindness(int eighths) {
            blindness = eighths;
            return this;
        }

        Settings quiescence() {
            quiescence = true;
            return this;
        }

        Settings vcfFirst() {
            vcfFirst = true;
            return this;
        }

        Settings searchesForcedBlock() {
            searchesForcedBlock = true;
            return this;
        }

        Settings fullStrengthEvaluation() {
            fullStrengthEvaluation = true;
            return this;
        }

        Settings bookAndAllThreads() {
            bookAndAllThreads = true;
            return this;
        }
    }
}
