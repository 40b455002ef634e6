-- Automatic checks of a member's selfie, photos and identity document (services/checks/), worked off the
-- request path. One job per profile: every relevant upload writes it in the upload's own transaction, so a
-- crash after the answer still leaves the job; a worker leases it, and a lease that lapses (a kill -9
-- mid-check) makes it claimable again. `generation` counts uploads: a result is only the final one when the
-- generation it was computed for is still the latest.
CREATE TABLE check_jobs (
  profile_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  generation integer NOT NULL DEFAULT 1,
  requested_at timestamptz NOT NULL DEFAULT now(),
  leased_until timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX check_jobs_requested_idx ON check_jobs (requested_at);

-- The latest outcome per profile, staff-only. `checks` is the admin list's object (contract
-- AdminChecksSchema without status); `details` the measurements behind it (distances, what was read) and
-- `models` which models and versions produced them.
CREATE TABLE check_results (
  profile_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  checks jsonb NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  models jsonb NOT NULL DEFAULT '{}',
  risk integer NOT NULL DEFAULT 0,
  done_at timestamptz NOT NULL DEFAULT now()
);

-- A 256-bit difference hash of every photo, selfie and document and of its mirror image, to find the same
-- picture on another account (Hamming distance through bit_count). 256 bits rather than the usual 64 so two
-- different cards printed on one template still differ. Keyed by the stored file; a profile's rows are
-- replaced by each check. Compared by a scan for now: at millions of rows this wants a multi-index hash.
CREATE TABLE image_hashes (
  file_key text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('photo', 'selfie', 'document')),
  hash bit(256) NOT NULL,
  mirrored bit(256) NOT NULL
);
CREATE INDEX image_hashes_profile_idx ON image_hashes (profile_id);

-- Staff review outcome. A refusal keeps its reasons and note for the member and reopens the steps they name:
-- `selfie_reopened` and `id_reopened` make those verification steps INIT again until a new upload (the photos
-- step is reopened through profiles.images_done). `review_state` is WAITING from the resubmission on.
ALTER TABLE verifications ADD COLUMN review_state text CHECK (review_state IN ('REFUSED', 'WAITING'));
ALTER TABLE verifications ADD COLUMN review_reasons text[] NOT NULL DEFAULT '{}';
ALTER TABLE verifications ADD COLUMN review_note text;
ALTER TABLE verifications ADD COLUMN refused_at timestamptz;
ALTER TABLE verifications ADD COLUMN selfie_reopened boolean NOT NULL DEFAULT false;
ALTER TABLE verifications ADD COLUMN id_reopened boolean NOT NULL DEFAULT false;
-- What the typed PAN's own letters suggest (a fourth letter other than P, a fifth that is not the surname's
-- initial), worked out at upload while the full number is in hand: warnings for staff, never refusals.
ALTER TABLE verifications ADD COLUMN id_format_warnings text[] NOT NULL DEFAULT '{}';
