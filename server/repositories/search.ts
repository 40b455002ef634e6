import type { Badge } from '../../contract/enums';
import type { PhotoPrivacyMode } from '../../contract/privacy';
import type { Queryable, SqlParam } from '../db/types';
import { activeMemberSql, blockedSql, discoverableSql, exposedSql, mayAppearSql } from '../rules/eligibility';
import { meetsDealbreakersSql } from '../rules/partner-preferences';
import { type PhotoRelation, photoRelationSql } from '../rules/photo-privacy';
import type { StoredPreferences } from '../rules/stored-preferences';
import { badgesSql, firstPhotoColumnsSql } from './profiles';
import { toRow } from './partner-preferences';

/** One member of a search or shortlist page, as stored. */
export interface ListedRow {
  id: string;
  first_name: string | null;
  age: number | null;
  city: string | null;
  occupation: string | null;
  /** The first photo and how the reader stands to its owner (photo privacy: services/photos.ts firstPhotoOf). */
  photo_privacy: PhotoPrivacyMode;
  image_key: string | null;
  blurred_key: string | null;
  photo_relation: PhotoRelation;
  badges: Badge[];
  shortlisted: boolean;
  /** How many rows the whole list has (the shortlist's statement only). */
  total?: number;
}

/** What a card shows of the profile `c` to the member `$1`; `total` is the count of the whole list. */
const CARD_COLUMNS = `c.id, c.first_name,
  CASE WHEN c.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, c.dob))::int END AS age,
  c.city, c.occupation,
  ${firstPhotoColumnsSql('c')}, ${photoRelationSql('$1::text', 'c.id')} AS photo_relation,
  ${badgesSql('c')} AS badges,
  EXISTS (SELECT 1 FROM shortlists s WHERE s.member_id = $1 AND s.profile_id = c.id) AS shortlisted`;

/**
 * The page's members ($2, ids) the member ($1) may be shown now, as cards (in no order): the whole rule of search
 * read live. Who may appear at all is eligibility's rule, and a paused member is never found. Then the filters the
 * search has, each only when given (FILTERS), numbered from $3. The in-memory index (services/search-index.ts)
 * chose and ordered the ids.
 *
 * One statement per set of filters given, rather than one with "parameter IS NULL OR" for each: the engine then
 * keeps one plan for it instead of planning the long rule anew on every call (1.5 ms a page against 6.7 ms, on the
 * embedded engine with 5,000 profiles).
 */
function pageSql(filters: readonly string[]): string {
  return `SELECT ${CARD_COLUMNS}
FROM profiles me
JOIN verifications mv ON mv.user_id = me.id
JOIN profiles c ON c.id = ANY($2::text[])
JOIN verifications cv ON cv.user_id = c.id
LEFT JOIN partner_preferences cp ON cp.member_id = c.id
WHERE me.id = $1 AND ${activeMemberSql('me', 'mv')}
  AND ${mayAppearSql({ viewer: 'me', candidate: 'c', candidateVerification: 'cv', candidatePrefs: 'cp' })}
  AND ${discoverableSql('c')}
  ${filters.map((filter) => `AND ${filter}`).join('\n  ')}`;
}

/**
 * Each filter as SQL of its parameter `$n`: the filters that partner preferences also have as a partner_preferences
 * record with every stated field strict (so they read exactly as dealbreakers do), then mother tongues, marital
 * statuses, communities, with a photo only and photo verified only.
 */
const FILTERS = {
  preferences: (n: number) =>
    `EXISTS (SELECT 1 FROM jsonb_populate_record(NULL::partner_preferences, $${n}::jsonb) f
     WHERE ${meetsDealbreakersSql('f', 'c')})`,
  motherTongues: (n: number) => `c.mother_tongue = ANY($${n}::text[])`,
  maritalStatuses: (n: number) => `c.marital_status = ANY($${n}::text[])`,
  communities: (n: number) => `c.community = ANY($${n}::text[])`,
  withPhoto: () => `EXISTS (SELECT 1 FROM profile_images i WHERE i.profile_id = c.id)`,
  verifiedOnly: () => `EXISTS (
    SELECT 1 FROM check_results r WHERE r.profile_id = c.id AND r.checks->>'faceMatch' = 'MATCH')`,
} as const;

