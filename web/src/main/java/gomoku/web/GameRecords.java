package gomoku.web;

import gomoku.engine.board.GameState;
import gomoku.engine.core.Pos;
import gomoku.game.play.Ending;
import gomoku.game.play.Mode;
import gomoku.game.record.GameRecord;
import gomoku.game.store.GameStore;
import gomoku.game.store.GameSummary;
import gomoku.game.store.StoredSeat;
import gomoku.web.dto.GameSummaryView;
import gomoku.web.dto.GameView;

import java.util.ArrayList;
import java.util.List;

/**
 * The games as records: the stored games' list, a record imported as a new game, a game exported as a
 * record. An import writes a new game to the store; the rest only reads (an export under the game's
 * monitor).
 */
final class GameRecords {
    private final GameStore store;
    private final LiveGames games;

    GameRecords(GameStore store, LiveGames games) {
        this.store = store;
        this.games = games;
    }

    List<GameSummaryView> list() {
        List<GameSummaryView> list = new ArrayList<>();
        for (GameSummary s : store.list())
            list.add(new GameSummaryView(s.id(), s.createdMs(), s.updatedMs(), s.mode(), s.rule().id(), s.size(),
                    s.level(), Mode.colorName(s.humanSide()), s.result(), s.reason(), s.moveCount()));
        return list;
    }

    /** Stores an imported record as a finished-or-not two-humans game; the record must replay legally. */
    GameView importRecord(GameRecord record) {
        return importRecord(record, null);
    }

    /** As {@link #importRecord(GameRecord)}, owned by the browser whose seat token hashes to {@code ownerHash}. */
    GameView importRecord(GameRecord record, String ownerHash) {
        GameState state;
        try {
            state = record.toGameState();
        } catch (IllegalArgumentException e) {
            throw new ApiException(ErrorCode.BAD_REQUEST, "the record has an illegal move: " + e.getMessage());
        }
        List<int[]> moves = new ArrayList<>();
        for (int i = 0; i < state.moveCount(); i++) {
            int m = state.move(i);
            if (m == Pos.PASS) throw new ApiException(ErrorCode.BAD_REQUEST, "records with passes are not supported");
            moves.add(new int[] {Pos.x(m), Pos.y(m)});
        }
        Ending end = Ending.of(state);
        if (end == null && record.result().isPresent()) {
            // Only an end the moves cannot show is taken from the record: a resignation or a loss on time.
            Ending given = Ending.parse(record.result().get(), null);
            if (given != null && given.offBoard()) end = given;
        }
        long id = store.create(games.now(), Mode.HVH.id, record.rule(), record.size(), 1, -1, moves,
                end == null ? null : end.result(), end == null ? null : end.reason().id);
        if (ownerHash != null) store.addSeat(id, StoredSeat.OWNER, ownerHash, null);
        return games.current(id);
    }

    /** The game as a record, for export. */
    GameRecord record(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            GameRecord r = GameRecord.of(g.session.state());
            if (g.online != null && (g.online.names[0] != null || g.online.names[1] != null)) {
                String[] names = g.online.namesByColour(g.session);
                r = r.withNames(names[0], names[1]);
            }
            String opening = g.session.recordOpening();
            if (opening != null) r = r.withOpening(opening);
            Ending end = g.session.ending();
            return end != null && end.offBoard() ? r.withResult(end.result()) : r;
        }
    }
}
