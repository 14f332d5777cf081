package gomoku.game.play;

/** Where a game stands in its opening, and so what the seat to act must do. */
public enum OpeningPhase {
    /** The first seat places stones 1 to 3 (black, white, black). */
    PLACE_THREE("place-three"),
    /** The second seat takes black, white, or (swap2) places two more. */
    CHOOSE_AFTER_THREE("choose-after-three"),
    /** Swap2: the second seat places stones 4 and 5 (white, black). */
    PLACE_TWO("place-two"),
    /** Swap2: the first seat takes black or white. */
    CHOOSE_AFTER_FIVE("choose-after-five"),
    /** The colours are settled; the game goes on as any other. */
    DONE("done");

    /** The word the web API uses. */
    public final String id;

    OpeningPhase(String id) {
        this.id = id;
    }

    public boolean isChoice() {
        return this == CHOOSE_AFTER_THREE || this == CHOOSE_AFTER_FIVE;
    }

    public boolean isPlacing() {
        return this == PLACE_THREE || this == PLACE_TWO;
    }
}
