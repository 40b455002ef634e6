import { describe, expect, it } from 'vitest';
import { createSharedValues } from './shared-values';

/** A string equal to `value` but its own copy, as the database driver gives each row. */
const copy = (value: string) => Buffer.from(value).toString();

describe('shared values of held members', () => {
  it('gives one copy of equal answers and lists, and keeps null and empty apart', () => {
    const shared = createSharedValues();
    expect(shared.text(copy('HINDU'))).toBe(shared.text(copy('HINDU')));
    expect(shared.text(null)).toBeNull();

    const first = shared.list([copy('Hindi'), copy('English')]);
    const second = shared.list([copy('Hindi'), copy('English')]);
    expect(second).toBe(first);
    expect(first).toEqual(['Hindi', 'English']);
    expect(shared.list(['English', 'Hindi'])).not.toBe(first);
    expect(shared.list([])).toEqual([]);
    expect(shared.list(null)).toBe(shared.list([]));
  });

  it('freezes shared lists, so one member cannot change another', () => {
    const shared = createSharedValues();
    const languages = shared.list(['Tamil']) as string[];
    expect(() => languages.push('Telugu')).toThrow(TypeError);
    expect(() => (shared.list([]) as string[]).push('Tamil')).toThrow(TypeError);
  });

  it('reads stored partner preferences with every list shared and every other field as stored', () => {
    const shared = createSharedValues();
    const row = {
      age_min: 25,
      age_max: 32,
      height_min: null,
      height_max: null,
      religions: [copy('HINDU')],
      religious: [],
      smoking: [copy('NEVER')],
      drinking: [],
      food: [],
      languages: [],
      min_education: 2,
      income_slabs: [],
      countries: [copy('India')],
      cities: [],
      country_keys: [copy('india')],
      city_keys: [],
      marital_statuses: [],
      mother_tongues: [],
      communities: [],
      manglik: [],
      min_guna: null,
      dealbreakers: 5,
    };
    const a = shared.preferences(row);
    const b = shared.preferences({ ...row, religions: [copy('HINDU')], age_min: 27 });
    expect(a).toMatchObject({ ageMin: 25, ageMax: 32, heightMin: null, minEducation: 2, dealbreakers: 5 });
    expect(a.religions).toEqual(['HINDU']);
    expect(b.ageMin).toBe(27);
    expect(b.religions).toBe(a.religions);
    expect(b.countryKeys).toBe(a.countryKeys);
    expect(a.cities).toBe(a.food);
  });
});
