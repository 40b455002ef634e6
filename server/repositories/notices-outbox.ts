/**
 * The outbox of emails and pushes to members (migration 095), worked by services/notices/outbox-worker.ts,
 * with the members' email settings and the browsers they subscribed for push.
 */
import type { Language } from '../../contract/languages';
import { EMAIL_KINDS, type EmailKind } from '../../contract/notices';
import type { Queryable } from '../db/types';
import { outboxRowsSql } from './notices-sql';

type OutboxChannel = 'email' | 'push';

/** What an outbox row sends: a kind of email (and its push), or a call's push (migration 260). */
type OutboxKind = EmailKind | 'call';

/** A call's push: its ring (to a member with no live stream) or, once it rang out, the missed call. */
interface CallPush {
  event: 'ring' | 'missed';
  callId: string;
  video: boolean;
}

export interface OutboxRow {
  id: string;
  member_id: string;
  channel: OutboxChannel;
  kind: OutboxKind;
  /** The other member the notice is about (match, yes, message sender). */
  about_member_id: string | null;
  chat_id: string | null;
  payload: Record<string, unknown>;
  /** Tries so far, this one included. */
  attempts: number;
  created_ms: number;
}

interface Recipient {
  email: string;
  first_name: string | null;
  emails_off: string[];
  /** The language the member reads the product in: the notice is written in it. */
  language: Language;
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
type FactsColumns = Omit<Recipient, 'email' | 'language'> & {
  email: string | null;
  language: Language | null;
  about_first_name: string | null;
  answered: boolean;
};

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A notice's email and push rows, by kind: $1 the member told, $2 the member it is about, $3 the chat. */
const ENQUEUE_SQL = Object.fromEntries(
  EMAIL_KINDS.map((kind) => [
    kind,
    outboxRowsSql({ member: '$1::text', kind, about: '$2::text', chat: '$3::text', when: 'true' }),
  ]),
) as Record<EmailKind, string>;

/**
 * A review outcome ($2 payload with its status) for member $1. Publishing again a profile already published
 * (staff clicking twice) writes nothing: a published notice is written once after the member's last refusal.
 */
const ENQUEUE_REVIEW_SQL = outboxRowsSql({
  member: '$1::text',
  kind: 'review',
  about: null,
  chat: null,
  payload: '$2::jsonb',
  when: `NOT ($2::jsonb ->> 'status' = 'published' AND EXISTS (
    SELECT 1 FROM notify_outbox o WHERE o.member_id = $1 AND o.kind = 'review' AND o.payload ->> 'status' = 'published'
      AND NOT EXISTS (
        SELECT 1 FROM notify_outbox r WHERE r.member_id = $1 AND r.kind = 'review'
          AND r.payload ->> 'status' = 'refused' AND r.created_at > o.created_at
      )
  ))`,
});

/**
 * Takes up to $1 due rows for $2 seconds, skipping rows another instance holds, so instances sharing a
 * database never send one row twice at once; each with what its notice needs to know at send time (NoticeFacts),
 * read in the same round trip: the member told (when not suspended) and their language, the first name of the member it is about,
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
  u.email, u.language, p.first_name, coalesce(s.emails_off, '{}') AS emails_off, about.first_name AS about_first_name,
  EXISTS (SELECT 1 FROM match_decisions d WHERE d.from_id = c.member_id AND d.to_id = c.about_member_id) AS answered
FROM claimed c
LEFT JOIN users u ON u.id = c.member_id AND u.suspended_at IS NULL
LEFT JOIN profiles p ON p.id = u.id
LEFT JOIN notify_settings s ON s.member_id = u.id
LEFT JOIN profiles about ON about.id = c.about_member_id
ORDER BY c.due_at, c.id`;

export function noticesOutboxRepository(db: Queryable) {
  return {
    /** The email and push of a notice (services/notices/announce.ts). */
    async enqueue(memberId: string, kind: EmailKind, about: { about: string | null; chat: string | null }) {
      await db.query(ENQUEUE_SQL[kind], [memberId, about.about, about.chat]);
    },

    /**
     * A call's push to member $1 about the caller, to every browser they subscribed; none without a subscription,
     * and a ring (offlineForMs) none while they have a live stream seen within that long (the tab rings instead).
     */
    async enqueueCallPush(
      memberId: string,
      about: { about: string; chat: string },
      push: CallPush,
      offlineForMs: number | null,
    ): Promise<void> {
      await db.query(
        `INSERT INTO notify_outbox (id, member_id, channel, kind, about_member_id, chat_id, payload)
         SELECT gen_random_uuid()::text, $1, 'push', 'call', $2, $3, $4::jsonb
         WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = $1)
           AND ($5::float8 IS NULL OR NOT EXISTS (SELECT 1 FROM event_streams e WHERE e.member_id = $1
             AND e.seen_at > now() - make_interval(secs => $5::float8 / 1000)))`,
        [memberId, about.about, about.chat, JSON.stringify(push), offlineForMs],
      );
    },

    /** Whether a call still rings (a ring's push is not sent once it was answered, declined or ended). */
    async callRings(callId: string): Promise<boolean> {
      const { rows } = await db.query<{ rings: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM calls WHERE id = $1 AND state = 'ringing') AS rings`,
        [callId],
      );
      return rows[0]?.rings === true;
    },

    /** The email and push of a review outcome (the payload says which, and why a refusal). */
    async enqueueReview(memberId: string, payload: { status: string; reasons: string[]; note: string | null }) {
      await db.query(ENQUEUE_REVIEW_SQL, [memberId, JSON.stringify(payload)]);
    },

    async claim(limit: number, leaseSeconds: number): Promise<ClaimedRow[]> {
      const { rows } = await db.query<OutboxRow & FactsColumns>(CLAIM_SQL, [limit, leaseSeconds]);
      return rows.map(({ email, first_name, emails_off, language, about_first_name, answered, ...row }) => ({
        ...row,
        facts: {
          recipient: email ? { email, first_name, emails_off, language: language ?? 'en' } : null,
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
    async lastMessageNoticeAt(memberId: string, channel: OutboxChannel, channelId: string): Promise<number | null> {
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
    async turnOff(memberId: string, kind: EmailKind): Promise<void> {
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
