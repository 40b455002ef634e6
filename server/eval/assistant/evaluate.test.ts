import { describe, expect, it } from 'vitest';
import { IntentModel, readExamples } from '../../services/assistant/classifier';
import { evaluate, rate, sameQuestion } from './evaluate';
import { readMemberQuestions } from './evaluate-members';
import { INTENT_IDS } from '../../services/assistant/intents';
import { Understanding } from '../../services/assistant/understand';

/**
 * The bars of the assistant on the held-out labelled set (npm run
 * eval:assistant prints the figures per intent): intent accuracy at least
 * 95%, confident answers about another topic at most 2%.
 */
describe('the assistant on the held-out labelled set', () => {
  const training = readExamples('training');
  const heldOut = readExamples('held-out');

  it('keeps the held-out questions apart from the training examples', () => {
    const trained = new Set(Object.values(training).flat().map(sameQuestion));
    const copied = Object.values(heldOut)
      .flat()
      .filter((text) => trained.has(sameQuestion(text)));
    expect(copied).toEqual([]);
    expect(Object.values(heldOut).flat().length).toBeGreaterThanOrEqual(300);
    // Every intent is asked in this set or in the set written as members type (evaluate-members.test.ts).
    const members = new Set(readMemberQuestions().map((q) => q.intent));
    for (const intent of Object.keys(heldOut)) expect(INTENT_IDS).toContain(intent);
    expect(INTENT_IDS.filter((intent) => !heldOut[intent]?.length && !members.has(intent))).toEqual([]);
  });

  it('answers at least 95% with the right intent and at most 2% about a wrong topic', async () => {
    const model = await IntentModel.train(training);
    const { overall } = await evaluate(new Understanding(model), heldOut);
    expect(rate(overall.correct, overall)).toBeGreaterThanOrEqual(0.95);
    expect(rate(overall.wrong, overall)).toBeLessThanOrEqual(0.02);
  });
});
