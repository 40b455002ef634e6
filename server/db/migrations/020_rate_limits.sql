-- Rate-limit counters shared by every instance on one PostgreSQL (lib/rate-limit-store.ts), so a login
-- limit counts the attempts of all instances together, not each instance's alone. Unlogged: counters of
-- the last minute are not worth a write-ahead log, and losing them in a crash only restarts the windows.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
-- The hourly housekeeping deletes windows that ended.
CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends);
