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

const DATE_STYLE_PARTS: Record<NonNullable<Intl.DateTimeFormatOptions['dateStyle']>, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: 'numeric', month: 'numeric', year: '2-digit' },
};

/**
 * A time of day in Hindi or Tamil with the language's word for the part of the day ('दोपहर 2:05',
 * 'பிற்பகல் 2:05'), where the locale data alone writes the English 'pm'/'PM'. `dayPeriod` cannot go
 * with `timeStyle`, so a style is spelled out in its parts.
 */
function withDayPeriod(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  if (options.timeStyle === undefined && options.hour === undefined) return options;
  if (options.hour12 === false || options.hourCycle === 'h23' || options.hourCycle === 'h24') return options;
  const { dateStyle, timeStyle, ...rest } = options;
  return {
    ...(dateStyle ? DATE_STYLE_PARTS[dateStyle] : {}),
    ...(timeStyle ? { hour: 'numeric', minute: '2-digit' } : {}),
    ...(timeStyle === 'medium' || timeStyle === 'long' || timeStyle === 'full' ? { second: '2-digit' } : {}),
    ...rest,
    dayPeriod: 'short',
  };
}

export function formatDate(
  date: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const parts = language === 'en' ? options : withDayPeriod(options);
  return new Intl.DateTimeFormat(localeOf(language), { ...parts, numberingSystem: 'latn' }).format(new Date(date));
}

/**
 * A moment in a list (a message, a notification): in English as the device writes dates, in Hindi and
 * Tamil the language's way (Latin digits).
 */
export function formatMoment(date: Date | string | number, language: Language, options: Intl.DateTimeFormatOptions) {
  return language === 'en' ? new Date(date).toLocaleString(undefined, options) : formatDate(date, language, options);
}
