package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PiskvorkMainTest {
    @Test
    void run_streams_oneReplyPerLine() {
        ByteArrayInputStream in = new ByteArrayInputStream(
                "START 15\r\nABOUT\r\nYXSHOWFORBID\r\nEND\r\nABOUT\r\n".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PiskvorkMain.run(in, out);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n", -1);
        assertThat(lines).hasSize(4);
        assertThat(lines[0]).isEqualTo("OK");
        assertThat(lines[1]).isEqualTo(PiskvorkBrain.ABOUT);
        assertThat(lines[2]).isEqualTo("FORBID .");
        assertThat(lines[3]).isEmpty();
    }
}
