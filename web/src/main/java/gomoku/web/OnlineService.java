package gomoku.web;

import gomoku.engine.core.Rule;
import gomoku.engine.core.Side;
import gomoku.game.play.Mode;
import gomoku.game.store.GameLink;
import gomoku.game.store.GameStore;
import gomoku.game.store.StoredClock;
import gomoku.game.store.StoredSeat;
import gomoku.game.store.StoredOpening;
import gomoku.game.play.OpeningChoice;
import gomoku.game.play.OpeningRule;
import gomoku.web.dto.GameSummaryView;
import gomoku.web.dto.GameView;
import gomoku.web.dto.OnlineViews;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Games between browsers and who may act on any game. Each seat belongs to the browser that took it:
 * it holds a secret seat token (192 random bits) the server made and only knows by its SHA-256 hash.
 * A game between browsers also has an invitation code (to its free seat, until taken) and a watch code;
 * both are made to be shared and are never a seat token. Offers (a take-back request, a draw offer)
 * are {@link OnlineOffers}'. Knows nothing about HTTP.
 */
final class OnlineService {
    /** Seat token length in random bytes (192 bits). */
    static final int TOKEN_BYTES = 24;
    /** Invitation and watch codes, in random bytes (96 bits): not guessable, short enough for a link. */
    static final int CODE_BYTES = 12;
    /** Longest player name, in characters. */
    static final int MAX_NAME = 24;
    /** A live public game is listed while something happened in it within this time. */
    static final long LIVE_MS = 30 * 60_000L;

    /** A made seat: the secret for the browser and what it got. */
    record Seated<T>(String token, T body) {}

    private final GameService service;
    private final LiveGames games;
    private final GameStore store;
    private final OnlineOffers offers;
    private final SecureRandom random = new SecureRandom();

    OnlineService(GameService service) {
        this.service = service;
        this.games = service.games();
        this.store = games.store();
        this.offers = new OnlineOffers(games);
    }

    // ------------------------------------------------------------------ secrets

