import {
  DEGREE_LEVELS,
  type Degree,
  type Food,
  type Gender,
  type HabitFrequency,
  type Religion,
  type ReligiousLevel,
} from '../../../contract/enums';
import type { MaritalStatus } from '../../../contract/background';
import type { Manglik } from '../../../contract/horoscope';
import type { PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import { moonSegment, pairGuna } from '../../rules/guna';
import { createRandom } from '../../seed/avatars';

/**
 * A synthetic population whose members decide by hidden tastes, for
 * `npm run eval:matching`. The tastes are deliberately not "same as me":
 * - asymmetric wants: most women want a partner a few years older and at
 *   least as educated and earning; most men want someone a little younger;
 * - dealbreakers: some never accept a smoker, a meat-eater, or another faith;
 * - shared desirability: a hidden appeal every viewer sees in a person
 *   (photos, manner), which no profile field shows;
 * - idiosyncratic tastes: each member weighs habits, diet, place and
 *   language their own way, some the opposite of their own answers;
 * - pickiness and noise: members differ in how often they say yes, and every
 *   decision is a draw, not a rule;
 * - latecomers: a share of members publish their profile after the others.
 * The ranker never sees any of this; it sees the profile fields and decisions.
 */

export interface SyntheticMember {
  key: number;
  gender: Gender;
  firstName: string;
  dob: string;
  age: number;
  religion: Religion;
  religious: ReligiousLevel;
  smoking: HabitFrequency;
  drinking: HabitFrequency;
  food: Food;
  languages: string[];
  city: string;
  country: string;
  degree: string;
  educationLevel: number;
  minIncome: number | null;
  maxIncome: number | null;
  incomeLevel: number;
  /** Round from which the profile is published (0: from the start). */
  joinsAt: number;
  /** The generative model the hidden taste was drawn from. */
  tastes: TasteModel;
  hidden: HiddenTaste;
  /** What the member told the service they look for (stated.ts); absent: nothing. */
  stated?: PartnerPreferences;
  /** Background and shared horoscope (family.ts); absent: not given. */
  family?: FamilyTraits;
  /** Family dealbreakers the member holds and states (family.ts); absent: none. */
  familyLimits?: FamilyLimits;
}

export interface FamilyTraits {
  maritalStatus: MaritalStatus;
  motherTongue: string;
  community: string | null;
  /** A shared horoscope: manglik and the Moon's sidereal longitude. */
  horoscope: { manglik: Manglik; moonLongitude: number } | null;
}

/** Hidden family limits a member holds and states as dealbreakers; absent: none. */
export interface FamilyLimits {
  maritalStatuses?: readonly MaritalStatus[];
  motherTongues?: readonly string[];
  minGuna?: number;
  /** Family wishes the member states and holds as a taste (not a limit): each one a candidate meets adds this. */
  wishWeight?: number;
}

/** The guna of two members who both share a horoscope (the rules' convention), or null. */
export function gunaBetween(asker: SyntheticMember, judged: SyntheticMember): number | null {
  const a = asker.family?.horoscope;
  const j = judged.family?.horoscope;
  if (!a || !j) return null;
  return pairGuna(moonSegment(a.moonLongitude), asker.gender, moonSegment(j.moonLongitude), judged.gender);
}

/** What the candidate's family fields add to the viewer's taste: the wishes the viewer holds, each one met. */
function familyWishUtility(viewer: SyntheticMember, candidate: SyntheticMember): number {
  const weight = viewer.familyLimits?.wishWeight;
  const wishes = viewer.stated;
  const family = candidate.family;
  if (!weight || !wishes || !family) return 0;
  let met = 0;
  if (wishes.maritalStatuses?.includes(family.maritalStatus)) met++;
  if (wishes.motherTongues?.some((tongue) => tongue === family.motherTongue)) met++;
  if (family.community !== null && wishes.communities?.includes(family.community)) met++;
  return weight * met;
}

/** Does the candidate fall outside a family limit the viewer holds? */
function outsideFamilyLimits(viewer: SyntheticMember, candidate: SyntheticMember): boolean {
  const limits = viewer.familyLimits;
  if (!limits) return false;
  const family = candidate.family;
  if (limits.maritalStatuses && !(family && limits.maritalStatuses.includes(family.maritalStatus))) return true;
  if (limits.motherTongues && !(family && limits.motherTongues.includes(family.motherTongue))) return true;
  if (limits.minGuna !== undefined) {
    const guna = gunaBetween(viewer, candidate);
    if (guna === null || guna < limits.minGuna) return true;
  }
  return false;
}

export interface HiddenTaste {
  /** What everyone sees in this person and no field shows. */
  appeal: number;
  /** How readily they say yes. */
  pickiness: number;
  /** Ideal age gap (partner minus self) and how much it matters. */
  idealGap: number;
  ageWeight: number;
  sameFaithWeight: number;
  faithDealbreaker: boolean;
  smokerDealbreaker: boolean;
  meatDealbreaker: boolean;
  /** Wants a partner at least as educated / earning, and how much. */
  statusWeight: number;
  smokingWeight: number;
  drinkingWeight: number;
  sameCityWeight: number;
  languageWeight: number;
  appealWeight: number;
  /** An age range the member will not go outside, stated as a dealbreaker (stated.ts); absent: none. */
  ageLimit?: { min: number; max: number };
}

/** A seeded generator, so each seed gives the same population (the demo data's own). */
export const seededRandom = createRandom;

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [value, weight] of choices) {
    draw -= weight;
    if (draw <= 0) return value;
  }
  return choices[choices.length - 1][0];
}

