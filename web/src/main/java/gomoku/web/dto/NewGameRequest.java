package gomoku.web.dto;

/**
 * Body of {@code POST /api/games}; absent fields take their defaults (hvc, black, level 2, renju, 15,
 * no clock). {@code moveSeconds} limits every move, {@code gameSeconds} each side's whole game; 0 or
 * absent is no limit. {@code opening} is {@code none}, {@code swap} or {@code swap2}; with a swap opening
 * against the computer, {@code color} black means the human places the opening stones.
 */
public record NewGameRequest(String mode, String color, Integer level, String rule, Integer size,
                             Integer moveSeconds, Integer gameSeconds, String opening) {}
