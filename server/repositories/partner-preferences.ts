import { PREFERENCE_FIELDS, type PreferenceField } from '../../contract/enums';
import type { Queryable } from '../db/types';
import { activeMemberSql, blockedSql, poolSql } from '../rules/eligibility';
import { FIELD_RULES, fieldDealbreakerSql, meetsDealbreakersSql } from '../rules/partner-preferences';
import type { StoredPreferences } from '../rules/stored-preferences';

export interface PreferencesRow {
  age_min: number | null;
  age_max: number | null;
  height_min: number | null;
  height_max: number | null;
  religions: string[];
  religious: string[];
  smoking: string[];
  drinking: string[];
  food: string[];
  languages: string[];
  min_education: number | null;
  income_slabs: string[];
  countries: string[];
  cities: string[];
  country_keys: string[];
  city_keys: string[];
  marital_statuses: string[];
  mother_tongues: string[];
  communities: string[];
  manglik: string[];
  min_guna: number | null;
  dealbreakers: number;
}

const COLUMNS = `age_min, age_max, height_min, height_max, religions, religious, smoking, drinking, food, languages,
  min_education, income_slabs, countries, cities, country_keys, city_keys, marital_statuses, mother_tongues,
  communities, manglik, min_guna, dealbreakers`;

export function fromRow(row: PreferencesRow): StoredPreferences {
  return {
    ageMin: row.age_min,
    ageMax: row.age_max,
    heightMin: row.height_min,
    heightMax: row.height_max,
    religions: row.religions,
    religious: row.religious,
    smoking: row.smoking,
    drinking: row.drinking,
    food: row.food,
    languages: row.languages,
    minEducation: row.min_education,
    incomeSlabs: row.income_slabs,
    countries: row.countries,
    cities: row.cities,
    countryKeys: row.country_keys,
    cityKeys: row.city_keys,
    maritalStatuses: row.marital_statuses,
    motherTongues: row.mother_tongues,
    communities: row.communities,
    manglik: row.manglik,
    minGuna: row.min_guna,
    dealbreakers: row.dealbreakers,
  };
}

export function toRow(p: StoredPreferences): PreferencesRow {
  return {
    age_min: p.ageMin,
    age_max: p.ageMax,
    height_min: p.heightMin,
    height_max: p.heightMax,
    religions: [...p.religions],
    religious: [...p.religious],
    smoking: [...p.smoking],
    drinking: [...p.drinking],
    food: [...p.food],
    languages: [...p.languages],
    min_education: p.minEducation,
    income_slabs: [...p.incomeSlabs],
    countries: [...p.countries],
    cities: [...p.cities],
    country_keys: [...p.countryKeys],
    city_keys: [...p.cityKeys],
    marital_statuses: [...p.maritalStatuses],
    mother_tongues: [...p.motherTongues],
    communities: [...p.communities],
    manglik: [...p.manglik],
    min_guna: p.minGuna,
    dealbreakers: p.dealbreakers,
  };
}

/** How many members fit, and how many would with each dealbreaker relaxed (the others as they are). */
export interface PoolCounts {
  count: number;
  relaxed: Partial<Record<PreferenceField, number>>;
}

/*
 * The pool of a member: active members of the member's gender pool (rules/eligibility.ts), not blocked
 * either way, whose own dealbreakers the member meets. Counted once for the preferences `b` as given and,
 * per dealbreaker field, with that field taken from `r` (the relaxed preferences) and the rest from `b`,
 * in one pass over the pool: each row computes every field's two flags once.
 */
const FLAGS = FIELD_RULES.map(
  (rule, i) => `${fieldDealbreakerSql(rule, 'b', 'c', 'current_date')} AS b${i},
    ${fieldDealbreakerSql(rule, 'r', 'c', 'current_date')} AS r${i}`,
).join(',\n    ');
const ALL_BASE = FIELD_RULES.map((_, i) => `b${i}`).join(' AND ');
const RELAXED_COUNTS = FIELD_RULES.map(
  (_, i) =>
    `count(*) FILTER (WHERE ${FIELD_RULES.map((__, j) => (j === i ? `r${j}` : `b${j}`)).join(' AND ')})::int AS relaxed${i}`,
).join(',\n  ');
const POOL_SQL = `SELECT count(*) FILTER (WHERE ${ALL_BASE})::int AS count,
  ${RELAXED_COUNTS}
FROM (
  SELECT ${FLAGS}
  FROM profiles me
  CROSS JOIN jsonb_populate_record(NULL::partner_preferences, $2::jsonb) b
  CROSS JOIN jsonb_populate_record(NULL::partner_preferences, $3::jsonb) r
  JOIN profiles c ON c.id <> me.id AND c.gender = ANY(${poolSql('me.gender')})
  JOIN verifications cv ON cv.user_id = c.id
  LEFT JOIN partner_preferences cp ON cp.member_id = c.id
  WHERE me.id = $1 AND ${activeMemberSql('c', 'cv')}
    AND ${meetsDealbreakersSql('cp', 'me')}
    AND NOT ${blockedSql('me.id', 'c.id')}
) s`;

/** Partner preferences: the member's own, never read for anyone else's answers. */
export function partnerPreferencesRepository(db: Queryable) {
  return {
    async find(memberId: string, tx: Queryable = db): Promise<StoredPreferences | null> {
      const { rows } = await tx.query<PreferencesRow>(
        `SELECT ${COLUMNS} FROM partner_preferences WHERE member_id = $1`,
        [memberId],
      );
      return rows[0] ? fromRow(rows[0]) : null;
    },

    /** Replaces the member's preferences (the trigger tells matching the member's answers moved). */
    async save(memberId: string, p: StoredPreferences, tx: Queryable = db): Promise<void> {
      const row = toRow(p);
      await tx.query(
        `INSERT INTO partner_preferences (member_id, ${COLUMNS}, updated_at)
         SELECT $1, ${COLUMNS}, now() FROM jsonb_populate_record(NULL::partner_preferences, $2::jsonb)
         ON CONFLICT (member_id) DO UPDATE SET (${COLUMNS}, updated_at) =
           (SELECT ${COLUMNS}, now() FROM jsonb_populate_record(NULL::partner_preferences, $2::jsonb))`,
        [memberId, JSON.stringify(row)],
      );
    },

    /** See POOL_SQL. */
    async pool(memberId: string, base: StoredPreferences, relaxed: StoredPreferences): Promise<PoolCounts> {
      const { rows } = await db.query<Record<string, number>>(POOL_SQL, [
        memberId,
        // Whose preferences they are: the least guna reads the member's own horoscope.
        JSON.stringify({ ...toRow(base), member_id: memberId }),
        JSON.stringify({ ...toRow(relaxed), member_id: memberId }),
      ]);
      const found = rows[0] ?? {};
      const relaxedCounts: Partial<Record<PreferenceField, number>> = {};
      PREFERENCE_FIELDS.forEach((field, i) => {
        relaxedCounts[field] = found[`relaxed${i}`] ?? 0;
      });
      return { count: found.count ?? 0, relaxed: relaxedCounts };
    },
  };
}
