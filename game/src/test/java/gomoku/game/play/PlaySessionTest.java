package gomoku.game.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.board.Forbidden;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.store.StoredGame;
import org.junit.jupiter.api.Test;

import java.util.List;

class PlaySessionTest {
    private static PlaySession session(Mode mode, int humanSide, Rule rule, PlayClock clock) {
        return new PlaySession(mode, humanSide, 1, 15, rule, clock);
    }

    private static void play(PlaySession s, int... xy) {
        for (int i = 0; i < xy.length; i += 2) assertThat(s.play(xy[i], xy[i + 1], 0)).isEqualTo(MoveCheck.LEGAL);
    }

    @Test
    void undoTarget_againstTheComputer_isBeforeTheHumansLastMove() {
        PlaySession s = session(Mode.HVC, Side.WHITE, Rule.FREESTYLE, PlayClock.none(0));
        assertThat(s.undoTarget()).isEqualTo(-1);
        play(s, 7, 7);                          // the computer's first move (black)
        assertThat(s.undoTarget()).isEqualTo(-1);
        play(s, 8, 8, 9, 9);                    // the human's answer and the computer's
        assertThat(s.undoTarget()).isEqualTo(1);
        assertThat(s.undoTo(1, 0)).isEqualTo(2);
        assertThat(s.state().moveCount()).isEqualTo(1);
    }

    @Test
    void undoTarget_twoHumans_isTheLastMove() {
        PlaySession s = session(Mode.HVH, Side.BLACK, Rule.FREESTYLE, PlayClock.none(0));
        assertThat(s.humanSide()).isEqualTo(-1);
        assertThat(s.undoTarget()).isEqualTo(-1);
        play(s, 7, 7, 8, 8);
        assertThat(s.undoTarget()).isEqualTo(1);
    }

    @Test
    void resign_againstTheComputer_theHumanLoses_andUndoForgetsIt() {
        PlaySession s = session(Mode.HVC, Side.BLACK, Rule.FREESTYLE, PlayClock.none(0));
        play(s, 7, 7, 8, 8);
        Ending end = s.resign(0);
        assertThat(end).isEqualTo(new Ending(Side.WHITE, Ending.Reason.RESIGNATION));
        assertThat(s.storedResult()).isEqualTo("W+R");
        assertThat(s.storedReason()).isEqualTo("resignation");
        assertThat(s.play(9, 9, 0)).isEqualTo(MoveCheck.GAME_OVER);
        assertThatThrownBy(() -> s.resign(0)).isInstanceOf(IllegalStateException.class);
        s.undoTo(s.undoTarget(), 0);
        assertThat(s.isOver()).isFalse();
    }

    @Test
    void flag_theSideToMoveLosesOnlyWhenOverItsTime() {
        PlaySession s = session(Mode.HVH, -1, Rule.FREESTYLE, new PlayClock(10_000, 0, 0, 0, 1_000));
        assertThat(s.play(7, 7, 3_000)).isEqualTo(MoveCheck.LEGAL);   // black used 2 s
        assertThat(s.clock().usedMs(Side.BLACK)).isEqualTo(2_000);
        assertThat(s.flag(13_000)).isNull();                          // white exactly at the limit
        assertThat(s.flag(13_001)).isEqualTo(new Ending(Side.BLACK, Ending.Reason.TIME));
        assertThat(s.storedResult()).isEqualTo("B+T");
        assertThat(s.flag(99_000)).isEqualTo(null);                   // over already
    }

    @Test
    void forbiddenPoints_onlyForBlackInRenju_whileTheGameGoesOn() {
        PlaySession s = session(Mode.HVH, -1, Rule.RENJU, PlayClock.none(0));
        // Black around h8 (g8, i8, h7, h9) makes h8 a double three; white plays far away.
        play(s, 6, 7, 0, 0, 7, 6, 0, 2);        // black g8 h7; white a1 a3
        play(s, 8, 7, 0, 4);                    // black i8; white a5
        play(s, 7, 8, 14, 14);                  // black h9; white o15
        List<PlaySession.ForbiddenPoint> points = s.forbiddenPoints();
        assertThat(points).isNotEmpty().allSatisfy(p -> {
            assertThat(s.state().stone(p.x(), p.y())).isZero();
            assertThat(s.state().board().forbidden(gomoku.engine.core.Pos.of(p.x(), p.y()))).isEqualTo(p.kind());
            assertThat(p.kind()).isNotEqualTo(Forbidden.NONE);
        });
        play(s, 14, 0);                         // black plays elsewhere: white to move, no forbidden points
        assertThat(s.forbiddenPoints()).isEmpty();
        assertThat(session(Mode.HVH, -1, Rule.FREESTYLE, PlayClock.none(0)).forbiddenPoints()).isEmpty();
    }

    @Test
    void replay_keepsPassesAndAnOffBoardEnd_stopsAtAnIllegalMove() {
        StoredGame g = new StoredGame(1, 0, 0, "hvh", Rule.FREESTYLE, 15, 1, -1, "B+T", "time",
                List.of(new int[] {7, 7}, new int[] {-1, -1}, new int[] {8, 8}, new int[] {7, 7}, new int[] {9, 9}));
        PlaySession s = PlaySession.replay(g, PlayClock.none(0));
        assertThat(s.replayed()).isEqualTo(3);
        assertThat(s.storedMoves()).extracting(m -> m[0] + "," + m[1]).containsExactly("7,7", "-1,-1", "8,8");
        assertThat(s.ending()).isEqualTo(new Ending(Side.BLACK, Ending.Reason.TIME));
        assertThatThrownBy(() -> PlaySession.replay(new StoredGame(2, 0, 0, "xyz", Rule.FREESTYLE, 15, 1, -1, null,
                null, List.of()), PlayClock.none(0))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ending_readsEveryStoredForm() {
        assertThat(Ending.parse("B+", "five")).isEqualTo(new Ending(Side.BLACK, Ending.Reason.FIVE));
        assertThat(Ending.parse("W+", "time")).isEqualTo(new Ending(Side.WHITE, Ending.Reason.TIME));
        assertThat(Ending.parse("W+R", null)).isEqualTo(new Ending(Side.WHITE, Ending.Reason.RESIGNATION));
        assertThat(Ending.parse("0", "draw").status()).isEqualTo("draw");
        assertThat(Ending.parse(null, null)).isNull();
        assertThat(Ending.parse("??", "five")).isNull();
        for (Ending e : List.of(Ending.time(Side.BLACK), Ending.resignation(Side.WHITE),
                new Ending(Side.BLACK, Ending.Reason.FIVE), new Ending(Ending.DRAW, Ending.Reason.DRAW)))
            assertThat(Ending.parse(e.result(), e.reason().id)).isEqualTo(e);
    }

    @Test
    void mode_namesAndWhoIsTheComputer() {
        assertThat(Mode.parse(" HVC ")).isEqualTo(Mode.HVC);
        assertThat(Mode.parse("x")).isNull();
        assertThat(Mode.HVC.isComputer(Side.WHITE, Side.BLACK)).isTrue();
        assertThat(Mode.HVC.isComputer(Side.BLACK, Side.BLACK)).isFalse();
        assertThat(Mode.CVC.isComputer(Side.BLACK, -1)).isTrue();
        assertThat(Mode.HVH.isComputer(Side.WHITE, -1)).isFalse();
    }
}
