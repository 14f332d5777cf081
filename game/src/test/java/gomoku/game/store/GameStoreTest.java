package gomoku.game.store;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import org.junit.jupiter.api.Test;

import java.util.List;

/** The game store's behaviour, the same on every database: see the SQLite and PostgreSQL subclasses. */
abstract class GameStoreTest {
    /** Where this test's store lives: the same target on every open, so a reopen sees what was written. */
    String target;

    /** A new, empty database: a SQLite path or a PostgreSQL URL. */
    abstract String newTarget();

    GameStore open() {
        if (target == null) target = newTarget();
        return GameStore.owning(Database.open(target, 1));   // one connection: nothing may need two
    }

    @Test
    void addMove_thenReopen_keepsEveryMoveInOrder() {
        long id;
        try (GameStore store = open()) {
            id = store.create(1000, "hvc", Rule.RENJU, 15, 2, 0, List.of(), null, null);
            assertThat(store.addMove(id, 0, 7, 7, 1001)).isTrue();
            assertThat(store.addMove(id, 1, 8, 8, 1002)).isTrue();
        }
        try (GameStore store = open()) {
            StoredGame g = store.load(id).orElseThrow();
            assertThat(g.moves()).containsExactly(new int[] {7, 7}, new int[] {8, 8});
            assertThat(g.rule()).isEqualTo(Rule.RENJU);
            assertThat(g.level()).isEqualTo(2);
            assertThat(g.updatedMs()).isEqualTo(1002);
            assertThat(g.isFinished()).isFalse();
        }
    }

