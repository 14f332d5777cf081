package gomoku.piskvork;

/**
 * A command the brain knows but cannot carry out with the arguments given. The message is sent to the
 * manager as {@code ERROR <message>}, so it is one line of plain English; the state is left as it was.
 */
final class ProtocolException extends RuntimeException {
    ProtocolException(String message) {
        super(message, null, false, false);
    }
}
