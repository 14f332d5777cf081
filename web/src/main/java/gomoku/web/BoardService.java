package gomoku.web;

import gomoku.engine.board.Board;
import gomoku.engine.board.Forbidden;
import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.notation.Notation;
import gomoku.game.play.MoveRefusal;
import gomoku.game.record.GameRecord;
import gomoku.game.record.Psq;
import gomoku.game.record.RecordFormatException;
import gomoku.game.store.VariationStore;
import gomoku.game.variation.VariationSgf;
import gomoku.game.variation.VariationTree;
import gomoku.web.dto.BoardViews;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;

/**
 * The analysis boards: each a {@link VariationTree} and the node shown, kept in memory once opened
 * and saved to the {@link VariationStore} after every change, so a board survives a restart. Knows
 * nothing about HTTP; refusals are {@link ApiException}s and leave the board as it was. Each board is
 * changed under its own lock.
 */
public final class BoardService {
    /** An open board; guarded by itself. */
    private static final class Open {
        final long id;
        final VariationTree tree;
        final String title;
        int current;

        Open(long id, VariationTree tree, int current, String title) {
            this.id = id;
            this.tree = tree;
            this.current = current;
            this.title = title;
        }
    }

    private final VariationStore store;
    /** The record of a stored game by id; throws for an unknown game. */
    private final LongFunction<GameRecord> games;
    private final Map<Long, Open> open = new ConcurrentHashMap<>();

    public BoardService(VariationStore store, LongFunction<GameRecord> games) {
        this.store = store;
        this.games = games;
    }

    public List<BoardViews.Summary> list() {
        List<BoardViews.Summary> out = new ArrayList<>();
        for (VariationStore.Summary s : store.list())
            out.add(new BoardViews.Summary(s.id(), s.title(), s.size(), s.rule().id(), s.stones(), s.updatedMs()));
        return out;
    }

    public BoardViews.Board create(BoardViews.CreateRequest req) {
        VariationTree tree;
        VariationTree.Node shown;
        String title = req.title() == null ? "" : Requests.clean(req.title());
        if (req.sgf() != null) {
            try {
                tree = VariationSgf.read(req.sgf());
            } catch (RecordFormatException e) {
                throw bad(ErrorCode.BAD_RECORD, "not a readable SGF game: " + e.getMessage());
            }
            shown = tree.root();
        } else if (req.psq() != null) {
            GameRecord record;
            try {
                record = Psq.read(req.psq());
            } catch (RecordFormatException e) {
                throw bad(ErrorCode.BAD_RECORD, "not a readable PSQ game: " + e.getMessage());
            }
            tree = new VariationTree(record.size(), record.rule());
            shown = line(tree, tree.root(), record.moves());
        } else if (req.gameId() != null) {
            GameRecord record;
            try {
                record = games.apply(req.gameId());
            } catch (RuntimeException e) {
                throw new ApiException(ErrorCode.GAME_NOT_FOUND, "no game " + req.gameId());
            }
            tree = new VariationTree(record.size(), record.rule());
            List<int[]> moves = record.moves();
            VariationTree.Node end = line(tree, tree.root(), moves);
            int ply = req.ply() == null ? moves.size() : req.ply();
            if (ply < 0 || ply > moves.size()) throw bad(ErrorCode.BAD_REQUEST, "ply must be 0 to " + moves.size());
            shown = end;
            while (shown.depth() > ply) shown = shown.parent;
            if (req.branch() != null && !req.branch().isEmpty()) shown = line(tree, shown, points(req.branch(), tree.size()));
            if (title.isEmpty()) title = "#" + req.gameId();
        } else {
            int size = req.size() == null ? 15 : req.size();
            if (size < Pos.MIN_SIZE || size > Pos.MAX_SIZE) throw bad(ErrorCode.BAD_REQUEST, "size must be " + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE);
            Rule rule = req.rule() == null ? Rule.FREESTYLE : Rule.parse(req.rule());
            if (rule == null) throw bad(ErrorCode.BAD_REQUEST, "rule must be freestyle, standard or renju");
            tree = new VariationTree(size, rule);
            shown = tree.root();
            if (req.moves() != null && !req.moves().isBlank()) shown = line(tree, shown, parseMoves(req.moves(), size));
        }
        if (tree.nodeCount() > VariationTree.MAX_NODES) throw bad(ErrorCode.PAYLOAD_TOO_LARGE, "too many moves");
        long id = store.create(tree, shown.id, title);
        Open b = new Open(id, tree, shown.id, title);
        open.put(id, b);
        synchronized (b) {
            return view(b);
        }
    }

