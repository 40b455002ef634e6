import {
  INCOME_SLABS,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_HEIGHT_MAX,
  PREFERENCE_HEIGHT_MIN,
  type Food,
  type HabitFrequency,
  type IncomeSlab,
  type PreferenceField,
} from '../../../contract/enums';
import type { PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import { editDistance, normalizeText } from './text';
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

const clampAge = (n: number) => Math.min(PREFERENCE_AGE_MAX, Math.max(PREFERENCE_AGE_MIN, n));
const clampHeight = (n: number) => Math.min(PREFERENCE_HEIGHT_MAX, Math.max(PREFERENCE_HEIGHT_MIN, n));

const LOWER =
  /\b(above|over|more than|older than|taller than|at least|atleast|min|minimum|from|se upar|se zyada|se jyada|or above|or more|or older|or taller|and above|plus)\b|\+/;
const UPPER =
  /\b(under|below|less than|younger than|shorter than|not older than|not more than|max|maximum|upto|up to|at most|till|tak|se kam|or younger|or less|or shorter|and below|and under|within)\b/;

/** Which way a bound goes, from the words just around it. */
function direction(before: string, after: string): 'min' | 'max' | null {
  if (/\b(no one|nobody|noone|none|not|nothing) (above|over|older than|taller than|more than)$/.test(before.trim())) {
    return 'max';
  }
  const near = `${before.split(' ').slice(-3).join(' ')} | ${after.split(' ').slice(0, 3).join(' ')}`;
  const upper = UPPER.test(near);
  const lower = LOWER.test(near);
  if (upper && !lower) return 'max';
  if (lower && !upper) return 'min';
  return null;
}

interface Span {
  start: number;
  end: number;
}

/** Finds matches of a global pattern, blanking each out of `text` so later readers skip it. */
function take(state: { text: string }, pattern: RegExp): { match: RegExpExecArray; before: string; after: string }[] {
  const found: { match: RegExpExecArray; before: string; after: string }[] = [];
  const spans: Span[] = [];
  for (const match of state.text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    found.push({ match: match as RegExpExecArray, before: state.text.slice(0, start), after: state.text.slice(end) });
    spans.push({ start, end });
  }
  for (const { start, end } of spans.reverse()) {
    state.text = `${state.text.slice(0, start)}${' '.repeat(end - start)}${state.text.slice(end)}`;
  }
  return found;
}

const FEET = String.raw`(?<!\d)(\d)\s*(?:ft|feet|foot|fit)\s*(\d{1,2})?\s*(?:"|''|in|inch|inches)?(?!\d)`;
const CM = String.raw`(\d{3})\s*(?:cm|cms|centimeters?|centimetres?)\b`;
const DECIMAL_FEET = String.raw`(?<![\d.])(\d)\.(\d{1,2})\s*(?:ft|feet|foot)?`;
const HEIGHT_CONTEXT = /\b(height|tall|taller|shorter|lamba|lambi|lambe|short|ft|feet|cm)\b|'/;

function inches(feet: string, rest: string | undefined): number {
  return Number(feet) * 12 + Number(rest ?? 0);
}

function readHeights(state: { text: string }): PartnerPreferences['heightRange'] | undefined {
  if (!HEIGHT_CONTEXT.test(state.text)) return undefined;
  const one = `(?:${FEET}|${CM}|${DECIMAL_FEET})`;
  const value = (m: RegExpExecArray, offset: number): number =>
    m[offset] !== undefined
      ? inches(m[offset], m[offset + 1])
      : m[offset + 2] !== undefined
        ? Math.round(Number(m[offset + 2]) / 2.54)
        : Number(m[offset + 3]) * 12 + Number(m[offset + 4]);
  // "Between 160 and 175 cm": the unit said once, after both numbers.
  const centimetres = take(
    state,
    /\b(\d{3})\s*(?:-|to|se|and|till)\s*(\d{3})\s*(?:cm|cms|centimeters?|centimetres?)\b/g,
  );
  if (centimetres.length) {
    const [a, b] = [1, 2].map((i) => Math.round(Number(centimetres[0].match[i]) / 2.54));
    return { min: clampHeight(Math.min(a, b)), max: clampHeight(Math.max(a, b)) };
  }
  const ranges = take(state, new RegExp(`${one}\\s*(?:-|to|se|and|till|–)\\s*${one}`, 'g'));
  if (ranges.length) {
    const [a, b] = [value(ranges[0].match, 1), value(ranges[0].match, 6)];
    return { min: clampHeight(Math.min(a, b)), max: clampHeight(Math.max(a, b)) };
  }
  const singles = take(state, new RegExp(one, 'g'));
  if (!singles.length) return undefined;
  const { match, before, after } = singles[0];
  const height = clampHeight(value(match, 1));
  return direction(before, after) === 'max'
    ? { min: PREFERENCE_HEIGHT_MIN, max: height }
    : { min: height, max: PREFERENCE_HEIGHT_MAX };
}

const LAKHS = String.raw`(\d+(?:\.\d+)?)\s*(lpa|lakhs?|lacs?|lac|l|lakh per annum|cr|crores?)\b`;

function slabsBetween(low: number, high: number): IncomeSlab[] {
  return INCOME_SLABS.filter((s) => s.min !== null && s.min < high && (s.max ?? Infinity) > low).map((s) => s.value);
}

function readIncome(state: { text: string }): IncomeSlab[] | undefined {
  const lakhs = (n: string, unit: string) => Number(n) * (unit.startsWith('cr') ? 100 : 1);
  const ranges = take(state, new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(?:-|to|se|and)\s*${LAKHS}`, 'g'));
  if (ranges.length) {
    const m = ranges[0].match;
    return slabsBetween(lakhs(m[1], m[3]), lakhs(m[2], m[3]));
  }
  const singles = take(state, new RegExp(LAKHS, 'g'));
  if (!singles.length) return undefined;
  const { match, before, after } = singles[0];
  const amount = lakhs(match[1], match[2]);
  return direction(before, after) === 'max' ? slabsBetween(0, amount) : slabsBetween(amount, Infinity);
}

const DECADES: Record<string, number> = { twenties: 20, '20s': 20, thirties: 30, '30s': 30, forties: 40, '40s': 40 };

function readAges(state: { text: string }): PartnerPreferences['ageRange'] | undefined {
  const range = take(state, /\b(\d{2})\s*(?:-|to|se|and|till|–|or)\s*(\d{2})\b(?!\s*(?:lpa|lakh|lac|cm|kg|%))/g);
  for (const { match } of range) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    if (a >= 18 && b <= 80 && b >= 18) {
      return { min: clampAge(Math.min(a, b)), max: clampAge(Math.max(a, b)) };
    }
  }
  const decade = take(state, /\b(?:(early|mid|late) )?(twenties|thirties|forties|20s|30s|40s)\b/g);
  if (decade.length) {
    const base = DECADES[decade[0].match[2]];
    const part = decade[0].match[1];
    const [lo, hi] = part === 'early' ? [0, 3] : part === 'mid' ? [3, 6] : part === 'late' ? [6, 9] : [0, 9];
    return { min: clampAge(base + lo), max: clampAge(base + hi) };
  }
  const singles = take(state, /\b(\d{2})\b(?!\s*(?:lpa|lakh|lac|cm|kg|%))/g);
  for (const { match, before, after } of singles) {
    const age = Number(match[1]);
    if (age < 18 || age > 80) continue;
    const way = direction(before, after);
    if (way === 'max') return { min: PREFERENCE_AGE_MIN, max: clampAge(age) };
    if (way === 'min') return { min: clampAge(age), max: PREFERENCE_AGE_MAX };
  }
  return undefined;
}

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
const KNOWN = new Set(
  [RELIGION_WORDS, LANGUAGE_WORDS, CITY_WORDS, COUNTRY_WORDS].flatMap((lexicon) => Object.keys(lexicon)),
);
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
