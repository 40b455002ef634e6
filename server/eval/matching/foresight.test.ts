import { describe, expect, it } from 'vitest';
import { createForesight } from './foresight';
import { createPopulation, drawHidden, seededRandom, trueAcceptance, type SyntheticMember } from './population';

const population = createPopulation({
  size: 40,
  seed: 3,
  latecomerShare: 0,
  latecomerRound: 0,
  today: new Date('2026-11-02T09:00:00Z'),
});
const men = population.filter((member) => member.gender === 'MALE');
const women = population.filter((member) => member.gender === 'FEMALE');

/** The chance over many fresh draws of the viewer's taste and the candidate's appeal. */
function expected(viewer: SyntheticMember, candidate: SyntheticMember, draws = 20000): number {
  const random = seededRandom(99);
  let sum = 0;
  for (let i = 0; i < draws; i++) {
    const appeal = drawHidden(random, candidate).appeal;
    sum += trueAcceptance(
      { ...viewer, hidden: drawHidden(random, viewer) },
      {
        ...candidate,
        hidden: { ...candidate.hidden, appeal },
      },
    );
  }
  return sum / draws;
}

describe('the foresight bound', () => {
  it('knows the hidden tastes from the start when it learns them after no decision', () => {
    const bound = createForesight(0, 1);
    for (const viewer of men.slice(0, 5)) {
      for (const candidate of women.slice(0, 5)) {
        expect(bound.chance(viewer, candidate)).toBe(trueAcceptance(viewer, candidate));
      }
    }
  });

  it('ranks by the population’s expected chance until a member has decided, then by their true taste', () => {
    const bound = createForesight(2, 1);
    const [viewer, other, stranger] = men;
    const pairs = women.slice(0, 8);
    const before = pairs.map((candidate) => bound.chance(viewer, candidate));
    pairs.forEach((candidate, index) => {
      expect(before[index]).toBeCloseTo(expected(viewer, candidate), 1);
    });
    // Hidden tastes make the truth differ from the expectation.
    expect(pairs.some((candidate, index) => Math.abs(trueAcceptance(viewer, candidate) - before[index]) > 0.1)).toBe(
      true,
    );

    // One decision by the viewer, and one about each candidate, is not yet enough.
    for (const candidate of pairs) bound.decided(other, candidate);
    bound.decided(viewer, pairs[0]);
    expect(bound.chance(viewer, pairs[1])).toBe(before[1]);
    // Two decisions by the viewer, and two about each candidate, reveal both.
    for (const candidate of pairs) bound.decided(other, candidate);
    bound.decided(viewer, pairs[1]);
    for (const candidate of pairs) expect(bound.chance(viewer, candidate)).toBe(trueAcceptance(viewer, candidate));
    // A member who has not decided is still taken as the population's average.
    expect(pairs.map((candidate) => bound.chance(stranger, candidate))).not.toEqual(
      pairs.map((candidate) => trueAcceptance(stranger, candidate)),
    );
  });
});
