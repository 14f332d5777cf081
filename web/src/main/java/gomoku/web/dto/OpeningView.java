package gomoku.web.dto;

import java.util.List;

/**
 * The opening of a game played with an opening rule ({@code swap}, {@code swap2}): the phase
 * ({@code place-three}, {@code choose-after-three}, {@code place-two}, {@code choose-after-five},
 * {@code done}), the seat that must act ({@code first} places the opening stones, {@code second}
 * answers), the choices that seat may make now ({@code black}, {@code white}, {@code two}; empty
 * unless a choice is due), the choices made so far, the colour of the first seat (null while
 * undecided) and, against the computer, the human's seat.
 */
public record OpeningView(String rule, String phase, String seatToAct, List<String> choices, List<String> made,
                          String firstColor, String humanSeat) {}
