import type { Db, Queryable } from '../db/types';
import { activeMemberSql, blockedSql, decidedOrRefusedSql, discoverableSql, poolSql } from '../rules/eligibility';
import { photoRelationSql } from '../rules/photo-privacy';
import { PROFILE_COLUMNS, type ProfileRow } from './profiles';

/** Suggestions kept per member; a refill ranks the whole pool and keeps this many. */
export const FEED_QUEUE_SIZE = 50;
/** Profiles answered by GET /feed/home (the app shows the first). */
export const FEED_PAGE_SIZE = 10;
/** The caller as the feed reads them, and the state of their queue. */
export interface ViewerRow {
  id: string;
  /** Verified, onboarded and published (services/matching/eligibility.ts). */
  active: boolean;
  /** Paused (privacy `hidden`): the member's own suggestions are paused too. */
  paused: boolean;
  refilled_at: Date | null;
  exhausted: boolean | null;
  built_generation: string | null;
  built_model: string | null;
  built_decisions: number | null;
  /** The profile changes the queue was built from (BuiltFrom.changes). */
  built_changes: Date | null;
  /** The versions an answer is computed from (migration 011): the member's queue and all profiles. */
  feed_version: string | null;
  generation: string;
}

/** One queued suggestion, as the read path needs it to rank the queue again. */
export interface QueuedEntry {
  candidateId: string;
  stored: number;
  /** The candidate already said yes to the viewer. */
  likedMe: boolean;
  /** The candidate was already shown first to the viewer (not a new showing). */
  seen: boolean;
}

/** One string for the answer cache; the day is part of it because ages change with the date. */
export function feedStamp(
  row: Pick<ViewerRow, 'feed_version' | 'generation'>,
  model: number,
  now = new Date(),
): string {
  return `${row.feed_version ?? '-'}:${row.generation}:${model}:${now.toISOString().slice(0, 10)}`;
}

/** The caller (`member`, an SQL expression) as ViewerRow. */
const viewerSql = (member: string) => `SELECT p.id, ${activeMemberSql('p', 'v')} AS active, p.hidden AS paused,
  s.refilled_at, s.exhausted, s.built_generation::text AS built_generation, s.built_model::text AS built_model,
  s.built_decisions, s.built_changes, s.version::text AS feed_version,
  (SELECT n::text FROM profile_generation WHERE id) AS generation
FROM profiles p
JOIN verifications v ON v.user_id = p.id
LEFT JOIN feed_state s ON s.member_id = p.id
WHERE p.id = ${member}`;

/**
 * The hot path of GET /feed/home in one round trip: the caller (`member`, an
 * SQL expression) and their whole queue (a few dozen light rows, as one JSON
 * value), each entry checked again at read: still active, in the caller's
 * pool, not decided by the caller and not refusing them, even if a refill
 * raced a decision. The order is decided after, from what matching knows now.
 * `decidedNow`: a profile the caller decided on in the same statement, which
 * its snapshot does not show yet (repositories/matches.ts).
 */
export function viewerAndQueueSql(member: string, decidedNow = 'NULL'): string {
  return `SELECT vr.*, (
  SELECT coalesce(json_agg(json_build_object('candidateId', q.candidate_id, 'stored', q.score,
    'likedMe', EXISTS (SELECT 1 FROM match_decisions l WHERE l.from_id = q.candidate_id AND l.to_id = ${member} AND l.interested),
    'seen', EXISTS (SELECT 1 FROM feed_impressions i WHERE i.member_id = ${member} AND i.candidate_id = q.candidate_id))), '[]'::json)
  FROM feed_queue q
  JOIN profiles p ON p.id = q.candidate_id
  JOIN verifications v ON v.user_id = p.id
  WHERE q.member_id = ${member} AND ${activeMemberSql('p', 'v')} AND ${discoverableSql('p')}
    AND q.candidate_id IS DISTINCT FROM ${decidedNow}
    AND p.gender = ANY(${poolSql(`(SELECT gender FROM profiles WHERE id = ${member})`)})
    AND NOT ${decidedOrRefusedSql(member, 'q.candidate_id')}
    AND NOT ${blockedSql(member, 'q.candidate_id')}
) AS queue
FROM (${viewerSql(member)}) vr`;
}
const VIEWER_AND_QUEUE_SQL = viewerAndQueueSql('$1');

/**
 * Who the member may not be shown and who said yes to them, as rows: their decisions, decisions about them, and
 * blocks either way (relationsOf reads them).
 */
const RELATIONS_SQL = `SELECT to_id AS id, true AS mine, interested FROM match_decisions WHERE from_id = $1
  UNION ALL SELECT from_id, false, interested FROM match_decisions WHERE to_id = $1
  UNION ALL SELECT blocked_id, false, false FROM blocks WHERE blocker_id = $1
  UNION ALL SELECT blocker_id, false, false FROM blocks WHERE blocked_id = $1`;

