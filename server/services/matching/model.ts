import { turn, type Pause } from '../../lib/pacing';
import { RELIGIONS, type Gender } from '../../../contract/enums';
import { LIMITS } from './limits';
import {
  FACTORS,
  FOOD_ORDER,
  HABIT_ORDER,
  RELIGIOUS_ORDER,
  factorMaxFor,
  writeFactorPoints,
  type FactorKey,
  type Levels,
} from './rules';

/**
 * P(viewer accepts candidate) as a logistic model over what both profiles
 * show:
 * - the rule factors of rules.ts (how close in age, shared faith, habits a
 *   viewer minds, diet, languages, place, education, income), each scaled to 0-1;
 * - the candidate's own answers as indicators (how often they smoke or drink,
 *   diet, how religious, faith, education and income level, and the age gap in
 *   bands, signed), so a taste that is not "same as me" can be learned: wanting
 *   someone older, more educated, of another faith, or never a smoker;
 * - the candidate's appeal: how often they are accepted, by everyone and by
 *   viewers of the viewer's own faith, shrunk toward the average while the
 *   evidence is thin.
 *
 * Weights are the population's, one set per viewer gender (what men and women
 * look for differs, notably in the age gap), plus each member's own offsets
 * learned from their decisions. Every contribution belongs to one factor, so
 * the reasons shown are the terms that moved the score.
 */

const BANDS_AGE_GAP = [-7, -4, -1, 2, 5, 8] as const;
const EDUCATION_LEVELS = 4;
const INCOME_LEVELS = 7;

interface Group {
  factor: FactorKey;
  size: number;
}

/** Indicator groups of the candidate's answers, and the factor each explains. */
const GROUPS = {
  smoking: { factor: 'smoking', size: HABIT_ORDER.length },
  drinking: { factor: 'drinking', size: HABIT_ORDER.length },
  food: { factor: 'food', size: FOOD_ORDER.length },
  religious: { factor: 'religiosity', size: RELIGIOUS_ORDER.length },
  education: { factor: 'education', size: EDUCATION_LEVELS },
  income: { factor: 'income', size: INCOME_LEVELS },
  ageGap: { factor: 'age', size: BANDS_AGE_GAP.length + 1 },
  religion: { factor: 'religion', size: RELIGIONS.length },
  // Signed gaps (candidate minus viewer): below, equal, above, so "at least as educated" can be learned.
  educationGap: { factor: 'education', size: 3 },
  incomeGap: { factor: 'income', size: 5 },
  drinkingGap: { factor: 'drinking', size: 3 },
  // The candidate's answer as seen by viewers who answered alike: what vegetarians, non-smokers or the devout
  // think of a habit or a faith is learned for them as a group, before each has decided much.
  foodCross: { factor: 'food', size: FOOD_ORDER.length * FOOD_ORDER.length },
  smokingCross: { factor: 'smoking', size: HABIT_ORDER.length * HABIT_ORDER.length },
  drinkingCross: { factor: 'drinking', size: HABIT_ORDER.length * HABIT_ORDER.length },
  faithCross: { factor: 'religion', size: RELIGIOUS_ORDER.length * 2 },
} satisfies Record<string, Group>;
/** Groups that depend on the viewer's own answers too: a member's offsets on them would repeat the plain ones. */
const CROSS: readonly GroupKey[] = ['foodCross', 'smokingCross', 'drinkingCross', 'faithCross'];
type GroupKey = keyof typeof GROUPS;

const BIAS = 0;
/** The rules' directional fit (0-1): before any decision, the log-odds are this on the prior scale. */
const RULE_FIT = 1;
const FACTOR_START = 2;
const GROUP_START: Record<GroupKey, number> = {} as Record<GroupKey, number>;
let next = FACTOR_START + FACTORS.length;
for (const key of Object.keys(GROUPS) as GroupKey[]) {
  GROUP_START[key] = next;
  next += GROUPS[key].size;
}
const APPEAL = next;
const APPEAL_SEGMENT = next + 1;
/** Length of a weight vector. */
export const FEATURES = next + 2;

