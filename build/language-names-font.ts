/**
 * The faces the language picker draws the languages' own names with (हिन्दी, தமிழ்): each cut from our
 * self-hosted Noto (src/app/scripts.css) down to the letters of those names, a kilobyte or two instead of the
 * whole script's 15 to 50 KiB. A page in English, or in one Indian language, shows the other languages' names
 * without fetching their scripts' whole faces (src/app/scripts.css names these first for the picker).
 * `tsx scripts/make-language-names-font.ts` writes them to src/app/fonts/; language-names-font.test.ts checks they are current.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { LANGUAGES } from '../contract/languages';

const require = createRequire(import.meta.url);

/** Each script a language's name is written in, and the face its letters are cut from. */
const SCRIPTS = [
  {
    script: 'devanagari',
    letters: /[\u0900-\u097F\u200C\u200D]/u,
    face: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  },
  {
    script: 'tamil',
    letters: /[\u0B80-\u0BFF\u200C\u200D]/u,
    face: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
  },
] as const;

export interface LanguageNamesFont {
  /** The file's name in src/app/fonts/. */
  file: string;
  /** The letters it holds. */
  text: string;
  woff2: Buffer;
}

/** The letters of every language's name outside Latin, each in the face of its script. */
export async function makeLanguageNamesFonts(): Promise<LanguageNamesFont[]> {
  const names = LANGUAGES.map((language) => language.name).join('');
  const uncovered = [...names].filter(
    (letter) => !/[\p{Script=Latin}\s]/u.test(letter) && !SCRIPTS.some(({ letters }) => letters.test(letter)),
  );
  if (uncovered.length > 0) throw new Error(`No face for the letters ${uncovered.join(' ')} of a language's name.`);
  const fonts: LanguageNamesFont[] = [];
  for (const { script, letters, face } of SCRIPTS) {
    const text = [...new Set([...names].filter((letter) => letters.test(letter)))].join('');
    if (text === '') continue;
    const woff2 = await subsetFont(readFileSync(require.resolve(face)), text, { targetFormat: 'woff2' });
    fonts.push({ file: `language-names-${script}.woff2`, text, woff2 });
  }
  return fonts;
}
