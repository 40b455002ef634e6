import type { Food, Gender, HabitFrequency, Religion, ReligiousLevel } from '../../contract/enums';
import type { Db, Queryable } from '../db/types';
import { activeMemberSql } from '../rules/eligibility';
import type { PreferencesRow } from './partner-preferences';

/*
 * What matching reads and writes (services/matching/): the members it holds in
 * memory and what changed since its last look, the counts it keeps of
 * decisions and showings, each member's learned taste and the population model.
 */

/** A profile as matching reads it: its answers, whether it is an active member's, and when it last changed. */
export interface ProfileSyncRow {
  id: string;
  first_name: string | null;
  gender: Gender | null;
  dob: string | null;
  religion: Religion | null;
  religious: ReligiousLevel | null;
  smoking: HabitFrequency | null;
  drinking: HabitFrequency | null;
  food: Food | null;
  languages: string[];
  city: string | null;
  country: string | null;
  degree: string | null;
  min_income: number | null;
  max_income: number | null;
  height: number | null;
  marital_status: string | null;
  mother_tongue: string | null;
  community: string | null;
  /** From the member's horoscope while shared, else null. */
  manglik: string | null;
  moon_longitude: number | null;
  /** The member's partner preferences as stored (partner_preferences' columns), or null: none saved. */
  prefs: PreferencesRow | null;
  active: boolean;
  changed: string;
}

/** A decision read since the last look, with whether it answered a request and whether Home had shown the profile. */
export interface DecisionSyncRow {
  from_id: string;
  to_id: string;
  interested: boolean;
  requested: boolean;
  on_home: boolean;
  at: string;
}

/** A member's learned taste as stored: their offsets and how many decisions taught them. */
export interface StoredTaste {
  offsets: number[];
  decisions: number;
}

const PROFILES_SYNC_SQL = `SELECT p.id, p.first_name, p.gender, p.dob::text AS dob, p.religion, p.religious, p.smoking,
  p.drinking, p.food, p.languages, p.city, p.country, p.degree, p.min_income, p.max_income, p.height,
  p.marital_status, p.mother_tongue, p.community, h.manglik, h.moon_longitude,
  CASE WHEN pp.member_id IS NULL THEN NULL ELSE to_jsonb(pp) - 'member_id' - 'updated_at' END AS prefs,
  ${activeMemberSql('p', 'v')} AS active, p.matching_changed_at::text AS changed
FROM profiles p JOIN verifications v ON v.user_id = p.id
LEFT JOIN partner_preferences pp ON pp.member_id = p.id
LEFT JOIN horoscopes h ON h.member_id = p.id AND h.share
WHERE p.matching_changed_at > $1::timestamptz AND p.id > $2
ORDER BY p.id
LIMIT $3`;

/** A decision that answered a request: the other member had said yes before it. */
const ANSWERED_REQUEST_SQL = `EXISTS (SELECT 1 FROM match_decisions r
  WHERE r.from_id = d.to_id AND r.to_id = d.from_id AND r.interested AND r.created_at < d.created_at)`;
/** The decided profile had been shown to the member first on Home. */
const SHOWN_ON_HOME_SQL = `EXISTS (SELECT 1 FROM feed_impressions i WHERE i.member_id = d.from_id AND i.candidate_id = d.to_id)`;

const DECISIONS_SYNC_SQL = `SELECT d.from_id, d.to_id, d.interested, ${ANSWERED_REQUEST_SQL} AS requested,
  ${SHOWN_ON_HOME_SQL} AS on_home, d.created_at::text AS at
FROM match_decisions d WHERE d.created_at > $1::timestamptz ORDER BY d.created_at`;

/** How each member answered the requests they received, on Home or elsewhere, from every decision on record. */
const REQUEST_ANSWERS_SQL = `SELECT d.from_id AS member_id, count(*) FILTER (WHERE ${SHOWN_ON_HOME_SQL})::int AS on_home,
  count(*) FILTER (WHERE NOT ${SHOWN_ON_HOME_SQL})::int AS elsewhere
FROM match_decisions d WHERE ${ANSWERED_REQUEST_SQL} GROUP BY d.from_id`;

