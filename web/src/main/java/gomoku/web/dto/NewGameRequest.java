package gomoku.web.dto;

/**
 * Body of {@code POST /api/games}; absent fields take their defaults (hvc, black, level 2, renju, 15,
 * no clock). {@code moveSeconds} limits every move, {@code gameSeconds} each side's whole game; 0 or
 * absent is no limit. {@code opening} ({@code none}, {@code swap}, {@code swap2}) is for two people at one screen.
 */
public record NewGameRequest(String mode, String color, Integer level, String rule, Integer size,
                             Integer moveSeconds, Integer gameSeconds, String opening) {}
