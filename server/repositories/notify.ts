import { NOTICE_KINDS } from '../../contract/schemas/notify-settings';
import type { Queryable } from '../db/types';
import { newId } from '../lib/crypto';
import { activeMemberSql } from '../rules/eligibility';

/** The kinds of email (and push) a member receives, each of which they can turn off. */
export const NOTIFY_KINDS = NOTICE_KINDS;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
export type NotifyChannel = 'email' | 'push';

export interface OutboxRow {
  id: string;
  member_id: string;
  channel: NotifyChannel;
  kind: NotifyKind;
  /** The other member the notice is about (match, yes, message sender). */
  about_member_id: string | null;
  chat_id: string | null;
  payload: Record<string, unknown>;
  /** Tries so far, this one included. */
  attempts: number;
  created_ms: number;
}

export interface Recipient {
  email: string;
  first_name: string | null;
  emails_off: string[];
}

export interface NoticeFacts {
  recipient: Recipient | null;
  aboutFirstName: string | null;
  /** The member told already decided about the member the notice is about. */
  answered: boolean;
}

/** A claimed row with what its notice needs to know, read with the claim (CLAIM_SQL). */
export interface ClaimedRow extends OutboxRow {
  facts: NoticeFacts;
}

/** NoticeFacts as CLAIM_SQL's columns: the recipient's, null when gone or suspended. */
type FactsColumns = Omit<Recipient, 'email'> & {
  email: string | null;
  about_first_name: string | null;
  answered: boolean;
};

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * SQL: rows for both channels of a decision's notice, as one data-modifying step of the decision's own
 * statement (repositories/matches.ts): the email always (turned-off kinds are skipped when sent, so turning
 * a kind back on before then still delivers), the push only when the member subscribed a browser. Each
 * argument is an SQL expression: two new row ids, the member told, the kind ('match' or 'accepted'), the
 * member it is about, the chat, and when the rows are written at all.
 */
export function decisionNoticeRowsSql(at: {
  emailId: string;
  pushId: string;
  member: string;
  kind: string;
  about: string;
  chat: string;
  when: string;
}): string {
  return `INSERT INTO notify_outbox (id, member_id, channel, kind, about_member_id, chat_id)
SELECT ids.id, ${at.member}, ids.channel, ${at.kind}, ${at.about}, ${at.chat}
FROM (VALUES (${at.emailId}, 'email'), (${at.pushId}, 'push')) AS ids (id, channel)
WHERE (${at.when})
  AND (ids.channel = 'email' OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = ${at.member}))
ON CONFLICT DO NOTHING`;
}

/**
 * A review outcome ($6 payload with its status). Publishing again a profile already published (staff
 * clicking twice) writes nothing: a published notice is written once after the member's last refusal.
 */
const ENQUEUE_REVIEW_SQL = `INSERT INTO notify_outbox (id, member_id, channel, kind, payload)
SELECT ids.id, $3, ids.channel, 'review', $4::jsonb
FROM (VALUES ($1, 'email'), ($2, 'push')) AS ids (id, channel)
WHERE (ids.channel = 'email' OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = $3))
  AND NOT ($4::jsonb ->> 'status' = 'published' AND EXISTS (
    SELECT 1 FROM notify_outbox o WHERE o.member_id = $3 AND o.kind = 'review' AND o.payload ->> 'status' = 'published'
      AND NOT EXISTS (
        SELECT 1 FROM notify_outbox r WHERE r.member_id = $3 AND r.kind = 'review'
          AND r.payload ->> 'status' = 'refused' AND r.created_at > o.created_at
      )
  ))`;

/**
 * A message: the receiver is the other member of the channel ($3), the sender $4. While a message email for
 * the conversation waits, later messages join it (the partial unique key), so a conversation has one.
 */
const ENQUEUE_MESSAGE_SQL = `INSERT INTO notify_outbox (id, member_id, channel, kind, chat_id, about_member_id)
SELECT ids.id, other.id, ids.channel, 'message', $3, $4
FROM (VALUES ($1, 'email'), ($2, 'push')) AS ids (id, channel)
CROSS JOIN (
  SELECT CASE WHEN c.member_a = $4 THEN c.member_b ELSE c.member_a END AS id FROM chat_channels c WHERE c.id = $3
) other
WHERE other.id IS NOT NULL
  AND (ids.channel = 'email' OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = other.id))
ON CONFLICT (member_id, channel, chat_id) WHERE kind = 'message' AND done_at IS NULL DO NOTHING`;

