import { z } from 'zod';
import { MARITAL_STATUSES } from '../background';
import {
  BADGES,
  EDUCATION_LEVELS,
  INCOME_SLAB_VALUES,
  ONBOARDING_LANGUAGES,
  PREFERENCE_HEIGHT_MAX,
  PREFERENCE_HEIGHT_MIN,
  PROFILE_FOODS,
  RELIGIONS,
} from '../enums';
import { OCCUPATIONS } from '../occupations';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE, SEARCH_SORTS } from '../search';
import { decimal } from './common';

/** A comma-separated query parameter as a list of distinct values, each checked by `item`. */
function list<T extends z.ZodType<string>>(item: T, max: number) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? [
            ...new Set(
              value
                .split(',')
                .map((part) => part.trim())
                .filter(Boolean),
            ),
          ]
        : value,
    z.array(item).min(1).max(max),
  );
}

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const place = z.string().min(1).max(100);

/**
 * GET /api/search: every filter optional, lists comma-separated. A filter narrows to members who meet it;
 * one whose value a member did not give leaves that member out.
 */
export const SearchQuerySchema = z
  .object({
    ageMin: decimal(z.number().int().min(SEARCH_AGE_MIN).max(SEARCH_AGE_MAX)),
    ageMax: decimal(z.number().int().min(SEARCH_AGE_MIN).max(SEARCH_AGE_MAX)),
    heightMin: decimal(z.number().int().min(PREFERENCE_HEIGHT_MIN).max(PREFERENCE_HEIGHT_MAX)),
    heightMax: decimal(z.number().int().min(PREFERENCE_HEIGHT_MIN).max(PREFERENCE_HEIGHT_MAX)),
    religions: list(z.enum(RELIGIONS), RELIGIONS.length),
    motherTongues: list(z.enum(ONBOARDING_LANGUAGES), ONBOARDING_LANGUAGES.length),
    maritalStatuses: list(z.enum(MARITAL_STATUSES), MARITAL_STATUSES.length),
    communities: list(z.string().min(1).max(60), 50),
    cities: list(place, 20),
    countries: list(place, 20),
    minEducation: z.enum(EDUCATION_LEVELS),
    incomeSlabs: list(z.enum(INCOME_SLAB_VALUES), INCOME_SLAB_VALUES.length),
    food: list(z.enum(PROFILE_FOODS), PROFILE_FOODS.length),
    withPhoto: flag,
    verifiedOnly: flag,
    sort: z.enum(SEARCH_SORTS),
    start: decimal(z.number().int().min(0).max(10_000)),
    limit: decimal(z.number().int().min(1).max(SEARCH_PAGE_MAX)),
  })
  .partial()
  .strict()
  .refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, {
    message: 'The lowest age must not be above the highest.',
  })
  .refine((q) => q.heightMin === undefined || q.heightMax === undefined || q.heightMin <= q.heightMax, {
    message: 'The lowest height must not be above the highest.',
  });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** One member as search, the shortlist and their cards show them. */
export const SearchProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  age: z.number().nullable(),
  city: z.string().nullable(),
  occupation: z.enum(OCCUPATIONS).nullable(),
  /** The first photo (a signed link), or null. */
  photo: z.string().nullable(),
  badges: z.array(z.enum(BADGES)),
  /** The searching member starred them. */
  shortlisted: z.boolean(),
});
export type SearchProfile = z.infer<typeof SearchProfileSchema>;

/** A page of members and how many there are in all. */
export const SearchResultSchema = z.object({
  profiles: z.array(SearchProfileSchema),
  total: z.number().int().min(0),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** GET /api/shortlist: offset paging, newest star first. */
export const ShortlistQuerySchema = z
  .object({
    start: decimal(z.number().int().min(0)).default(0),
    limit: decimal(z.number().int().min(1).max(SEARCH_PAGE_MAX)).default(SEARCH_PAGE_SIZE),
  })
  .strict();

export const ShortlistParamsSchema = z.object({ profileId: z.string().min(1).max(100) }).strict();
