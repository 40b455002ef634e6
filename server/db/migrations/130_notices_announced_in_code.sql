-- What a member is told is announced by the code that changes things (server/services/notices/announce.ts,
-- and the same steps inside the decision's and the chat send's own statements), so the triggers that spoke to
-- members on a new message, a new match and a decision go. The trigger of chat reads stays: it keeps the
-- bell's message items read with the chat.
DROP TRIGGER chat_messages_announce ON chat_messages;
DROP FUNCTION announce_chat_message();
DROP TRIGGER chat_channels_announce ON chat_channels;
DROP FUNCTION announce_match();
DROP TRIGGER match_decisions_announce ON match_decisions;
DROP FUNCTION announce_decision();

-- Every new member event, however it was written, is announced at commit on the channel member_events as
-- '<member id>:<event id>' (small; each instance reads the row itself).
CREATE FUNCTION member_event_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_events', NEW.member_id || ':' || NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER member_events_written AFTER INSERT ON member_events
  FOR EACH ROW EXECUTE FUNCTION member_event_written();

-- The insert alone now: the trigger above announces it.
CREATE OR REPLACE FUNCTION add_member_event(member text, kind text, payload jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO member_events (member_id, type, data) VALUES (member, kind, payload) RETURNING id INTO new_id;
  RETURN new_id;
END
$$;
