package gomoku.game.variation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.record.RecordFormatException;
import gomoku.game.store.VariationStore;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The variation tree, its SGF form (round trips with variations and comments) and its SQLite store. */
class VariationTreeTest {
    @TempDir
    Path dir;

    /** h8, then two answers (i9 main, g9 second), each with a follow-up; a comment on i9. */
    private static VariationTree sample() {
        VariationTree t = new VariationTree(15, Rule.RENJU);
        VariationTree.Node h8 = t.play(t.root(), 7, 7, Side.BLACK);
        VariationTree.Node i9 = t.play(h8, 8, 6, Side.WHITE);
        t.comment(i9, "direct [opening] \\ fine");
        t.play(i9, 9, 5, Side.BLACK);
        VariationTree.Node g9 = t.play(h8, 6, 6, Side.WHITE);
        t.play(g9, 7, 6, Side.BLACK);
        return t;
    }

    /** The tree as text: each node's colour, point, comment and children, parents first. */
    private static String shape(VariationTree t) {
        StringBuilder sb = new StringBuilder(t.size() + " " + t.rule().id() + " " + t.root().comment());
        for (VariationTree.Node n : t.nodes())
            sb.append('|').append(n.colour).append(',').append(n.x).append(',').append(n.y).append(',').append(n.comment())
                    .append(',').append(n.children().size()).append(',').append(n.depth());
        return sb.toString();
    }

    @Test
    void play_whereAnotherMoveFollows_startsABranch_andTheSameMoveIsReused() {
        VariationTree t = sample();
        VariationTree.Node h8 = t.root().children().get(0);
        assertThat(h8.children()).hasSize(2);
        VariationTree.Node again = t.play(h8, 8, 6, Side.WHITE);
        assertThat(again).isSameAs(h8.children().get(0));
        assertThat(t.nodeCount()).isEqualTo(6);
        assertThat(t.mainLine()).extracting(n -> n.x).containsExactly(7, 8, 9);
    }

