import {
  ALL_LANGUAGES,
  INCOME_SLABS,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_FIELDS,
  PREFERENCE_HEIGHT_MAX,
  PREFERENCE_HEIGHT_MIN,
  type PreferenceField,
} from '../../../contract/enums';
import {
  PartnerPreferencesSchema,
  type PartnerPool,
  type PartnerPreferences,
} from '../../../contract/schemas/partner-preferences';
import type { Answer } from './answers';
import type { AnswerLanguage } from './language';
import type { AssistantMember } from './member';
import { normalizeText } from './text';
import { HINDI_WISHES, TAMIL_WISHES, type WishWords } from './wish-local';
import { isWish, readWish, type PreferenceValues, type WishChange } from './wishes';

/**
 * Partner preferences by conversation: a wish is read into a proposal, read
 * back field by field (dealbreaker or soft wish) and saved only after the
 * member says yes. "No" drops it; a correction changes it and reads it back
 * again. Saving goes through the member's PreferencesAccess, the same service
 * and validation as the profile page; a visitor is asked to sign in.
 */

/** The link to the place preferences are edited by hand. */
export const PREFERENCES_LINK = { label: 'Partner Preferences on Profile', path: '/app/profile' };

export const SIGN_IN_FOR_WISHES =
  'I can save who you are looking for once you are logged in: log in and tell me on the AI Matchmaker page (in the menu). Nothing has been saved.';
export const PREFERENCES_UNAVAILABLE =
  "I can't save partner preferences here yet, so nothing has been saved. The ranker learns your taste from every Accept and Reject in the meantime.";

