package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Random and mutated protocol lines, interleaved with valid commands: the brain never dies, never
 * hangs (every wait has a deadline), never reports an internal error, and answers the valid
 * commands correctly afterwards. 10 runs of 1,000 lines each.
 */
class BrainFuzzTest {
    static final int LINES_PER_RUN = 1_000;
    private static final String MOVE = "\\d+,\\d+";
    /** Every line a brain may print (SWAP2BOARD: SWAP, or two or three stones on one line). */
    private static final Pattern REPLY = Pattern.compile("OK|ERROR .+|UNKNOWN .+|MESSAGE .*|FORBID .*\\.|" + MOVE
            + "|SWAP|" + MOVE + "( " + MOVE + "){1,2}|name=.+|DEBUG .*", Pattern.DOTALL);

    /** Valid commands and parts of them: the seeds the mutations start from. */
    private static final String[] VALID = {
        "START 15", "START 20", "RECTSTART 15,15", "RESTART", "BEGIN", "TURN 7,7", "TURN 0,14", "PLAY 3,4",
        "TAKEBACK 7,7", "ABOUT 1", "YXSHOWFORBID", "YXHASHCLEAR", "BOARD", "YXBOARD", "7,7,1", "8,8,2", "6,6,3",
        "DONE", "INFO rule 4", "INFO rule 1", "INFO game_type 1", "INFO folder /tmp", "SHOW", "YXSTOP", "STOP",
        "SWAP2BOARD", "YXNBEST 2", "INFO evaluate 7,7",
    };

    /**
     * Commands the fuzz does not send as they are: END ends the session, BENCH runs for seconds, ABOUT
     * is the probe that marks the end of a check, and these INFO keys would change the search limits.
     * Read the way the brain reads a line: the first word, in any case, after any blank.
     */
    static boolean excluded(String line) {
        String[] words = line.strip().split("[\\s\\p{Z}\\u001C-\\u001F]+", 3);
        String word = words[0].toUpperCase(Locale.ROOT);
        if (word.equals("END") || word.equals("BENCH") || word.equals("ABOUT")) return true;
        return word.equals("INFO") && words.length > 1 && List.of("timeout_turn", "timeout_match", "time_left",
                "max_memory", "thread_num", "max_depth", "max_node").contains(words[1].toLowerCase(Locale.ROOT));
    }

    @Property(tries = 10)
    void randomAndMutatedLines_neverBreakTheBrain(@ForAll("sessions") List<String> lines) {
        try (BrainSession s = new BrainSession()) {
            limits(s);
            List<String> printed = new ArrayList<>();
            int sent = 0;
            for (int i = 0; i < lines.size(); i++) {
                if (excluded(lines.get(i))) continue;
                s.send(lines.get(i));
                sent++;
                if (i % 100 == 99) printed.addAll(checkValidCommands(s));
            }
            printed.addAll(checkValidCommands(s));
            assertThat(sent).as("random lines sent in this run").isGreaterThan(LINES_PER_RUN * 9 / 10);
            assertThat(printed).allSatisfy(l -> {
                assertThat(l).matches(REPLY);
                assertThat(l.chars()).as(l).noneMatch(c -> Character.isISOControl(c) || c == 0x2028 || c == 0x2029);
                assertThat(l).doesNotStartWith("ERROR internal error");
            });
        }
    }

    /** Small, fixed search limits, so that a random BEGIN or TURN answers at once. */
    private static void limits(BrainSession s) {
        s.send("INFO timeout_turn 200", "INFO max_node 2000", "INFO max_depth 2", "INFO thread_num 1");
    }

    /**
     * Closes whatever the random lines left open (a BOARD block), starts a fresh game and checks the
     * answers: OK to START, a legal move to TURN, the name to ABOUT. Returns every line printed meanwhile.
     */
    private static List<String> checkValidCommands(BrainSession s) {
        s.send("DONE", "DONE");
        limits(s);
        s.send("START 15", "TURN 7,7", "ABOUT");
        List<String> printed = new ArrayList<>();
        String line;
        do {
            line = s.next();
            printed.add(line);
        } while (!line.startsWith("name="));
        List<String> replies = printed.stream().filter(l -> !l.startsWith("MESSAGE")).toList();
        assertThat(replies.size()).as(printed.toString()).isGreaterThanOrEqualTo(3);
        assertThat(replies.get(replies.size() - 3)).as("START answered: " + printed).isEqualTo("OK");
        String move = replies.get(replies.size() - 2);
        assertThat(move).as("TURN answered with a move: " + printed).matches(MOVE);
        String[] xy = move.split(",");
        int x = Integer.parseInt(xy[0]), y = Integer.parseInt(xy[1]);
        assertThat(x).isBetween(0, 14);
        assertThat(y).isBetween(0, 14);
        assertThat(move).isNotEqualTo("7,7");
        return printed;
    }

    @Provide
    Arbitrary<List<String>> sessions() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, mutated()),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(VALID)),
                net.jqwik.api.Tuple.of(1, noise())).list().ofSize(LINES_PER_RUN);
    }

    /** Any characters: control characters, non-ASCII, commas and digits. */
    private static Arbitrary<String> noise() {
        return Arbitraries.strings().all().ofMaxLength(60)
                .map(t -> t.replace('\n', ' ').replace('\r', ' '));
    }

    /** A valid command with one to three small edits: a character inserted, removed or replaced, a number changed. */
    private static Arbitrary<String> mutated() {
        Arbitrary<String> seed = Arbitraries.of(VALID);
        Arbitrary<List<int[]>> edits = Combinators.combine(Arbitraries.integers().between(0, 4),
                Arbitraries.integers().between(0, 1_000), Arbitraries.integers().between(0, 0x2FF))
                .as((kind, where, c) -> new int[] {kind, where, c}).list().ofMinSize(1).ofMaxSize(3);
        return Combinators.combine(seed, edits).as(BrainFuzzTest::apply);
    }

    private static String apply(String seed, List<int[]> edits) {
        StringBuilder b = new StringBuilder(seed);
        for (int[] e : edits) {
            int at = b.length() == 0 ? 0 : e[1] % (b.length() + 1);
            char c = (char) e[2];
            if (c == '\n' || c == '\r') c = ' ';
            switch (e[0]) {
                case 0 -> b.insert(at, c);
                case 1 -> { if (at < b.length()) b.deleteCharAt(at); }
                case 2 -> { if (at < b.length()) b.setCharAt(at, c); }
                case 3 -> b.insert(at, e[1] % 2 == 0 ? "-" : String.valueOf(e[1] * 7919L));
                default -> b.replace(0, b.length(), b.toString().toLowerCase(Locale.ROOT));
            }
        }
        return b.toString();
    }
}
