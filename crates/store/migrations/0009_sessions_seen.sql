-- When each session was last used: a session unused for the room's idle time ends, however long
-- it had left. A session from before this column was last seen when it began.
ALTER TABLE sessions ADD COLUMN seen_at BIGINT NOT NULL DEFAULT 0;
UPDATE sessions SET seen_at = created_at;
