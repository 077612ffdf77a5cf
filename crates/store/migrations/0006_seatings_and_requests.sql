-- Who sits where, for decisions the database must take in one transaction with the sitting down
-- (a wallet's top-up); and the client's request key stored with each table action, so that a
-- request sent again after a restart is recognised rather than played twice.

-- Each person seated at a table, written with the action that seated, stood or moved them.
CREATE TABLE seatings (
    table_id BIGINT NOT NULL REFERENCES game_tables (id),
    seat BIGINT NOT NULL,
    user_id BIGINT NOT NULL REFERENCES users (id),
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seatings_by_user ON seatings (user_id);

-- The key of the request that brought the action, unique at its table. NULL for an action no
-- request brought (a timer's, a bot's, one stored before this column): NULLs never collide in a
-- unique index, on either database.
ALTER TABLE table_actions ADD COLUMN request TEXT;
CREATE UNIQUE INDEX table_actions_by_request ON table_actions (table_id, request);
