-- What each name looks like (its confusable skeleton, which the server works out): no two
-- accounts' names look alike. NULL for a name stored before this column until the server fills it
-- in at its start; NULLs never collide in a unique index, on either database.
ALTER TABLE users ADD COLUMN skeleton TEXT;
CREATE UNIQUE INDEX users_by_skeleton ON users (skeleton);
