-- Accounts and sign-in sessions. Written for SQLite and PostgreSQL alike: BIGINT and TEXT only.

-- One portable sequence per kind of id (neither database's own sequences).
CREATE TABLE counters (
    name TEXT PRIMARY KEY,
    next_id BIGINT NOT NULL
);
INSERT INTO counters (name, next_id) VALUES ('users', 0), ('transfers', 0), ('tables', 0);

CREATE TABLE users (
    id BIGINT PRIMARY KEY,
    -- As the player wrote it, trimmed.
    name TEXT NOT NULL,
    -- The name folded to lower case: names are unique ignoring case.
    name_key TEXT NOT NULL UNIQUE,
    -- An argon2id PHC string; NULL for a guest, until the guest claims the name.
    password_hash TEXT,
    -- The PIN that guards the betting limit, argon2id; NULL until one is set.
    pin_hash TEXT,
    pin_failures BIGINT NOT NULL DEFAULT 0,
    -- Milliseconds since the epoch until which no PIN is tried (after 5 wrong ones).
    pin_locked_until BIGINT,
    -- The player's own maximum bet, below the house's; NULL: the house's maximum.
    bet_limit BIGINT,
    bet_limit_changed_at BIGINT,
    created_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    -- SHA-256 of the cookie's token, hex: the token itself is never stored.
    token_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (user_id);
