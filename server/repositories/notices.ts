/**
 * What members are told, as stored: the bell's items (notifications), the live events their open streams read
 * (member_events, announced to every instance at commit), the presence of those streams (event_streams) and
 * the weekly reminder's marks. The outbox of emails and pushes, the email settings and push subscriptions are
 * in notices-outbox.ts; the SQL steps a hot-path statement writes a notice with are in notices-sql.ts.
 */
import { NOTICES, type BellType, type CallLiveEvent, type NoticeEvent } from '../../contract/notices';
import type { Db, Queryable } from '../db/types';
import { activeMemberSql } from '../rules/eligibility';
import { chatRepository } from './chat';
import { matchesRepository } from './matches';
import { outboxRowsSql } from './notices-sql';

/** The channel the database announces each new member event on: '<member id>:<event id>' (migration 130). */
export const MEMBER_EVENTS_CHANNEL = 'member_events';

/** Events a reconnecting stream may replay; older rows are pruned by the housekeeping. */
const EVENTS_KEPT_DAYS = 7;
/** A member is reminded of waiting suggestions at most this often. */
const SUGGESTION_REMINDER_DAYS = 7;
/** Read bell items are kept this long, so the list stays bounded. */
const READ_NOTIFICATIONS_KEPT_DAYS = 90;

export interface EventRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export interface BellRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
  created_ms: number;
  read: boolean;
}

const parsed = <T extends { data: unknown }>(row: T) => ({
  ...row,
  data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
});

/**
 * The weekly reminder's bell items: active members with suggestions queued who were not reminded within the
 * week, marked in suggestion_reminders in the same statement so two instances running it at once never tell
 * anyone twice; each hears it live through the counts.
 */
const REMIND_SUGGESTIONS_SQL = `WITH due AS (
  SELECT p.id FROM profiles p JOIN verifications v ON v.user_id = p.id
  WHERE ${activeMemberSql('p', 'v')}
    AND EXISTS (SELECT 1 FROM feed_queue q WHERE q.member_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM suggestion_reminders r WHERE r.member_id = p.id
      AND r.sent_at > now() - make_interval(days => $1))
  ORDER BY p.id
  LIMIT $2
), marked AS (
  INSERT INTO suggestion_reminders (member_id, sent_at) SELECT id, now() FROM due
  ON CONFLICT (member_id) DO UPDATE SET sent_at = EXCLUDED.sent_at
  WHERE suggestion_reminders.sent_at <= now() - make_interval(days => $1)
  RETURNING member_id
), told AS (
  INSERT INTO notifications (member_id, type) SELECT member_id, '${NOTICES.suggestions.bell}' FROM marked
  RETURNING member_id
), counted AS (
  INSERT INTO member_events (member_id, type) SELECT member_id, 'counts' FROM told RETURNING 1
)
SELECT count(*)::int AS n FROM counted`;

/**
 * The weekly digest's outbox rows ($2 members at most): active members with suggestions waiting, a member for
 * a period ($1 ms), with the digest on and none within the period.
 */
const SCHEDULE_DIGESTS_SQL = `WITH due AS (
  SELECT p.id FROM profiles p
  JOIN verifications v ON v.user_id = p.id
  JOIN users u ON u.id = p.id
  WHERE ${activeMemberSql('p', 'v')} AND u.created_at < now() - make_interval(secs => $1::float8 / 1000)
    AND EXISTS (SELECT 1 FROM feed_queue q WHERE q.member_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM notify_settings s WHERE s.member_id = p.id AND '${NOTICES.suggestions.email}' = ANY (s.emails_off))
    AND NOT EXISTS (
      SELECT 1 FROM notify_outbox o WHERE o.member_id = p.id AND o.kind = '${NOTICES.suggestions.email}'
        AND o.created_at > now() - make_interval(secs => $1::float8 / 1000)
    )
  LIMIT $2
)
${outboxRowsSql({ member: 'due.id', kind: NOTICES.suggestions.email, about: null, chat: null, when: 'true', from: 'due' })}`;

