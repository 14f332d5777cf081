package gomoku.game.record;

/**
 * A game-record file that cannot be read. The message starts with the 1-based line number of the
 * offending text ({@code "line 4: ..."}) so a user can find it in an editor.
 */
public final class RecordFormatException extends Exception {
    private final int line;

    public RecordFormatException(int line, String detail) {
        super("line " + line + ": " + detail);
        this.line = line;
    }

    /** The 1-based line number of the problem. */
    public int line() {
        return line;
    }
}
