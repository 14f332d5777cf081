package gomoku.web.dto;

/**
 * The clocks of a game, as of the moment the view was made. Limits are in milliseconds, null when
 * off. {@code blackLeftMs}/{@code whiteLeftMs} are what remains of each side's game time (null
 * without a game limit); {@code moveLeftMs} what remains of the running move's time (null without a
 * move limit or when no clock runs). {@code running} is the side whose clock runs, null once the game
 * is over. The server decides when time is up; the page only counts down between views.
 */
public record ClockView(Long moveMs, Long gameMs, Long blackLeftMs, Long whiteLeftMs, Long moveLeftMs, String running) {}
