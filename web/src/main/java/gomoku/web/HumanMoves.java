package gomoku.web;

import gomoku.engine.board.MoveCheck;
import gomoku.game.notation.Notation;
import gomoku.game.play.Mode;
import gomoku.game.play.MoveRefusal;
import gomoku.game.play.OpeningChoice;
import gomoku.game.play.OpeningRefusal;
import gomoku.game.play.PlaySession;
import gomoku.game.play.Seat;
import gomoku.web.dto.GameView;

import java.util.Map;

/**
 * What the human players do in a game: a move (an opening stone during a swap opening), an undo, a
 * resignation, the colour choice of a swap opening. Each is checked and made under the game's
 * monitor, written to the store, then published; the computer's turn that may follow is
 * {@link ComputerMoves}'.
 */
final class HumanMoves {
    private final LiveGames games;
    private final ComputerMoves computer;

    HumanMoves(LiveGames games, ComputerMoves computer) {
        this.games = games;
        this.computer = computer;
    }

    /** Plays (x, y) for the human to move. */
    GameView move(long id, int x, int y) {
        return move(id, x, y, -1);
    }

    /**
     * Plays (x, y) for the human to move; in a game between browsers only for {@code seat}, the seat
     * that asks (0 first, 1 second; checked under the game's lock, so two quick clicks never play for
     * both). During a swap opening the stone is the next opening stone.
     */
    GameView move(long id, int x, int y, int seat) {
        LiveGame g = games.get(id);
        synchronized (g) {
            PlaySession s = g.session;
            if (g.online != null && !g.isOver()) {
                if (g.online.waiting)
                    throw new ApiException(ErrorCode.WAITING_FOR_OPPONENT, "the game starts when the second player joins");
                if (seat < 0 || s.checkTurn(OnlineState.seat(seat)) == OpeningRefusal.WRONG_SEAT)
                    throw new ApiException(ErrorCode.NOT_YOUR_TURN, "it is your opponent's turn");
            }
            if (!g.isOver() && s.openingPhase().isChoice())
                throw new ApiException(ErrorCode.CHOICE_DUE, "the opening's colour choice is due first");
            if (games.flag(g))
                throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over: "
                        + Mode.colorName(s.state().sideToMove()) + " ran out of time");
            if (g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.thinking || s.isComputerToMove())
                throw new ApiException(ErrorCode.NOT_YOUR_TURN, "it is the computer's turn");
            MoveCheck check = s.play(x, y, games.now());
            MoveRefusal refusal = MoveRefusal.of(check);
            if (refusal != null) throw refused(refusal, check, x, y, s.state().size());
            games.afterMove(g);
            computer.maybeStart(g);
            return games.publish(g);
        }
    }

    /**
     * Takes back moves: against the computer back to before the human's last move (stopping the
     * computer's search if it runs), otherwise the last move.
     */
    GameView undo(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            PlaySession s = g.session;
            int target = s.undoTarget();
            if (target < 0) throw new ApiException(ErrorCode.NOTHING_TO_UNDO, s.mode() == Mode.HVC
                    ? "you have no move to take back" : "there is no move to take back");
            g.cancelSearch();
            GameAnalysis.cancel(g);
            s.undoTo(target, games.now());
            games.commit(g, target);
            computer.maybeStart(g);
            return games.publish(g);
        }
    }

    /** The side the human plays (with two humans: the side to move) gives up. */
    GameView resign(long id) {
        return resign(id, -1);
    }

    /** As {@link #resign(long)}; in a game between browsers {@code seat} (the seat that asks: 0 first, 1 second) gives up. */
    GameView resign(long id, int seat) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            if (g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.online != null && g.online.waiting)
                throw new ApiException(ErrorCode.WAITING_FOR_OPPONENT, "the game has not started; withdraw it instead");
            g.cancelSearch();
            long now = games.now();
            if (g.online != null && seat >= 0) g.session.resign(OnlineState.seat(seat), now);
            else g.session.resign(now);
            games.saveEnding(g);
            return games.publish(g);
        }
    }

    /**
     * Makes the colour choice of a swap opening for {@code seat} (0 first, 1 second; -1: whoever must
     * choose, in a game at one screen).
     */
    GameView choose(long id, int seat, OpeningChoice choice) {
        LiveGame g = games.get(id);
        synchronized (g) {
            PlaySession s = g.session;
            if (games.flag(g) || g.isOver()) throw new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
            if (g.online != null && g.online.waiting)
                throw new ApiException(ErrorCode.WAITING_FOR_OPPONENT, "the game starts when the second player joins");
            Seat who = seat >= 0 ? OnlineState.seat(seat) : s.seatToAct();
            if (s.isComputer(s.seatToAct())) throw new ApiException(ErrorCode.NOT_YOUR_TURN, "it is the computer's turn");
            OpeningRefusal refusal = s.choose(who, choice, games.now());
            if (refusal != null) throw switch (refusal) {
                case FINISHED -> new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
                case NO_CHOICE_DUE -> new ApiException(ErrorCode.NO_CHOICE_DUE, "no colour choice is due now");
                case WRONG_SEAT -> new ApiException(ErrorCode.NOT_YOUR_TURN, "the other player chooses");
                default -> new ApiException(ErrorCode.CHOICE_NOT_ALLOWED, "the opening does not offer " + choice.id + " here",
                        Map.of("choice", choice.id));
            };
            if (g.online != null) g.online.clearOffer();
            games.commit(g, s.state().moveCount());
            computer.maybeStart(g);
            return games.publish(g);
        }
    }

    /** A human move the rules refuse as an API error; the point is named only where the answer needs it (it may be off the board). */
    private static ApiException refused(MoveRefusal refusal, MoveCheck check, int x, int y, int size) {
        if (refusal == MoveRefusal.OFF_BOARD) return new ApiException(ErrorCode.INVALID_POSITION, "the point is off the board");
        if (refusal == MoveRefusal.FINISHED) return new ApiException(ErrorCode.GAME_FINISHED, "the game is over");
        String point = Notation.toLiterature(x, y, size);
        if (refusal == MoveRefusal.OCCUPIED)
            return new ApiException(ErrorCode.POSITION_OCCUPIED, point + " is occupied", Map.of("point", point));
        return new ApiException(ErrorCode.FORBIDDEN_MOVE, point + " is " + check.message,
                Map.of("point", point, "kind", refusal.id));
    }
}
