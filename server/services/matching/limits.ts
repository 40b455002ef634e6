import { turn, type Pause } from '../../lib/pacing';
import type { FactorKey, Levels } from './rules';

/**
 * Hard limits: kinds of partner a member never accepts, whatever else fits
 * (another faith, a smoker, a meat-eater, someone much older). Few members
 * state them, and a logistic model cannot express them: it spreads a "never"
 * over every decision as a mild dislike. So each member carries, per limit,
 * the evidence their decisions gave that they hold it, and the population
 * learns how common each limit is among members who answered alike (among
 * vegetarians, "never a meat-eater" is common; among meat-eaters, rare).
 *
 * For one member and one limit, the two hypotheses are "holds it" (accepts a
 * partner who crosses it only by a rare exception, LIMIT_SLIP) and "does not"
 * (decides by the model). A yes to someone who crosses it is strong evidence
 * against; a no is evidence for it in proportion to how likely a yes was.
 * The chance of a yes is the model's, times, for each limit the candidate
 * crosses, the chance that the member does not hold it (or slips).
 */
export interface Limit {
  key: LimitKey;
  /** The factor the limit belongs to (for the reasons). */
  factor: FactorKey;
  /** The viewer's group for how common the limit is (their own answer on it), 0..groups-1. */
  group(viewer: Levels): number;
  groups: number;
}

const byAnswer = (value: number | null, known: number) => (value === null ? known : value);
const byGender = (viewer: Levels) => (viewer.gender === 'MALE' ? 0 : viewer.gender === 'FEMALE' ? 1 : 2);
const habitGroup = (key: 'smoking' | 'drinking') => ({
  group: (viewer: Levels) => byAnswer(viewer[key], 4),
  groups: 5,
});
const faithGroup = { group: (viewer: Levels) => byAnswer(viewer.religious, 4), groups: 5 };
const foodGroup = { group: (viewer: Levels) => byAnswer(viewer.food, 3), groups: 4 };
const genderGroup = { group: byGender, groups: 3 };

/** The limits, in the order of their bits in crossedMask. */
export const LIMITS = [
  { key: 'otherFaith', factor: 'religion', ...faithGroup },
  { key: 'faithApart', factor: 'religiosity', ...faithGroup },
  { key: 'smokingAtLeast1', factor: 'smoking', ...habitGroup('smoking') },
  { key: 'smokingAtLeast2', factor: 'smoking', ...habitGroup('smoking') },
  { key: 'smokingAtLeast3', factor: 'smoking', ...habitGroup('smoking') },
  { key: 'drinkingAtLeast1', factor: 'drinking', ...habitGroup('drinking') },
  { key: 'drinkingAtLeast2', factor: 'drinking', ...habitGroup('drinking') },
  { key: 'drinkingAtLeast3', factor: 'drinking', ...habitGroup('drinking') },
  // Diets from strictest (0 vegan) to least strict (2 non-vegetarian).
  { key: 'dietAtLeast1', factor: 'food', ...foodGroup },
  { key: 'dietAtLeast2', factor: 'food', ...foodGroup },
  { key: 'olderBy6', factor: 'age', ...genderGroup },
  { key: 'olderBy10', factor: 'age', ...genderGroup },
  { key: 'younger', factor: 'age', ...genderGroup },
  { key: 'youngerBy5', factor: 'age', ...genderGroup },
  { key: 'lessEducated', factor: 'education', ...genderGroup },
  { key: 'earnsLess', factor: 'income', ...genderGroup },
  { key: 'otherCity', factor: 'location', ...genderGroup },
  { key: 'otherCountry', factor: 'location', ...genderGroup },
  { key: 'noCommonLanguage', factor: 'languages', ...genderGroup },
] as const satisfies readonly (Omit<Limit, 'key'> & { key: string })[];
export type LimitKey = (typeof LIMITS)[number]['key'];

/** Each limit's bit in crossedMask. */
const BIT = Object.fromEntries(LIMITS.map((limit, index) => [limit.key, 1 << index])) as Record<LimitKey, number>;

/**
 * Bits (from level 1 up to `candidate`) of a habit or diet at least that
 * level and beyond the viewer's own answer: one the viewer shares is never
 * taken for one of their limits.
 */
function beyondBits(viewer: number | null, candidate: number | null, levelOne: number): number {
  if (candidate === null || candidate < 1 || (viewer !== null && candidate <= viewer)) return 0;
  return ((1 << candidate) - 1) * levelOne;
}

/**
 * The limits `candidate` crosses for `viewer`, one bit each in LIMITS order;
 * a limit on an answer either did not give is not crossed. The one place
 * crossing is written, as plain comparisons: ranking a pool asks it of every
 * candidate in both directions.
 */
