package gomoku.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Token buckets by key (a seat, a connection, an address): each key may act {@code burst} times at once
 * and {@code perSecond} times a second after that. A refused action is {@code TOO_MANY_REQUESTS}; the
 * table forgets everything when it grows past its bound, so memory stays bounded.
 */
final class RateLimit {
    private static final int MAX_KEYS = 10_000;

    private final double burst;
    private final double perMs;
    private final LongSupplier clock;
    private final Map<String, double[]> buckets = new ConcurrentHashMap<>();

    RateLimit(int burst, double perSecond, LongSupplier clock) {
        this.burst = burst;
        this.perMs = perSecond / 1000.0;
        this.clock = clock;
    }

    /** Whether {@code key} may act now (and counts the action if so). */
    boolean tryAcquire(String key) {
        if (buckets.size() > MAX_KEYS) buckets.clear();
        long now = clock.getAsLong();
        double[] b = buckets.computeIfAbsent(key, k -> new double[] {burst, now});
        synchronized (b) {
            b[0] = Math.min(burst, b[0] + (now - b[1]) * perMs);
            b[1] = now;
            if (b[0] < 1) return false;
            b[0] -= 1;
            return true;
        }
    }

    /** As {@link #tryAcquire}, refusing with {@code TOO_MANY_REQUESTS}. */
    void acquire(String key) {
        if (!tryAcquire(key))
            throw new ApiException(ErrorCode.TOO_MANY_REQUESTS, "too many actions too quickly; wait a moment");
    }
}
