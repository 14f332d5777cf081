package gomoku.web;

import gomoku.engine.api.Engine;
import gomoku.game.play.PlaySession;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A game in memory: its {@link PlaySession} and what the server adds around it (subscribers, the
 * computer's running search, the analysis). All fields are guarded by the object's monitor except
 * the volatile ones and the subscriber list. On a database several servers share, the game is a copy
 * of the stored one at {@link #version}: another server's change replaces the session
 * ({@link LiveGames#reload}).
 */
final class LiveGame {
    final long id;
    final long createdMs;
    PlaySession session;
    /** The stored version this copy shows ({@link gomoku.game.store.GameStore#update}). */
    long version;
    /** A change could not be read in (the database failed): the game is read again on its next use. */
    boolean stale;
    /** The game as stored at {@link #version}, to which another server's announced change is applied. */
    gomoku.game.store.GameSnapshot stored;
    final List<Consumer<Object>> subscribers = new CopyOnWriteArrayList<>();
    long updatedMs;
    GameAnalysis.Run analysis;
    /** The computer's move is being searched. */
    boolean thinking;
    /** Another server searches the computer's move (it holds the game's lock). */
    boolean thinkingElsewhere;
    boolean deleted;
    /** Grows whenever a running search must not be applied any more (undo, resign, time, delete). */
    int generation;
    /** Grows with every published change. */
    long revision;
    volatile Engine running;
    /** Set for a game between browsers, null otherwise. */
    OnlineState online;

    LiveGame(long id, long createdMs) {
        this.id = id;
        this.createdMs = createdMs;
    }

    boolean isOver() {
        return session.isOver();
    }

    /** Invalidates any running search and asks its engine to stop. */
    void cancelSearch() {
        generation++;
        thinking = false;
        Engine e = running;
        if (e != null) e.stop();
    }

    /** Sends {@code event} to every subscriber; one that fails is skipped (its close handler unsubscribes it). */
    void send(Object event) {
        for (Consumer<Object> s : subscribers) {
            try {
                s.accept(event);
            } catch (RuntimeException e) {
                // A client that went away must not break the game.
            }
        }
    }
}
