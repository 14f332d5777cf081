package gomoku.game.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class SgfTest {

    @Test
    void write_gameWithPassNamesAndResult_exactText() {
        GameRecord record = new GameRecord(15, Rule.RENJU,
                List.of(new int[] {7, 7}, new int[] {7, 6}, GameRecord.pass()), "Ann", "Bob [2d]", "W+");

        assertThat(Sgf.write(record)).isEqualTo(
                "(;FF[4]GM[4]SZ[15]RU[renju]PB[Ann]PW[Bob [2d\\]]RE[W+]\n;B[hh];W[hg];B[])\n");
    }

    @Test
    void writeThenRead_opening_isTheRootGameComment_andOtherCommentsAreNoOpening() throws Exception {
        GameRecord record = new GameRecord(15, Rule.RENJU, List.of(new int[] {7, 7}, new int[] {7, 6},
                new int[] {8, 8}, new int[] {2, 2}, new int[] {3, 3}), null, null, null, "swap2 two white");
        String text = Sgf.write(record);
        assertThat(text).startsWith("(;FF[4]GM[4]SZ[15]RU[renju]GC[opening: swap2 two white]\n;B[hh]");
        assertThat(Sgf.read(text)).isEqualTo(record);
        assertThat(Sgf.read(text).opening()).contains("swap2 two white");
        assertThat(Sgf.read("(;GM[4]SZ[15]GC[a friendly game];B[hh])").opening()).isEmpty();
        assertThat(record.withNames("A", "B").withResult("B+").opening()).contains("swap2 two white");
        assertThat(record.withOpening(null)).isNotEqualTo(record);
    }

    @Test
    void write_noMoves_rootNodeOnly() {
        assertThat(Sgf.write(new GameRecord(20, Rule.FREESTYLE, List.of())))
                .isEqualTo("(;FF[4]GM[4]SZ[20]RU[freestyle])\n");
    }

    @ParameterizedTest
    @EnumSource(Rule.class)
    void writeThenRead_finishedGameWithPassAndNames_sameRecord(Rule rule) throws Exception {
        GameRecord record = GameRecord.of(new GameRecord(15, rule, SampleGames.blackFiveWithWhitePass()).toGameState())
                .withNames("Ann \\ Co", "Bob ]x[");

        GameRecord back = Sgf.read(Sgf.write(record));

        assertThat(back).isEqualTo(record);
        assertThat(back.result()).contains(GameRecord.BLACK_WINS);
    }

    @Test
    void writeThenRead_longGameOn22_sameRecord() throws Exception {
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            int cell = i * 37 % (22 * 22);     // 37 is coprime to 484, so no point repeats
            moves.add(i == 30 ? GameRecord.pass() : new int[] {cell % 22, cell / 22});
        }
        GameRecord record = new GameRecord(22, Rule.STANDARD, moves, null, "W", "0");

        assertThat(Sgf.read(Sgf.write(record))).isEqualTo(record);
    }

    @Test
    void read_tolerantLayout_readsMainLineOnly() throws Exception {
        String text = """
                (
                  ;GM[4] FF[4] SZ [15]
                   AP[SomeApp:1.0] C[a comment with \\] and
                   a line break] RU[renju]
                   PB[Black \\
                player] PW[White]
                  ;B[hh] C[first]
                  ;W[ig]
                  (;B[jf];W[kk]
                    (;B[aa])
                    (;B[bb]))
                  (;B[oo];W[nn])
                )
                (;GM[4]SZ[19];B[aa])
                """;

        GameRecord record = Sgf.read(text);

        assertThat(record.size()).isEqualTo(15);
        assertThat(record.rule()).isEqualTo(Rule.RENJU);
        assertThat(record.blackName()).contains("Black player");
        assertThat(record.whiteName()).contains("White");
        assertThat(record.moves()).extracting(m -> m[0] + "," + m[1])
                .containsExactly("7,7", "8,6", "9,5", "10,10", "0,0");
    }

    @ParameterizedTest
    @CsvSource({"0, FREESTYLE", "1, STANDARD", "4, RENJU", "Standard, STANDARD", "' renju ', RENJU"})
    void read_ruleAsNameOrGomocupCode_mapsToRule(String ru, Rule rule) throws Exception {
        assertThat(Sgf.read("(;GM[4]SZ[15]RU[" + ru + "];B[hh])").rule()).isEqualTo(rule);
    }

    @Test
    void read_noRuleNoSize_defaultsToFreestyle15() throws Exception {
        GameRecord record = Sgf.read("(;B[hh];W[])");
        assertThat(record.rule()).isEqualTo(Rule.FREESTYLE);
        assertThat(record.size()).isEqualTo(15);
        assertThat(record.move(1)).containsExactly(-1, -1);
    }

    @Test
    void read_cGomokuCliStyle_keepsResultAsWritten() throws Exception {
        GameRecord record = Sgf.read("(;FF[4]GM[4]GN[0]EV[A x B]RO[1.1]RU[4]SZ[15]PB[A]PW[B]RE[B+1]"
                + "TE[00:00:01];B[hh]C[opening move];W[hg]C[12ms])");
        assertThat(record.rule()).isEqualTo(Rule.RENJU);
        assertThat(record.result()).contains("B+1");
        assertThat(record.moveCount()).isEqualTo(2);
    }

    @Test
    void read_ttOnSmallBoard_isPass() throws Exception {
        assertThat(Sgf.read("(;SZ[15];B[hh];W[tt])").move(1)).containsExactly(-1, -1);
    }

    @Test
    void read_ttOnBoard20_isPoint() throws Exception {
        assertThat(Sgf.read("(;SZ[20];B[tt])").move(0)).containsExactly(19, 19);
    }

    @Test
    void read_squareSizeWithColon_accepted() throws Exception {
        assertThat(Sgf.read("(;SZ[19:19])").size()).isEqualTo(19);
    }

    @Test
    void read_garbage_failsOnLineOne() {
        assertThatThrownBy(() -> Sgf.read("Piskvorky 15x15, 11:11, 0\n8,8,0\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 1:")
                .hasMessageContaining("'('");
    }

    @Test
    void read_badPoint_failsOnItsLine() {
        assertThatThrownBy(() -> Sgf.read("(;GM[4]SZ[15]\n;B[hh]\n;W[h7])"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 3:")
                .hasMessageContaining("W[h7]");
    }

    @Test
    void read_offBoardPoint_failsOnItsLine() {
        assertThatThrownBy(() -> Sgf.read("(;GM[4]SZ[15]\r\n;B[hh]\r\n;W[hp])"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 3:")
                .hasMessageContaining("off the 15x15 board");
    }

    @Test
    void read_occupiedPoint_namesBothLines() {
        assertThatThrownBy(() -> Sgf.read("(;SZ[15]\n;B[hh]\n;W[ii]\n;B[hh])"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 4:")
                .hasMessageContaining("already taken on line 2");
    }

    @Test
    void read_moveOutOfTurn_failsOnItsLine() {
        assertThatThrownBy(() -> Sgf.read("(;SZ[15]\n;B[hh]\n;B[ii])"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 3:")
                .hasMessageContaining("W's turn");
    }

    @Test
    void read_unclosedValue_failsOnLineItOpens() {
        assertThatThrownBy(() -> Sgf.read("(;SZ[15]\n;B[hh]C[never\nclosed)\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 2:")
                .hasMessageContaining("never closed");
    }

    @Test
    void read_missingCloseParen_failsAtEnd() {
        assertThatThrownBy(() -> Sgf.read("(;SZ[15]\n;B[hh]\n"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 3:")
                .hasMessageContaining("end of file");
    }

    @Test
    void read_goGame_fails() {
        assertThatThrownBy(() -> Sgf.read("(;FF[4]\nGM[1]SZ[19])"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("line 2:")
                .hasMessageContaining("GM[1]");
    }

    @Test
    void read_unknownRuleOrBadSize_fails() {
        assertThatThrownBy(() -> Sgf.read("(;RU[caro])")).hasMessageContaining("line 1").hasMessageContaining("caro");
        assertThatThrownBy(() -> Sgf.read("(;SZ[15:20])")).hasMessageContaining("square");
        assertThatThrownBy(() -> Sgf.read("(;SZ[40])")).hasMessageContaining("40");
        assertThatThrownBy(() -> Sgf.read("(;SZ[big])")).hasMessageContaining("SZ[big]");
    }

    @Test
    void read_setupStones_fails() {
        assertThatThrownBy(() -> Sgf.read("(;SZ[15]AB[hh][ii])"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("AB");
    }

    @Test
    void read_illegalRenjuMove_readsButReplayFails() throws Exception {
        GameRecord record = Sgf.read(Sgf.write(new GameRecord(15, Rule.RENJU, SampleGames.renjuDoubleThreeOnMoveNine())));
        assertThatThrownBy(record::toGameState)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 9")
                .hasMessageContaining("forbidden");
    }
}
