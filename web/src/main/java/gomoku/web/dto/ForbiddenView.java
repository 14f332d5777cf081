package gomoku.web.dto;

/** A point black may not play in renju and why: {@code double-three}, {@code double-four} or {@code overline}. */
public record ForbiddenView(int x, int y, String kind) {}