/** What a background refill starts from, in one round trip: the caller, their queue and their relations. */
const REFILL_INPUTS_SQL = `SELECT vq.*, (SELECT coalesce(json_agg(r), '[]'::json) FROM (${RELATIONS_SQL}) r) AS relations
FROM (${VIEWER_AND_QUEUE_SQL}) vq`;

interface RelationRow {
  id: string;
  mine: boolean;
  interested: boolean;
}

/** Who the member may not be shown: decided by them, refusing them, or blocked either way (a block reads as a refusal both ways); and who already said yes to them. */
export interface Relations {
  excluded: Set<string>;
  likers: Set<string>;
}

function relationsOf(rows: readonly RelationRow[]): Relations {
  const excluded = new Set<string>();
  const likers = new Set<string>();
  for (const row of rows) if (row.mine || !row.interested) excluded.add(row.id);
  for (const row of rows) if (!row.mine && row.interested && !excluded.has(row.id)) likers.add(row.id);
  return { excluded, likers };
}

export interface ViewerAndQueue {
  viewer: ViewerRow;
  queue: QueuedEntry[];
}

/** A row of viewerAndQueueSql, or that row as JSON (read inside another statement). */
export function viewerAndQueueOf(row: (ViewerRow & { queue: string | QueuedEntry[] }) | string): ViewerAndQueue {
  const { queue, ...viewer } = fromJson(row);
  return {
    viewer: {
      ...viewer,
      refilled_at: viewer.refilled_at === null ? null : new Date(viewer.refilled_at),
      built_changes: viewer.built_changes === null ? null : new Date(viewer.built_changes),
    },
    queue: fromJson(queue),
  };
}

/** A json column as the driver gives it: parsed by node-postgres, text on the embedded engine. */
function fromJson<T>(value: string | T): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * The current versions of a member's feed inputs: two primary-key reads. profile_generation is read by
 * its key (here and in viewerSql): its one row is rewritten on every profile write, and until vacuum
 * catches up the table holds their dead versions, which a scan would read through on every feed call.
 */
const STAMP_SQL = `SELECT (SELECT version::text FROM feed_state WHERE member_id = $1) AS feed_version, n::text AS generation
FROM profile_generation WHERE id`;

/**
 * The member ($1) and the profiles of an answer ($2, best first) in one
 * round trip, recording the showing of the first of them that can be shown
 * ($3 the time): the first time per pair counts. Each row says whether it was
 * shown for the first time just now. A profile that stopped being an active
 * member's, or whose member blocked the caller or was blocked, since the queue
 * was read is left out here, at the last moment.
 */
const PAGE_AND_SHOWING_SQL = `WITH page AS (
  SELECT c.id, u.n FROM unnest($2::text[]) WITH ORDINALITY AS u (id, n)
  JOIN profiles c ON c.id = u.id
  JOIN verifications cv ON cv.user_id = c.id
  WHERE ${activeMemberSql('c', 'cv')} AND ${discoverableSql('c')} AND NOT ${blockedSql('$1', 'c.id')}
), first AS (
  SELECT page.id FROM page ORDER BY page.n LIMIT 1
), shown AS (
  INSERT INTO feed_impressions (member_id, candidate_id, shown_at)
  SELECT $1, first.id, $3 FROM first WHERE EXISTS (SELECT 1 FROM profiles m WHERE m.id = $1)
  ON CONFLICT (member_id, candidate_id) DO NOTHING RETURNING candidate_id
)
SELECT ${PROFILE_COLUMNS}, p.id IN (SELECT candidate_id FROM shown) AS shown_now,
  ${photoRelationSql('$1', 'p.id')} AS photo_relation
FROM profiles p WHERE p.id = $1 OR p.id = ANY(ARRAY(SELECT page.id FROM page))`;

/** What a refill wrote down about the inputs it ranked from. */
export interface BuiltFrom {
  generation: string;
  model: number;
  decisions: number;
  at: Date;
  /** Every profile change before this time (the database's clock) was known to the ranking; null: none read yet. */
  changes: Date | null;
}

