import { readFileSync } from 'node:fs';
import { isIntentId } from '../../services/assistant/intents';
import { answerLanguage } from '../../services/assistant/language';
import type { Understanding } from '../../services/assistant/understand';

/**
 * The held-out set written as members type (examples/held-out-members.json):
 * each question with the intent that answers it, any other intent that answers
 * it as well (a question holding two), and the language group it was written in.
 */
export const LANGUAGE_GROUPS = ['en', 'hinglish', 'hi', 'ta'] as const;
export type LanguageGroup = (typeof LANGUAGE_GROUPS)[number];
export const GROUP_NAMES: Record<LanguageGroup, string> = {
  en: 'English',
  hinglish: 'Hinglish',
  hi: 'Devanagari Hindi',
  ta: 'Tamil',
};

export interface MemberQuestion {
  text: string;
  intent: string;
  language: LanguageGroup;
  also?: string[];
}

export function readMemberQuestions(): MemberQuestion[] {
  const url = new URL('../../services/assistant/examples/held-out-members.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as MemberQuestion[];
}

/** How one language group's questions were answered. */
export interface GroupFigures {
  total: number;
  /** Answered with the labelled intent (or one of its alternatives). */
  correct: number;
  /** Answered confidently about another topic: the worst outcome. */
  wrong: number;
  /** Asked back which of two or three topics was meant. */
  askedBack: number;
  /** Said it did not understand. */
  fallback: number;
  /** Answered in the language the question was written in (Hinglish in Hindi). */
  inLanguage: number;
}

export interface MemberMiss {
  question: MemberQuestion;
  got: string;
}

const empty = (): GroupFigures => ({ total: 0, correct: 0, wrong: 0, askedBack: 0, fallback: 0, inLanguage: 0 });
const ANSWER_IN = { en: 'en', hinglish: 'hi', hi: 'hi', ta: 'ta' } as const;

/**
 * Reads every question as the first message of a conversation. A question
 * labelled with an intent the assistant does not have counts as not
 * understood, whatever it answered.
 */
export async function evaluateMembers(
  understanding: Understanding,
  questions: MemberQuestion[],
): Promise<{ groups: Map<LanguageGroup | 'all', GroupFigures>; misses: MemberMiss[] }> {
  const groups = new Map<LanguageGroup | 'all', GroupFigures>();
  for (const group of [...LANGUAGE_GROUPS, 'all' as const]) groups.set(group, empty());
  const misses: MemberMiss[] = [];
  for (const question of questions) {
    const figures = [groups.get(question.language), groups.get('all')].filter((f): f is GroupFigures => !!f);
    const count = (key: keyof GroupFigures) => figures.forEach((f) => f[key]++);
    count('total');
    if (answerLanguage(question.text) === ANSWER_IN[question.language]) count('inLanguage');
    const reading = await understanding.read(question.text);
    const right = [question.intent, ...(question.also ?? [])].filter(isIntentId);
    if (reading.outcome === 'answer' && (right as string[]).includes(reading.intent)) {
      count('correct');
      continue;
    }
    if (reading.outcome === 'answer') count('wrong');
    else count(reading.outcome === 'clarify' ? 'askedBack' : 'fallback');
    const got =
      reading.outcome === 'answer'
        ? reading.intent
        : reading.outcome === 'clarify'
          ? `ask back: ${reading.options.join(' | ')}`
          : 'fallback';
    misses.push({ question, got });
  }
  return { groups, misses };
}
