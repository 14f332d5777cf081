package gomoku.game.store;

/**
 * The opening of a game as the store keeps it, beside the game's row: the opening rule's word
 * ({@code none}, {@code swap}, {@code swap2}), the seat the human holds against the computer
 * ({@code first}, {@code second}; null in other modes), and the colour choices made so far, their
 * words in order separated by blanks ({@code ""}, {@code "white"}, {@code "two black"}). A game
 * without a stored opening was played without an opening rule.
 */
public record StoredOpening(String rule, String humanSeat, String choices) {
    public StoredOpening {
        if (rule == null) throw new IllegalArgumentException("no opening rule");
        if (choices == null) choices = "";
    }
}
