import Cookies from 'js-cookie';
import { isLanguage, pickLanguage, type Language } from '../../../contract/languages';

/** A visitor's choice of language, kept for a year; a member's is also kept in the account. */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_IN_DAYS = 365;

export function storedLanguage(): Language | null {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, {
    path: '/',
    expires: YEAR_IN_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** '/hi/' and '/ta/' are the landing page in that language; other paths name none. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return first !== 'en' && isLanguage(first) ? first : null;
}

/**
 * The language to start in: the page's own language path, then the stored
 * choice, then the browser's languages (so a browser asking for Hindi or Tamil
 * gets it first), else English.
 */
export function detectLanguage(
  pathname: string = window.location.pathname,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  return languageOfPath(pathname) ?? storedLanguage() ?? pickLanguage(browserLanguages);
}

/** The landing page's path in a language: '/' for English, '/hi/' and '/ta/' otherwise. */
export function landingPathOf(language: Language): string {
  return language === 'en' ? '/' : `/${language}/`;
}
