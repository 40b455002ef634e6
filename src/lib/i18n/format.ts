import { LANGUAGES, type Language } from '../../../contract/languages';

/**
 * Numbers and dates in the member's language through `Intl`, always in Latin
 * digits (members read heights, ages, amounts and phone numbers in them
 * whatever the script of the words around them); money in lakhs and crores.
 */
function localeOf(language: Language): string {
  return LANGUAGES.find((entry) => entry.code === language)?.locale ?? 'en-IN';
}

/** 1500000 -> '₹15,00,000' (lakh grouping in every language). */
export function formatRupees(amount: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  }).format(amount);
}

/** 1234567 -> '12,34,567'. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { numberingSystem: 'latn' }).format(value);
}

export function formatDate(
  date: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(localeOf(language), { ...options, numberingSystem: 'latn' }).format(new Date(date));
}

/**
 * A moment in a list (a message, a notification): in English as the device writes dates, in Hindi and
 * Tamil the language's way (Latin digits).
 */
export function formatMoment(date: Date | string | number, language: Language, options: Intl.DateTimeFormatOptions) {
  return language === 'en' ? new Date(date).toLocaleString(undefined, options) : formatDate(date, language, options);
}
