package gomoku.tui;

import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.play.OpeningRule;
import gomoku.game.play.Seat;

import java.util.Locale;

/**
 * How a new game is set up: who plays (the {@link Mode}), the human's colour against the computer,
 * the computer's level, the rule, the board size, the clock per move in seconds (0: no clock) and
 * the opening rule. Under an opening rule the colours are chosen during the opening, so
 * {@code humanSide} then names the human's seat: black the first player (who opens), white the
 * second (who chooses). Immutable; {@link #with(String)} reads the words typed after {@code n}.
 */
public record TuiSettings(Mode mode, int humanSide, int level, Rule rule, int size, int clockSeconds,
                          OpeningRule opening) {
    public static final int DEFAULT_CLOCK_SECONDS = 15;

    /** Settings without an opening rule. */
    public TuiSettings(Mode mode, int humanSide, int level, Rule rule, int size, int clockSeconds) {
        this(mode, humanSide, level, rule, size, clockSeconds, OpeningRule.NONE);
    }

    public static TuiSettings defaults() {
        return new TuiSettings(Mode.HVC, Side.BLACK, 2, Rule.FREESTYLE, 15, 0);
    }

    /** The human's seat against the computer: the first (who opens, or plays black without an opening rule) for black. */
    public Seat humanSeat() {
        return humanSide == Side.WHITE ? Seat.SECOND : Seat.FIRST;
    }

    /**
     * These settings changed by the blank-separated words of {@code text}, in any order: a rule
     * ({@code freestyle}, {@code standard}, {@code renju}), a level {@code 1}-{@code 5}, a colour
     * ({@code black}, {@code white}), a mode ({@code hvc}, {@code hvh}, {@code cvc}), a size
     * ({@code 15x15}, {@code 20x20}), {@code clock} / {@code clock=N} / {@code noclock}, an opening
     * rule ({@code swap}, {@code swap2}, {@code noswap}); {@code first} and {@code second} are
     * {@code black} and {@code white}, the words for seats.
     *
     * @throws BadWord naming the first word it does not understand
     */
    public TuiSettings with(String text) {
        TuiSettings s = this;
        for (String word : text.trim().toLowerCase(Locale.ROOT).split("\\s+")) {
            if (word.isEmpty()) continue;
            Rule r = Rule.parse(word);
            if (r != null) s = new TuiSettings(s.mode, s.humanSide, s.level, r, s.size, s.clockSeconds, s.opening);
            else if (word.matches("[1-5]")) s = new TuiSettings(s.mode, s.humanSide, Integer.parseInt(word), s.rule,
                    s.size, s.clockSeconds, s.opening);
            else if (word.equals("black") || word.equals("white") || word.equals("first") || word.equals("second"))
                s = new TuiSettings(s.mode, word.equals("black") || word.equals("first") ? Side.BLACK : Side.WHITE,
                        s.level, s.rule, s.size, s.clockSeconds, s.opening);
            else if (Mode.parse(word) != null)
                s = new TuiSettings(Mode.parse(word), s.humanSide, s.level, s.rule, s.size, s.clockSeconds, s.opening);
            else if (word.equals("swap") || word.equals("swap2") || word.equals("noswap"))
                s = new TuiSettings(s.mode, s.humanSide, s.level, s.rule, s.size, s.clockSeconds,
                        word.equals("noswap") ? OpeningRule.NONE : OpeningRule.parse(word));
            else if (word.matches("\\d{1,2}x\\d{1,2}")) {
                String[] parts = word.split("x");
                int n = Integer.parseInt(parts[0]);
                if (!parts[0].equals(parts[1]) || n < Pos.MIN_SIZE || n > Pos.MAX_SIZE)
                    throw new BadWord("settings.badSize", word, "board size '" + word + "': square, " + Pos.MIN_SIZE + "x"
                            + Pos.MIN_SIZE + " to " + Pos.MAX_SIZE + "x" + Pos.MAX_SIZE);
                s = new TuiSettings(s.mode, s.humanSide, s.level, s.rule, n, s.clockSeconds, s.opening);
            } else if (word.equals("clock")) s = s.withClock(DEFAULT_CLOCK_SECONDS);
            else if (word.equals("noclock")) s = s.withClock(0);
            else if (word.matches("clock=\\d{1,4}")) {
                int seconds = Integer.parseInt(word.substring(6));
                if (seconds < 1) throw new BadWord("settings.badClock", word, "clock '" + word + "': at least 1 second");
                s = s.withClock(seconds);
            } else throw new BadWord("settings.unknown", word, "unknown setting '" + word + "'");
        }
        return s;
    }

    public TuiSettings withClock(int seconds) {
        return new TuiSettings(mode, humanSide, level, rule, size, seconds, opening);
    }

    /** True when {@code side} is played by the computer (under an opening rule: the seat {@code side} names). */
    public boolean isComputer(int side) {
        return mode.isComputer(side, humanSide);
    }

    /** One line for the status bar, e.g. {@code renju 15x15, you (black) vs computer level 2, clock 15 s}. */
    public String describe() {
        return describe(Messages.ENGLISH);
    }

    /** {@link #describe()} in the language of {@code msg}. */
    public String describe(Messages msg) {
        String who = switch (mode) {
            case HVC -> opening == OpeningRule.NONE ? msg.get("describe.hvc", msg.side(humanSide), level)
                    : msg.get("describe.hvc." + humanSeat().id, level);
            case HVH -> msg.get("describe.hvh");
            case CVC -> msg.get("describe.cvc", level);
        };
        return msg.get("describe.line", msg.get("rule." + rule.id()), size, who)
                + (opening != OpeningRule.NONE ? msg.get("describe.opening", msg.get("opening." + opening.id)) : "")
                + (clockSeconds > 0 ? msg.get("describe.clock", clockSeconds) : "");
    }

    /** A word after {@code n} that is not a setting: the message key for it, the word, and the English sentence. */
    public static final class BadWord extends IllegalArgumentException {
        public final String key;
        public final String word;

        BadWord(String key, String word, String english) {
            super(english);
            this.key = key;
            this.word = word;
        }
    }
}
