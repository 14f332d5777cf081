package gomoku.web.dto;

/**
 * The part of a {@link GameView} that only a game between browsers has: the players' names (null
 * while a seat is free), {@code waiting} while the invitation is not taken, {@code listed} for a game
 * on the online page, the open offer ({@code takeback} or {@code draw}, null) and who made it
 * ({@code first}/{@code second}), and how many spectators follow the game now. The seats are
 * {@code first} (black, or with an opening rule the player who places the opening stones) and
 * {@code second}; {@code seatToAct} must act now; {@code firstColor} is the first seat's colour
 * (null while a swap opening has not decided it; the names then show the first seat as black);
 * {@code firstStones}/{@code secondStones} count the stones each seat placed (a seat without one has
 * nothing to take back).
 * No seat token, ever.
 */
public record OnlineView(String black, String white, boolean waiting, boolean listed, String offer, String offerBy,
                         int spectators, String first, String second, String seatToAct, String firstColor,
                         int firstStones, int secondStones) {}
