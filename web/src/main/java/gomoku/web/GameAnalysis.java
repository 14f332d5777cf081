package gomoku.web;

import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchResult;
import gomoku.engine.api.WinChance;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.play.WinningLines;
import gomoku.game.store.PositionAnalysis;
import gomoku.web.dto.AnalysisEvent;
import gomoku.web.dto.AnalysisView;
import gomoku.web.dto.ErrorEvent;
import gomoku.web.dto.MistakeView;
import gomoku.web.dto.PointView;
import gomoku.web.dto.PositionView;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Post-game analysis: every position of a game gets a VCF check and a short search, one position per
 * engine task (each task queues the next, so other games' searches interleave with a long analysis).
 * Rows are stored as they come; a failure stops the run with status {@code failed}, logged and sent
 * to the game's subscribers, and what was analysed stays.
 */
final class GameAnalysis {
    private static final Logger log = LoggerFactory.getLogger(GameAnalysis.class);

    /** Node budget of the VCF check run on every analysed position. */
    static final long VCF_NODES = 100_000;

    private final LiveGames games;
    private final EnginePool pool;
    private final int moveMs;

    /** One run over a snapshot of the moves. Guarded by the game's monitor except the volatile fields. */
    static final class Run {
        final int[] moves;
        final PositionAnalysis[] rows;
        String status = "running";
        volatile boolean cancelled;
        volatile Engine engine;

        Run(int[] moves) {
            this.moves = moves;
            this.rows = new PositionAnalysis[moves.length + 1];
        }

        int next() {
            for (int i = 0; i < rows.length; i++) if (rows[i] == null) return i;
            return -1;
        }
    }

    GameAnalysis(LiveGames games, EnginePool pool, int moveMs) {
        this.games = games;
        this.pool = pool;
        this.moveMs = moveMs;
    }

    /** Starts (or keeps) a run over the current moves, reusing stored rows. Holds g's monitor. */
    AnalysisView start(LiveGame g) {
        int[] moves = g.session.moves();
        Run a = g.analysis;
        if (a != null && a.status.equals("running") && Arrays.equals(a.moves, moves)) return view(g);
        cancel(g);
        a = new Run(moves);
        for (PositionAnalysis row : games.store().loadAnalysis(g.id))
            if (row.index() < a.rows.length) a.rows[row.index()] = row;
        g.analysis = a;
        schedule(g, a);
        return view(g);
    }

    /** Stops a running analysis; positions analysed so far stay stored. Holds g's monitor. */
    static void cancel(LiveGame g) {
        Run a = g.analysis;
        if (a == null || !a.status.equals("running")) return;
        a.status = "cancelled";
        a.cancelled = true;
        Engine e = a.engine;
        if (e != null) e.stop();
    }

    /** Queues the next unanalysed position, or finishes. Holds g's monitor. */
    private void schedule(LiveGame g, Run a) {
        int index = a.next();
        if (index < 0) {
            a.status = "done";
            return;
        }
        try {
            pool.execute(() -> analyse(g, a, index));
        } catch (ApiException e) {
            a.status = "failed";
        }
    }

    private void analyse(LiveGame g, Run a, int index) {
        if (a.cancelled) return;
        PositionAnalysis row;
        try {
            row = analysePosition(g, a, index);
        } catch (RuntimeException | Error e) {
            log.error("{}: the analysis of position {} failed", games.tag(g), index, e);
            synchronized (g) {
                if (a.cancelled || g.analysis != a || g.deleted) return;
                a.status = "failed";
                g.send(new ErrorEvent(g.id, ErrorCode.ENGINE_FAILED.name(), "the analysis stopped at position "
                        + index + " (" + e.getClass().getSimpleName() + "); start it again to go on"));
                g.send(new AnalysisEvent(view(g)));
            }
            return;
        }
        if (row == null) return;
        synchronized (g) {
            if (a.cancelled || g.analysis != a || g.deleted) return;
            a.rows[index] = row;
            games.store().putAnalysis(g.id, row);
            schedule(g, a);
            g.send(new AnalysisEvent(view(g)));
        }
    }

    /** The row of position {@code index}, null when the run was cancelled meanwhile. */
    private PositionAnalysis analysePosition(LiveGame g, Run a, int index) {
        GameState state = new GameState(g.session.state().size(), g.session.state().rule());
        for (int i = 0; i < index; i++) state.play(Pos.x(a.moves[i]), Pos.y(a.moves[i]));
        if (state.isOver()) {
            int r = state.result();
            double p = r == Side.BLACK ? 1.0 : r == Side.WHITE ? 0.0 : 0.5;
            return new PositionAnalysis(index, 0, 0, p, 0, null, List.of());
        }
        Engine engine = pool.engineFor(g.id);
        a.engine = engine;
        try {
            if (a.cancelled) return null;
            int side = state.sideToMove();
            pool.beforeSearch();
            // A forced win by fours is checked first: the short search could miss a long one.
            int[] vcf = engine.findVcf(state, 20, VCF_NODES);
            if (a.cancelled) return null;
            if (vcf != null && vcf.length > 0) {
                int score = WinChance.winIn(vcf.length);
                return new PositionAnalysis(index, score, vcf.length, WinChance.forBlack(score, side), 0,
                        point(vcf[0]), points(WinningLines.complete(state, vcf)));
            }
            SearchResult r = engine.searchNoBook(state, SearchLimits.time(moveMs));
            if (a.cancelled) return null;
            int[] line = r.mate() > 0 ? toTheFive(engine, state, r.pv(), a) : r.pv();
            if (line == null) return null;
            return new PositionAnalysis(index, r.score(), r.mate(), WinChance.forBlack(r.score(), side), r.depth(),
                    point(r.bestMove()), points(WinningLines.complete(state, line)));
        } finally {
            a.engine = null;
        }
    }

    /** Most short searches spent on making a forced win's line reach its five. */
    static final int LINE_SEARCHES = 30;

    /**
     * A forced win's line played out to the five: the search's principal variation is often cut short
     * (the table ends it), so from its end each side's best move is searched again, briefly, until the
     * game is over. The search's own line when that does not end in the winner's five; null when the
     * run was cancelled meanwhile.
     */
    private int[] toTheFive(Engine engine, GameState from, int[] pv, Run a) {
        int winner = from.sideToMove();
        GameState state = new GameState(from.size(), from.rule());
        for (int i = 0; i < from.moveCount(); i++) state.play(Pos.x(from.move(i)), Pos.y(from.move(i)));
        List<Integer> line = new ArrayList<>();
        for (int m : pv) {
            if (m == Pos.NONE || m == Pos.PASS || state.isOver() || state.play(Pos.x(m), Pos.y(m)) != MoveCheck.LEGAL) break;
            line.add(m);
        }
        for (int k = 0; k < LINE_SEARCHES && !state.isOver(); k++) {
            if (a.cancelled) return null;
            SearchResult r = engine.searchNoBook(state, SearchLimits.time(Math.max(20, moveMs / 4)));
            int m = r.bestMove();
            if (m == Pos.NONE || m == Pos.PASS || state.play(Pos.x(m), Pos.y(m)) != MoveCheck.LEGAL) break;
            line.add(m);
        }
        if (state.result() != winner) return pv;
        return line.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The game's analysis: the running one, or what the store holds for the current moves. Holds g's monitor. */
    AnalysisView view(LiveGame g) {
        int[] moves = g.session.moves();
        PositionAnalysis[] rows;
        String status;
        Run a = g.analysis;
        if (a != null && Arrays.equals(a.moves, moves)) {
            rows = a.rows.clone();
            status = a.status;
        } else {
            rows = new PositionAnalysis[moves.length + 1];
            for (PositionAnalysis row : games.store().loadAnalysis(g.id))
                if (row.index() < rows.length) rows[row.index()] = row;
            status = null;
        }
        int size = g.session.state().size();
        List<PositionView> positions = new ArrayList<>();
        for (PositionAnalysis row : rows)
            if (row != null) {
                int[] best = row.best();
                positions.add(new PositionView(row.index(), row.blackWin(), row.score(), row.mate(), row.depth(),
                        best == null ? null : GameViews.point(Pos.of(best[0], best[1]), size), line(row, size)));
            }
        if (status == null)
            status = positions.isEmpty() ? "none" : positions.size() == rows.length ? "done" : "partial";
        List<MistakeView> mistakes = new ArrayList<>();
        for (int k = 0; k + 1 < rows.length; k++) {
            if (rows[k] == null || rows[k + 1] == null) continue;
            int mover = k % 2, other = mover ^ 1;
            String kind = null;
            int from = k;
            if (wins(rows[k], k, mover) && !wins(rows[k + 1], k + 1, mover)) kind = "missed-win";
            else if (!wins(rows[k], k, other) && wins(rows[k + 1], k + 1, other)) {
                kind = "into-loss";
                from = k + 1;
            }
            if (kind == null) continue;
            mistakes.add(new MistakeView(k, Mode.colorName(mover), GameViews.point(moves[k], size), kind, from,
                    line(rows[from], size)));
        }
        return new AnalysisView(g.id, status, rows.length, positions.size(), moveMs, positions, mistakes);
    }

    private static List<PointView> line(PositionAnalysis row, int size) {
        List<PointView> line = new ArrayList<>();
        for (int[] p : row.line()) line.add(GameViews.point(Pos.of(p[0], p[1]), size));
        return line;
    }

    /** Whether {@code side} has won or has a forced win in the position after {@code index} moves. */
    private static boolean wins(PositionAnalysis row, int index, int side) {
        if (row.best() == null) return side == Side.BLACK ? row.blackWin() == 1.0 : row.blackWin() == 0.0;
        int toMove = index % 2;
        return row.mate() > 0 ? toMove == side : row.mate() < 0 && toMove != side;
    }

    private static int[] point(int pos) {
        return pos == Pos.NONE || pos == Pos.PASS ? null : new int[] {Pos.x(pos), Pos.y(pos)};
    }

    private static List<int[]> points(int[] line) {
        List<int[]> list = new ArrayList<>(line.length);
        for (int p : line) if (p != Pos.NONE && p != Pos.PASS) list.add(new int[] {Pos.x(p), Pos.y(p)});
        return list;
    }
}
