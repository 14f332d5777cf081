package gomoku.piskvork;

/**
 * Parses the comma-separated integers of protocol arguments: {@code x,y} after TURN, PLAY and
 * TAKEBACK, {@code x,y,f} in a BOARD listing, {@code W,H} after RECTSTART. Spaces around the numbers
 * are tolerated because hand-typed sessions have them; anything else is refused with a message that
 * quotes the text, so a manager's log shows what went wrong.
 */
final class Fields {
    private Fields() {}

    /** Exactly {@code count} comma-separated integers, or a {@link ProtocolException}. */
    static int[] parse(String text, int count, String expected) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) throw malformed(text, expected);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) values[i] = parseInt(parts[i].strip(), text, expected);
        return values;
    }

    /** One integer, or a {@link ProtocolException}. */
    static int parseOne(String text, String expected) {
        return parseInt(text.strip(), text, expected);
    }

    private static int parseInt(String part, String whole, String expected) {
        // Integer.parseInt accepts a leading '+', which no manager sends; digits only, optional '-'.
        if (part.isEmpty() || part.length() > 10 || !part.matches("-?[0-9]+")) throw malformed(whole, expected);
        try {
            return Integer.parseInt(part);
        } catch (NumberFormatException e) {
            throw malformed(whole, expected);
        }
    }

    private static ProtocolException malformed(String text, String expected) {
        return new ProtocolException("expected " + expected + ", got '" + text.strip() + "'");
    }
}
