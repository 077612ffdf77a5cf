-- Which hints the coach may give at the table (docs/server.md, "The coach"): `off`, `fresh` (by a
-- freshly shuffled shoe alone, every table's until an operator says otherwise) or `seen` (by the
-- cards seen since the shuffle as well). Set by an operator, kept across restarts and nodes.
ALTER TABLE game_tables ADD COLUMN hints TEXT NOT NULL DEFAULT 'fresh';
