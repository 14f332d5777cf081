package gomoku.web.dto;

/** Body of {@code POST /api/games/{id}/moves}: either protocol coordinates {@code x, y} or {@code move} like "h8". */
public record MoveRequest(Integer x, Integer y, String move) {}
