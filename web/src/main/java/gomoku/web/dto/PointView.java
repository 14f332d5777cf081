package gomoku.web.dto;

/** A board point: protocol coordinates (x from the left, y from the top, 0-based) and its literature name. */
public record PointView(int x, int y, String name) {}
