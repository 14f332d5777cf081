package gomoku.web.dto;

import java.util.List;

/** The engine's suggestion for the side to move, with its evaluation (black's win probability) and main line. */
public record HintView(int x, int y, String name, int score, int mate, double blackWinProbability, List<String> pv) {}
