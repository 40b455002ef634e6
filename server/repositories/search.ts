import type { Badge } from '../../contract/enums';
import type { PhotoPrivacyMode } from '../../contract/privacy';
import type { Queryable } from '../db/types';
import { activeMemberSql, exposedSql, blockedSql, mayAppearSql, poolSql } from '../rules/eligibility';
import { FIELD_RULES, meetsDealbreakersSql } from '../rules/partner-preferences';
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
  /** How many rows the whole search or list has. */
  total: number;
}

/** What a card shows of the profile `c` to the member `$1`; `total` is the count of the whole list. */
const CARD_COLUMNS = `c.id, c.first_name,
  CASE WHEN c.dob IS NULL THEN NULL ELSE date_part('year', age(current_date, c.dob))::int END AS age,
  c.city, c.occupation,
  ${firstPhotoColumnsSql('c')}, ${photoRelationSql('$1::text', 'c.id')} AS photo_relation,
  ${badgesSql('c')} AS badges,
  EXISTS (SELECT 1 FROM shortlists s WHERE s.member_id = $1 AND s.profile_id = c.id) AS shortlisted`;

/**
 * Relevance of the candidate `c` to the member: how many of the member's own partner preferences (`mp`,
 * LEFT JOINed) the candidate meets, written by the same rules as dealbreakers, plus one for a shared
 * mother tongue.
 */
const RELEVANCE = [
  ...FIELD_RULES.map(
    (rule) => `(CASE WHEN ${rule.isSetSql('mp')} AND ${rule.meetsSql('mp', 'c', 'current_date')} THEN 1 ELSE 0 END)`,
  ),
  `(CASE WHEN c.mother_tongue = me.mother_tongue THEN 1 ELSE 0 END)`,
].join(' + ');

/**
 * GET /api/search. $1 the member, $2 the filters that partner preferences also have, as a
 * partner_preferences record with every stated field strict (so they read exactly as dealbreakers do),
 * $3-$5 mother tongues, marital statuses and communities (NULL: any), $6 with a photo only, $7 photo
 * verified only, $8 the order, $9 and $10 the page. Who may appear at all is eligibility's rule.
 */
const SEARCH_SQL = `WITH f AS MATERIALIZED (
  SELECT * FROM jsonb_populate_record(NULL::partner_preferences, $2::jsonb)
), pool AS MATERIALIZED (
  SELECT ${poolSql('p.gender')} AS genders FROM profiles p WHERE p.id = $1
), found AS (
  SELECT c.id, c.published_at, ${RELEVANCE} AS relevance
  FROM profiles me
  JOIN verifications mv ON mv.user_id = me.id
  CROSS JOIN f
  LEFT JOIN partner_preferences mp ON mp.member_id = me.id
  JOIN profiles c ON c.id <> me.id
  JOIN verifications cv ON cv.user_id = c.id
  LEFT JOIN partner_preferences cp ON cp.member_id = c.id
  WHERE me.id = $1 AND ${activeMemberSql('me', 'mv')}
    AND ${mayAppearSql({ viewer: 'me', candidate: 'c', candidateVerification: 'cv', candidatePrefs: 'cp' })}
    AND ${meetsDealbreakersSql('f', 'c')}
    -- The member's pool once more, as a value known before the scan: the mother tongue index then reads
    -- only the genders the member may see (eligibility's own test above stays the rule).
    AND c.gender = ANY(CAST((SELECT pool.genders FROM pool) AS text[]))
    AND ($3::text[] IS NULL OR c.mother_tongue = ANY($3::text[]))
    AND ($4::text[] IS NULL OR c.marital_status = ANY($4::text[]))
    AND ($5::text[] IS NULL OR c.community = ANY($5::text[]))
    AND (NOT $6::boolean OR EXISTS (SELECT 1 FROM profile_images i WHERE i.profile_id = c.id))
    AND (NOT $7::boolean OR EXISTS (
      SELECT 1 FROM check_results r WHERE r.profile_id = c.id AND r.checks->>'faceMatch' = 'MATCH'))
), page AS (
  SELECT found.id, count(*) OVER () AS total,
    row_number() OVER (ORDER BY CASE WHEN $8 = 'relevance' THEN found.relevance ELSE 0 END DESC,
      found.published_at DESC, found.id) AS n
  FROM found
  ORDER BY n OFFSET $9 LIMIT $10
)
SELECT ${CARD_COLUMNS}, page.total::int AS total
FROM page JOIN profiles c ON c.id = page.id
ORDER BY page.n`;

const SEARCH_COUNT_SQL = SEARCH_SQL.replace(/, page AS \([\s\S]*$/, '\nSELECT count(*)::int AS total FROM found');

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
  sort: 'relevance' | 'newest';
}

export function searchRepository(db: Queryable) {
  return {
    async search(
      memberId: string,
      f: SearchFilters,
      start: number,
      limit: number,
    ): Promise<{ rows: ListedRow[]; total: number }> {
      const params = [
        memberId,
        JSON.stringify(toRow(f.preferences)),
        f.motherTongues,
        f.maritalStatuses,
        f.communities,
        f.withPhoto,
        f.verifiedOnly,
      ];
      const { rows } = await db.query<ListedRow>(SEARCH_SQL, [...params, f.sort, start, limit]);
      if (rows.length > 0 || start === 0) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the end still says how many there are.
      const count = await db.query<{ total: number }>(SEARCH_COUNT_SQL, params);
      return { rows, total: count.rows[0]?.total ?? 0 };
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
