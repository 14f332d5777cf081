package gomoku.game.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.store.StoredGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A draw both players agree to: an end off the board that the store keeps and a replay restores. */
class AgreedDrawTest {
    @Test
    void agreedDraw_endsTheGame_isStored_andReplayed() {
        PlaySession s = new PlaySession(Mode.HVH, Side.BLACK, 1, 15, Rule.FREESTYLE, PlayClock.none(0));
        s.play(7, 7, 0);
        s.play(8, 8, 0);
        Ending end = s.agreeDraw(0);
        assertThat(end.isDraw()).isTrue();
        assertThat(end.reason()).isEqualTo(Ending.Reason.AGREEMENT);
        assertThat(end.offBoard()).isTrue();
        assertThat(s.isOver()).isTrue();
        assertThat(s.storedResult()).isEqualTo("0");
        assertThat(s.storedReason()).isEqualTo("agreement");
        assertThatThrownBy(() -> s.agreeDraw(0)).isInstanceOf(IllegalStateException.class);

        StoredGame stored = new StoredGame(1, 0, 0, "hvh", Rule.FREESTYLE, 15, 1, -1, "0", "agreement",
                List.of(new int[] {7, 7}, new int[] {8, 8}));
        PlaySession replayed = PlaySession.replay(stored, PlayClock.none(0));
        assertThat(replayed.ending()).isEqualTo(end);
        // A draw without that reason is a full board's, as before.
        assertThat(Ending.parse("0", null).reason()).isEqualTo(Ending.Reason.DRAW);
    }
}
