package gomoku.tui;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.puzzle.Puzzle;
import gomoku.game.puzzle.PuzzleCollection;
import gomoku.game.store.GameStore;
import gomoku.game.store.SqliteProgressStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/** Practice in the terminal app through {@link TuiSession#handle}, without a terminal. */
class TuiPracticeTest {
    @TempDir
    Path dir;

    private GameStore games;
    private SqliteProgressStore progress;
    private final MovableClock clock = new MovableClock();
    private final AtomicLong now = new AtomicLong(1_700_000_000_000L);

    static final class MovableClock extends Clock {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override public ZoneId getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(ZoneId zone) { return this; }
        @Override public Instant instant() { return now; }
    }

    /** Never asked in these tests: every game is two humans, so the computer never moves. */
    private static final class NoComputer implements ComputerPlayer {
        @Override public CompletableFuture<Integer> bestMove(int size, Rule rule, int[] moves, int level) {
            return new CompletableFuture<>();
        }
        @Override public CompletableFuture<gomoku.game.play.OpeningAction> openingAction(
                gomoku.engine.board.GameState game, gomoku.game.play.OpeningRule opening,
                gomoku.game.play.OpeningPhase phase, int level) {
            return new CompletableFuture<>();
        }
        @Override public void stop() {}
        @Override public void close() {}
    }

    static Puzzle openThree(int row) {
        return new Puzzle("T" + row, Rule.FREESTYLE, 15, List.of("h" + row, "a1", "i" + row, "a3", "j" + row, "a5"),
                Side.BLACK, 1, List.of("g" + row, "f" + row, "k" + row), 2, false);
    }

    private TuiSession session;

    @BeforeEach
    void open() {
        Path db = dir.resolve("t.db");
        games = GameStore.open(db);
        progress = SqliteProgressStore.open(db, now::get);
        List<Puzzle> list = new ArrayList<>();
        for (int row = 8; row <= 13; row++) list.add(openThree(row));
        list.add(PuzzleCollection.bundled().atLevel(2).get(0));
        TuiPractice practice = new TuiPractice(new PuzzleCollection(list), progress, games, clock);
        session = new TuiSession(games, new NoComputer(), now::get, TuiSettings.defaults(), practice);
        session.handle("n hvh freestyle");
    }

    @AfterEach
    void close() {
        progress.close();
        games.close();
    }

    private int stone(String name) {
        int[] p = Notation.parseLiterature(name, 15);
        return session.view().stones()[p[1]][p[0]];
    }

    private String solve(int row) {
        session.handle("g" + row);
        String reply = session.view().message().contains("f" + row) ? "f" + row : "k" + row;
        assertThat(session.view().message()).contains("accepted");
        session.handle(reply.equals("f" + row) ? "k" + row : "f" + row);
        return session.view().message();
    }

    @Test
    void practice_start_showsPuzzleTimerAndProgressInsteadOfTheGame() {
        session.handle("h8");
        session.handle("v");
        assertThat(session.practice().isActive()).isTrue();
        SessionView v = session.view();
        assertThat(v.status()).contains("level 1, puzzle T8");
        assertThat(v.turn()).contains("black to play").contains("time 0:00");
        assertThat(v.panel()).anyMatch(l -> l.startsWith("level 1") && l.contains("0/6") && l.endsWith("open"));
        assertThat(v.panel()).anyMatch(l -> l.startsWith("level 2") && l.endsWith("locked"));
        clock.now = clock.now.plusSeconds(65);
        assertThat(session.view().turn()).contains("time 1:05");
        // The game is kept: ending practice brings it back.
        session.handle("e");
        assertThat(session.practice().isActive()).isFalse();
        assertThat(session.state().moveCount()).isEqualTo(1);
    }

    @Test
    void practice_wrongMove_isRefusedWithTheRightOneMarkedAndNothingPlayed() {
        session.handle("v 1");
        session.handle("f8");
        SessionView v = session.view();
        assertThat(v.message()).startsWith("wrong:").contains("the winning move is");
        assertThat(List.of(pos("g8"), pos("k8"))).contains(v.lastMove());
        assertThat(stone("f8")).isZero();
        assertThat(v.turn()).contains("mistakes 1");
    }

    @Test
    void practice_alternativeWinningMove_isAcceptedAndSolveIsStored() {
        session.handle("v T8");
        clock.now = clock.now.plusMillis(4200);
        session.handle("k8");
        assertThat(session.view().message()).contains("accepted");
        String reply = stone("g8") == 2 ? "l8" : "g8";
        session.handle(reply);
        assertThat(session.view().message()).startsWith("solved in 4.2 s");
        assertThat(session.view().turn()).startsWith("Solved in 4.2 s");
        assertThat(progress.load().bestTime("T8")).contains(Duration.ofMillis(4200));
        assertThat(progress.load().streak()).isEqualTo(1);
        session.handle("c3");
        assertThat(session.view().message()).contains("over");
    }

