-- A member's shortlist: profiles they starred from a member's view, Home's suggestion or search.
CREATE TABLE shortlists (
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (member_id, profile_id)
);
-- Listed newest first per member.
CREATE INDEX shortlists_member_created_idx ON shortlists (member_id, created_at DESC, profile_id);
-- Who starred a profile, when its account is removed.
CREATE INDEX shortlists_profile_idx ON shortlists (profile_id);
