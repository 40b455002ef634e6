import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages';
import { makeLanguageNamesFonts } from './language-names-font';

/**
 * The picker names every language in its own script from the faces in src/app/fonts: they must hold the letters
 * of every name as contract/languages.ts spells it today (a language added or renamed without running
 * `tsx scripts/make-language-names-font.ts` fails here), byte for byte what the script makes.
 */
const dir = join(import.meta.dirname, '..', 'src', 'app', 'fonts');

it('the language picker faces are cut from the names of the languages offered today', async () => {
  const made = await makeLanguageNamesFonts();
  const lettersOutsideLatin = new Set(
    LANGUAGES.flatMap((language) => [...language.name]).filter((letter) => !/\p{Script=Latin}/u.test(letter)),
  );
  expect(new Set(made.flatMap((font) => [...font.text]))).toEqual(lettersOutsideLatin);
  expect(readdirSync(dir).toSorted()).toEqual(made.map((font) => font.file).toSorted());
  for (const { file, woff2 } of made) {
    expect(readFileSync(join(dir, file)).equals(woff2), `src/app/fonts/${file} is out of date`).toBe(true);
  }
}, 30_000);
