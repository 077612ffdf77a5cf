-- A group of server nodes over one database (docs/scaling.md): each node as it runs, and which
-- node serves each open table, under which epoch.

INSERT INTO counters (name, next_id) VALUES ('nodes', 0);

-- One row each time a `parlour serve` starts: a node that starts again is a new row, so nothing
-- of an earlier run can be mistaken for it.
CREATE TABLE nodes (
    id BIGINT PRIMARY KEY,
    -- The name it was given (`--node`): one live node a name.
    name TEXT NOT NULL,
    -- Where clients reach it (`--advertise`), such as http://10.0.0.2:8080.
    advertise TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    -- Its last heartbeat. Every lease a node holds runs out a lease's time after it: one row
    -- renews them all.
    seen_at BIGINT NOT NULL,
    -- Set when a graceful stop begins: no new table is placed on it while it hands its own over.
    draining_at BIGINT,
    -- Set by a graceful stop, or when the node's name starts again.
    stopped_at BIGINT
);

-- Each open table's lease: the node that serves it and the epoch it serves it under, one more at
-- every change of hands. Every write of the table's actions and postings checks the epoch in its
-- own transaction. `handed` is 1 for a table given to `node_id` that it has not claimed yet (a new
-- table placed on it, or one handed over by a node stopping).
CREATE TABLE table_leases (
    table_id BIGINT PRIMARY KEY REFERENCES game_tables (id),
    node_id BIGINT NOT NULL REFERENCES nodes (id),
    epoch BIGINT NOT NULL,
    handed BIGINT NOT NULL,
    -- What the lobby shows of the table (JSON), as its node last published it.
    summary TEXT NOT NULL
);

CREATE INDEX table_leases_by_node ON table_leases (node_id);
