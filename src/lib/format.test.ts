import { describe, expect, it } from 'vitest';
import { formatEnum, formatHeight, formatIncome, formatList, formatText, formatWeight } from './format';

describe('format', () => {
  it('reads every income slab as its label and unknown pairs as No Income (spec 3)', () => {
    expect(formatIncome({ min: null, max: null })).toBe('No Income');
    expect(formatIncome({ min: 0, max: 5 })).toBe('0-5 LPA');
    expect(formatIncome({ min: 5, max: 10 })).toBe('5-10 LPA');
    expect(formatIncome({ min: 10, max: 20 })).toBe('10-20 LPA');
    expect(formatIncome({ min: 20, max: 50 })).toBe('20-50 LPA');
    expect(formatIncome({ min: 50, max: 100 })).toBe('50-100 LPA');
    expect(formatIncome({ min: 100, max: null })).toBe('100+ LPA');
    expect(formatIncome({ min: 3, max: 7 })).toBe('No Income');
    expect(formatIncome(undefined)).toBe('Not Specified');
  });

  it('shows heights as feet and inches and blanks as Not Specified', () => {
    expect(formatHeight(67)).toBe(`5' 7"`);
    expect(formatHeight(72)).toBe(`6' 0"`);
    expect(formatHeight(null)).toBe('Not Specified');
    expect(formatWeight(60)).toBe('60 kg');
    expect(formatWeight(null)).toBe('Not Specified');
  });

  it('turns enum values into words', () => {
    expect(formatEnum('NON_VEGETARIAN')).toBe('Non Vegetarian');
    expect(formatEnum('HOUSE WIFE')).toBe('House Wife');
    expect(formatEnum(null)).toBe('Not Specified');
    expect(formatList(['HINDI', 'ENGLISH'])).toBe('Hindi, English');
    expect(formatList([])).toBe('Not Specified');
    expect(formatText('  ')).toBe('Not Specified');
    expect(formatText(0)).toBe('0');
  });
});
