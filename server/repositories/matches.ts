import type { Db, Queryable } from '../db/types';
import { newId } from '../lib/crypto';
import type { PhotoPrivacyMode } from '../../contract/privacy';
import { activeMemberSql, blockedSql, discoverableSql, exposedSql, poolSql } from '../rules/eligibility';
import { type PhotoRelation, photoRelationSql } from '../rules/photo-privacy';
import { firstPhotoColumnsSql } from './profiles';
import { meetsDealbreakersSql } from '../rules/partner-preferences';
import { offsetsLiteral, saveTasteStepSql } from './matching';
import { viewerAndQueueOf, viewerAndQueueSql, type QueuedEntry, type ViewerAndQueue, type ViewerRow } from './feed';
import { announceSql, countsSql } from './notices-sql';

export interface DecisionOutcome {
  /**
   * 'recorded' the first time, 'repeated' for the same answer again, 'conflict' for a changed mind,
   * 'missing' when the other profile is not an active member's, 'inactive' when the caller is not an
   * active member (nothing is written).
   */
  status: 'recorded' | 'repeated' | 'conflict' | 'missing' | 'inactive';
  /** The answer on record (the earlier one when status is 'conflict'). */
  interested: boolean;
  /** The pair's chat channel, when both said yes. */
  channelId: string | null;
  /** The member's taste given with the decision was stored with it (it is not when another step got there first). */
  learned: boolean;
  /**
   * A recorded decision's member and their queue as the decision left it (repositories/feed.ts
   * viewerAndQueueSql), read in the same statement: what their next suggestions start from.
   */
  feedAfter?: ViewerAndQueue;
}

/**
 * What is written together with a recorded decision, worked out from what
 * matching knows before it: the member's taste one step wiser (stored only
 * over the step it was computed from), and, after a yes, the order key the
 * other member gives the one who said yes, to place them in their queue at once.
 */
export interface DecisionAlong {
  taste: { offsets: readonly number[] | Float64Array; decisions: number } | null;
  likerRank: number | null;
}

export interface PendingRow {
  id: string;
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  age: number | null;
  image_key: string | null;
  blurred_key: string | null;
  photo_privacy: PhotoPrivacyMode;
  photo_relation: PhotoRelation;
  /** The sender falls outside the member's own partner-preference dealbreakers: still listed, and marked. */
  outside_preferences: boolean;
}

const NOTHING_ALONG: DecisionAlong = { taste: null, likerRank: null };

/** DECIDE_SQL: the pair's channel when the decision has one. */
const CHANNEL = '(SELECT channel_id FROM decided)';
/** DECIDE_SQL: a recorded yes to a member who has not answered yet. */
const REQUEST_WHEN = '$4 AND (SELECT added AND mutual IS NULL FROM decided)';
/** DECIDE_SQL: a recorded yes that made the pair's channel. */
const MATCH_WHEN = '(SELECT added AND channel_id IS NOT NULL FROM decided)';
/** DECIDE_SQL: a recorded answer (yes or no) to the other member's yes. */
const ANSWERED_WHEN = '(SELECT added AND mutual IS TRUE FROM decided)';

/**
 * Records a decision ($1 id, $2 from, $3 to, $4 interested) in one statement, and with it what a
 * recorded decision changes: the decided profile leaves the member's queue and a refusal also takes
 * the member out of the other's; the member's taste ($5 offsets, $6 their decisions counting this one)
 * is stored when it is still the step before; after a yes the member joins the other's queue at
 * order key $7 if that member has a queue (a first refill finds them anyway) and has not decided on
 * them; and a yes to a yes gets the pair's chat channel ($10 its id if new). Only an active member
 * ($2) decides, and only on an active member the service put in front of them (a suggestion, or
 * their request to the member) whose pool they are in and who has no block with them. Both answers
 * on record and the channel are read under the lock of the pair ($8, $9: the smaller id first) and
 * as committed after it (migration 060), so when both members say yes at the same moment the later
 * one sees the earlier one's yes and the pair gets its channel once; the unique pair is the backstop.
 * A recorded decision tells the members what it means for them (announceSql, the notices' SQL form): a yes
 * that made the channel is a match for both (mailed to the other; the one deciding sees it on screen), a
 * yes to someone who has not answered is their request, and an answer to a request moves the answering
 * member's counts. A no to a suggestion tells nobody. A recorded decision answers the member's queue as it
 * leaves it, for the suggestions the member reads next. Everything is one statement: one round trip, its
 * own transaction.
 */
