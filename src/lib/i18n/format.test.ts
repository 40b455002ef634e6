import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees } from './format';

describe('numbers and dates in each language', () => {
  it('groups rupees in lakhs and crores, in Latin digits, in every language', () => {
    expect(formatRupees(1500000, 'en')).toBe('₹15,00,000');
    expect(formatRupees(1500000, 'hi')).toBe('₹15,00,000');
    expect(formatRupees(12500000, 'ta')).toBe('₹1,25,00,000');
  });

  it('keeps Latin digits for plain numbers', () => {
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
    expect(formatNumber(28, 'ta')).toBe('28');
  });

  it("writes dates with the language's month names and Latin digits", () => {
    const date = new Date(Date.UTC(2026, 0, 15, 12));
    expect(formatDate(date, 'en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      '15 January 2026',
    );
    expect(formatDate(date, 'hi', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      '15 जनवरी 2026',
    );
    expect(formatDate(date, 'ta', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      '15 ஜனவரி, 2026',
    );
  });

  it('says a time of day in the language, never "pm", with Latin digits', () => {
    const afternoon = new Date(Date.UTC(2026, 10, 28, 14, 5));
    const time = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
    expect(formatDate(afternoon, 'en', time)).toBe('2:05 pm');
    expect(formatDate(afternoon, 'hi', time)).toBe('दोपहर 2:05');
    expect(formatDate(afternoon, 'ta', time)).toBe('பிற்பகல் 2:05');
    const both = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(formatDate(afternoon, 'hi', both)).toBe('28 नव॰ 2026, दोपहर 2:05');
    expect(formatDate(new Date(Date.UTC(2026, 10, 28, 21, 30)), 'ta', both)).toBe('28 நவ., 2026, இரவு 9:30');
  });
});
