package gomoku.engine.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The test networks beside this package's tests: exported by {@code gomoku train}. */
final class NetworkFiles {
    private NetworkFiles() {}

    static byte[] bytes(String name) {
        try (InputStream in = NetworkFiles.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing test resource " + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Network load(String name) {
        try {
            return Network.read(new java.io.ByteArrayInputStream(bytes(name)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
