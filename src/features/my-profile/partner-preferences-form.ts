import {
  ALL_LANGUAGES,
  EDUCATION_LEVELS,
  EDUCATION_LEVEL_LABELS,
  HABIT_FREQUENCIES,
  INCOME_SLABS,
  ONBOARDING_LANGUAGES,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_FIELDS,
  PREFERENCE_FIELD_LABELS,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
  type EducationLevel,
  type PreferenceField,
} from '../../../contract/enums';
import { COMMUNITIES, MARITAL_STATUSES, MARITAL_STATUS_LABELS } from '../../../contract/background';
import { MANGLIK } from '../../../contract/horoscope';
import type { PartnerPreferences } from '../../../contract/schemas/partner-preferences';
import { formatEnum, formatHeight, toOptions } from '../../lib/format';
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

export const CHOICE_OPTIONS: Record<ChoiceField, readonly Option[]> = {
  religions: toOptions(RELIGIONS),
  religious: toOptions(RELIGIOUS_LEVELS),
  smoking: toOptions(HABIT_FREQUENCIES),
  drinking: toOptions(HABIT_FREQUENCIES),
  food: toOptions(PROFILE_FOODS, (value) => (value === 'NON_VEGETARIAN' ? 'Non-Vegetarian' : formatEnum(value))),
  incomeSlabs: INCOME_SLABS.map((slab) => ({ value: slab.value, label: slab.label })),
  languages: toOptions(ALL_LANGUAGES),
  maritalStatuses: MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] })),
  motherTongues: toOptions(ONBOARDING_LANGUAGES),
  communities: [...new Set(Object.values(COMMUNITIES).flat())]
    .sort((a, b) => a.localeCompare(b))
    .map((value) => ({ value, label: value })),
  manglik: toOptions(MANGLIK, (value) => (value === 'DONT_KNOW' ? "Don't know" : formatEnum(value))),
};

export const EDUCATION_OPTIONS: readonly Option[] = EDUCATION_LEVELS.map((level) => ({
  value: level,
  label: `${EDUCATION_LEVEL_LABELS[level]} or higher`,
}));

/** Heights offered, 4'0" to 7'0"; a saved height outside them is added so it is never lost. */
export function heightOptions(extra: readonly string[] = []): Option[] {
  const inches = new Set<number>();
  for (let h = 48; h <= 84; h++) inches.add(h);
  for (const value of extra) if (value !== '') inches.add(Number(value));
  return [...inches].sort((a, b) => a - b).map((h) => ({ value: String(h), label: formatHeight(h) }));
}

const CHOICE_FIELDS = Object.keys(CHOICE_OPTIONS) as ChoiceField[];
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

function range(
  label: string,
  minText: string,
  maxText: string,
  bounds?: { min: number; max: number },
): { ok: true; value?: { min: number; max: number } } | { ok: false; message: string } {
  if (minText.trim() === '' && maxText.trim() === '') return { ok: true };
  if (minText.trim() === '' || maxText.trim() === '') {
    return { ok: false, message: `Please give both the lowest and the highest ${label}.` };
  }
  const min = Number(minText);
  const max = Number(maxText);
  if (!Number.isInteger(min) || !Number.isInteger(max))
    return { ok: false, message: `Please give the ${label} in whole numbers.` };
  if (bounds && (min < bounds.min || max > bounds.max || min > bounds.max || max < bounds.min)) {
    return { ok: false, message: `The ${label} must be between ${bounds.min} and ${bounds.max}.` };
  }
  if (min > max) return { ok: false, message: `The lowest ${label} must not be above the highest.` };
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
        message: `${PREFERENCE_FIELD_LABELS[field]} is marked a dealbreaker but has no preference set.`,
      };
    }
  }
  if (dealbreakers.length > 0) prefs.dealbreakers = dealbreakers;
  return { ok: true, preferences: prefs };
}

const NO_PREFERENCE = 'No preference';

/** What the read-only list shows for each field. */
export function describeField(prefs: PartnerPreferences, field: PreferenceField): string {
  switch (field) {
    case 'ageRange':
      return prefs.ageRange ? `${prefs.ageRange.min} to ${prefs.ageRange.max} years` : NO_PREFERENCE;
    case 'heightRange':
      return prefs.heightRange
        ? `${formatHeight(prefs.heightRange.min)} to ${formatHeight(prefs.heightRange.max)}`
        : NO_PREFERENCE;
    case 'minEducation':
      return prefs.minEducation ? `${EDUCATION_LEVEL_LABELS[prefs.minEducation]} or higher` : NO_PREFERENCE;
    case 'minGuna':
      return prefs.minGuna === undefined ? NO_PREFERENCE : `${prefs.minGuna} of 36 or more`;
    case 'countries':
    case 'cities':
      return prefs[field]?.join(', ') || NO_PREFERENCE;
    default: {
      const chosen = prefs[field] ?? [];
      if (chosen.length === 0) return NO_PREFERENCE;
      const labels = CHOICE_OPTIONS[field];
      return chosen.map((value) => labels.find((o) => o.value === value)?.label ?? value).join(', ');
    }
  }
}
