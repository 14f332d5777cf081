package gomoku.game.store;

/** The game database failed (I/O error, corrupt file); not thrown for a missing game. */
public final class StoreException extends RuntimeException {
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
