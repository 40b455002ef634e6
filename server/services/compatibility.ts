import type { Food, Gender, HabitFrequency, Religion, ReligiousLevel } from '../../contract/enums';
import { ALL_DEGREES } from '../../contract/enums';

/**
 * Reciprocal compatibility (issue 8): how well a candidate fits the member AND
 * how well the member fits the candidate. Without stated preferences, each
 * person's own answers stand for what they look for (a non-smoker prefers a
 * non-smoker, a devout person cares about shared faith, a smoker does not mind
 * a non-smoker). The two directional fits are combined by their geometric mean,
 * so a one-sided fit ranks below a fit that works both ways.
 *
 * The feed ranks candidates in SQL with the same rules (repositories/feed.ts,
 * kept equal to this code by a test) and this module writes the reasons.
 */

/** What scoring reads of a profile; null means "not answered". */
export interface MatchTraits {
  firstName: string;
  gender: Gender | null;
  age: number | null;
  religion: Religion | null;
  religious: ReligiousLevel | null;
  smoking: HabitFrequency | null;
  drinking: HabitFrequency | null;
  food: Food | null;
  languages: readonly string[];
  city: string | null;
  country: string | null;
  degree: string | null;
  minIncome: number | null;
  maxIncome: number | null;
}

export interface CompatibilityResult {
  /** 0-100, rounded. */
  score: number;
  reasons: string[];
}

/** Ordered from "none" to "most", so a distance between two answers is meaningful. */
export const HABIT_ORDER = ['NEVER', 'OCCASIONALLY', 'SOCIALLY', 'ALWAYS'] as const;
/** From strictest to least strict diet. */
export const FOOD_ORDER = ['VEGAN', 'VEGETARIAN', 'NON_VEGETARIAN'] as const;
/** From most to least religious. */
export const RELIGIOUS_ORDER = ['CONSERVATIVE', 'MODERATE', 'AGNOSTIC', 'ATHEIST'] as const;

/** How much shared faith weighs for a viewer, by how religious the viewer is. */
export const RELIGION_WEIGHT: Record<ReligiousLevel, number> = {
  CONSERVATIVE: 20,
  MODERATE: 14,
  AGNOSTIC: 6,
  ATHEIST: 2,
};
export const RELIGION_WEIGHT_UNKNOWN = 10;

/** Maximum points of every factor but religion (whose weight depends on the viewer). */
export const FIXED_MAX = {
  age: 20,
  religiosity: 8,
  smoking: 10,
  drinking: 8,
  food: 10,
  languages: 10,
  location: 12,
  education: 6,
  income: 6,
} as const;
export const FIXED_MAX_TOTAL = Object.values(FIXED_MAX).reduce((sum, value) => sum + value, 0);

const DOCTORATES = new Set(['PhD', 'DM', 'MCh']);
const POSTGRADUATE = new Set([
  'MA',
  'MSc',
  'MCom',
  'MBA',
  'MCA',
  'MTech',
  'ME',
  'MArch',
  'MDes',
  'MFA',
  'MEd',
  'MPharm',
  'MDS',
  'MD',
  'MS',
  'MPT',
  'MVSc',
  'LLM',
  'CA',
  'CS',
  'ICWA',
  'MPhil',
  'JD',
  'MBBS',
  'PGDM',
  'Post Graduate Diploma',
]);

/**
 * Education as a level: 1 diploma or certificate, 2 bachelor, 3 master or
 * professional, 4 doctorate; null for a degree outside the contract's list.
 */
export function educationLevel(degree: string | null): number | null {
  if (!degree || !ALL_DEGREES.includes(degree)) return null;
  if (DOCTORATES.has(degree)) return 4;
  if (POSTGRADUATE.has(degree)) return 3;
  if (/^(Diploma|Certificate|ITI)/.test(degree)) return 1;
  return 2;
}

/** The degree-to-level table, handed to SQL as one JSON parameter so both rankings read the same levels. */
export const EDUCATION_LEVELS: Record<string, number> = Object.fromEntries(
  ALL_DEGREES.map((degree) => [degree, educationLevel(degree)]).filter(
    (entry): entry is [string, number] => entry[1] !== null,
  ),
);

