package gomoku.game.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.store.StoredGame;
import gomoku.game.store.StoredOpening;
import org.junit.jupiter.api.Test;

import java.util.List;

class PlaySessionOpeningTest {
    private static PlaySession session(Mode mode, Seat human, Rule rule, OpeningRule opening, PlayClock clock) {
        return PlaySession.withOpening(mode, human, 1, 15, rule, opening, clock);
    }

    private static PlaySession twoPeople(OpeningRule opening) {
        return session(Mode.HVH, null, Rule.FREESTYLE, opening, PlayClock.none(0));
    }

    private static void play(PlaySession s, int... xy) {
        for (int i = 0; i < xy.length; i += 2) assertThat(s.play(xy[i], xy[i + 1], 0)).isEqualTo(MoveCheck.LEGAL);
    }

    @Test
    void swap_firstSeatPlacesThree_secondTakesBlack_firstPlaysWhite() {
        PlaySession s = twoPeople(OpeningRule.SWAP);
        assertThat(s.openingRule()).isEqualTo(OpeningRule.SWAP);
        for (int i = 0; i < 3; i++) {
            assertThat(s.openingPhase()).isEqualTo(OpeningPhase.PLACE_THREE);
            assertThat(s.seatToAct()).isEqualTo(Seat.FIRST);
            assertThat(s.checkTurn(Seat.FIRST)).isNull();
            assertThat(s.checkTurn(Seat.SECOND)).isEqualTo(OpeningRefusal.WRONG_SEAT);
            assertThat(s.choices()).isEmpty();
            assertThat(s.sideOf(Seat.FIRST)).isEqualTo(-1);
            assertThat(s.seatOf(Side.BLACK)).isNull();
            play(s, 7 + i, 7);
        }
        assertThat(s.openingPhase()).isEqualTo(OpeningPhase.CHOOSE_AFTER_THREE);
        assertThat(s.seatToAct()).isEqualTo(Seat.SECOND);
        assertThat(s.choices()).containsExactlyInAnyOrder(OpeningChoice.BLACK, OpeningChoice.WHITE);
        assertThat(s.checkTurn(Seat.SECOND)).isEqualTo(OpeningRefusal.CHOICE_DUE);
        assertThatThrownBy(() -> s.play(1, 1, 0)).isInstanceOf(IllegalStateException.class);
        assertThat(s.choose(Seat.FIRST, OpeningChoice.BLACK, 0)).isEqualTo(OpeningRefusal.WRONG_SEAT);
        assertThat(s.choose(Seat.SECOND, OpeningChoice.PLACE_TWO, 0)).isEqualTo(OpeningRefusal.CHOICE_NOT_ALLOWED);
        assertThat(s.openingChoices()).isEmpty();
        assertThat(s.state().moveCount()).isEqualTo(3);

        assertThat(s.choose(Seat.SECOND, OpeningChoice.BLACK, 0)).isNull();
        assertThat(s.inOpening()).isFalse();
        assertThat(s.sideOf(Seat.SECOND)).isEqualTo(Side.BLACK);
        assertThat(s.sideOf(Seat.FIRST)).isEqualTo(Side.WHITE);
        assertThat(s.seatOf(Side.WHITE)).isEqualTo(Seat.FIRST);
        assertThat(s.seatToAct()).isEqualTo(Seat.FIRST);       // white plays the fourth stone
        assertThat(s.choose(Seat.FIRST, OpeningChoice.WHITE, 0)).isEqualTo(OpeningRefusal.NO_CHOICE_DUE);
        play(s, 1, 1);
        assertThat(s.seatToAct()).isEqualTo(Seat.SECOND);
        assertThat(s.seatOfMove(3)).isEqualTo(Seat.FIRST);
        assertThat(s.seatOfMove(2)).isEqualTo(Seat.FIRST);
    }

