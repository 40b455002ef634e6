-- Identity verification of members (spec 3 verification status) and one-time codes.

CREATE TABLE verifications (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email_verified_at timestamptz,
  phone text,
  phone_verified_at timestamptz,
  selfie_file text,
  selfie_at timestamptz,
  id_type text,
  -- The document number is never stored or returned in full: a masked form for display
  -- and a keyed hash to recognise the same number again.
  id_number_masked text,
  id_number_hash text,
  id_file text,
  id_at timestamptz
);

-- At most one live code per member and channel; a resend replaces it.
CREATE TABLE otps (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  target text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel)
);