/** Which factor each weight explains (null: the bias and the appeal terms). */
const FACTOR_OF: (FactorKey | null)[] = Array.from({ length: FEATURES }, () => null);
FACTORS.forEach((factor, index) => (FACTOR_OF[FACTOR_START + index] = factor));
for (const key of Object.keys(GROUPS) as GroupKey[]) {
  for (let i = 0; i < GROUPS[key].size; i++) FACTOR_OF[GROUP_START[key] + i] = GROUPS[key].factor;
}

/** Weights a member's own offsets may move: not the rules' scale, nor the appeal terms, which describe the candidate. */
const PERSONAL: boolean[] = Array.from(
  { length: FEATURES },
  (_, index) =>
    index !== RULE_FIT &&
    index < APPEAL &&
    !CROSS.some((key) => index >= GROUP_START[key] && index < GROUP_START[key] + GROUPS[key].size),
);

/**
 * Before any decision, the log-odds are the rules' directional fit on this
 * scale. Each factor also has a feature of its own (its points as a share of
 * what it can give, 0-1) whose weight starts at zero: what the population and
 * each member learn is how much a factor matters beyond what the rules say.
 */
const PRIOR_SCALE = 6;
/** A typical fit by the rules, and the chance of a yes at that fit, before any data. */
const PRIOR_FIT = 0.65;
const PRIOR_ACCEPT_RATE = 0.5;

function logit(p: number): number {
  return Math.log(p / (1 - p));
}

/** The population's weights before any decision: the fixed rules, and trust in appeal. */
export function priorWeights(): Float64Array {
  const weights = new Float64Array(FEATURES);
  weights[BIAS] = logit(PRIOR_ACCEPT_RATE) - PRIOR_SCALE * PRIOR_FIT;
  weights[RULE_FIT] = PRIOR_SCALE;
  weights[APPEAL] = 1;
  weights[APPEAL_SEGMENT] = 1;
  return weights;
}

/** The population's weights for viewers of each gender. */
export type PopulationWeights = Record<Gender, Float64Array>;

export function priorPopulation(): PopulationWeights {
  return { MALE: priorWeights(), FEMALE: priorWeights(), OTHER: priorWeights() };
}

/** All the points the rules could give this viewer. */
function pointsTotal(viewer: Levels): number {
  return FACTORS.reduce((sum, factor) => sum + factorMaxFor(viewer, factor), 0);
}

/** One point's share of the viewer's fit. */
function maxShare(viewer: Levels): number {
  return 1 / pointsTotal(viewer);
}

function ageGapBand(viewer: Levels, candidate: Levels): number | null {
  if (viewer.age === null || candidate.age === null) return null;
  const gap = candidate.age - viewer.age;
  let band = 0;
  while (band < BANDS_AGE_GAP.length && gap > BANDS_AGE_GAP[band]) band++;
  return band;
}

/** How many indicators a pair sets at most (one per group). */
const INDICATORS = Object.keys(GROUPS).length;

/** Writes where each indicator of the candidate sits in the weight vector (-1: not answered) into `out`. */
function at(key: GroupKey, value: number | null): number {
  return value === null ? -1 : GROUP_START[key] + value;
}

function writeIndicators(viewer: Levels, candidate: Levels, out: Int32Array): void {
  out[0] = at('smoking', candidate.smoking);
  out[1] = at('drinking', candidate.drinking);
  out[2] = at('food', candidate.food);
  out[3] = at('religious', candidate.religious);
  out[4] = at('education', candidate.education === null ? null : candidate.education - 1);
  out[5] = at('income', candidate.income);
  out[6] = at('ageGap', ageGapBand(viewer, candidate));
  out[7] = at('religion', candidate.religion === null ? null : (RELIGION_INDEX.get(candidate.religion) ?? null));
  out[8] = at('educationGap', signedBand(viewer.education, candidate.education, 1));
  out[9] = at('incomeGap', signedBand(viewer.income, candidate.income, 2));
  out[10] = at('drinkingGap', signedBand(viewer.drinking, candidate.drinking, 1));
  out[11] = at('foodCross', pairOf(viewer.food, candidate.food, FOOD_ORDER.length));
  out[12] = at('smokingCross', pairOf(viewer.smoking, candidate.smoking, HABIT_ORDER.length));
  out[13] = at('drinkingCross', pairOf(viewer.drinking, candidate.drinking, HABIT_ORDER.length));
  const sameFaith =
    viewer.religion === null || candidate.religion === null ? null : Number(viewer.religion === candidate.religion);
  out[14] = at('faithCross', pairOf(viewer.religious, sameFaith, 2));
}

