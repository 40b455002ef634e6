import { EDUCATION_LEVELS, PREFERENCE_FIELDS, type PreferenceField } from '../../contract/enums';
import type { PartnerPreferences } from '../../contract/schemas/partner-preferences';

/*
 * Partner preferences as stored: the contract's shape (every field optional) to the columns matching
 * reads, and back. What the preferences decide about a member is partner-preferences.ts.
 */

/** A member's preferences as stored: a column per field, and which are strict as a bitmask. */
export interface StoredPreferences {
  ageMin: number | null;
  ageMax: number | null;
  heightMin: number | null;
  heightMax: number | null;
  religions: readonly string[];
  religious: readonly string[];
  smoking: readonly string[];
  drinking: readonly string[];
  food: readonly string[];
  languages: readonly string[];
  /** 1 diploma .. 4 doctorate (DEGREE_LEVELS' numbers). */
  minEducation: number | null;
  incomeSlabs: readonly string[];
  countries: readonly string[];
  cities: readonly string[];
  /** Trimmed lowercase copies of countries and cities, as compared. */
  countryKeys: readonly string[];
  cityKeys: readonly string[];
  maritalStatuses: readonly string[];
  motherTongues: readonly string[];
  communities: readonly string[];
  manglik: readonly string[];
  /** 0-36, the least Ashtakoota total between two members who both share a horoscope. */
  minGuna: number | null;
  /** Bit i set: PREFERENCE_FIELDS[i] is a dealbreaker. */
  dealbreakers: number;
}

export const NO_PREFERENCES: StoredPreferences = {
  ageMin: null,
  ageMax: null,
  heightMin: null,
  heightMax: null,
  religions: [],
  religious: [],
  smoking: [],
  drinking: [],
  food: [],
  languages: [],
  minEducation: null,
  incomeSlabs: [],
  countries: [],
  cities: [],
  countryKeys: [],
  cityKeys: [],
  maritalStatuses: [],
  motherTongues: [],
  communities: [],
  manglik: [],
  minGuna: null,
  dealbreakers: 0,
};

export function placeKey(place: string): string {
  return place.trim().toLowerCase();
}

/** The bit of a field in `dealbreakers`. */
export function fieldBit(field: PreferenceField): number {
  return 1 << PREFERENCE_FIELDS.indexOf(field);
}

/** The contract's shape (every field optional, empty means none) to the stored one. */
export function toStored(prefs: PartnerPreferences): StoredPreferences {
  const countries = prefs.countries?.map((c) => c.trim()) ?? [];
  const cities = prefs.cities?.map((c) => c.trim()) ?? [];
  return {
    ageMin: prefs.ageRange?.min ?? null,
    ageMax: prefs.ageRange?.max ?? null,
    heightMin: prefs.heightRange?.min ?? null,
    heightMax: prefs.heightRange?.max ?? null,
    religions: prefs.religions ?? [],
    religious: prefs.religious ?? [],
    smoking: prefs.smoking ?? [],
    drinking: prefs.drinking ?? [],
    food: prefs.food ?? [],
    languages: prefs.languages ?? [],
    minEducation: prefs.minEducation ? EDUCATION_LEVELS.indexOf(prefs.minEducation) + 1 : null,
    incomeSlabs: prefs.incomeSlabs ?? [],
    countries,
    cities,
    countryKeys: [...new Set(countries.map(placeKey))],
    cityKeys: [...new Set(cities.map(placeKey))],
    maritalStatuses: prefs.maritalStatuses ?? [],
    motherTongues: prefs.motherTongues ?? [],
    communities: prefs.communities ?? [],
    manglik: prefs.manglik ?? [],
    minGuna: prefs.minGuna ?? null,
    dealbreakers: (prefs.dealbreakers ?? []).reduce((mask, field) => mask | fieldBit(field), 0),
  };
}

/** The stored shape back to the contract's, leaving out what is not stated. */
export function toContract(p: StoredPreferences): PartnerPreferences {
  const out: PartnerPreferences = {};
  if (p.ageMin !== null && p.ageMax !== null) out.ageRange = { min: p.ageMin, max: p.ageMax };
  if (p.heightMin !== null && p.heightMax !== null) out.heightRange = { min: p.heightMin, max: p.heightMax };
  const lists = {
    religions: p.religions,
    religious: p.religious,
    smoking: p.smoking,
    drinking: p.drinking,
    food: p.food,
    languages: p.languages,
    incomeSlabs: p.incomeSlabs,
    countries: p.countries,
    cities: p.cities,
    maritalStatuses: p.maritalStatuses,
    motherTongues: p.motherTongues,
    communities: p.communities,
    manglik: p.manglik,
  } as const;
  for (const [key, value] of Object.entries(lists)) {
    if (value.length > 0) (out as Record<string, unknown>)[key] = [...value];
  }
  if (p.minEducation !== null) out.minEducation = EDUCATION_LEVELS[p.minEducation - 1];
  if (p.minGuna !== null) out.minGuna = p.minGuna;
  const dealbreakers = PREFERENCE_FIELDS.filter((field) => (p.dealbreakers & fieldBit(field)) !== 0);
  if (dealbreakers.length > 0) out.dealbreakers = dealbreakers;
  return out;
}
