package gomoku.tui;

import gomoku.engine.core.Side;
import gomoku.game.play.MoveRefusal;

import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * The terminal app's words in one language: the resource bundle {@code gomoku/tui/messages} (English)
 * and {@code messages_zh_CN} (Simplified Chinese), UTF-8 properties files. {@code {0}}, {@code {1}}, ...
 * in a text are replaced by the arguments as they are (no MessageFormat quoting rules).
 */
public final class Messages {
    public static final String BUNDLE = "gomoku.tui.messages";
    public static final Locale CHINESE = Locale.SIMPLIFIED_CHINESE;
    public static final Messages ENGLISH = of(Locale.ENGLISH);

    private final ResourceBundle bundle;
    private final Locale locale;

    private Messages(ResourceBundle bundle, Locale locale) {
        this.bundle = bundle;
        this.locale = locale;
    }

    /** Chinese for any Chinese locale, else English; never the JVM's default locale by surprise. */
    public static Messages of(Locale locale) {
        Locale l = locale.getLanguage().equals("zh") ? CHINESE : Locale.ENGLISH;
        return new Messages(ResourceBundle.getBundle(BUNDLE, l,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)), l);
    }

    /**
     * The language the environment asks for, as POSIX programs read it: {@code LC_ALL}, then
     * {@code LC_MESSAGES}, then {@code LANG} (the first one set and not empty); {@code zh...} is
     * Chinese, anything else (or nothing) English.
     */
    public static Locale fromEnvironment(Map<String, String> env) {
        for (String name : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
            String value = env.get(name);
            if (value != null && !value.isBlank()) return value.toLowerCase(Locale.ROOT).startsWith("zh") ? CHINESE : Locale.ENGLISH;
        }
        return Locale.ENGLISH;
    }

    /** True when the environment's character type (LC_ALL, then LC_CTYPE, then LANG) is UTF-8. */
    public static boolean isUtf8(Map<String, String> env) {
        for (String name : new String[] {"LC_ALL", "LC_CTYPE", "LANG"}) {
            String value = env.get(name);
            if (value != null && !value.isBlank()) return value.toLowerCase(Locale.ROOT).replace("-", "").contains("utf8");
        }
        return false;
    }

    /**
     * The value of {@code --lang}: {@code en} or {@code zh-CN} (also {@code zh}, {@code zh_CN},
     * {@code en-US}, any case).
     *
     * @throws IllegalArgumentException for anything else
     */
    public static Locale parse(String lang) {
        String l = lang == null ? "" : lang.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        if (l.equals("en") || l.startsWith("en-")) return Locale.ENGLISH;
        if (l.equals("zh") || l.equals("zh-cn") || l.equals("zh-hans")) return CHINESE;
        throw new IllegalArgumentException("unknown language '" + lang + "' (en or zh-CN)");
    }

    public Locale locale() {
        return locale;
    }

    /** The text of {@code key} with {0}, {1}, ... replaced by {@code args}. */
    public String get(String key, Object... args) {
        String text = bundle.getString(key);
        for (int i = 0; i < args.length; i++) text = text.replace("{" + i + "}", String.valueOf(args[i]));
        return text;
    }

    /**
     * Why a move at {@code point}, typed as {@code token}, on a {@code size} board was refused;
     * {@code over} is what to say when the game or the puzzle is over.
     */
    public String refusal(MoveRefusal refusal, String point, String token, int size, String over) {
        return switch (refusal) {
            case OCCUPIED -> get("play.occupied", point);
            case OFF_BOARD -> get("play.badPoint", token, size);
            case FINISHED -> over;
            case DOUBLE_THREE, DOUBLE_FOUR, OVERLINE -> get("play.forbidden", point, get("foul." + refusal.id));
        };
    }

    /** "Black" or "White" (黑方, 白方). */
    public String side(int side) {
        return get("side." + Side.name(side));
    }
}
