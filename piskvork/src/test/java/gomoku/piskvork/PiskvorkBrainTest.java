package gomoku.piskvork;

import static org.assertj.core.api.Assertions.assertThat;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.eval.Evaluation;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Scripted Piskvork sessions: commands in, replies checked. */
class PiskvorkBrainTest {
    private static final String MOVE = "\\d+,\\d+";

    /** Parses a move reply, failing the test if it is not {@code x,y}. */
    private static int[] move(String reply) {
        assertThat(reply).matches(MOVE);
        String[] p = reply.split(",");
        return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
    }

    private static List<String> withoutMessages(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) if (!l.startsWith("MESSAGE")) out.add(l);
        return out;
    }

    // ---------------------------------------------------------------- START, RECTSTART, RESTART

    @Test
    void start_supportedSizes_ok() {
        assertThat(BrainSession.script("START 15", "START 20", "START 5", "START 22"))
                .containsExactly("OK", "OK", "OK", "OK");
    }

    @Test
    void start_badSize_errorAndNoGame() {
        List<String> out = BrainSession.script("START 99", "START 4", "START", "START fifteen", "START 15 15", "BEGIN");
        assertThat(out).hasSize(6).allMatch(l -> l.startsWith("ERROR "));
        assertThat(out.get(0)).contains("99");
        assertThat(out.get(5)).contains("START");
    }

    @Test
    void rectStart_squareOnly() {
        List<String> out = BrainSession.script("RECTSTART 15,15", "RECTSTART 15,20", "RECTSTART 30,30",
                "RECTSTART 15", "RECTSTART a,b");
        assertThat(out).hasSize(5);
        assertThat(out.get(0)).isEqualTo("OK");
        assertThat(out.get(1)).isEqualTo("ERROR rectangular boards are not supported");
        assertThat(out.subList(2, 5)).allMatch(l -> l.startsWith("ERROR "));
    }

    @Test
    void restart_clearsTheBoard() {
        try (BrainSession s = new BrainSession()) {
            assertThat(s.ask("RESTART")).startsWith("ERROR ");
            s.send("INFO timeout_turn 150");
            assertThat(s.ask("START 15")).isEqualTo("OK");
            int[] reply = move(s.ask("TURN 7,7"));
            assertThat(s.ask("RESTART")).isEqualTo("OK");
            // Both points are free again.
            int[] second = move(s.ask("TURN " + reply[0] + "," + reply[1]));
            assertThat(second).isNotEqualTo(reply);
            assertThat(s.ask("RESTART")).isEqualTo("OK");
            assertThat(move(s.ask("TURN 7,7"))).isNotEqualTo(new int[] {7, 7});
        }
    }

    // ---------------------------------------------------------------- moves

    @Test
    void begin_emptyBoard_movesNearCentre() {
        List<String> out = withoutMessages(BrainSession.script("START 15", "INFO timeout_turn 200", "BEGIN"));
        assertThat(out).hasSize(2);
        int[] m = move(out.get(1));
        assertThat(Math.abs(m[0] - 7)).isLessThanOrEqualTo(1);
        assertThat(Math.abs(m[1] - 7)).isLessThanOrEqualTo(1);
    }

    @Test
    void turn_legalMove_repliesOnAnEmptyPoint() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 200", "INFO thread_num 1");
            assertThat(s.reply()).isEqualTo("OK");
            GameState mirror = new GameState(15, Rule.FREESTYLE);
            int[][] theirs = {{7, 7}, {9, 4}, {3, 12}};
            for (int[] t : theirs) {
                assertThat(mirror.play(t[0], t[1])).isEqualTo(MoveCheck.LEGAL);
                int[] m = move(s.ask("TURN " + t[0] + "," + t[1]));
                assertThat(mirror.play(m[0], m[1])).isEqualTo(MoveCheck.LEGAL);
            }
        }
    }

    @Test
    void startingEvaluation_isTheEnginesUntilInfoChangesIt() {
        List<Engine> made = new ArrayList<>();
        EngineFactory recording = (threads, hashMb) -> {
            Engine e = EngineFactory.DEFAULT.create(threads, hashMb);
            made.add(e);
            return e;
        };
        try (BrainSession s = new BrainSession(new PiskvorkBrain(recording, Evaluation.NETWORK))) {
            s.send("START 15", "INFO timeout_turn 100", "INFO thread_num 1");
            assertThat(s.reply()).isEqualTo("OK");
            move(s.ask("BEGIN"));
            assertThat(made).hasSize(1);
            assertThat(made.get(0).evaluation()).isEqualTo(Evaluation.NETWORK);
            s.send("INFO evaluation classical");
            move(s.ask("TURN 0,0"));
            assertThat(made.get(0).evaluation()).isEqualTo(Evaluation.CLASSICAL);
        }
    }

    @Test
    void turn_networkEvaluation_repliesLegalMovesInRenju() {
        try (BrainSession s = new BrainSession()) {
            s.send("INFO evaluation network", "INFO rule 4", "START 15", "INFO timeout_turn 200", "INFO thread_num 1");
            assertThat(s.reply()).isEqualTo("OK");
            GameState mirror = new GameState(15, Rule.RENJU);
            int[][] theirs = {{7, 7}, {9, 4}, {3, 12}};
            for (int[] t : theirs) {
                if (!mirror.board().isEmpty(Pos.of(t[0], t[1]))) continue;
                assertThat(mirror.play(t[0], t[1])).isEqualTo(MoveCheck.LEGAL);
                int[] m = move(s.ask("TURN " + t[0] + "," + t[1]));
                assertThat(mirror.play(m[0], m[1])).isEqualTo(MoveCheck.LEGAL);
            }
        }
    }

    @Test
    void turn_malformedOrIllegal_errorAndStateUnchanged() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 150");
            assertThat(s.reply()).isEqualTo("OK");
            for (String bad : new String[] {"TURN", "TURN 7", "TURN a,b", "TURN 7,7,7", "TURN 7;7", "TURN 15,3",
                    "TURN -1,0", "TURN 3,99999999999", "TURN +7,7"})
                assertThat(s.ask(bad)).as(bad).startsWith("ERROR ");
            int[] reply = move(s.ask("TURN 7,7"));
            assertThat(reply).isNotEqualTo(new int[] {7, 7});
            assertThat(s.ask("TURN 7,7")).isEqualTo("ERROR 7,7: the point is occupied");
            assertThat(s.ask("TURN " + reply[0] + "," + reply[1])).startsWith("ERROR ");
            assertThat(s.ask("TURN 15,7")).isEqualTo("ERROR 15,7: the point is off the board");
            // Still in step: a valid TURN is answered.
            int[] next = move(s.ask("TURN 1, 1"));
            assertThat(next).isNotIn(new int[] {7, 7}, reply, new int[] {1, 1});
        }
    }

    @Test
    void play_imposedMove_isEchoedAndPlayed() {
        List<String> out = BrainSession.script("START 15", "PLAY 7,7", "PLAY 7,7", "PLAY 3");
        assertThat(out.get(0)).isEqualTo("OK");
        assertThat(out.get(1)).isEqualTo("7,7");
        assertThat(out.get(2)).startsWith("ERROR ");
        assertThat(out.get(3)).startsWith("ERROR ");
    }

    @Test
    void takeBack_lastStoneOnly() {
        try (BrainSession s = new BrainSession()) {
            s.send("INFO timeout_turn 150");
            assertThat(s.ask("START 15")).isEqualTo("OK");
            int[] reply = move(s.ask("TURN 7,7"));
            assertThat(s.ask("TAKEBACK 7,7")).startsWith("ERROR ");        // not the last stone
            assertThat(s.ask("TAKEBACK " + reply[0] + "," + reply[1])).isEqualTo("OK");
            assertThat(s.ask("TAKEBACK 7,7")).isEqualTo("OK");
            assertThat(s.ask("TAKEBACK 7,7")).startsWith("ERROR ");        // board is empty
            assertThat(s.ask("TAKEBACK x")).startsWith("ERROR ");
            // The point is free again.
            assertThat(move(s.ask("TURN 7,7"))).isNotEqualTo(new int[] {7, 7});
        }
    }

    // ---------------------------------------------------------------- BOARD / YXBOARD

    @Test
    void board_ownFour_playsTheFive() {
        List<String> out = withoutMessages(BrainSession.script("START 15", "INFO timeout_turn 300", "BOARD",
                "5,7,1", "4,7,2", "6,7,1", "5,8,2", "7,7,1", "6,9,2", "8,7,1", "10,12,2", "DONE"));
        assertThat(out).containsExactly("OK", "9,7");
    }

    @Test
    void board_opponentFour_blocksIt() {
        // Brain black (equal counts), white threatens 9,7.
        List<String> black = withoutMessages(BrainSession.script("START 15", "INFO timeout_turn 300", "BOARD",
                "4,7,1", "5,7,2", "5,9,1", "6,7,2", "10,12,1", "7,7,2", "12,3,1", "8,7,2", "DONE"));
        assertThat(black).containsExactly("OK", "9,7");
        // Brain white (one opponent stone more), black threatens 9,7.
        List<String> white = withoutMessages(BrainSession.script("START 15", "INFO timeout_turn 300", "BOARD",
                "5,7,2", "4,7,1", "6,7,2", "5,9,1", "7,7,2", "10,12,1", "8,7,2", "12,3,1", "1,13,2", "DONE"));
        assertThat(white).containsExactly("OK", "9,7");
    }

    @Test
    void board_malformed_errorAndPositionKept() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 150", "YXBOARD", "7,7,2", "DONE");
            assertThat(s.reply()).isEqualTo("OK");
            String[][] bad = {
                {"BOARD", "7,8,1", "8,8", "DONE"},
                {"BOARD", "7,8,4", "DONE"},
                {"BOARD", "7,8,1", "7,8,2", "DONE"},
                {"BOARD", "15,0,1", "DONE"},
                {"BOARD", "a,b,c", "DONE"},
                {"YXBOARD", "1,1,1", "garbage", "DONE"},
            };
            for (String[] block : bad) {
                s.send(block);
                assertThat(s.reply()).as(String.join("/", block)).startsWith("ERROR ");
            }
            assertThat(s.ask("DONE")).startsWith("ERROR ");
            // The YXBOARD position (a stone at 7,7) is still there; the game goes on.
            assertThat(s.ask("TURN 7,7")).isEqualTo("ERROR 7,7: the point is occupied");
            int[] m = move(s.ask("TURN 8,8"));
            assertThat(m).isNotIn(new int[] {7, 7}, new int[] {8, 8});
        }
    }

    @Test
    void yxBoard_setsPositionWithoutReply() {
        List<String> out = BrainSession.script("START 15", "YXBOARD", "7,7,1", "8,8,2", "DONE", "ABOUT",
                "TURN 8,8", "TURN 7,7");
        assertThat(out.get(0)).isEqualTo("OK");
        assertThat(out.get(1)).startsWith("name=");
        assertThat(out.get(2)).startsWith("ERROR ");
        assertThat(out.get(3)).startsWith("ERROR ");
    }

    @Test
    void board_thirdFieldIsIgnored() {
        List<String> out = withoutMessages(BrainSession.script("START 15", "INFO timeout_turn 100", "BOARD",
                "7,7,3", "8,8,3", "DONE"));
        assertThat(out).hasSize(2);
        move(out.get(1));
    }

    // ---------------------------------------------------------------- renju

    @Test
    void yxShowForbid_renjuDoubleThree_listsThePoint() {
        // Black h7 h9 g8 i8 (literature) = protocol 7,8 7,6 6,7 8,7: 7,7 would make two open threes.
        List<String> out = BrainSession.script("START 15", "INFO rule 4", "YXBOARD", "7,8,1", "7,6,1", "6,7,1",
                "8,7,1", "DONE", "YXSHOWFORBID");
        assertThat(out).containsExactly("OK", "FORBID 0707.");
    }

    @Test
    void yxShowForbid_listsBlacksPointsWhoeverIsToMove() {
        List<String> out = BrainSession.script("START 15", "INFO rule 4", "YXBOARD", "7,8,2", "7,6,2", "6,7,2",
                "8,7,2", "1,1,1", "13,13,1", "1,13,1", "DONE", "YXSHOWFORBID");
        assertThat(out).containsExactly("OK", "FORBID 0707.");
    }

    @Test
    void yxShowForbid_otherRulesOrNoGame_emptyList() {
        assertThat(BrainSession.script("YXSHOWFORBID")).containsExactly("FORBID .");
        assertThat(BrainSession.script("START 15", "YXSHOWFORBID")).containsExactly("OK", "FORBID .");
        assertThat(BrainSession.script("START 15", "INFO rule 1", "YXBOARD", "7,8,1", "7,6,1", "6,7,1", "8,7,1",
                "DONE", "YXSHOWFORBID")).containsExactly("OK", "FORBID .");
    }

    @Test
    void infoRule_changedAfterStones_appliesToTheGame() {
        List<String> out = BrainSession.script("START 15", "YXBOARD", "7,8,1", "7,6,1", "6,7,1", "8,7,1", "DONE",
                "YXSHOWFORBID", "INFO rule 2", "YXSHOWFORBID", "INFO rule 0", "YXSHOWFORBID");
        assertThat(out).containsExactly("OK", "FORBID .", "FORBID 0707.", "FORBID .");
    }

    @Test
    void renju_blackNeverPlaysForbidden() {
        // Black to move with a double-three point at 7,7; white has nothing.
        List<String> out = withoutMessages(BrainSession.script("START 15", "INFO rule 4", "INFO timeout_turn 200",
                "BOARD", "7,8,1", "0,0,2", "7,6,1", "14,0,2", "6,7,1", "0,14,2", "8,7,1", "14,14,2", "DONE"));
        assertThat(out).hasSize(2);
        assertThat(out.get(1)).isNotEqualTo("7,7").matches(MOVE);
    }

    @Test
    void renju_onlyFoulsLeft_answersAFoulInsteadOfWaiting() {
        // A full 7x7 board but for d4 (3,3), where black, to move, would make six in a row: Gomocup
        // renju has no pass, so black must play the foul and lose rather than leave the manager waiting.
        String[] board = {
            "WBBWWBB",
            "BWBWBWB",
            "BWBBWBB",
            "BBB.BBW",
            "WWWBWWW",
            "BBWWWWB",
            "WWBWBWW",
        };
        List<String> script = new ArrayList<>(List.of("START 7", "INFO rule 4", "INFO timeout_turn 200", "BOARD"));
        for (int y = 0; y < board.length; y++)
            for (int x = 0; x < board.length; x++)
                if (board[y].charAt(x) != '.') script.add(x + "," + y + "," + (board[y].charAt(x) == 'B' ? 1 : 2));
        script.add("DONE");
        script.add("YXSHOWFORBID");
        List<String> out = BrainSession.script(script.toArray(String[]::new));
        assertThat(out).contains("MESSAGE only forbidden points are left for black: playing one loses the game");
        assertThat(withoutMessages(out)).containsExactly("OK", "3,3", "FORBID 0303.");
    }

    @Test
    void infoRule_unsupported_reportedAtNextCommand() {
        List<String> out = withoutMessages(BrainSession.script("START 15", "INFO rule 8", "INFO timeout_turn 100",
                "BEGIN", "BEGIN", "INFO rule 9", "BOARD", "7,7,1", "DONE", "ABOUT"));
        assertThat(out).hasSize(5);
        assertThat(out.get(0)).isEqualTo("OK");
        assertThat(out.get(1)).startsWith("ERROR unsupported rule 8");
        move(out.get(2));
        assertThat(out.get(3)).startsWith("ERROR unsupported rule 9");
        assertThat(out.get(4)).startsWith("name=");
    }

    // ---------------------------------------------------------------- INFO, ABOUT, unknown, robustness

    @Test
    void info_neverAnswered() {
        List<String> out = BrainSession.script("START 15", "INFO timeout_turn 1000", "INFO timeout_match 100000",
                "INFO time_left 90000", "INFO max_memory 367001600", "INFO game_type 1", "INFO rule 1",
                "INFO folder C:\\brains\\data", "INFO thread_num 1", "INFO max_depth 5", "INFO max_node 100000",
                "INFO evaluate 3,4", "INFO no_such_key 5", "INFO timeout_turn abc", "INFO", "INFO max_memory -5",
                "INFO time_left -300", "info TIMEOUT_TURN 500", "ABOUT");
        assertThat(out).hasSize(2);
        assertThat(out.get(0)).isEqualTo("OK");
        assertThat(out.get(1)).startsWith("name=");
    }

    @Test
    void about_oneLineOfKeyValuePairs() {
        List<String> out = BrainSession.script("ABOUT");
        assertThat(out).hasSize(1);
        assertThat(out.get(0)).matches(
                "name=\"[^\"]+\", version=\"[^\"]+\", author=\"[^\"]+\", country=\"[^\"]+\"");
        assertThat(out.get(0)).contains("Gomoku Java Engine");
    }

    @Test
    void unknownCommand_unknownReply() {
        assertThat(BrainSession.script("FOO", "SUGGEST 7,7", "yxnbest 3"))
                .containsExactly("UNKNOWN FOO", "UNKNOWN SUGGEST", "UNKNOWN yxnbest");
    }

    @Test
    void commands_caseInsensitive_crlfAndBlankLinesTolerated() {
        List<String> out = withoutMessages(BrainSession.script("start 15", "", "   ", "About", "Info Timeout_Turn 100",
                "begin", "yxShowForbid"));
        assertThat(out).hasSize(4);
        assertThat(out.get(0)).isEqualTo("OK");
        assertThat(out.get(1)).startsWith("name=");
        move(out.get(2));
        assertThat(out.get(3)).isEqualTo("FORBID .");
    }

    @Test
    void garbage_neverKillsTheBrain() {
        String[] words = {"START", "TURN", "BEGIN", "PLAY", "TAKEBACK", "RECTSTART", "RESTART", "INFO", "ABOUT",
            "YXSHOWFORBID", "YXHASHCLEAR", "DONE", "XYZZY", "", "\t"};
        String[] args = {"", "7,7", "-1,-1", "99,99", "1", "a,b", "15", ",,", "7,7,1", "2147483648",
            "timeout_turn 50", "rule 8", "max_memory 0", "\u00e9\u00df", "20,20", "5"};
        SplittableRandom rnd = new SplittableRandom(7);
        List<String> lines = new ArrayList<>();
        lines.add("START 15");
        for (int i = 0; i < 300; i++) lines.add(words[rnd.nextInt(words.length)] + " " + args[rnd.nextInt(args.length)]);
        lines.add("ABOUT");
        List<String> out = BrainSession.script(lines.toArray(new String[0]));
        assertThat(out).isNotEmpty();
        assertThat(out.get(out.size() - 1)).startsWith("name=");
        assertThat(out).allMatch(l -> l.matches("(OK|ERROR .+|UNKNOWN .+|MESSAGE .+|FORBID .*\\.|" + MOVE + "|name=.+)"));
    }

    @Test
    void engineFailure_reportedAsError_brainLivesOn() {
        PiskvorkBrain brain = new PiskvorkBrain((threads, hashMb) -> {
            throw new IllegalStateException("no memory\nfor you");
        });
        List<String> out = BrainSession.script(brain, "START 15", "ABOUT", "BEGIN");
        assertThat(out).hasSize(3);
        assertThat(out.get(0)).startsWith("ERROR internal error").doesNotContain("\n");
        assertThat(out.get(1)).startsWith("name=");
        assertThat(out.get(2)).startsWith("ERROR internal error");
    }

    @Test
    void info_memoryAndThreads_resizeTheEngine() {
        List<Engine> engines = new ArrayList<>();
        List<Integer> requested = new ArrayList<>();
        PiskvorkBrain brain = new PiskvorkBrain((threads, hashMb) -> {
            requested.add(hashMb);
            Engine e = new Engine(threads, 8);
            engines.add(e);
            return e;
        });
        BrainSession.script(brain, "START 15", "INFO max_memory " + (152L << 20), "INFO thread_num 2");
        assertThat(requested).containsExactly(new BrainSettings().hashMb(Runtime.getRuntime().maxMemory()));
        assertThat(engines).hasSize(1);
        assertThat(engines.get(0).hashSizeMb()).isEqualTo(16);
        assertThat(engines.get(0).threads()).isEqualTo(2);
    }

    @Test
    void show_printsThePositionAsMessages() {
        List<String> out = BrainSession.script("SHOW", "START 15", "INFO rule 4", "YXBOARD", "7,7,1", "8,7,2", "DONE",
                "SHOW");
        assertThat(out.get(0)).startsWith("ERROR ");
        assertThat(out.get(1)).isEqualTo("OK");
        assertThat(out).hasSize(2 + 1 + 15);
        assertThat(out.get(2)).isEqualTo("MESSAGE renju 15x15, 2 moves, black to move");
        assertThat(out.get(3 + 7)).isEqualTo("MESSAGE 07 . . . . . . . X O . . . . . .");
        assertThat(out.subList(3, out.size())).allMatch(l -> l.matches("MESSAGE \\d\\d( [.XO]){15}"));
    }

    @Test
    void bench_reportsNodeCount() {
        List<String> out = BrainSession.script("BENCH 2", "BENCH 0", "ABOUT");
        assertThat(out).anyMatch(l -> l.matches("MESSAGE Nodes searched: [1-9]\\d*"));
        assertThat(out).allMatch(l -> l.startsWith("MESSAGE ") || l.startsWith("ERROR ") || l.startsWith("name="));
        assertThat(out.get(out.size() - 2)).startsWith("ERROR ");
    }

    // ---------------------------------------------------------------- END, EOF, STOP

    @Test
    void end_stopsTheLoop() {
        assertThat(BrainSession.script("START 15", "END", "ABOUT")).containsExactly("OK");
        try (BrainSession s = new BrainSession()) {
            assertThat(s.ask("START 15")).isEqualTo("OK");
            s.send("END");
            assertThat(s.awaitExit(BrainSession.LINE_TIMEOUT_MS)).isTrue();   // input still open
            assertThat(s.pending()).isEmpty();
        }
    }

    @Test
    void endOfInput_returnsAfterAnsweringWhatCameBefore() {
        List<String> out = withoutMessages(BrainSession.script("START 15", "INFO timeout_turn 100000", "TURN 7,7",
                "TURN 9,9"));
        assertThat(out).hasSize(3);
        move(out.get(1));
        move(out.get(2));
    }

    /** A quiet middle-game position: no book, no threats, so the main search runs and reports. */
    private static final String[] QUIET = {"BOARD", "7,7,1", "8,7,2", "9,8,1", "7,9,2", "DONE"};

    @Test
    void yxStop_duringLongSearch_moveArrivesPromptly() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 60000", "INFO thread_num 1");
            assertThat(s.reply()).isEqualTo("OK");
            s.send(QUIET);
            assertThat(s.next()).startsWith("MESSAGE depth ");
            long t0 = System.nanoTime();
            s.send("YXSTOP");
            int[] m = move(s.reply());
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertThat(ms).isLessThan(5_000);
            assertThat(m).isNotIn(new int[] {7, 7}, new int[] {8, 7}, new int[] {9, 8}, new int[] {7, 9});
            // The brain is still in step.
            assertThat(s.ask("ABOUT")).startsWith("name=");
            assertThat(s.ask("TURN " + m[0] + "," + m[1])).startsWith("ERROR ");
        }
    }

    @Test
    void end_duringLongSearch_exitsWithoutMove() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 60000", "INFO thread_num 1");
            assertThat(s.reply()).isEqualTo("OK");
            s.send(QUIET);
            assertThat(s.next()).startsWith("MESSAGE depth ");
            s.send("END");
            assertThat(s.awaitExit(5_000)).isTrue();
            assertThat(s.pending()).allMatch(l -> l.startsWith("MESSAGE"));
        }
    }

    @Test
    void message_linesDescribeEachIteration() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 300", "INFO thread_num 1");
            assertThat(s.reply()).isEqualTo("OK");
            s.send(QUIET);
            List<String> messages = new ArrayList<>();
            String line;
            while ((line = s.next()).startsWith("MESSAGE")) messages.add(line);
            move(line);
            assertThat(messages).isNotEmpty().allMatch(l -> l.matches(
                    "MESSAGE depth \\d+ eval (-?\\d+|[+-]M\\d+) nodes \\d+ nps \\d+ pv( \\d+,\\d+)*"));
        }
    }

    // ---------------------------------------------------------------- whole games and time

    @Test
    void fullGame_shortTurnTime_everyReplyLegal() {
        // How long the replies take is measured under a real manager (docs/strength.md, Gomocup time control),
        // not asserted here: a loaded test machine would make such an assertion fail at random.
        for (boolean brainBlack : new boolean[] {true, false}) {
            try (BrainSession s = new BrainSession()) {
                s.send("START 15", "INFO timeout_turn 200", "INFO thread_num 1", "INFO rule 1");
                assertThat(s.reply()).isEqualTo("OK");
                GameState mirror = new GameState(15, Rule.STANDARD);
                Engine opponent = new Engine(1, 8);
                opponent.setSeed(brainBlack ? 11 : 12);
                String command = brainBlack ? "BEGIN" : "TURN 7,7";
                if (!brainBlack) mirror.play(7, 7);
                for (int turn = 0; turn < 20 && !mirror.isOver(); turn++) {
                    int[] m = move(s.ask(command));
                    assertThat(mirror.play(m[0], m[1])).as("reply %d,%d", m[0], m[1]).isEqualTo(MoveCheck.LEGAL);
                    if (mirror.isOver()) break;
                    int theirs = opponent.search(mirror, SearchLimits.depth(2), Level.APPRENTICE, SearchListener.NONE)
                            .bestMove();
                    assertThat(mirror.play(Pos.x(theirs), Pos.y(theirs))).isEqualTo(MoveCheck.LEGAL);
                    command = "TURN " + Pos.x(theirs) + "," + Pos.y(theirs);
                }
            }
        }
    }

    @Test
    void timeLeft_shortClock_answersWithAFreePoint() {
        try (BrainSession s = new BrainSession()) {
            s.send("START 15", "INFO timeout_turn 0", "INFO timeout_match 3000", "INFO time_left 1000",
                    "INFO thread_num 1");
            assertThat(s.reply()).isEqualTo("OK");
            s.send("INFO timeout_turn 30000");      // a generous turn limit: the game clock must rule
            s.send(QUIET);
            int[] m = move(s.reply());
            assertThat(m).isNotIn(new int[] {7, 7}, new int[] {8, 7}, new int[] {9, 8}, new int[] {7, 9});
        }
    }
}
