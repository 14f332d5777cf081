package gomoku.tui;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.board.Forbidden;
import gomoku.engine.core.Pos;
import org.jline.utils.AttributedString;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

class ScreenRendererTest {
    /** A 5x5 board: black at a5 (top-left), white at c3 (the last move), e1 forbidden. */
    private static SessionView sample(List<String> panel) {
        int[][] stones = new int[5][5];
        stones[0][0] = 1;
        stones[2][2] = 2;
        return new SessionView(5, stones, Pos.of(2, 2), Set.of(), Map.of(Pos.of(4, 4), Forbidden.OVERLINE),
                "renju 5x5", "Move 3, black to move", "hello", "Panel", panel, 7, false);
    }

    @Test
    void render_ascii_drawsLettersNumbersStonesAndLastMove() {
        List<AttributedString> lines = new ScreenRenderer(false, false).render(sample(List.of()), "h8", 80);
        assertThat(TuiSessionTest.text(lines)).isEqualTo(String.join("\n",
                "    a b c d e",
                " 5  X . . . .  5",
                " 4  . . . . .  4",
                " 3  . .(O). .  3",
                " 2  . . . . .  2",
                " 1  . . . . f  1",
                "    a b c d e",
                "renju 5x5",
                "Move 3, black to move   clock: 7 s",
                "hello",
                "> h8", ""));
    }

    @Test
    void render_unicode_usesBoxDrawingAndRoundStones() {
        String screen = TuiSessionTest.text(new ScreenRenderer(true, false).render(sample(List.of()), "", 80));
        assertThat(screen).contains(" 5  ●─┬─┬─┬─┐  5", " 3  ├─┼(○)┼─┤  3", " 1  └─┴─┴─┴─×  1");
    }

    @Test
    void render_colour_addsStylesButNotCharacters() {
        List<AttributedString> plain = new ScreenRenderer(true, false).render(sample(List.of()), "", 80);
        List<AttributedString> coloured = new ScreenRenderer(true, true).render(sample(List.of()), "", 80);
        assertThat(TuiSessionTest.text(coloured)).isEqualTo(TuiSessionTest.text(plain));
        assertThat(coloured.get(1).toAnsi()).contains("\u001b[");
        assertThat(plain.get(1).toAnsi()).doesNotContain("\u001b[");
    }

    @Test
    void render_panel_besideTheBoardWhenWide_belowWhenNarrow() {
        SessionView v = sample(List.of("one", "two"));
        List<AttributedString> wide = new ScreenRenderer(false, false).render(v, "", 80);
        assertThat(wide.get(0).toString()).isEqualTo("    a b c d e      Panel");
        assertThat(wide.get(1).toString()).endsWith("5   one");
        List<AttributedString> narrow = new ScreenRenderer(false, false).render(v, "", 20);
        assertThat(narrow.get(7).toString()).isEqualTo("Panel");
        assertThat(narrow.get(8).toString()).isEqualTo("one");
    }
}
