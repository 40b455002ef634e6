-- Verification without a camera: a selfie chosen from the member's files instead of taken with the camera
-- is kept as "not taken live", for staff and the automatic checks. Every earlier selfie came from the camera.
ALTER TABLE verifications ADD COLUMN selfie_live boolean NOT NULL DEFAULT true;
