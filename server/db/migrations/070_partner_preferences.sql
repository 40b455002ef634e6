-- Who each member is looking for (partner preferences). One row per member who saved any,
-- a column per field so the both-ways dealbreaker predicate (server/rules/partner-preferences.ts) is
-- plain comparisons on one joined row: ranges as integers, choices as text[], and which fields are
-- strict as a bitmask over PREFERENCE_FIELDS (contract/enums.ts, bit i = the i-th field).
-- Never read for another member's answers; goes with the account (ON DELETE CASCADE).
CREATE TABLE partner_preferences (
  member_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  age_min integer,
  age_max integer,
  height_min integer,
  height_max integer,
  religions text[] NOT NULL DEFAULT '{}',
  religious text[] NOT NULL DEFAULT '{}',
  smoking text[] NOT NULL DEFAULT '{}',
  drinking text[] NOT NULL DEFAULT '{}',
  food text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  -- 1 diploma .. 4 doctorate, as DEGREE_LEVELS numbers degrees.
  min_education integer,
  income_slabs text[] NOT NULL DEFAULT '{}',
  -- As the member typed them (shown back), and trimmed lowercase (compared with profiles' city and country).
  countries text[] NOT NULL DEFAULT '{}',
  cities text[] NOT NULL DEFAULT '{}',
  country_keys text[] NOT NULL DEFAULT '{}',
  city_keys text[] NOT NULL DEFAULT '{}',
  dealbreakers integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Matching reads preferences with the profile (each instance's in-memory index reloads profiles whose
-- matching_changed_at moved), so a save touches the member's profile row in the same transaction.
CREATE FUNCTION touch_profile_for_preferences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET matching_changed_at = clock_timestamp()
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.member_id ELSE NEW.member_id END;
  RETURN NULL;
END
$$;
CREATE TRIGGER partner_preferences_matching_changed AFTER INSERT OR UPDATE OR DELETE ON partner_preferences
  FOR EACH ROW EXECUTE FUNCTION touch_profile_for_preferences();
