-- Privacy members control: who sees a member's photos, a pause, and whether visits are recorded.
-- On the profile row, so a change moves profile_generation (migration 011) and every kept feed answer
-- that showed the member goes at once.
ALTER TABLE profiles ADD COLUMN photo_privacy text NOT NULL DEFAULT 'EVERYONE'
  CHECK (photo_privacy IN ('EVERYONE', 'BLURRED', 'MATCHES_ONLY'));
-- Paused: out of every suggestion, search, shortlist and viewers list; requests cannot reach the member.
ALTER TABLE profiles ADD COLUMN hidden boolean NOT NULL DEFAULT false;
-- Off: the member's visits are not recorded and they do not see others' visits (reciprocal).
ALTER TABLE profiles ADD COLUMN record_visits boolean NOT NULL DEFAULT true;

-- The strongly blurred copy of each photo, made when it is uploaded (never per request). NULL for a
-- photo stored before: such a photo is shown as the placeholder wherever the blurred copy is due.
ALTER TABLE profile_images ADD COLUMN blurred_key text;

-- Who viewed whose profile page: one row per pair per day (the day in UTC).
CREATE TABLE profile_visits (
  owner_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  viewer_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  day date NOT NULL,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, viewer_id, day)
);
CREATE INDEX profile_visits_owner_idx ON profile_visits (owner_id, viewed_at DESC);
CREATE INDEX profile_visits_viewer_idx ON profile_visits (viewer_id);

-- A member's verified number shared with one match, inside their chat; a withdrawal deletes the row.
CREATE TABLE chat_phone_shares (
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  shared_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel_id, member_id)
);
