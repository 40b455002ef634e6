import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  featuresOf,
  factorContributions,
  logOdds,
  logOddsOf,
  fitPopulation,
  priorPopulation,
  priorWeights,
  sigmoid,
  NO_APPEAL,
} from './model';
import { explainMatch, type Side } from './reasons';
import {
  FACTORS,
  directionalFit as fitOfLevels,
  educationLevel,
  factorMaxFor,
  incomeLevel,
  levelsOf,
  reciprocalScore as reciprocalOfLevels,
  writeFactorPoints,
  type MatchTraits,
} from './rules';
import { ANSWERED } from '../../test/match-traits';

const directionalFit = (a: MatchTraits, b: MatchTraits) => fitOfLevels(levelsOf(a), levelsOf(b));
const reciprocalScore = (a: MatchTraits, b: MatchTraits) => reciprocalOfLevels(levelsOf(a), levelsOf(b));

/** One side as the model sees it before any decision (population prior, no offsets, no appeal). */
function priorSide(viewer: MatchTraits, other: MatchTraits): Side {
  const [v, o] = [levelsOf(viewer), levelsOf(other)];
  const features = featuresOf(v, o, NO_APPEAL);
  const weights = priorWeights();
  const points = new Float64Array(FACTORS.length);
  writeFactorPoints(v, o, points);
  return {
    accept: sigmoid(logOdds(features, weights)),
    contributions: factorContributions(v, features, weights),
    full: (factor) => points[FACTORS.indexOf(factor)] === factorMaxFor(v, factor),
  };
}
const compatibility = (a: MatchTraits, b: MatchTraits) => explainMatch(a, b, priorSide(a, b), priorSide(b, a));

const base: MatchTraits = ANSWERED;
const person = (changes: Partial<MatchTraits>): MatchTraits => ({ ...base, ...changes });

describe('rules and the prior model', () => {
  it('scores identical answers as the best fit, with no difference', () => {
    const result = compatibility(base, person({ firstName: 'Ravi', gender: 'MALE' }));
    expect(directionalFit(base, person({ firstName: 'Ravi', gender: 'MALE' }))).toBe(100);
    const worse = compatibility(base, person({ firstName: 'Ravi', gender: 'MALE', smoking: 'SOCIALLY' }));
    expect(result.score).toBeGreaterThan(worse.score);
    expect(result.reasons.some((reason) => reason.startsWith('Difference:'))).toBe(false);
    expect(result.reasons).toContain('You are both 28');
  });

  it('judges habits from the viewer side: a smoker accepts a non-smoker, not the other way round', () => {
    const smoker = person({ smoking: 'ALWAYS' });
    expect(directionalFit(smoker, base)).toBe(100);
    expect(directionalFit(base, smoker)).toBeLessThan(100);
    expect(reciprocalScore(base, smoker)).toBeCloseTo(reciprocalScore(smoker, base), 10);
  });

  it('weighs shared faith by how religious the viewer is', () => {
    const devout = person({ religious: 'CONSERVATIVE' });
    const other = person({ religion: 'SIKH', religious: 'CONSERVATIVE' });
    const relaxed = person({ religious: 'ATHEIST' });
    const otherRelaxed = person({ religion: 'SIKH', religious: 'ATHEIST' });
    expect(100 - directionalFit(devout, other)).toBeGreaterThan(100 - directionalFit(relaxed, otherRelaxed));
  });

  it('penalises a one-sided fit through the geometric mean', () => {
    const member = person({ smoking: 'ALWAYS', drinking: 'ALWAYS', food: 'NON_VEGETARIAN', religious: 'ATHEIST' });
    const strict = person({ food: 'VEGAN', religious: 'CONSERVATIVE' });
    const a = directionalFit(member, strict);
    const b = directionalFit(strict, member);
    expect(reciprocalScore(member, strict)).toBeCloseTo(Math.sqrt(a * b), 10);
    expect(reciprocalScore(member, strict)).toBeLessThan((a + b) / 2);
  });

  it('names the largest difference honestly and only one', () => {
    const result = compatibility(base, person({ firstName: 'Vik', country: 'Nepal', city: 'Kathmandu', age: 29 }));
    expect(result.reasons.filter((reason) => reason.startsWith('Difference:'))).toEqual([
      'Difference: you live in different countries (India and Nepal)',
    ]);
    expect(result.reasons).toContain('Close in age: you are 28, Vik is 29');
  });

  it('says nothing about answers that are missing', () => {
    const result = compatibility(
      base,
      person({ religion: null, religious: null, languages: [], city: null, country: null }),
    );
    expect(result.reasons.join(' ')).not.toMatch(/Hindu|speak|live in|faith/);
  });

  it('maps degrees and incomes to levels', () => {
    expect([
      educationLevel('ITI Certificate'),
      educationLevel('BA'),
      educationLevel('MBA'),
      educationLevel('PhD'),
    ]).toEqual([1, 2, 3, 4]);
    expect(educationLevel('Unknown degree')).toBeNull();
    expect([incomeLevel(null, null), incomeLevel(0, 5), incomeLevel(20, 50), incomeLevel(100, null)]).toEqual([
      0, 1, 4, 6,
    ]);
  });
});

