-- Whether each person listed with a round played in it (had a hand, a bet, a place in the
-- result) or only sat at the table while it was dealt: a history shows the rounds played unless
-- asked for every one. A round from before this column is taken as played.
ALTER TABLE hand_players ADD COLUMN played BIGINT NOT NULL DEFAULT 1;