    @Test
    void promote_makesTheBranchTheMainLine_andDeleteRemovesTheWholeBranch() {
        VariationTree t = sample();
        VariationTree.Node h8 = t.root().children().get(0);
        VariationTree.Node g9 = h8.children().get(1);
        VariationTree.Node h9 = g9.children().get(0);
        t.promote(h9);
        assertThat(t.mainLine()).containsExactly(h8, g9, h9);
        assertThat(t.delete(g9)).isSameAs(h8);
        assertThat(t.has(h9.id)).isFalse();
        assertThat(t.mainLine()).extracting(n -> n.id).containsExactly(h8.id, h8.children().get(0).id, h8.children().get(0).children().get(0).id);
        assertThatThrownBy(() -> t.delete(t.root())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void play_illegalStones_areRefusedAndChangeNothing() {
        VariationTree t = new VariationTree(15, Rule.RENJU);
        // Black h7 h9 g8 i8 (white elsewhere): h8 is a double three, forbidden for black.
        VariationTree.Node n = t.playLine(t.root(), List.of(new int[] {7, 8}, new int[] {0, 0}, new int[] {7, 6},
                new int[] {0, 2}, new int[] {6, 7}, new int[] {0, 4}, new int[] {8, 7}, new int[] {0, 14}));
        int before = t.nodeCount();
        assertThatThrownBy(() -> t.play(n, 7, 7, Side.BLACK)).hasMessage("FORBIDDEN_DOUBLE_THREE")
                .isInstanceOfSatisfying(VariationTree.IllegalStoneException.class,
                        e -> assertThat(e.check()).isEqualTo(MoveCheck.FORBIDDEN_DOUBLE_THREE));
        assertThatThrownBy(() -> t.play(n, 7, 8, Side.BLACK)).hasMessage("OCCUPIED");
        assertThat(t.nodeCount()).isEqualTo(before);
        // White may play there, and a colour may play twice to set up a problem.
        VariationTree.Node w = t.play(n, 7, 7, Side.WHITE);
        VariationTree.Node w2 = t.play(w, 3, 3, Side.WHITE);
        assertThat(t.sideToMove(w2)).isEqualTo(Side.BLACK);
        assertThat(t.position(w2).stone(3, 3)).isEqualTo(Side.WHITE + 1);
    }

    @Test
    void sgf_roundTrip_keepsVariationsCommentsAndOrder() throws Exception {
        VariationTree t = sample();
        t.comment(t.root(), "root note");
        String sgf = VariationSgf.write(t);
        assertThat(sgf).startsWith("(;FF[4]GM[4]SZ[15]RU[renju]C[root note];B[hh]").contains("(;W[ig]C[direct [opening\\] \\\\ fine];B[jf])")
                .contains("(;W[gg];B[hg])");
        VariationTree back = VariationSgf.read(sgf);
        assertThat(shape(back)).isEqualTo(shape(t));
        assertThat(VariationSgf.write(back)).isEqualTo(sgf);
    }

    @Test
    void sgf_roundTrip_randomTrees() throws Exception {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int round = 0; round < 30; round++) {
            VariationTree t = new VariationTree(9 + rnd.nextInt(7), Rule.values()[rnd.nextInt(3)]);
            for (int i = 0; i < 40; i++) {
                List<VariationTree.Node> all = t.nodes();
                VariationTree.Node at = all.get(rnd.nextInt(all.size()));
                int colour = rnd.nextInt(5) == 0 ? t.sideToMove(at) ^ 1 : t.sideToMove(at);
                try {
                    VariationTree.Node n = t.play(at, rnd.nextInt(t.size()), rnd.nextInt(t.size()), colour);
                    if (rnd.nextInt(4) == 0) t.comment(n, "c" + i + (rnd.nextBoolean() ? "]\\" : ""));
                } catch (IllegalArgumentException | IllegalStateException e) {
                    // Occupied points and moves after a five are refused; try another.
                }
            }
            VariationTree back = VariationSgf.read(VariationSgf.write(t));
            assertThat(shape(back)).isEqualTo(shape(t));
        }
    }

    @Test
    void sgf_read_setupStonesAndForeignTrees() throws Exception {
        VariationTree t = VariationSgf.read("(;GM[4]SZ[15]RU[4]AB[hh][ii]AW[ig]C[problem](;W[jj])(;W[gg]C[x]))");
        assertThat(t.rule()).isEqualTo(Rule.RENJU);
        assertThat(t.mainLine()).hasSize(4);
        VariationTree.Node last = t.mainLine().get(2);
        assertThat(last.comment()).isEqualTo("problem");
        assertThat(last.children()).hasSize(2);
        assertThatThrownBy(() -> VariationSgf.read("(;GM[1];B[aa])")).isInstanceOf(RecordFormatException.class);
        assertThatThrownBy(() -> VariationSgf.read("(;GM[4];B[hh];W[hh])")).isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("line 1");
        assertThatThrownBy(() -> VariationSgf.read("(;GM[4];B[hh](;W[ii]")).isInstanceOf(RecordFormatException.class);
    }

    @Test
    void store_savesAndReloads_theTreeTheShownNodeAndIds() {
        Path db = dir.resolve("v.db");
        VariationTree t = sample();
        int current = t.mainLine().get(1).id;
        long id;
        try (VariationStore store = VariationStore.open(db, () -> 1000)) {
            id = store.create(t, current, "study");
            VariationTree.Node g9 = t.root().children().get(0).children().get(1);
            t.promote(g9);
            t.comment(g9, "better");
            store.save(id, t, g9.id);
        }
        try (VariationStore store = VariationStore.open(db, () -> 2000)) {
            VariationStore.Saved saved = store.load(id).orElseThrow();
            assertThat(shape(saved.tree())).isEqualTo(shape(t));
            assertThat(saved.current()).isEqualTo(t.root().children().get(0).children().get(0).id);
            assertThat(saved.title()).isEqualTo("study");
            for (VariationTree.Node n : t.nodes()) assertThat(saved.tree().node(n.id).x).isEqualTo(n.x);
            assertThat(store.list()).extracting(VariationStore.Summary::stones).containsExactly(5);
            assertThat(store.load(id + 1)).isEmpty();
        }
    }
}
