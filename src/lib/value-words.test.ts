import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CHILDREN_LABELS, CREATED_FOR_LABELS, MARITAL_STATUS_LABELS } from '../../contract/background';
import { EDUCATION_LEVEL_LABELS, INCOME_SLABS, PREFERENCE_FIELD_LABELS } from '../../contract/enums';
import { formatEnum, formatHeight, formatIncome, formatList, formatText, formatWeight, wordsOf } from './format';
import { activateLanguage, i18n, loadAppMessages } from './i18n/i18n';
import {
  CHILDREN_WORDS,
  CREATED_FOR_WORDS,
  EDUCATION_LEVEL_WORDS,
  INCOME_SLAB_WORDS,
  MARITAL_STATUS_WORDS,
  PREFERENCE_FIELD_WORDS,
} from './value-words';

/** Each table's English, read through the catalog, next to the contract's own labels. */
function english(table: Readonly<Record<string, MessageDescriptor>>): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, words]) => [key, i18n._(words)]));
}

describe("a profile's values in the member's language", () => {
  it('read in English exactly as the contract labels them', async () => {
    await activateLanguage('en');
    await loadAppMessages();
    expect(english(CREATED_FOR_WORDS)).toEqual(CREATED_FOR_LABELS);
    expect(english(MARITAL_STATUS_WORDS)).toEqual(MARITAL_STATUS_LABELS);
    expect(english(CHILDREN_WORDS)).toEqual(CHILDREN_LABELS);
    expect(english(EDUCATION_LEVEL_WORDS)).toEqual(EDUCATION_LEVEL_LABELS);
    expect(english(PREFERENCE_FIELD_WORDS)).toEqual(PREFERENCE_FIELD_LABELS);
    expect(english(INCOME_SLAB_WORDS)).toEqual(Object.fromEntries(INCOME_SLABS.map((s) => [s.value, s.label])));
    expect(formatEnum('GRAHA_MAITRI')).toBe('Graha Maitri');
    expect(formatEnum('DONT_KNOW')).toBe('Dont Know');
  });

  it('read in Hindi, with Latin digits for heights, weights and income', async () => {
    await activateLanguage('hi');
    await loadAppMessages();
    expect(formatEnum('NON_VEGETARIAN')).toBe('मांसाहारी');
    expect(formatEnum('HOUSE WIFE')).toBe('गृहिणी');
    expect(formatEnum('MEENA')).toBe('मीन');
    expect(formatText('')).toBe('नहीं बताया गया');
    expect(formatHeight(67)).toBe(`5' 7"`);
    expect(formatWeight(60)).toBe('60 kg');
    expect(formatIncome({ min: 10, max: 20 })).toBe('10-20 लाख सालाना');
    expect(formatIncome({ min: null, max: null })).toBe('कोई आय नहीं');
    expect(wordsOf(MARITAL_STATUS_WORDS, 'NEVER_MARRIED')).toBe('अविवाहित');
  });

  it('read in Tamil', async () => {
    await activateLanguage('ta');
    await loadAppMessages();
    expect(formatList(['HINDI', 'TAMIL'])).toBe('இந்தி, தமிழ்');
    expect(formatEnum('ROHINI')).toBe('ரோகிணி');
    expect(formatEnum(null)).toBe('குறிப்பிடப்படவில்லை');
    expect(formatIncome({ min: 100, max: null })).toBe('ஆண்டுக்கு 100+ லட்சம்');
    expect(wordsOf(CREATED_FOR_WORDS, 'DAUGHTER')).toBe('என் மகள்');
  });
});
