package gomoku.cli;

import gomoku.engine.api.WinChance;
import gomoku.engine.board.GameState;
import gomoku.engine.board.MoveCheck;
import gomoku.engine.core.Pos;
import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.match.SelfPlay;
import gomoku.game.notation.Notation;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * The training-data file {@code gomoku selfplay} writes: one CSV line per position after a game's
 * opening, {@code Position,Move,Result,Score,WinChance,Game}, the games whole and in order. A file
 * ending in {@code .gz} holds one gzip member per game (readers see one stream; a cut file keeps
 * its whole games). {@link #scan} finds the complete games of an existing file and where they end,
 * so that a run can cut off a game written in part and go on after the last whole one.
 */
final class SelfplayFile {
    /** Fields of a line, in order. */
    static final int POSITION = 0, MOVE = 1, RESULT = 2, SCORE = 3, WIN_CHANCE = 4, GAME = 5, FIELDS = 6;

    /**
     * The whole games at the start of a file.
     *
     * @param games     how many: they are games 1 to {@code games}
     * @param positions their lines
     * @param bytes     where the last of them ends: what to keep of the file
     */
    record Contents(int games, long positions, int blackWins, int whiteWins, int draws, long bytes) {
        static final Contents EMPTY = new Contents(0, 0, 0, 0, 0, 0);

        /** These contents and one more game, ending at {@code bytes}. */
        Contents plus(int result, int gamePositions, long bytes) {
            return new Contents(games + 1, positions + gamePositions, blackWins + (result == Side.BLACK ? 1 : 0),
                    whiteWins + (result == Side.WHITE ? 1 : 0), draws + (result == GameState.DRAW ? 1 : 0), bytes);
        }
    }

    private SelfplayFile() {}

    static boolean isGzip(Path file) {
        return file.getFileName().toString().endsWith(".gz");
    }

    /** The lines of game {@code number} (counted from 1), each ending in a newline. */
    static String lines(SelfPlay.Game game, int number) {
        StringBuilder text = new StringBuilder();
        StringBuilder position = new StringBuilder();
        int[] moves = game.moves();
        for (int i = 0; i < moves.length; i++) {
            String move = point(moves[i]);
            if (i >= game.openingLength()) {
                int side = i % 2 == 0 ? Side.BLACK : Side.WHITE;
                int score = game.scores()[i - game.openingLength()];
                text.append(position).append(',').append(move).append(',').append(resultFor(game.result(), side))
                        .append(',').append(score).append(',')
                        .append(String.format(Locale.ROOT, "%.4f", WinChance.forSideToMove(score)))
                        .append(',').append(number).append('\n');
            }
            position.append(move);
        }
        return text.toString();
    }

    /** 2 when {@code side} won, 1 for a draw, 0 when it lost: c-gomoku-cli's sample convention. */
    private static int resultFor(int result, int side) {
        return result == GameState.DRAW ? 1 : result == side ? 2 : 0;
    }

    private static String point(int pos) {
        return Notation.toPosString(List.of(new int[] {Pos.x(pos), Pos.y(pos)}));
    }

    /**
     * The whole games at the start of {@code file} ({@link Contents#EMPTY} when there is no file),
     * checked line by line: every game's positions follow from one another by the moves given, the
     * moves are legal under {@code rule}, the last one ends the game (a five, a full board or the
     * move limit), the results agree with that end, and the games are numbered 1, 2, 3 ... A game
     * cut short at the end of the file is not counted. Anything else is an
     * {@link IllegalArgumentException}: the file was not written by this command for this rule.
     */
    static Contents scan(Path file, Rule rule, int size) throws IOException {
        if (!Files.exists(file)) return Contents.EMPTY;
        Scanner scanner = new Scanner(rule, size);
        try (InputStream in = Files.newInputStream(file)) {
            if (isGzip(file)) {
                GzipMembers.read(in, new GzipMembers.Listener() {
                    @Override
                    public void data(byte[] bytes, int length) {
                        for (int i = 0; i < length; i++) scanner.accept(bytes[i]);
                    }

                    @Override
                    public void memberEnd(long offset) {
                        scanner.boundary(offset);
                    }
                });
            } else {
                byte[] buffer = new byte[1 << 16];
                long offset = 0;
                for (int n; (n = in.read(buffer)) > 0; ) {
                    for (int i = 0; i < n; i++) {
                        offset++;
                        if (scanner.accept(buffer[i])) scanner.boundary(offset);
                    }
                }
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " " + e.getMessage()
                    + "; not a file selfplay wrote with --rule " + rule.id(), e);
        }
        return scanner.whole;
    }

    /**
     * Follows a file's lines game by game. A game is whole when its last line's move ended it;
     * {@link #whole} is the file up to the last boundary (a line end, or a gzip member's end) at
     * which every game read was whole.
     */
    private static final class Scanner {
        private final Rule rule;
        private final int size;
        private final int maxMoves;
        private final StringBuilder line = new StringBuilder();
        private int lineNo;
        /** Every game before the current one, whole. */
        private Contents done = Contents.EMPTY;
        Contents whole = Contents.EMPTY;
        /** The current game: its number (0 before the first), its state after the last line's move, its lines. */
        private int number;
        private GameState game;
        private String expectedPosition;
        private int gamePositions;
        /** The Result field of the current game's lines with black and white to move (-1 until seen). */
        private final int[] results = new int[2];

        Scanner(Rule rule, int size) {
            this.rule = rule;
            this.size = size;
            this.maxMoves = SelfPlay.maxMoves(rule, size);
        }

        /** Takes one byte; true when it ended a line. */
        boolean accept(byte b) {
            if (b != '\n') {
                if (line.length() > 100_000) throw new IllegalArgumentException("line " + (lineNo + 1) + ": too long");
                line.append((char) (b & 0xFF));
                return false;
            }
            lineNo++;
            try {
                readLine(line.toString());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + lineNo + ": " + e.getMessage(), e);
            }
            line.setLength(0);
            return true;
        }

        /** The file may be cut at {@code offset}: the point right after the bytes accepted so far. */
        void boundary(long offset) {
            if (line.length() == 0 && game != null && isOver(game))
                whole = done.plus(result(game), gamePositions, offset);
        }

        private boolean isOver(GameState g) {
            return g.isOver() || g.moveCount() >= maxMoves;
        }

        private static int result(GameState g) {
            return g.isOver() ? g.result() : GameState.DRAW;
        }

        private void readLine(String text) {
            String[] f = text.split(",", -1);
            if (f.length != FIELDS) throw new IllegalArgumentException("expected " + FIELDS + " fields, found " + f.length);
            int lineNumber = parseInt(f[GAME], "game number");
            if (lineNumber != number) {
                if (game != null) {
                    if (!isOver(game)) throw new IllegalArgumentException("game " + number + " stops before its end");
                    done = done.plus(result(game), gamePositions, 0);
                }
                if (lineNumber != number + 1) throw new IllegalArgumentException("game " + lineNumber + " after game " + number);
                number = lineNumber;
                startGame(f[POSITION]);
            } else if (isOver(game)) {
                throw new IllegalArgumentException("game " + number + " goes on after its end");
            } else if (!f[POSITION].equals(expectedPosition)) {
                throw new IllegalArgumentException("the position does not follow from the line before");
            }
            int side = game.sideToMove();
            int result = parseInt(f[RESULT], "result");
            if (result < 0 || result > 2) throw new IllegalArgumentException("result " + result + " is not 0, 1 or 2");
            if (results[side] < 0) results[side] = result;
            if (results[side] != result) throw new IllegalArgumentException("the result differs from the game's other lines");
            parseInt(f[SCORE], "score");
            play(f[MOVE]);
            gamePositions++;
            expectedPosition = f[POSITION] + f[MOVE];
            if (isOver(game)) {
                int r = result(game);
                for (int s = 0; s < 2; s++)
                    if (results[s] >= 0 && results[s] != resultFor(r, s))
                        throw new IllegalArgumentException("the results do not agree with the end of game " + number);
            }
        }

        private void startGame(String position) {
            game = new GameState(size, rule);
            gamePositions = 0;
            results[0] = results[1] = -1;
            for (int[] m : Notation.parsePosString(position, size)) {
                MoveCheck c = game.play(m[0], m[1]);
                if (c != MoveCheck.LEGAL) throw new IllegalArgumentException("the position holds an illegal move: " + c.message);
            }
        }

        private void play(String move) {
            List<int[]> m = Notation.parsePosString(move, size);
            if (m.size() != 1) throw new IllegalArgumentException("the move must be one point, not '" + move + "'");
            MoveCheck c = game.play(m.get(0)[0], m.get(0)[1]);
            if (c != MoveCheck.LEGAL) throw new IllegalArgumentException("illegal move " + move + ": " + c.message);
        }

        private static int parseInt(String text, String what) {
            try {
                return Integer.parseInt(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(what + " '" + text + "' is not a whole number");
            }
        }
    }

    /**
     * Opens {@code file} to add games after {@code keep}: whatever follows its last whole game (a
     * game cut short by an interrupted run) is cut off first.
     */
    static Appender append(Path file, Contents keep) throws IOException {
        if (Files.exists(file)) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(keep.bytes());
            }
        }
        return new Appender(Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND), isGzip(file));
    }

    /** Adds whole games to the file, each in one write, so that a stop between two leaves only whole games. */
    static final class Appender implements Closeable {
        private final OutputStream out;
        private final boolean gzip;

        private Appender(OutputStream out, boolean gzip) {
            this.out = out;
            this.gzip = gzip;
        }

        void write(String gameLines) throws IOException {
            byte[] text = gameLines.getBytes(StandardCharsets.US_ASCII);
            if (gzip) {
                ByteArrayOutputStream member = new ByteArrayOutputStream(text.length / 3 + 64);
                try (GZIPOutputStream z = new GZIPOutputStream(member)) {
                    z.write(text);
                }
                text = member.toByteArray();
            }
            out.write(text);
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
