import type { Queryable } from '../db/types';
import { activeMemberSql } from '../rules/eligibility';

export interface NotificationRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
  created_ms: number;
  read: boolean;
}

/** A member is reminded of waiting suggestions at most this often. */
export const SUGGESTION_REMINDER_DAYS = 7;
/** Read notifications are kept this long, so the list stays bounded. */
export const READ_NOTIFICATIONS_KEPT_DAYS = 90;

/**
 * Members told of waiting suggestions in one run: active members with suggestions queued who have not been
 * told within the week, marked in suggestion_reminders in the same statement so two instances running the
 * job at once never tell anyone twice.
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
  INSERT INTO notifications (member_id, type) SELECT member_id, 'suggestions' FROM marked RETURNING member_id
)
SELECT count(add_member_event(member_id, 'counts', '{}'))::int AS n FROM told`;

export function notificationsRepository(db: Queryable) {
  return {
    /** Newest first. */
    async list(memberId: string, start: number, limit: number): Promise<NotificationRow[]> {
      const { rows } = await db.query<NotificationRow>(
        `SELECT id::text AS id, type, data, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
           read_at IS NOT NULL AS read
         FROM notifications WHERE member_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
        [memberId, start, limit],
      );
      return rows.map((row) => ({ ...row, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data }));
    },

    async unreadCount(memberId: string): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND read_at IS NULL',
        [memberId],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * Marks the member's notifications read (those ids, or all of them when ids is null), and when any changed
     * tells the member's other tabs (a counts event) in the same statement.
     */
    async markRead(memberId: string, ids: readonly string[] | null): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH marked AS (
           UPDATE notifications SET read_at = now()
           WHERE member_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
           RETURNING 1
         ), counted AS (SELECT count(*)::int AS n FROM marked)
         SELECT n, CASE WHEN n > 0 THEN add_member_event($1, 'counts', '{}') END AS told FROM counted`,
        [memberId, ids === null ? null : `{${ids.join(',')}}`],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * A notification the database's triggers do not write (a review outcome), with its events; inside the
     * caller's transaction when given one.
     */
    async add(memberId: string, type: string, data: Record<string, unknown> = {}): Promise<void> {
      await db.query(
        `WITH added AS (INSERT INTO notifications (member_id, type, data) VALUES ($1, $2, $3::jsonb) RETURNING 1)
         SELECT add_member_event($1, 'counts', '{}') FROM added`,
        [memberId, type, JSON.stringify(data)],
      );
    },

    /** Whether the member was already told their profile is published since it last was. */
    async toldPublished(memberId: string): Promise<boolean> {
      const { rows } = await db.query<{ told: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM notifications n JOIN profiles p ON p.id = n.member_id
           WHERE n.member_id = $1 AND n.type = 'published' AND n.created_at >= p.published_at) AS told`,
        [memberId],
      );
      return rows[0]?.told === true;
    },

    /** Tells up to `limit` members that suggestions are waiting (the weekly job); answers how many. */
    async remindSuggestions(limit: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(REMIND_SUGGESTIONS_SQL, [SUGGESTION_REMINDER_DAYS, limit]);
      return rows[0]?.n ?? 0;
    },

    /** Removes read notifications past keeping (hourly housekeeping); answers how many. */
    async prune(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM notifications WHERE read_at IS NOT NULL
           AND created_at < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
        [READ_NOTIFICATIONS_KEPT_DAYS],
      );
      return rows[0]?.n ?? 0;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