export function crossedMask(viewer: Levels, candidate: Levels): number {
  let mask = 0;
  if (viewer.religion !== null && candidate.religion !== null && viewer.religion !== candidate.religion) {
    mask |= BIT.otherFaith;
  }
  if (
    viewer.religious !== null &&
    candidate.religious !== null &&
    Math.abs(viewer.religious - candidate.religious) >= 2
  ) {
    mask |= BIT.faithApart;
  }
  mask |= beyondBits(viewer.smoking, candidate.smoking, BIT.smokingAtLeast1);
  mask |= beyondBits(viewer.drinking, candidate.drinking, BIT.drinkingAtLeast1);
  mask |= beyondBits(viewer.food, candidate.food, BIT.dietAtLeast1);
  if (viewer.age !== null && candidate.age !== null) {
    const gap = candidate.age - viewer.age;
    if (gap >= 6) mask |= BIT.olderBy6;
    if (gap >= 10) mask |= BIT.olderBy10;
    if (gap < 0) mask |= BIT.younger;
    if (gap <= -5) mask |= BIT.youngerBy5;
  }
  if (viewer.education !== null && candidate.education !== null && candidate.education < viewer.education) {
    mask |= BIT.lessEducated;
  }
  if (candidate.income < viewer.income) mask |= BIT.earnsLess;
  if (viewer.city !== null && candidate.city !== null && viewer.city !== candidate.city) mask |= BIT.otherCity;
  if (viewer.country !== null && candidate.country !== null && viewer.country !== candidate.country) {
    mask |= BIT.otherCountry;
  }
  if (viewer.languages !== 0 && candidate.languages !== 0 && (viewer.languages & candidate.languages) === 0) {
    mask |= BIT.noCommonLanguage;
  }
  return mask;
}

/** Where each limit's groups start in the table of how common limits are. */
const PREVALENCE_START: number[] = [];
let size = 0;
for (const limit of LIMITS) {
  PREVALENCE_START.push(size);
  size += limit.groups;
}
/** Length of the table of how common each limit is, per group. */
export const PREVALENCE_LENGTH = size;

/** How common a limit is before the population has shown anything. */
const PREVALENCE_PRIOR = 0.05;
/** Members' worth of evidence the prior counts for when the population's share is estimated. */
const PREVALENCE_PRIOR_MEMBERS = 8;
/** A member who holds a limit still says yes across it this often (a limit is rarely absolute). */
const LIMIT_SLIP = 0.04;
/** The most a single decision moves a member's evidence on one limit (log-odds), so no one answer settles it. */
const EVIDENCE_STEP_MAX = 2.5;
/** Members read between two yields to the event loop when the shares are estimated. */
const MEMBERS_SLICE = 4096;
/** Evidence below this (log-odds) counts as "tested" when the population's share is estimated. */
const TESTED = 1e-9;

export function priorPrevalence(): Float64Array {
  return new Float64Array(PREVALENCE_LENGTH).fill(Math.log(PREVALENCE_PRIOR / (1 - PREVALENCE_PRIOR)));
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The limits `candidate` crosses for `viewer`, as indexes into LIMITS, written to `out`; answers how many. */
export function crossedLimits(viewer: Levels, candidate: Levels, out: Int32Array): number {
  let count = 0;
  for (let mask = crossedMask(viewer, candidate); mask !== 0; mask &= mask - 1)
    out[count++] = 31 - Math.clz32(mask & -mask);
  return count;
}

/**
 * P(the viewer holds limit `index`): the population's share for their group and their own evidence
 * (`evidence[at + index]`).
 */
function holds(viewer: Levels, index: number, prevalence: Float64Array, evidence: Float64Array | null, at = 0): number {
  const limit = LIMITS[index];
  const prior = prevalence[PREVALENCE_START[index] + limit.group(viewer)];
  return sigmoid(prior + (evidence ? evidence[at + index] : 0));
}

const crossedScratch = new Int32Array(LIMITS.length);

/**
 * How much the viewer's possible limits lower their chance of a yes to
 * `candidate`: a factor in (0, 1], 1 when the candidate crosses none. The
 * viewer's evidence is read from `evidence` at `at` on: ranking passes the
 * whole taste (model.ts LIMITS_START) rather than a view made per candidate.
 */
export function limitFactor(
  viewer: Levels,
  candidate: Levels,
  prevalence: Float64Array,
  evidence: Float64Array | null,
  at = 0,
): number {
  const count = crossedLimits(viewer, candidate, crossedScratch);
  let factor = 1;
  for (let i = 0; i < count; i++)
    factor *= 1 - holds(viewer, crossedScratch[i], prevalence, evidence, at) * (1 - LIMIT_SLIP);
  return factor;
}

/** Each crossed limit's share of lowering the chance of a yes, in log-odds terms, by factor (for the reasons). */
export function limitContributions(
  viewer: Levels,
  candidate: Levels,
  prevalence: Float64Array,
  evidence: Float64Array | null,
): Map<FactorKey, number> {
  const count = crossedLimits(viewer, candidate, crossedScratch);
  const byFactor = new Map<FactorKey, number>();
  for (let i = 0; i < count; i++) {
    const index = crossedScratch[i];
    const keep = 1 - holds(viewer, index, prevalence, evidence) * (1 - LIMIT_SLIP);
    const factor = LIMITS[index].factor;
    byFactor.set(factor, (byFactor.get(factor) ?? 0) + Math.log(keep));
  }
  return byFactor;
}

const heldScratch = new Float64Array(LIMITS.length);
const keepScratch = new Float64Array(LIMITS.length);

/** Fills the scratch arrays for the limits `candidate` crosses; answers their count and joint chances. */
function crossing(viewer: Levels, candidate: Levels, prevalence: Float64Array, evidence: Float64Array | null) {
  const count = crossedLimits(viewer, candidate, crossedScratch);
  let keepAll = 1;
  let noneHeld = 1;
  for (let i = 0; i < count; i++) {
    heldScratch[i] = holds(viewer, crossedScratch[i], prevalence, evidence);
    keepScratch[i] = 1 - heldScratch[i] * (1 - LIMIT_SLIP);
    keepAll *= keepScratch[i];
    noneHeld *= 1 - heldScratch[i];
  }
  return { count, keepAll, noneHeld };
}

const clampChance = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));

