import type { Db } from '../db/types';
import { newId } from '../lib/crypto';
import type { Badge } from '../../contract/enums';
import { blockedBySql, blockedSql } from '../rules/eligibility';
import type { PhotoPrivacyMode } from '../../contract/privacy';
import { type PhotoRelation, photoRelationSql } from '../rules/photo-privacy';
import { announceSql } from './notices-sql';
import { sharedPhoneSql } from './privacy';
import { badgesSql, firstPhotoColumnsSql } from './profiles';

export interface ChannelRow {
  id: string;
  /** The other member; null once they deleted their account. */
  other_id: string | null;
  last_message: string | null;
  first_name: string | null;
  last_name: string | null;
  image_key: string | null;
  blurred_key: string | null;
  photo_privacy: PhotoPrivacyMode | null;
  photo_relation: PhotoRelation;
  /** The other member's number, when they shared it in this chat and no block stands between the pair. */
  shared_phone: string | null;
  sharing_mine: boolean;
  /** Messages from the other member after the caller's read mark. */
  unread_count: number;
  /** When the newest message was sent, epoch milliseconds; null before the first. */
  last_message_ms: number | null;
}

/** The other member as the chat's header shows them: first name and first photo (photo privacy applies). */
export interface PartnerRow {
  other_id: string | null;
  first_name: string | null;
  last_name: string | null;
  image_key: string | null;
  blurred_key: string | null;
  photo_privacy: PhotoPrivacyMode | null;
  photo_relation: PhotoRelation;
}

export interface HistoryRow {
  id: string;
  body: string;
  from_me: boolean;
  /** Epoch milliseconds. */
  created_at: number;
}

/** Why a member may not send into a channel they can see: the other member deleted their account or blocked them. */
export type ChannelState = 'open' | 'closed' | 'missing';

/** The other member of channel `c` for `member` (NULL once they deleted their account). */
const OTHER = (member: string) => `(CASE WHEN c.member_a = ${member} THEN c.member_b ELSE c.member_a END)`;

/** The chat's shared numbers, for the caller `member`: the other's (while no block stands) and whether the caller shares theirs. */
const phoneColumnsSql = (
  member: string,
) => `CASE WHEN ${OTHER(member)} IS NOT NULL AND NOT ${blockedSql(member, OTHER(member))}
    THEN ${sharedPhoneSql('c.id', OTHER(member))} END AS shared_phone,
  EXISTS (SELECT 1 FROM chat_phone_shares ms WHERE ms.channel_id = c.id AND ms.member_id = ${member}) AS sharing_mine`;

/**
 * The caller's channels with the other member's name and first photo, most
 * recent activity first. A member who blocked the other no longer sees the
 * chat; the one blocked still does (blocking is silent), but cannot send.
 */
const CHANNELS_SQL = `SELECT c.id, o.id AS other_id, c.last_message, o.first_name, o.last_name,
  ${firstPhotoColumnsSql('o')}, ${photoRelationSql('$1', 'o.id')} AS photo_relation,
  ${phoneColumnsSql('$1')},
  (SELECT count(*)::int FROM chat_messages m WHERE m.channel_id = c.id AND m.sender_id <> $1
    AND m.seq > coalesce((SELECT r.read_seq FROM chat_reads r WHERE r.channel_id = c.id AND r.member_id = $1), 0)
  ) AS unread_count,
  (SELECT floor(extract(epoch FROM m.created_at) * 1000)::float8 FROM chat_messages m
    WHERE m.channel_id = c.id ORDER BY m.seq DESC LIMIT 1) AS last_message_ms
FROM chat_channels c
LEFT JOIN profiles o ON o.id = ${OTHER('$1')}
WHERE (c.member_a = $1 OR c.member_b = $1) AND NOT ${blockedBySql('$1', OTHER('$1'))}
ORDER BY c.last_activity_at DESC, c.id
OFFSET $2 LIMIT $3`;

/**
 * One page of history, newest first, in one round trip (with the channel's
 * newest message as of the same snapshot, and the other member's trust badges): one row whether or not the channel has messages (the page as one JSON array, which the
 * database builds faster than the embedded driver parses rows), and no row
 * when the caller is not one of the channel's members (the same 404 as a
 * missing channel).
 */
const HISTORY_SQL = `SELECT c.version::text AS version, floor(extract(epoch FROM c.created_at) * 1000)::float8 AS opened_ms,
  (SELECT coalesce(max(seq), 0) FROM chat_messages WHERE channel_id = c.id)::text AS newest_seq,
  (SELECT ${badgesSql('o')} FROM profiles o WHERE o.id = ${OTHER('$2')}) AS badges, ${phoneColumnsSql('$2')},
  p.id AS other_id, p.first_name, p.last_name, ${firstPhotoColumnsSql('p')}, ${photoRelationSql('$2', 'p.id')} AS photo_relation, (
  SELECT coalesce(json_agg(json_build_object(
    'id', m.id, 'body', m.body, 'from_me', coalesce(m.sender_id = $2, false),
    'created_at', floor(extract(epoch FROM m.created_at) * 1000)
  ) ORDER BY m.seq DESC), '[]'::json)
  FROM (
    SELECT id, body, sender_id, created_at, seq FROM chat_messages
    WHERE channel_id = c.id ORDER BY seq DESC OFFSET $3 LIMIT $4
  ) m
) AS messages
FROM chat_channels c
LEFT JOIN profiles p ON p.id = ${OTHER('$2')}
WHERE c.id = $1 AND (c.member_a = $2 OR c.member_b = $2) AND NOT ${blockedBySql('$2', OTHER('$2'))}`;

