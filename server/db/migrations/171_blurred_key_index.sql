-- The orphan sweep and an account's erasure look blurred copies up by key, as they do the photos themselves.
CREATE UNIQUE INDEX profile_images_blurred_key_idx ON profile_images (blurred_key);
