import type { Gender } from '../../contract/enums';
import type { Queryable } from '../db/types';
import { activeMemberSql, discoverableSql } from '../rules/eligibility';
import type { PreferencesRow } from './partner-preferences';

/*
 * What search holds in memory (services/search-index.ts) and what it reads of the searcher, as stored.
 */

/** A profile as search's index reads it: what its filters, the rules and the order compare. */
export interface IndexRow {
  id: string;
  gender: Gender | null;
  dob: string | null;
  height: number | null;
  religion: string | null;
  religious: string | null;
  smoking: string | null;
  drinking: string | null;
  food: string | null;
  languages: string[];
  city: string | null;
  country: string | null;
  degree: string | null;
  min_income: number | null;
  max_income: number | null;
  marital_status: string | null;
  mother_tongue: string | null;
  community: string | null;
  /** From the member's horoscope while shared, else null. */
  manglik: string | null;
  moon_longitude: number | null;
  /** Partner preferences as stored; in the index only when some are dealbreakers (all the index judges by). */
  prefs: PreferencesRow | null;
  /** Active (verified, onboarded, published) and not paused: one search may show. */
  findable: boolean;
  /** published_at in microseconds since 1970 (exact in a double), the order of "newest". */
  published_us: number | null;
  has_photo: boolean;
  /** The photo check matched the selfie: "verified only". */
  verified: boolean;
}

/** The searcher as read for each search: the row above with all preferences, and who they may never be shown. */
export interface SearcherRow extends IndexRow {
  active: boolean;
  has_community: boolean;
  /** Blocked either way, or refused the searcher (an id may come twice). */
  excluded: string[];
}

const columns = (allPrefs: boolean) => `p.id, p.gender, p.dob::text AS dob, p.height, p.religion, p.religious,
  p.smoking, p.drinking, p.food, p.languages, p.city, p.country, p.degree, p.min_income, p.max_income,
  p.marital_status, p.mother_tongue, p.community, h.manglik, h.moon_longitude,
  CASE WHEN pp.member_id IS NULL ${allPrefs ? '' : 'OR pp.dealbreakers = 0'} THEN NULL
    ELSE to_jsonb(pp) - 'member_id' - 'updated_at' END AS prefs,
  (${activeMemberSql('p', 'v')} AND ${discoverableSql('p')}) AS findable,
  (extract(epoch FROM p.published_at) * 1000000)::float8 AS published_us,
  EXISTS (SELECT 1 FROM profile_images i WHERE i.profile_id = p.id) AS has_photo,
  EXISTS (SELECT 1 FROM check_results r WHERE r.profile_id = p.id AND r.checks->>'faceMatch' = 'MATCH') AS verified`;

const FROM = `FROM profiles p JOIN verifications v ON v.user_id = p.id
LEFT JOIN partner_preferences pp ON pp.member_id = p.id
LEFT JOIN horoscopes h ON h.member_id = p.id AND h.share`;

/** Profiles changed after $1 (matching_changed_at, which every change search reads moves), by id after $2. */
const CHANGED_SQL = `SELECT ${columns(false)}
${FROM}
WHERE p.matching_changed_at > $1::timestamptz AND p.id > $2
ORDER BY p.id
LIMIT $3`;

const ROWS_OF_SQL = `SELECT ${columns(false)}
${FROM}
WHERE p.id = ANY($1::text[])`;

const SEARCHER_SQL = `SELECT ${columns(true)}, ${activeMemberSql('p', 'v')} AS active,
  p.community IS NOT NULL AS has_community,
  ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = p.id
    UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = p.id
    UNION ALL SELECT r.from_id FROM match_decisions r WHERE r.to_id = p.id AND NOT r.interested) AS excluded
${FROM}
WHERE p.id = $1`;

export function searchIndexRepository(db: Queryable) {
  return {
    /** profile_generation (bumped by every profile change) and the database's clock, in one snapshot. */
    async generation(): Promise<{ n: string; now: string }> {
      const { rows } = await db.query<{ n: string; now: string }>(
        'SELECT n::text AS n, clock_timestamp()::text AS now FROM profile_generation WHERE id',
      );
      return rows[0] ?? { n: '', now: '-infinity' };
    },

    async changedSince(since: string, afterId: string, limit: number): Promise<IndexRow[]> {
      const { rows } = await db.query<IndexRow>(CHANGED_SQL, [since, afterId, limit]);
      return rows;
    },

    /** These profiles now (an id with no row left is left out). */
    async rowsOf(ids: readonly string[]): Promise<IndexRow[]> {
      const { rows } = await db.query<IndexRow>(ROWS_OF_SQL, [ids]);
      return rows;
    },

    /** The searcher now (null: no such profile or no verification row, so not active). */
    async searcher(memberId: string): Promise<SearcherRow | null> {
      const { rows } = await db.query<SearcherRow>(SEARCHER_SQL, [memberId]);
      return rows[0] ?? null;
    },
  };
}
