package gomoku.tui;

import gomoku.engine.board.Forbidden;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the screen shows at one moment, with no terminal details: the board ({@code stones[y][x]}:
 * 0 empty, 1 black, 2 white; y from the top), the last move and the winning line as packed
 * positions, black's forbidden points (renju, black to move), the status and prompt lines, the
 * message of the last command, a titled panel (help, record, games list; may be empty) and the
 * seconds left on the clock (-1: no clock running).
 */
public record SessionView(int size, int[][] stones, int lastMove, Set<Integer> winningLine,
                          Map<Integer, Forbidden> forbidden, String status, String turn, String message,
                          String panelTitle, List<String> panel, int clockSecondsLeft, boolean thinking) {}
