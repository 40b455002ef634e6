import type { Db } from '../db/types';
import { newId } from '../lib/crypto';

export interface ChannelRow {
  id: string;
  last_message: string | null;
  first_name: string | null;
  last_name: string | null;
  image_key: string | null;
}

export interface HistoryRow {
  id: string;
  body: string;
  from_me: boolean;
  /** Epoch milliseconds. */
  created_at: number;
}

/** The caller's channels with the other member's name and first photo, most recent activity first. */
const CHANNELS_SQL = `SELECT c.id, c.last_message, o.first_name, o.last_name,
  (SELECT i.file_key FROM profile_images i WHERE i.profile_id = o.id ORDER BY i.position, i.created_at LIMIT 1) AS image_key
FROM chat_channels c
JOIN profiles o ON o.id = CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END
WHERE c.member_a = $1 OR c.member_b = $1
ORDER BY c.last_activity_at DESC, c.id
OFFSET $2 LIMIT $3`;

/**
 * One page of history, newest first, in one round trip (with the channel's
 * newest message as of the same snapshot): one row whether or not the channel has messages (the page as one JSON array, which the
 * database builds faster than the embedded driver parses rows), and no row
 * when the caller is not one of the channel's members (the same 404 as a
 * missing channel).
 */
const HISTORY_SQL = `SELECT c.version::text AS version,
  (SELECT coalesce(max(seq), 0) FROM chat_messages WHERE channel_id = c.id)::text AS newest_seq, (
  SELECT coalesce(json_agg(json_build_object(
    'id', m.id, 'body', m.body, 'from_me', m.sender_id = $2,
    'created_at', floor(extract(epoch FROM m.created_at) * 1000)
  ) ORDER BY m.seq DESC), '[]'::json)
  FROM (
    SELECT id, body, sender_id, created_at, seq FROM chat_messages
    WHERE channel_id = c.id ORDER BY seq DESC OFFSET $3 LIMIT $4
  ) m
) AS messages
FROM chat_channels c
WHERE c.id = $1 AND (c.member_a = $2 OR c.member_b = $2)`;

/** The channel's version (migration 011) when the caller is one of its members: a primary-key read. */
const HISTORY_STAMP_SQL = `SELECT version::text AS version FROM chat_channels WHERE id = $1 AND (member_a = $2 OR member_b = $2)`;

/**
 * Appends a message and moves the channel up the list in one statement, only
 * when the sender is a member of the channel.
 */
const SEND_SQL = `WITH channel AS (
  UPDATE chat_channels SET last_message = $3, last_activity_at = now(), version = version + 1
  WHERE id = $1 AND (member_a = $2 OR member_b = $2)
  RETURNING id
)
INSERT INTO chat_messages (id, channel_id, sender_id, body)
SELECT $4, channel.id, $2, $3 FROM channel
RETURNING id`;

/** Moves the member's read mark forward to a message; never back (an older page read later). */
const MARK_READ_SQL = `INSERT INTO chat_reads (channel_id, member_id, read_seq) VALUES ($1, $2, $3)
ON CONFLICT (channel_id, member_id) DO UPDATE SET read_seq = greatest(chat_reads.read_seq, EXCLUDED.read_seq)`;

/** Messages from the other member, in all of the caller's chats, after the caller's read mark. */
const UNREAD_COUNT_SQL = `SELECT count(*)::int AS count
FROM chat_channels c
JOIN chat_messages m ON m.channel_id = c.id
LEFT JOIN chat_reads r ON r.channel_id = c.id AND r.member_id = $1
WHERE (c.member_a = $1 OR c.member_b = $1) AND m.sender_id <> $1 AND m.seq > coalesce(r.read_seq, 0)`;

export function chatRepository(db: Db) {
  return {
    async channels(memberId: string, start: number, limit: number): Promise<ChannelRow[]> {
      const { rows } = await db.query<ChannelRow>(CHANNELS_SQL, [memberId, start, limit]);
      return rows;
    },

    /**
     * One page and the channel's version it was read at; null when the
     * channel does not exist or is not the member's.
     */
    async history(
      channelId: string,
      memberId: string,
      start: number,
      limit: number,
    ): Promise<{ version: string; newestSeq: string; messages: HistoryRow[] } | null> {
      const { rows } = await db.query<{ version: string; newest_seq: string; messages: string | HistoryRow[] }>(
        HISTORY_SQL,
        [channelId, memberId, start, limit],
      );
      const row = rows[0];
      if (!row) return null;
      const messages = typeof row.messages === 'string' ? (JSON.parse(row.messages) as HistoryRow[]) : row.messages;
      return { version: row.version, newestSeq: row.newest_seq, messages };
    },

    /** The member has seen the channel up to this message (a seq from history()). */
    async markRead(channelId: string, memberId: string, seq: string): Promise<void> {
      await db.query(MARK_READ_SQL, [channelId, memberId, seq]);
    },

    /** Messages the member has not seen yet, across all their chats. */
    async unreadCount(memberId: string): Promise<number> {
      const { rows } = await db.query<{ count: number }>(UNREAD_COUNT_SQL, [memberId]);
      return Number(rows[0]?.count ?? 0);
    },

    /** The channel's current version; null when the channel does not exist or is not the member's. */
    async historyStamp(channelId: string, memberId: string): Promise<string | null> {
      const { rows } = await db.query<{ version: string }>(HISTORY_STAMP_SQL, [channelId, memberId]);
      return rows[0]?.version ?? null;
    },

    /** The new message's id, or null when the channel does not exist or is not the member's. */
    async send(channelId: string, memberId: string, message: string): Promise<string | null> {
      const { rows } = await db.query<{ id: string }>(SEND_SQL, [channelId, memberId, message, newId()]);
      return rows[0]?.id ?? null;
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
