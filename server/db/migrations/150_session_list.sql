-- A member's list of sessions: each has a public id (never the token's hash, which looks a token up), the
-- device it was opened on ("Chrome on Android"), and when it was last used (last_seen_at, migration 030,
-- now kept for members too, at most every few minutes).
ALTER TABLE sessions ADD COLUMN id text;
ALTER TABLE sessions ADD COLUMN device text;
UPDATE sessions SET id = md5(token_hash || random()::text);
ALTER TABLE sessions ALTER COLUMN id SET NOT NULL;
CREATE UNIQUE INDEX sessions_id_key ON sessions (id);
