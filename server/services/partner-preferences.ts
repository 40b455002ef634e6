import {
  EDUCATION_LEVELS,
  EDUCATION_LEVEL_LABELS,
  PARTNER_POOL_FEW,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_FIELDS,
  PREFERENCE_FIELD_LABELS,
  PREFERENCE_HEIGHT_MAX,
  PREFERENCE_HEIGHT_MIN,
  type PreferenceField,
} from '../../contract/enums';
import {
  type PartnerPool,
  type PartnerPreferences,
  PartnerPreferencesSchema,
  type PartnerPreferencesSaved,
  type PoolRelax,
} from '../../contract/schemas/partner-preferences';
import type { Queryable } from '../db/types';
import { badRequest, describeIssue } from '../lib/errors';
import { partnerPreferencesRepository } from '../repositories/partner-preferences';
import { NO_PREFERENCES, type StoredPreferences, fieldBit, toContract, toStored } from '../rules/stored-preferences';

/*
 * Partner preferences: reading, checking and saving a member's own, and the pool they leave.
 * The exported names are what other flows call (the own-profile routes, the AI Matchmaker saving wishes
 * a member told it): keep them stable.
 */

/** How far one tap widens a range dealbreaker, each side. */
const WIDEN_AGE_YEARS = 3;
const WIDEN_HEIGHT_INCHES = 3;

export type ParsedPreferences = { ok: true; preferences: PartnerPreferences } | { ok: false; errorMessage: string };

/** Checks preferences against the contract; the first problem in words a member can act on. */
export function parsePartnerPreferences(input: unknown): ParsedPreferences {
  const parsed = PartnerPreferencesSchema.safeParse(input);
  if (parsed.success) return { ok: true, preferences: parsed.data };
  return { ok: false, errorMessage: describeIssue(parsed.error.issues[0]!, input) };
}

/** The member's preferences, `{}` before any were saved. */
export async function getPartnerPreferences(db: Queryable, memberId: string): Promise<PartnerPreferences> {
  const stored = await partnerPreferencesRepository(db).find(memberId);
  return stored ? toContract(stored) : {};
}

/**
 * Replaces the member's preferences with `input` (the whole set: an absent field is no preference) and
 * answers what was saved with the pool it leaves. Bad input throws a 400 naming the problem, and nothing
 * is saved.
 */
export async function savePartnerPreferences(
  db: Queryable,
  memberId: string,
  input: unknown,
): Promise<PartnerPreferencesSaved> {
  const parsed = parsePartnerPreferences(input);
  if (!parsed.ok) throw badRequest(parsed.errorMessage);
  const stored = toStored(parsed.preferences);
  await partnerPreferencesRepository(db).save(memberId, stored);
  return { preferences: toContract(stored), pool: await poolOf(db, memberId, stored) };
}

/** How many published members fit the member's dealbreakers both ways, and what widening would add. */
export async function getPartnerPool(db: Queryable, memberId: string): Promise<PartnerPool> {
  const stored = await partnerPreferencesRepository(db).find(memberId);
  return poolOf(db, memberId, stored ?? NO_PREFERENCES);
}

async function poolOf(db: Queryable, memberId: string, stored: StoredPreferences): Promise<PartnerPool> {
  const relaxed = relax(stored);
  const counts = await partnerPreferencesRepository(db).pool(memberId, stored, relaxed.all);
  // Only a pool that leaves too few people earns advice; a fuller one is the member's choice to keep.
  if (counts.count >= PARTNER_POOL_FEW) return { count: counts.count, relax: [] };
  const advice: PoolRelax[] = [];
  for (const change of relaxed.changes) {
    const adds = (counts.relaxed[change.field] ?? 0) - counts.count;
    if (adds <= 0) continue;
    advice.push({
      field: change.field,
      text: `${change.what} adds ${adds} ${adds === 1 ? 'member' : 'members'}`,
      adds,
      preferences: toContract(change.preferences),
    });
  }
  advice.sort((a, b) => b.adds - a.adds || PREFERENCE_FIELDS.indexOf(a.field) - PREFERENCE_FIELDS.indexOf(b.field));
  return { count: counts.count, relax: advice };
}

interface Change {
  field: PreferenceField;
  /** The start of the advice, e.g. "Widening the age range to 23-33". */
  what: string;
  /** The member's preferences with this one change. */
  preferences: StoredPreferences;
}

function feetAndInches(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/**
 * One step of widening per dealbreaker: ranges grow each side, the education asked for drops one level,
 * any other dealbreaker becomes a wish. `all` carries every field's step at once, for the one counting
 * pass that takes each field's relaxed flag with the others as they are.
 */
export function relax(p: StoredPreferences): { all: StoredPreferences; changes: Change[] } {
  const all: { -readonly [K in keyof StoredPreferences]: StoredPreferences[K] } = { ...p };
  const changes: Change[] = [];
  const asWish = (field: PreferenceField): Change => ({
    field,
    what: `Making ${PREFERENCE_FIELD_LABELS[field].toLowerCase()} a wish instead of a dealbreaker`,
    preferences: { ...p, dealbreakers: p.dealbreakers & ~fieldBit(field) },
  });
  for (const field of PREFERENCE_FIELDS) {
    if ((p.dealbreakers & fieldBit(field)) === 0) continue;
    let change: Change;
    if (field === 'ageRange' && p.ageMin !== null && p.ageMax !== null) {
      const min = Math.max(PREFERENCE_AGE_MIN, p.ageMin - WIDEN_AGE_YEARS);
      const max = Math.min(PREFERENCE_AGE_MAX, p.ageMax + WIDEN_AGE_YEARS);
      change =
        min === p.ageMin && max === p.ageMax
          ? asWish(field)
          : { field, what: `Widening the age range to ${min}-${max}`, preferences: { ...p, ageMin: min, ageMax: max } };
      Object.assign(all, { ageMin: change.preferences.ageMin, ageMax: change.preferences.ageMax });
    } else if (field === 'heightRange' && p.heightMin !== null && p.heightMax !== null) {
      const min = Math.max(PREFERENCE_HEIGHT_MIN, p.heightMin - WIDEN_HEIGHT_INCHES);
      const max = Math.min(PREFERENCE_HEIGHT_MAX, p.heightMax + WIDEN_HEIGHT_INCHES);
      change =
        min === p.heightMin && max === p.heightMax
          ? asWish(field)
          : {
              field,
              what: `Widening the height range to ${feetAndInches(min)}-${feetAndInches(max)}`,
              preferences: { ...p, heightMin: min, heightMax: max },
            };
      Object.assign(all, { heightMin: change.preferences.heightMin, heightMax: change.preferences.heightMax });
    } else if (field === 'minEducation' && p.minEducation !== null && p.minEducation > 1) {
      const level = p.minEducation - 1;
      const label = EDUCATION_LEVEL_LABELS[EDUCATION_LEVELS[level - 1]!];
      change = {
        field,
        what: `Accepting a ${label.toLowerCase()} or higher`,
        preferences: { ...p, minEducation: level },
      };
      all.minEducation = level;
    } else {
      change = asWish(field);
    }
    if ((change.preferences.dealbreakers & fieldBit(field)) === 0) all.dealbreakers &= ~fieldBit(field);
    changes.push(change);
  }
  return { all, changes };
}
