-- Each table's snapshot: the table as it stood after the action of `version`, written in that
-- action's transaction (never ahead of the actions), so that a start resumes the table from it and
-- replays only the actions since instead of its whole life. The actions stay the source of truth:
-- a snapshot that cannot be read is passed over and the table replayed from them. It holds the
-- table's secrets (the order of its pack), as game_tables.deal_key does: it is sent to nobody.
CREATE TABLE table_snapshots (
    table_id BIGINT PRIMARY KEY REFERENCES game_tables (id),
    version BIGINT NOT NULL,
    state TEXT NOT NULL
);
