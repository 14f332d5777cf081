package gomoku.game.play;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SwapAdvisor;
import gomoku.engine.board.GameState;

/**
 * The computer's turn in a swap opening, for every front end: when {@link PlaySession#isComputerToMove()}
 * holds while {@link PlaySession#inOpening()}, {@link #decide} says what the computer does (on a copy
 * of the game, away from the session's lock: it searches) and {@link OpeningAction#applyTo} does it.
 * A colour choice that leaves the computer to move (it took white after three) is followed by an
 * ordinary computer move. The engine's judgement is {@link SwapAdvisor}'s; the level sets how long
 * it looks at each position, and placing takes at most about two of the level's move times. Not thread-safe: one decision at a time.
 */
public final class ComputerOpening {
    /** Nodes per judged position at level 1; each level above doubles it (level 5: 64k, about 0.5 s). */
    private static final long LEVEL_ONE_NODES = 4_000;
    /** Placing stones stops judging candidates after this many of the level's move times. */
    private static final int PLACING_MOVE_TIMES = 2;

    private final Engine engine;
    private final long seed;
    private long decisions;

    /** {@code seed} makes the computer's openings reproducible (with a one-thread engine). */
    public ComputerOpening(Engine engine, long seed) {
        this.engine = engine;
        this.seed = seed;
    }

    /** Nodes the computer spends judging one position at {@code level}. */
    public static long nodesFor(Level level) {
        return LEVEL_ONE_NODES << (level.number - 1);
    }

    /**
     * What the computer does in {@code phase} of an opening under {@code rule}, with the game at
     * {@code state} (a copy: it is only read). Placing phases give the stones; choices give a colour,
     * or under swap2 after three stones possibly {@link OpeningChoice#PLACE_TWO} with its two stones.
     *
     * @throws IllegalArgumentException when {@code phase} is {@link OpeningPhase#DONE}
     */
    public OpeningAction decide(GameState state, OpeningRule rule, OpeningPhase phase, Level level) {
        SwapAdvisor advisor = new SwapAdvisor(engine, nodesFor(level), seed + decisions++);
        advisor.setDeadline(System.nanoTime() + PLACING_MOVE_TIMES * level.moveTimeMs * 1_000_000L);
        int size = state.size();
        int[] moves = Engine.movesOf(state);
        int count = moves.length;
        return switch (phase) {
            case PLACE_THREE -> new OpeningAction(phase, count, null, advisor.completeThree(size, state.rule(), moves));
            case PLACE_TWO -> new OpeningAction(phase, count, null, advisor.placeTwo(size, state.rule(), moves));
            case CHOOSE_AFTER_THREE -> {
                SwapAdvisor.Decision d = advisor.afterThree(size, state.rule(), moves, rule == OpeningRule.SWAP2);
                yield new OpeningAction(phase, count, choiceOf(d.take()), d.stones());
            }
            case CHOOSE_AFTER_FIVE -> new OpeningAction(phase, count,
                    choiceOf(advisor.afterFive(size, state.rule(), moves).take()), new int[0]);
            case DONE -> throw new IllegalArgumentException("the opening is over");
        };
    }

    /** {@link #decide} on a copy of {@code session}'s game, then {@link OpeningAction#applyTo} it: for front ends that search on the session's thread. */
    public OpeningAction act(PlaySession session, Level level, long nowMs) {
        OpeningAction action = decide(session.copyOfState(), session.openingRule(), session.openingPhase(), level);
        if (!action.applyTo(session, nowMs)) throw new IllegalStateException("the game changed while the computer decided");
        return action;
    }

    private static OpeningChoice choiceOf(SwapAdvisor.Take take) {
        return switch (take) {
            case BLACK -> OpeningChoice.BLACK;
            case WHITE -> OpeningChoice.WHITE;
            case PLACE_TWO -> OpeningChoice.PLACE_TWO;
        };
    }
}