    public BoardViews.Board get(long id) {
        Open b = board(id);
        synchronized (b) {
            return view(b);
        }
    }

    /** Plays a stone after node {@code from} (null: the shown node) and shows it. */
    public BoardViews.Board play(long id, Integer from, int x, int y, Integer colour) {
        Open b = board(id);
        synchronized (b) {
            VariationTree.Node parent = node(b, from == null ? b.current : from);
            if (!Pos.onBoard(x, y, b.tree.size())) throw bad(ErrorCode.INVALID_POSITION, "(" + x + "," + y + ") is off the board");
            int side = colour == null ? b.tree.sideToMove(parent) : colour;
            int before = b.tree.nodeCount();
            VariationTree.Node n;
            try {
                n = b.tree.play(parent, x, y, side);
            } catch (IllegalArgumentException e) {
                throw refused(e, Notation.toLiterature(x, y, b.tree.size()), "cannot play");
            }
            b.current = n.id;
            if (b.tree.nodeCount() != before) store.save(b.id, b.tree, b.current);
            else store.saveCurrent(b.id, b.current);
            return view(b);
        }
    }

    public BoardViews.Board show(long id, int node) {
        Open b = board(id);
        synchronized (b) {
            b.current = node(b, node).id;
            store.saveCurrent(b.id, b.current);
            return view(b);
        }
    }

    /** Deletes the branch from {@code node} on; the shown node moves to its parent when it was inside. */
    public BoardViews.Board delete(long id, int node) {
        Open b = board(id);
        synchronized (b) {
            VariationTree.Node n = node(b, node);
            if (n.parent == null) throw bad(ErrorCode.BAD_REQUEST, "the empty board cannot be deleted");
            VariationTree.Node parent = b.tree.delete(n);
            if (!b.tree.has(b.current)) b.current = parent.id;
            store.save(b.id, b.tree, b.current);
            return view(b);
        }
    }

    public BoardViews.Board promote(long id, int node) {
        Open b = board(id);
        synchronized (b) {
            b.tree.promote(node(b, node));
            store.save(b.id, b.tree, b.current);
            return view(b);
        }
    }

    public BoardViews.Board comment(long id, int node, String text) {
        Open b = board(id);
        synchronized (b) {
            b.tree.comment(node(b, node), text);
            store.save(b.id, b.tree, b.current);
            return view(b);
        }
    }

    public String sgf(long id) {
        Open b = board(id);
        synchronized (b) {
            return VariationSgf.write(b.tree);
        }
    }

    /** PSQ of the main line; a colour playing twice cannot be written as a game. */
    public String psq(long id) {
        Open b = board(id);
        synchronized (b) {
            List<int[]> moves = new ArrayList<>();
            int side = Side.BLACK;
            for (VariationTree.Node n : b.tree.mainLine()) {
                if (n.colour != side) throw new ApiException(ErrorCode.NOT_A_GAME, "the main line has two stones of one colour in a row");
                moves.add(new int[] {n.x, n.y});
                side ^= 1;
            }
            return Psq.write(new GameRecord(b.tree.size(), b.tree.rule(), moves));
        }
    }

    /** The position at {@code node} (null: the shown node), as a fresh game the caller may change. */
    public GameState position(long id, Integer node) {
        Open b = board(id);
        synchronized (b) {
            return b.tree.position(node(b, node == null ? b.current : node));
        }
    }

    private Open board(long id) {
        Open b = open.computeIfAbsent(id, k -> store.load(k).map(s -> new Open(s.id(), s.tree(), s.current(), s.title())).orElse(null));
        if (b == null) throw new ApiException(ErrorCode.BOARD_NOT_FOUND, "no analysis board " + id);
        return b;
    }

    private static VariationTree.Node node(Open b, int id) {
        if (!b.tree.has(id)) throw new ApiException(ErrorCode.NODE_NOT_FOUND, "no move " + id + " on this board");
        return b.tree.node(id);
    }