/** A standard normal draw (Box-Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const RELIGION_SHARES = [
  ['HINDU', 70],
  ['MUSLIM', 12],
  ['SIKH', 5],
  ['CHRISTIAN', 5],
  ['JAIN', 4],
  ['BUDDHIST', 2],
  ['OTHER', 2],
] as const;
const CITIES = [
  ['Mumbai', 18],
  ['Delhi', 18],
  ['Bengaluru', 15],
  ['Hyderabad', 10],
  ['Chennai', 9],
  ['Pune', 9],
  ['Kolkata', 8],
  ['Jaipur', 5],
  ['Lucknow', 4],
  ['Kochi', 4],
] as const;
const REGIONAL: Record<string, string> = {
  Mumbai: 'MARATHI',
  Pune: 'MARATHI',
  Delhi: 'PUNJABI',
  Bengaluru: 'KANNADA',
  Hyderabad: 'TELUGU',
  Chennai: 'TAMIL',
  Kolkata: 'BENGALI',
  Jaipur: 'HINDI',
  Lucknow: 'URDU',
  Kochi: 'MALAYALAM',
};
/** The contract's degrees by education level (1 diploma ... 4 doctorate). */
const DEGREES: Degree[][] = [[], [], [], [], []];
for (const [degree, level] of Object.entries(DEGREE_LEVELS) as [Degree, number][]) DEGREES[level].push(degree);
/** Income slabs by level (0 none ... 6 the top), as min/max in lakhs. */
const SLABS: [number | null, number | null][] = [
  [null, null],
  [0, 5],
  [5, 10],
  [10, 20],
  [20, 50],
  [50, 100],
  [100, null],
];

