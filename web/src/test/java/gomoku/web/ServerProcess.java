package gomoku.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** {@code gomoku.web.WebMain} in a JVM of its own, on the test's class path. */
final class ServerProcess implements AutoCloseable {
    final Process process;
    final String url;
    final StringBuilder log = new StringBuilder();

    /** Starts a server named {@code name} on {@code db} (a SQLite path or a PostgreSQL URL) on a free port. */
    ServerProcess(String db, String name) throws IOException {
        this(db, name, 4, List.of());
    }

    /** As above, with {@code pool} database connections and options for its JVM. */
    ServerProcess(String db, String name, int pool, List<String> javaOptions) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(javaOptions);
        command.addAll(List.of("-cp", classPath, "gomoku.web.WebMain", "--port", "0", "--db", db,
                "--server-name", name, "--db-pool", String.valueOf(pool)));
        process = new ProcessBuilder(command).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> address = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                for (String line; (line = out.readLine()) != null; ) {
                    synchronized (log) {
                        log.append(line).append('\n');
                    }
                    if (line.startsWith("gomoku web app: "))
                        address.complete(line.substring("gomoku web app: ".length()).split(" ")[0]);
                }
            } catch (IOException e) {
                // The process ended.
            }
            address.completeExceptionally(new IllegalStateException("server " + name + " stopped:\n" + log));
        }, "server-" + name + "-output");
        reader.setDaemon(true);
        reader.start();
        try {
            url = address.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            process.destroyForcibly();
            throw new IllegalStateException("server " + name + " did not start:\n" + log, e);
        }
    }

    boolean alive() {
        return process.isAlive();
    }

    /** SIGKILL: no shutdown hook, no goodbye to the clients or the database. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(15, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
