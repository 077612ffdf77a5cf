-- What one address has used of a daily allowance (new accounts' grants of chips, top-ups of dry
-- wallets), counted in the database so that a restart or another node of the group does not
-- give it a fresh one. An address is its block as the server counts it (an IPv6 /64 as one).
CREATE TABLE allowances (
    kind TEXT NOT NULL,
    address TEXT NOT NULL,
    -- When the window began, in milliseconds since the epoch (a day's: midnight UTC).
    window_start BIGINT NOT NULL,
    used BIGINT NOT NULL,
    PRIMARY KEY (kind, address, window_start)
);
CREATE INDEX allowances_by_window ON allowances (window_start);