export function feedRepository(db: Db) {
  return {
    async stamp(memberId: string, model: number): Promise<string> {
      const { rows } = await db.query<Pick<ViewerRow, 'feed_version' | 'generation'>>(STAMP_SQL, [memberId]);
      return feedStamp(rows[0], model);
    },

    /** The caller and their whole queue in one round trip; null when the caller has no profile. */
    async findViewerAndQueue(memberId: string): Promise<ViewerAndQueue | null> {
      const { rows } = await db.query<ViewerRow & { queue: string | QueuedEntry[] }>(VIEWER_AND_QUEUE_SQL, [memberId]);
      return rows[0] ? viewerAndQueueOf(rows[0]) : null;
    },

    /**
     * What a background refill starts from: the caller and their queue (as findViewerAndQueue) and their
     * relations (as relations), in one round trip; null when the caller has no profile.
     */
    async findRefillInputs(
      memberId: string,
    ): Promise<{ viewer: ViewerRow; queue: QueuedEntry[]; relations: Relations } | null> {
      const { rows } = await db.query<ViewerRow & { queue: string | QueuedEntry[]; relations: string | RelationRow[] }>(
        REFILL_INPUTS_SQL,
        [memberId],
      );
      const row = rows[0];
      if (!row) return null;
      const { queue, relations, ...viewer } = row;
      return { viewer, queue: fromJson(queue), relations: relationsOf(fromJson(relations)) };
    },

    /** Who the member may not be shown and who already said yes to them (Relations). */
    async relations(memberId: string): Promise<Relations> {
      const { rows } = await db.query<RelationRow>(RELATIONS_SQL, [memberId]);
      return relationsOf(rows);
    },

    /**
     * Replaces the member's queue with ranked candidates, in one statement
     * (migration 061): a lock per member lets one refill write at a time.
     * Candidates whose profile vanished meanwhile are left out. Answers how many were kept.
     */
    async replaceQueue(
      memberId: string,
      ranked: readonly { candidateId: string; rank: number }[],
      /** A queue's size, below which a look through the whole pool marks it exhausted; null for a refresh (migration 120). */
      size: number | null,
      built: BuiltFrom,
    ): Promise<number> {
      const { rows } = await db.query<{ kept: number }>(
        'SELECT replace_feed_queue($1, $2::text[], $3::real[], $4, $5, $6, $7, $8, $9) AS kept',
        [
          memberId,
          ranked.map((entry) => entry.candidateId),
          ranked.map((entry) => entry.rank),
          size,
          built.at,
          built.generation,
          built.model,
          built.decisions,
          built.changes,
        ],
      );
      return rows[0]?.kept ?? 0;
    },

    /**
     * After a yes: the one who said yes joins the other's queue at once,
     * ranked as they now rank for them, if that member has a queue (a first
     * refill finds them anyway) and has not decided on them.
     */
    async placeLiker(memberId: string, likerId: string, rank: number): Promise<void> {
      await db.query(
        `INSERT INTO feed_queue (member_id, candidate_id, score)
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM feed_state WHERE member_id = $1)
           AND NOT EXISTS (SELECT 1 FROM match_decisions WHERE from_id = $1 AND to_id = $2)
         ON CONFLICT (member_id, candidate_id) DO UPDATE SET score = greatest(feed_queue.score, EXCLUDED.score)`,
        [memberId, likerId, rank],
      );
    },

    /** After a block (in its transaction): neither member stays in the other's queue. */
    async forgetBlockedPair(x: string, y: string, tx: Queryable): Promise<void> {
      await tx.query(
        'DELETE FROM feed_queue WHERE (member_id = $1 AND candidate_id = $2) OR (member_id = $2 AND candidate_id = $1)',
        [x, y],
      );
    },

    /**
     * The member's own row and those of `candidateIds` (in that order, missing
     * ones skipped), and the showing of the first of them recorded in the same
     * statement: `shownNow` names it when it was shown to the member for the first time.
     */
    async pageWithShowing(
      memberId: string,
      candidateIds: readonly string[],
      at: Date,
    ): Promise<{ self: ProfileRow | null; rows: ProfileRow[]; shownNow: string | null }> {
      const { rows } = await db.query<ProfileRow & { shown_now: boolean }>(PAGE_AND_SHOWING_SQL, [
        memberId,
        candidateIds,
        at,
      ]);
      const byId = new Map<string, ProfileRow>();
      let shownNow: string | null = null;
      for (const { shown_now: shown, ...row } of rows) {
        byId.set(row.id, row);
        if (shown) shownNow = row.id;
      }
      return {
        self: byId.get(memberId) ?? null,
        rows: candidateIds.map((id) => byId.get(id)).filter((row): row is ProfileRow => row !== undefined),
        shownNow,
      };
    },

    /** A profile shown first to a member: the first time per pair counts. Answers whether it was new. */
    async recordShowing(memberId: string, candidateId: string, at: Date): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO feed_impressions (member_id, candidate_id, shown_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, candidate_id) DO NOTHING RETURNING 1`,
        [memberId, candidateId, at],
      );
      return rows.length > 0;
    },
  };
}