function born(random: () => number, age: number, today: Date): string {
  const year = today.getUTCFullYear() - age - 1;
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  // Born after today's date in that year: the age is exactly `age` today.
  const birthday = new Date(Date.UTC(year, month - 1, day));
  const adjusted = birthday < new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate())) ? year + 1 : year;
  return `${adjusted}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The answers a member's hidden taste depends on, and the model it is drawn from. */
export type TasteTraits = Pick<SyntheticMember, 'gender' | 'religious' | 'smoking' | 'food' | 'tastes'>;

/**
 * How tastes are made. 'shared': wants most members share (the age and status
 * asymmetry between men and women, a strong common appeal, frequent
 * dealbreakers) over individual weights. 'idiosyncratic': a second, different
 * population to check that the ranker learns the idea rather than one
 * population: no common age or status asymmetry, weaker appeal, rarer
 * dealbreakers, pickiness that varies more, and habit weights of either sign.
 */
export const TASTE_MODELS = ['shared', 'idiosyncratic'] as const;
export type TasteModel = (typeof TASTE_MODELS)[number];

/**
 * Draws a hidden taste for a member who answered `traits`: the population's
 * generative model of tastes, also used to ask what is expected of a member
 * whose own draw is not known (the foresight bound, foresight.ts).
 */
export function drawHidden(random: () => number, traits: TasteTraits): HiddenTaste {
  return traits.tastes === 'idiosyncratic' ? drawIdiosyncratic(random, traits) : drawShared(random, traits);
}

function drawShared(random: () => number, { gender, religious, smoking, food }: TasteTraits): HiddenTaste {
  const male = gender === 'MALE';
  const conservative = religious === 'CONSERVATIVE';
  return {
    appeal: normal(random),
    pickiness: -0.3 + 0.8 * normal(random),
    idealGap: male ? -2 - 2 * random() : 2 + 3 * random(),
    ageWeight: 0.05 + 0.1 * random(),
    sameFaithWeight: conservative ? 2 : religious === 'MODERATE' ? 1 + random() : 0.3 * random(),
    faithDealbreaker: conservative && random() < 0.6,
    smokerDealbreaker: smoking === 'NEVER' && random() < 0.5,
    meatDealbreaker: food !== 'NON_VEGETARIAN' && random() < 0.5,
    statusWeight: male ? 0.2 * random() : 0.3 + 0.6 * random(),
    // Some like a partner who drinks or smokes more than they do, some less: not "same as me".
    smokingWeight: normal(random) * 0.5 - (smoking === 'NEVER' ? 0.6 : 0),
    drinkingWeight: normal(random) * 0.6,
    sameCityWeight: random() < 0.5 ? 1 + random() : 0.2 * normal(random),
    languageWeight: 0.3 + 0.7 * random(),
    appealWeight: 0.6 + 0.8 * random(),
  };
}

function drawIdiosyncratic(random: () => number, { religious, smoking, food }: TasteTraits): HiddenTaste {
  const conservative = religious === 'CONSERVATIVE';
  return {
    appeal: normal(random),
    pickiness: -0.5 + 1.2 * normal(random),
    idealGap: 2 * normal(random),
    ageWeight: 0.03 + 0.06 * random(),
    sameFaithWeight: conservative ? 1.5 : religious === 'MODERATE' ? 0.5 + random() : 0.3 * random(),
    faithDealbreaker: conservative && random() < 0.3,
    smokerDealbreaker: smoking === 'NEVER' && random() < 0.2,
    meatDealbreaker: food !== 'NON_VEGETARIAN' && random() < 0.25,
    statusWeight: 0.5 * random(),
    smokingWeight: normal(random) * 0.8 - (smoking === 'NEVER' ? 0.3 : 0),
    drinkingWeight: normal(random) * 0.8,
    sameCityWeight: 0.5 * random(),
    languageWeight: 0.2 + 0.5 * random(),
    appealWeight: 0.3 + 0.5 * random(),
  };
}

export interface PopulationOptions {
  size: number;
  seed: number;
  /** Share of members who publish their profile late, and the round they do. */
  latecomerShare: number;
  latecomerRound: number;
  today: Date;
  /** How hidden tastes are made (default 'shared'). */
  tastes?: TasteModel;
}

export function createPopulation(options: PopulationOptions): SyntheticMember[] {
  const random = seededRandom(options.seed);
  const tastes = options.tastes ?? 'shared';
  const members: SyntheticMember[] = [];
  for (let key = 0; key < options.size; key++) {
    const gender: Gender = key % 2 === 0 ? 'MALE' : 'FEMALE';
    const male = gender === 'MALE';
    const age = Math.round(
      male ? 26 + 4 * random() + 3 * random() + 2 * random() : 23 + 4 * random() + 3 * random() + 2 * random(),
    );
    const religion = weighted(random, RELIGION_SHARES);
    const religious = weighted(random, [
      ['CONSERVATIVE', 20],
      ['MODERATE', 50],
      ['AGNOSTIC', 20],
      ['ATHEIST', 10],
    ] as const);
    const smoking = weighted(random, [
      ['NEVER', male ? 60 : 85],
      ['OCCASIONALLY', 15],
      ['SOCIALLY', 15],
      ['ALWAYS', male ? 10 : 2],
    ] as const);
    const drinking = weighted(random, [
      ['NEVER', 45],
      ['OCCASIONALLY', 25],
      ['SOCIALLY', 25],
      ['ALWAYS', 5],
    ] as const);
    const food = weighted(random, [
      ['VEGETARIAN', religion === 'JAIN' ? 90 : 40],
      ['NON_VEGETARIAN', religion === 'JAIN' ? 0 : 55],
      ['VEGAN', 5],
    ] as const);
    const city = weighted(random, CITIES);
    const languages = [
      ...new Set(['HINDI', 'ENGLISH', REGIONAL[city]].filter((_, index) => index === 2 || random() < 0.75)),
    ];
    const educationLevel = weighted(random, [
      [1, 10],
      [2, 45],
      [3, 38],
      [4, 7],
    ] as const);
    const degree = DEGREES[educationLevel][Math.floor(random() * DEGREES[educationLevel].length)];
    const incomeLevel = Math.max(0, Math.min(6, educationLevel + Math.round(normal(random)) + (male ? 1 : 0)));
    const [minIncome, maxIncome] = SLABS[incomeLevel];
    const hidden = drawHidden(random, { gender, religious, smoking, food, tastes });
    members.push({
      key,
      gender,
      firstName: `${male ? 'M' : 'F'}${key}`,
      dob: born(random, age, options.today),
      age,
      religion,
      religious,
      smoking,
      drinking,
      food,
      languages,
      city,
      country: 'India',
      degree,
      educationLevel,
      minIncome,
      maxIncome,
      incomeLevel,
      joinsAt: random() < options.latecomerShare ? options.latecomerRound : 0,
      tastes,
      hidden,
    });
  }
  return members;
}

const HABIT = { NEVER: 0, OCCASIONALLY: 1, SOCIALLY: 2, ALWAYS: 3 } as const;

/** The true chance that `viewer` says yes to `candidate`, from hidden tastes only the evaluation knows. */
export function trueAcceptance(viewer: SyntheticMember, candidate: SyntheticMember): number {
  const taste = viewer.hidden;
  if (taste.faithDealbreaker && candidate.religion !== viewer.religion) return 0;
  if (taste.smokerDealbreaker && HABIT[candidate.smoking] >= HABIT.SOCIALLY) return 0;
  if (taste.meatDealbreaker && candidate.food === 'NON_VEGETARIAN') return 0;
  if (taste.ageLimit && (candidate.age < taste.ageLimit.min || candidate.age > taste.ageLimit.max)) return 0;
  if (outsideFamilyLimits(viewer, candidate)) return 0;
  const gap = candidate.age - viewer.age - taste.idealGap;
  let utility = taste.pickiness + taste.appealWeight * candidate.hidden.appeal + familyWishUtility(viewer, candidate);
  utility -= taste.ageWeight * gap * gap;
  utility += candidate.religion === viewer.religion ? taste.sameFaithWeight : 0;
  utility += taste.statusWeight * Math.max(-2, Math.min(2, candidate.educationLevel - viewer.educationLevel));
  utility += taste.statusWeight * 0.5 * Math.max(-2, Math.min(2, candidate.incomeLevel - viewer.incomeLevel));
  utility += taste.smokingWeight * HABIT[candidate.smoking];
  utility += taste.drinkingWeight * (HABIT[candidate.drinking] - HABIT[viewer.drinking]) * 0.5;
  utility += candidate.city === viewer.city ? taste.sameCityWeight : 0;
  utility += candidate.languages.some((language) => viewer.languages.includes(language)) ? taste.languageWeight : -1;
  return 1 / (1 + Math.exp(-utility));
}
