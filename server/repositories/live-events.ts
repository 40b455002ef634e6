import type { Queryable } from '../db/types';

/** The channel of migration 090's announcements: '<member id>:<event id>'. */
export const MEMBER_EVENTS_CHANNEL = 'member_events';

export interface EventRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** Events a reconnecting stream may replay; older rows are pruned by the housekeeping. */
export const EVENTS_KEPT_DAYS = 7;

/**
 * The member events of migration 090 (written by its triggers, or by add() in a
 * caller's transaction) and the presence of open streams (event_streams).
 */
export function liveEventsRepository(db: Queryable) {
  return {
    /** The member's events after an id, oldest first. */
    async after(memberId: string, afterId: number, limit: number): Promise<EventRow[]> {
      const { rows } = await db.query<EventRow>(
        `SELECT id::text AS id, type, data FROM member_events WHERE member_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
        [memberId, afterId, limit],
      );
      return rows.map((row) => ({ ...row, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data }));
    },

    /** The member's newest event id (0 without any): a stream that starts fresh continues after it. */
    async latestId(memberId: string): Promise<number> {
      const { rows } = await db.query<{ id: string | null }>(
        'SELECT max(id)::text AS id FROM member_events WHERE member_id = $1',
        [memberId],
      );
      return Number(rows[0]?.id ?? 0);
    },

    /** Adds an event (and announces it at commit); call it inside the transaction of the change it tells of. */
    async add(memberId: string, type: string, data: Record<string, unknown> = {}): Promise<void> {
      await db.query('SELECT add_member_event($1, $2, $3::jsonb)', [memberId, type, JSON.stringify(data)]);
    },

    /** Removes events no stream may still replay (hourly housekeeping); answers how many. */
    async prune(): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM member_events WHERE created_at < now() - make_interval(days => $1) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [EVENTS_KEPT_DAYS],
      );
      return rows[0]?.n ?? 0;
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
export type LiveEventsRepository = ReturnType<typeof liveEventsRepository>;
