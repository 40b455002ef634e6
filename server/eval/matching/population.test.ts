import { describe, expect, it } from 'vitest';
import { createPopulation, type SyntheticMember, type TasteModel } from './population';

describe('the two taste models', () => {
  const draw = (tastes: TasteModel) =>
    createPopulation({
      size: 400,
      seed: 5,
      latecomerShare: 0,
      latecomerRound: 0,
      today: new Date('2026-11-02'),
      tastes,
    });
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

  it('differ as documented: no common age asymmetry and rarer dealbreakers in the idiosyncratic one', () => {
    const shared = draw('shared');
    const idiosyncratic = draw('idiosyncratic');
    const womensGap = (members: SyntheticMember[]) =>
      mean(members.filter((member) => member.gender === 'FEMALE').map((member) => member.hidden.idealGap));
    expect(womensGap(shared)).toBeGreaterThan(2);
    expect(Math.abs(womensGap(idiosyncratic))).toBeLessThan(0.5);
    const smokerLimits = (members: SyntheticMember[]) =>
      members.filter((member) => member.hidden.smokerDealbreaker).length;
    expect(smokerLimits(idiosyncratic)).toBeLessThan(smokerLimits(shared) / 1.5);
  });
});