    @Test
    void practice_hints_areaThenMove() {
        session.handle("v T9");
        session.handle("t");
        assertThat(session.view().message()).startsWith("hint: the move is in the square");
        session.handle("t");
        assertThat(session.view().message()).matches("hint: play (g9|k9) \\(marked\\)");
        assertThat(session.view().turn()).contains("hints 2");
    }

    @Test
    void practice_noUndoSaveOrComputerMove_andBadInputChangesNothing() {
        session.handle("v");
        for (String key : List.of("w", "s", "l", "r", "q", "zz", "z99", "h8")) {
            session.handle(key);
            assertThat(session.view().message()).as(key).isNotBlank();
            assertThat(session.view().turn()).as(key).contains("mistakes 0");
            assertThat(session.practice().practice().played()).as(key).isEmpty();
        }
        session.handle("v 3");
        assertThat(session.view().message()).contains("locked");
        session.handle("v 9");
        assertThat(session.view().message()).contains("1 to 4");
        session.handle("v nosuch");
        assertThat(session.view().message()).contains("no puzzle");
        assertThat(session.view().status()).contains("puzzle T8");
    }

    @Test
    void practice_fiveSolves_openLevelTwo_nextGoesThere() {
        session.handle("v 2");
        assertThat(session.practice().isActive()).isFalse();
        assertThat(session.view().message()).contains("locked");
        session.handle("v");
        String last = "";
        for (int row = 8; row <= 12; row++) {
            assertThat(session.view().status()).contains("puzzle T" + row);
            last = solve(row);
            session.handle("n");
        }
        assertThat(last).contains("level 2 is now open");
        assertThat(progress.load().unlockedLevel()).isEqualTo(2);
        assertThat(session.view().status()).contains("level 2");
    }

    @Test
    void practice_giveUp_endsTheStreakAndShowsTheMove() {
        session.handle("v");
        solve(8);
        assertThat(progress.load().streak()).isEqualTo(1);
        session.handle("n");
        session.handle("g");
        assertThat(session.view().message()).contains("given up").contains("winning move was");
        assertThat(progress.load().streak()).isZero();
    }

    @Test
    void practice_scanAndPersonal_missedWinFromAStoredGame() {
        List<int[]> moves = new ArrayList<>();
        for (String m : List.of("h8", "a1", "i8", "a3", "j8", "a5", "c3", "g8", "c5", "k8"))
            moves.add(Notation.parseLiterature(m, 15));
        long id = games.create(now.get(), "hvh", Rule.FREESTYLE, 15, 1, -1, moves, "W+", "resignation");
        session.handle("v personal");
        assertThat(session.view().message()).contains("no personal puzzles");
        session.handle("v scan");
        assertThat(session.view().message()).contains("1 new personal puzzle");
        session.handle("v personal");
        assertThat(session.view().status()).contains("personal puzzle P-" + id + "-7").contains("you played c3");
        assertThat(solve(8)).startsWith("solved");
    }

    private static int pos(String name) {
        int[] p = Notation.parseLiterature(name, 15);
        return Pos.of(p[0], p[1]);
    }

    /** The same practice in Chinese: the task, a wrong move with its reason, the hint, the solve and the panel. */
    @Test
    void practice_inChinese() {
        List<Puzzle> list = new ArrayList<>();
        for (int row = 8; row <= 13; row++) list.add(openThree(row));
        Messages zh = Messages.of(Messages.CHINESE);
        TuiPractice practice = new TuiPractice(new PuzzleCollection(list), progress, games, clock, zh);
        TuiSession chinese = new TuiSession(games, new NoComputer(), now::get, TuiSettings.defaults(), practice, zh);
        assertThat(chinese.view().panelTitle()).isEqualTo("按键（输入后按回车）");
        chinese.handle("v 1");
        SessionView v = chinese.view();
        assertThat(v.message()).isEqualTo("第 1 级题目 T8：黑方先，连续冲四取胜");
        assertThat(v.status()).isEqualTo("练习：第 1 级，题目 T8，无禁手");
        assertThat(v.turn()).startsWith("黑方先，连续冲四取胜   用时 0:00   失误 0   提示 0");
        assertThat(v.panelTitle()).isEqualTo("练习进度");
        assertThat(v.panel()).anyMatch(l -> l.startsWith("第 1 级") && l.endsWith("已开放"));
        chinese.handle("a15");
        assertThat(chinese.view().message()).isEqualTo("错误：a15 不是冲四；正解是 g8（已标出）");
        chinese.handle("t");
        assertThat(chinese.view().message()).startsWith("提示：正解在 ");
        chinese.handle("h8");
        assertThat(chinese.view().message()).isEqualTo("h8 已有棋子");
        chinese.handle("w");
        assertThat(chinese.view().message()).isEqualTo("练习时不能悔棋：每一手都算数");
        chinese.handle("g8");
        String reply = chinese.view().message().contains("f8") ? "f8" : "k8";
        assertThat(chinese.view().message()).isEqualTo("g8 正确，对方防守 " + reply);
        chinese.handle(reply.equals("f8") ? "k8" : "f8");
        assertThat(chinese.view().message()).startsWith("解出！用时 ").endsWith("。n：下一题");
        assertThat(chinese.view().turn()).startsWith("解出，用时 ");
    }
}
