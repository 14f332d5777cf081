package gomoku.web.dto;

/**
 * The part of a {@link GameView} that only a game between browsers has: the players' names (null
 * while a seat is free), {@code waiting} while the invitation is not taken, {@code listed} for a game
 * on the online page, the open offer ({@code takeback} or {@code draw}, null) and who made it
 * ({@code black}/{@code white}), and how many spectators follow the game now. No seat token, ever.
 */
public record OnlineView(String black, String white, boolean waiting, boolean listed, String offer, String offerBy,
                         int spectators) {}
