import { describe, expect, it } from 'vitest';
import { LIMITS, crossedLimits, fitPrevalence, learnLimits, limitFactor, modelShare, priorPrevalence } from './limits';
import { FEATURES, TASTE_LENGTH, limitEvidenceOf, newTaste, offsetsOf, tasteFrom } from './model';
import { levelsOf, type MatchTraits } from './rules';
import { ANSWERED } from '../../test/match-traits';

const base: MatchTraits = ANSWERED;
const levels = (changes: Partial<MatchTraits>) => levelsOf({ ...base, ...changes });

const viewer = levels({});
const smoker = levels({ firstName: 'Ravi', gender: 'MALE', age: 30, smoking: 'ALWAYS' });
const nonSmoker = levels({ firstName: 'Kiran', gender: 'MALE', age: 30 });
const meatEater = levels({ firstName: 'Dev', gender: 'MALE', age: 30, food: 'NON_VEGETARIAN' });

const crossed = (viewer: ReturnType<typeof levels>, candidate: ReturnType<typeof levels>) => {
  const out = new Int32Array(LIMITS.length);
  return Array.from(out.subarray(0, crossedLimits(viewer, candidate, out)), (index) => LIMITS[index].key);
};

describe('hard limits', () => {
  it('names the limits a partner crosses: only answers beyond the member’s own, and none for one alike', () => {
    expect(crossed(viewer, levels({ gender: 'MALE' }))).toEqual([]);
    const far = levels({
      gender: 'MALE',
      age: 40,
      religion: 'SIKH',
      religious: 'ATHEIST',
      smoking: 'ALWAYS',
      drinking: 'SOCIALLY',
      food: 'NON_VEGETARIAN',
      languages: ['TAMIL'],
      city: 'Chennai',
      country: 'Nepal',
      degree: 'BA',
      minIncome: 0,
      maxIncome: 5,
    });
    expect(crossed(viewer, far)).toEqual([
      'otherFaith',
      'faithApart',
      'smokingAtLeast1',
      'smokingAtLeast2',
      'smokingAtLeast3',
      'drinkingAtLeast1',
      'drinkingAtLeast2',
      'dietAtLeast1',
      'dietAtLeast2',
      'olderBy6',
      'olderBy10',
      'lessEducated',
      'earnsLess',
      'otherCity',
      'otherCountry',
      'noCommonLanguage',
    ]);
    // The other way round: a vegetarian who never smokes is beyond none of his habits; she is younger.
    expect(crossed(far, viewer)).toEqual([
      'otherFaith',
      'faithApart',
      'younger',
      'youngerBy5',
      'otherCity',
      'otherCountry',
      'noCommonLanguage',
    ]);
  });

  it('comes to believe in a limit after refusals the model did not expect, for that kind of partner only', () => {
    const prevalence = priorPrevalence();
    const evidence = new Float64Array(LIMITS.length);
    const before = limitFactor(viewer, smoker, prevalence, evidence);
    for (let i = 0; i < 3; i++) learnLimits(viewer, smoker, prevalence, evidence, 0.7, false);

    expect(limitFactor(viewer, smoker, prevalence, evidence)).toBeLessThan(0.5 * before);
    expect(limitFactor(viewer, nonSmoker, prevalence, evidence)).toBe(1);
    expect(limitFactor(viewer, meatEater, prevalence, evidence)).toBeCloseTo(
      limitFactor(viewer, meatEater, prevalence, new Float64Array(LIMITS.length)),
    );
  });

  it('learns little from refusals the model expected anyway', () => {
    const prevalence = priorPrevalence();
    const surprised = new Float64Array(LIMITS.length);
    const expected = new Float64Array(LIMITS.length);
    learnLimits(viewer, smoker, prevalence, surprised, 0.8, false);
    learnLimits(viewer, smoker, prevalence, expected, 0.1, false);
    expect(limitFactor(viewer, smoker, prevalence, expected)).toBeGreaterThan(
      limitFactor(viewer, smoker, prevalence, surprised),
    );
  });

  it('drops a limit once the member says yes across it', () => {
    const prevalence = priorPrevalence();
    const evidence = new Float64Array(LIMITS.length);
    for (let i = 0; i < 3; i++) learnLimits(viewer, smoker, prevalence, evidence, 0.7, false);
    const refused = limitFactor(viewer, smoker, prevalence, evidence);
    learnLimits(viewer, smoker, prevalence, evidence, 0.7, true);
    const prior = limitFactor(viewer, smoker, prevalence, new Float64Array(LIMITS.length));
    const after = limitFactor(viewer, smoker, prevalence, evidence);
    // Closer to where it stood before any decision than to where the refusals had put it.
    expect(Math.abs(after - prior)).toBeLessThan(Math.abs(after - refused));
  });

  it('lets a refusal that a likely limit explains teach the rest of the model less', () => {
    const prevalence = priorPrevalence();
    const evidence = new Float64Array(LIMITS.length);
    for (let i = 0; i < 3; i++) learnLimits(viewer, smoker, prevalence, evidence, 0.7, false);
    expect(modelShare(viewer, smoker, prevalence, evidence, 0.7, false)).toBeLessThan(0.5);
    expect(modelShare(viewer, nonSmoker, prevalence, evidence, 0.7, false)).toBe(1);
    expect(modelShare(viewer, smoker, prevalence, evidence, 0.7, true)).toBe(1);
  });

  it('learns how common a limit is among members who answered alike, not for everyone', async () => {
    // Twenty non-smokers who each refused smokers three times; twenty occasional smokers who said yes to one.
    const nonSmokers = Array.from({ length: 20 }, () => {
      const evidence = new Float64Array(LIMITS.length);
      for (let i = 0; i < 3; i++) learnLimits(viewer, smoker, priorPrevalence(), evidence, 0.7, false);
      return { levels: viewer, evidence };
    });
    const smokingViewer = levels({ smoking: 'OCCASIONALLY' });
    const smokers = Array.from({ length: 20 }, () => {
      const evidence = new Float64Array(LIMITS.length);
      learnLimits(smokingViewer, smoker, priorPrevalence(), evidence, 0.7, true);
      return { levels: smokingViewer, evidence };
    });
    const prevalence = await fitPrevalence([...nonSmokers, ...smokers], priorPrevalence());
    const fresh = new Float64Array(LIMITS.length);

    // A non-smoker who has decided nothing yet is now expected to mind a smoker; an occasional smoker less than before.
    expect(limitFactor(viewer, smoker, prevalence, fresh)).toBeLessThan(0.6);
    expect(limitFactor(smokingViewer, smoker, prevalence, fresh)).toBeGreaterThan(
      limitFactor(smokingViewer, smoker, priorPrevalence(), fresh),
    );
    expect(limitFactor(viewer, meatEater, prevalence, fresh)).toBeCloseTo(
      limitFactor(viewer, meatEater, priorPrevalence(), fresh),
    );
  });

  it('reads a taste stored before limits were learned with its offsets kept and no evidence yet', () => {
    const old = Array.from(newTaste().subarray(0, 2 * FEATURES));
    old[0] = 0.75;
    const taste = tasteFrom(old);
    expect(taste?.length).toBe(TASTE_LENGTH);
    expect(offsetsOf(taste)?.[0]).toBe(0.75);
    expect([...limitEvidenceOf(taste)!]).toEqual(new Array(LIMITS.length).fill(0));
    expect(tasteFrom([1, 2, 3])).toBeNull();
  });
});
