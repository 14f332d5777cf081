package gomoku.engine.eval;

import gomoku.engine.pattern.CellTables;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.SplittableRandom;
import java.util.zip.CRC32;

/** The test networks beside this package's tests (exported by {@code gomoku train}), and networks made from them. */
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
        return read(bytes(name));
    }

    /**
     * The network of file {@code bytes} (version 1 or 2) with contest rows: a version 3 file whose
     * tables each take {@code rows} of {@code contest}, {@code rows = K * K * dim} values a table.
     */
    static byte[] withContest(byte[] bytes, short[] contest) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        int version = in.getInt(4), dim = in.getInt(16), tables = in.getInt(20);
        int header = version == 1 ? 36 : 40, k = CellTables.CONTEST_CLASSES, rows = k * k * dim;
        if (version > 2 || contest.length != tables * rows) throw new IllegalArgumentException("version " + version + ", " + contest.length + " contest values");
        ByteBuffer out = ByteBuffer.allocate(bytes.length + 44 - header + 2 * contest.length);
        out.put(bytes, 0, 36).putInt(4, 3).putInt(version == 1 ? 0 : in.getInt(36)).putInt(k);
        int table = 4 * dim + 2 * CellTables.SIZE * dim;
        for (int t = 0; t < tables; t++) {
            out.put(bytes, header + t * table, table);
            for (int i = 0; i < rows; i++) out.putShort(contest[t * rows + i]);
        }
        int heads = header + tables * table;
        out.put(bytes, heads, bytes.length - 4 - heads);
        CRC32 crc = new CRC32();
        crc.update(out.array(), 0, out.position());
        out.putInt((int) crc.getValue());
        return out.array();
    }

    /** Contest rows for {@code tables} tables of {@code dim}, uniform in -{@code range} to {@code range}. */
    static short[] randomContest(int tables, int dim, int range, SplittableRandom rnd) {
        int k = CellTables.CONTEST_CLASSES;
        short[] contest = new short[tables * k * k * dim];
        for (int i = 0; i < contest.length; i++) contest[i] = (short) rnd.nextInt(-range, range + 1);
        return contest;
    }

    static Network read(byte[] bytes) {
        try {
            return Network.read(new java.io.ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
