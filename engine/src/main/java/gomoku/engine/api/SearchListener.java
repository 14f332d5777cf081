package gomoku.engine.api;

/** Receives search progress; called on the searching thread, so implementations must be quick. */
@FunctionalInterface
public interface SearchListener {
    SearchListener NONE = info -> {};

    void onIteration(SearchInfo info);
}
