import type { Gender } from '../../contract/enums';
import type { Db, Queryable } from '../db/types';
import {
  EDUCATION_LEVELS,
  FOOD_ORDER,
  HABIT_ORDER,
  RELIGION_WEIGHT,
  RELIGION_WEIGHT_UNKNOWN,
  RELIGIOUS_ORDER,
  educationLevel,
  incomeLevel,
  normalizePlace,
  type MatchTraits,
} from '../services/compatibility';
import { PROFILE_COLUMNS, type ProfileRow } from './profiles';

/** Suggestions kept per member; a refill scores the whole pool and keeps this many. */
export const FEED_QUEUE_SIZE = 50;
/** Profiles answered by GET /feed/home (the app shows the first). */
export const FEED_PAGE_SIZE = 10;
/** A queue older than this is scored again, so profile edits and new members reach it. */
export const FEED_QUEUE_MAX_AGE_SECONDS = 3600;
/** After a refill that ran out of candidates, wait this long before trying again. */
export const FEED_EXHAUSTED_RETRY_SECONDS = 60;

/** Issue 8: MALE sees FEMALE, FEMALE sees MALE, OTHER (or unknown) sees everyone until preferences exist. */
export function poolOf(gender: Gender | null): Gender[] {
  if (gender === 'MALE') return ['FEMALE'];
  if (gender === 'FEMALE') return ['MALE'];
  return ['MALE', 'FEMALE', 'OTHER'];
}

export function traitsOf(row: TraitColumns): MatchTraits {
  return {
    firstName: row.first_name ?? '',
    gender: row.gender,
    age: row.age,
    religion: row.religion,
    religious: row.religious,
    smoking: row.smoking,
    drinking: row.drinking,
    food: row.food,
    languages: row.languages,
    city: row.city,
    country: row.country,
    degree: row.degree,
    minIncome: row.min_income,
    maxIncome: row.max_income,
  };
}

/** What the feed reads of the caller: their traits (as profile columns) and the state of their queue. */
export type ViewerRow = Pick<
  ProfileRow,
  | 'id'
  | 'first_name'
  | 'gender'
  | 'age'
  | 'religion'
  | 'religious'
  | 'smoking'
  | 'drinking'
  | 'food'
  | 'languages'
  | 'city'
  | 'country'
  | 'degree'
  | 'min_income'
  | 'max_income'
> & {
  /** Verified, onboarded and published: the same rule as plugins/auth.ts isActiveMember. */
  active: boolean;
  refilled_at: Date | null;
  exhausted: boolean | null;
} & FeedStampRow;

/** The versions a feed answer was computed from (migration 011): the member's queue and all profiles. */
export interface FeedStampRow {
  feed_version: string | null;
  generation: string;
}

/** One string for the answer cache; the day is part of it because ages change with the date. */
export function feedStamp(row: FeedStampRow, now = new Date()): string {
  return `${row.feed_version ?? '-'}:${row.generation}:${now.toISOString().slice(0, 10)}`;
}

/** The profile columns scoring reads (a full ProfileRow or the lighter ViewerRow). */
export type TraitColumns = Pick<
  ProfileRow,
  Exclude<keyof ViewerRow, 'active' | 'refilled_at' | 'exhausted' | keyof FeedStampRow>
>;

export interface QueuedRow extends ProfileRow {
  score: number;
}

type QueuedJson = Omit<QueuedRow, 'published_at'> & { published_at: string | null };

const ONBOARDED = (alias: string) =>
  `${alias}.name_done AND ${alias}.basic_done AND ${alias}.lifestyle_done AND ${alias}.family_done
   AND ${alias}.about_done AND ${alias}.images_done AND ${alias}.profession_done`;

const VERIFIED = `v.email_verified_at IS NOT NULL AND v.phone_verified_at IS NOT NULL
   AND v.selfie_file IS NOT NULL AND v.id_file IS NOT NULL`;

/**
 * The caller's traits, whether they may use the feed, and the state of their
 * queue: one round trip, with no more columns than scoring reads.
 */
