-- Codes that reset a forgotten password or log a member in, kept with the verification codes (one live code
-- per member and purpose, expiring, a few wrong guesses): 'reset' and 'login' beside 'email' and 'sms'.
ALTER TABLE otps DROP CONSTRAINT otps_channel_check;
ALTER TABLE otps ADD CONSTRAINT otps_channel_check CHECK (channel IN ('email', 'sms', 'reset', 'login'));
