package gomoku.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import java.util.zip.ZipException;

/**
 * Reads a gzip file member by member and says where each complete member ends, which
 * {@link java.util.zip.GZIPInputStream} does not: a file of several members can then be cut back to
 * its last complete one and appended to. A member cut short by the end of the file ends the reading
 * quietly (the data it gave is not confirmed by a member end); a damaged one is an
 * {@link IOException}.
 */
final class GzipMembers {
    /** Receives the decompressed data, and the file offset just after each complete member. */
    interface Listener {
        void data(byte[] bytes, int length) throws IOException;

        void memberEnd(long offset) throws IOException;
    }

    private static final int FHCRC = 2, FEXTRA = 4, FNAME = 8, FCOMMENT = 16;

    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int position, limit;
    /** File offset of {@code buffer[0]}. */
    private long base;

    private GzipMembers(InputStream in) {
        this.in = in;
    }

    /** Reads every member of {@code in} to {@code listener}. */
    static void read(InputStream in, Listener listener) throws IOException {
        new GzipMembers(in).readAll(listener);
    }

    private void readAll(Listener listener) throws IOException {
        byte[] out = new byte[1 << 16];
        Inflater inflater = new Inflater(true);
        CRC32 crc = new CRC32();
        try {
            while (readHeader()) {
                inflater.reset();
                crc.reset();
                long size = 0;
                while (!inflater.finished()) {
                    if (inflater.needsInput()) {
                        if (position == limit && !fill()) return;
                        inflater.setInput(buffer, position, limit - position);
                        position = limit;
                    }
                    int n;
                    try {
                        n = inflater.inflate(out);
                    } catch (DataFormatException e) {
                        throw new ZipException("damaged gzip data at byte " + offset() + ": " + e.getMessage());
                    }
                    if (n == 0 && inflater.needsDictionary()) throw new ZipException("damaged gzip data at byte " + offset());
                    crc.update(out, 0, n);
                    size += n;
                    if (n > 0) listener.data(out, n);
                }
                position -= inflater.getRemaining();
                long expectedCrc = readInt(), expectedSize = readInt();
                if (expectedCrc < 0 || expectedSize < 0) return;
                if (expectedCrc != crc.getValue() || expectedSize != (size & 0xFFFF_FFFFL))
                    throw new ZipException("damaged gzip member ending at byte " + offset() + " (check sum)");
                listener.memberEnd(offset());
            }
        } finally {
            inflater.end();
        }
    }

    /** Reads a member header; false at the end of the file, or when the file ends inside the header. */
    private boolean readHeader() throws IOException {
        int id1 = next();
        if (id1 < 0) return false;
        int id2 = next(), method = next(), flags = next();
        if (flags < 0) return false;
        if (id1 != 0x1f || id2 != 0x8b || method != 8) throw new ZipException("not gzip data at byte " + (offset() - 4));
        for (int i = 0; i < 6; i++) if (next() < 0) return false;   // time, extra flags, system
        if ((flags & FEXTRA) != 0) {
            int lo = next(), hi = next();
            if (hi < 0) return false;
            for (int i = 0, n = lo | hi << 8; i < n; i++) if (next() < 0) return false;
        }
        if ((flags & FNAME) != 0 && !skipText()) return false;
        if ((flags & FCOMMENT) != 0 && !skipText()) return false;
        if ((flags & FHCRC) != 0 && (next() < 0 || next() < 0)) return false;
        return true;
    }

    private boolean skipText() throws IOException {
        int b;
        while ((b = next()) > 0) continue;
        return b == 0;
    }

    /** A little-endian unsigned 32-bit value, or -1 when the file ends first. */
    private long readInt() throws IOException {
        long value = 0;
        for (int i = 0; i < 4; i++) {
            int b = next();
            if (b < 0) return -1;
            value |= (long) b << (8 * i);
        }
        return value;
    }

    private int next() throws IOException {
        if (position == limit && !fill()) return -1;
        return buffer[position++] & 0xFF;
    }

    private boolean fill() throws IOException {
        base += limit;
        position = limit = 0;
        int n = in.read(buffer);
        if (n <= 0) return false;
        limit = n;
        return true;
    }

    private long offset() {
        return base + position;
    }
}
