import type { Language } from '../../contract/languages';
import { HINDI_ERRORS, HINDI_LABELS } from './error-texts/hi';
import { TAMIL_ERRORS, TAMIL_LABELS } from './error-texts/ta';

/**
 * The server's errorMessages in the member's language: one catalog keyed by the
 * English message (which stays byte for byte the answer in English), Hindi and
 * Tamil beside it. A message written at run time (a wait in seconds, a field's
 * name) matches its key's `{}` parts; a field name inside it is translated too.
 */
export const ERROR_CATALOGS: Record<
  Exclude<Language, 'en'>,
  { errors: Record<string, string>; labels: Record<string, string> }
> = {
  hi: { errors: HINDI_ERRORS, labels: HINDI_LABELS },
  ta: { errors: TAMIL_ERRORS, labels: TAMIL_LABELS },
};

interface Template {
  pattern: RegExp;
  key: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keys with run-time parts, longest first so the most specific sentence wins. */
const TEMPLATES: Template[] = Object.keys(HINDI_ERRORS)
  .filter((key) => key.includes('{}'))
  .sort((a, b) => b.length - a.length)
  .map((key) => ({ key, pattern: new RegExp(`^${key.split('{}').map(escape).join('(.+?)')}$`) }));

function fill(translation: string, parts: readonly string[], labels: Record<string, string>): string {
  return translation.replace(/\{(\d)\}/g, (_, index: string) => {
    const part = parts[Number(index)] ?? '';
    return labels[part.toLowerCase()] ?? part;
  });
}

/** `message` in `language`; English (and any message the catalog does not hold) as it is. */
export function translateError(message: string, language: Language): string {
  if (language === 'en') return message;
  const { errors, labels } = ERROR_CATALOGS[language];
  const exact = errors[message];
  if (exact !== undefined && Object.hasOwn(errors, message)) return exact;
  for (const { key, pattern } of TEMPLATES) {
    const match = pattern.exec(message);
    if (match && Object.hasOwn(errors, key)) return fill(errors[key], match.slice(1), labels);
  }
  return message;
}
