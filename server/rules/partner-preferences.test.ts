import { describe, expect, it } from 'vitest';
import {
  ALL_LANGUAGES,
  EDUCATION_LEVELS,
  HABIT_FREQUENCIES,
  INCOME_SLABS,
  PREFERENCE_FIELDS,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
} from '../../contract/enums';
import { MARITAL_STATUSES } from '../../contract/background';
import type { PartnerPreferences } from '../../contract/schemas/partner-preferences';
import { toRow } from '../repositories/partner-preferences';
import { useTestServer } from '../test/test-server';
import {
  type PreferenceTraits,
  ageOn,
  meetsDealbreakers,
  meetsDealbreakersSql,
  softWishes,
} from './partner-preferences';
import { toContract, toStored } from './stored-preferences';

const t = useTestServer();

/** A small seeded generator, so a failure plays the same every time. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[]): T[] => values.filter(() => next() < 0.35);
  const maybe = <T>(value: T): T | null => (next() < 0.1 ? null : value);
  return { next, pick, some, maybe };
}

const DEGREES = ['BTech', 'MBA', 'PhD', 'Diploma in Nursing', 'BA', 'Unknown degree'] as const;
const PLACES = ['Pune', ' pune ', 'Mumbai', 'Delhi'] as const;
const TODAY = '2026-03-01';

function traits(r: ReturnType<typeof random>): PreferenceTraits {
  const slab = r.pick(INCOME_SLABS);
  const year = 1950 + Math.floor(r.next() * 55);
  // Birthdays near the day matching runs, and the 29th of February, are where ages turn.
  const day = r.pick(['02-28', '02-29', '03-01', '03-02', '07-15']);
  const dob = day === '02-29' && year % 4 !== 0 ? `${year}-02-28` : `${year}-${day}`;
  return {
    dob: r.maybe(dob),
    height: r.maybe(48 + Math.floor(r.next() * 40)),
    religion: r.maybe(r.pick(RELIGIONS)),
    religious: r.maybe(r.pick(RELIGIOUS_LEVELS)),
    smoking: r.maybe(r.pick(HABIT_FREQUENCIES)),
    drinking: r.maybe(r.pick(HABIT_FREQUENCIES)),
    food: r.maybe(r.pick(PROFILE_FOODS)),
    languages: r.some(['HINDI', 'ENGLISH', 'MARATHI', 'OTHER']),
    degree: r.maybe(r.pick(DEGREES)),
    minIncome: slab.min,
    maxIncome: slab.max,
    city: r.maybe(r.pick(PLACES)),
    country: r.maybe(r.pick(['India', 'india', 'Nepal'])),
    maritalStatus: r.maybe(r.pick(MARITAL_STATUSES)),
    motherTongue: r.maybe(r.pick(['HINDI', 'MARATHI', 'TAMIL'])),
    community: r.maybe(r.pick(['Brahmin', 'Nair', 'Jat'])),
  };
}

function preferences(r: ReturnType<typeof random>): PartnerPreferences {
  const prefs: PartnerPreferences = {};
  const lo = 21 + Math.floor(r.next() * 40);
  if (r.next() < 0.5) prefs.ageRange = { min: lo, max: lo + Math.floor(r.next() * 15) };
  const h = 50 + Math.floor(r.next() * 30);
  if (r.next() < 0.5) prefs.heightRange = { min: h, max: h + Math.floor(r.next() * 12) };
  prefs.religions = r.some(RELIGIONS);
  prefs.religious = r.some(RELIGIOUS_LEVELS);
  prefs.smoking = r.some(HABIT_FREQUENCIES);
  prefs.drinking = r.some(HABIT_FREQUENCIES);
  prefs.food = r.some(PROFILE_FOODS);
  prefs.languages = r.some(ALL_LANGUAGES.filter((l) => ['HINDI', 'ENGLISH', 'MARATHI', 'TAMIL'].includes(l)));
  if (r.next() < 0.5) prefs.minEducation = r.pick(EDUCATION_LEVELS);
  prefs.incomeSlabs = r.some(INCOME_SLABS.map((s) => s.value));
  prefs.countries = r.some(['India', 'NEPAL']);
  prefs.cities = r.some(['pune', 'Mumbai ']);
  prefs.maritalStatuses = r.some(MARITAL_STATUSES);
  prefs.motherTongues = r.some(['HINDI', 'MARATHI'] as const);
  prefs.communities = r.some(['Brahmin', 'Jat']);
  const set = PREFERENCE_FIELDS.filter((field) => {
    const value = prefs[field];
    return value !== undefined && !(Array.isArray(value) && value.length === 0);
  });
  prefs.dealbreakers = set.filter(() => r.next() < 0.25);
  return prefs;
}

function profileRow(x: PreferenceTraits) {
  return {
    dob: x.dob,
    height: x.height,
    religion: x.religion,
    religious: x.religious,
    smoking: x.smoking,
    drinking: x.drinking,
    food: x.food,
    languages: x.languages,
    degree: x.degree,
    min_income: x.minIncome,
    max_income: x.maxIncome,
    city: x.city,
    country: x.country,
    marital_status: x.maritalStatus,
    mother_tongue: x.motherTongue,
    community: x.community,
  };
}

describe('partner preference rules', () => {
  it('counts age in whole years at the given day', () => {
    expect(ageOn('2000-03-01', '2026-03-01')).toBe(26);
    expect(ageOn('2000-03-02', '2026-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });

  it('reads back what it stores', () => {
    const r = random(7);
    for (let i = 0; i < 50; i++) {
      const prefs = preferences(r);
      const expected = Object.fromEntries(
        Object.entries(prefs)
          .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
          .map(([k, v]) => [k, k === 'cities' || k === 'countries' ? (v as string[]).map((s) => s.trim()) : v]),
      );
      expect(toContract(toStored(prefs))).toEqual(expected);
    }
  });

  it('judges every pair the same in TypeScript and in the SQL generated from it', async () => {
    const r = random(29);
    const people = Array.from({ length: 60 }, () => traits(r));
    const wishes = Array.from({ length: 60 }, () => preferences(r)).map(toStored);
    const { rows } = await t.db.query<{ i: number; j: number; ok: boolean }>(
      `SELECT pi.n::int - 1 AS i, ci.n::int - 1 AS j, ${meetsDealbreakersSql('p', 'c', '$3::date')} AS ok
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS pi(v, n)
       CROSS JOIN jsonb_array_elements($2::jsonb) WITH ORDINALITY AS ci(v, n)
       CROSS JOIN LATERAL jsonb_populate_record(NULL::partner_preferences, pi.v) p
       CROSS JOIN LATERAL jsonb_populate_record(NULL::profiles, ci.v) c`,
      [JSON.stringify(wishes.map(toRow)), JSON.stringify(people.map(profileRow)), TODAY],
    );
    expect(rows).toHaveLength(3600);
    let kept = 0;
    for (const row of rows) {
      const expected = meetsDealbreakers(wishes[row.i], people[row.j]!, TODAY);
      if (row.ok !== expected) expect({ prefs: wishes[row.i], person: people[row.j], sql: row.ok }).toBeNull();
      if (expected) kept++;
    }
    // Both answers occur often, so agreement means something.
    expect(kept).toBeGreaterThan(300);
    expect(kept).toBeLessThan(3300);
  });

  it('keeps an unknown value out of a dealbreaker but counts it neither way as a wish', () => {
    const prefs = toStored({ heightRange: { min: 60, max: 70 }, food: ['VEGAN'], dealbreakers: ['heightRange'] });
    const person: PreferenceTraits = { ...traits(random(1)), height: null, food: null };
    expect(meetsDealbreakers(prefs, person, TODAY)).toBe(false);
    expect(softWishes(prefs, person, TODAY)).toEqual({ met: [], missed: [] });
    expect(softWishes(prefs, { ...person, height: 65, food: 'VEGETARIAN' }, TODAY)).toEqual({
      met: [],
      missed: ['food'],
    });
  });
});
