import type { Food, Gender, HabitFrequency, Religion, ReligiousLevel } from '../../../contract/enums';
import { DEGREE_LEVELS, type Degree } from '../../../contract/enums';

/**
 * The compatibility factors of two profiles, as rules over what both already
 * answered: age gap, faith and how religious, smoking, drinking, diet,
 * languages, place, education and income. Without stated preferences, each
 * person's own answers stand for what they look for (a non-smoker prefers a
 * non-smoker, a devout person cares about shared faith, a smoker does not mind
 * a non-smoker), so every factor is directional: how well `other` fits what
 * `viewer` is likely to look for.
 *
 * The learned model (model.ts) reads these factors as features and learns how
 * much each matters to the population and to each member; the factors alone,
 * combined by the geometric mean of both directions, are the fixed-rule
 * ranking the learned one is measured against (`reciprocalScore`).
 */

/** What matching reads of a profile; null means "not answered". */
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

/** Ordered from "none" to "most", so a distance between two answers is meaningful. */
export const HABIT_ORDER = ['NEVER', 'OCCASIONALLY', 'SOCIALLY', 'ALWAYS'] as const;
/** From strictest to least strict diet. */
export const FOOD_ORDER = ['VEGAN', 'VEGETARIAN', 'NON_VEGETARIAN'] as const;
/** From most to least religious. */
export const RELIGIOUS_ORDER = ['CONSERVATIVE', 'MODERATE', 'AGNOSTIC', 'ATHEIST'] as const;

/** How much shared faith weighs for a viewer, by how religious the viewer is. */
const RELIGION_WEIGHT: Record<ReligiousLevel, number> = {
  CONSERVATIVE: 20,
  MODERATE: 14,
  AGNOSTIC: 6,
  ATHEIST: 2,
};
const RELIGION_WEIGHT_UNKNOWN = 10;
/** The most shared faith can weigh, whoever the viewer. */
export const RELIGION_WEIGHT_MAX = RELIGION_WEIGHT.CONSERVATIVE;

/** The factors, in the order of every factor array below. */
export const FACTORS = [
  'age',
  'religion',
  'religiosity',
  'smoking',
  'drinking',
  'food',
  'languages',
  'location',
  'education',
  'income',
] as const;
export type FactorKey = (typeof FACTORS)[number];

/** Maximum points of each factor; religion's depends on the viewer (RELIGION_WEIGHT), this is its most. */
export const FACTOR_MAX: Record<FactorKey, number> = {
  age: 20,
  religion: RELIGION_WEIGHT_MAX,
  religiosity: 8,
  smoking: 10,
  drinking: 8,
  food: 10,
  languages: 10,
  location: 12,
  education: 6,
  income: 6,
};

/**
 * Education as a level: 1 diploma or certificate, 2 bachelor, 3 master or
 * professional, 4 doctorate (contract/enums.ts); null for a degree outside the contract's list.
 */
export function educationLevel(degree: string | null): number | null {
  return degree !== null && Object.hasOwn(DEGREE_LEVELS, degree) ? DEGREE_LEVELS[degree as Degree] : null;
}

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

/** Every language seen gets a bit, so "a language in common" is one AND. */
const LANGUAGE_BITS = new Map<string, number>();
function languageMask(languages: readonly string[]): number {
  let mask = 0;
  for (const language of languages) {
    let bit = LANGUAGE_BITS.get(language);
    if (bit === undefined) {
      // Past 31 languages the rest share the last bit: "in common" may then be generous, never unfair.
      bit = Math.min(LANGUAGE_BITS.size, 30);
      LANGUAGE_BITS.set(language, bit);
    }
    mask |= 1 << bit;
  }
  return mask;
}

/** A profile's answers as the levels the factors compare, computed once per profile. */
export interface Levels {
  gender: Gender | null;
  age: number | null;
  religion: Religion | null;
  religious: number | null;
  religionWeight: number;
  smoking: number | null;
  drinking: number | null;
  food: number | null;
  /** Bit set of languages spoken; 0 when none given. */
  languages: number;
  city: string | null;
  country: string | null;
  education: number | null;
  income: number;
}

export function levelsOf(traits: MatchTraits): Levels {
  return {
    gender: traits.gender,
    age: traits.age,
    religion: traits.religion,
    religious: indexIn(RELIGIOUS_ORDER, traits.religious),
    religionWeight: traits.religious ? RELIGION_WEIGHT[traits.religious] : RELIGION_WEIGHT_UNKNOWN,
    smoking: indexIn(HABIT_ORDER, traits.smoking),
    drinking: indexIn(HABIT_ORDER, traits.drinking),
    food: indexIn(FOOD_ORDER, traits.food),
    languages: languageMask(traits.languages),
    city: normalizePlace(traits.city),
    country: normalizePlace(traits.country),
    education: educationLevel(traits.degree),
    income: incomeLevel(traits.minIncome, traits.maxIncome),
  };
}

