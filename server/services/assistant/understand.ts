import type { IntentModel, Ranked } from './classifier';
import type { Entities } from './entities';
import { INTENTS, type IntentId } from './intents';
import { SOMEONE } from './people';
import { normalizeText, wordsOf } from './text';

/**
 * How sure the classifier must be. Scores are NLP.js's, normalised to sum to
 * 1 over all intents; the bars were set on the training examples and checked
 * on the held-out set (npm run eval:assistant).
 */
export const ANSWER_THRESHOLD = 0.55;
/**
 * A message of one or two words gives the classifier little to go on, and it
 * is then overconfident ("number", "when"): such a message must score higher.
 */
export const SHORT_ANSWER_THRESHOLD = 0.9;
const SHORT_WORDS = 2;
/** When this share of a question's words is unknown to the examples, it must score as high as a short one. */
const UNKNOWN_SHARE = 0.5;
/**
 * The winning intent's own activation (a training example of it scores about
 * 1): below this the question resembles no examples much, whatever its share.
 */
export const MIN_ACTIVATION = 0.2;
/** Below this activation nothing resembles the question: the honest fallback, not "did you mean". */
const CLARIFY_ACTIVATION = 0.1;
/** Between this and ANSWER_THRESHOLD the assistant asks which of the closest topics was meant. */
export const CLARIFY_THRESHOLD = 0.2;
/** A topic is offered in "Did you mean" only if it scored at least this share of the best one. */
const CLARIFY_SHARE = 0.25;
const CLARIFY_OPTIONS = 3;
/**
 * Asking back is for answers that are truly close: when the runner-up scored
 * less than this share of the best, the best one is answered rather than
 * "do you mean …?".
 */
export const CLOSE_SHARE = 0.5;

/** What the assistant made of a question. */
export type Reading =
  | { outcome: 'answer'; intent: IntentId; entities: Entities; via: Via; score: number; detail?: boolean }
  | { outcome: 'clarify'; options: IntentId[]; entities: Entities; score: number }
  | { outcome: 'fallback'; entities: Entities; score: number };

export type Via = 'classifier' | 'rule' | 'follow-up' | 'choice';

/** What the conversation so far tells about a new question. */
export interface Context {
  /** The intent and entities of the assistant's last answer. */
  last?: { intent: IntentId; entities: Entities };
  /** The topics offered in the assistant's last turn, when it asked which was meant. */
  offered?: IntentId[];
}

// Prompt injection: attempts to change the assistant's rules or reach data and systems. Matched on normalised text.
const INJECTION: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules|prompts?|guidelines|restrictions|programming|the above)\b/,
  /\byou are (now|no longer)\b/,
  /\b(act|behave) as\b.{0,30}\b(admin|administrator|developer|system|root|dan|unrestricted|unfiltered)\b/,
  /\bpretend\b.{0,40}\b(admin|database|no rules|developer|system|unrestricted)\b/,
  /\b(system|hidden|secret|original) (prompt|instructions?|message)\b/,
  /\b(developer|admin|god|debug) mode\b/,
  /\b(jailbreak|sudo)\b/,
  /\b(admin|root) (access|rights|privileges|password)\b/,
  /\b(print|dump|show|list|export|output|reveal|display|give|leak)\b.{0,30}\b(database|db|tables?|all (users|members|profiles|emails|phone numbers|records|data)|every (user|member|profile)|passwords?|api keys?|env|environment variables|your (prompt|instructions|rules))\b/,
  /\bselect\b.{0,40}\bfrom\b/,
  /\b(drop|truncate|alter) table\b/,
  /\b(insert into|delete from|union select)\b/,
  /(^|\s)(system|assistant)\s*:/,
];

/** Data about a person that the assistant never gives out about anyone but the asker. */
const SENSITIVE = new Set([
  'number',
  'phone',
  'mobile',
  'contact',
  'contacts',
  'email',
  'mail',
  'address',
  'whatsapp',
  'instagram',
  'insta',
  'facebook',
  'fb',
  'snapchat',
  'telegram',
  'linkedin',
  'pan',
  'passport',
  'aadhaar',
  'documents',
  'document',
  'selfie',
  'salary',
  'income',
  'location',
  'details',
  'detail',
  'information',
  'info',
  'biodata',
  'photos',
  'photo',
]);
const OWN = new Set(['my', 'mine', 'mera', 'meri', 'mere', 'apna', 'apni', 'apne', 'our', 'myself']);
/** Words that make what follows another person's: "her number", "uska number", "someone's email". */
const OTHER_POSSESSORS = new Set([
  'her',
  'his',
  'their',
  'uska',
  'uski',
  'uske',
  'iska',
  'iski',
  'iske',
  'unka',
  'unki',
  'unke',
]);
const PERSON_NOUNS = new Set([
  SOMEONE,
  'her',
  'him',
  'them',
  'she',
  'he',
  'girl',
  'guy',
  'boy',
  'man',
  'woman',
  'lady',
  'person',
  'member',
  'members',
  'profile',
  'user',
  'match',
  'partner',
  'bride',
  'groom',
  'ladki',
  'ladka',
  'ladke',
]);
const DETERMINERS = new Set(['the', 'this', 'that', 'a', 'my', 'these', 'those', 'ye', 'yeh', 'wo', 'woh', 'is', 'us']);

