package gomoku.game.store;

import gomoku.engine.core.Rule;
import gomoku.game.variation.VariationTree;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The analysis boards, kept in the same {@link Database} as the games. Tables:
 * <ul>
 *   <li>{@code analysis_boards}: one row per board (size, rule, the node shown, title, last change);</li>
 *   <li>{@code analysis_nodes}: one row per stone of a board's tree: its id, parent, place among its
 *       siblings (0 = main line), colour, point and comment.</li>
 * </ul>
 * {@link #save} replaces a board's nodes in one transaction, so a tree in the database is always one
 * that existed in memory. Each method takes a pooled connection for its work; methods throw
 * {@link StoreException} when the database fails.
 */
public final class VariationStore implements AutoCloseable {
    /** A board as saved: its tree, the node that was shown and its title. */
    public record Saved(long id, VariationTree tree, int current, String title, long updatedMs) {}

    /** A line of the list of boards. */
    public record Summary(long id, int size, Rule rule, String title, int stones, long updatedMs) {}

    private final Database database;
    private final boolean ownsDatabase;
    private final LongSupplier clock;

    private VariationStore(Database database, boolean ownsDatabase, LongSupplier clock) {
        this.database = database;
        this.ownsDatabase = ownsDatabase;
        this.clock = clock;
    }

    /** Opens the SQLite file {@code file} (creating it and the tables if needed); {@code clock} gives ms. */
    public static VariationStore open(java.nio.file.Path file, LongSupplier clock) {
        return new VariationStore(Database.sqlite(file, Database.DEFAULT_POOL_SIZE), true, clock);
    }

    /** The analysis boards of {@code database}, which the caller closes after the store. */
    public static VariationStore on(Database database, LongSupplier clock) {
        return new VariationStore(database, false, clock);
    }

    /** Stores a new board; returns its id. */
    public long create(VariationTree tree, int current, String title) {
        return Transaction.run(database, "saving a new analysis board", db -> {
            long id;
            try (PreparedStatement p = db.prepareStatement(
                    "INSERT INTO analysis_boards (size, rule, current_node, title, updated_ms)"
                            + " VALUES (?, ?, ?, ?, ?) RETURNING id")) {
                p.setInt(1, tree.size());
                p.setString(2, tree.rule().id());
                p.setInt(3, current);
                p.setString(4, title);
                p.setLong(5, clock.getAsLong());
                try (ResultSet keys = p.executeQuery()) {
                    keys.next();
                    id = keys.getLong(1);
                }
            }
            writeNodes(db, id, tree);
            return id;
        });
    }

    /** Replaces board {@code id}'s tree and shown node. */
    public void save(long id, VariationTree tree, int current) {
        Transaction.run(database, "saving analysis board " + id, db -> {
            try (PreparedStatement p = db.prepareStatement("UPDATE analysis_boards SET current_node = ?, updated_ms = ? WHERE id = ?")) {
                p.setInt(1, current);
                p.setLong(2, clock.getAsLong());
                p.setLong(3, id);
                if (p.executeUpdate() != 1) throw new SQLException("no analysis board " + id);
            }
            try (PreparedStatement p = db.prepareStatement("DELETE FROM analysis_nodes WHERE board_id = ?")) {
                p.setLong(1, id);
                p.executeUpdate();
            }
            writeNodes(db, id, tree);
            return null;
        });
    }

    /** Only the shown node changed: no need to rewrite the tree. */
    public void saveCurrent(long id, int current) {
        Transaction.run(database, "saving analysis board " + id, db -> {
            try (PreparedStatement p = db.prepareStatement("UPDATE analysis_boards SET current_node = ? WHERE id = ?")) {
                p.setInt(1, current);
                p.setLong(2, id);
                p.executeUpdate();
            }
            return null;
        });
    }

    private void writeNodes(Connection db, long id, VariationTree tree) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO analysis_nodes"
                + " (board_id, node_id, parent_id, ord, colour, x, y, comment) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (VariationTree.Node n : tree.nodes()) {
                p.setLong(1, id);
                p.setInt(2, n.id);
                p.setInt(3, n.parent == null ? -1 : n.parent.id);
                p.setInt(4, n.parent == null ? 0 : n.parent.children().indexOf(n));
                p.setInt(5, n.colour);
                p.setInt(6, n.x);
                p.setInt(7, n.y);
                p.setString(8, n.comment());
                p.addBatch();
            }
            p.executeBatch();
        }
    }

    /** Board {@code id} as saved, or empty when there is none (or it no longer replays: never trusted blindly). */
    public Optional<Saved> load(long id) {
        try (Connection db = database.connection()) {
            int size, current;
            Rule rule;
            String title;
            long updated;
            try (PreparedStatement p = db.prepareStatement(
                    "SELECT size, rule, current_node, title, updated_ms FROM analysis_boards WHERE id = ?")) {
                p.setLong(1, id);
                try (ResultSet r = p.executeQuery()) {
                    if (!r.next()) return Optional.empty();
                    size = r.getInt(1);
                    rule = Rule.parse(r.getString(2));
                    current = r.getInt(3);
                    title = r.getString(4);
                    updated = r.getLong(5);
                }
            }
            if (rule == null) return Optional.empty();
            VariationTree tree = new VariationTree(size, rule);
            // Parents have smaller ids than their children, so id order rebuilds parents first;
            // siblings are added in their saved order.
            Map<Integer, List<int[]>> byParent = new HashMap<>();
            Map<Integer, String> comments = new HashMap<>();
            try (PreparedStatement p = db.prepareStatement("SELECT node_id, parent_id, ord, colour, x, y, comment"
                    + " FROM analysis_nodes WHERE board_id = ? ORDER BY parent_id, ord")) {
                p.setLong(1, id);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        if (r.getInt(2) < 0) {
                            tree.comment(tree.root(), r.getString(7));
                            continue;
                        }
                        byParent.computeIfAbsent(r.getInt(2), k -> new ArrayList<>())
                                .add(new int[] {r.getInt(1), r.getInt(4), r.getInt(5), r.getInt(6)});
                        comments.put(r.getInt(1), r.getString(7));
                    }
                }
            }
            restoreChildren(tree, tree.root(), byParent, comments);
            if (!tree.has(current)) current = VariationTree.ROOT;
            return Optional.of(new Saved(id, tree, current, title, updated));
        } catch (SQLException e) {
            throw new StoreException("loading analysis board " + id + " failed", e);
        } catch (IllegalArgumentException | IllegalStateException e) {
            return Optional.empty();
        }
    }

    private static void restoreChildren(VariationTree tree, VariationTree.Node parent, Map<Integer, List<int[]>> byParent,
                                        Map<Integer, String> comments) {
        for (int[] c : byParent.getOrDefault(parent.id, List.of())) {
            VariationTree.Node n = tree.restore(c[0], parent, c[2], c[3], c[1], comments.get(c[0]));
            restoreChildren(tree, n, byParent, comments);
        }
    }

    /** Every board, the most recently changed first. */
    public List<Summary> list() {
        List<Summary> out = new ArrayList<>();
        try (Connection db = database.connection(); Statement s = db.createStatement();
             ResultSet r = s.executeQuery("SELECT b.id, b.size, b.rule, b.title, b.updated_ms,"
                     + " (SELECT COUNT(*) FROM analysis_nodes n WHERE n.board_id = b.id AND n.parent_id >= 0)"
                     + " FROM analysis_boards b ORDER BY b.updated_ms DESC, b.id DESC")) {
            while (r.next()) {
                Rule rule = Rule.parse(r.getString(3));
                if (rule != null) out.add(new Summary(r.getLong(1), r.getInt(2), rule, r.getString(4), r.getInt(6), r.getLong(5)));
            }
        } catch (SQLException e) {
            throw new StoreException("listing analysis boards failed", e);
        }
        return out;
    }

    @Override
    public void close() {
        if (ownsDatabase) database.close();
    }
}
