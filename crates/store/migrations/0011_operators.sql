-- The room's operators, and the audit log of what each of them did: every operator action is
-- written here in the same transaction as its effect.

CREATE TABLE operators (
    user_id BIGINT PRIMARY KEY REFERENCES users (id),
    granted_at BIGINT NOT NULL
);

INSERT INTO counters (name, next_id) VALUES ('audit', 0);

CREATE TABLE audit (
    id BIGINT PRIMARY KEY,
    at BIGINT NOT NULL,
    -- The operator who acted; NULL for the command line on the room's own machine.
    operator_id BIGINT REFERENCES users (id),
    -- What was done (`grant_operator`, `close_table`), to what (`user:7`, `table:3`), and why.
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    reason TEXT NOT NULL
);
