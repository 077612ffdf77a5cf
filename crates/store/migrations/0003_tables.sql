-- Every table's whole life as one hand record: its rules, its seats at the start, its deal, and
-- every accepted action in order (seat changes included).

CREATE TABLE game_tables (
    id BIGINT PRIMARY KEY,
    -- The registry's game id: 'casino', 'pontoon', 'palace'.
    game TEXT NOT NULL,
    -- The record's rules, as JSON.
    rules TEXT NOT NULL,
    -- The record's players at the start, as JSON.
    players TEXT NOT NULL,
    -- The shuffle key, hex: never sent to a client while the table plays.
    deal_key TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id),
    created_at BIGINT NOT NULL,
    closed_at BIGINT
);

CREATE TABLE table_actions (
    table_id BIGINT NOT NULL REFERENCES game_tables (id),
    -- The table's version after this action: 1 for the first.
    version BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    -- The action on the wire (docs/wire.md).
    action TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (table_id, version)
);
