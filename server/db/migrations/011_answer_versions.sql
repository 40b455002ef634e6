-- Versions of what the feed and chat history are computed from, so an instance can keep a computed
-- answer until one of them changes (server/lib/answer-cache.ts). A reader gets a version in the same
-- statement (the same snapshot) as the data, and a writer changes it in the same transaction as the
-- data, so a kept answer is never older than its version says. Each change is also announced on the
-- channel answer_changes ('g', 'f:<member>', 'c:<channel>'): the embedded engine, whose one client is
-- the server process, drops the answers concerned at commit and needs no version reads at all
-- (server/db/changes.ts).

-- Any change to a profile, its photos or its verification: a suggestion's content, a member's own
-- traits (the reasons) and whether a member may use the feed at all.
CREATE TABLE profile_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  n bigint NOT NULL
);
INSERT INTO profile_generation (id, n) VALUES (true, 0);

CREATE FUNCTION bump_profile_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile_generation SET n = n + 1;
  PERFORM pg_notify('answer_changes', 'g');
  RETURN NULL;
END
$$;

-- Once per statement, however many rows it touched.
CREATE TRIGGER profiles_generation AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_profile_generation();
CREATE TRIGGER profile_images_generation AFTER INSERT OR UPDATE OR DELETE ON profile_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_profile_generation();
CREATE TRIGGER verifications_generation AFTER INSERT OR UPDATE OR DELETE ON verifications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_profile_generation();

-- A member's queue: a refill sets it anew (repositories/feed.ts), and every decision by or about the
-- member changes what the feed may show them.
ALTER TABLE feed_state ADD COLUMN version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION announce_feed_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_changes', 'f:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.member_id ELSE NEW.member_id END);
  RETURN NULL;
END
$$;

CREATE TRIGGER feed_state_changes AFTER INSERT OR UPDATE OR DELETE ON feed_state
  FOR EACH ROW EXECUTE FUNCTION announce_feed_change();

CREATE FUNCTION bump_feed_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair record;
BEGIN
  pair := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  UPDATE feed_state SET version = version + 1 WHERE member_id IN (pair.from_id, pair.to_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER match_decisions_feed_versions AFTER INSERT OR UPDATE OR DELETE ON match_decisions
  FOR EACH ROW EXECUTE FUNCTION bump_feed_versions();

-- A channel's history: each message sent into it (repositories/chat.ts).
ALTER TABLE chat_channels ADD COLUMN version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION announce_channel_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_changes', 'c:' || OLD.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER chat_channels_changes AFTER UPDATE OR DELETE ON chat_channels
  FOR EACH ROW EXECUTE FUNCTION announce_channel_change();
