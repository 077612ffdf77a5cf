-- The language a person chose for Parlour's words (`en`, `es`, `hu`, `el`, `sq`, `eo`), kept with
-- the account so that every browser and phone they sign in on speaks it; NULL until they choose,
-- when each browser speaks the first of its own languages that Parlour does.
ALTER TABLE users ADD COLUMN lang TEXT;
