-- Profiles already waiting for review when the checks arrive get checked too (the awaiting-review rule of
-- rules/eligibility.ts, as it stands at this migration).
INSERT INTO check_jobs (profile_id)
SELECT p.id FROM profiles p JOIN verifications v ON v.user_id = p.id
WHERE v.selfie_file IS NOT NULL AND v.id_file IS NOT NULL AND p.profession_done AND p.published_at IS NULL
ON CONFLICT (profile_id) DO NOTHING;
