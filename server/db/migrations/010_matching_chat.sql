-- Match decisions, chat, and the per-member feed queue.

-- One decision per ordered pair, recorded once (a repeat is idempotent, a changed mind is refused).
CREATE TABLE match_decisions (
  id text NOT NULL UNIQUE,
  from_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  to_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  interested boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (from_id, to_id),
  CHECK (from_id <> to_id)
);
-- Pending requests of a member: who said yes to them, newest first.
CREATE INDEX match_decisions_incoming_idx ON match_decisions (to_id, created_at DESC) WHERE interested;
-- The feed leaves out those who refused the member.
CREATE INDEX match_decisions_refused_idx ON match_decisions (to_id, from_id) WHERE NOT interested;

-- A channel per matched pair, stored with the smaller id first so the pair is unique whoever accepted last.
CREATE TABLE chat_channels (
  id text PRIMARY KEY,
  member_a text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  member_b text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message text,
  -- Most recent activity first in the channel list: the match itself, then each message.
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  CHECK (member_a < member_b),
  UNIQUE (member_a, member_b)
);
CREATE INDEX chat_channels_b_idx ON chat_channels (member_b, last_activity_at DESC);
CREATE INDEX chat_channels_a_idx ON chat_channels (member_a, last_activity_at DESC);

CREATE TABLE chat_messages (
  id text PRIMARY KEY,
  -- Insertion order: several messages can share a millisecond, history pages must not.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  sender_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_channel_idx ON chat_messages (channel_id, seq DESC);

-- Suggestions scored in bulk for each member, so the feed is an indexed read of the top few.
CREATE TABLE feed_queue (
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  candidate_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  score real NOT NULL,
  PRIMARY KEY (member_id, candidate_id)
);
CREATE INDEX feed_queue_rank_idx ON feed_queue (member_id, score DESC, candidate_id);
-- Decisions and refusals delete queue rows by candidate too.
CREATE INDEX feed_queue_candidate_idx ON feed_queue (candidate_id);

-- When a member's queue was last filled, and whether that fill ran out of candidates.
CREATE TABLE feed_state (
  member_id text PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  refilled_at timestamptz NOT NULL,
  exhausted boolean NOT NULL
);

-- The candidate pool of a refill: published profiles of the genders a member is shown.
CREATE INDEX profiles_feed_pool_idx ON profiles (gender, id) WHERE published_at IS NOT NULL;