describe('the model', () => {
  it('computes the same log-odds from the pair as from the feature vector, with offsets and appeal', () => {
    const weights = Float64Array.from({ length: FEATURES }, (_, i) => Math.sin(i + 1));
    const offsets = Float64Array.from({ length: FEATURES }, (_, i) => Math.cos(i * 3) / 2);
    const others: Partial<MatchTraits>[] = [
      {},
      { smoking: 'ALWAYS', food: 'VEGAN', religion: 'SIKH', religious: 'ATHEIST', age: 41 },
      { degree: 'PhD', minIncome: 100, maxIncome: null, city: 'Delhi', languages: ['TAMIL'] },
      { religion: null, religious: null, smoking: null, drinking: null, food: null, age: null, degree: null },
    ];
    for (const other of others) {
      const [v, c] = [levelsOf(base), levelsOf(person(other))];
      const dense = logOdds(featuresOf(v, c, { all: 0.4, segment: -0.2 }), weights, offsets);
      expect(logOddsOf(v, c, 0.4, -0.2, weights, offsets)).toBeCloseTo(dense, 10);
    }
  });

  it('learns for the group what viewers who answered alike want, so a member with no decisions gains from it', async () => {
    const vegetarian = person({});
    const meatEater = person({ food: 'NON_VEGETARIAN' });
    const candidates = (food: MatchTraits['food']) =>
      [26, 29, 31, 34].map((age) => person({ firstName: 'Ravi', gender: 'MALE', age, food }));
    // Vegetarians turn meat-eaters down and accept vegetarians; meat-eaters accept both.
    const examples = [vegetarian, meatEater].flatMap((viewer) =>
      [...candidates('VEGETARIAN'), ...candidates('NON_VEGETARIAN')].flatMap((candidate) =>
        Array.from({ length: 10 }, () => ({
          gender: 'FEMALE' as const,
          features: featuresOf(levelsOf(viewer), levelsOf(candidate), NO_APPEAL),
          offsets: null,
          weight: 1,
          accepted: viewer.food === 'NON_VEGETARIAN' || candidate.food === 'VEGETARIAN',
        })),
      ),
    );
    const fitted = (await fitPopulation(priorPopulation(), examples)).FEMALE;
    const preference = (viewer: MatchTraits, weights: Float64Array) => {
      const [v, veg, meat] = [
        viewer,
        ...candidates('VEGETARIAN').slice(1, 2),
        ...candidates('NON_VEGETARIAN').slice(1, 2),
      ].map(levelsOf);
      return logOddsOf(v, veg, 0, 0, weights, null) - logOddsOf(v, meat, 0, 0, weights, null);
    };
    // A new vegetarian member's preference for a vegetarian grows by far more than a new meat-eater's.
    const vegetarianGain = preference(vegetarian, fitted) - preference(vegetarian, priorWeights());
    const meatEaterGain = preference(meatEater, fitted) - preference(meatEater, priorWeights());
    expect(vegetarianGain).toBeGreaterThan(2);
    expect(Math.abs(meatEaterGain)).toBeLessThan(vegetarianGain / 3);
  });
});