const pageStatements = new Map<string, string>();

/**
 * The member's shortlist ($1), newest star first, $2 and $3 the page: only profiles the member may still
 * read (active, put in front of them or findable by search, no block), as a member's view reads them.
 */
const SHORTLIST_FROM = `FROM shortlists s
JOIN profiles c ON c.id = s.profile_id
JOIN verifications cv ON cv.user_id = c.id
WHERE s.member_id = $1 AND ${activeMemberSql('c', 'cv')} AND ${exposedSql('$1::text', 'c.id')}
  AND NOT ${blockedSql('$1::text', 'c.id')}`;

const SHORTLIST_SQL = `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total
${SHORTLIST_FROM}
ORDER BY s.created_at DESC, s.profile_id
OFFSET $2 LIMIT $3`;
const SHORTLIST_COUNT_SQL = `SELECT count(*)::int AS total ${SHORTLIST_FROM}`;

/** Stars the profile ($2) for the member ($1) when the member may read it; answers whether it is starred. */
const STAR_SQL = `WITH target AS (
  SELECT c.id FROM profiles c JOIN verifications cv ON cv.user_id = c.id
  WHERE c.id = $2 AND c.id <> $1 AND ${activeMemberSql('c', 'cv')} AND ${exposedSql('$1::text', 'c.id')}
    AND NOT ${blockedSql('$1::text', 'c.id')}
), added AS (
  INSERT INTO shortlists (member_id, profile_id) SELECT $1, target.id FROM target
  ON CONFLICT (member_id, profile_id) DO NOTHING RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM target) AS ok`;

export interface SearchFilters {
  /** The filters partner preferences also have, every stated one strict. */
  preferences: StoredPreferences;
  motherTongues: readonly string[] | null;
  maritalStatuses: readonly string[] | null;
  communities: readonly string[] | null;
  withPhoto: boolean;
  verifiedOnly: boolean;
}

export function searchRepository(db: Queryable) {
  return {
    /** The cards of those of `ids` the member may be shown now (PAGE_SQL), in the order of `ids`. */
    async page(memberId: string, f: SearchFilters, ids: readonly string[]): Promise<ListedRow[]> {
      // Each filter given, with its parameter (none for the two yes-or-no ones).
      const given: [keyof typeof FILTERS, SqlParam | undefined][] = [];
      if (f.preferences.dealbreakers !== 0) given.push(['preferences', JSON.stringify(toRow(f.preferences))]);
      if (f.motherTongues) given.push(['motherTongues', f.motherTongues]);
      if (f.maritalStatuses) given.push(['maritalStatuses', f.maritalStatuses]);
      if (f.communities) given.push(['communities', f.communities]);
      if (f.withPhoto) given.push(['withPhoto', undefined]);
      if (f.verifiedOnly) given.push(['verifiedOnly', undefined]);
      const params: SqlParam[] = [memberId, ids];
      const conditions = given.map(([name, value]) => {
        if (value !== undefined) params.push(value);
        return FILTERS[name](params.length);
      });
      const key = given.map(([name]) => name).join();
      let sql = pageStatements.get(key);
      if (!sql) pageStatements.set(key, (sql = pageSql(conditions)));
      const { rows } = await db.query<ListedRow>(sql, params);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Stars a profile the member may read; false when there is none such. */
    async star(memberId: string, profileId: string): Promise<boolean> {
      const { rows } = await db.query<{ ok: boolean }>(STAR_SQL, [memberId, profileId]);
      return rows[0]?.ok === true;
    },

    async unstar(memberId: string, profileId: string): Promise<void> {
      await db.query('DELETE FROM shortlists WHERE member_id = $1 AND profile_id = $2', [memberId, profileId]);
    },

    async shortlist(memberId: string, start: number, limit: number): Promise<{ rows: ListedRow[]; total: number }> {
      const { rows } = await db.query<ListedRow>(SHORTLIST_SQL, [memberId, start, limit]);
      if (rows.length > 0 || start === 0) return { rows, total: rows[0]?.total ?? 0 };
      const count = await db.query<{ total: number }>(SHORTLIST_COUNT_SQL, [memberId]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}
