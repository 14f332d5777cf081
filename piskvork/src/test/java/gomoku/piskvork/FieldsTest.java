package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FieldsTest {
    @Test
    void parse_commaSeparatedIntegers() {
        assertThat(Fields.parse("7,8", 2, "x,y")).containsExactly(7, 8);
        assertThat(Fields.parse(" 7 , 8 ", 2, "x,y")).containsExactly(7, 8);
        assertThat(Fields.parse("-1,0,2", 3, "x,y,f")).containsExactly(-1, 0, 2);
        assertThat(Fields.parseOne(" 20 ", "size")).isEqualTo(20);
    }

    @Test
    void parse_wrongShape_protocolErrorQuotingTheText() {
        for (String bad : new String[] {"", "7", "7,8,9", "7;8", "a,b", "7,", ",8", "+7,8", "7.0,8", "99999999999,1"})
            assertThatThrownBy(() -> Fields.parse(bad, 2, "x,y")).as(bad)
                    .isInstanceOf(ProtocolException.class).hasMessageStartingWith("expected x,y, got '");
        assertThatThrownBy(() -> Fields.parseOne("15 15", "a board size")).isInstanceOf(ProtocolException.class);
    }
}
