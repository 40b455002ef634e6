import type { Queryable } from '../db/types';

export interface SessionListRow {
  id: string;
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  device: string | null;
}

/**
 * A member's sessions as the Account section lists and ends them. Ending one deletes its row, which the
 * database announces to every instance (migration 021), so its token is refused everywhere at once.
 */
export function sessionsRepository(db: Queryable) {
  return {
    async list(userId: string, tx: Queryable = db): Promise<SessionListRow[]> {
      const { rows } = await tx.query<SessionListRow>(
        `SELECT id, token_hash, created_at, last_seen_at, device FROM sessions
         WHERE user_id = $1 AND expires_at > now() ORDER BY last_seen_at DESC, created_at DESC LIMIT 200`,
        [userId],
      );
      return rows;
    },

    /** Ends one session of the member; false when the member has no such session. */
    async endOne(userId: string, id: string, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query('DELETE FROM sessions WHERE user_id = $1 AND id = $2 RETURNING 1', [userId, id]);
      return rows.length > 0;
    },

    /** Ends every session of the member but the one of `keepTokenHash` (null: every session). */
    async endAllBut(userId: string, keepTokenHash: string | null, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        `WITH gone AS (DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2 RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [userId, keepTokenHash],
      );
      return rows[0]?.n ?? 0;
    },

    /** Marks a session used now (the list's "last used"); does not touch its end, so nothing is announced. */
    async touch(tokenHash: string): Promise<void> {
      await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
    },
  };
}