/** Sensitive words not owned by the asker ("my number" is theirs to ask about). */
function unownedSensitive(words: string[]): number[] {
  const found: number[] = [];
  words.forEach((word, i) => {
    if (!SENSITIVE.has(word)) return;
    const before = words.slice(Math.max(0, i - 2), i);
    if (!before.some((w) => OWN.has(w))) found.push(i);
  });
  return found;
}

function isPossessor(word: string, next: string | undefined): boolean {
  if (OTHER_POSSESSORS.has(word)) return true;
  const owner = word.endsWith("'s") ? word.slice(0, -2) : word.endsWith("s'") ? word.slice(0, -1) : null;
  if (owner !== null) return !OWN.has(owner) && owner !== 'it' && owner !== 'what' && owner !== 'that';
  // Romanised Hindi: "someone ka number", "ladki ki email".
  return (PERSON_NOUNS.has(word) || word === SOMEONE) && (next === 'ka' || next === 'ki' || next === 'ke');
}

/**
 * Does the question ask for another person's data? Exact patterns only: a
 * possessor before the data ("her number", "Priya's email", "uska address"),
 * the data "of" a person ("number of the girl", "email of someone"), or where
 * a person lives or works. Questions that mention someone without asking
 * for their data ("she asked me for money") stay with the classifier.
 */
export function asksForOthersData(prepared: string, named: boolean, id: boolean): boolean {
  const words = wordsOf(prepared);
  const sensitive = unownedSensitive(words);
  for (const i of sensitive) {
    for (let j = Math.max(0, i - 4); j < i; j++) {
      const between = words.slice(j + 1, i);
      if (isPossessor(words[j], words[j + 1]) && !between.some((w) => OWN.has(w))) return true;
    }
    const after = words.slice(i + 1, i + 5);
    const of = after.indexOf('of');
    if (of >= 0) {
      const rest = after.slice(of + 1).filter((w) => !DETERMINERS.has(w) || w === 'my');
      const target = rest[0] === 'my' ? rest[1] : rest[0];
      if (target && PERSON_NOUNS.has(target)) return true;
    }
  }
  const text = words.join(' ');
  if (
    /\bwhere (does |do |is |did )?(she|he|someone|they|this \w+|that \w+|the \w+) (live|lives|stay|stays|work|works|located|from)\b/.test(
      text,
    )
  )
    return true;
  if (/\b(rehti|rehta|rehte|kaam karti|kaam karta)\b/.test(text) && /\b(wo|woh|ye|yeh|uska|uski|someone)\b/.test(text))
    return true;
  // A pasted id with any personal data ("passport of user 5b1f0c9e"), or a person asked about ("tell me about Arjun").
  if (id && sensitive.length > 0) return true;
  if ((id || named) && /\b(about|who is|kaun hai|everything)\b/.test(text)) return true;
  return false;
}

/** Words naming a trust badge ("is her photo verified", "his ID verified tick"). */
const BADGE_WORDS = new Set(['verified', 'badge', 'badges', 'tick', 'ticks']);

/**
 * Questions about what the app itself shows of a member, answered without any member's data: why Home
 * suggested someone (from the asker's own feed) and what a trust badge on a profile means (the same text
 * for everyone). "Is her photo verified" is not a request for her photo.
 */
function aboutWhatTheAppShows(intent: IntentId | 'None', words: string[]): boolean {
  if (intent === 'why-this-profile') return true;
  return intent === 'trust-badges' && words.some((word) => BADGE_WORDS.has(word));
}

export function isInjection(normalized: string): boolean {
  return INJECTION.some((pattern) => pattern.test(normalized));
}

/** "and the passport?", "what about email", "aur passport" */
const FOLLOW_UP_CUE = /^(and|or|also|aur|what about|how about|and what about|what of|same for|for|then|n)\b/;
/** "tell me more", "why?", "explain" after an answer: the same topic in more depth. */
const MORE =
  /^(tell me more|more|more info|more details|details|explain|explain more|elaborate|go on|why|why is that|how so|aur batao|aur bataiye|kyu|kaise)\??$/;
