-- One identity, one member: a verified phone number and an identity document number belong to one
-- account. The primary key makes two accounts racing for the same number end with one owner, whatever
-- order their transactions commit in. Numbers are kept only as keyed hashes (the masked number stays
-- in verifications for display).
CREATE TABLE identity_claims (
  kind text NOT NULL CHECK (kind IN ('phone', 'document')),
  number_hash text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, number_hash),
  -- A member holds one number of each kind; a new one replaces the old.
  UNIQUE (user_id, kind)
);

-- Consecutive failed logins per email (known or not, so an unknown address answers like a known one).
-- A success deletes the row.
CREATE TABLE login_failures (
  email_key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);

-- Idle limit of admin sessions: the last call a session made.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
-- Seeing a session used is not a change other instances must hear about; only an end or a new expiry is.
DROP TRIGGER sessions_announce_change ON sessions;
CREATE TRIGGER sessions_announce_change AFTER UPDATE OF expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();

-- The portal's Audit page reads every row, newest first, a page at a time.
CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC);

-- A document link names a stored file; its owner and kind are looked up on every view.
CREATE INDEX verifications_selfie_file_idx ON verifications (selfie_file);
CREATE INDEX verifications_id_file_idx ON verifications (id_file);
CREATE INDEX profiles_degree_file_idx ON profiles (degree_file);
CREATE INDEX profiles_income_file_idx ON profiles (income_file);
