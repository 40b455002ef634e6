-- The profile changes (by the database's clock) that the instance building a queue had read, so a
-- refresh of the queue looks again at exactly the profiles changed after them.
ALTER TABLE feed_state ADD COLUMN built_changes timestamptz;
