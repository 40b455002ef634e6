-- Matching that learns from decisions (server/services/matching).

-- What a member's queue was built from, so it is scored again when any of it moves: the profiles
-- (profile_generation), the population model, and the member's own decisions.
ALTER TABLE feed_state ADD COLUMN built_generation bigint NOT NULL DEFAULT 0;
ALTER TABLE feed_state ADD COLUMN built_model bigint NOT NULL DEFAULT 0;
ALTER TABLE feed_state ADD COLUMN built_decisions integer NOT NULL DEFAULT 0;

-- The population's weights, refit in the background from the decisions; one row.
CREATE TABLE matching_model (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL,
  weights double precision[] NOT NULL,
  decisions integer NOT NULL,
  fitted_at timestamptz NOT NULL DEFAULT now()
);

-- A member's own taste: offsets from the population's weights, learned online from their decisions.
CREATE TABLE member_taste (
  member_id text PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  offsets double precision[] NOT NULL,
  decisions integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX member_taste_updated_idx ON member_taste (updated_at);

-- Showings: a profile shown first on a member's home; the first time per pair counts.
CREATE TABLE feed_impressions (
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  candidate_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  shown_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, candidate_id)
);
CREATE INDEX feed_impressions_shown_idx ON feed_impressions (shown_at);
CREATE INDEX feed_impressions_candidate_idx ON feed_impressions (candidate_id);

-- Decisions read in order of arrival by the background refit.
CREATE INDEX match_decisions_created_idx ON match_decisions (created_at);

-- When a profile last changed in anything matching reads (traits, publication, verification), so each
-- instance's in-memory index reloads only the profiles that moved.
ALTER TABLE profiles ADD COLUMN matching_changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
CREATE INDEX profiles_matching_changed_idx ON profiles (matching_changed_at);

CREATE FUNCTION touch_profile_for_matching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.matching_changed_at := clock_timestamp();
  RETURN NEW;
END
$$;
CREATE TRIGGER profiles_matching_changed BEFORE UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION touch_profile_for_matching();

CREATE FUNCTION touch_verified_profile_for_matching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET matching_changed_at = clock_timestamp() WHERE id = NEW.user_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER verifications_matching_changed AFTER INSERT OR UPDATE ON verifications
  FOR EACH ROW EXECUTE FUNCTION touch_verified_profile_for_matching();