/** A reply choosing among offered topics: "1", "the second", "first one". */
const CHOICE: [RegExp, number][] = [
  [
    /^(1|one|first|the first|first one|the first one|pehla|pehli|option 1|a|yes|yes please|yeah|yep|yup|haan|ha|han|ji|ji haan|right|correct|exactly)$/,
    0,
  ],
  [/^(2|two|second|the second|second one|the second one|dusra|doosra|dusri|option 2|b)$/, 1],
  [/^(3|three|third|the third|third one|the third one|teesra|tisra|option 3|c|last|the last one)$/, 2],
];
const FOLLOW_UP_MAX_WORDS = 5;

export class Understanding {
  constructor(private readonly model: IntentModel) {}

  async read(message: string, context: Context = {}): Promise<Reading> {
    const normalized = normalizeText(message);
    const people = this.model.people.find(message);
    const entities = await this.model.entities.extract(normalized);
    const words = wordsOf(normalized);
    const bare = words.join(' ').replace(/\?$/, '');

    if (isInjection(normalized)) return { outcome: 'answer', intent: 'injection', entities, via: 'rule', score: 1 };

    if (context.offered?.length) {
      const chosen = CHOICE.find(([pattern]) => pattern.test(bare));
      const option = chosen ? context.offered[chosen[1]] : undefined;
      if (option) return { outcome: 'answer', intent: option, entities, via: 'choice', score: 1 };
    }

    const { ranked, activation } = await this.model.classify(people.text);
    const top = ranked[0] ?? { intent: 'None', score: 0 };

    if (asksForOthersData(people.text, people.named, people.id) && !aboutWhatTheAppShows(top.intent, words)) {
      return { outcome: 'answer', intent: 'others-data', entities, via: 'rule', score: 1 };
    }

    const last = context.last;
    // "Tell me more" with nothing before it has no topic.
    if (!last && MORE.test(bare)) return { outcome: 'fallback', entities, score: 0 };
    if (last && words.length <= FOLLOW_UP_MAX_WORDS) {
      if (MORE.test(bare)) return { ...last, outcome: 'answer', via: 'follow-up', score: 1, detail: true };
      const slot = INTENTS[last.intent].slot;
      const value = slot ? entities[slot] : undefined;
      // "and the passport?" after a PAN question: the same question about the passport. A bare name of
      // a document or channel counts too ("passport?"), unless the classifier is sure of something else.
      const onlyEntity = words.length <= 3 && !(top.score >= ANSWER_THRESHOLD && top.intent !== last.intent);
      if (slot && value && (FOLLOW_UP_CUE.test(bare) || onlyEntity)) {
        return { outcome: 'answer', intent: last.intent, entities: { [slot]: value }, via: 'follow-up', score: 1 };
      }
    }

    const littleToGoOn = words.length <= SHORT_WORDS || this.model.people.unknownShare(people.text) >= UNKNOWN_SHARE;
    return this.decide(ranked, activation, entities, context, littleToGoOn ? SHORT_ANSWER_THRESHOLD : ANSWER_THRESHOLD);
  }

  private decide(
    ranked: Ranked[],
    activation: number,
    entities: Entities,
    context: Context,
    threshold: number,
  ): Reading {
    const known = ranked.filter((r): r is { intent: IntentId; score: number } => r.intent !== 'None');
    const top = ranked[0];
    if (!top || top.intent === 'None' || known.length === 0) {
      return { outcome: 'fallback', entities, score: top?.score ?? 0 };
    }
    // After "did you mean …", an answer naming one of the offered topics settles it at a lower bar.
    const offered = context.offered?.length ? known.find((r) => context.offered?.includes(r.intent)) : undefined;
    if (offered && offered === known[0] && offered.score >= CLARIFY_THRESHOLD) {
      return { outcome: 'answer', intent: offered.intent, entities, via: 'choice', score: offered.score };
    }
    const best = known[0];
    if (best.score >= threshold && activation >= MIN_ACTIVATION) {
      return { outcome: 'answer', intent: best.intent, entities, via: 'classifier', score: best.score };
    }
    // Off-topic and injection are never offered as topics; a question that was most likely one gets the fallback.
    const options = known
      .filter((r) => r.score >= best.score * CLARIFY_SHARE && r.intent !== 'off-topic' && r.intent !== 'injection')
      .slice(0, CLARIFY_OPTIONS)
      .map((r) => r.intent);
    const offTopic = best.intent === 'off-topic' || best.intent === 'injection';
    const runnerUp = known[1]?.score ?? 0;
    if (!offTopic && best.score >= CLARIFY_THRESHOLD && activation >= CLARIFY_ACTIVATION) {
      // One answer clearly best: give it; ask back only between answers that are close.
      if (runnerUp < best.score * CLOSE_SHARE && activation >= MIN_ACTIVATION) {
        return { outcome: 'answer', intent: best.intent, entities, via: 'classifier', score: best.score };
      }
      return { outcome: 'clarify', options, entities, score: best.score };
    }
    return { outcome: 'fallback', entities, score: best.score };
  }
}
