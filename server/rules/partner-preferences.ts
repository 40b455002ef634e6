import { DEGREE_LEVELS, PREFERENCE_FIELDS, type PreferenceField, rangeToSlab } from '../../contract/enums';
import { minGunaSql, pairGuna } from './guna';
import { educationLevelSql, incomeSlabSql } from './trait-sql';
import { placeKey, type StoredPreferences } from './stored-preferences';

/**
 * Partner preferences as matching applies them: the one place the
 * rule "does this member meet that member's dealbreakers" is written. Each
 * field below has a TypeScript check and the SQL it generates, side by side,
 * so the in-memory ranking and every query that counts or filters cannot
 * drift apart (rules.test.ts checks them against each other).
 *
 * Decisions written here:
 * - A dealbreaker is met only by a known value: a member who did not answer
 *   (no height, a degree outside the list) is left out by a dealbreaker on
 *   that field, since the asking member said it must hold and we cannot vouch
 *   for it. As a soft wish an unknown value counts as neither met nor missed.
 * - Age is the whole years from the date of birth to the day matching runs.
 * - Languages need one in common; places compare trimmed and case-blind.
 * - Income compares the member's slab (rangeToSlab: no bounds read as "No Income").
 * - Manglik and the guna match read a horoscope only while its member shares it. The guna match needs both
 *   members' shared horoscopes (the asking member's too): without both it is unknown, so a dealbreaker on
 *   it leaves the pair out and a wish counts neither way. Whose Moon is the bride's is the horoscope's
 *   convention (a woman's with a man; otherwise the judged member's), from one table (guna.ts) in memory
 *   and in SQL.
 *
 * How preferences are stored and read back (the contract's shape and the columns') is stored-preferences.ts.
 */

/** What the rules read of the member being judged; null means "not answered". */
export interface PreferenceTraits {
  /** ISO date. */
  dob: string | null;
  height: number | null;
  religion: string | null;
  religious: string | null;
  smoking: string | null;
  drinking: string | null;
  food: string | null;
  languages: readonly string[];
  degree: string | null;
  minIncome: number | null;
  maxIncome: number | null;
  city: string | null;
  country: string | null;
  /** The profile's background; absent or null: not given. */
  maritalStatus?: string | null;
  motherTongue?: string | null;
  community?: string | null;
  /** From a shared horoscope only. */
  manglik?: string | null;
  /** The Moon's segment (guna.ts moonSegment) of a shared horoscope; with gender, for the guna match. */
  moonSegment?: number | null;
  gender?: string | null;
  /** What the rules compare, worked out once (withKeys) by holders that judge the same traits many times. */
  keys?: TraitKeys;
}

/** The values the rules compare, derived from PreferenceTraits. */
export interface TraitKeys {
  dobYear: number | null;
  /** 'MM-DD' of the date of birth. */
  dobMonthDay: string | null;
  education: number | null;
  incomeSlab: string;
  countryKey: string | null;
  cityKey: string | null;
}

export function traitKeys(t: PreferenceTraits): TraitKeys {
  return {
    dobYear: t.dob === null ? null : Number(t.dob.slice(0, 4)),
    dobMonthDay: t.dob === null ? null : t.dob.slice(5, 10),
    education: educationLevel(t.degree),
    incomeSlab: rangeToSlab(t.minIncome, t.maxIncome),
    countryKey: t.country === null ? null : placeKey(t.country),
    cityKey: t.city === null ? null : placeKey(t.city),
  };
}

/** The traits with their keys worked out now: ranking judges each member's traits against a whole pool. */
export function withKeys<T extends PreferenceTraits>(t: T): T & { keys: TraitKeys } {
  return { ...t, keys: traitKeys(t) };
}

/** Traits with their keys, as the field rules read them. */
type Judged = PreferenceTraits & { keys: TraitKeys };

function judged(t: PreferenceTraits): Judged {
  return t.keys ? (t as Judged) : withKeys(t);
}

/** Whole years from `dob` to `today` (both ISO dates), as a birthday counts them. */
export function ageOn(dob: string, today: string): number {
  return yearsSince(Number(dob.slice(0, 4)), dob.slice(5, 10), today);
}

/** `today` split once for the many ages worked out on the same day. */
let day = { today: '', year: 0, monthDay: '' };