/**
 * The one rule by which a member's learned taste is saved: one step wiser,
 * stored only over the step it was computed from (the stored count of
 * decisions is one less), so two steps of the same member never overwrite
 * each other. Used by the decision's own statement (repositories/matches.ts
 * DECIDE_SQL) and by learning after it (saveTasteStep); `member`, `offsets`
 * (float8[]) and `decisions` (the count with this step) are SQL expressions,
 * `when` the condition for writing at all. Answers a row when it was stored.
 */
export function saveTasteStepSql(member: string, offsets: string, decisions: string, when = 'true'): string {
  return `INSERT INTO member_taste (member_id, offsets, decisions, updated_at)
  SELECT ${member}, ${offsets}, ${decisions}, clock_timestamp() WHERE ${when}
  ON CONFLICT (member_id) DO UPDATE SET offsets = EXCLUDED.offsets, decisions = EXCLUDED.decisions,
    updated_at = EXCLUDED.updated_at
  WHERE member_taste.decisions = EXCLUDED.decisions - 1
  RETURNING 1`;
}

const SAVE_TASTE_STEP_SQL = saveTasteStepSql('$1::text', '$2::float8[]', '$3::int');

/** Offsets as one array literal: element by element, the driver's conversion costs more than the statement. */
export function offsetsLiteral(offsets: readonly number[] | Float64Array): string {
  return `{${offsets.join(',')}}`;
}

