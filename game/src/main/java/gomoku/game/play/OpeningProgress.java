package gomoku.game.play;

import gomoku.engine.core.Side;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The opening of one game: its rule and the colour choices made so far, read against the number of
 * stones on the board. The stones themselves are ordinary moves of the game (black, white, black,
 * [white, black]); this class only knows who placed them and who took which colour. The first choice
 * is made on three stones, the second (swap2, after placing two) on five; taking back the stone a
 * choice was made on forgets the choice. Mutated only by its {@link PlaySession}.
 */
final class OpeningProgress {
    /** Stones on the board when the first choice is due, and when the second (swap2) is due. */
    static final int FIRST_CHOICE_AT = 3, SECOND_CHOICE_AT = 5;

    private final OpeningRule rule;
    private final List<OpeningChoice> made = new ArrayList<>(2);

    OpeningProgress(OpeningRule rule) {
        this.rule = rule;
    }

    OpeningRule rule() {
        return rule;
    }

    List<OpeningChoice> made() {
        return List.copyOf(made);
    }

    /** The phase with {@code stones} moves on the board. */
    OpeningPhase phase(int stones) {
        if (rule == OpeningRule.NONE) return OpeningPhase.DONE;
        if (made.isEmpty()) return stones < FIRST_CHOICE_AT ? OpeningPhase.PLACE_THREE : OpeningPhase.CHOOSE_AFTER_THREE;
        if (made.get(0) != OpeningChoice.PLACE_TWO) return OpeningPhase.DONE;
        if (made.size() == 1) return stones < SECOND_CHOICE_AT ? OpeningPhase.PLACE_TWO : OpeningPhase.CHOOSE_AFTER_FIVE;
        return OpeningPhase.DONE;
    }

    /** The choices open in {@code phase}; empty when no choice is due. */
    Set<OpeningChoice> choices(OpeningPhase phase) {
        if (phase == OpeningPhase.CHOOSE_AFTER_THREE && rule == OpeningRule.SWAP2)
            return EnumSet.allOf(OpeningChoice.class);
        if (phase.isChoice()) return EnumSet.of(OpeningChoice.BLACK, OpeningChoice.WHITE);
        return EnumSet.noneOf(OpeningChoice.class);
    }

    /** Records a choice already checked against {@link #choices}. */
    void choose(OpeningChoice choice) {
        made.add(choice);
    }

    /** Forgets the choices made on more than {@code stones} stones (an undo to that many). */
    void undoTo(int stones) {
        if (made.size() > 1 && stones < SECOND_CHOICE_AT) made.remove(1);
        if (!made.isEmpty() && stones < FIRST_CHOICE_AT) made.clear();
    }

    /** {@link Side#BLACK} or {@link Side#WHITE} for {@code seat}, -1 while the colours are undecided. */
    int sideOf(Seat seat) {
        if (rule == OpeningRule.NONE) return seat == Seat.FIRST ? Side.BLACK : Side.WHITE;
        if (made.isEmpty()) return -1;
        OpeningChoice last = made.get(made.size() - 1);
        if (last == OpeningChoice.PLACE_TWO) return -1;
        // The first choice is the second seat's, the second choice (after placing two) the first seat's.
        Seat chooser = made.size() == 1 ? Seat.SECOND : Seat.FIRST;
        int chosen = last == OpeningChoice.BLACK ? Side.BLACK : Side.WHITE;
        return seat == chooser ? chosen : chosen ^ 1;
    }

    /** The colour {@code seat} plays, and until that is decided the one it has by default (first black). */
    int provisionalSide(Seat seat) {
        int side = sideOf(seat);
        return side >= 0 ? side : seat == Seat.FIRST ? Side.BLACK : Side.WHITE;
    }

    /** The seat that plays {@code side}, by default the first for black while undecided. */
    Seat seatOf(int side) {
        return provisionalSide(Seat.FIRST) == side ? Seat.FIRST : Seat.SECOND;
    }

    /** The seat that must act in {@code phase} when {@code sideToMove} is to move on the board. */
    Seat seatToAct(OpeningPhase phase, int sideToMove) {
        return switch (phase) {
            case PLACE_THREE, CHOOSE_AFTER_FIVE -> Seat.FIRST;
            case CHOOSE_AFTER_THREE, PLACE_TWO -> Seat.SECOND;
            case DONE -> seatOf(sideToMove);
        };
    }

    /** The seat that placed move {@code index} (moves alternate colours: move i is side i % 2). */
    Seat seatOfMove(int index) {
        if (rule == OpeningRule.NONE) return seatOf(index % 2);
        if (index < FIRST_CHOICE_AT) return Seat.FIRST;
        if (!made.isEmpty() && made.get(0) == OpeningChoice.PLACE_TWO && index < SECOND_CHOICE_AT) return Seat.SECOND;
        return seatOf(index % 2);
    }

    /** The choices as the store keeps them: their words separated by blanks ("" for none). */
    String stored() {
        StringBuilder b = new StringBuilder();
        for (OpeningChoice c : made) {
            if (b.length() > 0) b.append(' ');
            b.append(c.id);
        }
        return b.toString();
    }
}