function yearsSince(year: number, monthDay: string, today: string): number {
  if (day.today !== today) day = { today, year: Number(today.slice(0, 4)), monthDay: today.slice(5, 10) };
  const years = day.year - year;
  return day.monthDay < monthDay ? years - 1 : years;
}

function educationLevel(degree: string | null): number | null {
  if (degree === null) return null;
  return (DEGREE_LEVELS as Record<string, number | undefined>)[degree] ?? null;
}

/**
 * SQL names: `p` is an alias of a partner_preferences row (or a record of its columns), `c` an alias of
 * the profiles row judged, `today` a date expression.
 */
interface FieldRule {
  field: PreferenceField;
  /** Did the member state this field at all? */
  isSet(p: StoredPreferences): boolean;
  /** Does `t` meet it? Only asked when set; an unknown value does not. `asker`: whose preferences `p` are. */
  meets(p: StoredPreferences, t: Judged, today: string, asker: PreferenceTraits | null): boolean;
  isSetSql(p: string): string;
  /** Never NULL: an unknown value reads false. */
  meetsSql(p: string, c: string, today: string): string;
}

function choice(
  field: PreferenceField,
  pick: (p: StoredPreferences) => readonly string[],
  trait: (t: PreferenceTraits) => string | null | undefined,
  column: string,
  profileColumn: string,
): FieldRule {
  return {
    field,
    isSet: (p) => pick(p).length > 0,
    meets: (p, t) => {
      const value = trait(t);
      return value != null && pick(p).includes(value);
    },
    isSetSql: (p) => `cardinality(${p}.${column}) > 0`,
    meetsSql: (p, c) => `COALESCE(${c}.${profileColumn} = ANY(${p}.${column}), false)`,
  };
}

function place(
  field: PreferenceField,
  pick: (p: StoredPreferences) => readonly string[],
  key: (k: TraitKeys) => string | null,
  column: string,
  profileColumn: string,
): FieldRule {
  return {
    field,
    isSet: (p) => pick(p).length > 0,
    meets: (p, t) => {
      const value = key(t.keys);
      return value !== null && pick(p).includes(value);
    },
    isSetSql: (p) => `cardinality(${p}.${column}) > 0`,
    meetsSql: (p, c) => `COALESCE(lower(btrim(${c}.${profileColumn})) = ANY(${p}.${column}), false)`,
  };
}

/** The guna match of `asker` (whose preferences) with `t`; null unless both share a horoscope. */
const gunaWith = (asker: PreferenceTraits | null, t: PreferenceTraits) =>
  pairGuna(asker?.moonSegment, asker?.gender, t.moonSegment, t.gender);

