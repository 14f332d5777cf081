package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.SearchInfo;
import gomoku.engine.core.Pos;
import org.junit.jupiter.api.Test;

class SearchReportTest {
    @Test
    void message_plainScore() {
        SearchInfo info = new SearchInfo(7, -35, 0, 120_000, 400, new int[] {Pos.of(7, 7), Pos.of(8, 6)});
        assertThat(SearchReport.message(info)).isEqualTo("MESSAGE depth 7 eval -35 nodes 120000 nps 300000 pv 7,7 8,6");
    }

    @Test
    void message_mateScores() {
        assertThat(SearchReport.message(new SearchInfo(9, 29_995, 5, 10, 0, new int[] {Pos.of(0, 14)})))
                .isEqualTo("MESSAGE depth 9 eval +M5 nodes 10 nps 0 pv 0,14");
        assertThat(SearchReport.message(new SearchInfo(9, -29_996, -4, 10, 0, new int[0])))
                .isEqualTo("MESSAGE depth 9 eval -M4 nodes 10 nps 0 pv");
    }
}