/** The channel's version (migration 011) when the caller is one of its members: a primary-key read. */
const HISTORY_STAMP_SQL = `SELECT c.version::text AS version FROM chat_channels c
WHERE c.id = $1 AND (c.member_a = $2 OR c.member_b = $2) AND NOT ${blockedBySql('$2', OTHER('$2'))}`;

/** Whether the member sees the channel, and if so whether they may still send into it. */
const CHANNEL_STATE_SQL = `SELECT ${OTHER('$2')} IS NOT NULL AND NOT ${blockedSql('$2', OTHER('$2'))} AS open
FROM chat_channels c
WHERE c.id = $1 AND (c.member_a = $2 OR c.member_b = $2) AND NOT ${blockedBySql('$2', OTHER('$2'))}`;

/**
 * Appends a message and moves the channel up the list in one statement, only when the sender is a member of
 * the channel, and tells the receiver of it (announceSql, the notices' SQL form): live, in the bell (one item
 * per run of unread messages in a chat) and by an email and push that wait for them to read it first.
 */
const SEND_SQL = `WITH channel AS (
  UPDATE chat_channels c SET last_message = $3, last_activity_at = now(), version = version + 1
  WHERE c.id = $1 AND (c.member_a = $2 OR c.member_b = $2)
    AND ${OTHER('$2')} IS NOT NULL AND NOT ${blockedSql('$2', OTHER('$2'))}
  RETURNING c.id, ${OTHER('$2')} AS receiver
), sent AS (
  INSERT INTO chat_messages (id, channel_id, sender_id, body)
  SELECT $4, channel.id, $2, $3 FROM channel
  RETURNING id, created_at
), ${announceSql(
  'told',
  {
    kind: 'message',
    member: '(SELECT receiver FROM channel)',
    about: '$2::text',
    chat: '$1::text',
    message: '$4::text',
    body: '$3::text',
    createdAt: '(SELECT created_at FROM sent)',
  },
  'EXISTS (SELECT 1 FROM sent)',
)}
SELECT id FROM sent`;

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
    ): Promise<{
      version: string;
      openedAt: number;
      newestSeq: string;
      /** The other member's trust badges (none once they deleted their account). */
      badges: Badge[];
      sharedPhone: string | null;
      sharingMine: boolean;
      partner: PartnerRow;
      messages: HistoryRow[];
    } | null> {
      const { rows } = await db.query<
        PartnerRow & {
          version: string;
          opened_ms: number;
          newest_seq: string;
          badges: Badge[] | null;
          shared_phone: string | null;
          sharing_mine: boolean;
          messages: string | HistoryRow[];
        }
      >(HISTORY_SQL, [channelId, memberId, start, limit]);
      const row = rows[0];
      if (!row) return null;
      const messages = typeof row.messages === 'string' ? (JSON.parse(row.messages) as HistoryRow[]) : row.messages;
      return {
        version: row.version,
        openedAt: Number(row.opened_ms),
        newestSeq: row.newest_seq,
        badges: row.badges ?? [],
        sharedPhone: row.shared_phone,
        sharingMine: row.sharing_mine,
        partner: row,
        messages,
      };
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

    async state(channelId: string, memberId: string): Promise<ChannelState> {
      const { rows } = await db.query<{ open: boolean }>(CHANNEL_STATE_SQL, [channelId, memberId]);
      if (!rows[0]) return 'missing';
      return rows[0].open ? 'open' : 'closed';
    },

    /** The other member of a channel the member sees; null otherwise (or when the other deleted their account). */
    async otherMember(channelId: string, memberId: string): Promise<string | null> {
      const { rows } = await db.query<{ other: string | null }>(
        `SELECT ${OTHER('$2')} AS other FROM chat_channels c
         WHERE c.id = $1 AND (c.member_a = $2 OR c.member_b = $2) AND NOT ${blockedBySql('$2', OTHER('$2'))}`,
        [channelId, memberId],
      );
      return rows[0]?.other ?? null;
    },

    /** The channel's latest messages, oldest first, for a report's excerpt. */
    async excerpt(
      channelId: string,
      reporterId: string,
      limit: number,
    ): Promise<{ message: string; fromReporter: boolean; createdAt: number }[]> {
      const { rows } = await db.query<{ body: string; from_reporter: boolean; created_ms: number }>(
        `SELECT body, coalesce(sender_id = $2, false) AS from_reporter,
           floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms
         FROM (SELECT * FROM chat_messages WHERE channel_id = $1 ORDER BY seq DESC LIMIT $3) m ORDER BY seq`,
        [channelId, reporterId, limit],
      );
      return rows.map((row) => ({
        message: row.body,
        fromReporter: row.from_reporter,
        createdAt: Number(row.created_ms),
      }));
    },

    /**
     * Sends a message and tells the receiver (SEND_SQL, its own transaction): the new message's id, or null when
     * the channel does not exist, is not the member's or is closed.
     */
    async send(channelId: string, memberId: string, message: string): Promise<string | null> {
      const { rows } = await db.query<{ id: string }>(SEND_SQL, [channelId, memberId, message, newId()]);
      return rows[0]?.id ?? null;
    },
  };
}
