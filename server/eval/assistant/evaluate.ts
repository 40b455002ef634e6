import type { Examples } from '../../services/assistant/classifier';
import { isIntentId, type IntentId } from '../../services/assistant/intents';
import type { Understanding } from '../../services/assistant/understand';

/** How the assistant did on one intent's labelled questions (or on all of them). */
export interface Figures {
  total: number;
  /** Answered with the labelled intent. */
  correct: number;
  /** Said it was not sure, or asked which of two or three topics was meant. */
  notSure: number;
  /** Of those, the ones whose offered topics included the right one. */
  clarifiedRight: number;
  /** Answered confidently about a different topic: the worst outcome. */
  wrong: number;
}

export interface Miss {
  text: string;
  expected: IntentId;
  /** The intent answered, "clarify: a | b" or "fallback". */
  got: string;
}

export interface Evaluation {
  overall: Figures;
  byIntent: Map<IntentId, Figures>;
  misses: Miss[];
}

const empty = (): Figures => ({ total: 0, correct: 0, notSure: 0, clarifiedRight: 0, wrong: 0 });

export const rate = (part: number, figures: Figures) => (figures.total ? part / figures.total : 0);

/** Reads every labelled question as a first message of a conversation and counts the outcomes. */
export async function evaluate(understanding: Understanding, labelled: Examples): Promise<Evaluation> {
  const overall = empty();
  const byIntent = new Map<IntentId, Figures>();
  const misses: Miss[] = [];
  for (const [expected, texts] of Object.entries(labelled)) {
    if (!isIntentId(expected)) throw new Error(`labelled set names an unknown intent: ${expected}`);
    const figures = byIntent.get(expected) ?? empty();
    byIntent.set(expected, figures);
    for (const text of texts) {
      const reading = await understanding.read(text);
      for (const f of [figures, overall]) f.total++;
      if (reading.outcome === 'answer' && reading.intent === expected) {
        for (const f of [figures, overall]) f.correct++;
        continue;
      }
      if (reading.outcome === 'answer') {
        for (const f of [figures, overall]) f.wrong++;
        misses.push({ text, expected, got: reading.intent });
        continue;
      }
      for (const f of [figures, overall]) f.notSure++;
      if (reading.outcome === 'clarify' && reading.options.includes(expected)) {
        for (const f of [figures, overall]) f.clarifiedRight++;
      }
      misses.push({
        text,
        expected,
        got: reading.outcome === 'clarify' ? `clarify: ${reading.options.join(' | ')}` : 'fallback',
      });
    }
  }
  return { overall, byIntent, misses };
}

/** Normalised for comparing sets: case, punctuation and spacing do not make a question new. */
export function sameQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
