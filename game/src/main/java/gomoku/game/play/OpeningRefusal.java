package gomoku.game.play;

/**
 * Why an opening action (a colour choice, or a stone from a given seat) was refused; nothing changed.
 * {@link #id} is the stable word the front ends' dictionaries word it by.
 */
public enum OpeningRefusal {
    /** It is the other seat's turn to act. */
    WRONG_SEAT("wrong-seat"),
    /** A colour choice is due, not a stone. */
    CHOICE_DUE("choice-due"),
    /** A choice was sent when none is due (stones to place, or the opening is over). */
    NO_CHOICE_DUE("no-choice-due"),
    /** This choice is not one of {@code PlaySession.choices()} (e.g. placing two more under swap). */
    CHOICE_NOT_ALLOWED("choice-not-allowed"),
    /** The game is over. */
    FINISHED("finished");

    public final String id;

    OpeningRefusal(String id) {
        this.id = id;
    }
}
