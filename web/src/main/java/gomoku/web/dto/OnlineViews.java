package gomoku.web.dto;

import java.util.List;

/** The JSON of online play: invitations, seats and the online page's lists. No seat token is ever part of them. */
public final class OnlineViews {
    private OnlineViews() {}

    /** Body of {@code POST /api/online/games}: rule, board, clock, the creator's colour and name, listed or private. */
    public record NewOnlineGame(String rule, Integer size, Integer moveSeconds, Integer gameSeconds, String color,
                                String name, Boolean listed, String opening) {}

    /** Body of {@code POST /api/online/join}. */
    public record Join(String code, String name) {}

    /** Body of {@code POST /api/games/{id}/offers}: {@code takeback} or {@code draw}. */
    public record Offer(String kind) {}

    /** Body of {@code POST /api/games/{id}/choice}: {@code black}, {@code white} or {@code two}. */
    public record Choice(String choice) {}

    /** Body of {@code POST /api/games/{id}/offers/answer}. */
    public record Answer(Boolean accept) {}

    /** Body of {@code POST /api/games/mine}: the seat tokens a browser holds, by game. */
    public record Mine(List<Held> games) {}

    public record Held(Long id, String token) {}

    /**
     * A new game between browsers, for its creator: its seat ({@code first}: black, or with a swap
     * opening the one who places the opening stones; {@code second}) and the codes to share.
     */
    public record Invitation(GameView game, String seat, String inviteCode, String watchCode) {}

    /** What an invitation offers: the game's settings, the free side and the creator's name. */
    public record InvitationInfo(long gameId, String rule, int size, Integer moveSeconds, Integer gameSeconds,
                                 String seat, String host, String opening) {}

    /** The second player's seat ({@code first} or {@code second}). */
    public record Joined(GameView game, String seat) {}

    /** A seat as its holder sees it: {@code first}, {@code second} or {@code owner}, and the codes of the game. */
    public record SeatView(long gameId, String seat, String watchCode, String inviteCode) {}

    public record Challenge(long id, String code, String rule, int size, Integer moveSeconds, Integer gameSeconds,
                            String seat, String name, long ageSeconds, String opening) {}

    public record Live(long id, String rule, int size, String black, String white, int moves, int spectators) {}

    public record Lobby(List<Challenge> challenges, List<Live> live) {}
}
