package gomoku.game.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PsqTest {

    @Test
    void write_gameWithPassAndNames_oneBasedMovesZeroTimesAndTrailer() {
        GameRecord record = new GameRecord(15, Rule.FREESTYLE,
                List.of(new int[] {7, 7}, new int[] {0, 14}, GameRecord.pass()), "Ann", "Bob", null);

        assertThat(Psq.write(record)).isEqualTo("""
                Piskvorky 15x15, 11:11, 0
                8,8,0
                1,15,0
                0,0,0
                Ann
                Bob
                -1
                """);
    }

    @Test
    void write_noNames_onlyTrailer() {
        GameRecord record = new GameRecord(20, Rule.FREESTYLE, List.of(new int[] {10, 10}));
        assertThat(Psq.write(record)).isEqualTo("Piskvorky 20x20, 11:11, 0\n11,11,0\n-1\n");
    }

    @ParameterizedTest
    @EnumSource(Rule.class)
    void writeThenRead_gameWithPassAndNames_sameRecord(Rule rule) throws Exception {
        GameRecord record = new GameRecord(15, rule, SampleGames.unfinishedWithPass(), "pbrain-a", "Bob Smith", null);

        GameRecord back = Psq.read(Psq.write(record), rule);

        assertThat(back).isEqualTo(record);
        assertThat(back.toGameState().moveCount()).isEqualTo(8);
    }

    @Test
    void writeThenRead_onlyWhiteName_keepsBlackUnknown() throws Exception {
        GameRecord record = new GameRecord(15, Rule.FREESTYLE, List.of(new int[] {7, 7})).withNames(null, "Bob");
        assertThat(Psq.read(Psq.write(record))).isEqualTo(record);
    }

    @Test
    void writeThenRead_finishedGame_dropsResultOnly() throws Exception {
        GameRecord record = new GameRecord(15, Rule.RENJU, SampleGames.blackFiveWithWhitePass(), "Ann", "Bob", "B+");

        GameRecord back = Psq.read(Psq.write(record), Rule.RENJU);

        assertThat(back.result()).isEmpty();
        assertThat(back).isEqualTo(record.withResult(null));
    }

    @Test
    void read_handWrittenCrlfFileWithTrailer_readsMovesAndNames() throws Exception {
        String text = String.join("\r\n",
                "",
                "Piskvorky 20x20, 11:11, 0",
                "10,10,1250",
                "11,10,831",
                "",
                "  11,11,0  ",
                "12,9",
                "pbrain-embryo.exe",
                "pbrain-rapfi.exe",
                "-1",
                "",
                "");

        GameRecord record = Psq.read(text, Rule.STANDARD);

        assertThat(record.size()).isEqualTo(20);
        assertThat(record.rule()).isEqualTo(Rule.STANDARD);
        assertThat(record.moves()).extracting(m -> m[0] + "," + m[1])
                .containsExactly("9,9", "10,9", "10,10", "11,8");
        assertThat(record.blackName()).contains("pbrain-embryo.exe");
        assertThat(record.whiteName()).contains("pbrain-rapfi.exe");
        assertThat(record.result()).isEmpty();
    }

    @Test
    void read_noRuleGiven_defaultsToFreestyle() throws Exception {
        assertThat(Psq.read("Piskvorky 15x15, 11:11, 0\n8,8,0\n").rule()).isEqualTo(Rule.FREESTYLE);
    }

    @Test
    void read_onlyCodeTrailerAndExtraLines_ignoresThem() throws Exception {
        GameRecord record = Psq.read("Piskvorky 15x15, 0:0, 1\r\n8,8,0\r\n-1\r\n0\r\nA\r\nB\r\nC\r\n");
        assertThat(record.moveCount()).isEqualTo(1);
        assertThat(record.blackName()).contains("A");
        assertThat(record.whiteName()).contains("B");
    }

    @Test
    void read_garbageHeader_failsOnThatLine() {
        assertThatThrownBy(() -> Psq.read("\n\nHello world\n8,8,0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 3:")
                .hasMessageContaining("Piskvorky")
                .satisfies(e -> assertThat(((RecordFormatException) e).line()).isEqualTo(3));
    }

    @Test
    void read_emptyFile_fails() {
        assertThatThrownBy(() -> Psq.read(" \r\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("line 1")
                .hasMessageContaining("empty");
    }

    @Test
    void read_rectangularBoard_fails() {
        assertThatThrownBy(() -> Psq.read("Piskvorky 20x15, 11:11, 0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("line 1")
                .hasMessageContaining("20x15");
    }

    @Test
    void read_unsupportedSize_fails() {
        assertThatThrownBy(() -> Psq.read("Piskvorky 30x30, 11:11, 0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("line 1")
                .hasMessageContaining("30");
    }

    @Test
    void read_badCoordinate_failsOnThatLine() {
        assertThatThrownBy(() -> Psq.read("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,x,0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 3:")
                .hasMessageContaining("9,x,0");
    }

    @Test
    void read_offBoardMove_failsOnThatLine() {
        assertThatThrownBy(() -> Psq.read("Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n\r\n16,3,0\r\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 4:")
                .hasMessageContaining("off the 15x15 board");
    }

    @Test
    void read_negativeCoordinate_failsOnThatLine() {
        assertThatThrownBy(() -> Psq.read("Piskvorky 15x15, 11:11, 0\n-1,3,0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 2:");
    }

    @Test
    void read_duplicateMove_namesBothLines() {
        assertThatThrownBy(() -> Psq.read("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,8,0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 4:")
                .hasMessageContaining("already taken on line 2");
    }

    @Test
    void read_moveAfterNames_fails() {
        assertThatThrownBy(() -> Psq.read("Piskvorky 15x15, 11:11, 0\n8,8,0\nAnn\n9,9,0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 4:");
    }

    @Test
    void read_illegalRenjuGame_readsButReplayFails() throws Exception {
        GameRecord record = Psq.read(Psq.write(new GameRecord(15, Rule.RENJU, SampleGames.renjuDoubleThreeOnMoveNine())),
                Rule.RENJU);
        assertThat(record.moveCount()).isEqualTo(9);
        assertThatThrownBy(record::toGameState).hasMessageContaining("move 9");
    }
}
