package gomoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.play.OpeningChoice;
import gomoku.game.play.OpeningRule;
import gomoku.game.store.GameStore;
import gomoku.web.dto.GameView;
import gomoku.web.dto.StateEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** Swap openings against the computer and between two computers, through the service the web app uses. */
class ComputerOpeningWebTest {
    @TempDir
    Path dir;

    /** A service on {@code store} with one engine thread. */
    static GameService service(GameStore store) {
        return new GameService(store, new GameService.Options(1, 4, 1, 64), System::currentTimeMillis);
    }

    /** The first pushed view that passes {@code p}; fails after a minute. */
    static GameView until(BlockingQueue<Object> events, Predicate<GameView> p) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < end) {
            Object e = events.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (e instanceof StateEvent s && p.test(s.game())) return s.game();
        }
        throw new AssertionError("no such view within a minute");
    }

    @Test
    void swap2_theComputerOpens_theHumanTakesBlack_theComputerPlaysOn() throws Exception {
        try (GameStore store = GameStore.open(dir.resolve("c.db"));
             GameService service = service(store)) {
            // White: the human answers the opening; the computer (first seat) places three stones.
            long id = service.create(Mode.HVC, Side.WHITE, 1, Rule.FREESTYLE, 15, 0, 0, null, OpeningRule.SWAP2).id();
            BlockingQueue<Object> events = new LinkedBlockingQueue<>();
            service.subscribe(id, events::add);
            GameView three = until(events, v -> v.moves().size() == 3 && !v.thinking());
            assertThat(three.opening().phase()).isEqualTo("choose-after-three");
            assertThat(three.opening().humanSeat()).isEqualTo("second");
            assertThat(three.opening().choices()).containsExactly("black", "white", "two");
            // A stone now is refused: the choice comes first.
            try {
                service.humans().move(id, 0, 0);
                throw new AssertionError("a stone before the choice was accepted");
            } catch (ApiException e) {
                assertThat(e.code()).isEqualTo(ErrorCode.CHOICE_DUE);
            }
            service.humans().choose(id, -1, OpeningChoice.BLACK);
            GameView four = until(events, v -> v.moves().size() == 4 && !v.thinking());
            assertThat(four.humanColor()).isEqualTo("black");
            assertThat(four.opening().phase()).isEqualTo("done");
            assertThat(four.toMove()).isEqualTo("black");
        }
        // Reopened: the opening and its choice are stored.
        try (GameStore store = GameStore.open(dir.resolve("c.db"));
             GameService service = service(store)) {
            GameView again = service.get(1);
            assertThat(again.opening().made()).containsExactly("black");
            assertThat(again.humanColor()).isEqualTo("black");
        }
    }

    @Test
    void swap_twoComputers_playThroughTheOpening() throws Exception {
        try (GameStore store = GameStore.open(dir.resolve("cvc.db"));
             GameService service = service(store)) {
            long id = service.create(Mode.CVC, Side.BLACK, 1, Rule.FREESTYLE, 15, 0, 0, null, OpeningRule.SWAP).id();
            BlockingQueue<Object> events = new LinkedBlockingQueue<>();
            service.subscribe(id, events::add);
            GameView done = until(events, v -> v.moves().size() >= 5);
            assertThat(done.opening().phase()).isEqualTo("done");
            assertThat(done.opening().made()).hasSize(1);
            // Stop the two computers; at level 1 they may already have played the game out.
            try {
                service.humans().resign(id);
            } catch (ApiException e) {
                assertThat(e.code()).isEqualTo(ErrorCode.GAME_FINISHED);
            }
        }
    }
}