const YES =
  /^(yes|y|yeah|yea|yep|yup|ya|haan|han|haa|ha|ji|ji haan|ji ha|ji han|aam|sari|ok|okay|okk|k|kk|sure|confirm|confirmed|correct|right|theek hai|thik hai|theek|done|save|save it|save them|go ahead|perfect|bilkul|sahi hai|sahi|yes please|please save|looks good|that's right|thats right)( please| save( it)?| ji| karo| kar do)?$/;
const NO =
  /^(no|nope|nah|nahi|na|illai|ventaam|vendam|cancel|don't|dont|do not|stop|leave it|rehne do|mat karo|not now|never mind|nevermind)\b/;

const FIELD_LABELS: Record<PreferenceField, string> = {
  ageRange: 'Age',
  heightRange: 'Height',
  religions: 'Religion',
  religious: 'How religious',
  smoking: 'Smoking',
  drinking: 'Drinking',
  food: 'Food',
  languages: 'Languages (at least one in common)',
  minEducation: 'Education',
  incomeSlabs: 'Income',
  countries: 'Country',
  cities: 'City',
  maritalStatuses: 'Marital status',
  motherTongues: 'Mother tongue',
  communities: 'Community',
  manglik: 'Manglik',
  minGuna: 'Guna match (both sharing a horoscope)',
};

const title = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const feetInches = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;
const HABIT_WORDS = { NEVER: 'never', OCCASIONALLY: 'occasionally', SOCIALLY: 'socially', ALWAYS: 'regularly' };
const FOOD_NAMES = { VEGETARIAN: 'vegetarian', NON_VEGETARIAN: 'non-vegetarian', VEGAN: 'vegan' };
const EDUCATION_NAMES = {
  DIPLOMA: 'a diploma',
  BACHELOR: "a bachelor's degree",
  MASTER: "a master's degree",
  DOCTORATE: 'a doctorate',
};

/** The dialogue's words in Hindi or Tamil; null is English. */
type Words = WishWords | null;
const WISH_WORDS: Record<AnswerLanguage, Words> = { en: null, hi: HINDI_WISHES, ta: TAMIL_WISHES };

const orIn = (words: Words) => (values: string[]) =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} ${words?.or ?? 'or'} ${values.at(-1)}`;
const or = orIn(null);

function range(
  min: number,
  max: number,
  [lowest, highest]: [number, number],
  show: (n: number) => string,
  words: Words,
): string {
  if (min === lowest && max === highest) return words?.any ?? 'any';
  if (min === lowest) return words ? words.upTo(show(max)) : `up to ${show(max)}`;
  if (max === highest) return words ? words.orMore(show(min)) : `${show(min)} or more`;
  if (min === max) return show(min);
  return words ? words.between(show(min), show(max)) : `${show(min)} to ${show(max)}`;
}

/** One field's value as the member reads it (in Hindi or Tamil with `words`). */
export function describeField(prefs: PartnerPreferences, field: PreferenceField, words: Words = null): string {
  const any = orIn(words);
  switch (field) {
    case 'ageRange':
      return range(prefs.ageRange!.min, prefs.ageRange!.max, [PREFERENCE_AGE_MIN, PREFERENCE_AGE_MAX], String, words);
    case 'heightRange': {
      const { min, max } = prefs.heightRange!;
      return range(min, max, [PREFERENCE_HEIGHT_MIN, PREFERENCE_HEIGHT_MAX], feetInches, words);
    }
    case 'smoking':
    case 'drinking':
      return any(prefs[field]!.map((h) => (words?.habits ?? HABIT_WORDS)[h]));
    case 'food':
      return any(prefs.food!.map((f) => (words?.food ?? FOOD_NAMES)[f]));
    case 'minEducation':
      return words ? words.atLeast(title(prefs.minEducation!)) : `at least ${EDUCATION_NAMES[prefs.minEducation!]}`;
    case 'incomeSlabs':
      return any(prefs.incomeSlabs!.map((s) => INCOME_SLABS.find((slab) => slab.value === s)?.label ?? s));
    case 'countries':
    case 'cities':
      return any(prefs[field]!);
    case 'communities':
      return or(prefs[field]!);
    case 'minGuna':
      return `at least ${prefs.minGuna} of 36`;
    default:
      return any((prefs[field] ?? []).map(title));
  }
}

const isSet = (prefs: PartnerPreferences, field: PreferenceField) => {
  const value = prefs[field];
  return value !== undefined && !(Array.isArray(value) && value.length === 0);
};

/** The preferences field by field, each marked dealbreaker or soft wish. */
export function readBack(prefs: PartnerPreferences, words: Words = null): string[] {
  return PREFERENCE_FIELDS.filter((field) => isSet(prefs, field)).map((field) => {
    const strict = prefs.dealbreakers?.includes(field);
    const kind = words ? (strict ? words.dealbreaker : words.soft) : strict ? 'dealbreaker' : 'soft wish';
    return `${(words?.labels ?? FIELD_LABELS)[field]}: ${describeField(prefs, field, words)} (${kind})`;
  });
}

const union = <T>(a: readonly T[] | undefined, b: readonly T[]) => [...new Set([...(a ?? []), ...b])];

/** The preferences after a change; only contract values ever enter (readWish gives nothing else). */
export function applyChange(current: PartnerPreferences, change: WishChange): PartnerPreferences {
  const next: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(change.set)) next[field] = value;
  // "Up to 5 ft 9" keeps the lower side already there; "25 or older" keeps the upper.
  for (const [field, side] of Object.entries(change.oneSided) as ['ageRange' | 'heightRange', 'min' | 'max'][]) {
    const before = current[field];
    const now = next[field] as { min: number; max: number } | undefined;
    if (!before || !now) continue;
    const kept = side === 'max' ? { min: before.min, max: now.max } : { min: now.min, max: before.max };
    if (kept.min <= kept.max) next[field] = kept;
  }
  for (const [field, value] of Object.entries(change.drop) as [keyof PreferenceValues, unknown[]][]) {
    const left = ((next[field] as unknown[] | undefined) ?? []).filter((v) => !value.includes(v));
    if (left.length) next[field] = left;
    else delete next[field];
  }
  for (const [field, value] of Object.entries(change.add) as [keyof PreferenceValues, unknown[]][]) {
    next[field] = union(next[field] as unknown[] | undefined, value);
  }
  for (const field of change.remove) delete next[field];
  let dealbreakers = new Set(current.dealbreakers ?? []);
  for (const field of change.strict) dealbreakers.add(field);
  for (const field of change.soft) dealbreakers.delete(field);
  const result = next as PartnerPreferences;
  dealbreakers = new Set([...dealbreakers].filter((field) => isSet(result, field)));
  // Languages keep only the contract's values, in its order.
  if (result.languages) result.languages = ALL_LANGUAGES.filter((l) => result.languages!.includes(l));
  if (dealbreakers.size) result.dealbreakers = PREFERENCE_FIELDS.filter((field) => dealbreakers.has(field));
  else delete result.dealbreakers;
  return result;
}

/** What a reply of the dialogue carries: the words, and a proposal awaiting a yes. */
export interface WishReply extends Answer {
  proposal?: PartnerPreferences;
  /** Set when the reply saved preferences (what the evaluation counts). */
  saved?: boolean;
}

function poolLine(pool: PartnerPool, words: Words = null): string {
  const people = `${pool.count} member${pool.count === 1 ? '' : 's'}`;
  const fit = words
    ? words.fit(pool.count)
    : `${people} fit${pool.count === 1 ? 's' : ''} your dealbreakers both ways right now.`;
  const relax = pool.relax[0];
  return relax && pool.count < FEW_PEOPLE ? `${fit} ${relax.text}.` : fit;
}

/** Below this, the member is told which dealbreaker to relax. */
export const FEW_PEOPLE = 20;

function proposalReply(proposal: PartnerPreferences, intro: string, words: Words): WishReply {
  const lines = readBack(proposal, words);
  const body = lines.length
    ? lines.map((line) => `- ${line}`).join('\n')
    : `- ${words?.nothing ?? 'no preferences (everyone who fits you both ways)'}`;
  const ask = words?.shallISave ?? 'Shall I save this? Answer yes to save, or tell me what to change.';
  return { text: `${intro}\n${body}\n${ask}`, proposal };
}

/**
 * The dialogue's turn, when the message is part of it: a wish, a reply to a
 * read-back, or null when the message is something else; said in `language`.
 */
export async function converse(
  message: string,
  pending: PartnerPreferences | undefined,
  member: AssistantMember | undefined,
  language: AnswerLanguage = 'en',
): Promise<WishReply | null> {
  const words = WISH_WORDS[language];
  const text = normalizeText(message).replace(/[.!]+$/, '');
  const change = readWish(message);
  const inDialogue = pending !== undefined;
  const wish = isWish(message, change, inDialogue);

  if (pending && !wish) {
    if (YES.test(text)) return save(pending, member, words);
    if (NO.test(text)) {
      return {
        text:
          words?.notSaved ?? "OK, I haven't saved anything. Tell me what you'd like instead, or ask me anything else.",
      };
    }
    return null;
  }
  if (!wish) return null;
  if (!member) return { text: words?.signIn ?? SIGN_IN_FOR_WISHES };
  if (!member.preferences) return { text: words?.unavailable ?? PREFERENCES_UNAVAILABLE };

  const base = pending ?? (await member.preferences.get());
  const proposal = applyChange(base, change);
  const valid = PartnerPreferencesSchema.safeParse(proposal);
  if (!valid.success) {
    const reason = valid.error.issues[0]?.message ?? 'it is not a valid preference';
    return {
      text: words ? words.cannotSet(reason) : `I can't set that: ${reason}. Nothing has been saved.`,
      ...(pending ? { proposal: pending } : {}),
    };
  }
  const labels = words?.labels ?? FIELD_LABELS;
  const cleared = change.remove.filter((field) => isSet(base, field)).map((field) => labels[field].toLowerCase());
  if (words) {
    const note = cleared.length ? words.noLonger(orIn(words)(cleared)) : '';
    return proposalReply(valid.data, `${pending ? words.changed : words.understood}${note} ${words.wouldSave}`, words);
  }
  const note = cleared.length ? ` No preference any more on ${or(cleared)}.` : '';
  const intro = `${pending ? 'Changed.' : 'Here is what I understood.'}${note} What I would save:`;
  return proposalReply(valid.data, intro, words);
}

