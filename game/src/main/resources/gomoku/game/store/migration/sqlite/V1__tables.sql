-- The tables as the store made them before versioned migrations (CREATE TABLE IF NOT EXISTS): a file
-- made by an older release gets a baseline (version 0) and then this script, which keeps its tables
-- and rows and adds the tables it lacks.
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_ms INTEGER NOT NULL, updated_ms INTEGER NOT NULL,
    mode TEXT NOT NULL, rule TEXT NOT NULL, size INTEGER NOT NULL, level INTEGER NOT NULL,
    human_side INTEGER NOT NULL, result TEXT, reason TEXT);
CREATE TABLE IF NOT EXISTS moves (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL,
    PRIMARY KEY (game_id, idx));
-- Position idx is the board after idx moves; rows past the stored moves are dropped whenever moves
-- are replaced or taken back, so the rows always describe this game.
CREATE TABLE IF NOT EXISTS analysis (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL, score INTEGER NOT NULL, mate INTEGER NOT NULL,
    black_win REAL NOT NULL, depth INTEGER NOT NULL, best TEXT, line TEXT NOT NULL,
    PRIMARY KEY (game_id, idx));
CREATE TABLE IF NOT EXISTS clocks (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    move_ms INTEGER NOT NULL, game_ms INTEGER NOT NULL,
    black_used_ms INTEGER NOT NULL, white_used_ms INTEGER NOT NULL);
-- Who may act on a game: seat 0 black, 1 white (games between browsers), 2 the owner (a game against
-- the computer or at one screen). Only a hash of each seat's secret is kept.
CREATE TABLE IF NOT EXISTS seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT,
    PRIMARY KEY (game_id, seat));
-- A game between browsers: its invitation (to the free seat) and watch codes.
CREATE TABLE IF NOT EXISTS game_links (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    invite_code TEXT, watch_code TEXT NOT NULL, listed INTEGER NOT NULL,
    free_seat INTEGER);
-- A table of its own rather than new columns of games: a game without a row here had no opening rule.
CREATE TABLE IF NOT EXISTS openings (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    rule TEXT NOT NULL, human_seat TEXT, choices TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS practice_solves (
    puzzle_id TEXT PRIMARY KEY, level INTEGER NOT NULL,
    best_ms INTEGER NOT NULL, solved_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS practice_state (
    id INTEGER PRIMARY KEY CHECK (id = 1), streak INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS personal_puzzles (
    puzzle_id TEXT PRIMARY KEY, game_id INTEGER NOT NULL, move_number INTEGER NOT NULL,
    played TEXT NOT NULL, puzzle_json TEXT NOT NULL, created_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS personal_scanned (game_id INTEGER PRIMARY KEY);

CREATE TABLE IF NOT EXISTS analysis_boards (
    id INTEGER PRIMARY KEY AUTOINCREMENT, size INTEGER NOT NULL, rule TEXT NOT NULL,
    current_node INTEGER NOT NULL, title TEXT NOT NULL, updated_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS analysis_nodes (
    board_id INTEGER NOT NULL, node_id INTEGER NOT NULL, parent_id INTEGER NOT NULL,
    ord INTEGER NOT NULL, colour INTEGER NOT NULL, x INTEGER NOT NULL, y INTEGER NOT NULL,
    comment TEXT NOT NULL, PRIMARY KEY (board_id, node_id));
