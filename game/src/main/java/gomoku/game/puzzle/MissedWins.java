package gomoku.game.puzzle;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the wins a player let slip in a finished game: positions where the player to move had a VCF
 * and played a move that lost it. "Lost it" is judged the way {@link Practice} judges a move, so a
 * different winning four is not counted as a mistake. Each find becomes a {@link PersonalPuzzle} whose
 * solution is a shortest VCF from that position. Stateless.
 */
public final class MissedWins {
    /** Node budget per position: a game has up to a few hundred positions, and the scan must stay quick. */
    static final long SCAN_NODES = 300_000;

    private MissedWins() {}

    /**
     * Scans game {@code gameId} ({@code moves} as stored: {x, y} in play order). {@code playerSide} is
     * the side whose mistakes count, or -1 for both (a game between two people at one screen). A game
     * with a pass or an illegal move is scanned up to that move only.
     */
    public static List<PersonalPuzzle> find(long gameId, Rule rule, int size, List<int[]> moves, int playerSide) {
        List<PersonalPuzzle> found = new ArrayList<>();
        if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE) return found;
        GameState game = new GameState(size, rule);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            int x = moves.get(i)[0], y = moves.get(i)[1];
            if (!Pos.onBoard(x, y, size) || game.isOver()) break;
            int side = game.sideToMove();
            if (playerSide < 0 || side == playerSide) {
                PersonalPuzzle miss = check(gameId, rule, size, names, i, x, y);
                if (miss != null) found.add(miss);
            }
            if (game.play(x, y) != MoveCheck.LEGAL) break;
            names.add(Notation.toLiterature(x, y, size));
        }
        return found;
    }

    /** The puzzle at move {@code index} if the side to move had a VCF there and (x, y) threw it away. */
    private static PersonalPuzzle check(long gameId, Rule rule, int size, List<String> names, int index, int x, int y) {
        // The board of the position; a throwaway puzzle id only to build it.
        Puzzle probe = new Puzzle("probe", rule, size, names, index % 2 == 0 ? Side.BLACK : Side.WHITE, 1,
                List.of("a1"), 1, false);
        VcfLine vcf = VcfLine.solve(probe.toBoard(), Practice.MAX_ATTACKS, SCAN_NODES);
        if (vcf == null || vcf.moves().length == 0) return null;
        int[] line = vcf.moves();
        Puzzle puzzle = new Puzzle("P-" + gameId + "-" + (index + 1), rule, size, names, probe.attacker(),
                Puzzle.levelFor(vcf.attackerMoves()), Puzzle.literature(line, line.length, size), vcf.attackerMoves(),
                vcf.forbiddenFinish());
        Practice.Result result = new Practice(puzzle, Clock.systemUTC()).play(x, y).result();
        if (result == Practice.Result.ACCEPTED || result == Practice.Result.WON) return null;
        return new PersonalPuzzle(puzzle, gameId, index + 1, Notation.toLiterature(x, y, size));
    }
}