/**
 * Takes up to $1 due rows for $2 seconds, skipping rows another instance holds, so instances sharing a
 * database never send one row twice at once; each with what its notice needs to know at send time (NoticeFacts),
 * read in the same round trip: the member told (when not suspended), the first name of the member it is about,
 * and whether the member told decided about them.
 */
const CLAIM_SQL = `WITH claimed AS (
  UPDATE notify_outbox o SET claimed_until = now() + make_interval(secs => $2::float8), attempts = o.attempts + 1
  WHERE o.id IN (
    SELECT id FROM notify_outbox
    WHERE done_at IS NULL AND due_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
    ORDER BY due_at LIMIT $1 FOR UPDATE SKIP LOCKED
  )
  RETURNING o.id, o.member_id, o.channel, o.kind, o.about_member_id, o.chat_id, o.payload, o.attempts, o.due_at,
    floor(extract(epoch FROM o.created_at) * 1000)::float8 AS created_ms
)
SELECT c.id, c.member_id, c.channel, c.kind, c.about_member_id, c.chat_id, c.payload, c.attempts, c.created_ms,
  u.email, p.first_name, coalesce(s.emails_off, '{}') AS emails_off, about.first_name AS about_first_name,
  EXISTS (SELECT 1 FROM match_decisions d WHERE d.from_id = c.member_id AND d.to_id = c.about_member_id) AS answered
FROM claimed c
LEFT JOIN users u ON u.id = c.member_id AND u.suspended_at IS NULL
LEFT JOIN profiles p ON p.id = u.id
LEFT JOIN notify_settings s ON s.member_id = u.id
LEFT JOIN profiles about ON about.id = c.about_member_id
ORDER BY c.due_at, c.id`;

/**
 * Members ($2 at most) owed a weekly digest: active, with suggestions waiting in their queue, a member for a
 * week, and without a digest in the last week. One email row each (and a push row when subscribed).
 */
const SCHEDULE_DIGESTS_SQL = `WITH due AS (
  SELECT p.id FROM profiles p
  JOIN verifications v ON v.user_id = p.id
  JOIN users u ON u.id = p.id
  WHERE ${activeMemberSql('p', 'v')} AND u.created_at < now() - make_interval(secs => $1::float8 / 1000)
    AND EXISTS (SELECT 1 FROM feed_queue q WHERE q.member_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM notify_settings s WHERE s.member_id = p.id AND 'digest' = ANY (s.emails_off))
    AND NOT EXISTS (
      SELECT 1 FROM notify_outbox o WHERE o.member_id = p.id AND o.kind = 'digest'
        AND o.created_at > now() - make_interval(secs => $1::float8 / 1000)
    )
  LIMIT $2
)
INSERT INTO notify_outbox (id, member_id, channel, kind)
SELECT gen_random_uuid()::text, due.id, ch.channel, 'digest'
FROM due CROSS JOIN (VALUES ('email'), ('push')) AS ch (channel)
WHERE ch.channel = 'email' OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = due.id)`;

