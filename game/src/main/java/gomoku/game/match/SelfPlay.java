package gomoku.game.match;

import gomoku.engine.api.Candidate;
import gomoku.engine.api.Engine;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import gomoku.game.notation.Notation;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Games of our engine against itself, for training data. A game starts from a balanced opening
 * picked at random and turned by one of the board's eight symmetries; every move is a search of a
 * fixed node count, the first few a random pick among the near-best moves so that games from one
 * opening differ. When the game is over, each position after the opening is searched again, deeper,
 * for its value. The instance owns its engine (one search thread, so node counts decide everything):
 * the same settings, openings and seed give the same game on any machine. Not thread-safe.
 */
public final class SelfPlay {
    /** Hash of each engine: ample for the label searches' node counts, small enough for a worker per core. */
    public static final int HASH_MB = 16;

    /**
     * How the games are played and labelled.
     *
     * @param rule         the rule
     * @param size         board size
     * @param playNodes    nodes of the search that picks each move
     * @param labelNodes   nodes of the search that values each position afterwards
     * @param randomPlies  moves after the opening picked at random among the near-best
     * @param randomMoves  how many of the best moves such a pick considers
     * @param randomMargin how far below the best move's value a move may be and still be picked
     * @param evaluation   the static evaluation of both searches
     * @param network      a network to evaluate with instead of the shipped one of the rule, or null; only
     *                     with the network evaluation, and only one of the rule's rule set
     */
    public record Settings(Rule rule, int size, long playNodes, long labelNodes, int randomPlies, int randomMoves,
                           int randomMargin, Evaluation evaluation, Network network) {
        public Settings {
            Objects.requireNonNull(evaluation, "evaluation");
            if (network != null && evaluation != Evaluation.NETWORK)
                throw new IllegalArgumentException("a network is used only by the network evaluation, not the " + evaluation.id());
            // The engine would quietly search with the shipped network instead: the games and labels
            // would not be the ones asked for.
            if (network != null && network.ruleSet != Network.ruleSetOf(rule))
                throw new IllegalArgumentException("a network for " + ruleSetName(network.ruleSet) + ", not for " + rule.id());
        }

        /** Settings with the classical evaluation. */
        public Settings(Rule rule, int size, long playNodes, long labelNodes, int randomPlies, int randomMoves, int randomMargin) {
            this(rule, size, playNodes, labelNodes, randomPlies, randomMoves, randomMargin, Evaluation.CLASSICAL, null);
        }

        /** These settings with another evaluation and network (null: the shipped network of the rule). */
        public Settings withEvaluation(Evaluation evaluation, Network network) {
            return new Settings(rule, size, playNodes, labelNodes, randomPlies, randomMoves, randomMargin, evaluation, network);
        }

        private static String ruleSetName(int ruleSet) {
            return ruleSet == Network.RULES_RENJU ? "renju" : "freestyle and standard";
        }
    }

    /**
     * One finished game.
     *
     * @param opening       index of its opening in the list given to {@link #play}
     * @param moves         every move, the opening's first (packed positions)
     * @param openingLength how many of {@code moves} are the opening
     * @param result        {@code Side.BLACK} or {@code Side.WHITE} for the winner, or {@link GameState#DRAW}
     * @param scores        the label search's value of each position after the opening, for its side to
     *                      move: {@code scores[i]} is the position before {@code moves[openingLength + i]}
     */
    public record Game(int opening, int[] moves, int openingLength, int result, int[] scores) {
        /** How many labelled positions the game holds: one for each move after the opening. */
        public int positions() {
            return scores.length;
        }
    }

    private final Settings settings;
    private final Engine engine;
    private final int maxMoves;
    private volatile boolean stopped;

    public SelfPlay(Settings settings) {
        this.settings = settings;
        this.engine = new Engine(1, HASH_MB);
        engine.setEvaluation(settings.evaluation());
        engine.setNetwork(settings.network());
        this.maxMoves = maxMoves(settings.rule(), settings.size());
    }

    /** Moves after which a game still open is a draw: renju's 200, as in Gomocup and in {@link Match}; else the full board. */
    public static int maxMoves(Rule rule, int size) {
        return rule == Rule.RENJU ? 200 : size * size;
    }

    /**
     * The game after {@code opening} (points {x, y}) under {@code symmetry}; an
     * {@link IllegalArgumentException} naming opening {@code number} when a move is illegal or the
     * opening is already decided.
     */
    public static GameState start(List<int[]> opening, int symmetry, Rule rule, int size, int number) {
        GameState game = new GameState(size, rule);
        for (int[] m : opening) {
            int[] p = transform(m, symmetry, size);
            MoveCheck c = game.play(p[0], p[1]);
            if (c != MoveCheck.LEGAL) throw new IllegalArgumentException("opening " + number + " is illegal: " + c.message);
        }
        if (game.isOver()) throw new IllegalArgumentException("opening " + number + " is already decided");
        return game;
    }

