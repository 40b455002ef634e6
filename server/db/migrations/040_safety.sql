-- Member safety and data rights: blocks, reports, suspension, consent to the privacy notice, deleted
-- accounts' messages, and identity documents removed some time after review.

-- A pair in which one member blocked the other never meets again (services/matching/eligibility.ts).
CREATE TABLE blocks (
  blocker_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  blocked_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id);

-- A block changes what both members' feeds may show and closes their chat: kept answers of either are
-- dropped (migration 011).
CREATE FUNCTION announce_block() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair record;
BEGIN
  pair := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  UPDATE feed_state SET version = version + 1 WHERE member_id IN (pair.blocker_id, pair.blocked_id);
  UPDATE chat_channels SET version = version + 1
   WHERE member_a = least(pair.blocker_id, pair.blocked_id) AND member_b = greatest(pair.blocker_id, pair.blocked_id);
  RETURN NULL;
END
$$;
CREATE TRIGGER blocks_announce AFTER INSERT OR DELETE ON blocks
  FOR EACH ROW EXECUTE FUNCTION announce_block();

-- A member's report about another, for staff to review. The excerpt is the chat as it stood when the report
-- was made (the reporter no longer sees it once the pair is blocked).
CREATE TABLE reports (
  id text PRIMARY KEY,
  reporter_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  reported_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  reason text NOT NULL,
  note text,
  channel_id text,
  excerpt jsonb,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DISMISSED', 'WARNED', 'SUSPENDED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by text
);
CREATE INDEX reports_open_idx ON reports (created_at) WHERE status = 'OPEN';
CREATE INDEX reports_reported_idx ON reports (reported_id);
CREATE INDEX reports_reporter_idx ON reports (reporter_id);

-- Suspended by staff: no login and no session (migration 021 announces the change to every instance).
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
-- The privacy notice the member agreed to at sign-up, and when.
ALTER TABLE users ADD COLUMN notice_version text;
ALTER TABLE users ADD COLUMN consented_at timestamptz;

-- When staff reviewed the identity document (publishing the profile), and what is kept once its image is
-- removed: the verdict (id_at, the profile's publication), the masked number, the keyed hash and a digest.
ALTER TABLE verifications ADD COLUMN id_reviewed_at timestamptz;
ALTER TABLE verifications ADD COLUMN id_file_digest text;
ALTER TABLE verifications ADD COLUMN id_removed_at timestamptz;
CREATE INDEX verifications_id_review_idx ON verifications (id_reviewed_at) WHERE id_file IS NOT NULL;

-- A deleted account's chats stay with the other member, its own messages reading "Message deleted".
ALTER TABLE chat_messages ALTER COLUMN sender_id DROP NOT NULL;
ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_sender_id_fkey;
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_sender_id_fkey
  FOREIGN KEY (sender_id) REFERENCES profiles (id) ON DELETE SET NULL;
ALTER TABLE chat_channels ALTER COLUMN member_a DROP NOT NULL;
ALTER TABLE chat_channels ALTER COLUMN member_b DROP NOT NULL;
ALTER TABLE chat_channels DROP CONSTRAINT chat_channels_member_a_fkey;
ALTER TABLE chat_channels DROP CONSTRAINT chat_channels_member_b_fkey;
ALTER TABLE chat_channels ADD CONSTRAINT chat_channels_member_a_fkey
  FOREIGN KEY (member_a) REFERENCES profiles (id) ON DELETE SET NULL;
ALTER TABLE chat_channels ADD CONSTRAINT chat_channels_member_b_fkey
  FOREIGN KEY (member_b) REFERENCES profiles (id) ON DELETE SET NULL;
