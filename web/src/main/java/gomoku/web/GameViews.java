package gomoku.web;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.play.Ending;
import gomoku.game.play.Mode;
import gomoku.game.play.PlayClock;
import gomoku.game.play.PlaySession;
import gomoku.web.dto.ClockView;
import gomoku.web.dto.ForbiddenView;
import gomoku.web.dto.GameView;
import gomoku.web.dto.OpeningView;
import gomoku.game.play.OpeningChoice;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.Seat;
import gomoku.web.dto.PointView;

import java.util.ArrayList;
import java.util.List;

/** The JSON views of a game and of the points in it. */
final class GameViews {
    private GameViews() {}

    /** The game as the page draws it. Holds g's monitor. */
    static GameView view(LiveGame g, long nowMs) {
        PlaySession session = g.session;
        GameState s = session.state();
        int size = s.size();
        List<PointView> moves = new ArrayList<>();
        List<int[]> plain = new ArrayList<>();
        for (int i = 0; i < s.moveCount(); i++) {
            int m = s.move(i);
            moves.add(point(m, size));
            plain.add(new int[] {Pos.x(m), Pos.y(m)});
        }
        List<PointView> line = new ArrayList<>();
        for (int p : s.winningLine()) line.add(point(p, size));
        List<ForbiddenView> forbidden = new ArrayList<>();
        for (PlaySession.ForbiddenPoint f : session.forbiddenPoints())
            forbidden.add(new ForbiddenView(f.x(), f.y(), f.kind().id));
        Ending end = session.ending();
        String status = end == null ? "ongoing" : end.status();
        return new GameView(g.id, session.mode().id, s.rule().id(), size, session.level(),
                Mode.colorName(session.humanSide()), moves, Mode.colorName(s.sideToMove()), status,
                end == null ? null : end.result(), end == null ? null : end.reason().id, line, forbidden, g.thinking || g.thinkingElsewhere,
                Notation.toPosString(plain), g.createdMs, g.updatedMs, g.revision, clockView(g, nowMs),
                g.online == null ? null : g.online.view(session), opening(session));
    }

    /** The clocks as of {@code nowMs}, null for a game without one. */
    static ClockView clockView(LiveGame g, long nowMs) {
        PlayClock c = g.session.clock();
        if (!c.isOn()) return null;
        PlaySession session = g.session;
        // A game between browsers starts its clock when the second player takes the seat.
        boolean running = !session.isOver() && (g.online == null || !g.online.waiting);
        int side = session.clockSide();
        Long black = null, white = null, move = null;
        if (c.gameMs() > 0) {
            black = c.gameLeftMs(Side.BLACK, running && side == Side.BLACK, nowMs);
            white = c.gameLeftMs(Side.WHITE, running && side == Side.WHITE, nowMs);
        }
        if (c.moveMs() > 0 && running) move = c.moveLeftMs(nowMs);
        return new ClockView(c.moveMs() > 0 ? c.moveMs() : null, c.gameMs() > 0 ? c.gameMs() : null, black, white,
                move, running ? Mode.colorName(side) : null);
    }

    /** The opening of a game with an opening rule, null without one. */
    static OpeningView opening(PlaySession s) {
        if (s.openingRule() == OpeningRule.NONE) return null;
        List<String> choices = new ArrayList<>();
        for (OpeningChoice c : OpeningChoice.values()) if (s.choices().contains(c)) choices.add(c.id);
        List<String> made = new ArrayList<>();
        for (OpeningChoice c : s.openingChoices()) made.add(c.id);
        return new OpeningView(s.openingRule().id, s.openingPhase().id, s.seatToAct().id, choices, made,
                Mode.colorName(s.sideOf(Seat.FIRST)), s.humanSeat() == null ? null : s.humanSeat().id);
    }

    static PointView point(int pos, int size) {
        int x = Pos.x(pos), y = Pos.y(pos);
        return new PointView(x, y, Notation.toLiterature(x, y, size));
    }

    /** The points of a line that are on the board, by name (a main line may end in a pass). */
    static List<String> names(int[] pv, int size) {
        List<String> list = new ArrayList<>(pv.length);
        for (int m : pv) if (Pos.onBoard(m, size)) list.add(Notation.toLiterature(Pos.x(m), Pos.y(m), size));
        return list;
    }
}