const VIEWER_SQL = `SELECT p.id, p.first_name, p.gender, p.religion, p.religious, p.smoking, p.drinking, p.food,
  p.languages, p.city, p.country, p.degree, p.min_income, p.max_income,
  CASE WHEN p.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, p.dob))::int END AS age,
  (${VERIFIED} AND ${ONBOARDED('p')} AND p.published_at IS NOT NULL) AS active,
  s.refilled_at, s.exhausted, s.version::text AS feed_version,
  (SELECT n::text FROM profile_generation) AS generation
FROM profiles p
JOIN verifications v ON v.user_id = p.id
LEFT JOIN feed_state s ON s.member_id = p.id
WHERE p.id = $1`;

/**
 * Decided and refusing profiles leave the queue in the decision's transaction;
 * this check at read time also covers a decision made while a refill of the
 * same queue was running (issue 8: never one already decided, never one who
 * refused). Both are primary-key probes.
 */
const UNDECIDED = (member: string) =>
  `NOT EXISTS (SELECT 1 FROM match_decisions d WHERE d.from_id = ${member} AND d.to_id = p.id)
   AND NOT EXISTS (SELECT 1 FROM match_decisions d WHERE d.from_id = p.id AND d.to_id = ${member} AND NOT d.interested)`;

/**
 * The hot path of GET /feed/home: the top of the queue, checked again against
 * publication and the pool (a profile may change after it was queued).
 */
const QUEUE_SQL = `SELECT q.score, ${PROFILE_COLUMNS}
FROM (
  -- The top of the queue straight from its index; twice the page, so a profile hidden since it was queued
  -- does not leave the page short.
  SELECT candidate_id, score FROM feed_queue WHERE member_id = $1 ORDER BY score DESC, candidate_id LIMIT 2 * $3::int
) q
JOIN profiles p ON p.id = q.candidate_id
WHERE p.published_at IS NOT NULL AND p.gender = ANY($2::text[]) AND ${UNDECIDED('$1')}
ORDER BY q.score DESC, q.candidate_id
LIMIT $3::int`;

/**
 * The hot path of GET /feed/home in one round trip: the caller (as in
 * VIEWER_SQL) and the top of their queue (as in QUEUE_SQL) as one JSON value,
 * which the database builds faster than the embedded driver parses many rows.
 * The pool is poolOf() of repositories/feed.ts, written in SQL.
 */
const VIEWER_AND_QUEUE_SQL = `SELECT v.*, (
  SELECT coalesce(json_agg(c ORDER BY c.score DESC, c.id), '[]'::json)
  FROM (
    SELECT q.score, ${PROFILE_COLUMNS}
    FROM (
      SELECT candidate_id, score FROM feed_queue WHERE member_id = $1
      ORDER BY score DESC, candidate_id LIMIT 2 * $2::int
    ) q
    JOIN profiles p ON p.id = q.candidate_id
    WHERE p.published_at IS NOT NULL AND ${UNDECIDED('$1')}
      AND p.gender = ANY(CASE v.gender WHEN 'MALE' THEN ARRAY['FEMALE'] WHEN 'FEMALE' THEN ARRAY['MALE']
                         ELSE ARRAY['MALE', 'FEMALE', 'OTHER'] END)
    ORDER BY q.score DESC, q.candidate_id
    LIMIT $2::int
  ) c
) AS queue,
(SELECT count(*)::int FROM (SELECT 1 FROM feed_queue WHERE member_id = $1 LIMIT 2 * $2::int) x) AS queued
FROM (${VIEWER_SQL}) v`;

/** The current versions of a member's feed inputs: two primary-key reads. */
const STAMP_SQL = `SELECT (SELECT version::text FROM feed_state WHERE member_id = $1) AS feed_version, n::text AS generation
FROM profile_generation`;

const HABITS = `ARRAY['${HABIT_ORDER.join("','")}']`;
const FOODS = `ARRAY['${FOOD_ORDER.join("','")}']`;
const RELIGIOUS = `ARRAY['${RELIGIOUS_ORDER.join("','")}']`;
const RELIGION_WEIGHT_CASE = `CASE c.religious ${RELIGIOUS_ORDER.map((level) => `WHEN '${level}' THEN ${RELIGION_WEIGHT[level]}`).join(' ')} ELSE ${RELIGION_WEIGHT_UNKNOWN} END`;

