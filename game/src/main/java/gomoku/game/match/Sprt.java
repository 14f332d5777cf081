package gomoku.game.match;

/**
 * Sequential probability ratio test between two Elo hypotheses, for A/B matches that stop as soon as
 * the games played decide between "the change is worth elo0" and "it is worth elo1". Uses the
 * normal approximation of the log-likelihood ratio on the trinomial (win, draw, loss) results, the
 * one fishtest and cutechess-cli used for years.
 *
 * @param elo0  Elo of the null hypothesis (usually 0: no gain)
 * @param elo1  Elo of the alternative (the gain worth finding)
 * @param alpha chance of accepting elo1 when elo0 holds
 * @param beta  chance of accepting elo0 when elo1 holds
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    public enum Decision { CONTINUE, ACCEPT_H0, ACCEPT_H1 }

    public Sprt {
        if (!(elo1 > elo0)) throw new IllegalArgumentException("SPRT: elo1 must be above elo0");
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) throw new IllegalArgumentException("SPRT: alpha and beta must be in (0, 0.5)");
    }

    /** The log-likelihood ratio after these results (0 until both a win and a loss or draw are seen). */
    public double llr(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0 || wins + draws == 0 || losses + draws == 0) return 0;
        double mean = (wins + 0.5 * draws) / n;
        double var = (wins * sq(1 - mean) + draws * sq(0.5 - mean) + losses * sq(mean)) / n;
        if (var <= 0) return 0;
        double s0 = expectedScore(elo0), s1 = expectedScore(elo1);
        return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
    }

    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    public Decision decide(int wins, int draws, int losses) {
        double llr = llr(wins, draws, losses);
        return llr >= upperBound() ? Decision.ACCEPT_H1 : llr <= lowerBound() ? Decision.ACCEPT_H0 : Decision.CONTINUE;
    }

    static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    private static double sq(double x) {
        return x * x;
    }
}
