-- How far each member has read each of their chats: the newest message (by insertion order) they have seen.
-- Unread counts are the other member's messages after this mark.
CREATE TABLE chat_reads (
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  member_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  read_seq bigint NOT NULL,
  PRIMARY KEY (channel_id, member_id)
);
