-- Search keeps the members it may find in memory (server/services/search-index.ts) and reads back only the
-- profiles whose matching_changed_at moved. A first photo, a photo check's verdict and a shared horoscope are
-- searched on too (with a photo, verified only, the guna and manglik rules) but live in tables of their own:
-- a change to them now touches the profile row as well, so it moves the profile's time and profile_generation.
CREATE FUNCTION touch_profile_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed text;
BEGIN
  changed := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ->> TG_ARGV[0] ELSE to_jsonb(NEW) ->> TG_ARGV[0] END;
  UPDATE profiles SET matching_changed_at = clock_timestamp() WHERE id = changed;
  RETURN NULL;
END
$$;

CREATE TRIGGER profile_images_search_changed AFTER INSERT OR DELETE ON profile_images
  FOR EACH ROW EXECUTE FUNCTION touch_profile_of_row('profile_id');
CREATE TRIGGER check_results_search_changed AFTER INSERT OR UPDATE OR DELETE ON check_results
  FOR EACH ROW EXECUTE FUNCTION touch_profile_of_row('profile_id');
CREATE TRIGGER horoscopes_search_changed AFTER INSERT OR UPDATE OR DELETE ON horoscopes
  FOR EACH ROW EXECUTE FUNCTION touch_profile_of_row('member_id');
