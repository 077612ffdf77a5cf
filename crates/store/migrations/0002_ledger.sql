-- The ledger of play chips: double entry. A transfer is a set of postings summing to zero;
-- an account's balance is the sum of its postings, cached in ledger_accounts in the same
-- transaction as every posting.

CREATE TABLE ledger_accounts (
    -- 'wallet:USER', 'seat:TABLE:SEAT', 'house', 'grants'.
    id TEXT PRIMARY KEY,
    -- 'wallet', 'seat', 'house' or 'grants'.
    kind TEXT NOT NULL,
    balance BIGINT NOT NULL DEFAULT 0,
    -- Only the house and the grant source may go below zero: they are where chips come from.
    CHECK (balance >= 0 OR kind IN ('house', 'grants'))
);
INSERT INTO ledger_accounts (id, kind, balance) VALUES ('house', 'house', 0), ('grants', 'grants', 0);

CREATE TABLE transfers (
    id BIGINT PRIMARY KEY,
    -- Who asked for it and why, unique: the same key twice is the same transfer, made once.
    idempotency_key TEXT NOT NULL UNIQUE,
    -- 'grant', 'top_up', 'sit', 'stand', 'settle', ...
    reason TEXT NOT NULL,
    -- The table whose action caused it, if one did.
    table_id BIGINT,
    created_at BIGINT NOT NULL
);

CREATE TABLE postings (
    transfer_id BIGINT NOT NULL REFERENCES transfers (id),
    account TEXT NOT NULL REFERENCES ledger_accounts (id),
    amount BIGINT NOT NULL,
    PRIMARY KEY (transfer_id, account)
);
CREATE INDEX postings_by_account ON postings (account, transfer_id);
