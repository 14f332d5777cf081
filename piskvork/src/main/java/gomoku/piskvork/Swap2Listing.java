package gomoku.piskvork;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;

/**
 * The stone lines of one {@code SWAP2BOARD} block, collected until {@code DONE}: the opening stones
 * in the order they were placed, black first and then alternating, one {@code x,y} a line (a third
 * field, as in a BOARD line, is tolerated and ignored). A swap2 opening has 0, 3 or 5 stones. As
 * with {@link BoardListing} the first bad line is remembered, so that the block still gets exactly
 * one reply.
 */
final class Swap2Listing {
    private static final String EXPECTED = "x,y";

    private final List<int[]> stones = new ArrayList<>();
    private String error;

    void add(String line) {
        if (error != null) return;
        try {
            int fields = line.split(",", -1).length;
            int[] s = Fields.parse(line, fields == 3 ? 3 : 2, EXPECTED);
            stones.add(s);
        } catch (ProtocolException e) {
            error = e.getMessage();
        }
    }

    /** The opening as a game (black, white, black, ...), or a {@link ProtocolException}. */
    GameState build(int size, Rule rule) {
        if (error != null) throw new ProtocolException(error);
        int n = stones.size();
        if (n != 0 && n != 3 && n != 5)
            throw new ProtocolException("a swap2 opening has 0, 3 or 5 stones, not " + n);
        GameState game = new GameState(size, rule);
        for (int[] s : stones) {
            MoveCheck check = game.play(s[0], s[1]);
            if (check != MoveCheck.LEGAL) throw new ProtocolException("stone " + s[0] + "," + s[1] + ": " + check.message);
        }
        return game;
    }
}
