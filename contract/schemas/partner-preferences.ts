import { z } from 'zod';
import {
  ALL_LANGUAGES,
  ONBOARDING_LANGUAGES,
  EDUCATION_LEVELS,
  HABIT_FREQUENCIES,
  INCOME_SLAB_VALUES,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_FIELDS,
  PREFERENCE_FIELD_LABELS,
  PREFERENCE_HEIGHT_MAX,
  PREFERENCE_HEIGHT_MIN,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
} from '../enums';
import { COMMUNITIES, MARITAL_STATUSES } from '../background';
import { GUNA_MAX, MANGLIK } from '../horoscope';

/**
 * Who a member is looking for (GET and PUT /api/profile/partner-preferences).
 * Every field is optional; an absent or empty field means "no preference".
 * `dealbreakers` names the fields that are strict: matching never suggests a
 * candidate outside them, and never suggests the member to someone whose
 * dealbreakers the member falls outside. Never shown to other members.
 */
function range(min: number, max: number, unit: string) {
  return z
    .object({
      min: z.number().int().min(min).max(max),
      max: z.number().int().min(min).max(max),
    })
    .strict()
    .refine((r) => r.min <= r.max, { message: `The lowest ${unit} must not be above the highest.` });
}

function values<T extends readonly [string, ...string[]]>(options: T) {
  return z.array(z.enum(options)).max(options.length);
}

const place = z.string().trim().min(1).max(100);

/** Every community some religion offers (a member may look beyond their own religion's list). */
const ALL_COMMUNITIES = [...new Set(Object.values(COMMUNITIES).flat())] as [string, ...string[]];

export const PartnerPreferencesSchema = z
  .object({
    ageRange: range(PREFERENCE_AGE_MIN, PREFERENCE_AGE_MAX, 'age'),
    heightRange: range(PREFERENCE_HEIGHT_MIN, PREFERENCE_HEIGHT_MAX, 'height'),
    religions: values(RELIGIONS),
    religious: values(RELIGIOUS_LEVELS),
    smoking: values(HABIT_FREQUENCIES),
    drinking: values(HABIT_FREQUENCIES),
    food: values(PROFILE_FOODS),
    languages: values(ALL_LANGUAGES),
    minEducation: z.enum(EDUCATION_LEVELS),
    incomeSlabs: values(INCOME_SLAB_VALUES),
    countries: z.array(place).max(20),
    cities: z.array(place).max(50),
    maritalStatuses: values(MARITAL_STATUSES),
    motherTongues: values(ONBOARDING_LANGUAGES),
    communities: values(ALL_COMMUNITIES),
    manglik: values(MANGLIK),
    /** The least guna match (Ashtakoota, out of 36); applies only between two members who both share a horoscope. */
    minGuna: z.number().int().min(0).max(GUNA_MAX),
    dealbreakers: z.array(z.enum(PREFERENCE_FIELDS)).max(PREFERENCE_FIELDS.length),
  })
  .partial()
  .strict()
  .superRefine((prefs, ctx) => {
    for (const field of prefs.dealbreakers ?? []) {
      const value = prefs[field];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) {
        ctx.addIssue({
          code: 'custom',
          path: ['dealbreakers'],
          message: `${PREFERENCE_FIELD_LABELS[field]} is marked a dealbreaker but has no preference set.`,
        });
      }
    }
  });
export type PartnerPreferences = z.infer<typeof PartnerPreferencesSchema>;

/** One way to widen preferences that leave few people, with what it would add. */
export const PoolRelaxSchema = z.object({
  field: z.enum(PREFERENCE_FIELDS),
  /** What to tell the member, e.g. "Widening the age range to 23-33 adds 41 members". */
  text: z.string(),
  /** How many more published members would fit both ways. */
  adds: z.number().int().min(0),
  /** The whole preference set with this one change, to save with one tap. */
  preferences: z.lazy(() => PartnerPreferencesSchema),
});
export type PoolRelax = z.infer<typeof PoolRelaxSchema>;

/**
 * How many published members fit the member's dealbreakers both ways
 * (GET /api/profile/partner-preferences/pool), and the relaxations that
 * would add the most, largest first.
 */
export const PartnerPoolSchema = z.object({
  count: z.number().int().min(0),
  relax: z.array(PoolRelaxSchema),
});
export type PartnerPool = z.infer<typeof PartnerPoolSchema>;

/** The answer of PUT /api/profile/partner-preferences: what was saved and the pool it leaves. */
export const PartnerPreferencesSavedSchema = z.object({
  preferences: PartnerPreferencesSchema,
  pool: PartnerPoolSchema,
});
export type PartnerPreferencesSaved = z.infer<typeof PartnerPreferencesSavedSchema>;