/**
 * Scores every eligible candidate in one statement and keeps the best
 * FEED_QUEUE_SIZE. The rules are those of services/compatibility.ts: the
 * member's side arrives as parameters ($3-$14), the candidate's side is read
 * from the row, and the score is the geometric mean of both directions.
 * Eligible (issue 8): published, verified and onboarded, in the member's pool,
 * not the member, not already decided by the member, and not one who refused
 * the member.
 *
 * Parameters: $1 member id, $2 pool, $3 age, $4 religion, $5 religious level,
 * $6 religion weight, $7 smoking level, $8 drinking level, $9 food level,
 * $10 languages, $11 city, $12 country, $13 education level, $14 income level,
 * $15 education table (JSON), $16 queue size.
 */
const REFILL_SQL = `INSERT INTO feed_queue (member_id, candidate_id, score)
SELECT $1, c.id, sqrt(
    (100.0 * (s.shared + s.rel_mc + s.smoke_mc + s.drink_mc + s.food_mc) / (90 + $6::int))
  * (100.0 * (s.shared + s.rel_cm + s.smoke_cm + s.drink_cm + s.food_cm) / (90 + t.rw))
) AS score
FROM profiles c
JOIN verifications v ON v.user_id = c.id
CROSS JOIN LATERAL (SELECT
  CASE WHEN c.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, c.dob))::int END AS age,
  array_position(${HABITS}, c.smoking) - 1 AS smoke,
  array_position(${HABITS}, c.drinking) - 1 AS drink,
  array_position(${FOODS}, c.food) - 1 AS food,
  array_position(${RELIGIOUS}, c.religious) - 1 AS rel,
  ${RELIGION_WEIGHT_CASE} AS rw,
  nullif(lower(btrim(c.city)), '') AS city,
  nullif(lower(btrim(c.country)), '') AS country,
  ($15::jsonb ->> c.degree)::int AS edu,
  CASE WHEN c.min_income IS NULL AND c.max_income IS NULL THEN 0
       WHEN coalesce(c.min_income, 0) < 5 THEN 1 WHEN c.min_income < 10 THEN 2 WHEN c.min_income < 20 THEN 3
       WHEN c.min_income < 50 THEN 4 WHEN c.min_income < 100 THEN 5 ELSE 6 END AS inc
) t
CROSS JOIN LATERAL (SELECT
  -- Factors that read the same from both sides: age, outlook on faith, languages, place, education, income.
  (CASE WHEN $3::int IS NULL OR t.age IS NULL THEN 10 WHEN abs(t.age - $3::int) <= 2 THEN 20
        WHEN abs(t.age - $3::int) <= 5 THEN 15 WHEN abs(t.age - $3::int) <= 8 THEN 8
        WHEN abs(t.age - $3::int) <= 12 THEN 3 ELSE 0 END)
  + (CASE WHEN $5::int IS NULL OR t.rel IS NULL THEN 4 ELSE (ARRAY[8, 5, 2, 0])[abs(t.rel - $5::int) + 1] END)
  + (CASE WHEN cardinality($10::text[]) = 0 OR cardinality(c.languages) = 0 THEN 5
        WHEN c.languages && $10::text[] THEN 10 ELSE 0 END)
  + (CASE WHEN $12::text IS NULL OR t.country IS NULL THEN 6 WHEN t.country <> $12::text THEN 0
        WHEN t.city = $11::text THEN 12 ELSE 7 END)
  + (CASE WHEN $13::int IS NULL OR t.edu IS NULL THEN 3 ELSE coalesce((ARRAY[6, 4, 2])[abs(t.edu - $13::int) + 1], 0) END)
  + coalesce((ARRAY[6, 4, 2])[abs(t.inc - $14::int) + 1], 0) AS shared,
  -- Shared faith weighs as much as the viewer's own religiousness says.
  CASE WHEN $4::text IS NULL OR c.religion IS NULL THEN $6::int / 2.0 WHEN c.religion = $4::text THEN $6::int ELSE 0 END AS rel_mc,
  CASE WHEN $4::text IS NULL OR c.religion IS NULL THEN t.rw / 2.0 WHEN c.religion = $4::text THEN t.rw ELSE 0 END AS rel_cm,
  -- A viewer minds habits beyond their own, not below them.
  CASE WHEN $7::int IS NULL OR t.smoke IS NULL THEN 5 WHEN t.smoke - $7::int <= 0 THEN 10 WHEN t.smoke - $7::int = 1 THEN 4 ELSE 0 END AS smoke_mc,
  CASE WHEN $7::int IS NULL OR t.smoke IS NULL THEN 5 WHEN $7::int - t.smoke <= 0 THEN 10 WHEN $7::int - t.smoke = 1 THEN 4 ELSE 0 END AS smoke_cm,
  CASE WHEN $8::int IS NULL OR t.drink IS NULL THEN 4 WHEN t.drink - $8::int <= 0 THEN 8 WHEN t.drink - $8::int = 1 THEN 3 ELSE 0 END AS drink_mc,
  CASE WHEN $8::int IS NULL OR t.drink IS NULL THEN 4 WHEN $8::int - t.drink <= 0 THEN 8 WHEN $8::int - t.drink = 1 THEN 3 ELSE 0 END AS drink_cm,
  -- A stricter diet minds a looser one, not the other way round.
  CASE WHEN $9::int IS NULL OR t.food IS NULL THEN 5 WHEN t.food - $9::int <= 0 THEN 10 WHEN t.food - $9::int = 1 THEN 4 ELSE 0 END AS food_mc,
  CASE WHEN $9::int IS NULL OR t.food IS NULL THEN 5 WHEN $9::int - t.food <= 0 THEN 10 WHEN $9::int - t.food = 1 THEN 4 ELSE 0 END AS food_cm
) s
WHERE c.published_at IS NOT NULL AND c.gender = ANY($2::text[]) AND c.id <> $1
  AND ${ONBOARDED('c')} AND ${VERIFIED}
  AND NOT EXISTS (SELECT 1 FROM match_decisions d WHERE d.from_id = $1 AND d.to_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM match_decisions d WHERE d.to_id = $1 AND d.from_id = c.id AND NOT d.interested)
ORDER BY score DESC, c.id
LIMIT $16
ON CONFLICT (member_id, candidate_id) DO UPDATE SET score = EXCLUDED.score
RETURNING candidate_id`;

