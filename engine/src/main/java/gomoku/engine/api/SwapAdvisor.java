package gomoku.engine.api;

import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The engine's decisions in a swap opening, made as a player would make them: it judges a position
 * by a short search (a fixed node count through {@link Engine#searchAll}, on a table cleared first,
 * so the same position always gets the same value), places stones whose position it judges
 * balanced, and takes the colour it judges better. Every value here is the search's, for the side to
 * move; after three or five opening stones that is white.
 *
 * <p>Placing: candidates near the centre (or near the stones already placed) are drawn at random
 * and judged one after another until {@link #WANTED_BALANCED} of them fall within
 * {@link #BALANCE_BAND} of 0 or {@link #MAX_CANDIDATES} were judged; one of the balanced ones is
 * picked at random, else the one nearest 0. Random choices come from the seed, so with one search
 * thread the decisions are reproducible. Not thread-safe; it searches on the caller's thread with
 * the given engine (whose table it clears).
 */
public final class SwapAdvisor {
    /**
     * Values within this distance of 0 count as balanced: by {@link WinChance} the side to move wins
     * 44 to 56 %. At the default node count the engine gives the 26 classical renju openings -385 to
     * -71 for white under renju (-552 to 21 in freestyle); inside the band are the ones renju players
     * call close, such as 5I, 1I and 13D.
     */
    public static final int BALANCE_BAND = 150;
    /** Nodes per judged position when the caller names none (about 0.1 s). */
    public static final long DEFAULT_NODES = 20_000;
    /**
     * Most candidate placements judged for one decision (a caller's deadline stops it sooner). The
     * freestyle network of 2026-12-06 (late evening) values five-stone openings further from 0 than
     * the one before it: 24 random placements then often held no balanced one, 48 found one for
     * each of twelve seeds (about 28 judged on average).
     */
    static final int MAX_CANDIDATES = 48;
    /** Balanced candidates found before one of them is picked. */
    static final int WANTED_BALANCED = 3;
    /** How far from the centre black's first stone's partners go (Chebyshev): white 2 within 2, black 3 within 3. */
    private static final int WHITE_REACH = 2, BLACK_REACH = 3;
    /** How far from the stones on the board the fourth and fifth stones go. */
    private static final int PLACE_TWO_REACH = 2;

    /** What the choosing player does. */
    public enum Take {
        BLACK,
        WHITE,
        /** Swap2, after three stones: place two more and let the other player choose. */
        PLACE_TWO
    }

    /**
     * A colour decision: what to take, the stones to place with {@link Take#PLACE_TWO} (white then
     * black, packed points; empty otherwise), and the value it was based on (white to move).
     */
    public record Decision(Take take, int[] stones, int value) {}

    private final Engine engine;
    private final long nodes;
    private final SplittableRandom random;
    private final List<int[]> judged = new ArrayList<>();
    /** {@link System#nanoTime()} after which placing judges no further candidate; none when unset. */
    private long deadlineNanos;
    private boolean hasDeadline;

    public SwapAdvisor(Engine engine, long nodesPerPosition, long seed) {
        if (nodesPerPosition <= 0) throw new IllegalArgumentException("nodes must be positive: " + nodesPerPosition);
        this.engine = engine;
        this.nodes = nodesPerPosition;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Placing stops judging candidates at {@code nanoTime} ({@link System#nanoTime()}) and picks
     * among those judged so far; at least one is always judged. A protocol brain sets it from its
     * turn's clock.
     */
    public void setDeadline(long nanoTime) {
        deadlineNanos = nanoTime;
        hasDeadline = true;
    }

    /** The search's value of the position after {@code moves} (packed points), for the side to move. */
    public int evaluate(int size, Rule rule, int[] moves) {
        GameState game = replay(size, rule, moves);
        if (game == null) throw new IllegalArgumentException("the moves are not a legal game");
        return evaluate(game);
    }

    /**
     * The mean of the last two completed iterations' values: a shallow search's value swings between
     * odd and even depths (the side that moved last looks better), and the mean of the two cancels
     * most of that swing. A proven result is taken as it is.
     */
    private int evaluate(GameState game) {
        engine.newGame();
        int[] last = {0, 0, 0};                    // iterations seen, the last value, the one before
        SearchResult r = engine.searchAll(game, SearchLimits.nodes(nodes), info -> {
            last[2] = last[1];
            last[1] = info.score();
            last[0]++;
        });
        if (r.mate() != 0 || last[0] < 2) return r.score();
        return (last[1] + last[2]) / 2;
    }

    /** Three balanced opening stones for an empty {@code size} board: black, white, black (packed points). */
    public int[] openThree(int size, Rule rule) {
        return completeThree(size, rule, new int[0]);
    }

    /**
     * The opening stones still missing after {@code placed} (0 to 2 of the three already on the
     * board, say after an undo), chosen so that the three together are balanced.
     */
    public int[] completeThree(int size, Rule rule, int[] placed) {
        if (placed.length > 3) throw new IllegalArgumentException("more than three stones placed");
        int c = size / 2;
        int missing = 3 - placed.length;
        return pickBalanced(size, rule, placed, () -> {
            int[] all = {Pos.of(c, c), near(c, c, 1, WHITE_REACH, size), near(c, c, 1, BLACK_REACH, size)};
            int[] rest = new int[missing];
            System.arraycopy(all, placed.length, rest, 0, missing);
            return rest;
        });
    }

    /**
     * Two balanced stones (white, then black) to add to the three of {@code placed}; with four placed
     * (one of the two already on the board), the black one.
     */
    public int[] placeTwo(int size, Rule rule, int[] placed) {
        if (placed.length < 3 || placed.length > 5) throw new IllegalArgumentException("not three or four stones");
        int minX = size, minY = size, maxX = -1, maxY = -1;
        for (int m : placed) {
            minX = Math.min(minX, Pos.x(m));
            minY = Math.min(minY, Pos.y(m));
            maxX = Math.max(maxX, Pos.x(m));
            maxY = Math.max(maxY, Pos.y(m));
        }
        int x0 = Math.max(0, minX - PLACE_TWO_REACH), y0 = Math.max(0, minY - PLACE_TWO_REACH);
        int x1 = Math.min(size - 1, maxX + PLACE_TWO_REACH), y1 = Math.min(size - 1, maxY + PLACE_TWO_REACH);
        int missing = 5 - placed.length;
        return pickBalanced(size, rule, placed, () -> {
            int[] stones = new int[missing];
            for (int i = 0; i < missing; i++)
                stones[i] = Pos.of(x0 + random.nextInt(x1 - x0 + 1), y0 + random.nextInt(y1 - y0 + 1));
            return stones;
        });
    }

    /**
     * The choice after three stones (white to move): black when white's value is below the band,
     * white when above; inside the band two more balanced stones when {@code mayPlaceTwo} (swap2),
     * else the side the value leans to.
     */
    public Decision afterThree(int size, Rule rule, int[] three, boolean mayPlaceTwo) {
        int value = evaluate(size, rule, three);
        if (mayPlaceTwo && Math.abs(value) <= BALANCE_BAND)
            return new Decision(Take.PLACE_TWO, placeTwo(size, rule, three), value);
        return new Decision(value < 0 ? Take.BLACK : Take.WHITE, new int[0], value);
    }

    /** The choice after five stones (white to move): the colour the value favours. */
    public Decision afterFive(int size, Rule rule, int[] five) {
        int value = evaluate(size, rule, five);
        return new Decision(value < 0 ? Take.BLACK : Take.WHITE, new int[0], value);
    }

    /** The candidates the last placement judged: {points..., value} each, in the order judged. */
    public List<int[]> lastJudged() {
        List<int[]> copy = new ArrayList<>(judged.size());
        for (int[] j : judged) copy.add(j.clone());
        return copy;
    }

    private interface Candidates {
        int[] next();
    }

    /**
     * Draws candidate stones to add to {@code before} and judges each legal one, until enough are
     * balanced; returns the stones of a balanced one picked at random, else of the one nearest 0.
     */
    private int[] pickBalanced(int size, Rule rule, int[] before, Candidates candidates) {
        judged.clear();
        List<int[]> balanced = new ArrayList<>();
        int[] nearest = null;
        int nearestValue = Integer.MAX_VALUE;
        int draws = 0;
        while (judged.size() < MAX_CANDIDATES && balanced.size() < WANTED_BALANCED && draws++ < MAX_CANDIDATES * 20) {
            // nanoTime may be negative: compare differences, never absolute values.
            if (hasDeadline && !judged.isEmpty() && System.nanoTime() - deadlineNanos >= 0) break;
            int[] stones = candidates.next();
            int[] all = concat(before, stones);
            GameState game = replay(size, rule, all);
            if (game == null || isSeen(stones)) continue;
            int value = evaluate(game);
            int[] entry = concat(stones, new int[] {value});
            judged.add(entry);
            if (Math.abs(value) <= BALANCE_BAND) balanced.add(stones);
            if (Math.abs(value) < nearestValue) {
                nearestValue = Math.abs(value);
                nearest = stones;
            }
        }
        if (!balanced.isEmpty()) return balanced.get(random.nextInt(balanced.size()));
        if (nearest == null) throw new IllegalStateException("no room for an opening on this board");
        return nearest;
    }

    private boolean isSeen(int[] stones) {
        for (int[] j : judged) {
            boolean same = true;
            for (int i = 0; i < stones.length; i++) same &= j[i] == stones[i];
            if (same) return true;
        }
        return false;
    }

    /** A random point whose Chebyshev distance from (cx, cy) is between {@code min} and {@code max}. */
    private int near(int cx, int cy, int min, int max, int size) {
        while (true) {
            int x = cx - max + random.nextInt(2 * max + 1), y = cy - max + random.nextInt(2 * max + 1);
            int d = Math.max(Math.abs(x - cx), Math.abs(y - cy));
            if (d >= min && Pos.onBoard(x, y, size)) return Pos.of(x, y);
        }
    }

    /** The game after {@code moves}, null when one of them is not legal. */
    private static GameState replay(int size, Rule rule, int[] moves) {
        GameState game = new GameState(size, rule);
        for (int m : moves)
            if (!Pos.onBoard(m, size) || game.play(Pos.x(m), Pos.y(m)) != MoveCheck.LEGAL) return null;
        return game.isOver() ? null : game;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] all = new int[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
