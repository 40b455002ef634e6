import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/languages';
import { loadScriptFace } from './script-face';

/**
 * The app's one translator, over two catalogs per language: the landing
 * page's (each language's its own small chunk, fetched before the app starts,
 * so a page in Hindi or Tamil never carries the English one) and the rest of
 * the app's, fetched with the member area or the portal.
 */
type Catalog = () => Promise<{ messages: Messages }>;
const LANDING: Record<Language, Catalog> = {
  en: () => import('../../locales/en/landing.po'),
  hi: () => import('../../locales/hi/landing.po'),
  ta: () => import('../../locales/ta/landing.po'),
};
const APP: Record<Language, Catalog> = {
  en: () => import('../../locales/en/app.po'),
  hi: () => import('../../locales/hi/app.po'),
  ta: () => import('../../locales/ta/app.po'),
};

const loaded = new Set<string>();
/** Set once a screen beyond the landing page is wanted: from then on every language brings its app catalog. */
let appWanted = false;

async function loadCatalog(language: Language, part: 'landing' | 'app'): Promise<void> {
  const key = `${language}/${part}`;
  if (loaded.has(key)) return;
  const { messages } = await (part === 'app' ? APP : LANDING)[language]();
  // Merges into what the language already has: the two catalogs together are its messages.
  i18n.load(language, messages);
  loaded.add(key);
}

/** Fetches a language's catalogs (the app's too once wanted), without switching to it. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadCatalog(language, 'landing'), appWanted ? loadCatalog(language, 'app') : undefined]);
}

/** Switches every message, and `<html lang>`, to `language` (its catalogs and its script's face fetched first). */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([loadLanguage(language), loadScriptFace(language)]);
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language every message is in right now. */
export function activeLanguage(): Language {
  // Before the app has started (activateLanguage), the default.
  return (i18n.locale || DEFAULT_LANGUAGE) as Language;
}

/** The app catalog of the active language, fetched beside a lazy area so its screens render translated. */
export async function loadAppMessages(): Promise<void> {
  appWanted = true;
  await loadCatalog(activeLanguage(), 'app');
}

/** A route module that renders only once the app catalog is in (the member area, the portal, not-found). */
export async function withAppMessages<T>(module: Promise<T>): Promise<T> {
  const [loadedModule] = await Promise.all([module, loadAppMessages()]);
  return loadedModule;
}

export { i18n };