/** Every field's rule, in PREFERENCE_FIELDS order. */
export const FIELD_RULES: readonly FieldRule[] = [
  {
    field: 'ageRange',
    isSet: (p) => p.ageMin !== null && p.ageMax !== null,
    meets: (p, t, today) => {
      const { dobYear, dobMonthDay } = t.keys;
      if (dobYear === null || dobMonthDay === null) return false;
      const age = yearsSince(dobYear, dobMonthDay, today);
      return age >= (p.ageMin ?? 0) && age <= (p.ageMax ?? 0);
    },
    isSetSql: (p) => `(${p}.age_min IS NOT NULL AND ${p}.age_max IS NOT NULL)`,
    // Birth dates between two bounds rather than an age per row: the same whole years, and comparable.
    meetsSql: (p, c, today) =>
      `COALESCE(${c}.dob <= (${today} - make_interval(years => ${p}.age_min))::date
        AND ${c}.dob > (${today} - make_interval(years => ${p}.age_max + 1))::date, false)`,
  },
  {
    field: 'heightRange',
    isSet: (p) => p.heightMin !== null && p.heightMax !== null,
    meets: (p, t) => t.height !== null && t.height >= (p.heightMin ?? 0) && t.height <= (p.heightMax ?? 0),
    isSetSql: (p) => `(${p}.height_min IS NOT NULL AND ${p}.height_max IS NOT NULL)`,
    meetsSql: (p, c) => `COALESCE(${c}.height BETWEEN ${p}.height_min AND ${p}.height_max, false)`,
  },
  choice(
    'religions',
    (p) => p.religions,
    (t) => t.religion,
    'religions',
    'religion',
  ),
  choice(
    'religious',
    (p) => p.religious,
    (t) => t.religious,
    'religious',
    'religious',
  ),
  choice(
    'smoking',
    (p) => p.smoking,
    (t) => t.smoking,
    'smoking',
    'smoking',
  ),
  choice(
    'drinking',
    (p) => p.drinking,
    (t) => t.drinking,
    'drinking',
    'drinking',
  ),
  choice(
    'food',
    (p) => p.food,
    (t) => t.food,
    'food',
    'food',
  ),
  {
    field: 'languages',
    isSet: (p) => p.languages.length > 0,
    // An indexed loop, not some() with a closure: ranking asks this of every candidate of a pool.
    meets: (p, t) => {
      for (let i = 0; i < t.languages.length; i++) if (p.languages.includes(t.languages[i])) return true;
      return false;
    },
    isSetSql: (p) => `cardinality(${p}.languages) > 0`,
    meetsSql: (p, c) => `COALESCE(${c}.languages && ${p}.languages, false)`,
  },
  {
    field: 'minEducation',
    isSet: (p) => p.minEducation !== null,
    meets: (p, t) => {
      const level = t.keys.education;
      return level !== null && level >= (p.minEducation ?? 0);
    },
    isSetSql: (p) => `${p}.min_education IS NOT NULL`,
    meetsSql: (p, c) => `COALESCE(${educationLevelSql(`${c}.degree`)} >= ${p}.min_education, false)`,
  },
  {
    field: 'incomeSlabs',
    isSet: (p) => p.incomeSlabs.length > 0,
    meets: (p, t) => p.incomeSlabs.includes(t.keys.incomeSlab),
    isSetSql: (p) => `cardinality(${p}.income_slabs) > 0`,
    meetsSql: (p, c) =>
      `COALESCE(${incomeSlabSql(`${c}.min_income`, `${c}.max_income`)} = ANY(${p}.income_slabs), false)`,
  },
  place(
    'countries',
    (p) => p.countryKeys,
    (k) => k.countryKey,
    'country_keys',
    'country',
  ),
  place(
    'cities',
    (p) => p.cityKeys,
    (k) => k.cityKey,
    'city_keys',
    'city',
  ),
  choice(
    'maritalStatuses',
    (p) => p.maritalStatuses,
    (t) => t.maritalStatus,
    'marital_statuses',
    'marital_status',
  ),
  choice(
    'motherTongues',
    (p) => p.motherTongues,
    (t) => t.motherTongue,
    'mother_tongues',
    'mother_tongue',
  ),
  choice(
    'communities',
    (p) => p.communities,
    (t) => t.community,
    'communities',
    'community',
  ),
  {
    field: 'manglik',
    isSet: (p) => p.manglik.length > 0,
    meets: (p, t) => t.manglik != null && p.manglik.includes(t.manglik),
    isSetSql: (p) => `cardinality(${p}.manglik) > 0`,
    meetsSql: (p, c) =>
      `COALESCE((SELECT h.manglik = ANY(${p}.manglik) FROM horoscopes h WHERE h.member_id = ${c}.id AND h.share), false)`,
  },
  {
    field: 'minGuna',
    isSet: (p) => p.minGuna !== null,
    meets: (p, t, _today, asker) => {
      const guna = gunaWith(asker, t);
      return guna !== null && guna >= (p.minGuna ?? 0);
    },
    isSetSql: (p) => `${p}.min_guna IS NOT NULL`,
    meetsSql: (p, c) => minGunaSql(p, c),
  },
];

/** Does `t` meet every dealbreaker of `p`? (No preferences: yes.) */
export function meetsDealbreakers(
  p: StoredPreferences | null | undefined,
  t: PreferenceTraits,
  today: string,
  asker: PreferenceTraits | null = null,
): boolean {
  if (!p || p.dealbreakers === 0) return true;
  const j = judged(t);
  // Only the fields marked strict, lowest bit first.
  for (let i = 0, bits = p.dealbreakers; bits !== 0; i++, bits >>>= 1) {
    if ((bits & 1) !== 0 && !FIELD_RULES[i]!.meets(p, j, today, asker)) return false;
  }
  return true;
}