    @Test
    void truncate_dropsLaterMovesAndClearsResult() {
        try (GameStore store = open()) {
            long id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1,
                    List.of(new int[] {1, 1}, new int[] {2, 2}, new int[] {3, 3}), "B+", "five");
            assertThat(store.truncate(id, 1, 2)).isTrue();
            StoredGame g = store.load(id).orElseThrow();
            assertThat(g.moves()).containsExactly(new int[] {1, 1});
            assertThat(g.result()).isNull();
            assertThat(store.list()).singleElement().satisfies(s -> assertThat(s.moveCount()).isEqualTo(1));
        }
    }

    @Test
    void delete_removesGameAndMoves_missingGameIsEmpty() {
        try (GameStore store = open()) {
            long id = store.create(1, "hvh", Rule.STANDARD, 20, 1, -1, List.of(new int[] {1, 1}), null, null);
            assertThat(store.delete(id)).isTrue();
            assertThat(store.delete(id)).isFalse();
            assertThat(store.load(id)).isEmpty();
            assertThat(store.addMove(id, 1, 2, 2, 5)).isFalse();
            assertThat(store.list()).isEmpty();
        }
    }

    @Test
    void list_newestFirstWithResult() {
        try (GameStore store = open()) {
            long a = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(), null, null);
            long b = store.create(2, "cvc", Rule.RENJU, 15, 3, -1, List.of(), null, null);
            store.setResult(a, "W+R", "resignation", 3);
            assertThat(store.list()).extracting(GameSummary::id).containsExactly(a, b);
            assertThat(store.list().get(0).reason()).isEqualTo("resignation");
        }
    }

    @Test
    void analysisAndClock_surviveReopen_analysisFollowsTheMoves() {
        long id;
        try (GameStore store = open()) {
            id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1,
                    List.of(new int[] {7, 7}, new int[] {8, 8}, new int[] {9, 9}), null, null);
            for (int i = 0; i <= 3; i++)
                assertThat(store.putAnalysis(id, new PositionAnalysis(i, 10 * i, i == 3 ? -4 : 0, 0.25 * i, 5,
                        i == 3 ? null : new int[] {i, i + 1}, List.of(new int[] {1, 2}, new int[] {3, 4})))).isTrue();
            assertThat(store.putAnalysis(id + 1, new PositionAnalysis(0, 0, 0, 0.5, 1, null, List.of()))).isFalse();
            assertThat(store.setClock(id, new StoredClock(15_000, 300_000, 1_200, 3_400))).isTrue();
            assertThat(store.loadClock(id + 1)).isEmpty();
        }
        try (GameStore store = open()) {
            List<PositionAnalysis> rows = store.loadAnalysis(id);
            assertThat(rows).extracting(PositionAnalysis::index).containsExactly(0, 1, 2, 3);
            assertThat(rows.get(2).best()).containsExactly(2, 3);
            assertThat(rows.get(3).best()).isNull();
            assertThat(rows.get(3).mate()).isEqualTo(-4);
            assertThat(rows.get(1).line()).containsExactly(new int[] {1, 2}, new int[] {3, 4});
            assertThat(store.loadClock(id)).contains(new StoredClock(15_000, 300_000, 1_200, 3_400));

            // Taking back a move keeps the positions before it; replacing a move drops the later ones.
            store.truncate(id, 2, 5);
            assertThat(store.loadAnalysis(id)).extracting(PositionAnalysis::index).containsExactly(0, 1, 2);
            store.addMove(id, 1, 0, 0, 6);
            assertThat(store.loadAnalysis(id)).extracting(PositionAnalysis::index).containsExactly(0, 1);
            store.delete(id);
            assertThat(store.loadAnalysis(id)).isEmpty();
            assertThat(store.loadClock(id)).isEmpty();
        }
    }

    @Test
    void opening_survivesReopen_gamesWithoutOneHaveNone() {
        long id, plain;
        try (GameStore store = open()) {
            id = store.create(1, "hvc", Rule.RENJU, 15, 2, -1, List.of(), null, null);
            plain = store.create(1, "hvh", Rule.RENJU, 15, 2, -1, List.of(), null, null);
            assertThat(store.setOpening(id, new StoredOpening("swap2", "second", "two"))).isTrue();
            assertThat(store.setOpening(id, new StoredOpening("swap2", "second", "two black"))).isTrue();
            assertThat(store.setOpening(9999, new StoredOpening("swap", null, ""))).isFalse();
        }
        try (GameStore store = open()) {
            assertThat(store.loadOpening(id)).contains(new StoredOpening("swap2", "second", "two black"));
            assertThat(store.loadOpening(plain)).isEmpty();
            assertThat(store.delete(id)).isTrue();
            assertThat(store.loadOpening(id)).isEmpty();
        }
    }

    @Test
    void seatsAndLinks_takeFreeSeatOnce_listedUntilFinished() {
        try (GameStore store = open()) {
            long id = store.create(1, "online", Rule.RENJU, 15, 1, -1, List.of(), null, null);
            assertThat(store.addSeat(id, 0, "hash-a", "Ann")).isTrue();
            assertThat(store.addSeat(id, 0, "hash-x", "Eve")).isFalse();
            assertThat(store.setLink(new GameLink(id, "inv", "watch", true, 1))).isTrue();
            assertThat(store.setLink(new GameLink(id + 1, "x", "y", true, 1))).isFalse();
            assertThat(store.listedLinks()).extracting(GameLink::gameId).containsExactly(id);
            assertThat(store.linkByInvite("inv")).hasValueSatisfying(l -> assertThat(l.freeSeat()).isEqualTo(1));

            assertThat(store.takeFreeSeat(id, 1, "hash-b", "Bob", 5)).isTrue();
            assertThat(store.takeFreeSeat(id, 1, "hash-c", "Cid", 6)).isFalse();
            assertThat(store.seats(id)).extracting(StoredSeat::name).containsExactly("Ann", "Bob");
            assertThat(store.linkByInvite("inv")).isEmpty();
            assertThat(store.link(id)).hasValueSatisfying(l -> assertThat(l.freeSeat()).isEqualTo(-1));

            store.setResult(id, "B+", "five", 7);
            assertThat(store.listedLinks()).isEmpty();
            assertThat(store.delete(id)).isTrue();
            assertThat(store.seats(id)).isEmpty();
            assertThat(store.link(id)).isEmpty();
        }
    }

    @Test
    void analysisBoards_surviveReopenInTheSameDatabase() {
        String where = target == null ? (target = newTarget()) : target;
        long id;
        try (Database db = Database.open(where, 2); VariationStore boards = VariationStore.on(db, () -> 42)) {
            gomoku.game.variation.VariationTree tree = new gomoku.game.variation.VariationTree(15, Rule.FREESTYLE);
            var a = tree.play(tree.root(), 7, 7, gomoku.engine.core.Side.BLACK);
            tree.play(a, 8, 8, gomoku.engine.core.Side.WHITE);
            tree.play(a, 6, 6, gomoku.engine.core.Side.WHITE);
            id = boards.create(tree, a.id, "two lines");
            boards.saveCurrent(id, tree.root().id);
        }
        try (Database db = Database.open(where, 2); VariationStore boards = VariationStore.on(db, () -> 43)) {
            VariationStore.Saved saved = boards.load(id).orElseThrow();
            assertThat(saved.title()).isEqualTo("two lines");
            assertThat(saved.tree().nodes()).hasSize(4);
            assertThat(boards.list()).singleElement().satisfies(b -> assertThat(b.stones()).isEqualTo(3));
        }
    }

    @Test
    void update_atTheReadVersion_writesTheWholeChange_andBumpsTheVersion() {
        try (GameStore store = open()) {
            long id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1,
                    List.of(new int[] {7, 7}, new int[] {8, 8}, new int[] {9, 9}), null, null);
            store.setLink(new GameLink(id, null, "watch", false, -1));
            GameSnapshot before = store.snapshot(id).orElseThrow();
            assertThat(before.version()).isZero();
            assertThat(before.offer()).isNull();
            assertThat(before.offerBy()).isEqualTo(-1);

            // An undo of two moves and a new one, with a clock, an opening and an open offer, at once.
            StoredClock clock = new StoredClock(10_000, 60_000, 1_500, 2_500, 123_456);
            StoredOpening opening = new StoredOpening("swap", null, "black");
            long v = store.update(id, 0, new GameUpdate(1, List.of(new int[] {3, 4}), "B+", "five", clock, opening,
                    "draw", 1, 50));
            assertThat(v).isEqualTo(1);

            GameSnapshot after = store.snapshot(id).orElseThrow();
            assertThat(after.version()).isEqualTo(1);
            assertThat(after.game().moves()).containsExactly(new int[] {7, 7}, new int[] {3, 4});
            assertThat(after.game().result()).isEqualTo("B+");
            assertThat(after.game().reason()).isEqualTo("five");
            assertThat(after.game().updatedMs()).isEqualTo(50);
            assertThat(after.clock()).isEqualTo(clock);
            assertThat(after.opening()).isEqualTo(opening);
            assertThat(after.link().watchCode()).isEqualTo("watch");
            assertThat(after.offer()).isEqualTo("draw");
            assertThat(after.offerBy()).isEqualTo(1);
        }
    }

    @Test
    void update_atAnOlderVersion_writesNothing() {
        try (GameStore store = open()) {
            long id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(new int[] {7, 7}), null, null);
            assertThat(store.update(id, 0, new GameUpdate(1, List.of(new int[] {8, 8}), null, null, null, null,
                    null, -1, 2))).isEqualTo(1);
            // A second writer that read version 0 too: refused, the first writer's move stays alone.
            assertThat(store.update(id, 0, new GameUpdate(1, List.of(new int[] {9, 9}), "W+", "resignation", null,
                    null, null, -1, 3))).isEqualTo(-1);
            GameSnapshot s = store.snapshot(id).orElseThrow();
            assertThat(s.version()).isEqualTo(1);
            assertThat(s.game().moves()).containsExactly(new int[] {7, 7}, new int[] {8, 8});
            assertThat(s.game().result()).isNull();
            assertThat(s.game().updatedMs()).isEqualTo(2);
            assertThat(store.update(id + 1, 0, new GameUpdate(0, List.of(), null, null, null, null, null, -1, 4)))
                    .isEqualTo(-1);
            assertThat(store.snapshot(id + 1)).isEmpty();
        }
    }

    @Test
    void update_withWhatTheCallerKnows_appendsOrTakesBackTheSameWay() {
        try (GameStore store = open()) {
            long id = store.create(1, "hvh", Rule.FREESTYLE, 15, 1, -1, List.of(new int[] {7, 7}), null, null);
            store.putAnalysis(id, new PositionAnalysis(1, 5, 0, 0.5, 3, null, List.of()));
            // An append (one move stored before, none linked): nothing to delete, the analysis stays.
            assertThat(store.update(id, 0, new GameUpdate(1, List.of(new int[] {8, 8}), null, null, null, null,
                    null, -1, 2), 1, false)).isEqualTo(1);
            assertThat(store.load(id).orElseThrow().moves()).containsExactly(new int[] {7, 7}, new int[] {8, 8});
            assertThat(store.loadAnalysis(id)).hasSize(1);
            // A take-back to no move at all: the moves and the analysis after it go.
            assertThat(store.update(id, 1, new GameUpdate(0, List.of(), null, null, null, null, null, -1, 3), 2, false))
                    .isEqualTo(2);
            assertThat(store.load(id).orElseThrow().moves()).isEmpty();
            assertThat(store.loadAnalysis(id)).isEmpty();
        }
    }
}
