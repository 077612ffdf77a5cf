-- Hand histories: each finished round of a table recorded apart, written in the same transaction
-- as the action that ended it, and listed for each person who sat at the table during it.

INSERT INTO counters (name, next_id) VALUES ('hands', 0);

CREATE TABLE hands (
    id BIGINT PRIMARY KEY,
    table_id BIGINT NOT NULL REFERENCES game_tables (id),
    -- The table's version before the round's first action, and after its last.
    from_version BIGINT NOT NULL,
    to_version BIGINT NOT NULL,
    game TEXT NOT NULL,
    -- The finished round (cards, totals, each player's net), JSON.
    summary TEXT NOT NULL,
    -- The round's hand record alone, JSON: `parlour script` replays it. No key is in it.
    record TEXT NOT NULL,
    ended_at BIGINT NOT NULL,
    UNIQUE (table_id, to_version)
);

CREATE TABLE hand_players (
    user_id BIGINT NOT NULL REFERENCES users (id),
    hand_id BIGINT NOT NULL REFERENCES hands (id),
    PRIMARY KEY (user_id, hand_id)
);