/** Both ways: each meets the other's dealbreakers. */
export function dealbreakersAllow(
  a: { prefs: StoredPreferences | null | undefined; traits: PreferenceTraits },
  b: { prefs: StoredPreferences | null | undefined; traits: PreferenceTraits },
  today: string,
): boolean {
  return meetsDealbreakers(a.prefs, b.traits, today, a.traits) && meetsDealbreakers(b.prefs, a.traits, today, b.traits);
}

/** SQL for one field's dealbreaker: off, or met. `p` may be a LEFT JOINed alias (no row: passes). */
export function fieldDealbreakerSql(rule: FieldRule, p: string, c: string, today: string): string {
  const bit = 1 << PREFERENCE_FIELDS.indexOf(rule.field);
  return `(COALESCE(${p}.dealbreakers, 0) & ${bit} = 0 OR ${rule.meetsSql(p, c, today)})`;
}

/** SQL: the profile `c` meets every dealbreaker of the preferences `p` (true when `p` has none or no row). */
export function meetsDealbreakersSql(p: string, c: string, today = 'current_date'): string {
  const fields = FIELD_RULES.map((rule) => fieldDealbreakerSql(rule, p, c, today)).join('\n   AND ');
  return `(COALESCE(${p}.dealbreakers, 0) = 0 OR (${fields}))`;
}

/** Soft wishes `t` meets and misses: stated fields that are not dealbreakers; unknown values count as neither. */
export function softWishes(
  p: StoredPreferences | null | undefined,
  t: PreferenceTraits,
  today: string,
  asker: PreferenceTraits | null = null,
): { met: PreferenceField[]; missed: PreferenceField[] } {
  const met: PreferenceField[] = [];
  const missed: PreferenceField[] = [];
  if (!p) return { met, missed };
  const j = judged(t);
  FIELD_RULES.forEach((rule, i) => {
    if ((p.dealbreakers & (1 << i)) !== 0 || !rule.isSet(p) || unknownFor(rule.field, j, asker)) return;
    (rule.meets(p, j, today, asker) ? met : missed).push(rule.field);
  });
  return { met, missed };
}

/** Soft wishes `t` meets less those it misses (softWishes' counts, for ranking's every candidate). */
export function softWishBalance(
  p: StoredPreferences | null | undefined,
  t: PreferenceTraits,
  today: string,
  asker: PreferenceTraits | null = null,
): number {
  if (!p) return 0;
  const j = judged(t);
  let balance = 0;
  for (let i = 0; i < FIELD_RULES.length; i++) {
    const rule = FIELD_RULES[i]!;
    if ((p.dealbreakers & (1 << i)) !== 0 || !rule.isSet(p) || unknownFor(rule.field, j, asker)) continue;
    balance += rule.meets(p, j, today, asker) ? 1 : -1;
  }
  return balance;
}

/** Stated fields (dealbreakers or not) that `t` meets, for reasons that name them. */
export function statedMet(
  p: StoredPreferences | null | undefined,
  t: PreferenceTraits,
  today: string,
  asker: PreferenceTraits | null = null,
): PreferenceField[] {
  if (!p) return [];
  const j = judged(t);
  return FIELD_RULES.filter((rule) => rule.isSet(p) && rule.meets(p, j, today, asker)).map((rule) => rule.field);
}

function unknownFor(field: PreferenceField, t: Judged, asker: PreferenceTraits | null): boolean {
  switch (field) {
    case 'ageRange':
      return t.dob === null;
    case 'heightRange':
      return t.height === null;
    case 'religions':
      return t.religion === null;
    case 'religious':
      return t.religious === null;
    case 'smoking':
      return t.smoking === null;
    case 'drinking':
      return t.drinking === null;
    case 'food':
      return t.food === null;
    case 'languages':
      return t.languages.length === 0;
    case 'minEducation':
      return t.keys.education === null;
    case 'incomeSlabs':
      return false;
    case 'countries':
      return t.country === null;
    case 'cities':
      return t.city === null;
    case 'maritalStatuses':
      return t.maritalStatus == null;
    case 'motherTongues':
      return t.motherTongue == null;
    case 'communities':
      return t.community == null;
    case 'manglik':
      return t.manglik == null;
    case 'minGuna':
      return gunaWith(asker, t) === null;
  }
}
