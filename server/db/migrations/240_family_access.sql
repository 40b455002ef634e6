-- Family access: a member invites one relative by email; the relative sets a password from the emailed link
-- and logs in to an account of their own (role 'relative') that reads the member's suggestions, search and
-- shortlist and adds to the shortlist, nothing else (plugins/auth.ts refuses every other member route).
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('member', 'admin', 'relative'));

-- One row per member: one relative at a time, invited (relative_id NULL) or with access.
CREATE TABLE family_access (
  member_id text PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- SHA-256 of the one-time token of the invitation link; NULL once accepted.
  invite_hash text,
  invite_expires_at timestamptz,
  invited_at timestamptz NOT NULL DEFAULT now(),
  relative_id text UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  accepted_at timestamptz
);
CREATE UNIQUE INDEX family_access_invite_key ON family_access (invite_hash);

-- Access ends by deleting the row (the member ends it, or the member's account goes): the relative's account
-- goes with it, so its sessions end and every instance hears so (migration 021's announcements).
CREATE FUNCTION end_family_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.relative_id IS NOT NULL THEN
    DELETE FROM users WHERE id = OLD.relative_id AND role = 'relative';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER family_access_end AFTER DELETE ON family_access
  FOR EACH ROW EXECUTE FUNCTION end_family_access();