export function matchingRepository(db: Db) {
  return {
    /** profile_generation now and the database's clock: a sync knows every profile change up to them. */
    async generation(): Promise<{ n: string; now: string } | null> {
      const { rows } = await db.query<{ n: string; now: string }>(
        'SELECT n::text AS n, clock_timestamp()::text AS now FROM profile_generation WHERE id',
      );
      return rows[0] ?? null;
    },

    /** Decisions and how many said yes, per decided member and the deciders' religion: every decision on record. */
    async decisionTallies(): Promise<{ to_id: string; religion: string | null; yes: number; n: number }[]> {
      const { rows } = await db.query<{ to_id: string; religion: string | null; yes: number; n: number }>(
        `SELECT d.to_id, f.religion, count(*) FILTER (WHERE d.interested)::int AS yes, count(*)::int AS n
       FROM match_decisions d JOIN profiles f ON f.id = d.from_id GROUP BY d.to_id, f.religion`,
      );
      return rows;
    },

    /** How each member answered the requests they received (REQUEST_ANSWERS_SQL). */
    async requestAnswers(): Promise<{ member_id: string; on_home: number; elsewhere: number }[]> {
      const { rows } = await db.query<{ member_id: string; on_home: number; elsewhere: number }>(REQUEST_ANSWERS_SQL);
      return rows;
    },

    /** Showings per candidate, in all and since the start of `today` (yyyy-mm-dd). */
    async showTallies(today: string): Promise<{ candidate_id: string; n: number; today: number }[]> {
      const { rows } = await db.query<{ candidate_id: string; n: number; today: number }>(
        `SELECT candidate_id, count(*)::int AS n, count(*) FILTER (WHERE shown_at >= $1::date)::int AS today
       FROM feed_impressions GROUP BY candidate_id`,
        [today],
      );
      return rows;
    },

    /** When the newest decision and the newest showing on record were made (null when there is none). */
    async newest(): Promise<{ decisions: string | null; shows: string | null } | null> {
      const { rows } = await db.query<{ decisions: string | null; shows: string | null }>(
        `SELECT (SELECT max(created_at)::text FROM match_decisions) AS decisions,
              (SELECT max(shown_at)::text FROM feed_impressions) AS shows`,
      );
      return rows[0] ?? null;
    },

    /** Keys ('from>to') and times of the decisions made after `since`. */
    async decisionKeysSince(since: string): Promise<{ key: string; at: string }[]> {
      const { rows } = await db.query<{ key: string; at: string }>(
        `SELECT from_id || '>' || to_id AS key, created_at::text AS at FROM match_decisions WHERE created_at > $1::timestamptz`,
        [since],
      );
      return rows;
    },

    /** Keys ('member>candidate') and times of the showings recorded after `since`. */
    async showKeysSince(since: string): Promise<{ key: string; at: string }[]> {
      const { rows } = await db.query<{ key: string; at: string }>(
        `SELECT member_id || '>' || candidate_id AS key, shown_at::text AS at FROM feed_impressions WHERE shown_at > $1::timestamptz`,
        [since],
      );
      return rows;
    },

    /** The decisions made after `since`, oldest first (DECISIONS_SYNC_SQL). */
    async decisionsSince(since: string): Promise<DecisionSyncRow[]> {
      const { rows } = await db.query<DecisionSyncRow>(DECISIONS_SYNC_SQL, [since]);
      return rows;
    },

    /** The showings recorded after `since`. */
    async showsSince(since: string): Promise<{ member_id: string; candidate_id: string; at: string }[]> {
      const { rows } = await db.query<{ member_id: string; candidate_id: string; at: string }>(
        `SELECT member_id, candidate_id, shown_at::text AS at FROM feed_impressions WHERE shown_at > $1::timestamptz`,
        [since],
      );
      return rows;
    },

    /** One page, by id after `after`, of the profiles changed after `from` (PROFILES_SYNC_SQL). */
    async profilesChangedSince(from: string, after: string, limit: number): Promise<ProfileSyncRow[]> {
      const { rows } = await db.query<ProfileSyncRow>(PROFILES_SYNC_SQL, [from, after, limit]);
      return rows;
    },

    /** Which members' tastes were stored after `since`, and their count of decisions (not the offsets: the bulk). */
    async tastesChangedSince(since: string): Promise<{ member_id: string; decisions: number }[]> {
      const { rows } = await db.query<{ member_id: string; decisions: number }>(
        'SELECT member_id, decisions FROM member_taste WHERE updated_at > $1::timestamptz',
        [since],
      );
      return rows;
    },

    /** The stored tastes of these members. */
    async tastesOf(memberIds: readonly string[]): Promise<(StoredTaste & { member_id: string })[]> {
      const { rows } = await db.query<StoredTaste & { member_id: string }>(
        'SELECT member_id, offsets, decisions FROM member_taste WHERE member_id = ANY($1::text[])',
        [memberIds],
      );
      return rows;
    },

    /**
     * Stores a member's taste one step wiser (saveTasteStepSql): only over the
     * step it was computed from. Answers whether it was stored.
     */
    async saveTasteStep(
      memberId: string,
      offsets: readonly number[] | Float64Array,
      decisions: number,
      tx: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await tx.query(SAVE_TASTE_STEP_SQL, [memberId, offsetsLiteral(offsets), decisions]);
      return rows.length > 0;
    },

    /** The member's stored taste, locked until the transaction `tx` ends; null when none is stored. */
    async lockTaste(memberId: string, tx: Queryable): Promise<StoredTaste | null> {
      const { rows } = await tx.query<StoredTaste>(
        'SELECT offsets, decisions FROM member_taste WHERE member_id = $1 FOR UPDATE',
        [memberId],
      );
      return rows[0] ?? null;
    },

    /** The latest decisions on record, newest first, for a refit of the population. */
    async latestDecisions(limit: number): Promise<{ from_id: string; to_id: string; interested: boolean }[]> {
      const { rows } = await db.query<{ from_id: string; to_id: string; interested: boolean }>(
        'SELECT from_id, to_id, interested FROM match_decisions ORDER BY created_at DESC LIMIT $1',
        [limit],
      );
      return rows;
    },

    /** The stored population model (null before the first refit). */
    async model(): Promise<{ version: string; weights: number[] } | null> {
      const { rows } = await db.query<{ version: string; weights: number[] }>(
        'SELECT version::text AS version, weights FROM matching_model',
      );
      return rows[0] ?? null;
    },

    /** Stores a refitted model with the next version; answers that version. */
    async saveModel(weights: readonly number[], decisions: number): Promise<number> {
      const { rows } = await db.query<{ version: string }>(
        `INSERT INTO matching_model (id, version, weights, decisions, fitted_at) VALUES (true, 1, $1, $2, now())
         ON CONFLICT (id) DO UPDATE SET version = matching_model.version + 1, weights = EXCLUDED.weights,
           decisions = EXCLUDED.decisions, fitted_at = EXCLUDED.fitted_at
         RETURNING version::text AS version`,
        [weights, decisions],
      );
      return Number(rows[0].version);
    },
  };
}
export type MatchingRepository = ReturnType<typeof matchingRepository>;