const DECIDE_SQL = `WITH me AS (
  SELECT me.gender FROM profiles me JOIN verifications mv ON mv.user_id = me.id
  WHERE me.id = $2 AND ${activeMemberSql('me', 'mv')}
), target AS (
  SELECT 1 FROM profiles p JOIN verifications v ON v.user_id = p.id CROSS JOIN me
  WHERE p.id = $3 AND ${activeMemberSql('p', 'v')} AND ${discoverableSql('p')} AND p.gender = ANY(${poolSql('me.gender')})
    AND ${exposedSql('$2::text', 'p.id')} AND NOT ${blockedSql('$2::text', 'p.id')}
), added AS (
  INSERT INTO match_decisions (id, from_id, to_id, interested) SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM target)
  ON CONFLICT (from_id, to_id) DO NOTHING RETURNING 1
), forgotten AS (
  DELETE FROM feed_queue WHERE EXISTS (SELECT 1 FROM added)
    AND ((member_id = $2 AND candidate_id = $3) OR (NOT $4 AND member_id = $3 AND candidate_id = $2))
), learned AS (
  ${saveTasteStepSql('$2', '$5::float8[]', '$6::int', '$5::float8[] IS NOT NULL AND EXISTS (SELECT 1 FROM added)')}
), placed AS (
  INSERT INTO feed_queue (member_id, candidate_id, score)
  SELECT $3, $2, $7::real WHERE $4 AND $7::real IS NOT NULL AND EXISTS (SELECT 1 FROM added)
    AND EXISTS (SELECT 1 FROM feed_state WHERE member_id = $3)
    AND NOT EXISTS (SELECT 1 FROM match_decisions WHERE from_id = $3 AND to_id = $2)
  ON CONFLICT (member_id, candidate_id) DO UPDATE SET score = greatest(feed_queue.score, EXCLUDED.score)
), outcome AS (
  SELECT EXISTS (SELECT 1 FROM me) AS active, EXISTS (SELECT 1 FROM target) AS decidable,
    EXISTS (SELECT 1 FROM added) AS added, EXISTS (SELECT 1 FROM learned) AS learned, answers.earlier, answers.mutual
  FROM lock_pair_answers($8, $9, $2, $3) AS answers
), decided AS MATERIALIZED (
  SELECT outcome.*,
    CASE WHEN $4 AND outcome.decidable AND outcome.mutual IS TRUE
      AND (outcome.added OR outcome.earlier IS NULL OR outcome.earlier = $4) THEN pair_channel($10, $8, $9) END AS channel_id
  FROM outcome
), ${announceSql('request', { kind: 'request', member: '$3', about: '$2', decision: '$1' }, REQUEST_WHEN)},
${announceSql('matched', { kind: 'match', member: '$3', about: '$2', chat: CHANNEL, mailed: true }, MATCH_WHEN)},
${announceSql('matching', { kind: 'match', member: '$2', about: '$3', chat: CHANNEL, mailed: false }, MATCH_WHEN)},
${countsSql('answered', '$2', ANSWERED_WHEN)}
SELECT decided.*, CASE WHEN decided.added THEN (
  SELECT row_to_json(vq) FROM (${viewerAndQueueSql('$2', '$3')}) vq
) END AS feed_after
FROM decided`;

/** Active members who said yes to the caller ($1) and still await the caller's answer. */
const PENDING_FROM = `FROM match_decisions d
JOIN profiles p ON p.id = d.from_id
JOIN verifications v ON v.user_id = p.id
WHERE d.to_id = $1 AND d.interested AND ${activeMemberSql('p', 'v')} AND ${discoverableSql('p')}
  AND NOT EXISTS (SELECT 1 FROM match_decisions r WHERE r.from_id = $1 AND r.to_id = d.from_id)
  AND NOT ${blockedSql('$1', 'd.from_id')}`;

/** The pending requests, newest first. */
const PENDING_SQL = `SELECT d.id, d.from_id AS profile_id, p.first_name, p.last_name,
  CASE WHEN p.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, p.dob))::int END AS age,
  ${firstPhotoColumnsSql('p')}, ${photoRelationSql('$1', 'p.id')} AS photo_relation,
  COALESCE((SELECT NOT ${meetsDealbreakersSql('mine', 'p')} FROM partner_preferences mine WHERE mine.member_id = $1),
    false) AS outside_preferences
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
     * Records a decision, with what it changes and the notice it causes, in one statement (DECIDE_SQL):
     * on its own it is its own transaction; in a caller's transaction the pair's lock is held until that
     * one ends.
     */
    async decide(
      fromId: string,
      toId: string,
      interested: boolean,
      db: Queryable,
      along: DecisionAlong = NOTHING_ALONG,
    ): Promise<DecisionOutcome> {
      const [a, b] = orderedPair(fromId, toId);
      const { rows } = await db.query<{
        active: boolean;
        decidable: boolean;
        added: boolean;
        learned: boolean;
        earlier: boolean | null;
        mutual: boolean | null;
        channel_id: string | null;
        feed_after: (ViewerRow & { queue: QueuedEntry[] }) | string | null;
      }>(DECIDE_SQL, [
        newId(),
        fromId,
        toId,
        interested,
        along.taste ? offsetsLiteral(along.taste.offsets) : null,
        along.taste?.decisions ?? null,
        along.likerRank,
        a,
        b,
        newId(),
      ]);
      const { active, decidable, added, learned, earlier, channel_id: channelId, feed_after: feedAfter } = rows[0];
      if (!active) return { status: 'inactive', interested, channelId: null, learned: false };
      if (!decidable) return { status: 'missing', interested, channelId: null, learned: false };
      if (!added && earlier !== null && earlier !== interested) {
        return { status: 'conflict', interested: earlier, channelId: null, learned: false };
      }
      if (!added) return { status: 'repeated', interested, channelId, learned };
      return {
        status: 'recorded',
        interested,
        channelId,
        learned,
        ...(feedAfter ? { feedAfter: viewerAndQueueOf(feedAfter) } : {}),
      };
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
