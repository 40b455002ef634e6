import { describe, expect, it } from 'vitest';
import { createPopulation } from './population';
import { simulate, type SimulationOptions } from './simulate';

/**
 * A small run of `npm run eval:matching` (which plays larger populations over
 * several seeds): one seeded population through the real feed and decisions.
 * A seed always plays the same, so the margins below are not luck.
 */
const population = createPopulation({
  size: 100,
  seed: 1,
  latecomerShare: 0.2,
  latecomerRound: 3,
  today: new Date('2026-11-02T09:00:00Z'),
});
const play = (ranker: SimulationOptions['ranker'], learning = true) =>
  simulate({ population, rounds: 8, ranker, learning, seed: 1, start: new Date('2026-11-02T09:00:00Z') });

describe('matching evaluation (small population)', () => {
  it('makes clearly more mutual matches per suggestion by learning than the fixed rules, and not without learning', async () => {
    const rules = await play('rules');
    const learned = await play('learned');
    const learningOff = await play('learned', false);

    expect(learned.matchesPerSuggestion).toBeGreaterThanOrEqual(1.2 * rules.matchesPerSuggestion);
    // The same ranker with nothing learned from decisions falls back to about the rules' level.
    expect(learned.matchesPerSuggestion).toBeGreaterThanOrEqual(1.2 * learningOff.matchesPerSuggestion);
    expect(learningOff.matchesPerSuggestion).toBeLessThan(1.15 * rules.matchesPerSuggestion);
    // Learning shows in the model itself: its view of who accepts whom agrees better with the hidden tastes.
    expect(learned.modelAuc ?? 0).toBeGreaterThan((learningOff.modelAuc ?? 1) + 0.03);
  }, 600_000);
});
