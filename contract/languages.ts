/**
 * The languages the product speaks, each named in its own script (never by a
 * flag): the picker shows these names, the account stores the code, and the
 * server answers errors in it. English is the default and the source of every
 * message.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
  { code: 'ta', name: 'தமிழ்', locale: 'ta-IN' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The first offered language an `Accept-Language` header or `navigator.languages` asks for
 * ('hi-IN,hi;q=0.9,en;q=0.8' -> 'hi'), by quality then order; English when none is offered.
 */
export function pickLanguage(wanted: string | readonly string[] | null | undefined): Language {
  if (!wanted) return DEFAULT_LANGUAGE;
  const entries = typeof wanted === 'string' ? wanted.split(',') : wanted;
  const ranked = entries
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { code: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => isLanguage(entry.code))?.code as Language | undefined) ?? DEFAULT_LANGUAGE;
}