async function save(
  proposal: PartnerPreferences,
  member: AssistantMember | undefined,
  words: Words,
): Promise<WishReply> {
  if (!member) return { text: words?.signIn ?? SIGN_IN_FOR_WISHES };
  if (!member.preferences) return { text: words?.unavailable ?? PREFERENCES_UNAVAILABLE };
  const outcome = await member.preferences.save(proposal);
  if (!outcome.ok) {
    const reason = outcome.errorMessage;
    return { text: words ? words.couldNotSave(reason) : `I couldn't save that: ${reason} Nothing has been saved.` };
  }
  const pool = poolLine(outcome.pool, words);
  return {
    text: words ? words.saved(pool) : `Saved. ${pool} You can change them any time here or on Profile.`,
    saved: true,
    links: [PREFERENCES_LINK],
  };
}

/** "What are my preferences?": the member's own, read back. */
export async function myPreferences(member: AssistantMember): Promise<Answer | null> {
  if (!member.preferences) return null;
  const current = await member.preferences.get();
  const lines = readBack(current);
  if (!lines.length) {
    return {
      text: "You haven't set any partner preferences yet. Tell me who you are looking for, for example 'only vegetarian, 26 to 30, from Pune', and I'll read it back before saving.",
      links: [PREFERENCES_LINK],
    };
  }
  const pool = await member.preferences.pool();
  return {
    text: `Your partner preferences:\n${lines.map((line) => `- ${line}`).join('\n')}\n${poolLine(pool)} Tell me what to change, or edit them on Profile.`,
    links: [PREFERENCES_LINK],
  };
}