export function notifyRepository(db: Queryable) {
  return {
    async enqueueReview(memberId: string, payload: { status: string; reasons: string[]; note: string | null }) {
      await db.query(ENQUEUE_REVIEW_SQL, [newId(), newId(), memberId, JSON.stringify(payload)]);
    },

    async enqueueMessage(channelId: string, senderId: string): Promise<void> {
      await db.query(ENQUEUE_MESSAGE_SQL, [newId(), newId(), channelId, senderId]);
    },

    async claim(limit: number, leaseSeconds: number): Promise<ClaimedRow[]> {
      const { rows } = await db.query<OutboxRow & FactsColumns>(CLAIM_SQL, [limit, leaseSeconds]);
      return rows.map(({ email, first_name, emails_off, about_first_name, answered, ...row }) => ({
        ...row,
        facts: {
          recipient: email ? { email, first_name, emails_off } : null,
          aboutFirstName: about_first_name,
          answered: answered === true,
        },
      }));
    },

    async finish(id: string, outcome: 'sent' | 'skipped' | 'failed', error: string | null = null): Promise<void> {
      await db.query(
        `UPDATE notify_outbox SET done_at = now(), outcome = $2, last_error = $3, claimed_until = NULL WHERE id = $1`,
        [id, outcome, error],
      );
    },

    /** Tries the row again after delayMs; countsAsAttempt false for a row put off by a rule rather than a failure. */
    async retryLater(id: string, delayMs: number, error: string | null, countsAsAttempt = true): Promise<void> {
      await db.query(
        `UPDATE notify_outbox SET due_at = now() + make_interval(secs => $2::float8 / 1000), last_error = $3,
           claimed_until = NULL, attempts = attempts - CASE WHEN $4 THEN 0 ELSE 1 END
         WHERE id = $1`,
        [id, delayMs, error, countsAsAttempt],
      );
    },

    /** Messages from the other member the receiver has not read yet in the channel (chat_reads, migration 050). */
    async unreadInChannel(channelId: string, memberId: string): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM chat_messages m
         LEFT JOIN chat_reads r ON r.channel_id = m.channel_id AND r.member_id = $2
         WHERE m.channel_id = $1 AND m.sender_id IS DISTINCT FROM $2 AND m.sender_id IS NOT NULL
           AND m.seq > coalesce(r.read_seq, 0)`,
        [channelId, memberId],
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** When the member was last sent something about this conversation on this channel, in epoch ms. */
    async lastMessageNoticeAt(memberId: string, channel: NotifyChannel, channelId: string): Promise<number | null> {
      const { rows } = await db.query<{ at: number | null }>(
        `SELECT floor(extract(epoch FROM max(done_at)) * 1000)::float8 AS at FROM notify_outbox
         WHERE member_id = $1 AND channel = $2 AND kind = 'message' AND chat_id = $3 AND outcome = 'sent'`,
        [memberId, channel, channelId],
      );
      return rows[0]?.at == null ? null : Number(rows[0].at);
    },

    async waitingSuggestions(memberId: string): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM feed_queue WHERE member_id = $1`,
        [memberId],
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** Schedules the weekly digests that are due, at most `limit` members at a time; answers how many. */
    async scheduleDigests(periodMs: number, limit: number): Promise<void> {
      await db.query(SCHEDULE_DIGESTS_SQL, [periodMs, limit]);
    },

    async emailsOff(memberId: string): Promise<string[]> {
      const { rows } = await db.query<{ emails_off: string[] }>(
        `SELECT emails_off FROM notify_settings WHERE member_id = $1`,
        [memberId],
      );
      return rows[0]?.emails_off ?? [];
    },

    async setEmailsOff(memberId: string, off: readonly string[]): Promise<void> {
      await db.query(
        `INSERT INTO notify_settings (member_id, emails_off, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (member_id) DO UPDATE SET emails_off = EXCLUDED.emails_off, updated_at = now()`,
        [memberId, off],
      );
    },

    /** Turns one kind off (the unsubscribe link), keeping the others as they are. */
    async turnOff(memberId: string, kind: NotifyKind): Promise<void> {
      await db.query(
        `INSERT INTO notify_settings (member_id, emails_off, updated_at)
         SELECT $1, ARRAY[$2::text], now() WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
         ON CONFLICT (member_id) DO UPDATE SET updated_at = now(),
           emails_off = CASE WHEN $2 = ANY (notify_settings.emails_off) THEN notify_settings.emails_off
             ELSE array_append(notify_settings.emails_off, $2) END`,
        [memberId, kind],
      );
    },

    async pushSubscriptions(memberId: string): Promise<PushSubscriptionRow[]> {
      const { rows } = await db.query<PushSubscriptionRow>(
        `SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE member_id = $1`,
        [memberId],
      );
      return rows;
    },

    async hasPushSubscription(memberId: string): Promise<boolean> {
      const { rows } = await db.query(`SELECT 1 FROM push_subscriptions WHERE member_id = $1 LIMIT 1`, [memberId]);
      return rows.length > 0;
    },

    /** An endpoint belongs to one browser: subscribing again (another member signed in there) moves it. */
    async addPushSubscription(memberId: string, sub: PushSubscriptionRow): Promise<void> {
      await db.query(
        `INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET member_id = EXCLUDED.member_id, p256dh = EXCLUDED.p256dh,
           auth = EXCLUDED.auth, created_at = now()`,
        [sub.endpoint, memberId, sub.p256dh, sub.auth],
      );
    },

    async removePushSubscription(memberId: string, endpoint: string | null): Promise<void> {
      await db.query(`DELETE FROM push_subscriptions WHERE member_id = $1 AND ($2::text IS NULL OR endpoint = $2)`, [
        memberId,
        endpoint,
      ]);
    },

    /** The push service said the subscription is gone (404/410). */
    async dropPushEndpoint(endpoint: string): Promise<void> {
      await db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1`, [endpoint]);
    },
  };
}
export type NotifyRepository = ReturnType<typeof notifyRepository>;
