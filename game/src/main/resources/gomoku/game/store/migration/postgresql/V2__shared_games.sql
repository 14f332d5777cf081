-- What several servers on one database need to share a live game (sqlite/V2 is the same in
-- SQLite's types; keep the two in step):
-- * games.version grows with every change of a game's live state; a server writes a change only
--   if the version is still the one it read, so two servers never both apply a move.
-- * clocks.turn_started_ms is when the running turn began, so the server that takes a game over
--   continues its clock instead of starting the turn again (null: unknown, the turn starts on load).
-- * game_links.offer / offer_by hold the open take-back request or draw offer of a game between
--   browsers, which any server may answer.
-- * watchers counts each server's spectators of a game, so that players on any server see them
--   all; seen_ms is the server's last sign of life (rows of a server gone quiet are not counted).
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE clocks ADD COLUMN turn_started_ms BIGINT;
ALTER TABLE game_links ADD COLUMN offer TEXT;
ALTER TABLE game_links ADD COLUMN offer_by INTEGER;
CREATE TABLE watchers (
    game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    server TEXT NOT NULL, count INTEGER NOT NULL, seen_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, server));