    @Test
    void swap2_secondPlacesTwo_firstTakesWhite_andPlaysTheSixth() {
        PlaySession s = twoPeople(OpeningRule.SWAP2);
        play(s, 7, 7, 8, 8, 9, 7);
        assertThat(s.choices()).containsExactlyInAnyOrder(OpeningChoice.values());
        assertThat(s.choose(Seat.SECOND, OpeningChoice.PLACE_TWO, 0)).isNull();
        for (int i = 0; i < 2; i++) {
            assertThat(s.openingPhase()).isEqualTo(OpeningPhase.PLACE_TWO);
            assertThat(s.seatToAct()).isEqualTo(Seat.SECOND);
            assertThat(s.choices()).isEmpty();
            assertThat(s.choose(Seat.SECOND, OpeningChoice.BLACK, 0)).isEqualTo(OpeningRefusal.NO_CHOICE_DUE);
            assertThat(s.checkTurn(Seat.FIRST)).isEqualTo(OpeningRefusal.WRONG_SEAT);
            play(s, 3 + i, 3);
        }
        assertThat(s.openingPhase()).isEqualTo(OpeningPhase.CHOOSE_AFTER_FIVE);
        assertThat(s.seatToAct()).isEqualTo(Seat.FIRST);
        assertThat(s.choices()).containsExactlyInAnyOrder(OpeningChoice.BLACK, OpeningChoice.WHITE);
        assertThat(s.choose(Seat.FIRST, OpeningChoice.PLACE_TWO, 0)).isEqualTo(OpeningRefusal.CHOICE_NOT_ALLOWED);
        assertThat(s.choose(Seat.FIRST, OpeningChoice.WHITE, 0)).isNull();
        assertThat(s.sideOf(Seat.FIRST)).isEqualTo(Side.WHITE);
        assertThat(s.sideOf(Seat.SECOND)).isEqualTo(Side.BLACK);
        assertThat(s.state().sideToMove()).isEqualTo(Side.WHITE);
        assertThat(s.seatToAct()).isEqualTo(Seat.FIRST);
        assertThat(s.openingChoices()).containsExactly(OpeningChoice.PLACE_TWO, OpeningChoice.WHITE);
        assertThat(s.storedOpening()).isEqualTo(new StoredOpening("swap2", null, "two white"));
        assertThat(s.recordOpening()).isEqualTo("swap2 two white");
        assertThat(twoPeople(OpeningRule.SWAP).recordOpening()).isEqualTo("swap");
        assertThat(twoPeople(OpeningRule.NONE).recordOpening()).isNull();
        assertThat(s.seatOfMove(4)).isEqualTo(Seat.SECOND);
    }

    @Test
    void swap2_secondTakesWhite_andPlaysTheFourth() {
        PlaySession s = twoPeople(OpeningRule.SWAP2);
        play(s, 7, 7, 8, 8, 9, 7);
        assertThat(s.choose(Seat.SECOND, OpeningChoice.WHITE, 0)).isNull();
        assertThat(s.sideOf(Seat.SECOND)).isEqualTo(Side.WHITE);
        assertThat(s.seatToAct()).isEqualTo(Seat.SECOND);
        assertThat(s.checkTurn(Seat.SECOND)).isNull();
    }

    @Test
    void noOpeningRule_firstIsBlack_noChoiceEverDue() {
        PlaySession s = twoPeople(OpeningRule.NONE);
        assertThat(s.inOpening()).isFalse();
        assertThat(s.sideOf(Seat.FIRST)).isEqualTo(Side.BLACK);
        assertThat(s.seatToAct()).isEqualTo(Seat.FIRST);
        play(s, 7, 7);
        assertThat(s.seatToAct()).isEqualTo(Seat.SECOND);
        assertThat(s.choose(Seat.SECOND, OpeningChoice.BLACK, 0)).isEqualTo(OpeningRefusal.NO_CHOICE_DUE);
        assertThat(s.pass(0)).isTrue();
        PlaySession old = new PlaySession(Mode.HVC, Side.WHITE, 1, 15, Rule.FREESTYLE, PlayClock.none(0));
        assertThat(old.humanSeat()).isEqualTo(Seat.SECOND);
        assertThat(old.openingRule()).isEqualTo(OpeningRule.NONE);
        assertThat(old.isComputerToMove()).isTrue();
    }

