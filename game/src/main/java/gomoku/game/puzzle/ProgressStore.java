package gomoku.game.puzzle;

/**
 * Where a player's {@link Progress} lives between sessions. {@link #load()} returns fresh progress
 * when nothing was saved yet; {@link #save} replaces what was saved. Implementations decide on
 * thread safety; the in-memory one is for tests and for a session without a database.
 */
public interface ProgressStore {
    Progress load();

    void save(Progress progress);

    /** Keeps a copy in memory; load returns a copy too, so callers never share state with the store. */
    final class InMemory implements ProgressStore {
        private Progress saved = new Progress();

        @Override
        public synchronized Progress load() {
            return saved.copy();
        }

        @Override
        public synchronized void save(Progress progress) {
            saved = progress.copy();
        }
    }
}