/** One slot per (viewer's answer, candidate's answer). */
function pairOf(viewer: number | null, candidate: number | null, size: number): number | null {
  return viewer === null || candidate === null ? null : viewer * size + candidate;
}

/** The candidate's answer minus the viewer's, clipped to ±limit and shifted to start at 0. */
function signedBand(viewer: number | null, candidate: number | null, limit: number): number | null {
  if (viewer === null || candidate === null) return null;
  return Math.max(-limit, Math.min(limit, candidate - viewer)) + limit;
}

const RELIGION_INDEX = new Map<string, number>(RELIGIONS.map((religion, index) => [religion, index]));

/** The candidate's appeal as log-odds above the average, for everyone and for viewers like this one. */
export interface Appeal {
  all: number;
  segment: number;
}
export const NO_APPEAL: Appeal = { all: 0, segment: 0 };

/** The features of one direction, dense (for learning and for explaining a score). */
export function featuresOf(viewer: Levels, candidate: Levels, appeal: Appeal, out = new Float64Array(FEATURES)) {
  out.fill(0);
  out[BIAS] = 1;
  writeFactorPoints(viewer, candidate, out, FACTOR_START);
  let points = 0;
  for (let i = 0; i < FACTORS.length; i++) {
    points += out[FACTOR_START + i];
    out[FACTOR_START + i] /= factorMaxFor(viewer, FACTORS[i]);
  }
  out[RULE_FIT] = points / pointsTotal(viewer);
  writeIndicators(viewer, candidate, slots);
  for (let i = 0; i < INDICATORS; i++) if (slots[i] >= 0) out[slots[i]] = 1;
  out[APPEAL] = appeal.all;
  out[APPEAL_SEGMENT] = appeal.segment;
  return out;
}

const slots = new Int32Array(INDICATORS);
const ZERO_OFFSETS = new Float64Array(FEATURES);
const points = new Float64Array(FACTORS.length);

/**
 * The same log-odds as logOdds(featuresOf(...)), computed straight from the
 * pair without building the feature vector: ranking a whole pool calls this
 * for every candidate in both directions and allocates nothing.
 */
