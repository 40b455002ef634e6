-- The AI Matchmaker's read-back of partner preferences awaiting the member's "yes", one per member and chat
-- session, kept here rather than in one instance's memory: the "yes" may reach another instance, or this one
-- after a restart. A proposal lasts as long as a quiet conversation is remembered; any other turn of that chat
-- replaces or removes it.
CREATE TABLE assistant_proposals (
  member_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chat_session_id text NOT NULL,
  proposal jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, chat_session_id)
);
CREATE INDEX assistant_proposals_expires_idx ON assistant_proposals (expires_at);
