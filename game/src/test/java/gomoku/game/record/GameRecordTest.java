package gomoku.game.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class GameRecordTest {

    @Test
    void of_finishedGameWithPass_capturesMovesPassAndResult() {
        GameState state = new GameState(15, Rule.FREESTYLE);
        for (int[] m : SampleGames.blackFiveWithWhitePass()) {
            if (GameRecord.isPass(m)) assertThat(state.pass()).isTrue();
            else state.play(m[0], m[1]);
        }

        GameRecord record = GameRecord.of(state);

        assertThat(record.size()).isEqualTo(15);
        assertThat(record.rule()).isEqualTo(Rule.FREESTYLE);
        assertThat(record.moveCount()).isEqualTo(9);
        assertThat(record.move(0)).containsExactly(7, 7);
        assertThat(record.move(7)).containsExactly(-1, -1);
        assertThat(record.result()).contains(GameRecord.BLACK_WINS);
        assertThat(record.blackName()).isEmpty();
        assertThat(record.whiteName()).isEmpty();
    }

    @Test
    void of_ongoingGame_hasNoResult() {
        GameState state = new GameState(20, Rule.STANDARD);
        state.play(10, 10);
        assertThat(GameRecord.of(state).result()).isEmpty();
    }

    @Test
    void toGameState_everyRule_replaysSameMoves() {
        for (Rule rule : Rule.values()) {
            GameRecord record = new GameRecord(15, rule, SampleGames.blackFiveWithWhitePass());

            GameState state = record.toGameState();

            assertThat(state.rule()).isEqualTo(rule);
            assertThat(state.result()).isEqualTo(Side.BLACK);
            assertThat(GameRecord.of(state)).isEqualTo(record.withResult(GameRecord.BLACK_WINS));
            assertThat(state.move(7)).isEqualTo(Pos.PASS);
        }
    }

    @Test
    void toGameState_renjuDoubleThree_namesMoveNumberAndReason() {
        GameRecord record = new GameRecord(15, Rule.RENJU, SampleGames.renjuDoubleThreeOnMoveNine());

        assertThatThrownBy(record::toGameState)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 9")
                .hasMessageContaining("black i7")
                .hasMessageContaining("double-three");
    }

    @Test
    void toGameState_sameMovesInFreestyle_isLegal() {
        GameRecord record = new GameRecord(15, Rule.FREESTYLE, SampleGames.renjuDoubleThreeOnMoveNine());
        assertThat(record.toGameState().moveCount()).isEqualTo(9);
    }

    @Test
    void toGameState_occupiedPoint_namesMoveNumber() {
        GameRecord record = new GameRecord(15, Rule.FREESTYLE, Notation.parseLiteratureList("h8 i9 h8", 15));
        assertThatThrownBy(record::toGameState)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 3")
                .hasMessageContaining("occupied");
    }

    @Test
    void toGameState_moveAfterFive_namesMoveNumber() {
        List<int[]> moves = SampleGames.blackFiveWithWhitePass();
        moves.add(new int[] {0, 0});
        GameRecord record = new GameRecord(15, Rule.FREESTYLE, moves);
        assertThatThrownBy(record::toGameState)
                .hasMessageContaining("move 10")
                .hasMessageContaining("game is over");
    }

    @Test
    void constructor_offBoardMove_throwsNamingMove() {
        List<int[]> moves = List.of(new int[] {7, 7}, new int[] {15, 3});
        assertThatThrownBy(() -> new GameRecord(15, Rule.FREESTYLE, moves))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 2");
    }

    @Test
    void constructor_badSize_throws() {
        assertThatThrownBy(() -> new GameRecord(23, Rule.FREESTYLE, List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("23");
    }

    @Test
    void constructor_multiLineName_throws() {
        assertThatThrownBy(() -> new GameRecord(15, Rule.FREESTYLE, List.of(), "a\nb", null, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("black name");
    }

    @Test
    void record_callerChangesArrays_recordUnchanged() {
        int[] first = {7, 7};
        List<int[]> moves = new ArrayList<>(List.of(first));
        GameRecord record = new GameRecord(15, Rule.FREESTYLE, moves);

        first[0] = 0;
        moves.add(new int[] {1, 1});
        record.moves().get(0)[1] = 3;
        record.move(0)[0] = 4;

        assertThat(record.moveCount()).isEqualTo(1);
        assertThat(record.move(0)).containsExactly(7, 7);
    }

    @Test
    void equals_sameContentDifferentArrays_isEqualWithSameHash() {
        GameRecord a = new GameRecord(15, Rule.RENJU, SampleGames.blackFiveWithWhitePass(), "Ann", "Bob", "B+");
        GameRecord b = new GameRecord(15, Rule.RENJU, SampleGames.blackFiveWithWhitePass()).withNames("Ann", "Bob").withResult("B+");

        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(b.withNames("Ann", null));
        assertThat(a).isNotEqualTo(new GameRecord(15, Rule.STANDARD, SampleGames.blackFiveWithWhitePass(), "Ann", "Bob", "B+"));
    }

    @Test
    void names_blankOrPadded_normalised() {
        GameRecord record = new GameRecord(15, Rule.FREESTYLE, List.of()).withNames("  ", " Ann ");
        assertThat(record.blackName()).isEmpty();
        assertThat(record.whiteName()).contains("Ann");
    }

    @Test
    void toString_listsMovesInLiteratureNotation() {
        GameRecord record = new GameRecord(15, Rule.RENJU, List.of(new int[] {7, 7}, GameRecord.pass()), null, null, "W+");
        assertThat(record).hasToString("renju 15x15 [h8 pass] W+");
    }
}
