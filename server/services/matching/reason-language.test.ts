import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARITAL_STATUS_LABELS } from '../../../contract/background';
import { INCOME_SLABS } from '../../../contract/enums';
import {
  FOOD_WORDS,
  HABIT_WORDS,
  INCOME_SLAB_WORDS,
  LANGUAGE_WORDS,
  MARITAL_STATUS_WORDS,
  RELIGION_WORDS,
  RELIGIOUS_WORDS,
  type Words,
} from '../../../contract/option-words';
import { translateReason } from './reason-language';

/** Every shape of sentence reasons.ts and wishes.ts write, with names, places and degrees as members write them. */
const ENGLISH = [
  'You are both 28',
  'Close in age: you are 28, Vik is 29',
  'You are both Hindu',
  'You are both non-vegetarian',
  'You share the same outlook on faith (moderate)',
  'Neither of you smokes',
  'Neither of you drinks',
  'Your smoking habits suit each other (you: never, Vik: occasionally)',
  'Your drinking habits suit each other (you: socially, They: regularly)',
  'Your food preferences suit each other (you: vegan, Vik: vegetarian)',
  'You both speak Hindi, Tamil and English',
  'You both live in Pune',
  'Similar education (you: BTech, Vik: MBA)',
  'Similar income range',
  'Vik already said yes to you',
  'Difference: 6 years apart in age',
  'Difference: you are Hindu and Vik is Jain',
  'Difference: you describe yourself as conservative, Vik as atheist',
  'Difference: you smoke never, Vik smokes socially',
  'Difference: you drink never, Vik drinks occasionally',
  'Difference: you are vegetarian, Vik is non-vegetarian',
  'Difference: you have no language in common',
  'Difference: you live in different countries (India and Canada)',
  'Difference: you live in different cities (Pune and Chennai)',
  'Difference: different levels of education (BTech and PhD)',
  'Difference: your income ranges are some way apart',
  'Speaks Tamil, like you',
  '29 years old, as you asked',
  '5\' 6" tall, as you asked',
  'Never smokes, as you asked',
  'Drinks socially, as you asked',
  'Speaks Hindi, Marathi, as you asked',
  'Earns 10-20 LPA, as you asked',
  'Lives in Pune, as you asked',
  'Never Married, as you asked',
  'Mother tongue Telugu, as you asked',
  'Manglik: Dont Know, as you asked',
  'Guna match, as you asked',
  'Difference: smokes socially, not the smoking you asked for',
  'Difference: sikh, not the religion you asked for',
];

/** What may stay in Latin letters: names, places, degrees, and the Latin digits of ages and heights. */
const KEPT = /\b(Vik|Pune|Chennai|India|Canada|BTech|MBA|PhD|LPA)\b/g;

describe('a suggestion’s reasons in Hindi and Tamil', () => {
  it('leave English as it is, byte for byte', () => {
    for (const reason of ENGLISH) expect(translateReason(reason, 'en')).toBe(reason);
  });

  it.each(['hi', 'ta'] as const)('say every reason in %s, option values included', (language) => {
    const english = ENGLISH.filter((reason) => /[a-z]{2}/i.test(translateReason(reason, language).replace(KEPT, '')));
    expect(english).toEqual([]);
  });

  it('read naturally, with the app’s own words for the values', () => {
    expect(translateReason('Close in age: you are 28, Vik is 29', 'hi')).toBe('उम्र में क़रीब (आप: 28 साल, Vik: 29 साल)');
    expect(translateReason('You are both Hindu', 'hi')).toBe('आप दोनों हिंदू हैं');
    expect(translateReason('You both speak Hindi, Tamil and English', 'ta')).toBe(
      'நீங்கள் இருவரும் இந்தி, தமிழ் மற்றும் ஆங்கிலம் பேசுகிறீர்கள்',
    );
    expect(translateReason('Never smokes, as you asked', 'hi')).toBe('धूम्रपान नहीं करते, जैसा आपने चाहा था');
    expect(translateReason('Difference: sikh, not the religion you asked for', 'ta')).toBe(
      'வேறுபாடு: சீக்கியர்; மதம் நீங்கள் கேட்டதிலிருந்து வேறுபடுகிறது',
    );
    expect(translateReason('Earns 10-20 LPA, as you asked', 'hi')).toBe('आय: 10-20 लाख सालाना, जैसा आपने चाहा था');
  });

  it('keep a sentence of no known shape as it is', () => {
    expect(translateReason('Something new', 'hi')).toBe('Something new');
  });
});

function catalog(language: 'hi' | 'ta'): Map<string, string> {
  const text = readFileSync(new URL(`../../../src/locales/${language}/app.po`, import.meta.url), 'utf8');
  return new Map([...text.matchAll(/msgid "(.*)"\nmsgstr "(.*)"/g)].map((m) => [m[1], m[2]]));
}

const titled = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

describe('the server’s option words', () => {
  const tables: [Record<string, Words>, (value: string) => string][] = [
    [RELIGION_WORDS, titled],
    [RELIGIOUS_WORDS, titled],
    [FOOD_WORDS, titled],
    [HABIT_WORDS, titled],
    [LANGUAGE_WORDS, titled],
    [MARITAL_STATUS_WORDS, (value) => MARITAL_STATUS_LABELS[value as keyof typeof MARITAL_STATUS_LABELS]],
    [INCOME_SLAB_WORDS, (value) => INCOME_SLABS.find((slab) => slab.value === value)?.label ?? value],
  ];
  it.each(['hi', 'ta'] as const)('are the app’s words in %s', (language) => {
    const app = catalog(language);
    for (const [table, english] of tables) {
      for (const [value, words] of Object.entries(table))
        expect([value, words[language]]).toEqual([value, app.get(english(value))]);
    }
  });
});
