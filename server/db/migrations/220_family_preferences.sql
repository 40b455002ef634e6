-- Partner preferences on the family fields: marital status, mother tongue and community (the profile's
-- background), manglik and the least guna match (the horoscope). Bits 12-16 of dealbreakers, in
-- PREFERENCE_FIELDS order. The guna rule reads both members' shared horoscopes (guna_totals, 221).
ALTER TABLE partner_preferences
  ADD COLUMN marital_statuses text[] NOT NULL DEFAULT '{}',
  ADD COLUMN mother_tongues text[] NOT NULL DEFAULT '{}',
  ADD COLUMN communities text[] NOT NULL DEFAULT '{}',
  ADD COLUMN manglik text[] NOT NULL DEFAULT '{}',
  ADD COLUMN min_guna integer;

-- Matching holds a member's shared manglik and Moon (for others' preferences): a horoscope's save touches
-- the member's profile row as a preferences save does.
CREATE TRIGGER horoscopes_matching_changed AFTER INSERT OR UPDATE OR DELETE ON horoscopes
  FOR EACH ROW EXECUTE FUNCTION touch_profile_for_preferences();
