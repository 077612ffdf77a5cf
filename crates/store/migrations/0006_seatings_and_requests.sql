-- Who sits where, for decisions the database must take in one transaction with the sitting down
-- (a wallet's top-up).

-- Each person seated at a table, written with the action that seated, stood or moved them.
CREATE TABLE seatings (
    table_id BIGINT NOT NULL REFERENCES game_tables (id),
    seat BIGINT NOT NULL,
    user_id BIGINT NOT NULL REFERENCES users (id),
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seatings_by_user ON seatings (user_id);
