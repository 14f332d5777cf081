package gomoku.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/** A web dictionary (src/main/resources/public/i18n/LANG.json), so browser tests expect the page's own words. */
final class Dict {
    final String lang;
    private final Map<String, String> texts;

    Dict(String lang) {
        this.lang = lang;
        try {
            texts = I18nTest.dictionary(lang);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of {@code key} with its placeholders filled from name/value pairs. */
    String text(String key, Object... params) {
        String s = texts.get(key);
        if (s == null) throw new IllegalArgumentException("no key " + key);
        for (int i = 0; i + 1 < params.length; i += 2) s = s.replace("{" + params[i] + "}", String.valueOf(params[i + 1]));
        return s;
    }

    /** The text of {@code key} up to its first placeholder. */
    String prefix(String key) {
        String s = text(key);
        int brace = s.indexOf('{');
        return brace < 0 ? s : s.substring(0, brace);
    }
}