    @Test
    void pass_duringTheOpening_isRefused() {
        PlaySession s = twoPeople(OpeningRule.SWAP);
        play(s, 7, 7);
        assertThat(s.pass(0)).isFalse();
        assertThat(s.state().moveCount()).isEqualTo(1);
    }

    @Test
    void computer_actsForItsSeat_inEveryPhase() {
        // The human holds the second seat: the computer opens, the human chooses.
        PlaySession s = session(Mode.HVC, Seat.SECOND, Rule.FREESTYLE, OpeningRule.SWAP2, PlayClock.none(0));
        assertThat(s.humanSide()).isEqualTo(-1);
        assertThat(s.isComputerToMove()).isTrue();
        play(s, 7, 7, 8, 8, 9, 7);
        assertThat(s.isComputerToMove()).isFalse();
        assertThat(s.choose(Seat.SECOND, OpeningChoice.PLACE_TWO, 0)).isNull();
        assertThat(s.isComputerToMove()).isFalse();             // the human places two
        play(s, 3, 3, 4, 3);
        assertThat(s.isComputerToMove()).isTrue();              // the computer chooses
        assertThat(s.choose(Seat.FIRST, OpeningChoice.BLACK, 0)).isNull();
        assertThat(s.humanSide()).isEqualTo(Side.WHITE);
        assertThat(s.isComputerToMove()).isFalse();             // the human is white and plays the sixth
        assertThat(s.isComputer(Side.BLACK)).isTrue();

        // The human holds the first seat: the computer chooses after three.
        PlaySession t = session(Mode.HVC, Seat.FIRST, Rule.FREESTYLE, OpeningRule.SWAP, PlayClock.none(0));
        assertThat(t.isComputerToMove()).isFalse();
        play(t, 7, 7, 8, 8, 9, 7);
        assertThat(t.isComputerToMove()).isTrue();
        assertThat(t.choose(Seat.SECOND, OpeningChoice.WHITE, 0)).isNull();
        assertThat(t.isComputerToMove()).isTrue();              // the computer is white and plays the fourth
        assertThat(t.humanSide()).isEqualTo(Side.BLACK);
    }

    @Test
    void clock_runsForTheSeatToAct_andFollowsTheSeatWhenColoursSwap() {
        PlaySession s = session(Mode.HVH, null, Rule.FREESTYLE, OpeningRule.SWAP, new PlayClock(0, 60_000, 0, 0, 0));
        assertThat(s.play(7, 7, 1_000)).isEqualTo(MoveCheck.LEGAL);
        assertThat(s.clockSide()).isEqualTo(Side.BLACK);        // the first seat places the white stone too
        assertThat(s.play(8, 8, 2_000)).isEqualTo(MoveCheck.LEGAL);
        assertThat(s.play(9, 7, 3_000)).isEqualTo(MoveCheck.LEGAL);
        assertThat(s.clock().usedMs(Side.BLACK)).isEqualTo(3_000);
        assertThat(s.clock().usedMs(Side.WHITE)).isZero();
        assertThat(s.clockSide()).isEqualTo(Side.WHITE);        // the second seat chooses
        assertThat(s.choose(Seat.SECOND, OpeningChoice.BLACK, 8_000)).isNull();
        // The second seat (5 s used) now plays black; the first (3 s) white, and is to move.
        assertThat(s.clock().usedMs(Side.BLACK)).isEqualTo(5_000);
        assertThat(s.clock().usedMs(Side.WHITE)).isEqualTo(3_000);
        assertThat(s.clockSide()).isEqualTo(Side.WHITE);
        assertThat(s.flag(8_000 + 57_000)).isNull();            // the first seat exactly at its limit
        s.undoTo(2, 9_000);                                     // the choice goes with the third stone
        assertThat(s.openingChoices()).isEmpty();
        assertThat(s.clock().usedMs(Side.BLACK)).isEqualTo(4_000);
        assertThat(s.clock().usedMs(Side.WHITE)).isEqualTo(5_000);
        assertThat(s.clockSide()).isEqualTo(Side.BLACK);        // the first seat places again
        assertThat(s.flag(9_000 + 56_001)).isEqualTo(Ending.time(Side.BLACK));
    }

