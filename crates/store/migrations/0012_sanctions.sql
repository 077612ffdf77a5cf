-- What an operator does to an account, and the room's tables: suspensions and bans, one-time
-- links that set a password, and a table paused between rounds.

INSERT INTO counters (name, next_id) VALUES ('sanctions', 0);

-- A suspension (with an end) or a ban (without one) of an account, and its lifting. An account is
-- sanctioned while it has one not lifted and not run out; while it is, none of its sessions is
-- honoured and it cannot sign in.
CREATE TABLE sanctions (
    id BIGINT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    -- 'suspend' or 'ban'.
    kind TEXT NOT NULL,
    reason TEXT NOT NULL,
    at BIGINT NOT NULL,
    -- When a suspension ends; NULL for a ban.
    until_at BIGINT,
    by_id BIGINT REFERENCES users (id),
    lifted_at BIGINT,
    lifted_by BIGINT REFERENCES users (id)
);
CREATE INDEX sanctions_by_user ON sanctions (user_id, id);

-- A one-time link an operator makes for a person to set a new password: SHA-256 of its token,
-- hex (the token itself is never stored), used once, before it expires.
CREATE TABLE reset_links (
    token_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);

-- Why an operator has paused the table (no new round begins), or NULL: kept across restarts.
ALTER TABLE game_tables ADD COLUMN paused TEXT;
