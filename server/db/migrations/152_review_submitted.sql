-- When a profile was last submitted for staff review: its last onboarding step done (the profession, with its
-- certificates), or a refused profile's last reopened step resubmitted (review_state back to WAITING). The
-- staff list shows it and how long the profile has waited.
ALTER TABLE profiles ADD COLUMN submitted_at timestamptz;
UPDATE profiles p SET submitted_at = greatest(v.selfie_at, v.id_at, p.created_at)
  FROM verifications v WHERE v.user_id = p.id AND p.profession_done;

CREATE FUNCTION mark_profile_submitted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.profession_done AND NOT OLD.profession_done THEN NEW.submitted_at := now(); END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER profiles_mark_submitted BEFORE UPDATE OF profession_done ON profiles
  FOR EACH ROW EXECUTE FUNCTION mark_profile_submitted();

CREATE FUNCTION mark_profile_resubmitted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.review_state = 'WAITING' AND OLD.review_state IS DISTINCT FROM 'WAITING' THEN
    UPDATE profiles SET submitted_at = now() WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER verifications_mark_resubmitted AFTER UPDATE OF review_state ON verifications
  FOR EACH ROW EXECUTE FUNCTION mark_profile_resubmitted();