export function noticesRepository(db: Queryable) {
  return {
    // The bell.

    /** Newest first. */
    async bell(memberId: string, start: number, limit: number): Promise<BellRow[]> {
      const { rows } = await db.query<BellRow>(
        `SELECT id::text AS id, type, data, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
           read_at IS NOT NULL AS read
         FROM notifications WHERE member_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
        [memberId, start, limit],
      );
      return rows.map(parsed);
    },

    async unreadCount(memberId: string): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND read_at IS NULL',
        [memberId],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * Marks the member's bell items read (those ids, or all of them when ids is null), and when any changed
     * tells the member's other tabs (a counts event) in the same statement.
     */
    async markRead(memberId: string, ids: readonly string[] | null): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH marked AS (
           UPDATE notifications SET read_at = now()
           WHERE member_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
           RETURNING 1
         ), counted AS (SELECT count(*)::int AS n FROM marked), told AS (
           INSERT INTO member_events (member_id, type) SELECT $1, 'counts' FROM counted WHERE n > 0
         )
         SELECT n FROM counted`,
        [memberId, ids === null ? null : `{${ids.join(',')}}`],
      );
      return rows[0]?.n ?? 0;
    },

    /** Whether the member was already told their profile is published since it last was. */
    async toldPublished(memberId: string): Promise<boolean> {
      const { rows } = await db.query<{ told: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM notifications n JOIN profiles p ON p.id = n.member_id
           WHERE n.member_id = $1 AND n.type = '${NOTICES.published.bell}' AND n.created_at >= p.published_at) AS told`,
        [memberId],
      );
      return rows[0]?.told === true;
    },

    // Writing a notice (services/notices/announce.ts), inside the caller's transaction.

    async addBell(memberId: string, type: BellType, data: Record<string, unknown>): Promise<void> {
      await db.query('INSERT INTO notifications (member_id, type, data) VALUES ($1, $2, $3::jsonb)', [
        memberId,
        type,
        JSON.stringify(data),
      ]);
    },

    /** One more message in a chat whose bell item is still unread; false when there is none to bump. */
    async bumpMessageBell(memberId: string, channelId: string): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE notifications
         SET created_at = now(), data = jsonb_set(data, '{count}', to_jsonb(coalesce((data ->> 'count')::int, 1) + 1))
         WHERE member_id = $1 AND type = '${NOTICES.message.bell}' AND read_at IS NULL AND data ->> 'channelId' = $2
         RETURNING 1`,
        [memberId, channelId],
      );
      return rows.length > 0;
    },

    /** An event for the member's open streams (announced at commit). */
    async addEvent(
      memberId: string,
      type: NoticeEvent | CallLiveEvent | 'counts' | 'phone-share',
      data: Record<string, unknown> = {},
    ): Promise<void> {
      await db.query('INSERT INTO member_events (member_id, type, data) VALUES ($1, $2, $3::jsonb)', [
        memberId,
        type,
        JSON.stringify(data),
      ]);
    },

    async firstName(memberId: string): Promise<string | null> {
      const { rows } = await db.query<{ first_name: string | null }>('SELECT first_name FROM profiles WHERE id = $1', [
        memberId,
      ]);
      return rows[0]?.first_name ?? null;
    },

    // The live stream.

    /** The member's events after an id, oldest first. */
    async eventsAfter(memberId: string, afterId: number, limit: number): Promise<EventRow[]> {
      const { rows } = await db.query<EventRow>(
        `SELECT id::text AS id, type, data FROM member_events WHERE member_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
        [memberId, afterId, limit],
      );
      return rows.map(parsed);
    },

    /**
     * The call still ringing for the member, as a tab opened during the ring needs it: its `call` event and the
     * caller's signals so far (the offer), up to an event id. Empty when no call rings: none was rung, its ring
     * ran out, or it moved on (every change of a call's state is a `call-state` event to both members).
     */
    async ringingCall(memberId: string, upToId: number, nowMs: number): Promise<EventRow[]> {
      const { rows } = await db.query<EventRow>(
        `WITH ringing AS (
           SELECT rung.data ->> 'callId' AS call_id FROM member_events rung
           WHERE rung.member_id = $1 AND rung.type = 'call' AND rung.id <= $2
             AND (rung.data ->> 'ringsUntil')::float8 > $3
             AND NOT EXISTS (
               SELECT 1 FROM member_events moved
               WHERE moved.member_id = $1 AND moved.type = 'call-state'
                 AND moved.data ->> 'callId' = rung.data ->> 'callId')
           ORDER BY rung.id DESC LIMIT 1)
         SELECT e.id::text AS id, e.type, e.data FROM member_events e JOIN ringing ON e.data ->> 'callId' = ringing.call_id
         WHERE e.member_id = $1 AND e.id <= $2 AND e.type IN ('call', 'call-signal')
         ORDER BY e.id`,
        [memberId, upToId, nowMs],
      );
      return rows.map(parsed);
    },

    /** The member's newest event id (0 without any): a stream that starts fresh continues after it. */
    async latestEventId(memberId: string): Promise<number> {
      const { rows } = await db.query<{ id: string | null }>(
        'SELECT max(id)::text AS id FROM member_events WHERE member_id = $1',
        [memberId],
      );
      return Number(rows[0]?.id ?? 0);
    },

    async openStream(id: string, memberId: string, instanceId: string): Promise<void> {
      await db.query('INSERT INTO event_streams (id, member_id, instance_id) VALUES ($1, $2, $3)', [
        id,
        memberId,
        instanceId,
      ]);
    },

    async closeStream(id: string): Promise<void> {
      await db.query('DELETE FROM event_streams WHERE id = $1', [id]);
    },

    /** The instance's streams are alive: one statement per heartbeat, however many are open. */
    async touchInstance(instanceId: string): Promise<void> {
      await db.query('UPDATE event_streams SET seen_at = now() WHERE instance_id = $1', [instanceId]);
    },

    /** The instance is closing: its streams end with it. */
    async closeInstance(instanceId: string): Promise<void> {
      await db.query('DELETE FROM event_streams WHERE instance_id = $1', [instanceId]);
    },

    /** Whether the member has a stream open on any instance, seen within freshMs. */
    async isOnline(memberId: string, freshMs: number): Promise<boolean> {
      const { rows } = await db.query<{ online: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM event_streams WHERE member_id = $1
           AND seen_at > now() - make_interval(secs => $2::float8 / 1000)) AS online`,
        [memberId, freshMs],
      );
      return rows[0]?.online === true;
    },

    // The weekly reminder (the outbox worker runs it).

    /** Tells up to `limit` members in the bell that suggestions are waiting; answers how many. */
    async remindSuggestions(limit: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(REMIND_SUGGESTIONS_SQL, [SUGGESTION_REMINDER_DAYS, limit]);
      return rows[0]?.n ?? 0;
    },

    /** Writes the weekly digest's email and push rows of up to `limit` members owed one. */
    async scheduleDigests(periodMs: number, limit: number): Promise<void> {
      await db.query(SCHEDULE_DIGESTS_SQL, [periodMs, limit]);
    },

    // Housekeeping (hourly), each answering how many rows went.

    /** Events no stream may still replay. */
    async pruneEvents(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM member_events WHERE created_at < now() - make_interval(days => $1) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [EVENTS_KEPT_DAYS],
      );
      return rows[0]?.n ?? 0;
    },

    /** Read bell items past keeping. */
    async pruneBell(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM notifications WHERE read_at IS NOT NULL
           AND created_at < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
        [READ_NOTIFICATIONS_KEPT_DAYS],
      );
      return rows[0]?.n ?? 0;
    },

    /** Streams of instances that stopped without closing them (a crash), once no heartbeat could be due. */
    async deleteStaleStreams(olderThanMs: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM event_streams WHERE seen_at < now() - make_interval(secs => $1::float8 / 1000)
           RETURNING 1) SELECT count(*)::int AS n FROM gone`,
        [olderThanMs],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

/** The member's counts as a counts event carries them: pending requests, unread messages, unread bell items. */
export async function memberCounts(db: Db, memberId: string) {
  const [pendingRequests, unreadMessages, unreadNotifications] = await Promise.all([
    matchesRepository(db).pendingCount(memberId),
    chatRepository(db).unreadCount(memberId),
    noticesRepository(db).unreadCount(memberId),
  ]);
  return { pendingRequests, unreadMessages, unreadNotifications };
}
