-- Voice and video calls between matched members (services/calls.ts). Only who called whom, when and for how
-- long is kept: the media goes browser to browser through the TURN relay and is never recorded.
CREATE TABLE calls (
  id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  caller_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  callee_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  video boolean NOT NULL,
  -- ringing -> active -> ended; ringing -> declined | missed | ended (the caller hung up first).
  state text NOT NULL DEFAULT 'ringing' CHECK (state IN ('ringing', 'active', 'declined', 'missed', 'ended')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX calls_channel_idx ON calls (channel_id, created_at DESC);
-- The per-pair ringing limit reads the caller's recent calls.
CREATE INDEX calls_caller_idx ON calls (caller_id, created_at DESC);
CREATE INDEX calls_callee_idx ON calls (callee_id);
-- The sweep that turns unanswered calls into missed ones reads only the ringing ones.
CREATE INDEX calls_ringing_idx ON calls (created_at) WHERE state = 'ringing';

-- A member is on at most one call at a time: a row per member of each ringing or active call, taken in the
-- transaction that starts it, so two instances starting calls at once cannot both take the same member.
CREATE TABLE call_lines (
  member_id text PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  call_id text NOT NULL REFERENCES calls (id) ON DELETE CASCADE
);
CREATE INDEX call_lines_call_idx ON call_lines (call_id);
