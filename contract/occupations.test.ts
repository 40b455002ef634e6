import { describe, expect, it } from 'vitest';
import { OCCUPATIONS, isOccupation, searchOccupations } from './occupations';

describe('the occupation list', () => {
  it('has each title once', () => {
    expect(new Set(OCCUPATIONS).size).toBe(OCCUPATIONS.length);
  });

  it('finds titles by the start of their words, case-blind, titles starting with the text first', () => {
    expect(searchOccupations('soft eng')).toEqual(['Software Engineer']);
    expect(searchOccupations('ENGINEER')).toContain('Civil Engineer');
    expect(searchOccupations('doc')[0]).toBe('Doctor');
    expect(searchOccupations('doc')).toContain('Veterinary Doctor');
    expect(searchOccupations('ias')).toEqual(['Civil Servant (IAS / IPS / IFS)']);
    expect(searchOccupations('zzz')).toEqual([]);
    expect(searchOccupations('', 3)).toEqual(['Accountant', 'Actor', 'Actuary']);
  });

  it('tells a listed title from anything else', () => {
    expect(isOccupation('Software Engineer')).toBe(true);
    expect(isOccupation('software engineer')).toBe(false);
  });
});