    String newSecret(int bytes) {
        byte[] b = new byte[bytes];
        random.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The seat of game {@code id} whose token is {@code token}, or -1 (no token, or none matches). */
    int seatOf(long id, String token) {
        if (token == null || token.isEmpty() || token.length() > 100) return -1;
        return seatIn(store.seats(id), token);
    }

    /** As {@link #seatOf}, but {@link #UNOWNED} for a game without seats, from one read of the seats. */
    int seatOrUnowned(long id, String token) {
        List<StoredSeat> seats = store.seats(id);
        if (seats.isEmpty()) return UNOWNED;
        if (token == null || token.isEmpty() || token.length() > 100) return -1;
        return seatIn(seats, token);
    }

    private static int seatIn(List<StoredSeat> seats, String token) {
        byte[] given = hash(token).getBytes(StandardCharsets.US_ASCII);
        int found = -1;
        for (StoredSeat s : seats)
            if (MessageDigest.isEqual(given, s.tokenHash().getBytes(StandardCharsets.US_ASCII))) found = s.seat();
        return found;
    }

    /** What {@link #seatOrUnowned} gives for a game without seats (stored before seats existed). */
    static final int UNOWNED = -2;

    /** Whether game {@code id} has any seat: a game from before seats existed has none and is anyone's. */
    boolean hasSeats(long id) {
        return !store.seats(id).isEmpty();
    }

    Optional<GameLink> link(long id) {
        return store.link(id);
    }

    /**
     * Whether a browser may see game {@code id}: any game that is not a private game between browsers,
     * or a private one with its watch code or one of its seat tokens.
     */
    boolean canRead(long id, String token, String watch) {
        Optional<GameLink> link = store.link(id);
        if (link.isEmpty() || link.get().listed()) return true;
        if (watch != null && MessageDigest.isEqual(watch.getBytes(StandardCharsets.UTF_8),
                link.get().watchCode().getBytes(StandardCharsets.UTF_8))) return true;
        return seatOf(id, token) >= 0;
    }

    // ------------------------------------------------------------------ games and seats

    /** A new game owned by the browser that asked; the token goes back to it alone. */
    Seated<GameView> createOwned(Mode mode, int side, int level, Rule rule, int size, long moveMs, long gameMs,
                                 OpeningRule opening) {
        String token = newSecret(TOKEN_BYTES);
        return new Seated<>(token, service.create(mode, side, level, rule, size, moveMs, gameMs, hash(token), opening));
    }

    /**
     * A browser's games list: the games whose seat tokens it holds ({@code id -> token}; a wrong token is
     * left out silently) and the games nobody owns (stored before seats existed).
     */
    List<GameSummaryView> mine(Map<Long, String> tokens) {
        List<GameSummaryView> list = new ArrayList<>();
        for (GameSummaryView s : service.records().list())
            if (tokens.containsKey(s.id()) ? seatOf(s.id(), tokens.get(s.id())) >= 0 : !hasSeats(s.id())) list.add(s);
        return list;
    }

    /** Games nobody owns (stored before seats existed): the old games list. */
    List<GameSummaryView> unowned() {
        List<GameSummaryView> list = new ArrayList<>();
        for (GameSummaryView s : service.records().list()) if (!hasSeats(s.id())) list.add(s);
        return list;
    }

    /**
     * A game between browsers with the creator on {@code side}: it waits for a second player, who takes
     * the other seat with the invitation code. Listed games are open challenges on the online page.
     */
    Seated<OnlineViews.Invitation> invite(Rule rule, int size, long moveMs, long gameMs, int side, String name,
                                          boolean listed, OpeningRule opening) {
        long now = games.now();
        long id = store.create(now, Mode.HVH.id, rule, size, 1, -1, List.of(), null, null);
        String token = newSecret(TOKEN_BYTES);
        String invite = newSecret(CODE_BYTES);
        String watch = newSecret(CODE_BYTES);
        store.addSeat(id, side, hash(token), name);
        store.setLink(new GameLink(id, invite, watch, listed, side ^ 1));
        if (moveMs > 0 || gameMs > 0) store.setClock(id, new StoredClock(moveMs, gameMs, 0, 0));
        if (opening != OpeningRule.NONE) store.setOpening(id, new StoredOpening(opening.id, null, ""));
        LiveGame g = games.get(id);
        synchronized (g) {
            return new Seated<>(token, new OnlineViews.Invitation(games.view(g), OnlineState.seat(side).id, invite, watch));
        }
    }

    /** What an invitation offers, before it is taken. */
    OnlineViews.InvitationInfo invitation(String code) {
        GameLink link = openLink(code);
        LiveGame g = games.get(link.gameId());
        synchronized (g) {
            GameView v = games.view(g);
            return new OnlineViews.InvitationInfo(v.id(), v.rule(), v.size(), seconds(g, true), seconds(g, false),
                    OnlineState.seat(link.freeSeat()).id, g.online.names[link.freeSeat() ^ 1], g.session.openingRule().id);
        }
    }

    /** The second player takes the free seat: the game starts (and its clock with it). */
    Seated<OnlineViews.Joined> join(String code, String name) {
        GameLink link = openLink(code);
        LiveGame g = games.get(link.gameId());
        synchronized (g) {
            if (g.online == null || !g.online.waiting || g.deleted) throw noInvitation();
            String token = newSecret(TOKEN_BYTES);
            long now = games.now();
            if (!store.takeFreeSeat(g.id, link.freeSeat(), hash(token), name, now)) throw noInvitation();
            g.online.waiting = false;
            g.online.names[link.freeSeat()] = name;
            g.online.freeSeat = -1;
            g.session.clock().restart(now);
            games.commit(g, g.session.state().moveCount());
            games.refreshStored(g);   // the seats and links changed beside the commit
            return new Seated<>(token, new OnlineViews.Joined(games.publish(g), OnlineState.seat(link.freeSeat()).id));
        }
    }

    private GameLink openLink(String code) {
        if (code == null || code.length() > 64) throw noInvitation();
        return store.linkByInvite(code).orElseThrow(OnlineService::noInvitation);
    }

    private static ApiException noInvitation() {
        return new ApiException(ErrorCode.INVITATION_NOT_FOUND,
                "no open invitation with this code: it was withdrawn or someone took the seat");
    }

    /** What the holder of {@code seat} of game {@code id} may share: its side and the game's codes. */
    OnlineViews.SeatView seat(long id, int seat) {
        Optional<GameLink> link = store.link(id);
        String side = seat == StoredSeat.OWNER ? "owner" : OnlineState.seat(seat).id;
        return new OnlineViews.SeatView(id, side, link.map(GameLink::watchCode).orElse(null),
                link.map(GameLink::inviteCode).orElse(null));
    }

    /** Open challenges and live public games, for the online page. */
    OnlineViews.Lobby lobby() {
        long now = games.now();
        List<OnlineViews.Challenge> open = new ArrayList<>();
        List<OnlineViews.Live> live = new ArrayList<>();
        for (GameLink link : store.listedLinks()) {
            LiveGame g;
            try {
                g = games.get(link.gameId());
            } catch (ApiException e) {
                continue;   // deleted meanwhile
            }
            synchronized (g) {
                games.flag(g);   // an abandoned game with a clock ends on time here too
                if (g.online == null || g.isOver()) continue;
                GameView v = games.view(g);
                if (g.online.waiting) {
                    if (link.inviteCode() == null) continue;
                    open.add(new OnlineViews.Challenge(g.id, link.inviteCode(), v.rule(), v.size(), seconds(g, true),
                            seconds(g, false), OnlineState.seat(link.freeSeat()).id, g.online.names[link.freeSeat() ^ 1],
                            Math.max(0, (now - g.createdMs) / 1000), g.session.openingRule().id));
                } else if (now - g.updatedMs < LIVE_MS) {
                    String[] names = g.online.namesByColour(g.session);
                    live.add(new OnlineViews.Live(g.id, v.rule(), v.size(), names[0], names[1],
                            v.moves().size(), g.online.shownSpectators()));
                }
            }
        }
        return new OnlineViews.Lobby(open, live);
    }

    private static Integer seconds(LiveGame g, boolean move) {
        long ms = move ? g.session.clock().moveMs() : g.session.clock().gameMs();
        return ms > 0 ? (int) (ms / 1000) : null;
    }

    // ------------------------------------------------------------------ the game's course

    /** Take-back requests and draw offers. */
    OnlineOffers offers() {
        return offers;
    }

    /** The colour choice of a swap opening, for {@code seat} (-1: whoever must choose). */
    GameView choose(long id, int seat, OpeningChoice choice) {
        return service.humans().choose(id, seat, choice);
    }

    // ------------------------------------------------------------------ spectators

    /** One more (or one fewer) spectator follows game {@code id}; the players see the count. */
    void spectators(long id, int delta) {
        LiveGame g;
        try {
            g = games.get(id);
        } catch (ApiException e) {
            return;
        }
        synchronized (g) {
            if (g.online == null || g.deleted) return;
            g.online.spectators = Math.max(0, g.online.spectators + delta);
            games.countSpectators(g, true);
            games.publish(g);
        }
    }

    /** Whether the online game {@code id} is being played now (both seats taken, not over). */
    boolean inPlay(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            games.flag(g);
            return g.online != null && !g.online.waiting && !g.isOver();
        }
    }

    /** Whether game {@code id} is between browsers. */
    boolean isOnline(long id) {
        LiveGame g = games.get(id);
        synchronized (g) {
            return g.online != null;
        }
    }
}