/** Points for an age gap; symmetric. */
export function agePoints(a: number | null, b: number | null): number {
  if (a === null || b === null) return FACTOR_MAX.age / 2;
  const gap = Math.abs(a - b);
  if (gap <= 2) return 20;
  if (gap <= 5) return 15;
  if (gap <= 8) return 8;
  if (gap <= 12) return 3;
  return 0;
}

/** A viewer tolerates habits up to their own; each step beyond costs (one-sided on purpose). */
function habitPoints(viewer: number | null, other: number | null, max: number, oneStep: number): number {
  if (viewer === null || other === null) return max / 2;
  const over = other - viewer;
  if (over <= 0) return max;
  return over === 1 ? oneStep : 0;
}

/** A stricter diet minds a less strict partner, not the other way round. */
function foodPoints(viewer: number | null, other: number | null): number {
  if (viewer === null || other === null) return FACTOR_MAX.food / 2;
  const looser = other - viewer;
  if (looser <= 0) return 10;
  return looser === 1 ? 4 : 0;
}

function religionPoints(viewer: Levels, other: Levels): number {
  if (viewer.religion === null || other.religion === null) return viewer.religionWeight / 2;
  return viewer.religion === other.religion ? viewer.religionWeight : 0;
}

function religiosityPoints(a: number | null, b: number | null): number {
  if (a === null || b === null) return FACTOR_MAX.religiosity / 2;
  return [8, 5, 2, 0][Math.abs(a - b)] ?? 0;
}

function languagePoints(a: Levels, b: Levels): number {
  if (a.languages === 0 || b.languages === 0) return FACTOR_MAX.languages / 2;
  return (a.languages & b.languages) !== 0 ? 10 : 0;
}

function locationPoints(a: Levels, b: Levels): number {
  if (a.country === null || b.country === null) return FACTOR_MAX.location / 2;
  if (a.country !== b.country) return 0;
  return a.city !== null && a.city === b.city ? 12 : 7;
}

function stepPoints(a: number | null, b: number | null, max: number): number {
  if (a === null || b === null) return max / 2;
  return [6, 4, 2][Math.abs(a - b)] ?? 0;
}

/**
 * The points of each factor (in FACTORS order) for how well `other` fits
 * `viewer`, written into `out` from `offset`: scoring a whole pool allocates nothing.
 */
export function writeFactorPoints(viewer: Levels, other: Levels, out: Float64Array, offset = 0): void {
  out[offset] = agePoints(viewer.age, other.age);
  out[offset + 1] = religionPoints(viewer, other);
  out[offset + 2] = religiosityPoints(viewer.religious, other.religious);
  out[offset + 3] = habitPoints(viewer.smoking, other.smoking, FACTOR_MAX.smoking, 4);
  out[offset + 4] = habitPoints(viewer.drinking, other.drinking, FACTOR_MAX.drinking, 3);
  out[offset + 5] = foodPoints(viewer.food, other.food);
  out[offset + 6] = languagePoints(viewer, other);
  out[offset + 7] = locationPoints(viewer, other);
  out[offset + 8] = stepPoints(viewer.education, other.education, FACTOR_MAX.education);
  out[offset + 9] = stepPoints(viewer.income, other.income, FACTOR_MAX.income);
}

/** The most points each factor can give this viewer (only religion's depends on the viewer). */
export function factorMaxFor(viewer: Levels, factor: FactorKey): number {
  return factor === 'religion' ? viewer.religionWeight : FACTOR_MAX[factor];
}

const scratch = new Float64Array(FACTORS.length);

/** How well `other` fits `viewer` by the rules alone, 0-100 (not rounded). */
export function directionalFit(viewer: Levels, other: Levels): number {
  writeFactorPoints(viewer, other, scratch);
  let points = 0;
  let max = 0;
  FACTORS.forEach((factor, index) => {
    points += scratch[index];
    max += factorMaxFor(viewer, factor);
  });
  return (100 * points) / max;
}

/** The fixed-rule reciprocal score: the geometric mean of both directions, 0-100. */
export function reciprocalScore(member: Levels, candidate: Levels): number {
  return Math.sqrt(directionalFit(member, candidate) * directionalFit(candidate, member));
}
