import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGES, type Language } from '../../../contract/languages';
import { HINDI_ERRORS } from '../../../server/lib/error-texts/hi';
import { TAMIL_ERRORS } from '../../../server/lib/error-texts/ta';
import { REPO_ROOT } from './server';

/** The letters of each language's own script: a translation without any of them is still English. */
export const SCRIPTS: Record<Exclude<Language, 'en'>, RegExp> = {
  hi: /[\u0900-\u097F]/u,
  ta: /[\u0B80-\u0BFF]/u,
};

/** The server's errorMessages in each language (a screen shows them as the server sends them), keyed by the English. */
const SERVER_TEXTS: Record<Exclude<Language, 'en'>, Record<string, string>> = { hi: HINDI_ERRORS, ta: TAMIL_ERRORS };

/** Each language's translation of every English message of the app's catalogs (landing and app). */
const translations = new Map<Language, I18n>();
/** Messages a language's catalogs hold without a translation, by language. */
const untranslated = new Map<Language, Set<string>>();

/**
 * Reads the app's catalogs through Lingui's own configuration (lingui.config.ts), as the build does, and
 * compiles each translation, so `say` formats placeholders and plurals exactly as the app does. Once per
 * test file; a journey's `beforeAll` waits for it.
 */
export async function loadWording(): Promise<void> {
  if (translations.size > 0) return;
  const config = getConfig({ cwd: REPO_ROOT, skipValidation: true });
  const byLanguage = new Map<Language, Record<string, string>>();
  for (const catalog of await getCatalogs(config)) {
    const all = await catalog.readAll();
    for (const { code } of LANGUAGES) {
      const messages = byLanguage.get(code) ?? {};
      const missing = untranslated.get(code) ?? new Set<string>();
      for (const entry of Object.values(all[code] ?? {})) {
        if (!entry.message) continue;
        // Keyed by the English itself: a journey names a text by what a member of the English run reads.
        if (entry.translation?.trim()) messages[entry.message] = entry.translation;
        else missing.add(entry.message);
      }
      byLanguage.set(code, messages);
      untranslated.set(code, missing);
    }
  }
  for (const [code, messages] of byLanguage) {
    const { source, errors } = createCompiledCatalog(code, messages, { namespace: 'json', strict: true });
    if (errors.length > 0) throw new Error(`The ${code} catalogs do not compile: ${errors[0].source}`);
    const compiled = (JSON.parse(source) as { messages: Messages }).messages;
    translations.set(code, setupI18n({ locale: code, messages: { [code]: compiled } }));
  }
}

type Values = Record<string, string | number>;

/** The tags of a rich message (`<0>Next:</0>`), which the screen renders as elements around the words. */
const MARKUP = /<\/?\d+\/?>/g;

/**
 * What a member reading `language` sees where the English run reads `english`: the English itself
 * in English (the spec's texts, byte for byte), else the catalogs' translation with `values` put
 * into its placeholders (or, for a text the server sends, its errorMessage in that language). Fails when the message is in no catalog, has no translation, or its
 * translation is still English (no letter of the language's script, for a message with words),
 * so a journey in Hindi proves the screen is Hindi. Markup of rich messages (`<0>…</0>`) is dropped:
 * a journey compares text.
 */
export function sayIn(language: Language, english: string, values: Values = {}): string {
  if (language === 'en') return /[{<]/.test(english) ? formatEnglish(english, values) : english;
  const i18n = translations.get(language);
  if (!i18n) throw new Error('The catalogs are not loaded: call loadWording() first (setUpJourney does).');
  if (untranslated.get(language)?.has(english)) {
    throw new Error(`'${english}' has no ${language} translation in the catalogs`);
  }
  const fromServer = SERVER_TEXTS[language][english];
  if (!(english in i18n.messages) && fromServer === undefined) {
    throw new Error(
      `'${english}' is neither a message of the catalogs nor a server errorMessage: the screen cannot show it in ${language}`,
    );
  }
  const said = english in i18n.messages ? i18n._(english, values).replace(MARKUP, '') : fromServer;
  if (!SCRIPTS[language].test(said) && /[a-z]{2}/.test(english)) {
    throw new Error(`'${english}' is still English in the ${language} catalogs: '${said}'`);
  }
  return said;
}

const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** An English message with placeholders, plurals or markup, formatted as the app formats it ('Age: {0}' -> 'Age: 31'). */
function formatEnglish(message: string, values: Values): string {
  if (!(message in english.messages)) {
    const { source } = createCompiledCatalog('en', { [message]: message }, { namespace: 'json', strict: true });
    english.load('en', (JSON.parse(source) as { messages: Messages }).messages);
  }
  return english._(message, values).replace(MARKUP, '');
}

/**
 * A pattern for a text with parts the journey cannot know (an age, a count): in English the
 * journey's own pattern, unchanged; in another language the translation of `english` with each
 * placeholder matching `parts[name]` (a regular expression source) and the rest literally. A
 * plural's branches are all allowed: the first part takes sample counts, which pick the branches.
 */
export function sayLikeIn(language: Language, pattern: RegExp, english: string, parts: Values = {}): RegExp {
  if (language === 'en') return pattern;
  const names = Object.keys(parts);
  const alternatives = new Set<string>();
  for (const sample of names.length > 0 ? [0, 1, 2, 3, 5, 21, 102] : [0]) {
    // Numbers below 1000 read the same in every offered language's digits and need no grouping.
    const stand = names.map((_, index) => (index === 0 ? sample : 900 + index));
    let source = escapeRegExp(sayIn(language, english, Object.fromEntries(names.map((n, i) => [n, stand[i]]))));
    names.forEach((name, index) => {
      source = source.replace(new RegExp(`(?<!\\d)${stand[index]}(?!\\d)`, 'g'), `(?:${parts[name]})`);
    });
    alternatives.add(source);
  }
  const either = alternatives.size === 1 ? [...alternatives][0] : `(?:${[...alternatives].join('|')})`;
  return new RegExp(
    `${pattern.source.startsWith('^') ? '^' : ''}${either}${pattern.source.endsWith('$') ? '$' : ''}`,
    pattern.flags,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