    /** Stops the game in progress as soon as possible; {@link #play} then throws {@link IllegalStateException}. */
    public void stop() {
        stopped = true;
        engine.stop();
    }

    /**
     * Plays and labels one game from one of {@code openings} (each legal and undecided). The
     * opening, its symmetry and the random picks all come from {@code seed}.
     */
    public Game play(List<List<int[]>> openings, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int opening = random.nextInt(openings.size());
        int symmetry = random.nextInt(8);
        GameState game = start(openings.get(opening), symmetry, settings.rule(), settings.size(), opening + 1);
        int openingLength = game.moveCount();
        // Node limits, no clock: node counts, unlike time, repeat on any machine.
        SearchLimits play = SearchLimits.nodes(settings.playNodes());
        engine.newGame();
        while (!game.isOver() && game.moveCount() < maxMoves) {
            int move = game.moveCount() - openingLength < settings.randomPlies()
                    ? nearBest(game, play, random)
                    : engine.searchNoBook(game, play).bestMove();
            checkRunning();
            MoveCheck c = game.play(Pos.x(move), Pos.y(move));
            // Pos.NONE (no legal move left) fails here as off the board: renju games are drawn long before that.
            if (c != MoveCheck.LEGAL)
                throw new IllegalStateException("the engine played " + Pos.toString(move) + " after "
                        + movesText(game) + ": " + c.message);
        }
        int result = game.isOver() ? game.result() : GameState.DRAW;
        int[] moves = Engine.movesOf(game);
        return new Game(opening, moves, openingLength, result, label(moves, openingLength));
    }

    /**
     * The deeper search's value ({@link Settings#labelNodes} nodes) of each position of a game from
     * move {@code openingLength} on, for its side to move: the position before {@code moves[i]} for
     * each {@code i >= openingLength}. It runs on a cleared table, so a game's moves were chosen by the
     * play search alone; the positions go in game order, so each search finds the one before it in the
     * table, as in a game. The moves must be legal under the settings' rule and leave the game open
     * until the last one (not checked here); a game recorded elsewhere is valued the same way.
     */
    public int[] label(int[] moves, int openingLength) {
        SearchLimits limits = SearchLimits.nodes(settings.labelNodes());
        GameState game = new GameState(settings.size(), settings.rule());
        for (int i = 0; i < openingLength; i++) game.play(Pos.x(moves[i]), Pos.y(moves[i]));
        int[] scores = new int[moves.length - openingLength];
        engine.newGame();
        for (int i = openingLength; i < moves.length; i++) {
            // searchAll searches a forced block too: a block played at once would have no value.
            scores[i - openingLength] = engine.searchAll(game, limits, SearchListener.NONE).score();
            checkRunning();
            game.play(Pos.x(moves[i]), Pos.y(moves[i]));
        }
        return scores;
    }

    /**
     * A move picked at random among the {@code randomMoves} best that are within {@code randomMargin}
     * of the best; never instead of a forced win, and never a move that loses by force.
     */
    private int nearBest(GameState game, SearchLimits limits, SplittableRandom random) {
        List<Candidate> candidates = engine.searchMultiPv(game, settings.randomMoves(), limits);
        if (candidates.isEmpty()) return Pos.NONE;
        Candidate best = candidates.get(0);
        if (best.mate() != 0) return best.move();
        int n = 1;
        while (n < candidates.size() && candidates.get(n).mate() == 0
                && candidates.get(n).score() >= best.score() - settings.randomMargin()) n++;
        return candidates.get(random.nextInt(n)).move();
    }

    /** The moves of {@code game} as a pos string (what analyze --moves reads), for an error message. */
    private static String movesText(GameState game) {
        List<int[]> points = new ArrayList<>();
        for (int m : Engine.movesOf(game)) points.add(new int[] {Pos.x(m), Pos.y(m)});
        return Notation.toPosString(points);
    }

    private void checkRunning() {
        if (stopped) throw new IllegalStateException("stopped");
    }

    /**
     * Point {x, y} under symmetry {@code symmetry} (0 to 7) of a {@code size} board: bit 0 mirrors
     * the columns, bit 1 the rows, bit 2 swaps the axes. Fives, fours and renju's forbidden points
     * are the same under all eight, so a balanced opening stays balanced.
     */
    static int[] transform(int[] point, int symmetry, int size) {
        int x = (symmetry & 1) != 0 ? size - 1 - point[0] : point[0];
        int y = (symmetry & 2) != 0 ? size - 1 - point[1] : point[1];
        return (symmetry & 4) != 0 ? new int[] {y, x} : new int[] {x, y};
    }
}
