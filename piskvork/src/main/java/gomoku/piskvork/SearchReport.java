package gomoku.piskvork;

import gomoku.engine.api.SearchInfo;
import gomoku.engine.core.Pos;

/**
 * Turns search progress into the protocol's text: one {@code MESSAGE} line per completed iteration,
 * {@code MESSAGE depth D eval E nodes N nps N pv x,y x,y ...}. A proven result is written
 * {@code +M<plies>} or {@code -M<plies>} in place of the evaluation, the form Yixin-Board reads.
 */
final class SearchReport {
    private SearchReport() {}

    static String message(SearchInfo info) {
        StringBuilder sb = new StringBuilder(96);
        sb.append("MESSAGE depth ").append(info.depth()).append(" eval ");
        if (info.mate() > 0) sb.append("+M").append(info.mate());
        else if (info.mate() < 0) sb.append("-M").append(-info.mate());
        else sb.append(info.score());
        sb.append(" nodes ").append(info.nodes()).append(" nps ").append(info.nps()).append(" pv");
        for (int pos : info.pv()) {
            if (pos == Pos.PASS || pos == Pos.NONE) break;
            sb.append(' ').append(move(pos));
        }
        return sb.toString();
    }

    /** A move as the protocol writes it: {@code x,y}, no spaces. */
    static String move(int pos) {
        return Pos.x(pos) + "," + Pos.y(pos);
    }
}