    @Test
    void undo_againstTheComputer_goesBackOverStonesAndChoices() {
        PlaySession s = session(Mode.HVC, Seat.SECOND, Rule.FREESTYLE, OpeningRule.SWAP, PlayClock.none(0));
        play(s, 7, 7, 8, 8, 9, 7);                              // the computer's three
        assertThat(s.undoTarget()).isEqualTo(-1);               // the human has placed nothing yet
        assertThat(s.choose(Seat.SECOND, OpeningChoice.BLACK, 0)).isNull();
        play(s, 6, 6, 10, 7, 5, 5);                             // computer (white), human (black), computer
        assertThat(s.undoTarget()).isEqualTo(4);
        s.undoTo(s.undoTarget(), 0);
        assertThat(s.state().moveCount()).isEqualTo(4);
        assertThat(s.humanSide()).isEqualTo(Side.BLACK);
        assertThat(s.isComputerToMove()).isFalse();

        PlaySession h = twoPeople(OpeningRule.SWAP2);
        play(h, 7, 7, 8, 8, 9, 7);
        h.choose(Seat.SECOND, OpeningChoice.PLACE_TWO, 0);
        play(h, 3, 3, 4, 3);
        h.choose(Seat.FIRST, OpeningChoice.WHITE, 0);
        h.undoTo(h.undoTarget(), 0);                            // the fifth stone and the choice on it
        assertThat(h.openingPhase()).isEqualTo(OpeningPhase.PLACE_TWO);
        assertThat(h.openingChoices()).containsExactly(OpeningChoice.PLACE_TWO);
        h.undoTo(2, 0);
        assertThat(h.openingPhase()).isEqualTo(OpeningPhase.PLACE_THREE);
        assertThat(h.seatToAct()).isEqualTo(Seat.FIRST);
    }

    @Test
    void resign_beforeTheColoursAreChosen_usesTheDefaultColours() {
        PlaySession s = session(Mode.HVC, Seat.FIRST, Rule.FREESTYLE, OpeningRule.SWAP, PlayClock.none(0));
        play(s, 7, 7);
        assertThat(s.resign(0)).isEqualTo(Ending.resignation(Side.BLACK));
        PlaySession t = twoPeople(OpeningRule.SWAP);
        play(t, 7, 7, 8, 8, 9, 7);
        assertThat(t.choices()).isNotEmpty();
        assertThat(t.resign(Seat.SECOND, 0)).isEqualTo(Ending.resignation(Side.WHITE));
        assertThat(t.choices()).isEmpty();
        assertThat(t.choose(Seat.SECOND, OpeningChoice.BLACK, 0)).isEqualTo(OpeningRefusal.FINISHED);
        assertThat(t.checkTurn(Seat.SECOND)).isEqualTo(OpeningRefusal.FINISHED);
    }

