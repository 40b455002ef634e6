import { describe, expect, it } from 'vitest';
import { meetsDealbreakers } from '../../rules/partner-preferences';
import { toStored } from '../../rules/stored-preferences';
import { giveFamilies } from './family';
import { createPopulation, trueAcceptance } from './population';
import { statePreferences, traitsOf } from './stated';

const today = new Date('2026-11-02');
const FAMILY_FIELDS: readonly string[] = ['maritalStatuses', 'motherTongues', 'communities', 'manglik', 'minGuna'];
const draw = (family: number) => {
  const population = createPopulation({ size: 300, seed: 3, latecomerShare: 0, latecomerRound: 0, today });
  statePreferences(population, 0.67, 3);
  giveFamilies(population, family, 3);
  return population;
};

describe('family fields in the matching evaluation', () => {
  it('gives every member a background and some a horoscope, and leaves the population as it was with --family 0', () => {
    const population = draw(0.5);
    expect(population.every((member) => member.family !== undefined)).toBe(true);
    const sharing = population.filter((member) => member.family?.horoscope).length;
    expect(sharing).toBeGreaterThan(population.length * 0.3);
    expect(sharing).toBeLessThan(population.length * 0.6);
    const stating = population.filter((member) => member.stated);
    for (const field of ['maritalStatuses', 'motherTongues', 'communities', 'manglik', 'minGuna'] as const) {
      expect(stating.some((member) => member.stated?.[field] !== undefined)).toBe(true);
      expect(stating.some((member) => member.stated?.dealbreakers?.includes(field))).toBe(
        field !== 'communities' && field !== 'manglik',
      );
    }

    const before = draw(0);
    expect(before.every((member) => member.family === undefined && member.familyLimits === undefined)).toBe(true);
    expect(before.map((member) => member.stated)).toEqual(draw(0).map((member) => member.stated));
  });

  it('means every stated family dealbreaker: a pair that breaks one is never accepted', () => {
    const population = draw(0.5);
    const day = today.toISOString().slice(0, 10);
    let broken = 0;
    for (const viewer of population) {
      const family = (viewer.stated?.dealbreakers ?? []).filter((field) => FAMILY_FIELDS.includes(field));
      if (!viewer.stated || family.length === 0) continue;
      const stored = toStored({ ...viewer.stated, dealbreakers: family });
      for (const candidate of population) {
        if (candidate.gender === viewer.gender) continue;
        if (meetsDealbreakers(stored, traitsOf(candidate), day, traitsOf(viewer))) continue;
        broken++;
        expect(trueAcceptance(viewer, candidate)).toBe(0);
      }
    }
    expect(broken).toBeGreaterThan(1000);
  });
});
