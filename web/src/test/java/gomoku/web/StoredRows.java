package gomoku.web;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;

/** A game's rows read straight from the database file, as text to compare before and after a request. */
final class StoredRows {
    private StoredRows() {}

    /** Every row each query (one {@code ?}: the game's id) answers, a line a row, columns ended by '|'. */
    static String of(Connection c, long id, String... queries) throws SQLException {
        StringBuilder out = new StringBuilder();
        for (String sql : queries)
            try (PreparedStatement p = c.prepareStatement(sql)) {
                p.setLong(1, id);
                try (ResultSet rs = p.executeQuery()) {
                    ResultSetMetaData m = rs.getMetaData();
                    while (rs.next()) {
                        for (int i = 1; i <= m.getColumnCount(); i++) out.append(rs.getString(i)).append('|');
                        out.append('\n');
                    }
                }
            }
        return out.toString();
    }
}