const EDUCATION_JSON = JSON.stringify(EDUCATION_LEVELS);

function levelOf(order: readonly string[], value: string | null): number | null {
  if (value === null) return null;
  const index = order.indexOf(value);
  return index < 0 ? null : index;
}

/** Which gate steps a member has done (spec 4 member gating order), for the assistant's progress answer. */
export interface ProgressRow {
  email: boolean;
  phone: boolean;
  selfie: boolean;
  identity: boolean;
  name_done: boolean;
  basic_done: boolean;
  lifestyle_done: boolean;
  family_done: boolean;
  about_done: boolean;
  images_done: boolean;
  profession_done: boolean;
  published: boolean;
  first_name: string | null;
}

const PROGRESS_SQL = `SELECT v.email_verified_at IS NOT NULL AS email, v.phone_verified_at IS NOT NULL AS phone,
  v.selfie_file IS NOT NULL AS selfie, v.id_file IS NOT NULL AS identity,
  p.name_done, p.basic_done, p.lifestyle_done, p.family_done, p.about_done, p.images_done, p.profession_done,
  p.published_at IS NOT NULL AS published, p.first_name
FROM profiles p JOIN verifications v ON v.user_id = p.id
WHERE p.id = $1`;

export function feedRepository(db: Db) {
  return {
    async stamp(memberId: string): Promise<string> {
      const { rows } = await db.query<FeedStampRow>(STAMP_SQL, [memberId]);
      return feedStamp(rows[0]);
    },

    async progress(memberId: string): Promise<ProgressRow | null> {
      const { rows } = await db.query<ProgressRow>(PROGRESS_SQL, [memberId]);
      return rows[0] ?? null;
    },

    /** The caller and the top of their queue in one round trip; null when the caller has no profile. */
    async findViewerAndQueue(
      memberId: string,
      limit = FEED_PAGE_SIZE,
    ): Promise<{ viewer: ViewerRow; queue: QueuedRow[]; queued: number } | null> {
      const { rows } = await db.query<ViewerRow & { queue: string | QueuedJson[]; queued: number }>(
        VIEWER_AND_QUEUE_SQL,
        [memberId, limit],
      );
      const row = rows[0];
      if (!row) return null;
      const { queue, queued, ...viewer } = row;
      // Timestamps arrive as JSON text; nothing on the feed reads them but the type says Date.
      const parsed = (typeof queue === 'string' ? (JSON.parse(queue) as QueuedJson[]) : queue).map((entry) => ({
        ...entry,
        published_at: entry.published_at === null ? null : new Date(entry.published_at),
      }));
      return { viewer, queue: parsed, queued };
    },

    async findViewer(memberId: string): Promise<ViewerRow | null> {
      const { rows } = await db.query<ViewerRow>(VIEWER_SQL, [memberId]);
      return rows[0] ?? null;
    },

    async readQueue(memberId: string, pool: readonly Gender[], limit = FEED_PAGE_SIZE): Promise<QueuedRow[]> {
      const { rows } = await db.query<QueuedRow>(QUEUE_SQL, [memberId, pool, limit]);
      return rows;
    },

    /**
     * Scores the member's whole pool again and replaces their queue, in one
     * transaction; an advisory lock per member lets one refill run at a time.
     * Answers how many suggestions the queue now holds.
     */
    async refill(viewer: TraitColumns, size = FEED_QUEUE_SIZE): Promise<number> {
      const me = traitsOf(viewer);
      return db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('feed:' || $1, 0))", [viewer.id]);
        await tx.query('DELETE FROM feed_queue WHERE member_id = $1', [viewer.id]);
        const { rows } = await tx.query<{ candidate_id: string }>(REFILL_SQL, [
          viewer.id,
          poolOf(me.gender),
          me.age,
          me.religion,
          levelOf(RELIGIOUS_ORDER, me.religious),
          me.religious ? RELIGION_WEIGHT[me.religious] : RELIGION_WEIGHT_UNKNOWN,
          levelOf(HABIT_ORDER, me.smoking),
          levelOf(HABIT_ORDER, me.drinking),
          levelOf(FOOD_ORDER, me.food),
          me.languages,
          normalizePlace(me.city),
          normalizePlace(me.country),
          educationLevel(me.degree),
          incomeLevel(me.minIncome, me.maxIncome),
          EDUCATION_JSON,
          size,
        ]);
        await tx.query(
          `INSERT INTO feed_state (member_id, refilled_at, exhausted) VALUES ($1, now(), $2)
           ON CONFLICT (member_id) DO UPDATE
           SET refilled_at = EXCLUDED.refilled_at, exhausted = EXCLUDED.exhausted, version = feed_state.version + 1`,
          [viewer.id, rows.length < size],
        );
        return rows.length;
      });
    },

    /**
     * After a decision (in its transaction): the decided profile leaves the
     * member's queue, and a refusal also takes the member out of the other's.
     */
    async forgetPair(fromId: string, toId: string, interested: boolean, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM feed_queue WHERE member_id = $1 AND candidate_id = $2', [fromId, toId]);
      if (!interested) {
        await tx.query('DELETE FROM feed_queue WHERE member_id = $1 AND candidate_id = $2', [toId, fromId]);
      }
    },
  };
}
export type FeedRepository = ReturnType<typeof feedRepository>;

/** Below this many queued suggestions a refill starts in the background (queued counts up to this many). */
export const FEED_LOW_WATER = 2 * FEED_PAGE_SIZE;

/**
 * When to score the queue again: 'now' (before answering) only when it is
 * empty, 'background' when it runs low or grows old (the current page is
 * answered meanwhile, so decisions never wait for a refill), else 'none'.
 * After a refill that ran out of candidates, no refill for a minute.
 */
export function planRefill(viewer: ViewerRow, queued: number, now = Date.now()): 'now' | 'background' | 'none' {
  if (!viewer.refilled_at) return 'now';
  const age = (now - new Date(viewer.refilled_at).getTime()) / 1000;
  const resting = viewer.exhausted === true && age < FEED_EXHAUSTED_RETRY_SECONDS;
  if (queued === 0) return resting ? 'none' : 'now';
  if (age > FEED_QUEUE_MAX_AGE_SECONDS) return 'background';
  return queued < FEED_LOW_WATER && !resting ? 'background' : 'none';
}
