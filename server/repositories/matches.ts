import type { Db, Queryable } from '../db/types';
import { newId } from '../lib/crypto';
import { activeMemberSql, blockedSql, exposedSql, poolSql } from '../rules/eligibility';

export interface DecisionOutcome {
  /**
   * 'recorded' the first time, 'repeated' for the same answer again, 'conflict' for a changed mind,
   * 'missing' when the other profile is not an active member's.
   */
  status: 'recorded' | 'repeated' | 'conflict' | 'missing';
  /** The answer on record (the earlier one when status is 'conflict'). */
  interested: boolean;
  /** The pair's chat channel, when both said yes. */
  channelId: string | null;
}

export interface PendingRow {
  id: string;
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  age: number | null;
  image_key: string | null;
}

/**
 * Records a decision ($1 id, $2 from, $3 to, $4 interested) in one round trip. Only an active member
 * can receive one, and only from a member the service put them in front of (a suggestion, or their
 * request to the member) whose pool they are in and who has no block with them. Answers whether it was added, and both answers on
 * record before this statement (its own insert is not visible to its subqueries), read under the
 * pair's lock.
 */
const DECIDE_SQL = `WITH target AS (
  SELECT 1 FROM profiles p JOIN verifications v ON v.user_id = p.id JOIN profiles me ON me.id = $2
  WHERE p.id = $3 AND ${activeMemberSql('p', 'v')} AND p.gender = ANY(${poolSql('me.gender')})
    AND ${exposedSql('$2::text', 'p.id')} AND NOT ${blockedSql('$2::text', 'p.id')}
), added AS (
  INSERT INTO match_decisions (id, from_id, to_id, interested) SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM target)
  ON CONFLICT (from_id, to_id) DO NOTHING RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM target) AS decidable, EXISTS (SELECT 1 FROM added) AS added,
  (SELECT interested FROM match_decisions WHERE from_id = $2 AND to_id = $3) AS earlier,
  (SELECT interested FROM match_decisions WHERE from_id = $3 AND to_id = $2) AS mutual`;

/** Active members who said yes to the caller ($1) and still await the caller's answer. */
const PENDING_FROM = `FROM match_decisions d
JOIN profiles p ON p.id = d.from_id
JOIN verifications v ON v.user_id = p.id
WHERE d.to_id = $1 AND d.interested AND ${activeMemberSql('p', 'v')}
  AND NOT EXISTS (SELECT 1 FROM match_decisions r WHERE r.from_id = $1 AND r.to_id = d.from_id)
  AND NOT ${blockedSql('$1', 'd.from_id')}`;

/** The pending requests, newest first. */
const PENDING_SQL = `SELECT d.id, d.from_id AS profile_id, p.first_name, p.last_name,
  CASE WHEN p.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, p.dob))::int END AS age,
  (SELECT i.file_key FROM profile_images i WHERE i.profile_id = p.id ORDER BY i.position, i.created_at LIMIT 1) AS image_key
${PENDING_FROM}
ORDER BY d.created_at DESC, d.id
OFFSET $2 LIMIT $3`;

const PENDING_COUNT_SQL = `SELECT count(*)::int AS count ${PENDING_FROM}`;

/** The two members of a channel, smaller id first (the table's unique pair). */
export function orderedPair(x: string, y: string): [string, string] {
  return x < y ? [x, y] : [y, x];
}

export function matchesRepository(db: Db) {
  return {
    /**
     * Records a decision in the caller's transaction. Both members of a pair
     * take the same advisory lock first, so when both accept at the same
     * moment the second one sees the first one's yes and the pair gets its
     * channel once; the unique pair is the backstop.
     */
    async decide(fromId: string, toId: string, interested: boolean, tx: Queryable): Promise<DecisionOutcome> {
      const [a, b] = orderedPair(fromId, toId);
      await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('pair:' || $1 || ':' || $2, 0))", [a, b]);
      const { rows } = await tx.query<{
        decidable: boolean;
        added: boolean;
        earlier: boolean | null;
        mutual: boolean | null;
      }>(DECIDE_SQL, [newId(), fromId, toId, interested]);
      const { decidable, added, earlier, mutual } = rows[0];
      if (!decidable) return { status: 'missing', interested, channelId: null };
      if (!added && earlier !== null && earlier !== interested) {
        return { status: 'conflict', interested: earlier, channelId: null };
      }
      const status: DecisionOutcome['status'] = added ? 'recorded' : 'repeated';
      if (!interested) return { status, interested, channelId: null };
      if (mutual !== true) return { status, interested, channelId: null };
      await tx.query(
        `INSERT INTO chat_channels (id, member_a, member_b) VALUES ($1, $2, $3)
         ON CONFLICT (member_a, member_b) DO NOTHING`,
        [newId(), a, b],
      );
      const { rows: channel } = await tx.query<{ id: string }>(
        'SELECT id FROM chat_channels WHERE member_a = $1 AND member_b = $2',
        [a, b],
      );
      return { status, interested, channelId: channel[0]?.id ?? null };
    },

    async pending(memberId: string, start: number, limit: number): Promise<PendingRow[]> {
      const { rows } = await db.query<PendingRow>(PENDING_SQL, [memberId, start, limit]);
      return rows;
    },

    /** How many requests the member has not answered yet (the same requests the pages list). */
    async pendingCount(memberId: string): Promise<number> {
      const { rows } = await db.query<{ count: number }>(PENDING_COUNT_SQL, [memberId]);
      return Number(rows[0]?.count ?? 0);
    },
  };
}
export type MatchesRepository = ReturnType<typeof matchesRepository>;
