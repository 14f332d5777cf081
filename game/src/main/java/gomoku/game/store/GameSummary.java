package gomoku.game.store;

import gomoku.engine.core.Rule;

/** A row of the games list: the settings and result of a stored game and how many moves it has. */
public record GameSummary(long id, long createdMs, long updatedMs, String mode, Rule rule, int size, int level,
                          int humanSide, String result, String reason, int moveCount) {}
