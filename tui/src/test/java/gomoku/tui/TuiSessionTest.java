package gomoku.tui;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.play.ComputerOpening;
import gomoku.game.play.Mode;
import gomoku.game.play.OpeningAction;
import gomoku.game.play.OpeningChoice;
import gomoku.game.play.OpeningPhase;
import gomoku.game.play.OpeningRule;
import gomoku.game.store.StoredOpening;
import gomoku.game.store.GameStore;
import gomoku.game.store.StoredGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

class TuiSessionTest {
    @TempDir
    Path dir;

    private GameStore store;
    private final AtomicLong now = new AtomicLong(1_700_000_000_000L);
    private final StubComputer computer = new StubComputer();

    @BeforeEach
    void openStore() {
        store = GameStore.open(dir.resolve("games.db"));
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    /** Answers with the queued moves (literature names), or leaves the future open when told to. */
    private static final class StubComputer implements ComputerPlayer {
        final List<String> answers = new ArrayList<>();
        /** When set, searches fail with it (as an engine that throws would). */
        RuntimeException failure;
        final List<CompletableFuture<Integer>> asked = new ArrayList<>();
        boolean holdAnswers;
        int stops;

        @Override
        public CompletableFuture<Integer> bestMove(int size, Rule rule, int[] moves, int level) {
            CompletableFuture<Integer> f = new CompletableFuture<>();
            asked.add(f);
            if (failure != null) f.completeExceptionally(failure);
            else if (!holdAnswers) f.complete(pos(answers.remove(0), size));
            return f;
        }

        /** The computer's swap openings come from the real engine, small and seeded. */
        final ComputerOpening openings = new ComputerOpening(new Engine(1, 8), 5);

        @Override
        public CompletableFuture<OpeningAction> openingAction(GameState game, OpeningRule opening,
                                                             OpeningPhase phase, int level) {
            if (failure != null) return CompletableFuture.failedFuture(failure);
            return CompletableFuture.completedFuture(openings.decide(game, opening, phase, Level.NOVICE));
        }

        @Override
        public void stop() {
            stops++;
        }

        @Override
        public void close() {}
    }

    private static int pos(String name, int size) {
        int[] p = Notation.parseLiterature(name, size);
        return Pos.of(p[0], p[1]);
    }

    private TuiSession session(String newGameWords) {
        TuiSession s = new TuiSession(store, computer, now::get, TuiSettings.defaults());
        if (newGameWords != null) s.handle("n " + newGameWords);
        return s;
    }

    private static int stoneAt(TuiSession s, String name) {
        int[] p = Notation.parseLiterature(name, s.state().size());
        return s.state().stone(p[0], p[1]);
    }

    private static void playAll(TuiSession s, String moves) {
        for (String m : moves.split(" ")) s.handle(m);
    }

    @Test
    void play_humanMove_computerAnswersAndBothAreStored() {
        computer.answers.add("i9");
        TuiSession s = session(null);
        s.handle("h8");
        s.tick();
        assertThat(s.state().moveCount()).isEqualTo(2);
        assertThat(stoneAt(s, "h8")).isEqualTo(Side.BLACK + 1);
        assertThat(stoneAt(s, "i9")).isEqualTo(Side.WHITE + 1);
        assertThat(s.view().message()).isEqualTo("computer (white) played i9");
        StoredGame stored = store.load(s.gameId()).orElseThrow();
        assertThat(stored.mode()).isEqualTo("hvc");
        assertThat(stored.moves()).extracting(m -> Notation.toLiterature(m[0], m[1], 15)).containsExactly("h8", "i9");
    }

    @Test
    void play_upperCasePoint_isAccepted() {
        TuiSession s = session("hvh");
        s.handle("H8");
        assertThat(stoneAt(s, "h8")).isEqualTo(Side.BLACK + 1);
    }

    @Test
    void play_occupiedPoint_isRefusedAndStateStays() {
        TuiSession s = session("hvh");
        s.handle("h8");
        s.handle("h8");
        assertThat(s.view().message()).isEqualTo("h8 is occupied");
        assertThat(s.state().moveCount()).isEqualTo(1);
        assertThat(s.state().sideToMove()).isEqualTo(Side.WHITE);
    }

    @Test
    void play_offBoardOrGarbage_isRefusedWithAMessage() {
        TuiSession s = session("hvh");
        s.handle("p16");
        assertThat(s.view().message()).contains("p16").contains("off");
        s.handle("h99");
        assertThat(s.view().message()).contains("off");
        s.handle("hello world");
        assertThat(s.view().message()).startsWith("unknown command 'hello world'");
        s.handle("n purple");
        assertThat(s.view().message()).startsWith("unknown setting 'purple'");
        assertThat(s.state().moveCount()).isZero();
        assertThat(s.isQuit()).isFalse();
    }

    @Test
    void play_renjuForbiddenPoint_isRefusedWithItsKind() {
        TuiSession s = session("renju hvh");
        playAll(s, "h7 a1 h9 a2 g8 a3 i8 a5");
        assertThat(s.view().forbidden()).containsEntry(pos("h8", 15), Forbidden.DOUBLE_THREE);
        s.handle("h8");
        assertThat(s.view().message()).isEqualTo("h8 is forbidden for black: double-three");
        assertThat(s.state().moveCount()).isEqualTo(8);
        String screen = text(new ScreenRenderer(false, false).render(s.view(), "", 100));
        assertThat(screen).contains(" 8  . . . . . . X f X");
    }

    @Test
    void undo_inHumanVsComputer_takesBackTheAnswerAndTheHumanMove() {
        computer.answers.addAll(List.of("i9", "j10"));
        TuiSession s = session(null);
        s.handle("h8");
        s.tick();
        s.handle("g7");
        s.tick();
        assertThat(s.state().moveCount()).isEqualTo(4);
        s.handle("w");
        assertThat(s.state().moveCount()).isEqualTo(2);
        assertThat(s.view().message()).isEqualTo("took back 2 moves");
        assertThat(store.load(s.gameId()).orElseThrow().moves()).hasSize(2);
        s.handle("w");
        s.handle("w");
        assertThat(s.state().moveCount()).isZero();
        assertThat(s.view().message()).isEqualTo("there is no move of yours to take back");
    }

    @Test
    void undo_whileTheComputerThinks_stopsItAndIgnoresItsLateAnswer() {
        computer.holdAnswers = true;
        TuiSession s = session(null);
        s.handle("h8");
        assertThat(s.isThinking()).isTrue();
        assertThat(s.view().turn()).contains("thinking");
        s.handle("i9");
        assertThat(s.view().message()).startsWith("the computer is thinking");
        s.handle("w");
        assertThat(computer.stops).isEqualTo(1);
        assertThat(s.isThinking()).isFalse();
        computer.asked.get(0).complete(pos("i9", 15));
        s.tick();
        assertThat(s.state().moveCount()).isZero();
    }

    @Test
    void undo_inTwoPlayerMode_takesBackOneMove() {
        TuiSession s = session("hvh");
        playAll(s, "h8 i9");
        s.handle("w");
        assertThat(s.state().moveCount()).isEqualTo(1);
        assertThat(s.view().message()).isEqualTo("took back 1 move");
    }

    @Test
    void pass_isPlayedStoredAndReloaded() {
        TuiSession s = session("hvh");
        s.handle("h8");
        s.handle("p");
        assertThat(s.view().message()).isEqualTo("white passes");
        assertThat(s.state().move(1)).isEqualTo(Pos.PASS);
        assertThat(s.state().sideToMove()).isEqualTo(Side.BLACK);
        s.handle("r");
        assertThat(s.view().panel()).containsExactly("1.h8 2.pass");
        TuiSession other = session(null);
        other.handle("l " + s.gameId());
        assertThat(other.state().moveCount()).isEqualTo(2);
        assertThat(other.state().move(1)).isEqualTo(Pos.PASS);
    }

    @Test
    void q_makesTheComputerMoveForTheSideToMove() {
        computer.answers.add("h8");
        TuiSession s = session("hvh");
        s.handle("q");
        s.tick();
        assertThat(stoneAt(s, "h8")).isEqualTo(Side.BLACK + 1);
        assertThat(s.view().message()).isEqualTo("computer (black) played h8");
    }

    @Test
    void record_listsTheMovesNumberedInLiteratureNotation() {
        TuiSession s = session("hvh");
        playAll(s, "h8 i9 j10");
        s.handle("r");
        SessionView v = s.view();
        assertThat(v.panelTitle()).isEqualTo("Record (freestyle 15x15, game " + s.gameId() + ")");
        assertThat(v.panel()).containsExactly("1.h8 2.i9 3.j10");
    }

    @Test
    void newGame_withWords_changesTheSettingsAndStartsAStoredGame() {
        computer.answers.add("h8");
        TuiSession s = session("hvh");
        s.handle("h8");
        long first = s.gameId();
        s.handle("n renju 3 white hvc 20x20 clock=30");
        TuiSettings t = s.settings();
        assertThat(t).isEqualTo(new TuiSettings(Mode.HVC, Side.WHITE, 3, Rule.RENJU, 20, 30));
        assertThat(s.gameId()).isEqualTo(-1);      // stored with its first move
        s.tick();      // the computer has black, so it opens
        assertThat(s.state().moveCount()).isEqualTo(1);
        assertThat(s.gameId()).isPositive().isNotEqualTo(first);
        StoredGame g = store.load(s.gameId()).orElseThrow();
        assertThat(g.rule()).isEqualTo(Rule.RENJU);
        assertThat(g.size()).isEqualTo(20);
        assertThat(g.level()).isEqualTo(3);
        assertThat(g.humanSide()).isEqualTo(Side.WHITE);
    }

    @Test
    void newGame_badWord_keepsTheGameAndSettings() {
        TuiSession s = session("hvh");
        s.handle("h8");
        long id = s.gameId();
        s.handle("n 9");
        assertThat(s.view().message()).startsWith("unknown setting '9'");
        s.handle("n 7x9");
        assertThat(s.view().message()).startsWith("board size '7x9'");
        assertThat(s.gameId()).isEqualTo(id);
        assertThat(s.state().moveCount()).isEqualTo(1);
    }

    @Test
    void five_endsTheGameSaysWhoWonAndHow() {
        TuiSession s = session("hvh");
        playAll(s, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
        assertThat(s.view().message()).isEqualTo("black wins with five: h8 i8 j8 k8 l8");
        assertThat(s.view().turn()).startsWith("Game over: black wins with five");
        assertThat(s.view().winningLine()).hasSize(5);
        StoredGame g = store.load(s.gameId()).orElseThrow();
        assertThat(g.result()).isEqualTo("B+");
        assertThat(g.reason()).isEqualTo("five");
        s.handle("m8");
        assertThat(s.view().message()).startsWith("the game is over (black wins with five");
        assertThat(s.state().moveCount()).isEqualTo(9);
    }

    @Test
    void help_listsEveryKey() {
        TuiSession s = session(null);
        s.handle("r");
        s.handle("h");
        assertThat(s.view().panelTitle()).startsWith("Keys");
        assertThat(String.join("\n", s.view().panel()))
                .contains("h8     play", "q      computer", "w      take back", "p      pass", "r      show",
                        "n      new game", "s      save", "l      list", "h      this help", "x      quit");
        s.handle("x");
        assertThat(s.isQuit()).isTrue();
    }

    @Test
    void saveAndLoad_throughTheStore_bringTheGameBack() {
        TuiSession s = session("standard hvh");
        playAll(s, "h8 i9 j10");
        s.handle("s");
        long id = s.gameId();
        assertThat(s.view().message()).isEqualTo("saved as game " + id + " (3 moves); l lists the saved games");

        TuiSession other = session(null);
        other.handle("l");
        assertThat(other.view().panelTitle()).startsWith("Saved games");
        assertThat(String.join("\n", other.view().panel())).contains(String.format("%4d ", id), "standard  hvh   3 mv");
        other.handle(Long.toString(id));
        assertThat(other.gameId()).isEqualTo(id);
        assertThat(other.settings().rule()).isEqualTo(Rule.STANDARD);
        assertThat(other.state().moves()).isEqualTo(s.state().moves());
        assertThat(other.view().message()).startsWith("loaded game " + id);
        other.handle("k11");
        assertThat(store.load(id).orElseThrow().moves()).hasSize(4);

        other.handle("l 99999");
        assertThat(other.view().message()).isEqualTo("there is no game 99999; l lists the saved games");
        assertThat(other.gameId()).isEqualTo(id);
    }

    @Test
    void storeFailure_isReportedAndSaveRetries() {
        TuiSession s = session("hvh");
        store.close();
        s.handle("h8");
        assertThat(s.state().moveCount()).isEqualTo(1);
        assertThat(s.view().message()).startsWith("could not write the game database");
        assertThat(s.view().status()).endsWith("not saved (s to retry)");
        s.handle("i9");
        assertThat(s.state().moveCount()).isEqualTo(2);
        s.handle("s");
        assertThat(s.view().message()).startsWith("not saved: could not write");
        store = GameStore.open(dir.resolve("games.db"));
        assertThat(store.list()).isEmpty();
    }

    @Test
    void startingAndLeaving_storesNothing_whileSaveStoresEvenAnEmptyGame() {
        TuiSession s = session(null);
        s.handle("x");
        assertThat(store.list()).isEmpty();
        TuiSession t = session(null);
        t.handle("s");
        assertThat(t.view().message()).isEqualTo("saved as game " + t.gameId() + " (0 moves); l lists the saved games");
        assertThat(store.list()).hasSize(1);
    }

    @Test
    void clock_runsOutOnTheInjectedClock_sideToMoveLosesOnTime() {
        TuiSession s = session("hvh clock");
        assertThat(s.view().clockSecondsLeft()).isEqualTo(15);
        s.handle("h8");
        now.addAndGet(14_500);
        s.tick();
        assertThat(s.view().clockSecondsLeft()).isEqualTo(1);
        assertThat(s.view().turn()).startsWith("Move 2, white to move");
        now.addAndGet(500);         // exactly at the limit: not yet over it
        s.tick();
        assertThat(s.view().clockSecondsLeft()).isZero();
        now.addAndGet(1);
        s.tick();
        assertThat(s.view().message()).isEqualTo("black wins on time");
        assertThat(s.view().clockSecondsLeft()).isEqualTo(-1);
        StoredGame g = store.load(s.gameId()).orElseThrow();
        assertThat(g.result()).isEqualTo("B+T");
        assertThat(g.reason()).isEqualTo("time");
        s.handle("i9");
        assertThat(s.state().moveCount()).isEqualTo(1);
        s.handle("w");      // taking back restarts the clock for black
        assertThat(s.view().clockSecondsLeft()).isEqualTo(15);
        assertThat(store.load(s.gameId()).orElseThrow().result()).isNull();
    }

    /** A game against the computer whose answer to h8 fails with {@code cause}. */
    private TuiSession computerFailsToAnswerH8(String cause) {
        computer.failure = new IllegalStateException(cause);
        TuiSession s = session(null);
        s.handle("h8");
        s.tick();
        return s;
    }

    @Test
    void computerFails_playerIsTold_gameGoesOn_qTriesAgain() {
        TuiSession s = computerFailsToAnswerH8("engine failure forced by the test");
        assertThat(s.isThinking()).isFalse();
        assertThat(s.view().message()).isEqualTo(
                "the computer could not move (engine failure forced by the test): q tries again, w takes back");
        assertThat(s.state().moveCount()).isEqualTo(1);
        assertThat(s.view().turn()).startsWith("Move 2, white to move (computer)").doesNotContain("thinking");

        computer.failure = null;
        computer.answers.add("i9");
        s.handle("q");
        s.tick();
        assertThat(s.state().moveCount()).isEqualTo(2);
        assertThat(s.view().message()).isEqualTo("computer (white) played i9");
        assertThat(store.load(s.gameId()).orElseThrow().moves()).hasSize(2);
    }

    @Test
    void computerFails_takingBackStillWorks() {
        TuiSession s = computerFailsToAnswerH8("boom");
        s.handle("w");
        assertThat(s.view().message()).isEqualTo("took back 1 move");
        assertThat(s.state().moveCount()).isZero();
    }

    @Test
    void clock_isOffByDefaultAndNotRunningForTheComputer() {
        TuiSession s = session(null);
        assertThat(s.view().clockSecondsLeft()).isEqualTo(-1);
        computer.holdAnswers = true;
        s.handle("n clock");
        s.handle("h8");
        now.addAndGet(60_000);
        s.tick();
        assertThat(s.view().clockSecondsLeft()).isEqualTo(-1);
        assertThat(s.state().isOver()).isFalse();
    }

    @Test
    void realEngine_levelOne_answersWithinAFewSeconds() {
        try (EngineComputerPlayer engine = new EngineComputerPlayer()) {
            TuiSession s = new TuiSession(store, engine, System::currentTimeMillis, TuiSettings.defaults().with("1"));
            s.handle("h8");
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (s.isThinking() && System.nanoTime() < deadline) {
                s.tick();
                java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);   // poll interval
            }
            s.tick();
            assertThat(s.state().moveCount()).isEqualTo(2);
            assertThat(s.view().message()).startsWith("computer (white) played ");
        }
    }

    static String text(List<org.jline.utils.AttributedString> lines) {
        StringBuilder b = new StringBuilder();
        for (var line : lines) b.append(line.toString()).append('\n');
        return b.toString();
    }

    // ---------------------------------------------------------------- swap openings

    @Test
    void swap2_twoPlayers_placeTwoThenChoose_storedAndReloaded() {
        TuiSession s = session("hvh swap2");
        assertThat(s.settings().opening()).isEqualTo(OpeningRule.SWAP2);
        assertThat(s.view().status()).contains("swap2");
        assertThat(s.view().turn()).isEqualTo("Opening (swap2), stone 1 (black): the first player to place it");
        s.handle("black");
        assertThat(s.view().message()).isEqualTo("there is no colour to choose now");
        playAll(s, "h8 i9 j10");
        assertThat(s.view().turn()).isEqualTo("Opening (swap2): the second player to choose black, white or two");
        s.handle("h7");
        assertThat(s.view().message()).isEqualTo("a colour choice is due, not a stone: type black, white or two");
        assertThat(s.state().moveCount()).isEqualTo(3);
        s.handle("p");
        assertThat(s.view().message()).isEqualTo("no passing during the opening");
        s.handle("two");
        assertThat(s.view().message()).isEqualTo("the second player chose two (place two more)");
        assertThat(s.view().turn()).isEqualTo("Opening (swap2), stone 4 (white): the second player to place it");
        playAll(s, "a1 a2");
        s.handle("two");
        assertThat(s.view().message()).isEqualTo("two (place two more) is not a choice here: type black or white");
        s.handle("White");
        assertThat(s.view().message()).isEqualTo("the first player chose white");
        assertThat(s.view().turn()).isEqualTo("Move 6, white to move (the first player)");
        assertThat(store.loadOpening(s.gameId())).contains(new StoredOpening("swap2", null, "two white"));
        s.handle("r");
        assertThat(s.view().panel()).first().isEqualTo("Opening: swap2 two white");

        TuiSession other = session(null);
        other.handle("l " + s.gameId());
        assertThat(other.settings().opening()).isEqualTo(OpeningRule.SWAP2);
        assertThat(other.state().moveCount()).isEqualTo(5);
        assertThat(other.view().turn()).isEqualTo("Move 6, white to move (the first player)");
        other.handle("w");                                     // the fifth stone and the choice on it
        assertThat(other.view().turn()).isEqualTo("Opening (swap2), stone 5 (black): the second player to place it");
        assertThat(store.loadOpening(s.gameId())).contains(new StoredOpening("swap2", null, "two"));
        assertThat(store.load(s.gameId()).orElseThrow().moves()).hasSize(4);
    }

    @Test
    void swap_againstTheComputer_itOpens_theHumanChooses_thenItMoves() {
        computer.answers.add("a1");
        TuiSession s = session("swap white");
        assertThat(s.view().status()).contains("computer (level 2) opens, you choose");
        s.tick();                                              // the computer's three stones
        assertThat(s.state().moveCount()).isEqualTo(3);
        assertThat(s.view().message()).startsWith("computer placed ");
        assertThat(s.view().turn()).isEqualTo("Opening (swap): you to choose black or white");
        s.handle("two");
        assertThat(s.view().message()).isEqualTo("two (place two more) is not a choice here: type black or white");
        s.handle("black");
        assertThat(s.view().message()).isEqualTo("you chose black");
        s.tick();                                              // the computer, white, plays the fourth
        assertThat(s.state().moveCount()).isEqualTo(4);
        assertThat(stoneAt(s, "a1")).isEqualTo(Side.WHITE + 1);
        assertThat(s.view().turn()).isEqualTo("Move 5, black to move (you)");
        StoredGame g = store.load(s.gameId()).orElseThrow();
        assertThat(g.moves()).hasSize(4);
        assertThat(store.loadOpening(s.gameId())).contains(new StoredOpening("swap", "second", "black"));
        s.handle("w");                                         // nothing of the human's to take back
        assertThat(s.view().message()).isEqualTo("there is no move of yours to take back");
    }

    @Test
    void swap2_againstTheComputer_theHumanOpens_theComputerChooses() {
        TuiSession s = session("swap2 black");
        // Black's centre pair with white's stone in the corner: the computer takes black.
        playAll(s, "h8 a15 i8");
        assertThat(s.isThinking()).isTrue();
        s.handle("black");
        assertThat(s.view().message()).isEqualTo("it is the computer's choice: q makes it choose");
        s.tick();
        assertThat(s.view().message()).isEqualTo("the computer chose black");
        assertThat(s.view().turn()).isEqualTo("Move 4, white to move (you)");
        s.handle("h9");
        assertThat(s.state().moveCount()).isEqualTo(4);
    }

    @Test
    void newGameWords_openingRules() {
        TuiSession s = session("swap second");
        assertThat(s.settings().opening()).isEqualTo(OpeningRule.SWAP);
        assertThat(s.settings().humanSide()).isEqualTo(Side.WHITE);
        s.handle("n noswap first");
        assertThat(s.settings().opening()).isEqualTo(OpeningRule.NONE);
        assertThat(s.settings().humanSide()).isEqualTo(Side.BLACK);
        assertThat(s.view().turn()).isEqualTo("Move 1, black to move (you)");
        assertThat(OpeningChoice.parse("two")).isEqualTo(OpeningChoice.PLACE_TWO);
    }
}
