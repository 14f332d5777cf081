package gomoku.game.record;

import gomoku.game.notation.Notation;

import java.util.ArrayList;
import java.util.List;

/** Move lists shared by the record tests, written in literature notation on 15x15. */
final class SampleGames {
    private SampleGames() {}

    /** Black h8-l8 row, white answering on the row above and passing once: black fives on move 9. */
    static List<int[]> blackFiveWithWhitePass() {
        List<int[]> moves = unfinishedWithPass();
        moves.addAll(Notation.parseLiteratureList("l8", 15));
        return moves;
    }

    /** The game above without black's winning move: legal and ongoing under every rule. */
    static List<int[]> unfinishedWithPass() {
        List<int[]> moves = new ArrayList<>(Notation.parseLiteratureList("h8 h9 i8 i9 j8 j9 k8", 15));
        moves.add(GameRecord.pass());
        return moves;
    }

    /**
     * Black builds a horizontal and a vertical two meeting at i7 (protocol (8,8)); white plays far
     * away. Black's ninth move, i7, makes two open threes: forbidden in renju, fine elsewhere.
     */
    static List<int[]> renjuDoubleThreeOnMoveNine() {
        return Notation.parseLiteratureList("g7 a15 h7 a13 i9 a11 i8 o1 i7", 15);
    }
}
