package gomoku.game.store;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of the tests' own: the first call makes a cluster in a temporary folder with
 * the installed PostgreSQL's {@code initdb} (Debian's {@code postgresql} package, which .ci/run
 * installs), starts it on a free port and stops it when the JVM exits. PostgreSQL refuses to run as
 * root, so as root the server runs as the {@code postgres} user. No PostgreSQL installed is a test
 * failure, never a skip.
 */
public final class TestPostgres {
    private static final AtomicInteger databases = new AtomicInteger();
    private static String baseUrl;

    private TestPostgres() {}

    /** The JDBC URL of a new, empty database on the test server. */
    public static synchronized String newDatabase() {
        if (baseUrl == null) baseUrl = start();
        String name = "t" + databases.incrementAndGet();
        try (Connection c = DriverManager.getConnection(baseUrl + "postgres?user=gomoku");
             Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a test database", e);
        }
        return baseUrl + name + "?user=gomoku";
    }

    private static String start() {
        try {
            Path bin = binaries();
            Path dir = Files.createTempDirectory("gomoku-pg");
            boolean root = "root".equals(System.getProperty("user.name"));
            if (root) {
                UserPrincipal postgres = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
                Files.setOwner(dir, postgres);
            }
            Path data = dir.resolve("data");
            int port;
            try (ServerSocket free = new ServerSocket(0)) {
                port = free.getLocalPort();
            }
            run(root, bin.resolve("initdb").toString(), "-D", data.toString(), "-U", "gomoku", "-A", "trust",
                    "-E", "UTF8", "--no-sync");
            run(root, bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", dir.resolve("log").toString(), "-w",
                    "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off", "start");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    run(root, bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "stop");
                    try (Stream<Path> files = Files.walk(dir)) {
                        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                    }
                } catch (IOException | InterruptedException e) {
                    // The JVM is exiting; the temporary folder is left behind.
                }
            }));
            return "jdbc:postgresql://127.0.0.1:" + port + "/";
        } catch (IOException e) {
            throw new IllegalStateException("cannot start the test PostgreSQL", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted starting the test PostgreSQL", e);
        }
    }

    /** The folder of initdb and pg_ctl: on the PATH, else the newest under /usr/lib/postgresql. */
    private static Path binaries() throws IOException {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":"))
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "initdb")) && Files.isExecutable(Path.of(dir, "pg_ctl")))
                return Path.of(dir);
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian))
            try (Stream<Path> versions = Files.list(debian)) {
                List<Path> found = new ArrayList<>(versions.map(v -> v.resolve("bin"))
                        .filter(b -> Files.isExecutable(b.resolve("initdb"))).toList());
                found.sort(Comparator.comparing(p -> Integer.parseInt(p.getParent().getFileName().toString().replaceAll("\\D", "0"))));
                if (!found.isEmpty()) return found.get(found.size() - 1);
            }
        throw new IllegalStateException("PostgreSQL is not installed (no initdb on the PATH or under /usr/lib/postgresql):"
                + " install Debian's postgresql package, as .ci/run does");
    }

    private static void run(boolean root, String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>();
        if (root) line.addAll(List.of("runuser", "-u", "postgres", "--"));
        line.addAll(List.of(command));
        Process p = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0)
            throw new IOException(String.join(" ", line) + " failed:\n" + output);
    }
}
