import { scriptOf } from './script';
import { normalizeText, wordsOf } from './text';

/** The languages the AI Matchmaker answers in: the app's language codes. */
export const ANSWER_LANGUAGES = ['en', 'hi', 'ta'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];

export function isAnswerLanguage(value: unknown): value is AnswerLanguage {
  return typeof value === 'string' && (ANSWER_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Words that only Hindi written in Latin letters uses ("mera profile kab live
 * hoga"); words English shares ("to", "me", "hi") are left out.
 */
const HINGLISH = new Set(
  (
    'kya kyu kaise kaisa kaisi kab kaha kahan kaun kitna kitne kitni mera meri mere mujhe mujhko humko hamara hamari ' +
    'apna apni apne tum tumhara aap aapka aapki hai hain hoga hogi ho hota hoti karu kare karein karna karni karne ' +
    'karo kar raha rahi rahe nahi nahin mat chahiye chahte chahti chahta batao bataye bataiye mil milega milegi ' +
    'sakta sakti sakte kuch koi bhi aur ya lekin agar toh ladka ladki ladke beta beti bete shaadi rishta rishte ' +
    'paise wala wali wale liye baad pehle abhi gaya gayi gaye aaya aayi aaye ka ki ke ko se mein yeh ye woh wo uska ' +
    'uski unka unki iska iski dikhega dikhegi dikhe hatana badalna dalna daale lagta lagte jata jati jaye'
  ).split(' '),
);
/** Two Hinglish words, or one that is a good share of a short message, make a message Hinglish. */
const HINGLISH_WORDS = 2;

/** The language a question is written in, when it tells: Devanagari or Hinglish is Hindi, Tamil script Tamil. */
export function questionLanguage(message: string): AnswerLanguage | null {
  const script = scriptOf(message);
  if (script === 'devanagari') return 'hi';
  if (script === 'tamil') return 'ta';
  const words = wordsOf(normalizeText(message));
  const hinglish = words.filter((word) => HINGLISH.has(word)).length;
  if (hinglish >= HINGLISH_WORDS || (hinglish === 1 && words.length <= 3)) return 'hi';
  return null;
}

/** Fewer words than this ("1", "yes", "ok thanks") do not tell English from another language. */
const TELLING_WORDS = 3;

/**
 * The language to answer in: the question's own when it is written in Hindi
 * or Tamil; a reply too short to tell ("1", "haan"), or with a Hindi word
 * in it, keeps the conversation's language; otherwise the one the caller
 * asks for (the member's chosen language, or Accept-Language), English when
 * none.
 */
export function answerLanguage(
  message: string,
  requested?: AnswerLanguage,
  conversation?: AnswerLanguage,
): AnswerLanguage {
  const own = questionLanguage(message);
  if (own) return own;
  // "nahi, Mumbai instead of Pune" goes on in the conversation's language.
  const words = wordsOf(normalizeText(message));
  const keepsOn = words.length < TELLING_WORDS || words.some((word) => HINGLISH.has(word));
  return (keepsOn ? conversation : undefined) ?? requested ?? 'en';
}

/** The first of the app's languages an Accept-Language header names, by its weight. */
export function fromAcceptLanguage(header: string | undefined): AnswerLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.trim().toLowerCase().split('-')[0], weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ code }) => code).find(isAnswerLanguage);
}
