package gomoku.web;

import gomoku.engine.core.Rule;
import gomoku.game.play.OpeningRule;

import static gomoku.web.Requests.bad;

/**
 * What a request for a new game sets besides who plays: the rule, the board size, the clock (0: no
 * limit) and the opening, each checked; a new game against the computer and one between browsers ask
 * alike.
 */
record GameSettings(Rule rule, int size, long moveMs, long gameMs, OpeningRule opening) {
    /** The request's fields (null: the default), or a {@code BAD_REQUEST} naming the first one out of range. */
    static GameSettings of(String rule, Integer size, Integer moveSeconds, Integer gameSeconds, String opening) {
        Rule parsedRule = rule == null ? Rule.RENJU : Rule.parse(rule);
        if (parsedRule == null) throw bad("rule must be freestyle, standard or renju");
        int boardSize = size == null ? 15 : size;
        if (boardSize != 15 && boardSize != 20) throw bad("size must be 15 or 20");
        int moveS = moveSeconds == null ? 0 : moveSeconds;
        if (moveS < 0 || moveS > 3600) throw bad("moveSeconds must be 0 (no limit) to 3600");
        int gameS = gameSeconds == null ? 0 : gameSeconds;
        if (gameS < 0 || gameS > 36_000) throw bad("gameSeconds must be 0 (no limit) to 36000");
        OpeningRule parsedOpening = opening == null ? OpeningRule.NONE : OpeningRule.parse(opening);
        if (parsedOpening == null) throw bad("opening must be none, swap or swap2");
        return new GameSettings(parsedRule, boardSize, moveS * 1000L, gameS * 1000L, parsedOpening);
    }
}