    @Test
    void renju_openingStonesAreOrdinaryMoves_andFoulsApplyAfterwards() {
        PlaySession s = session(Mode.HVH, null, Rule.RENJU, OpeningRule.SWAP2, PlayClock.none(0));
        play(s, 6, 7, 0, 0, 7, 6);                              // black g8, white a1, black h7
        s.choose(Seat.SECOND, OpeningChoice.PLACE_TWO, 0);
        play(s, 0, 2, 8, 7);                                    // white a3, black i8
        s.choose(Seat.FIRST, OpeningChoice.BLACK, 0);
        play(s, 0, 4, 7, 8, 14, 14);                            // white a5, black h9, white o15
        // g8 i8 h7 h9 around h8: h8 makes two open threes for black.
        assertThat(s.forbiddenPoints()).anySatisfy(p -> assertThat(p.x() * 100 + p.y()).isEqualTo(707));
        assertThat(s.play(7, 7, 0)).isEqualTo(MoveCheck.FORBIDDEN_DOUBLE_THREE);
        assertThat(s.seatToAct()).isEqualTo(Seat.FIRST);        // the first seat took black
    }

    @Test
    void replay_makesTheStoredChoicesAtTheirStones() {
        List<int[]> moves = List.of(new int[] {7, 7}, new int[] {8, 8}, new int[] {9, 7}, new int[] {3, 3},
                new int[] {4, 3}, new int[] {5, 5});
        StoredGame g = new StoredGame(1, 0, 0, "hvc", Rule.FREESTYLE, 15, 1, -1, null, null, moves);
        PlaySession s = PlaySession.replay(g, PlayClock.none(0), new StoredOpening("swap2", "second", "two white"));
        assertThat(s.replayed()).isEqualTo(6);
        assertThat(s.openingChoices()).containsExactly(OpeningChoice.PLACE_TWO, OpeningChoice.WHITE);
        assertThat(s.humanSeat()).isEqualTo(Seat.SECOND);
        assertThat(s.humanSide()).isEqualTo(Side.BLACK);
        assertThat(s.isComputerToMove()).isFalse();             // black (the human) plays the seventh
        assertThat(s.storedOpening()).isEqualTo(new StoredOpening("swap2", "second", "two white"));

        // Stones stored past a choice that was not: the replay stops where the choice was due.
        PlaySession t = PlaySession.replay(g, PlayClock.none(0), new StoredOpening("swap", "second", ""));
        assertThat(t.replayed()).isEqualTo(3);
        assertThat(t.openingPhase()).isEqualTo(OpeningPhase.CHOOSE_AFTER_THREE);
        // A choice not open there (two more under swap) ends the choices.
        PlaySession u = PlaySession.replay(g, PlayClock.none(0), new StoredOpening("swap", null, "two"));
        assertThat(u.replayed()).isEqualTo(3);
        assertThat(u.choices()).containsExactlyInAnyOrder(OpeningChoice.BLACK, OpeningChoice.WHITE);
        // Choices stored with no stone after them are made too.
        PlaySession v = PlaySession.replay(new StoredGame(2, 0, 0, "hvh", Rule.FREESTYLE, 15, 1, -1, null, null,
                moves.subList(0, 3)), PlayClock.none(0), new StoredOpening("swap", null, "black"));
        assertThat(v.sideOf(Seat.SECOND)).isEqualTo(Side.BLACK);
        assertThatThrownBy(() -> PlaySession.replay(g, PlayClock.none(0), new StoredOpening("swap3", null, "")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PlaySession.replay(g, PlayClock.none(0), new StoredOpening("swap", "third", "")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void names_parseBackToTheirValues() {
        for (OpeningRule r : OpeningRule.values()) assertThat(OpeningRule.parse(" " + r.id.toUpperCase())).isEqualTo(r);
        for (Seat s : Seat.values()) assertThat(Seat.parse(s.id)).isEqualTo(s);
        for (OpeningChoice c : OpeningChoice.values()) assertThat(OpeningChoice.parse(c.id)).isEqualTo(c);
        assertThat(OpeningRule.parse("swap3")).isNull();
        assertThat(OpeningRule.parse(null)).isNull();
        assertThat(Seat.FIRST.other()).isEqualTo(Seat.SECOND);
    }
}
