import type { CallState } from '../../contract/schemas';
import type { Queryable, SqlParam } from '../db/types';

export interface CallRow {
  id: string;
  channel_id: string;
  caller_id: string;
  callee_id: string;
  video: boolean;
  state: CallState;
}

export interface CallLineRow {
  id: string;
  video: boolean;
  from_me: boolean;
  state: CallState;
  created_ms: number;
  duration_ms: number | null;
}

const RETURNING = 'RETURNING id, channel_id, caller_id, callee_id, video, state';

/**
 * Calls (migration 180): parameterised SQL only. Every change of state is one conditional UPDATE, so the
 * database decides which of two racing requests (an answer and the ring running out, an end from each side)
 * wins, whichever instance they reach.
 */
export function callsRepository(db: Queryable) {
  async function one(tx: Queryable, sql: string, params: readonly SqlParam[]): Promise<CallRow | null> {
    const { rows } = await tx.query<CallRow>(sql, params);
    return rows[0] ?? null;
  }

  return {
    /**
     * Starts a ringing call and takes both members' lines; null (and nothing written) when either is already on
     * a call. Call inside a transaction: the lines and the row stand or fall together.
     */
    async start(
      call: { id: string; channelId: string; callerId: string; calleeId: string; video: boolean },
      tx: Queryable,
    ): Promise<boolean> {
      await tx.query('INSERT INTO calls (id, channel_id, caller_id, callee_id, video) VALUES ($1, $2, $3, $4, $5)', [
        call.id,
        call.channelId,
        call.callerId,
        call.calleeId,
        call.video,
      ]);
      const { rows } = await tx.query(
        `INSERT INTO call_lines (member_id, call_id) VALUES ($1, $3), ($2, $3)
         ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
        [call.callerId, call.calleeId, call.id],
      );
      return rows.length === 2;
    },

    /** Calls the caller started to the callee within the last minutes (the ringing limit). */
    async recentCount(callerId: string, calleeId: string, minutes: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM calls
         WHERE caller_id = $1 AND callee_id = $2 AND created_at > now() - make_interval(mins => $3)`,
        [callerId, calleeId, minutes],
      );
      return rows[0]?.n ?? 0;
    },

    async find(callId: string): Promise<CallRow | null> {
      return one(db, 'SELECT id, channel_id, caller_id, callee_id, video, state FROM calls WHERE id = $1', [callId]);
    },

    /** The callee answers while it still rings (within ringSeconds of its start). */
    async answer(callId: string, calleeId: string, ringSeconds: number, tx: Queryable = db): Promise<CallRow | null> {
      return one(
        tx,
        `UPDATE calls SET state = 'active', answered_at = now()
         WHERE id = $1 AND callee_id = $2 AND state = 'ringing' AND created_at > now() - make_interval(secs => $3)
         ${RETURNING}`,
        [callId, calleeId, ringSeconds],
      );
    },

    /** The callee declines while it rings. */
    async decline(callId: string, calleeId: string, tx: Queryable = db): Promise<CallRow | null> {
      return one(
        tx,
        `UPDATE calls SET state = 'declined', ended_at = now()
         WHERE id = $1 AND callee_id = $2 AND state = 'ringing' ${RETURNING}`,
        [callId, calleeId],
      );
    },

    /** Either member ends a ringing or active call. */
    async end(callId: string, memberId: string, tx: Queryable = db): Promise<CallRow | null> {
      return one(
        tx,
        `UPDATE calls SET state = 'ended', ended_at = now()
         WHERE id = $1 AND (caller_id = $2 OR callee_id = $2) AND state IN ('ringing', 'active') ${RETURNING}`,
        [callId, memberId],
      );
    },

    /** Ends whatever call the two members are on together (a block between them); null when none. */
    async endBetween(memberA: string, memberB: string, tx: Queryable): Promise<CallRow | null> {
      return one(
        tx,
        `UPDATE calls SET state = 'ended', ended_at = now()
         WHERE state IN ('ringing', 'active')
           AND ((caller_id = $1 AND callee_id = $2) OR (caller_id = $2 AND callee_id = $1)) ${RETURNING}`,
        [memberA, memberB],
      );
    },

    /**
     * Calls that rang out, marked missed (at the moment the ring ended) in the one statement that finds them:
     * of instances sweeping at once, each call is marked, and so announced, by exactly one.
     */
    async markMissed(ringSeconds: number, limit: number, tx: Queryable = db): Promise<CallRow[]> {
      const { rows } = await tx.query<CallRow>(
        `UPDATE calls SET state = 'missed', ended_at = created_at + make_interval(secs => $1)
         WHERE id IN (
           SELECT id FROM calls WHERE state = 'ringing' AND created_at <= now() - make_interval(secs => $1)
           ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
           AND state = 'ringing'
         ${RETURNING}`,
        [ringSeconds, limit],
      );
      return rows;
    },

    /**
     * Active calls older than the longest call allowed, ended: two tabs that both vanished mid-call must not
     * keep their members busy for good.
     */
    async endOverlong(maxHours: number, tx: Queryable = db): Promise<CallRow[]> {
      const { rows } = await tx.query<CallRow>(
        `UPDATE calls SET state = 'ended', ended_at = now()
         WHERE state = 'active' AND answered_at < now() - make_interval(hours => $1) ${RETURNING}`,
        [maxHours],
      );
      return rows;
    },

    /** Frees the members' lines of a call that is over. */
    async freeLines(callId: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM call_lines WHERE call_id = $1', [callId]);
    },

    /** The call's signalling events, dropped once it is over: they carry relay addresses and are of no more use. */
    async dropSignals(callId: string, tx: Queryable = db): Promise<void> {
      await tx.query(`DELETE FROM member_events WHERE type = 'call-signal' AND data ->> 'callId' = $1`, [callId]);
    },

    /** The caller's first name, for the ring. */
    async firstName(memberId: string): Promise<string | null> {
      const { rows } = await db.query<{ first_name: string | null }>('SELECT first_name FROM profiles WHERE id = $1', [
        memberId,
      ]);
      return rows[0]?.first_name ?? null;
    },

    /** The calls of a chat the member is in, newest first. */
    async lines(channelId: string, memberId: string, start: number, limit: number): Promise<CallLineRow[]> {
      const { rows } = await db.query<CallLineRow>(
        `SELECT id, video, caller_id = $2 AS from_me, state,
           floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
           CASE WHEN answered_at IS NULL THEN NULL
             ELSE floor(extract(epoch FROM coalesce(ended_at, now()) - answered_at) * 1000)::float8 END AS duration_ms
         FROM calls WHERE channel_id = $1 AND (caller_id = $2 OR callee_id = $2)
         ORDER BY created_at DESC, id OFFSET $3 LIMIT $4`,
        [channelId, memberId, start, limit],
      );
      return rows;
    },
  };
}
