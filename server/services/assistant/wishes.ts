import {
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_HEIGHT_MAX,
  PREFERENCE_HEIGHT_MIN,
  type Food,
  type HabitFrequency,
  type PreferenceField,
} from '../../../contract/enums';
import type { PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import { editDistance, normalizeText } from './text';
import { readAges, readHeights, readIncome } from './wish-numbers';
import {
  CITY_WORDS,
  COUNTRY_WORDS,
  DRINK,
  EDUCATION_WORDS,
  HABIT_NONE,
  NO_MEAT,
  NON_VEGETARIAN,
  LANGUAGE_WORDS,
  OCCASIONAL_ONLY,
  RELIGION_WORDS,
  RELIGIOUS_WORDS,
  SMOKE,
  SOFT_CUES,
  STRICT_CUES,
  VEGAN,
  VEGETARIAN,
  WISH_CUES,
} from './wish-words';

/**
 * Partner preferences said in words ("sirf veg ladki chahiye Pune se, 26 se
 * 30", "no smokers", "remove the age limit"), read without a language model
 * into a change of the member's preferences. Every value comes from the
 * contract's enumerations or the city and country lists of wish-words.ts;
 * what is not understood is left out, never guessed.
 */

export type PreferenceValues = Omit<PartnerPreferences, 'dealbreakers'>;

/** What a message asks to change. Fields absent from every part stay as they are. */
export interface WishChange {
  /** Fields given a new value. */
  set: PreferenceValues;
  /** List fields extended ("also Marathi speakers"). */
  add: PreferenceValues;
  /** Fields to clear ("remove the age limit"). */
  remove: PreferenceField[];
  /** Fields to make dealbreakers ("only", "must", "never", "sirf", "bilkul nahi"). */
  strict: PreferenceField[];
  /** Fields to make soft wishes ("prefer", "ideally", "chalega"). */
  soft: PreferenceField[];
  /** Values taken out of list fields ("forget Kochi"). */
  drop: PreferenceValues;
  /** A range given one side only ("up to 5 ft 9"): the other side of the current range stays. */
  oneSided: Partial<Record<'ageRange' | 'heightRange', 'min' | 'max'>>;
}

export const emptyChange = (): WishChange => ({
  set: {},
  add: {},
  remove: [],
  strict: [],
  soft: [],
  drop: {},
  oneSided: {},
});

export function isEmptyChange(change: WishChange): boolean {
  return (
    Object.keys(change.set).length === 0 &&
    Object.keys(change.add).length === 0 &&
    change.remove.length === 0 &&
    change.strict.length === 0 &&
    change.soft.length === 0 &&
    Object.keys(change.drop).length === 0
  );
}

/** The field each word names, for "remove the age limit", "religion doesn't matter", "make food a dealbreaker". */
const FIELD_NAMES: [RegExp, PreferenceField][] = [
  [/\b(age|ages|umar|umr|age limit|age range|age gap)\b/, 'ageRange'],
  [/\b(height|heights|lambai|tall|taller)\b/, 'heightRange'],
  [/\b(religion|religions|dharm|dharam|faith|caste)\b/, 'religions'],
  [/\b(religious|religiosity)\b/, 'religious'],
  [/\b(smoking|smoker|smokers|smoke)\b/, 'smoking'],
  [/\b(drinking|drinker|drinkers|drink|alcohol)\b/, 'drinking'],
  [/\b(food|diet|khana|veg|non veg|vegetarian)\b/, 'food'],
  [/\b(language|languages|bhasha|mother tongue)\b/, 'languages'],
  [/\b(education|qualification|degree|padhai)\b/, 'minEducation'],
  [/\b(income|salary|earning|earnings|package|kamai)\b/, 'incomeSlabs'],
  [/\b(city|cities|location|place|shehar|sheher)\b/, 'cities'],
  [/\b(country|countries|desh)\b/, 'countries'],
];

const REMOVE =
  /\bno (\w+ )?(limit|preference|filter|bar|restriction)s?\b|\b(remove|drop|delete|clear|forget|no limit|no preference|without|doesn't matter|does not matter|doesnt matter|dont care|don't care|do not care|no matter|koi bhi|any|farak nahi|fark nahi|matter nahi|hata do|hatao|hata de)\b/;
const MAKE_STRICT = /\b(make|mark|set|keep)\b.{0,30}\b(dealbreaker|deal breaker|strict|must)\b|\b(is|are) (a )?must\b/;
const MAKE_SOFT =
  /\b(not a dealbreaker|not a deal breaker|not strict|flexible|soft|optional|make it soft|not compulsory|zaruri nahi|zaroori nahi)\b/;
const ADD = /\b(also|bhi|add|plus|as well|too|and also)\b|^and\b/;
/** "Forget Kochi", "remove Jain": values taken out of a list. */
const DROP = /\b(forget|remove|drop|exclude|no more|hata do|hatao|hata de|not any more|take out)\b/;

/** One letter wrong, missing, extra, or two neighbours swapped ("chandigrah"). */
function oneSlip(word: string, key: string): boolean {
  if (editDistance(word, key, 1) <= 1) return true;
  if (word.length !== key.length) return false;
  const diff = [...word].flatMap((ch, i) => (ch === key[i] ? [] : [i]));
  return (
    diff.length === 2 && diff[1] === diff[0] + 1 && word[diff[0]] === key[diff[1]] && word[diff[1]] === key[diff[0]]
  );
}

/** Every word of every lexicon: a known word is never read as a slip of another ("hindu" is not "hindi"). */
const KNOWN = new Set([
  ...[RELIGION_WORDS, LANGUAGE_WORDS, CITY_WORDS, COUNTRY_WORDS].flatMap((lexicon) => Object.keys(lexicon)),
  // States have no field of their own; "Punjab se" is not the Punjabi language.
  ...['punjab', 'gujarat', 'kerala', 'bengal', 'maharashtra', 'karnataka', 'rajasthan', 'haryana', 'bihar', 'odisha'],
]);
const FUZZY_MIN_LENGTH = 6;

/** A word of a lexicon, allowing a slip of one letter in longer words ("marathi" → "marthi"). */
function lookUp<T>(words: string[], lexicon: Record<string, T>): T[] {
  const found: T[] = [];
  const keys = Object.keys(lexicon);
  for (let i = 0; i < words.length; i++) {
    const two = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
    if (two && two in lexicon) {
      found.push(lexicon[two]);
      i++;
      continue;
    }
    const word = words[i];
    if (word in lexicon) {
      found.push(lexicon[word]);
      continue;
    }
    if (word.length < FUZZY_MIN_LENGTH || KNOWN.has(word)) continue;
    const near = keys.find((key) => !key.includes(' ') && oneSlip(word, key));
    if (near) found.push(lexicon[near]);
  }
  return [...new Set(found)];
}

/** Words a member rules out in a correction: "Mumbai instead of Pune", "not Pune", "Pune nahi". */
function excludedWords(words: string[]): string[] {
  const out: string[] = [];
  words.forEach((word, i) => {
    const before = words.slice(Math.max(0, i - 2), i).join(' ');
    const after = words[i + 1];
    if (/\b(instead of|not|no|except|other than|rather than)$/.test(before) || after === 'nahi' || after === 'not') {
      out.push(word);
    }
  });
  return out;
}

const without = <T>(values: T[], excluded: T[]) => values.filter((value) => !excluded.includes(value));

/** The diets a clause accepts: "vegetarian or vegan", "no non-veg", "non-vegetarian" (which is not "vegetarian"). */
function foodsOf(text: string): Food[] {
  if (NO_MEAT.test(text)) return ['VEGETARIAN', 'VEGAN'];
  if (NON_VEGETARIAN.test(text)) return ['NON_VEGETARIAN'];
  return [
    ...(VEGETARIAN.test(text) ? (['VEGETARIAN'] as const) : []),
    ...(VEGAN.test(text) ? (['VEGAN'] as const) : []),
  ];
}

function habit(clause: string, pattern: RegExp): HabitFrequency[] | 'remove' | undefined {
  const found = pattern.exec(clause);
  if (!found) return undefined;
  const word = found[0];
  if (/^(non|no)/.test(word) || /^teetotal/.test(word)) return ['NEVER'];
  // The habit's own neighbourhood decides: "no smoking, drinks socially fine" reads each apart.
  const start = Math.max(0, found.index - 30);
  const near = clause.slice(start, found.index + word.length + 30);
  if (/\b(nahi chalega|nahi chalegi|not ok|not okay|not fine|bilkul nahi|not allowed|no way)\b/.test(near))
    return ['NEVER'];
  if (/\b(socially|social)\b/.test(near)) return ['NEVER', 'OCCASIONALLY', 'SOCIALLY'];
  if (OCCASIONAL_ONLY.test(near)) return ['NEVER', 'OCCASIONALLY'];
  if (
    /\b(ok|okay|fine|chalega|chalegi|doesn't matter|doesnt matter|does not matter|no problem|koi baat nahi)\b/.test(
      near,
    )
  )
    return 'remove';
  if (HABIT_NONE.test(near)) return ['NEVER'];
  return undefined;
}

/** Splits a message where members change subject: commas, "but", "and also", full stops. */
function clausesOf(message: string): string[] {
  // 5'4" and 5' read as feet and inches before normalising drops the quote marks.
  return (
    message
      .replace(/(\d)\s*['’]\s*(\d{1,2})\s*(?:"|”|''|’’)?/g, '$1 ft $2 in ')
      .replace(/(\d)\s*['’](?!\d)/g, '$1 ft ')
      // "27 - 32" keeps its dash as a word: normalising would drop it.
      .replace(/(\d)\s*[-–]\s*(\d)/g, '$1 to $2')
      .split(/[,;!?\n]|\.(?!\d)|\bbut\b|\blekin\b|\bpar\b|\bwhile\b/i)
      .map((clause) => normalizeText(clause))
      .filter((clause) => clause.length > 0)
  );
}

function mark(change: WishChange, field: PreferenceField, strictness: 'strict' | 'soft' | null): void {
  if (strictness === 'strict' && !change.strict.includes(field)) change.strict.push(field);
  if (strictness === 'soft' && !change.soft.includes(field)) change.soft.push(field);
}

function strictnessOf(clause: string, whole: string): 'strict' | 'soft' | null {
  // "Bilkul nahi chalega" refuses outright, though "chalega" alone would soften.
  if (/\b(bilkul nahi|nahi chalega|nahi chalegi|not acceptable|not ok|not okay)\b/.test(clause)) return 'strict';
  if (MAKE_SOFT.test(clause) || SOFT_CUES.test(clause)) return 'soft';
  if (STRICT_CUES.test(clause)) return 'strict';
  // "Only …" or "sirf …" opening a message governs it all, unless a clause says otherwise.
  if (/^(i )?(only|sirf|strictly)\b/.test(whole)) return 'strict';
  return null;
}

/** Which side a range was given on, when it reaches the contract's bound on the other. */
function sideOf(range: { min: number; max: number }, lowest: number, highest: number): 'min' | 'max' | null {
  if (range.min === lowest && range.max !== highest) return 'max';
  if (range.max === highest && range.min !== lowest) return 'min';
  return null;
}

/** Reads one message into a change of preferences (possibly empty). */
export function readWish(message: string): WishChange {
  const change = emptyChange();
  const whole = normalizeText(message);
  for (const clause of clausesOf(message)) {
    const adding = ADD.test(clause);
    const dropping = DROP.test(clause);
    // "Vegetarian bhi chalega" widens a list; it does not soften it. Only an explicit word changes strictness.
    const strictness = adding
      ? MAKE_SOFT.test(clause)
        ? 'soft'
        : STRICT_CUES.test(clause)
          ? 'strict'
          : null
      : strictnessOf(clause, whole);
    const put = <K extends keyof PreferenceValues>(field: K, value: PreferenceValues[K], list = false) => {
      if (list && dropping) {
        (change.drop as Record<string, unknown>)[field] = value;
        return;
      }
      if (list && adding) (change.add as Record<string, unknown>)[field] = value;
      else (change.set as Record<string, unknown>)[field] = value;
      mark(change, field, strictness ?? (field === 'smoking' || field === 'drinking' ? habitDefault(clause) : null));
    };
    const state = { text: clause };
    const height = readHeights(state);
    if (height) {
      put('heightRange', height);
      const side = sideOf(height, PREFERENCE_HEIGHT_MIN, PREFERENCE_HEIGHT_MAX);
      if (side) change.oneSided.heightRange = side;
    }
    const income = readIncome(state);
    if (income?.length) put('incomeSlabs', income, true);
    const age = readAges(state);
    if (age) {
      put('ageRange', age);
      const side = sideOf(age, PREFERENCE_AGE_MIN, PREFERENCE_AGE_MAX);
      if (side) change.oneSided.ageRange = side;
    }

    const rest = state.text;
    const words = rest.split(/\s+/).filter(Boolean);
    let valued = Boolean(height || income?.length || age);

    const foods = foodsOf(rest);
    if (foods.length) {
      put('food', foods, true);
      valued = true;
    }
    for (const [field, pattern] of [
      ['smoking', SMOKE],
      ['drinking', DRINK],
    ] as const) {
      const found = habit(rest, pattern);
      if (found === 'remove') {
        change.remove.push(field);
        valued = true;
      } else if (found) {
        put(field, found);
        valued = true;
      }
    }
    const religions = without(lookUp(words, RELIGION_WORDS), lookUp(excludedWords(words), RELIGION_WORDS));
    if (religions.length) put('religions', religions, true);
    const religious = RELIGIOUS_WORDS.find(([pattern]) => pattern.test(rest));
    if (religious && !/\b(religion|religions)\b/.test(rest)) put('religious', religious[1], true);
    const languages = without(lookUp(words, LANGUAGE_WORDS), lookUp(excludedWords(words), LANGUAGE_WORDS));
    if (languages.length) put('languages', languages, true);
    const cities = without(lookUp(words, CITY_WORDS), lookUp(excludedWords(words), CITY_WORDS));
    if (cities.length) put('cities', cities, true);
    const countries = without(lookUp(words, COUNTRY_WORDS), lookUp(excludedWords(words), COUNTRY_WORDS));
    if (countries.length) put('countries', countries, true);
    const education = EDUCATION_WORDS.find(([pattern]) => pattern.test(rest));
    if (education) put('minEducation', education[1]);
    valued ||= Boolean(
      religions.length || religious || languages.length || cities.length || countries.length || education,
    );

    // A field named without a value: removing it or changing how strict it is.
    const named = FIELD_NAMES.filter(([pattern]) => pattern.test(rest)).map(([, field]) => field);
    if (!valued && named.length) {
      if (MAKE_SOFT.test(clause)) named.forEach((field) => mark(change, field, 'soft'));
      else if (MAKE_STRICT.test(clause)) named.forEach((field) => mark(change, field, 'strict'));
      else if (REMOVE.test(clause)) change.remove.push(...named.filter((f) => !change.remove.includes(f)));
    }
  }
  // A field both set and removed in one message ("no age limit, 25 to 30" is odd, but the value wins).
  change.remove = change.remove.filter(
    (field) => !(field in change.set) && !(field in change.add) && !(field in change.drop),
  );
  return change;
}

/** "No smokers" is firm unless softened: a habit ruled out is a dealbreaker by default. */
function habitDefault(clause: string): 'strict' | null {
  return /\b(no|non|never|nahi|na|bilkul|dont|doesnt|does not|do not|should not|must not)\b|\b\w+n't\b/.test(clause)
    ? 'strict'
    : null;
}

const SHORT_WISH_WORDS = 12;
/** Naming what a wish is about ("umar 25 se 29", "income 10-20 LPA") or how it is said ("shouldn't", "shud"). */
const FIELD_CUES =
  /\b(age|umar|umr|saal|height|ft|feet|cm|tall|taller|lpa|lakh|lakhs|income|salary|kamata|kamati|earning|earn|smoking|drinking|drinks|food|diet|religion|language|speaking|speaks|bolne|city|beech|zyada|shud|shld)\b|\b\w+n't\b/;
const PARTNER_NOUNS =
  /\b(girl|gal|gurl|boy|guy|man|woman|lady|ladki|ladka|partner|bride|groom|someone|sum1|some1|wife|husband|match|ammayi|ponnu|spouse)\b/;

/** A question about the service rather than a wish ("is it safe to meet a smoker?"). */
const QUESTION =
  /^(how|what|why|where|when|which|who|is|are|do|does|did|can i|could i|will|would|should i|kya|kaise|kyu|kab)\b/;
const FIRM_CUES =
  /\b(want|looking for|chahiye|only|sirf|prefer|preferably|find me|show me|remove|add|also|make|set|change|update|must|should be|should not|would love|would like)\b/;

const ASKING_CUES =
  /\b(want|looking for|chahiye|prefer|preferably|find me|show me|remove|add|also|make|set|change|update|can you|could you)\b/;

/**
 * Whether a message states wishes: it changes something and says so, or
 * answers a read-back (`inDialogue`), where any change counts.
 */
export function isWish(message: string, change: WishChange, inDialogue: boolean): boolean {
  if (isEmptyChange(change)) return false;
  if (inDialogue) return true;
  const text = normalizeText(message);
  if (
    /\b(i am|i'm|im|i live|i stay|my height|my age|my number|about me|my profile|main|mera|meri)\b/.test(text) &&
    !FIRM_CUES.test(text)
  ) {
    return false;
  }
  if (/\b(kaisa|kaisi|kaise|kya|kab|kaun|kahan|kyu)\b/.test(text) && !FIRM_CUES.test(text)) return false;
  if (QUESTION.test(text) && !FIRM_CUES.test(text)) return false;
  // "only indian numbers allowed?" asks about a rule; a wish put as a question names what is wanted.
  if (message.trim().endsWith('?') && !ASKING_CUES.test(text)) return false;
  // A short message of values alone ("late twenties, Bangalore or Mumbai") answers who they are looking for.
  if ([WISH_CUES, FIRM_CUES, SOFT_CUES, STRICT_CUES, FIELD_CUES].some((cue) => cue.test(text))) return true;
  const fields = new Set([...Object.keys(change.set), ...Object.keys(change.add)]).size;
  return text.split(' ').length <= SHORT_WISH_WORDS && (fields >= 2 || PARTNER_NOUNS.test(text));
}