export function logOddsOf(
  viewer: Levels,
  candidate: Levels,
  appealAll: number,
  appealSegment: number,
  weights: Float64Array,
  offsets: Float64Array | null,
): number {
  // Written out without helpers: this runs for every candidate of a pool, in both directions.
  const o = offsets ?? ZERO_OFFSETS;
  writeFactorPoints(viewer, candidate, points);
  let z = weights[BIAS] + o[BIAS];
  let total = 0;
  let max = 0;
  for (let i = 0; i < FACTORS.length; i++) {
    const factorMax = factorMaxFor(viewer, FACTORS[i]);
    total += points[i];
    max += factorMax;
    z += (points[i] / factorMax) * (weights[FACTOR_START + i] + o[FACTOR_START + i]);
  }
  z += (total / max) * (weights[RULE_FIT] + o[RULE_FIT]);
  writeIndicators(viewer, candidate, slots);
  for (let i = 0; i < INDICATORS; i++) {
    const slot = slots[i];
    if (slot >= 0) z += weights[slot] + o[slot];
  }
  return z + appealAll * (weights[APPEAL] + o[APPEAL]) + appealSegment * (weights[APPEAL_SEGMENT] + o[APPEAL_SEGMENT]);
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Log-odds of `features` under population weights plus (optional) personal offsets. */
export function logOdds(features: Float64Array, weights: Float64Array, offsets?: Float64Array | null): number {
  let z = 0;
  for (let i = 0; i < FEATURES; i++) {
    if (features[i] !== 0) z += features[i] * (weights[i] + (offsets ? offsets[i] : 0));
  }
  return z;
}

/**
 * How much each factor moved the log-odds, against the answer not given (half
 * of what the factor can give, and no indicator): its share of the rules' fit,
 * its own learned weight, and the indicators of the candidate's answers it explains.
 */
export function factorContributions(
  viewer: Levels,
  features: Float64Array,
  weights: Float64Array,
  offsets?: Float64Array | null,
): Map<FactorKey, number> {
  const byFactor = new Map<FactorKey, number>();
  const ruleScale = weights[RULE_FIT] * maxShare(viewer);
  for (let i = 0; i < FEATURES; i++) {
    const factor = FACTOR_OF[i];
    if (factor === null) continue;
    const weight = weights[i] + (offsets ? offsets[i] : 0);
    const isRule = i < FACTOR_START + FACTORS.length;
    const centered = features[i] - (isRule ? 0.5 : 0);
    // A rule factor's part of the fit is its centered share of all the points the viewer could give.
    const ofFit = isRule ? ruleScale * factorMaxFor(viewer, factor) * centered : 0;
    const contribution = ofFit + weight * centered;
    if (contribution !== 0) byFactor.set(factor, (byFactor.get(factor) ?? 0) + contribution);
  }
  return byFactor;
}

/**
 * A member's taste: their offsets from the population's weights, how
 * uncertain each offset still is (its variance), and the evidence of their
 * decisions for each hard limit (limits.ts), in one array, in that order.
 */
/** Where a taste's hard-limit evidence starts (limits.ts limitFactor reads it in place from here). */
export const LIMITS_START = 2 * FEATURES;
export const TASTE_LENGTH = LIMITS_START + LIMITS.length;
/** The length of a taste stored before hard limits were learned: offsets and variances only. */
const TASTE_LENGTH_BEFORE_LIMITS = 2 * FEATURES;
/** How far a member's offsets may plausibly stray from the population's before any decision (variance per weight). */
const TASTE_PRIOR_VARIANCE = 0.1;
/** Uncertainty regained per decision, so old decisions slowly weigh less and a taste can change. */
const TASTE_DRIFT = 0.002;

const TASTE_PRIOR_VARIANCE_BIAS = 0.5;
const TASTE_PRIOR_VARIANCE_FACTOR = 0.3;
function priorVariance(index: number): number {
  if (!PERSONAL[index]) return 0;
  if (index === BIAS) return TASTE_PRIOR_VARIANCE_BIAS;
  if (index < FACTOR_START + FACTORS.length) return TASTE_PRIOR_VARIANCE_FACTOR;
  return TASTE_PRIOR_VARIANCE;
}

export function newTaste(): Float64Array {
  const taste = new Float64Array(TASTE_LENGTH);
  for (let i = 0; i < FEATURES; i++) taste[FEATURES + i] = priorVariance(i);
  return taste;
}

/**
 * The offsets part of a taste, read in place: they are its first FEATURES entries and every reader of offsets stops
 * there, so the taste itself serves. Ranking asks this for every candidate in both directions, and a view made per
 * call was a large part of what a refresh allocated (server README, "Benchmark").
 */
export function offsetsOf(taste: Float64Array | null): Float64Array | null {
  return taste;
}

/** The hard-limit evidence part of a taste (a view, no copy). */
export function limitEvidenceOf(taste: Float64Array | null): Float64Array | null {
  return taste ? taste.subarray(LIMITS_START) : null;
}

/** A stored taste as this version reads it; one stored before limits were learned starts with no evidence. */
export function tasteFrom(stored: readonly number[]): Float64Array | null {
  if (stored.length === TASTE_LENGTH) return Float64Array.from(stored);
  if (stored.length !== TASTE_LENGTH_BEFORE_LIMITS) return null;
  const taste = new Float64Array(TASTE_LENGTH);
  taste.set(stored);
  return taste;
}

/**
 * Learns from one decision of a member: a Bayesian update of their offsets
 * (assumed-density filtering of a logistic model with independent Gaussian
 * weights). Each offset moves in proportion to how uncertain it still is, so
 * a member with few decisions stays near the population, the first decisions
 * teach the most, and a trait seen in many decisions is known well. The whole
 * step moves the log-odds of this very profile by a bounded amount, whatever
 * the number of features. `weight` (0-1) is how much of the decision to
 * learn from: a no that a hard limit explains teaches little else. Constant cost.
 */
export function learnPersonal(
  taste: Float64Array,
  features: Float64Array,
  weights: Float64Array,
  accepted: boolean,
  weight = 1,
) {
  const offsets = taste.subarray(0, FEATURES);
  const p = sigmoid(logOdds(features, weights, offsets));
  const curvature = Math.max(p * (1 - p), 0.01) * weight;
  let variance = 0;
  for (let i = 0; i < FEATURES; i++) if (PERSONAL[i]) variance += taste[FEATURES + i] * features[i] * features[i];
  const step = (weight * ((accepted ? 1 : 0) - p)) / (1 + curvature * variance);
  for (let i = 0; i < FEATURES; i++) {
    if (!PERSONAL[i]) continue;
    const x = features[i];
    const v = taste[FEATURES + i];
    if (x !== 0) {
      taste[i] += v * x * step;
      taste[FEATURES + i] = 1 / (1 / v + curvature * x * x);
    }
    taste[FEATURES + i] = Math.min(priorVariance(i), taste[FEATURES + i] + TASTE_DRIFT);
  }
}

export interface TrainingExample {
  gender: Gender;
  features: Float64Array;
  offsets: Float64Array | null;
  accepted: boolean;
  /** How much the example counts (0-1): a no that a hard limit explains counts little. */
  weight: number;
}

const FIT_RATE = 0.05;
const FIT_EPOCHS = 4;
/** Examples fitted between two yields to the event loop (about a millisecond of work). */
const FIT_SLICE = 1024;
/** Pull toward the prior per example seen, so a thin population stays near the rules. */
const FIT_PRIOR_PULL = 0.002;

/**
 * Fits the population's weights to decisions (members' offsets held as they
 * are), by a few epochs of stochastic gradient descent in a fixed
 * pseudo-random order, starting from `start`. Runs in the background, never
 * on a request, and yields to other work every FIT_SLICE examples.
 */
export async function fitPopulation(
  start: PopulationWeights,
  examples: readonly TrainingExample[],
  pause: Pause = turn,
): Promise<PopulationWeights> {
  const prior = priorWeights();
  const fitted: PopulationWeights = {
    MALE: Float64Array.from(start.MALE),
    FEMALE: Float64Array.from(start.FEMALE),
    OTHER: Float64Array.from(start.OTHER),
  };
  const order = examples.map((_, index) => index);
  let seed = 1;
  for (let epoch = 0; epoch < FIT_EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      seed = (seed * 16807) % 2147483647;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (let step = 0; step < order.length; step++) {
      if (step > 0 && step % FIT_SLICE === 0) await pause();
      const example = examples[order[step]];
      const weights = fitted[example.gender];
      const error =
        example.weight * ((example.accepted ? 1 : 0) - sigmoid(logOdds(example.features, weights, example.offsets)));
      for (let k = 0; k < FEATURES; k++) {
        weights[k] += FIT_RATE * (error * example.features[k] - FIT_PRIOR_PULL * (weights[k] - prior[k]));
      }
    }
  }
  return fitted;
}

/** Smoothing of acceptance rates: a profile counts as this many average decisions before its own. */
const APPEAL_PRIOR_DECISIONS = 6;

/** An acceptance rate shrunk toward `base` while the decisions are few. */
export function rateOf(accepted: number, decided: number, base: number): number {
  return (accepted + APPEAL_PRIOR_DECISIONS * base) / (decided + APPEAL_PRIOR_DECISIONS);
}

/** Log-odds of a smoothed acceptance rate above `base` (the rate it is shrunk toward). */
export function appealOf(accepted: number, decided: number, base: number): number {
  return logit(rateOf(accepted, decided, base)) - logit(base);
}