    private static VariationTree.Node line(VariationTree tree, VariationTree.Node from, List<int[]> moves) {
        VariationTree.Node n = from;
        for (int[] m : moves) {
            if (GameRecord.isPass(m)) throw bad(ErrorCode.BAD_RECORD, "passes cannot be shown on the analysis board");
            if (!Pos.onBoard(m[0], m[1], tree.size())) throw bad(ErrorCode.INVALID_POSITION, "(" + m[0] + "," + m[1] + ") is off the board");
            try {
                n = tree.play(n, m[0], m[1], tree.sideToMove(n));
            } catch (IllegalArgumentException e) {
                throw refused(e, Notation.toLiterature(m[0], m[1], tree.size()), "move " + (n.depth() + 1) + " cannot be played:");
            }
        }
        return n;
    }

    private static List<int[]> points(List<List<Integer>> list, int size) {
        List<int[]> out = new ArrayList<>();
        for (List<Integer> p : list) {
            if (p == null || p.size() != 2 || p.get(0) == null || p.get(1) == null) throw bad(ErrorCode.BAD_REQUEST, "a branch is a list of [x, y] points");
            out.add(new int[] {p.get(0), p.get(1)});
        }
        return out;
    }

    /** Moves as literature points ("h8 i9") or a pos string ("h8i9", rows from the top as in Yixin). */
    private static List<int[]> parseMoves(String text, int size) {
        try {
            return Notation.parseLiteratureList(text, size);
        } catch (IllegalArgumentException e) {
            try {
                return Notation.parsePosString(text, size);
            } catch (IllegalArgumentException e2) {
                throw bad(ErrorCode.BAD_REQUEST, "moves must be points such as \"h8 i9\" or a pos string such as h8i9: " + Requests.clean(text));
            }
        }
    }

    private BoardViews.Board view(Open b) {
        VariationTree tree = b.tree;
        int size = tree.size();
        List<BoardViews.Node> nodes = new ArrayList<>();
        for (VariationTree.Node n : tree.nodes()) {
            List<Integer> children = new ArrayList<>();
            for (VariationTree.Node c : n.children()) children.add(c.id);
            nodes.add(new BoardViews.Node(n.id, n.parent == null ? -1 : n.parent.id, n.x, n.y,
                    n.parent == null ? null : Side.name(n.colour), n.parent == null ? null : Notation.toLiterature(n.x, n.y, size),
                    n.depth(), n.comment(), children));
        }
        VariationTree.Node current = tree.node(b.current);
        List<BoardViews.Stone> stones = new ArrayList<>();
        int number = 1;
        for (VariationTree.Node n : tree.path(current))
            stones.add(new BoardViews.Stone(n.x, n.y, Side.name(n.colour), Notation.toLiterature(n.x, n.y, size), number++, n.id));
        GameState g = tree.position(current);
        int toMove = tree.sideToMove(current);
        List<BoardViews.Point> forbidden = new ArrayList<>();
        if (tree.rule() == Rule.RENJU && toMove == Side.BLACK && !g.isOver()) {
            Board board = g.board();
            for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++)
                    if (board.isEmpty(Pos.of(x, y)) && board.forbidden(Pos.of(x, y)) != Forbidden.NONE) forbidden.add(point(x, y, size));
        }
        String winner = null;
        if (g.isOver()) winner = g.result() == GameState.DRAW ? "draw" : Side.name(g.result());
        List<BoardViews.Point> winningLine = new ArrayList<>();
        for (int pos : g.winningLine()) winningLine.add(point(Pos.x(pos), Pos.y(pos), size));
        return new BoardViews.Board(b.id, b.title, size, tree.rule().id(), b.current, Side.name(toMove), nodes, stones, forbidden,
                winner, winningLine);
    }

    static BoardViews.Point point(int x, int y, int size) {
        return new BoardViews.Point(x, y, Notation.toLiterature(x, y, size));
    }

    private static ApiException bad(ErrorCode code, String message) {
        return new ApiException(code, message);
    }

    /**
     * The tree's refusal as an API error: an illegal stone (with the foul's {@code kind} when it is
     * one), or a full tree.
     */
    private static ApiException refused(IllegalArgumentException e, String point, String what) {
        String reason = String.valueOf(e.getMessage());
        MoveRefusal refusal = e instanceof VariationTree.IllegalStoneException illegal ? MoveRefusal.of(illegal.check()) : null;
        ErrorCode code = refusal != null ? ErrorCode.of(refusal)
                : reason.equals("TREE_FULL") ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.BAD_REQUEST;
        Map<String, Object> params = new HashMap<>();
        params.put("point", point);
        if (refusal != null && refusal.isFoul()) params.put("kind", refusal.id);
        return new ApiException(code, what + " " + point + ": " + reason.toLowerCase(Locale.ROOT).replace('_', ' '), params);
    }
}
