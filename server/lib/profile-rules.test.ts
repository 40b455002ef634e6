import { describe, expect, it } from 'vitest';
import { ageOn, assertMarriageableAge, minimumAge, parseDob } from './profile-rules';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('date of birth', () => {
  it('parses MM/dd/yyyy to an ISO date', () => {
    expect(parseDob('02/29/1996', on('2026-01-01'))).toBe('1996-02-29');
  });

  it('refuses impossible dates and dates outside 1960-today', () => {
    expect(() => parseDob('02/29/1997', on('2026-01-01'))).toThrow('valid date of birth');
    expect(() => parseDob('13/01/1990', on('2026-01-01'))).toThrow('valid date of birth');
    expect(() => parseDob('12/31/1959', on('2026-01-01'))).toThrow('between 01/01/1960 and today');
    expect(parseDob('01/01/1960', on('2026-01-01'))).toBe('1960-01-01');
    expect(() => parseDob('01/02/2026', on('2026-01-01'))).toThrow('between 01/01/1960 and today');
  });
});

describe('age', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-06-15', on('2021-06-14'))).toBe(20);
    expect(ageOn('2000-06-15', on('2021-06-15'))).toBe(21);
  });

  it('is at least 21 for men and 18 otherwise', () => {
    expect(minimumAge('MALE')).toBe(21);
    expect(minimumAge('FEMALE')).toBe(18);
    expect(minimumAge('OTHER')).toBe(18);
    expect(() => assertMarriageableAge('2005-06-15', 'MALE', on('2026-06-14'))).toThrow('21 years');
    expect(() => assertMarriageableAge('2005-06-15', 'MALE', on('2026-06-15'))).not.toThrow();
    expect(() => assertMarriageableAge('2008-06-15', 'FEMALE', on('2026-06-14'))).toThrow('18 years');
    expect(() => assertMarriageableAge('2008-06-15', 'FEMALE', on('2026-06-15'))).not.toThrow();
  });
});
