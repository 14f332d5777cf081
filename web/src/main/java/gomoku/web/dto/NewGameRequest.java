package gomoku.web.dto;

/** Body of {@code POST /api/games}; absent fields take their defaults (hvc, black, level 2, renju, 15). */
public record NewGameRequest(String mode, String color, Integer level, String rule, Integer size) {}