/**
 * How much a decision should teach the model besides the limits (0-1), given
 * the model's own chance of a yes before limits: a yes all of it; a no the
 * chance that no limit explains it.
 */
export function modelShare(
  viewer: Levels,
  candidate: Levels,
  prevalence: Float64Array,
  evidence: Float64Array | null,
  modelAccept: number,
  accepted: boolean,
): number {
  if (accepted) return 1;
  const { count, keepAll, noneHeld } = crossing(viewer, candidate, prevalence, evidence);
  if (count === 0) return 1;
  const p = clampChance(modelAccept);
  return ((1 - p) * noneHeld) / (1 - p * keepAll);
}

/**
 * Learns from one decision of the viewer on `candidate`, given the model's
 * own chance of a yes before limits (`modelAccept`): updates the viewer's
 * evidence on each limit the candidate crosses. Constant cost.
 */
export function learnLimits(
  viewer: Levels,
  candidate: Levels,
  prevalence: Float64Array,
  evidence: Float64Array,
  modelAccept: number,
  accepted: boolean,
): void {
  const { count, keepAll } = crossing(viewer, candidate, prevalence, evidence);
  const p = clampChance(modelAccept);
  const steps = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const others = keepAll / keepScratch[i];
    // Likelihood of the answer if the viewer holds the limit, against if they do not.
    const ratio = accepted ? LIMIT_SLIP : (1 - LIMIT_SLIP * p * others) / (1 - p * others);
    steps[i] = Math.max(-EVIDENCE_STEP_MAX, Math.min(EVIDENCE_STEP_MAX, Math.log(ratio)));
  }
  for (let i = 0; i < count; i++) evidence[crossedScratch[i]] += steps[i];
}

/**
 * How common each limit is per group, from every member's evidence: the
 * average belief of the members who were tested on it, shrunk toward the
 * prior. A few rounds, since each member's belief depends on the share;
 * yields to other work every MEMBERS_SLICE members.
 */
export async function fitPrevalence(
  members: readonly { levels: Levels; evidence: Float64Array | null }[],
  start: Float64Array,
  pause: Pause = turn,
): Promise<Float64Array> {
  const prevalence = Float64Array.from(start);
  const prior = PREVALENCE_PRIOR;
  for (let round = 0; round < 5; round++) {
    const sum = new Float64Array(PREVALENCE_LENGTH);
    const tested = new Float64Array(PREVALENCE_LENGTH);
    for (let index = 0; index < members.length; index++) {
      if (index > 0 && index % MEMBERS_SLICE === 0) await pause();
      const member = members[index];
      if (!member.evidence) continue;
      for (let i = 0; i < LIMITS.length; i++) {
        if (Math.abs(member.evidence[i]) < TESTED) continue;
        const slot = PREVALENCE_START[i] + LIMITS[i].group(member.levels);
        sum[slot] += holds(member.levels, i, prevalence, member.evidence);
        tested[slot]++;
      }
    }
    for (let slot = 0; slot < PREVALENCE_LENGTH; slot++) {
      const share = (sum[slot] + PREVALENCE_PRIOR_MEMBERS * prior) / (tested[slot] + PREVALENCE_PRIOR_MEMBERS);
      prevalence[slot] = Math.log(share / (1 - share));
    }
  }
  return prevalence;
}
