package gomoku.game.store;

import java.util.ArrayList;
import java.util.List;

/**
 * One change of a game's live state, as {@link GameStore#update} writes it whole: the first
 * {@code keep} stored moves stay and {@code added} follow them; the result ({@code result} null:
 * unfinished); the clock and the opening (null: the game has none); the open offer of a game between
 * browsers ({@code offer} null and {@code offerBy} -1: none).
 */
public record GameUpdate(int keep, List<int[]> added, String result, String reason, StoredClock clock,
                         StoredOpening opening, String offer, int offerBy, long nowMs) {
    public GameUpdate {
        if (keep < 0) throw new IllegalArgumentException("negative move count " + keep);
        List<int[]> copy = new ArrayList<>(added.size());
        for (int[] m : added) copy.add(m.clone());
        added = List.copyOf(copy);
    }
}
