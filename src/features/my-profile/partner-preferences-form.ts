import { t } from '@lingui/core/macro';
import {
  ALL_LANGUAGES,
  EDUCATION_LEVELS,
  HABIT_FREQUENCIES,
  INCOME_SLAB_VALUES,
  ONBOARDING_LANGUAGES,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_FIELDS,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
  type EducationLevel,
  type PreferenceField,
} from '../../../contract/enums';
import { COMMUNITIES, MARITAL_STATUSES } from '../../../contract/background';
import { MANGLIK } from '../../../contract/horoscope';
import type { PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import { formatEnum, formatHeight, toOptions, wordsOf } from '../../lib/format';
import {
  EDUCATION_LEVEL_WORDS,
  INCOME_SLAB_WORDS,
  MARITAL_STATUS_WORDS,
  PREFERENCE_FIELD_WORDS,
} from '../../lib/value-words';
import type { Option } from './fields';

/**
 * The Partner Preferences form as data and pure functions: its values, how
 * they read back, and the first problem in what was typed. The server checks
 * the same rules (contract/schemas/partner-preferences.ts) with the same words.
 */

export type ChoiceField =
  | 'religions'
  | 'religious'
  | 'smoking'
  | 'drinking'
  | 'food'
  | 'incomeSlabs'
  | 'languages'
  | 'maritalStatuses'
  | 'motherTongues'
  | 'communities'
  | 'manglik';

export interface PreferenceValues {
  ageMin: string;
  ageMax: string;
  heightMin: string;
  heightMax: string;
  choices: Record<ChoiceField, string[]>;
  minEducation: EducationLevel | '';
  /** The least guna match, as a whole number of the 36; '' for none. */
  minGuna: string;
  /** Comma-separated, as typed. */
  countries: string;
  cities: string;
  dealbreakers: PreferenceField[];
}

/** Every community any religion offers, once, in alphabetical order (names, shown as written). */
const COMMUNITY_OPTIONS: readonly Option[] = [...new Set(Object.values(COMMUNITIES).flat())]
  .sort((a, b) => a.localeCompare(b))
  .map((value) => ({ value, label: value }));

/** A choice field's options, read in the language of the moment. */
export function choiceOptions(field: ChoiceField): readonly Option[] {
  return choiceOptionsNow()[field];
}

const choiceOptionsNow = (): Record<ChoiceField, readonly Option[]> => ({
  religions: toOptions(RELIGIONS),
  religious: toOptions(RELIGIOUS_LEVELS),
  smoking: toOptions(HABIT_FREQUENCIES),
  drinking: toOptions(HABIT_FREQUENCIES),
  food: toOptions(PROFILE_FOODS, (value) => (value === 'NON_VEGETARIAN' ? t`Non-Vegetarian` : formatEnum(value))),
  incomeSlabs: toOptions(INCOME_SLAB_VALUES, (slab) => wordsOf(INCOME_SLAB_WORDS, slab)),
  languages: toOptions(ALL_LANGUAGES),
  maritalStatuses: toOptions(MARITAL_STATUSES, (value) => wordsOf(MARITAL_STATUS_WORDS, value)),
  motherTongues: toOptions(ONBOARDING_LANGUAGES),
  communities: COMMUNITY_OPTIONS,
  manglik: toOptions(MANGLIK, (value) => (value === 'DONT_KNOW' ? t`Don't know` : formatEnum(value))),
});

/** 'Bachelor's degree or higher', in the member's language. */
function orHigher(level: EducationLevel): string {
  const education = wordsOf(EDUCATION_LEVEL_WORDS, level);
  return t`${education} or higher`;
}

export function educationOptions(): readonly Option[] {
  return EDUCATION_LEVELS.map((level) => ({ value: level, label: orHigher(level) }));
}

/** Heights offered, 4'0" to 7'0"; a saved height outside them is added so it is never lost. */
export function heightOptions(extra: readonly string[] = []): Option[] {
  const inches = new Set<number>();
  for (let h = 48; h <= 84; h++) inches.add(h);
  for (const value of extra) if (value !== '') inches.add(Number(value));
  return [...inches].sort((a, b) => a - b).map((h) => ({ value: String(h), label: formatHeight(h) }));
}

const CHOICE_FIELDS = Object.keys(choiceOptionsNow()) as ChoiceField[];
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function toValues(prefs: PartnerPreferences): PreferenceValues {
  return {
    ageMin: numberText(prefs.ageRange?.min),
    ageMax: numberText(prefs.ageRange?.max),
    heightMin: numberText(prefs.heightRange?.min),
    heightMax: numberText(prefs.heightRange?.max),
    choices: Object.fromEntries(CHOICE_FIELDS.map((field) => [field, [...(prefs[field] ?? [])]])) as Record<
      ChoiceField,
      string[]
    >,
    minEducation: prefs.minEducation ?? '',
    minGuna: numberText(prefs.minGuna),
    countries: (prefs.countries ?? []).join(', '),
    cities: (prefs.cities ?? []).join(', '),
    dealbreakers: [...(prefs.dealbreakers ?? [])],
  };
}

const places = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** What a range field says when it is half given, not whole numbers, out of bounds or upside down. */
const RANGE_PROBLEMS = {
  age: {
    half: () => t`Please give both the lowest and the highest age.`,
    whole: () => t`Please give the age in whole numbers.`,
    bounds: (low: number, high: number) => t`The age must be between ${low} and ${high}.`,
    order: () => t`The lowest age must not be above the highest.`,
  },
  height: {
    half: () => t`Please give both the lowest and the highest height.`,
    whole: () => t`Please give the height in whole numbers.`,
    bounds: (low: number, high: number) => t`The height must be between ${low} and ${high}.`,
    order: () => t`The lowest height must not be above the highest.`,
  },
} as const;

function range(
  kind: keyof typeof RANGE_PROBLEMS,
  minText: string,
  maxText: string,
  bounds?: { min: number; max: number },
): { ok: true; value?: { min: number; max: number } } | { ok: false; message: string } {
  const problems = RANGE_PROBLEMS[kind];
  if (minText.trim() === '' && maxText.trim() === '') return { ok: true };
  if (minText.trim() === '' || maxText.trim() === '') return { ok: false, message: problems.half() };
  const min = Number(minText);
  const max = Number(maxText);
  if (!Number.isInteger(min) || !Number.isInteger(max)) return { ok: false, message: problems.whole() };
  if (bounds && (min < bounds.min || max > bounds.max || min > bounds.max || max < bounds.min)) {
    return { ok: false, message: problems.bounds(bounds.min, bounds.max) };
  }
  if (min > max) return { ok: false, message: problems.order() };
  return { ok: true, value: { min, max } };
}

/** The form's values as the call takes them, or the first problem to show. */
export function fromValues(
  values: PreferenceValues,
): { ok: true; preferences: PartnerPreferences } | { ok: false; message: string } {
  const prefs: PartnerPreferences = {};
  const age = range('age', values.ageMin, values.ageMax, { min: PREFERENCE_AGE_MIN, max: PREFERENCE_AGE_MAX });
  if (!age.ok) return age;
  if (age.value) prefs.ageRange = age.value;
  const height = range('height', values.heightMin, values.heightMax);
  if (!height.ok) return height;
  if (height.value) prefs.heightRange = height.value;
  for (const field of CHOICE_FIELDS) {
    if (values.choices[field].length > 0) (prefs as Record<ChoiceField, string[]>)[field] = values.choices[field];
  }
  if (values.minEducation !== '') prefs.minEducation = values.minEducation;
  if (values.minGuna !== '') prefs.minGuna = Number(values.minGuna);
  const countries = places(values.countries);
  if (countries.length > 0) prefs.countries = countries;
  const cities = places(values.cities);
  if (cities.length > 0) prefs.cities = cities;
  // In the fields' order, so a save reads back the same whatever order the switches were turned.
  const dealbreakers = PREFERENCE_FIELDS.filter((field) => values.dealbreakers.includes(field));
  for (const field of dealbreakers) {
    if (prefs[field] === undefined) {
      return {
        ok: false,
        message: dealbreakerWithout(field),
      };
    }
  }
  if (dealbreakers.length > 0) prefs.dealbreakers = dealbreakers;
  return { ok: true, preferences: prefs };
}

function dealbreakerWithout(field: PreferenceField): string {
  const label = wordsOf(PREFERENCE_FIELD_WORDS, field);
  return t`${label} is marked a dealbreaker but has no preference set.`;
}

const noPreference = () => t`No preference`;

/** What the read-only list shows for each field. */
export function describeField(prefs: PartnerPreferences, field: PreferenceField): string {
  switch (field) {
    case 'ageRange':
      if (!prefs.ageRange) return noPreference();
      {
        const { min, max } = prefs.ageRange;
        return t`${min} to ${max} years`;
      }
    case 'heightRange':
      if (!prefs.heightRange) return noPreference();
      {
        const lowest = formatHeight(prefs.heightRange.min);
        const highest = formatHeight(prefs.heightRange.max);
        return t`${lowest} to ${highest}`;
      }
    case 'minEducation':
      return prefs.minEducation ? orHigher(prefs.minEducation) : noPreference();
    case 'minGuna':
      if (prefs.minGuna === undefined) return noPreference();
      {
        const least = prefs.minGuna;
        return t`${least} of 36 or more`;
      }
    case 'countries':
    case 'cities':
      return prefs[field]?.join(', ') || noPreference();
    default: {
      const chosen = prefs[field] ?? [];
      if (chosen.length === 0) return noPreference();
      const labels = choiceOptions(field);
      return chosen.map((value) => labels.find((o) => o.value === value)?.label ?? value).join(', ');
    }
  }
}
