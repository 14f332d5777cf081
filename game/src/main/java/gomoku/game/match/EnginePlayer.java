package gomoku.game.match;

import gomoku.engine.api.Engine;
import gomoku.engine.api.Level;
import gomoku.engine.api.SearchLimits;
import gomoku.engine.api.SearchListener;
import gomoku.engine.board.GameState;
import gomoku.engine.eval.Evaluation;
import gomoku.engine.eval.Network;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Our engine in-process with one setting: a level, or full strength with a time, depth or node limit.
 * Spec strings: {@code level=3}, {@code time=500}, {@code depth=6}, {@code nodes=20000}, optionally {@code ,threads=2}
 * {@code ,hash=64} {@code ,evaluation=classical} (default: auto) {@code ,network=FILE} (a network file of {@code gomoku train}
 * instead of the shipped one of its rule set; implies the network evaluation) (e.g. {@code time=1000,threads=1}).
 */
public final class EnginePlayer implements Player {
    private final String name;
    private final Engine engine;
    private final Level level;
    private final SearchLimits limits;

    public EnginePlayer(String name, Level level, SearchLimits limits, int threads, int hashMb, long seed) {
        this(name, level, limits, threads, hashMb, seed, Evaluation.AUTO);
    }

    public EnginePlayer(String name, Level level, SearchLimits limits, int threads, int hashMb, long seed, Evaluation evaluation) {
        this.name = name;
        this.engine = new Engine(threads, hashMb);
        this.engine.setSeed(seed);
        this.engine.setEvaluation(evaluation);
        this.level = level;
        this.limits = limits;
    }

    /** Parses a spec string (see the class comment); throws IllegalArgumentException naming the bad part. */
    public static EnginePlayer parse(String spec, long seed) {
        Level level = null;
        long time = 0, nodes = 0;
        int depth = 0, threads = 1, hash = 32;
        Evaluation evaluation = Evaluation.AUTO;
        Network network = null;
        for (String part : spec.split(",")) {
            String[] kv = part.trim().split("=", 2);
            if (kv.length != 2) throw new IllegalArgumentException("bad player setting '" + part + "' in '" + spec + "'");
            try {
                switch (kv[0].trim()) {
                    case "level": level = Level.of(Integer.parseInt(kv[1].trim())); break;
                    case "time": time = Long.parseLong(kv[1].trim()); break;
                    case "depth": depth = Integer.parseInt(kv[1].trim()); break;
                    case "nodes": nodes = Long.parseLong(kv[1].trim()); break;
                    case "threads": threads = Integer.parseInt(kv[1].trim()); break;
                    case "hash": hash = Integer.parseInt(kv[1].trim()); break;
                    case "evaluation":
                        evaluation = Evaluation.parse(kv[1]);
                        if (evaluation == null) throw new IllegalArgumentException("evaluation must be auto, classical or network in '" + spec + "'");
                        break;
                    case "network":
                        network = readNetwork(kv[1].trim());
                        evaluation = Evaluation.NETWORK;
                        break;
                    default: throw new IllegalArgumentException("unknown player setting '" + kv[0] + "' in '" + spec + "'");
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad number in player setting '" + part + "'");
            }
        }
        if (level == null && time <= 0 && depth <= 0 && nodes <= 0)
            throw new IllegalArgumentException("player '" + spec + "' needs level=, time=, depth= or nodes=");
        EnginePlayer player = new EnginePlayer(spec, level, new SearchLimits(time, 0, 0, depth, nodes), threads, hash, seed, evaluation);
        player.engine.setNetwork(network);
        return player;
    }

    /**
     * The network in {@code file} (one {@code gomoku train} wrote); a file that cannot be read or is
     * not a whole, intact network is an {@link IllegalArgumentException} naming the file and the fault.
     */
    public static Network readNetwork(String file) {
        try (InputStream in = Files.newInputStream(Path.of(file))) {
            return Network.read(in);
        } catch (NoSuchFileException e) {
            // Its message is the path alone, which the sentence already holds.
            throw new IllegalArgumentException("cannot read network file " + file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read network file " + file + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("network file " + file + ": " + e.getMessage());
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(GameState start) {
        engine.newGame();
    }

    @Override
    public int move(GameState game, long timeLeftMs) {
        SearchLimits l = timeLeftMs > 0
                ? new SearchLimits(limits.turnTimeMs(), limits.matchTimeMs(), timeLeftMs, limits.maxDepth(), limits.maxNodes())
                : limits;
        return engine.search(game, l, level, SearchListener.NONE).bestMove();
    }
}
