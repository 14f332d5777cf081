package gomoku.cli;

import gomoku.engine.board.Board;
import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The static facts {@code gomoku analyze} reports about a position: stones, winner and winning
 * line, and black's forbidden points (renju). Point lists are in board order: by column, then by row
 * number (a1, a2, ..., b1, ...). Immutable once built.
 */
final class Analysis {
    /** A renju forbidden point; {@code kind} is {@link Forbidden#id}. */
    record ForbiddenPoint(String point, String kind) {}

    final Position position;
    final int size;
    final List<String> blackStones;
    final List<String> whiteStones;
    /** Forbidden points for black, whichever side is to move; empty outside renju. */
    final List<ForbiddenPoint> forbidden;
    /** Packed positions, for the diagram. */
    final List<Integer> forbiddenPositions;

    private Analysis(Position position) {
        this.position = position;
        GameState state = position.state();
        Board board = state.board();
        this.size = state.size();
        List<String> black = new ArrayList<>(), white = new ArrayList<>();
        List<ForbiddenPoint> points = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        for (int x = 0; x < size; x++)
            for (int y = size - 1; y >= 0; y--) {
                int pos = Pos.of(x, y);
                int cell = board.cell(pos);
                if (cell == Side.BLACK + 1) black.add(name(pos));
                else if (cell == Side.WHITE + 1) white.add(name(pos));
                else {
                    Forbidden kind = board.forbidden(pos);
                    if (kind == Forbidden.NONE) continue;
                    points.add(new ForbiddenPoint(name(pos), kind.id));
                    positions.add(pos);
                }
            }
        this.blackStones = List.copyOf(black);
        this.whiteStones = List.copyOf(white);
        this.forbidden = List.copyOf(points);
        this.forbiddenPositions = List.copyOf(positions);
    }

    static Analysis of(Position position) {
        return new Analysis(position);
    }

    /** "black", "white", "draw", or null while the game goes on. */
    String winner() {
        int result = position.state().result();
        if (result == GameState.ONGOING) return null;
        return result == GameState.DRAW ? "draw" : Side.name(result);
    }

    /** The winning five (or longer line) in literature notation, or null. */
    List<String> winningLine() {
        List<Integer> line = position.state().winningLine();
        if (line.isEmpty()) return null;
        List<String> names = new ArrayList<>();
        for (int pos : line) names.add(name(pos));
        return names;
    }

    String lastMove() {
        return position.lastMove() == Pos.NONE ? null : name(position.lastMove());
    }

    /**
     * The JSON report. Keys keep this order; commands that know more (search results) add their own
     * keys to the returned map.
     */
    Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rule", position.state().rule().id());
        json.put("size", size);
        json.put("toMove", Side.name(position.toMove()));
        json.put("winner", winner());
        json.put("winningLine", winningLine());
        json.put("forbidden", forbidden);
        json.put("moves", position.moves());
        json.put("lastMove", lastMove());
        Map<String, Object> stones = new LinkedHashMap<>();
        stones.put("black", blackStones);
        stones.put("white", whiteStones);
        json.put("stones", stones);
        json.put("reachable", position.reachable());
        if (!position.reachable()) json.put("unreachable", position.unreachable());
        return json;
    }

    private String name(int pos) {
        return Notation.toLiterature(Pos.x(pos), Pos.y(pos), size);
    }
}