/** Income as a level: 0 no income, then one step per slab of spec 3 (by its lower bound). */
export function incomeLevel(minIncome: number | null, maxIncome: number | null): number {
  if (minIncome === null && maxIncome === null) return 0;
  const min = minIncome ?? 0;
  if (min < 5) return 1;
  if (min < 10) return 2;
  if (min < 20) return 3;
  if (min < 50) return 4;
  if (min < 100) return 5;
  return 6;
}

export function normalizePlace(value: string | null): string | null {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

function indexIn(order: readonly string[], value: string | null): number | null {
  if (value === null) return null;
  const index = order.indexOf(value);
  return index < 0 ? null : index;
}

/** Points for an age gap; symmetric. */
export function agePoints(a: number | null, b: number | null): number {
  if (a === null || b === null) return FIXED_MAX.age / 2;
  const gap = Math.abs(a - b);
  if (gap <= 2) return 20;
  if (gap <= 5) return 15;
  if (gap <= 8) return 8;
  if (gap <= 12) return 3;
  return 0;
}

/** A viewer tolerates habits up to their own; each step beyond costs (one-sided on purpose). */
function habitPoints(
  viewer: HabitFrequency | null,
  other: HabitFrequency | null,
  max: number,
  oneStep: number,
): number {
  const v = indexIn(HABIT_ORDER, viewer);
  const o = indexIn(HABIT_ORDER, other);
  if (v === null || o === null) return max / 2;
  const over = o - v;
  if (over <= 0) return max;
  return over === 1 ? oneStep : 0;
}

/** A stricter diet minds a less strict partner, not the other way round. */
function foodPoints(viewer: Food | null, other: Food | null): number {
  const v = indexIn(FOOD_ORDER, viewer);
  const o = indexIn(FOOD_ORDER, other);
  if (v === null || o === null) return FIXED_MAX.food / 2;
  const looser = o - v;
  if (looser <= 0) return 10;
  return looser === 1 ? 4 : 0;
}

function religionWeight(viewer: MatchTraits): number {
  return viewer.religious ? RELIGION_WEIGHT[viewer.religious] : RELIGION_WEIGHT_UNKNOWN;
}

function religionPoints(viewer: MatchTraits, other: MatchTraits): number {
  const weight = religionWeight(viewer);
  if (viewer.religion === null || other.religion === null) return weight / 2;
  return viewer.religion === other.religion ? weight : 0;
}

function religiosityPoints(a: ReligiousLevel | null, b: ReligiousLevel | null): number {
  const x = indexIn(RELIGIOUS_ORDER, a);
  const y = indexIn(RELIGIOUS_ORDER, b);
  if (x === null || y === null) return FIXED_MAX.religiosity / 2;
  return [8, 5, 2, 0][Math.abs(x - y)] ?? 0;
}

function commonLanguages(a: MatchTraits, b: MatchTraits): string[] {
  const other = new Set(b.languages);
  return a.languages.filter((language) => other.has(language));
}

function languagePoints(a: MatchTraits, b: MatchTraits): number {
  if (a.languages.length === 0 || b.languages.length === 0) return FIXED_MAX.languages / 2;
  return commonLanguages(a, b).length > 0 ? 10 : 0;
}

function locationPoints(a: MatchTraits, b: MatchTraits): number {
  const countryA = normalizePlace(a.country);
  const countryB = normalizePlace(b.country);
  if (countryA === null || countryB === null) return FIXED_MAX.location / 2;
  if (countryA !== countryB) return 0;
  const cityA = normalizePlace(a.city);
  return cityA !== null && cityA === normalizePlace(b.city) ? 12 : 7;
}

function stepPoints(a: number | null, b: number | null, max: number): number {
  if (a === null || b === null) return max / 2;
  return [6, 4, 2][Math.abs(a - b)] ?? 0;
}

interface Factor {
  key: keyof typeof FIXED_MAX | 'religion';
  points: number;
  max: number;
}

/** The factors of one direction: how well `other` fits what `viewer` is likely to look for. */
function directionalFactors(viewer: MatchTraits, other: MatchTraits): Factor[] {
  return [
    { key: 'age', points: agePoints(viewer.age, other.age), max: FIXED_MAX.age },
    { key: 'religion', points: religionPoints(viewer, other), max: religionWeight(viewer) },
    { key: 'religiosity', points: religiosityPoints(viewer.religious, other.religious), max: FIXED_MAX.religiosity },
    {
      key: 'smoking',
      points: habitPoints(viewer.smoking, other.smoking, FIXED_MAX.smoking, 4),
      max: FIXED_MAX.smoking,
    },
    {
      key: 'drinking',
      points: habitPoints(viewer.drinking, other.drinking, FIXED_MAX.drinking, 3),
      max: FIXED_MAX.drinking,
    },
    { key: 'food', points: foodPoints(viewer.food, other.food), max: FIXED_MAX.food },
    { key: 'languages', points: languagePoints(viewer, other), max: FIXED_MAX.languages },
    { key: 'location', points: locationPoints(viewer, other), max: FIXED_MAX.location },
    {
      key: 'education',
      points: stepPoints(educationLevel(viewer.degree), educationLevel(other.degree), FIXED_MAX.education),
      max: FIXED_MAX.education,
    },
    {
      key: 'income',
      points: stepPoints(
        incomeLevel(viewer.minIncome, viewer.maxIncome),
        incomeLevel(other.minIncome, other.maxIncome),
        FIXED_MAX.income,
      ),
      max: FIXED_MAX.income,
    },
  ];
}

/** How well `other` fits `viewer`, 0-100 (not rounded). */
export function directionalFit(viewer: MatchTraits, other: MatchTraits): number {
  const factors = directionalFactors(viewer, other);
  const points = factors.reduce((sum, factor) => sum + factor.points, 0);
  const max = factors.reduce((sum, factor) => sum + factor.max, 0);
  return (100 * points) / max;
}

/** The reciprocal score before rounding: the geometric mean of both directions. */
export function reciprocalScore(member: MatchTraits, candidate: MatchTraits): number {
  return Math.sqrt(directionalFit(member, candidate) * directionalFit(candidate, member));
}

const HABIT_WORDS: Record<HabitFrequency, string> = {
  NEVER: 'never',
  OCCASIONALLY: 'occasionally',
  SOCIALLY: 'socially',
  ALWAYS: 'regularly',
};
const FOOD_WORDS: Record<Food, string> = { VEGAN: 'vegan', VEGETARIAN: 'vegetarian', NON_VEGETARIAN: 'non-vegetarian' };
const RELIGIOUS_WORDS: Record<ReligiousLevel, string> = {
  CONSERVATIVE: 'conservative',
  MODERATE: 'moderate',
  AGNOSTIC: 'agnostic',
  ATHEIST: 'atheist',
};

function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/[\s_]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function displayPlace(value: string | null): string {
  return titleCase(value?.trim() ?? '');
}

/** A reason is shown when both directions of its factor are full (a fit that works both ways). */
function agreementReason(key: Factor['key'], me: MatchTraits, them: MatchTraits): string | null {
  const name = them.firstName || 'They';
  switch (key) {
    case 'age':
      return me.age !== null && them.age !== null
        ? me.age === them.age
          ? `You are both ${me.age}`
          : `Close in age: you are ${me.age}, ${name} is ${them.age}`
        : null;
    case 'religion':
      return me.religion && them.religion ? `You are both ${titleCase(me.religion)}` : null;
    case 'religiosity':
      return me.religious && them.religious
        ? `You share the same outlook on faith (${RELIGIOUS_WORDS[me.religious]})`
        : null;
    case 'smoking':
      return me.smoking && them.smoking
        ? me.smoking === 'NEVER' && them.smoking === 'NEVER'
          ? 'Neither of you smokes'
          : `Your smoking habits suit each other (you: ${HABIT_WORDS[me.smoking]}, ${name}: ${HABIT_WORDS[them.smoking]})`
        : null;
    case 'drinking':
      return me.drinking && them.drinking
        ? me.drinking === 'NEVER' && them.drinking === 'NEVER'
          ? 'Neither of you drinks'
          : `Your drinking habits suit each other (you: ${HABIT_WORDS[me.drinking]}, ${name}: ${HABIT_WORDS[them.drinking]})`
        : null;
    case 'food':
      return me.food && them.food
        ? me.food === them.food
          ? `You are both ${FOOD_WORDS[me.food]}`
          : `Your food preferences suit each other (you: ${FOOD_WORDS[me.food]}, ${name}: ${FOOD_WORDS[them.food]})`
        : null;
    case 'languages': {
      const common = commonLanguages(me, them).map(titleCase);
      return common.length > 0 ? `You both speak ${listWords(common)}` : null;
    }
    case 'location':
      return normalizePlace(me.city) !== null && normalizePlace(me.city) === normalizePlace(them.city)
        ? `You both live in ${displayPlace(them.city)}`
        : null;
    case 'education':
      return me.degree && them.degree ? `Similar education (you: ${me.degree}, ${name}: ${them.degree})` : null;
    case 'income':
      return 'Similar income range';
  }
}

/** The single largest gap between the two, told plainly, from either side. */
function differenceReason(key: Factor['key'], me: MatchTraits, them: MatchTraits): string | null {
  const name = them.firstName || 'they';
  switch (key) {
    case 'age':
      return me.age !== null && them.age !== null
        ? `Difference: ${Math.abs(me.age - them.age)} years apart in age`
        : null;
    case 'religion':
      return me.religion && them.religion
        ? `Difference: you are ${titleCase(me.religion)} and ${name} is ${titleCase(them.religion)}`
        : null;
    case 'religiosity':
      return me.religious && them.religious
        ? `Difference: you describe yourself as ${RELIGIOUS_WORDS[me.religious]}, ${name} as ${RELIGIOUS_WORDS[them.religious]}`
        : null;
    case 'smoking':
      return me.smoking && them.smoking
        ? `Difference: you smoke ${HABIT_WORDS[me.smoking]}, ${name} smokes ${HABIT_WORDS[them.smoking]}`
        : null;
    case 'drinking':
      return me.drinking && them.drinking
        ? `Difference: you drink ${HABIT_WORDS[me.drinking]}, ${name} drinks ${HABIT_WORDS[them.drinking]}`
        : null;
    case 'food':
      return me.food && them.food
        ? `Difference: you are ${FOOD_WORDS[me.food]}, ${name} is ${FOOD_WORDS[them.food]}`
        : null;
    case 'languages':
      return me.languages.length > 0 && them.languages.length > 0 ? 'Difference: you have no language in common' : null;
    case 'location':
      if (normalizePlace(me.country) === null || normalizePlace(them.country) === null) return null;
      if (normalizePlace(me.country) !== normalizePlace(them.country)) {
        return `Difference: you live in different countries (${displayPlace(me.country)} and ${displayPlace(them.country)})`;
      }
      return normalizePlace(me.city) !== null && normalizePlace(them.city) !== null
        ? `Difference: you live in different cities (${displayPlace(me.city)} and ${displayPlace(them.city)})`
        : null;
    case 'education':
      return me.degree && them.degree
        ? `Difference: different levels of education (${me.degree} and ${them.degree})`
        : null;
    case 'income':
      return 'Difference: your income ranges are some way apart';
  }
}

const MAX_AGREEMENTS = 5;

/**
 * Score and reasons for showing `candidate` to `member`. Reasons name only
 * what both profiles show (the feed already displays the candidate's answers)
 * and at most one difference: the factor that loses the most points over both
 * directions, when one loses any.
 */
export function compatibility(member: MatchTraits, candidate: MatchTraits): CompatibilityResult {
  const mine = directionalFactors(member, candidate);
  const theirs = directionalFactors(candidate, member);
  const factors = mine.map((factor, index) => {
    const other = theirs[index];
    return {
      key: factor.key,
      weight: factor.max + other.max,
      lost: factor.max - factor.points + (other.max - other.points),
      full: factor.points === factor.max && other.points === other.max,
    };
  });

  const agreements = factors
    .filter((factor) => factor.full)
    .sort((a, b) => b.weight - a.weight)
    .map((factor) => agreementReason(factor.key, member, candidate))
    .filter((reason): reason is string => reason !== null)
    .slice(0, MAX_AGREEMENTS);

  const difference =
    factors
      .filter((factor) => factor.lost > 0)
      .sort((a, b) => b.lost - a.lost)
      .map((factor) => differenceReason(factor.key, member, candidate))
      .find((reason): reason is string => reason !== null) ?? null;

  return {
    score: Math.round(reciprocalScore(member, candidate)),
    reasons: difference ? [...agreements, difference] : agreements,
  };
}
