-- Emails and pushes to members, written in the same transaction as the change that causes them (a match, a yes,
-- a message, a review outcome) and worked in the background (services/notify/outbox-worker.ts), so a restart
-- loses nothing and a decision or a message never waits for a mail server.
CREATE TABLE notify_outbox (
  id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'push')),
  kind text NOT NULL CHECK (kind IN ('match', 'accepted', 'message', 'review', 'digest')),
  -- The other member the notice is about (a match, a yes, a message's sender) and the chat it concerns: a notice
  -- goes with them when that account or chat is deleted (an erased member is named nowhere).
  about_member_id text REFERENCES users (id) ON DELETE CASCADE,
  chat_id text REFERENCES chat_channels (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Not tried before this: a message email waits a little for the member to read it first; a failed send
  -- backs off.
  due_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  -- An instance working the row holds it until then; after a crash another instance takes it up.
  claimed_until timestamptz,
  -- Set once the row is finished: 'sent', 'skipped' (turned off, read, online, too soon) or 'failed' (gave up).
  done_at timestamptz,
  outcome text CHECK (outcome IN ('sent', 'skipped', 'failed')),
  last_error text
);
-- The worker's line: unfinished rows by when they are due.
CREATE INDEX notify_outbox_due_idx ON notify_outbox (due_at) WHERE done_at IS NULL;
-- One waiting message email per conversation and receiver: further messages join it.
CREATE UNIQUE INDEX notify_outbox_waiting_message_key ON notify_outbox (member_id, channel, chat_id)
  WHERE kind = 'message' AND done_at IS NULL;
-- The last email of a kind a member got (the message throttle, the weekly digest).
CREATE INDEX notify_outbox_member_kind_idx ON notify_outbox (member_id, kind, created_at DESC);
-- The deletions that cascade here find their rows by index.
CREATE INDEX notify_outbox_about_idx ON notify_outbox (about_member_id) WHERE about_member_id IS NOT NULL;
CREATE INDEX notify_outbox_chat_idx ON notify_outbox (chat_id) WHERE chat_id IS NOT NULL;

-- Which kinds of email a member turned off; no row means all on.
CREATE TABLE notify_settings (
  member_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  emails_off text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Web push subscriptions (one per browser the member subscribed from).
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  member_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_member_idx ON push_subscriptions (member_id);
