package gomoku.game.play;

import gomoku.engine.core.Pos;

/**
 * What the seat to act does in a swap opening, as the computer decided it: a colour choice (null
 * when it only places stones) and the stones it places, in order (packed points; with
 * {@link OpeningChoice#PLACE_TWO} the two it places after choosing). {@code phase} and
 * {@code stonesBefore} say where the game stood when it was decided, so that an action decided on a
 * copy is not applied to a game that moved on meanwhile.
 */
public record OpeningAction(OpeningPhase phase, int stonesBefore, OpeningChoice choice, int[] stones) {
    public OpeningAction {
        stones = stones.clone();
    }

    @Override
    public int[] stones() {
        return stones.clone();
    }

    /** Debug form: {@code CHOOSE_AFTER_THREE@3 PLACE_TWO [(9,7) (10,8)]}, points as {@link Pos#toString}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(phase.name()).append('@').append(stonesBefore);
        if (choice != null) b.append(' ').append(choice.name());
        b.append(" [");
        for (int i = 0; i < stones.length; i++) b.append(i > 0 ? " " : "").append(Pos.toString(stones[i]));
        return b.append(']').toString();
    }

    /**
     * Makes the choice (for the seat to act) and places the stones, charging the clock as it goes;
     * false, with nothing changed, when {@code session} is no longer where this action was decided
     * or a stone's point is taken.
     */
    public boolean applyTo(PlaySession session, long nowMs) {
        if (session.isOver() || session.openingPhase() != phase || session.state().moveCount() != stonesBefore)
            return false;
        for (int i = 0; i < stones.length; i++) {
            if (!Pos.onBoard(stones[i], session.state().size())) return false;
            if (session.state().stone(Pos.x(stones[i]), Pos.y(stones[i])) != 0) return false;
            for (int j = 0; j < i; j++) if (stones[j] == stones[i]) return false;
        }
        if (choice != null && session.choose(session.seatToAct(), choice, nowMs) != null) return false;
        for (int s : stones) session.play(Pos.x(s), Pos.y(s), nowMs);
        return true;
    }
}
