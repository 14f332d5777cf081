package gomoku.game.match;

/** Elo difference from a match score, with a 95% error margin from the per-game variance. */
public final class Elo {
    private Elo() {}

    /** Elo difference for an expected score in (0, 1); clamped so that 0% and 100% stay finite. */
    public static double difference(double score) {
        double p = Math.min(0.999, Math.max(0.001, score));
        return -400 * Math.log10(1 / p - 1);
    }

    /** Lower and upper ends of the 95% confidence interval of the Elo difference. */
    public static double[] interval(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        double p = (wins + 0.5 * draws) / n;
        double var = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double se = Math.sqrt(var / n);
        return new double[] {difference(p - 1.96 * se), difference(p + 1.96 * se)};
    }

    /** Half-width of the 95% confidence interval of the Elo difference. */
    public static double errorMargin(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) return Double.POSITIVE_INFINITY;
        double p = (wins + 0.5 * draws) / n;
        double var = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double se = Math.sqrt(var / n);
        return (difference(p + 1.96 * se) - difference(p - 1.96 * se)) / 2;
    }

    private static double sq(double x) {
        return x * x;
    }
}
