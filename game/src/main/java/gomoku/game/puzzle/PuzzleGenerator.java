package gomoku.game.puzzle;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.board.Board;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.engine.core.Zobrist;
import gomoku.engine.pattern.Threat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Builds a VCF puzzle collection from two sources, taken in turn: games the engine plays against
 * itself at a weak level from a few random opening moves (weak levels miss wins, so positions with a
 * VCF for the side to move come up often), and composed positions (random legal moves around the
 * centre). Every position from some ply on is tested with the VCF solver ({@link VcfLine}); iterative
 * deepening gives the shortest number of attacking moves, which sets the level.
 *
 * <p>Random positions rarely need eight or more fours, so long puzzles are also composed backwards
 * ({@link #lengthen}): take back one attacking four and its block from a position with a VCF; the
 * position before them usually needs one four more. Repeating that turns a level-3 puzzle into a
 * level-4 one.
 *
 * <p>Positions are de-duplicated by a symmetry-invariant Zobrist key (the smallest key over the
 * eight board symmetries). Candidates are spread over 16 buckets (level x rule x attacker colour),
 * each filled up to an equal share; a full bucket's extras wait in a reserve used only if the source
 * budget runs out. Every kept puzzle is re-proved by {@link PuzzleVerifier} before it is added.
 * Not thread-safe; one generator owns its engine.
 */
public final class PuzzleGenerator {
    /** Board size of generated puzzles (the size renju is defined for). */
    static final int SIZE = 15;
    /** Positions before this ply are openings, not puzzles. */
    static final int FIRST_PLY = 9;
    /** Self-play games stop here; a weak game still open by now is a draw in all but name. */
    static final int LAST_PLY = 120;
    /** Solver limits during generation: longest line and node budget per position. */
    static final int MAX_ATTACKS = 24;
    static final long MAX_NODES = 250_000;
    /** At most this many puzzles from one game or composition, so no game dominates. */
    static final int PER_SOURCE = 3;
    /** Chance of a random move in self-play, for variety beyond the engine's own style. */
    static final double RANDOM_MOVE = 0.12;
    /**
     * Sources tried per requested puzzle before the reserve (extras of full buckets) fills the rest;
     * a source yields about one puzzle, and the rarest buckets (long renju lines) would otherwise
     * keep the generator running for a long time.
     */
    static final int SOURCES_PER_PUZZLE = 5;

    /** Take-backs tried per lengthening; each adds about one attacking move. */
    static final int LENGTHEN_STEPS = 10;

    private static final Rule[] RULES = {Rule.FREESTYLE, Rule.RENJU};

    private final Engine engine = new Engine(1, 16);
    private final PuzzleVerifier verifier = new PuzzleVerifier();
    private final Consumer<String> log;

    /** {@code log} receives one line per source with a new puzzle (the cli prints them on stderr). */
    public PuzzleGenerator(Consumer<String> log) {
        this.log = log;
    }

    /** About {@code count} puzzles (fewer only if the sources run dry), reproducible for a seed. */
    public PuzzleCollection generate(int count, long seed) {
        if (count < 1 || count > 10_000) throw new IllegalArgumentException("count must be 1 to 10000, not " + count);
        SplittableRandom random = new SplittableRandom(seed);
        engine.setSeed(seed);
        int share = (count + 15) / 16;
        Map<String, Integer> filled = new HashMap<>();
        Set<String> seen = new HashSet<>();
        List<Puzzle> kept = new ArrayList<>(), reserve = new ArrayList<>();
        int budget = count * SOURCES_PER_PUZZLE;
        for (int source = 0; source < budget && kept.size() < count; source++) {
            Rule rule = RULES[source % 2];
            boolean composed = source % 4 >= 2;
            List<Puzzle> found = composed ? compose(rule, random, seen) : selfPlay(rule, random, seen, source);
            int before = kept.size();
            for (Puzzle p : found) {
                String bucket = bucket(p);
                if (filled.getOrDefault(bucket, 0) < share && kept.size() < count) {
                    filled.merge(bucket, 1, Integer::sum);
                    kept.add(p);
                } else {
                    reserve.add(p);
                }
            }
            if (kept.size() > before)
                log.accept("source " + (source + 1) + " (" + (composed ? "composed" : "self-play") + ", " + rule.id()
                        + "): " + kept.size() + "/" + count + " puzzles");
        }
        // Fill up from the reserve, scarcest bucket first, so the spread stays as even as the sources allow.
        while (kept.size() < count && !reserve.isEmpty()) {
            Puzzle next = reserve.get(0);
            for (Puzzle p : reserve)
                if (filled.getOrDefault(bucket(p), 0) < filled.getOrDefault(bucket(next), 0)) next = p;
            reserve.remove(next);
            filled.merge(bucket(next), 1, Integer::sum);
            kept.add(next);
        }
        kept.sort(java.util.Comparator.comparingInt(Puzzle::level).thenComparing(p -> p.rule().id())
                .thenComparingInt(Puzzle::attacker).thenComparing(Puzzle::id));
        return new PuzzleCollection(kept);
    }

    private static String bucket(Puzzle p) {
        return p.level() + " " + p.rule().id() + " " + Side.name(p.attacker());
    }

    /** One weak self-play game; the positions with a VCF for the side to move become candidates. */
    private List<Puzzle> selfPlay(Rule rule, SplittableRandom random, Set<String> seen, int source) {
        GameState game = new GameState(SIZE, rule);
        openRandomly(game, random, 2 + random.nextInt(4));
        engine.newGame();
        Level level = Level.of(2 + source / 2 % 2);
        List<Puzzle> out = new ArrayList<>();
        Set<Integer> levels = new HashSet<>();
        while (!game.isOver() && game.moveCount() < LAST_PLY) {
            if (game.moveCount() >= FIRST_PLY && out.size() < PER_SOURCE) {
                Puzzle p = candidate(game, seen, levels);
                if (p != null) out.add(p);
                if (p != null && p.level() >= 2) out.addAll(lengthen(game, random, seen));
            }
            int move;
            if (random.nextDouble() < RANDOM_MOVE && !hasFive(game)) move = randomNearMove(game, random, 2);
            else move = engine.search(game, SearchLimits.time(0), level, SearchListener.NONE).bestMove();
            if (move == Pos.NONE || game.play(Pos.x(move), Pos.y(move)) != MoveCheck.LEGAL) break;
        }
        return out;
    }

    /** A composed position: random legal moves close to the stones already placed. */
    private List<Puzzle> compose(Rule rule, SplittableRandom random, Set<String> seen) {
        GameState game = new GameState(SIZE, rule);
        openRandomly(game, random, 1);
        int stones = 14 + random.nextInt(24);
        List<Puzzle> out = new ArrayList<>();
        Set<Integer> levels = new HashSet<>();
        while (game.moveCount() < stones && !game.isOver()) {
            int move = randomNearMove(game, random, 2);
            if (move == Pos.NONE) break;
            // Composition stops at a four: a position is only worth keeping while nobody has to block.
            game.play(Pos.x(move), Pos.y(move));
            if (game.isOver()) return out;
            if (game.moveCount() >= FIRST_PLY && out.size() < PER_SOURCE) {
                Puzzle p = candidate(game, seen, levels);
                if (p != null) out.add(p);
                if (p != null && p.level() >= 2) out.addAll(lengthen(game, random, seen));
            }
            if (hasFive(game)) break;
        }
        return out;
    }

    /** The puzzle for the side to move in {@code game}, or null (no VCF, already seen, level taken). */
    private Puzzle candidate(GameState game, Set<String> seen, Set<Integer> levelsTaken) {
        if (game.isOver()) return null;
        Board board = copy(game);
        int attacker = board.sideToMove();
        // The defender's four on the board would make the first move forced; an attacker's five is no puzzle.
        if (board.threatCount(attacker ^ 1, Threat.FIVE) > 0 || board.threatCount(attacker, Threat.FIVE) > 0) return null;
        VcfLine vcf = VcfLine.solve(board, MAX_ATTACKS, MAX_NODES);
        if (vcf == null) return null;
        int[] line = vcf.moves();
        int attacks = vcf.attackerMoves();
        int level = Puzzle.levelFor(attacks);
        if (levelsTaken.contains(level)) return null;
        String canonical = game.rule().id() + ":" + Long.toHexString(canonicalKey(board));
        if (!seen.add(canonical)) return null;
        String id = game.rule().id().substring(0, 1).toUpperCase(java.util.Locale.ROOT) + "-"
                + canonical.substring(canonical.indexOf(':') + 1);
        int[] moves = Engine.movesOf(game);
        Puzzle puzzle = new Puzzle(id, game.rule(), SIZE, Puzzle.literature(moves, moves.length, SIZE), attacker, level,
                Puzzle.literature(line, line.length, SIZE), attacks, vcf.forbiddenFinish());
        List<String> problems = verifier.verify(puzzle);
        if (!problems.isEmpty()) {
            log.accept("dropped " + id + ": " + problems.get(0));
            return null;
        }
        levelsTaken.add(level);
        return puzzle;
    }

    /**
     * Backward composition: repeatedly takes back one attacker stone and one defender stone that
     * together were a four and its block (the defender stone sits on a five point of the attacker
     * once it is removed), keeping the change when the solver's shortest VCF gets longer (or stays as long: a sideways
     * step). The
     * remaining stones are replayed in their original order, colours alternating, so the result is
     * again a legal game (renju forbidden points are checked move by move). Returns the level-4
     * puzzles met on the way (at most one per call).
     */
    private List<Puzzle> lengthen(GameState start, SplittableRandom random, Set<String> seen) {
        List<Puzzle> out = new ArrayList<>();
        int[] moves = Engine.movesOf(start);
        Board board = copy(start);
        int attacker = board.sideToMove();
        VcfLine current = VcfLine.solve(board, MAX_ATTACKS, MAX_NODES);
        for (int step = 0; step < LENGTHEN_STEPS && current != null && current.attackerMoves() < 8; step++) {
            int[] best = null;
            VcfLine bestLine = null;
            List<int[]> pairs = takeBackPairs(board, attacker);
            java.util.Collections.shuffle(pairs, new java.util.Random(random.nextLong()));
            for (int[] pair : pairs) {
                int[] shorter = without(moves, pair[0], pair[1]);
                GameState g = replay(start.rule(), shorter);
                if (g == null) continue;
                Board b = copy(g);
                if (b.threatCount(attacker ^ 1, Threat.FIVE) > 0 || b.threatCount(attacker, Threat.FIVE) > 0) continue;
                VcfLine line = VcfLine.solve(b, MAX_ATTACKS, MAX_NODES);
                // An equally long line is accepted too (a sideways step), in case the next take-back helps.
                if (line != null && line.attackerMoves() >= current.attackerMoves()
                        && (bestLine == null || line.attackerMoves() > bestLine.attackerMoves())) {
                    best = shorter;
                    bestLine = line;
                }
            }
            if (best == null) break;
            moves = best;
            current = bestLine;
            board = copy(replay(start.rule(), moves));
        }
        if (current != null && current.attackerMoves() >= 8) {
            Puzzle p = candidate(replay(start.rule(), moves), seen, new HashSet<>());
            if (p != null) out.add(p);
        }
        return out;
    }

    /** (attacker stone, defender stone) pairs that could have been a four and its forced block. */
    private static List<int[]> takeBackPairs(Board board, int attacker) {
        List<int[]> pairs = new ArrayList<>();
        int self = attacker + 1, oppo = (attacker ^ 1) + 1;
        for (int y = 0; y < board.size; y++)
            for (int x = 0; x < board.size; x++) {
                int block = Pos.of(x, y);
                if (board.cell(block) != oppo) continue;
                for (int d = 0; d < 4; d++) {
                    int own = 0;
                    for (int i = -4; i <= 4; i++) if (i != 0 && board.cell(block + Pos.DIR[d] * i) == self) own++;
                    if (own < 4) continue;
                    for (int i = -4; i <= 4; i++) {
                        int four = block + Pos.DIR[d] * i;
                        if (i != 0 && board.cell(four) == self) pairs.add(new int[] {four, block});
                    }
                }
            }
        return pairs;
    }

    private static int[] without(int[] moves, int a, int b) {
        List<Integer> black = new ArrayList<>(), white = new ArrayList<>();
        for (int i = 0; i < moves.length; i++)
            if (moves[i] != a && moves[i] != b) (i % 2 == 0 ? black : white).add(moves[i]);
        int[] out = new int[black.size() + white.size()];
        for (int i = 0; i < out.length; i++) out[i] = (i % 2 == 0 ? black : white).get(i / 2);
        return out;
    }

    /** The game of {@code moves}, or null if a move is illegal or ends the game. */
    private static GameState replay(Rule rule, int[] moves) {
        GameState g = new GameState(SIZE, rule);
        for (int m : moves)
            if (g.play(Pos.x(m), Pos.y(m)) != MoveCheck.LEGAL || g.isOver()) return null;
        return g;
    }

    /**
     * The smallest Zobrist key over the eight symmetries of the square board, so a position and its
     * rotations and reflections count as one puzzle.
     */
    static long canonicalKey(Board board) {
        long best = Long.MAX_VALUE;
        int n = board.size - 1;
        for (int sym = 0; sym < 8; sym++) {
            long key = 0;
            for (int y = 0; y < board.size; y++)
                for (int x = 0; x < board.size; x++) {
                    int cell = board.cell(Pos.of(x, y));
                    if (cell == Board.EMPTY) continue;
                    int tx = (sym & 1) != 0 ? n - x : x, ty = (sym & 2) != 0 ? n - y : y;
                    if ((sym & 4) != 0) { int t = tx; tx = ty; ty = t; }
                    key ^= Zobrist.stone(cell - 1, Pos.of(tx, ty));
                }
            best = Long.compareUnsigned(key, best) < 0 ? key : best;
        }
        return best;
    }

    private static Board copy(GameState game) {
        Board board = new Board(game.size(), game.rule());
        for (int move : game.moves()) board.makeMove(move);
        return board;
    }

    private static boolean hasFive(GameState game) {
        Board b = game.board();
        return b.threatCount(Side.BLACK, Threat.FIVE) > 0 || b.threatCount(Side.WHITE, Threat.FIVE) > 0;
    }

    /** Plays {@code count} random legal moves within three points of the centre. */
    private static void openRandomly(GameState game, SplittableRandom random, int count) {
        int centre = SIZE / 2;
        if (game.moveCount() == 0) game.play(centre, centre);
        for (int tries = 0; game.moveCount() < count && tries < 200; tries++)
            game.play(centre - 3 + random.nextInt(7), centre - 3 + random.nextInt(7));
    }

    /** A random legal move within {@code reach} of a stone (never one that ends the game), or NONE. */
    private static int randomNearMove(GameState game, SplittableRandom random, int reach) {
        Board b = game.board();
        int side = b.sideToMove();
        List<Integer> moves = new ArrayList<>();
        for (int y = 0; y < SIZE; y++)
            for (int x = 0; x < SIZE; x++) {
                int pos = Pos.of(x, y);
                if (!b.isEmpty(pos) || b.isFive(pos, side) || game.check(x, y) != MoveCheck.LEGAL) continue;
                if (nearStone(b, x, y, reach)) moves.add(pos);
            }
        return moves.isEmpty() ? Pos.NONE : moves.get(random.nextInt(moves.size()));
    }

    private static boolean nearStone(Board b, int x, int y, int reach) {
        for (int dy = -reach; dy <= reach; dy++)
            for (int dx = -reach; dx <= reach; dx++)
                if (Pos.onBoard(x + dx, y + dy, b.size) && !b.isEmpty(Pos.of(x + dx, y + dy))) return true;
        return false;
    }
}
