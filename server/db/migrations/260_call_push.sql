-- A call's pushes (services/calls.ts): the ring, to a callee with no live stream open, and the missed call. Push
-- only: a call is never emailed.
ALTER TABLE notify_outbox DROP CONSTRAINT notify_outbox_kind_check;
ALTER TABLE notify_outbox ADD CONSTRAINT notify_outbox_kind_check
  CHECK (kind IN ('match', 'accepted', 'message', 'review', 'digest', 'call'));
