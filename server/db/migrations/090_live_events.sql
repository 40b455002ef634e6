-- Live updates (GET /api/events) and the notification centre (GET /api/notifications).
--
-- Each change a member should hear about is a row of member_events, written by the triggers below in the
-- same transaction as the change itself, so a stream that reconnects with Last-Event-ID replays exactly what
-- it missed. At commit the row is announced on the channel member_events as '<member id>:<event id>'
-- (small; each instance reads the row itself). Old rows are pruned by the hourly housekeeping.
CREATE TABLE member_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  -- contract/schemas/events.ts: message, match, request, counts, review, notifications.
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_events_member_idx ON member_events (member_id, id);
CREATE INDEX member_events_created_idx ON member_events (created_at);

-- What the bell lists. The text is written by the server from type and data (repositories/notifications.ts),
-- so the wording lives in one place; a run of unread messages in one chat is one notification.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  -- match, accepted, message, published, refused, suggestions
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_member_idx ON notifications (member_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (member_id) WHERE read_at IS NULL;

-- Presence: the open streams of each member, per instance, with a seen-at each instance refreshes on every
-- heartbeat. A member with a row seen recently has a live tab somewhere (isOnline), whichever instance holds it.
CREATE TABLE event_streams (
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  instance_id text NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_streams_member_idx ON event_streams (member_id, seen_at);
CREATE INDEX event_streams_instance_idx ON event_streams (instance_id);

-- The weekly "new suggestions are waiting": when each member was last told.
CREATE TABLE suggestion_reminders (
  member_id text PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL
);

-- Adds an event and announces it at commit; answers its id.
CREATE FUNCTION add_member_event(member text, kind text, payload jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO member_events (member_id, type, data) VALUES (member, kind, payload) RETURNING id INTO new_id;
  PERFORM pg_notify('member_events', member || ':' || new_id);
  RETURN new_id;
END
$$;

-- A new message: the receiver hears it, their unread count moves, and their bell gets one notification per
-- chat until they read it (later messages only bump it).
CREATE FUNCTION announce_chat_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  receiver text;
  sender_name text;
BEGIN
  SELECT CASE WHEN c.member_a = NEW.sender_id THEN c.member_b ELSE c.member_a END INTO receiver
  FROM chat_channels c WHERE c.id = NEW.channel_id;
  IF receiver IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM add_member_event(receiver, 'message', jsonb_build_object(
    'channelId', NEW.channel_id, 'id', NEW.id, 'message', NEW.body,
    'createdAt', floor(extract(epoch FROM NEW.created_at) * 1000)::bigint));
  UPDATE notifications SET created_at = now(), data = jsonb_set(data, '{count}', to_jsonb(coalesce((data ->> 'count')::int, 1) + 1))
  WHERE member_id = receiver AND type = 'message' AND read_at IS NULL AND data ->> 'channelId' = NEW.channel_id;
  IF NOT FOUND THEN
    SELECT p.first_name INTO sender_name FROM profiles p WHERE p.id = NEW.sender_id;
    INSERT INTO notifications (member_id, type, data)
    VALUES (receiver, 'message', jsonb_build_object('channelId', NEW.channel_id, 'name', sender_name, 'count', 1));
  END IF;
  PERFORM add_member_event(receiver, 'counts', '{}');
  RETURN NULL;
END
$$;
CREATE TRIGGER chat_messages_announce AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION announce_chat_message();

-- A new match: both members hear it, with the other's name.
CREATE FUNCTION announce_match() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name_a text;
  name_b text;
BEGIN
  SELECT p.first_name INTO name_a FROM profiles p WHERE p.id = NEW.member_a;
  SELECT p.first_name INTO name_b FROM profiles p WHERE p.id = NEW.member_b;
  PERFORM add_member_event(NEW.member_a, 'match', jsonb_build_object('channelId', NEW.id, 'profileId', NEW.member_b, 'name', name_b));
  PERFORM add_member_event(NEW.member_b, 'match', jsonb_build_object('channelId', NEW.id, 'profileId', NEW.member_a, 'name', name_a));
  INSERT INTO notifications (member_id, type, data) VALUES
    (NEW.member_a, 'match', jsonb_build_object('channelId', NEW.id, 'name', name_b)),
    (NEW.member_b, 'match', jsonb_build_object('channelId', NEW.id, 'name', name_a));
  PERFORM add_member_event(NEW.member_a, 'counts', '{}');
  PERFORM add_member_event(NEW.member_b, 'counts', '{}');
  RETURN NULL;
END
$$;
CREATE TRIGGER chat_channels_announce AFTER INSERT ON chat_channels
  FOR EACH ROW EXECUTE FUNCTION announce_match();

-- A decision: a yes to someone who has not answered yet is a request for them (someone accepted you); an
-- answer to a request moves the answering member's pending count. A decision on a plain suggestion (the feed's
-- hot path) writes nothing here.
CREATE FUNCTION announce_decision() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answered boolean;
BEGIN
  SELECT d.interested INTO answered FROM match_decisions d WHERE d.from_id = NEW.to_id AND d.to_id = NEW.from_id;
  IF answered IS NULL AND NEW.interested THEN
    PERFORM add_member_event(NEW.to_id, 'request', jsonb_build_object('id', NEW.id, 'profileId', NEW.from_id));
    INSERT INTO notifications (member_id, type, data)
    SELECT NEW.to_id, 'accepted', jsonb_build_object('profileId', NEW.from_id, 'name', p.first_name)
    FROM profiles p WHERE p.id = NEW.from_id;
    PERFORM add_member_event(NEW.to_id, 'counts', '{}');
  ELSIF answered IS TRUE THEN
    PERFORM add_member_event(NEW.from_id, 'counts', '{}');
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER match_decisions_announce AFTER INSERT ON match_decisions
  FOR EACH ROW EXECUTE FUNCTION announce_decision();

-- Reading a chat lowers the reader's unread count (other tabs follow) and marks its message notification read.
-- Polling an unchanged chat moves nothing.
CREATE FUNCTION announce_chat_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notifications SET read_at = now()
  WHERE member_id = NEW.member_id AND type = 'message' AND read_at IS NULL AND data ->> 'channelId' = NEW.channel_id;
  PERFORM add_member_event(NEW.member_id, 'counts', '{}');
  RETURN NULL;
END
$$;
CREATE TRIGGER chat_reads_announce_insert AFTER INSERT ON chat_reads
  FOR EACH ROW EXECUTE FUNCTION announce_chat_read();
CREATE TRIGGER chat_reads_announce_update AFTER UPDATE ON chat_reads
  FOR EACH ROW WHEN (OLD.read_seq IS DISTINCT FROM NEW.read_seq) EXECUTE FUNCTION announce_chat_read();
