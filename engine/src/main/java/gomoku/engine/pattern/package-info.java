/**
 * Line patterns and the lookup tables that classify them.
 *
 * <p>Vocabulary used everywhere in the product (code, comments, UI text, protocol messages):
 * <ul>
 *   <li><b>five</b>: five in a row, the win (exactly five where the rule demands it);
 *   <li><b>overline</b>: six or more in a row;
 *   <li><b>four</b>: a line one move away from five; <b>flex four</b> (F4, open four) has two ways
 *       to complete, so it cannot be stopped; <b>blocked four</b> (B4) has one;
 *   <li><b>three</b>: one move away from a flex four (F3, open three); a blocked three (B3) is one
 *       move away from a blocked four;
 *   <li><b>forbidden point</b>: in renju, a point where black may not play (double-three,
 *       double-four, overline), unless the move makes five;
 *   <li><b>VCF</b>: victory by continuous fours; <b>VCT</b>: victory by continuous threats (fours
 *       and threes).
 * </ul>
 */
package gomoku.engine.pattern;
