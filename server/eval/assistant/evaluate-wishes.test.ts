import { describe, expect, it } from 'vitest';
import { readExamples } from '../../services/assistant/classifier';
import { evaluateWishes, questionsReadAsWishes, readWishCases } from './evaluate-wishes';
import { sameQuestion } from './evaluate';

/**
 * The bars of partner preferences said in words on the held-out dialogues of
 * services/assistant/examples/wishes.json (npm run eval:assistant prints the figures): at least
 * 90% of fields proposed exactly, nothing ever saved before a yes.
 */
describe('partner preferences in words on the held-out dialogues', () => {
  const cases = readWishCases();

  it('holds at least 150 dialogues, none a copy of an intent example', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const trained = new Set(Object.values(readExamples('training')).flat().map(sameQuestion));
    expect(cases.flatMap((c) => c.say).filter((text) => trained.has(sameQuestion(text)))).toEqual([]);
  });

  it('proposes at least 90% of fields exactly and saves nothing without a yes', async () => {
    const figures = await evaluateWishes(cases);
    expect(figures.fieldsRight / figures.fields).toBeGreaterThanOrEqual(0.9);
    expect(figures.savedUnconfirmed).toBe(0);
    expect(figures.savedAsConfirmed).toBe(figures.proposed);
  });

  it('takes at most 1% of the labelled questions for wishes', () => {
    const questions = Object.values(readExamples('held-out')).flat();
    expect(questionsReadAsWishes(questions).length / questions.length).toBeLessThanOrEqual(0.01);
  });
});
