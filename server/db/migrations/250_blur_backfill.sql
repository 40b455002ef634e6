-- Photo privacy for photos stored before blurred copies were made (migration 170 left their blurred_key NULL,
-- and BLURRED showed them as the placeholder): one row per such photo waits here until its copy is made in the
-- background (services/blur-backfill.ts), in paced slices. A worker leases a slice; a lease that lapses (a crash
-- or kill -9 mid-slice) makes its rows claimable again, and a photo deleted meanwhile takes its row with it.
CREATE TABLE blur_backfill_jobs (
  image_id text PRIMARY KEY REFERENCES profile_images (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  leased_until timestamptz,
  -- Claims so far: failed runs and runs a crash cut short.
  attempts integer NOT NULL DEFAULT 0,
  -- Given up (the original is unreadable or gone): kept for the operator to see, never claimed again.
  failed_at timestamptz,
  last_error text
);
CREATE INDEX blur_backfill_jobs_waiting_idx ON blur_backfill_jobs (requested_at) WHERE failed_at IS NULL;

-- Photos lacking a copy, found at each start without reading the whole table (nearly every photo has one).
CREATE INDEX profile_images_no_blurred_idx ON profile_images (id) WHERE blurred_key IS NULL;

-- The photos lacking a copy now (the same statement as repositories/blur-backfill.ts requestMissing).
INSERT INTO blur_backfill_jobs (image_id)
SELECT id FROM profile_images WHERE blurred_key IS NULL
ON CONFLICT (image_id) DO NOTHING;
